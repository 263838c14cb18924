import type * as vscode from 'vscode';
import type { ProgressEvent, RunResult } from '../engine/types';
import type { Engine as EngineObject, Plan } from '../engine/engine';
import type { ApiKeyStore } from './secrets';
import type { Settings, SettingsWatcher } from './settings';
import { runOptionsFrom } from './settings';
import { engineLogger } from './log';
import { loadEngine } from './engine';

/** What the tool, the commands and the preview share; built once in activate(). */
export interface Services {
  readonly log: vscode.LogOutputChannel;
  readonly settings: SettingsWatcher;
  readonly keys: ApiKeyStore;
  readonly engine: EngineHost;
  /** The disk cache's directory (in the extension's global storage); none: memory only. */
  readonly cacheDir?: string;
}

/**
 * The extension's one engine object (createEngine: response cache, rate limiter, robots.txt answers). Built on first
 * use, so activation never loads the engine bundle; updated when the settings change.
 */
export class EngineHost implements vscode.Disposable {
  private engine: EngineObject | undefined;
  private readonly listener: vscode.Disposable;

  constructor(
    private readonly settings: SettingsWatcher,
    private readonly log: vscode.LogOutputChannel,
    /** The disk cache's directory; none: memory only. */
    private readonly cacheDir?: string,
  ) {
    this.listener = settings.onDidChange((s) => this.engine && this.configure(this.engine, s));
  }

  /** The engine, built now if it was not yet. */
  get(): EngineObject {
    if (!this.engine) {
      this.engine = loadEngine().createEngine({ logger: engineLogger(this.log) });
      this.configure(this.engine, this.settings.current);
    }
    return this.engine;
  }

  /** The engine if it was built (the Clear Cache command does not build one just to empty it). */
  get built(): EngineObject | undefined {
    return this.engine;
  }

  private configure(engine: EngineObject, s: Settings): void {
    engine.configure({
      cache: s.cacheTtlMs > 0 ? { ttlMs: s.cacheTtlMs, diskDir: this.cacheDir ?? null, privateOnDisk: s.cachePrivateOnDisk } : undefined,
      rateLimitPerMinute: s.rateLimitPerMinute,
    });
  }

  dispose(): void {
    this.listener.dispose();
    // the engine's conversion workers (they stop when idle anyway)
    void this.engine?.dispose().catch((e: unknown) => this.log.warn(`engine dispose: ${e instanceof Error ? e.message : e}`));
  }
}

/** Plans a prompt with the current settings and key: what the confirmation shows and run() then executes. */
export async function planPrompt(s: Services, prompt: string, requestedBy: 'agent' | 'user', offset = 0): Promise<Plan> {
  const settings = s.settings.current;
  const options = runOptionsFrom(settings, await s.keys.get());
  // A continuation reads the page's own text from the offset: the direct route (Gemini reads whole pages itself).
  const continuation = offset > 0 ? { offset, engine: 'direct' as const } : {};
  return s.engine.get().plan(prompt, { ...options, ...continuation, requestedBy, logger: engineLogger(s.log) });
}

export interface RunRequest {
  only?: number[];
  signal?: AbortSignal;
  onProgress?: (e: ProgressEvent) => void;
}

/** Runs a plan. Throws what the engine throws. */
export async function runPlan(s: Services, plan: Plan, req: RunRequest = {}): Promise<RunResult> {
  const settings = s.settings.current;
  const t0 = Date.now();
  if (settings.ignoredWorkspacePolicy.length) {
    s.log.warn(`untrusted workspace: its values of ${settings.ignoredWorkspacePolicy.join(', ')} are ignored (user values apply)`);
  }
  s.log.info(`run: by ${plan.options.requestedBy ?? 'user'}, route=${plan.route}${plan.geminiKey ? ` (key from ${plan.geminiKey})` : ''} ` +
    `timeout=${plan.options.timeoutMs}ms maxTokens=${plan.options.maxTokens}${plan.options.offset ? ` offset=${plan.options.offset}` : ''}${plan.options.proxy ? ' proxy=set' : ''}${req.only ? ` only=[${req.only.join(',')}]` : ''}`);
  const result = await s.engine.get().run(plan, req);
  const ok = result.pages.filter((p) => p.ok).length;
  s.log.info(`run: route=${result.route} ${ok}/${result.pages.length} ok in ${Date.now() - t0} ms`);
  return result;
}
