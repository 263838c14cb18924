import * as vscode from 'vscode';
import type { EngineChoice, RunOptions } from '../engine/types';
import { CONFIG_SECTION, SETTINGS } from './ids';

/** A read-only snapshot of the settings the engine needs (after markdown's previewConfig.ts). */
export interface Settings {
  readonly engine: EngineChoice;
  readonly geminiModel: string;
  readonly geminiBaseUrl: string | undefined;
  readonly timeoutMs: number;
  readonly maxChars: number;
  /** VS Code's `http.proxy` (empty = none: the engine then reads HTTPS_PROXY/HTTP_PROXY). */
  readonly proxy: string | undefined;
  /** VS Code's `http.proxyStrictSSL`. */
  readonly strictSSL: boolean;
}

function clamp(n: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export function readSettings(): Settings {
  const c = vscode.workspace.getConfiguration(CONFIG_SECTION);
  const http = vscode.workspace.getConfiguration('http');
  const engineValue = c.get<string>('engine', SETTINGS.engine.default);
  const engine = (SETTINGS.engine.enum as readonly string[]).includes(engineValue) ? (engineValue as EngineChoice) : 'auto';
  const t = SETTINGS.timeoutSeconds;
  const m = SETTINGS.maxCharacters;
  const proxy = http.get<string>('proxy', '').trim();
  const baseUrl = c.get<string>('gemini.baseUrl', SETTINGS.geminiBaseUrl.default).trim();
  return {
    engine,
    geminiModel: c.get<string>('gemini.model', SETTINGS.geminiModel.default).trim() || SETTINGS.geminiModel.default,
    geminiBaseUrl: baseUrl || undefined,
    timeoutMs: clamp(c.get<number>('timeoutSeconds', t.default), t.minimum, t.maximum, t.default) * 1000,
    maxChars: Math.round(clamp(c.get<number>('maxCharacters', m.default), m.minimum, m.maximum, m.default)),
    proxy: proxy || undefined,
    strictSSL: http.get<boolean>('proxyStrictSSL', true),
  };
}

/** Keeps a current snapshot, re-read when a relevant setting changes. */
export class SettingsWatcher implements vscode.Disposable {
  private snapshot = readSettings();
  private readonly listener = vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(CONFIG_SECTION) || e.affectsConfiguration('http.proxy') || e.affectsConfiguration('http.proxyStrictSSL')) {
      this.snapshot = readSettings();
    }
  });

  get current(): Settings {
    return this.snapshot;
  }

  dispose(): void {
    this.listener.dispose();
  }
}

/** The engine options implied by the settings (everything but signal, logger and progress). */
export function runOptionsFrom(s: Settings, apiKey: string | undefined): RunOptions {
  return {
    engine: s.engine,
    gemini: { apiKey, model: s.geminiModel, baseUrl: s.geminiBaseUrl, timeoutMs: Math.max(s.timeoutMs, 30000) },
    timeoutMs: s.timeoutMs,
    maxChars: s.maxChars,
    proxy: s.proxy,
    strictSSL: s.strictSSL,
  };
}
