import * as vscode from 'vscode';
import type { EngineChoice, RenderMode, RobotsMode, RunOptions } from '../engine/types';
import { effectiveValue } from './scopes';
import { CONFIG_SECTION, SETTINGS } from './ids';

/** A read-only snapshot of the settings the engine needs (after markdown's previewConfig.ts). */
export interface Settings {
  readonly engine: EngineChoice;
  readonly geminiModel: string;
  readonly geminiBaseUrl: string | undefined;
  readonly timeoutMs: number;
  /** Page budget in tokens (webFetch.maxTokens, or the deprecated webFetch.maxCharacters ÷ 4 when only that is set). */
  readonly maxTokens: number;
  /** Response cache lifetime; 0 turns the cache off. */
  readonly cacheTtlMs: number;
  /** Pages from private addresses may be written to the disk cache. */
  readonly cachePrivateOnDisk: boolean;
  /** Requests per host name per minute (both routes). */
  readonly rateLimitPerMinute: number;
  /** VS Code's `http.proxy` (empty = none: the engine then reads HTTPS_PROXY/HTTP_PROXY). */
  readonly proxy: string | undefined;
  /** VS Code's `http.proxyStrictSSL`. */
  readonly strictSSL: boolean;
  /** Policy lists (in an untrusted workspace, user values only). */
  readonly blockedDomains: readonly string[];
  readonly allowedDomains: readonly string[];
  /** Hosts whose URLs skip the QuickPick and the tool confirmation. */
  readonly trustedDomains: readonly string[];
  readonly respectRobots: RobotsMode;
  /** Policy settings of the workspace that an untrusted workspace makes us ignore. */
  readonly ignoredWorkspacePolicy: string[];
  /** JavaScript rendering of script shells in an installed browser. */
  readonly renderJavaScript: RenderMode;
  /** The browser executable (machine scope: never from a workspace); undefined = the usual install places. */
  readonly browserPath: string | undefined;
}

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : [];
}

/** A policy setting as it counts here: a cloned, untrusted workspace must not widen the fetch policy. */
function policyValue<T>(c: vscode.WorkspaceConfiguration, key: string, fallback: T, ignored: string[]): T {
  const inspected = c.inspect<T>(key);
  const trusted = vscode.workspace.isTrusted;
  if (!trusted && (inspected?.workspaceValue !== undefined || inspected?.workspaceFolderValue !== undefined)) ignored.push(`webFetch.${key}`);
  return effectiveValue(inspected, trusted, fallback);
}

function clamp(n: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Was a setting given a value anywhere (user, workspace, folder)? */
function isSet(c: vscode.WorkspaceConfiguration, key: string): boolean {
  const i = c.inspect(key);
  return i?.globalValue !== undefined || i?.workspaceValue !== undefined || i?.workspaceFolderValue !== undefined;
}

/** webFetch.maxTokens; while only the deprecated webFetch.maxCharacters is set, that many characters ÷ 4. */
function maxTokensOf(c: vscode.WorkspaceConfiguration): number {
  const t = SETTINGS.maxTokens;
  const m = SETTINGS.maxCharacters;
  if (!isSet(c, 'maxTokens') && isSet(c, 'maxCharacters')) {
    const chars = clamp(c.get<number>('maxCharacters', m.default), m.minimum, m.maximum, m.default);
    return Math.round(clamp(chars / 4, t.minimum, t.maximum, t.default));
  }
  return Math.round(clamp(c.get<number>('maxTokens', t.default), t.minimum, t.maximum, t.default));
}

export function readSettings(): Settings {
  const c = vscode.workspace.getConfiguration(CONFIG_SECTION);
  const http = vscode.workspace.getConfiguration('http');
  const engineValue = c.get<string>('engine', SETTINGS.engine.default);
  const engine = (SETTINGS.engine.enum as readonly string[]).includes(engineValue) ? (engineValue as EngineChoice) : 'auto';
  const t = SETTINGS.timeoutSeconds;
  const ttl = SETTINGS.cacheTtlMinutes;
  const rate = SETTINGS.rateLimitPerMinute;
  const proxy = http.get<string>('proxy', '').trim();
  const baseUrl = c.get<string>('gemini.baseUrl', SETTINGS.geminiBaseUrl.default).trim();
  const ignored: string[] = [];
  const robots = policyValue<string>(c, 'respectRobotsTxt', SETTINGS.respectRobotsTxt.default, ignored);
  const render = c.get<string>('renderJavaScript', SETTINGS.renderJavaScript.default);
  return {
    engine,
    geminiModel: c.get<string>('gemini.model', SETTINGS.geminiModel.default).trim() || SETTINGS.geminiModel.default,
    geminiBaseUrl: baseUrl || undefined,
    timeoutMs: clamp(c.get<number>('timeoutSeconds', t.default), t.minimum, t.maximum, t.default) * 1000,
    maxTokens: maxTokensOf(c),
    cacheTtlMs: Math.round(clamp(c.get<number>('cacheTtlMinutes', ttl.default), ttl.minimum, ttl.maximum, ttl.default) * 60_000),
    cachePrivateOnDisk: c.get<boolean>('cache.privateOnDisk', SETTINGS.cachePrivateOnDisk.default) === true,
    rateLimitPerMinute: Math.round(clamp(c.get<number>('rateLimitPerMinute', rate.default), rate.minimum, rate.maximum, rate.default)),
    proxy: proxy || undefined,
    strictSSL: http.get<boolean>('proxyStrictSSL', true),
    blockedDomains: stringList(policyValue<unknown>(c, 'blockedDomains', [], ignored)),
    allowedDomains: stringList(policyValue<unknown>(c, 'allowedDomains', [], ignored)),
    trustedDomains: stringList(policyValue<unknown>(c, 'trustedDomains', [], ignored)),
    respectRobots: (SETTINGS.respectRobotsTxt.enum as readonly string[]).includes(robots) ? (robots as RobotsMode) : 'agent',
    ignoredWorkspacePolicy: ignored,
    renderJavaScript: (SETTINGS.renderJavaScript.enum as readonly string[]).includes(render) ? (render as RenderMode) : 'auto',
    browserPath: c.get<string>('browserPath', SETTINGS.browserPath.default).trim() || undefined,
  };
}

/** Keeps a current snapshot, re-read when a relevant setting changes. */
export class SettingsWatcher implements vscode.Disposable {
  private snapshot = readSettings();
  private readonly changed = new vscode.EventEmitter<Settings>();
  /** Fires with the new snapshot after a relevant setting changed (or the workspace became trusted). */
  readonly onDidChange = this.changed.event;
  private readonly listener = vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(CONFIG_SECTION) || e.affectsConfiguration('http.proxy') || e.affectsConfiguration('http.proxyStrictSSL')) {
      this.refresh();
    }
  });
  private readonly trustListener = vscode.workspace.onDidGrantWorkspaceTrust(() => this.refresh());

  private refresh(): void {
    this.snapshot = readSettings();
    this.changed.fire(this.snapshot);
  }

  get current(): Settings {
    return this.snapshot;
  }

  dispose(): void {
    this.listener.dispose();
    this.trustListener.dispose();
    this.changed.dispose();
  }
}

/** The engine options implied by the settings (everything but signal, logger and progress). */
export function runOptionsFrom(s: Settings, apiKey: string | undefined): RunOptions {
  return {
    engine: s.engine,
    gemini: { apiKey, model: s.geminiModel, baseUrl: s.geminiBaseUrl, timeoutMs: Math.max(s.timeoutMs, 30000) },
    timeoutMs: s.timeoutMs,
    maxTokens: s.maxTokens,
    noCache: s.cacheTtlMs === 0,
    proxy: s.proxy,
    strictSSL: s.strictSSL,
    policy: { blockedDomains: [...s.blockedDomains], allowedDomains: [...s.allowedDomains] },
    respectRobots: s.respectRobots,
    renderJavaScript: s.renderJavaScript,
    browserPath: s.browserPath,
  };
}
