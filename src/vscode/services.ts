import type * as vscode from 'vscode';
import type { ProgressEvent, RunResult } from '../engine/types';
import type { ApiKeyStore } from './secrets';
import type { SettingsWatcher } from './settings';
import { runOptionsFrom } from './settings';
import { engineLogger } from './log';
import { loadEngine } from './engine';

/** What the tool, the commands and the preview share; built once in activate(). */
export interface Services {
  readonly log: vscode.LogOutputChannel;
  readonly settings: SettingsWatcher;
  readonly keys: ApiKeyStore;
  /** The disk cache's directory (in the extension's global storage); none: memory only. */
  readonly cacheDir?: string;
}

export interface RunRequest {
  prompt: string;
  /** The model (through the tool) or a person (a command): the engine's robots.txt handling depends on it. */
  requestedBy: 'agent' | 'user';
  only?: number[];
  signal?: AbortSignal;
  onProgress?: (e: ProgressEvent) => void;
}

/** Will this run go through Gemini (settings + key)? */
export async function willUseGemini(s: Services): Promise<boolean> {
  const engine = s.settings.current.engine;
  return engine === 'gemini' || (engine === 'auto' && (await s.keys.get()) !== undefined);
}

/** Runs the engine with the current settings and key. Throws what the engine throws. */
export async function runEngine(s: Services, req: RunRequest): Promise<RunResult> {
  const engine = loadEngine();
  const settings = s.settings.current;
  const options = runOptionsFrom(settings, await s.keys.get());
  const t0 = Date.now();
  if (settings.cacheTtlMs > 0) {
    engine.configureDefaultCache({ ttlMs: settings.cacheTtlMs, diskDir: s.cacheDir ?? null, privateOnDisk: settings.cachePrivateOnDisk });
  }
  engine.configureRateLimit({ perMinute: settings.rateLimitPerMinute });
  if (settings.ignoredWorkspacePolicy.length) {
    s.log.warn(`untrusted workspace: its values of ${settings.ignoredWorkspacePolicy.join(', ')} are ignored (user values apply)`);
  }
  s.log.info(`run: by ${req.requestedBy}, engine=${settings.engine} timeout=${settings.timeoutMs}ms maxTokens=${settings.maxTokens}` +
    `${settings.proxy ? ' proxy=set' : ''}${req.only ? ` only=[${req.only.join(',')}]` : ''}`);
  const result = await engine.runPrompt(req.prompt, {
    ...options,
    only: req.only,
    requestedBy: req.requestedBy,
    signal: req.signal,
    logger: engineLogger(s.log),
    onProgress: req.onProgress,
  });
  const ok = result.pages.filter((p) => p.ok).length;
  s.log.info(`run: route=${result.route} ${ok}/${result.pages.length} ok in ${Date.now() - t0} ms`);
  return result;
}
