// The extension's own log lines pass the engine's one secret scrubber (src/engine/util/secrets.ts) before they reach the
// "Web Fetch" output channel: every Gemini key this window has seen (GEMINI_API_KEY / GOOGLE_API_KEY in the
// environment, the key in secret storage, a key just entered) and any 8+-character piece of it, in any letter case,
// becomes "[redacted]". The scrubber is small and dependency-free, so it is the one piece of engine code bundled into
// dist/extension.js (the rule in .dependency-cruiser.cjs names it): the lines written before the engine bundle loads
// are covered too. Uses vscode types only, so unit tests can wrap a recording channel.
import type * as vscode from 'vscode';
import { createScrubber, noScrub, scrubDeep, type Scrub } from '../engine/util/secrets';

export class ScrubbedLogChannel implements vscode.LogOutputChannel {
  private readonly secrets = new Set<string>();
  private scrub: Scrub = noScrub;

  constructor(private readonly channel: vscode.LogOutputChannel) {}

  /** Scrub these secrets from now on (kept for the window's lifetime: a key removed later may still be echoed). */
  addSecrets(...values: (string | undefined | null)[]): void {
    let added = false;
    for (const v of values) {
      const s = v?.trim();
      if (s && !this.secrets.has(s)) {
        this.secrets.add(s);
        added = true;
      }
    }
    if (added) this.scrub = createScrubber([...this.secrets]);
  }

  private arg = (a: unknown): unknown => {
    if (this.scrub === noScrub) return a;
    if (typeof a === 'string') return this.scrub(a);
    if (a instanceof Error) return this.scrub(a.stack ?? a.message);
    return a !== null && typeof a === 'object' ? scrubDeep(a, this.scrub) : a;
  };

  get name(): string {
    return this.channel.name;
  }
  get logLevel(): vscode.LogLevel {
    return this.channel.logLevel;
  }
  get onDidChangeLogLevel(): vscode.Event<vscode.LogLevel> {
    return this.channel.onDidChangeLogLevel;
  }

  trace(message: string, ...args: unknown[]): void {
    this.channel.trace(this.scrub(message), ...args.map(this.arg));
  }
  debug(message: string, ...args: unknown[]): void {
    this.channel.debug(this.scrub(message), ...args.map(this.arg));
  }
  info(message: string, ...args: unknown[]): void {
    this.channel.info(this.scrub(message), ...args.map(this.arg));
  }
  warn(message: string, ...args: unknown[]): void {
    this.channel.warn(this.scrub(message), ...args.map(this.arg));
  }
  error(error: string | Error, ...args: unknown[]): void {
    this.channel.error(typeof error === 'string' ? this.scrub(error) : (this.arg(error) as string), ...args.map(this.arg));
  }
  append(value: string): void {
    this.channel.append(this.scrub(value));
  }
  appendLine(value: string): void {
    this.channel.appendLine(this.scrub(value));
  }
  replace(value: string): void {
    this.channel.replace(this.scrub(value));
  }
  clear(): void {
    this.channel.clear();
  }
  show(preserveFocus?: boolean): void;
  show(column?: vscode.ViewColumn, preserveFocus?: boolean): void;
  show(a?: boolean | vscode.ViewColumn, b?: boolean): void {
    if (typeof a === 'boolean' || a === undefined) this.channel.show(a);
    else this.channel.show(a, b);
  }
  hide(): void {
    this.channel.hide();
  }
  dispose(): void {
    this.channel.dispose();
  }
}
