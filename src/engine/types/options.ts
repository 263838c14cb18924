// What callers pass in: fetch and run options, the logger, the resolver, progress events. Ground type.
import type { PageError } from './errors';

/** Translates a message (vscode.l10n in the extension; English with {n} placeholders filled elsewhere). */
export interface L10n {
  t(message: string, ...args: Array<string | number | boolean>): string;
}

/** English: the message itself with its {0}, {1} … placeholders filled. */
export const english: L10n = {
  t: (message, ...args) => message.replace(/\{(\d+)\}/g, (whole, i: string) => (Number(i) < args.length ? String(args[Number(i)]) : whole)),
};

export interface Logger {
  trace(message: string, ...args: unknown[]): void;
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string | Error, ...args: unknown[]): void;
}

export const nullLogger: Logger = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
};

/** Resolves a host name to every address (like dns.lookup with all: true). Injectable for tests. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export type ProgressEvent =
  | { type: 'start'; index: number; url: string }
  | { type: 'done'; index: number; url: string; ok: boolean; error?: PageError };

export interface FetchOptions {
  /** Total deadline per URL (default 10 000 ms). */
  timeoutMs?: number;
  /** Connect timeout (default min(timeoutMs, 5000)). */
  connectTimeoutMs?: number;
  /** Time allowed for response headers (default timeoutMs). */
  headersTimeoutMs?: number;
  /** Longest pause between body chunks (default min(timeoutMs, 5000)). */
  bodyIdleTimeoutMs?: number;
  /** Body cap in bytes after decompression (default 10 MB). */
  maxBytes?: number;
  /** Total tokens (estimated by script, see content/tokens.ts) shared across the URLs (default 25 000). */
  maxTokens?: number;
  /** The old budget in characters: used, exactly, only when maxTokens is not given. */
  maxChars?: number;
  /** Character offset (in the page's markdown) to continue from (same for every URL). */
  offset?: number;
  /**
   * What the prompt asks about (the prompt without its URLs). When a page does not fit its share of the budget,
   * its sections that match this come first; without it (or with only generic words) the head of the page is kept.
   */
  instruction?: string;
  /** Read an HTML page's same-site <link rel="alternate" type="text/markdown"> instead of its HTML (default true). */
  markdownAlternates?: boolean;
  /** For a site's root URL, look for /llms.txt and name it in the report (default true). */
  llmsTxt?: boolean;
  /** At most this many requests at a time to one host name (default 6). */
  perHostConcurrency?: number;
  /** Explicit proxy URL (e.g. VS Code's http.proxy); else HTTPS_PROXY/HTTP_PROXY/NO_PROXY. */
  proxy?: string;
  /** Extra NO_PROXY patterns (e.g. VS Code's http.noProxy). */
  noProxy?: string[];
  /** Verify TLS certificates of proxies/servers (default true). */
  strictSSL?: boolean;
  /** Bypass the response cache: neither read nor store (report cache: "bypass"). */
  noCache?: boolean;
  /**
   * Called for the first URL and for every redirect hop, after DNS resolution and before connecting.
   * Throw an EngineError (e.g. BLOCKED_BY_POLICY, BLOCKED_BY_ROBOTS) to stop that URL.
   */
  checkUrl?: (url: URL, hop: { index: number; private: boolean; addresses: string[] }) => void | Promise<void>;
  signal?: AbortSignal;
  logger?: Logger;
  resolver?: Resolver;
  userAgent?: string;
  onProgress?: (e: ProgressEvent) => void;
  /** Render script-shell pages in an installed browser (webFetch.renderJavaScript; default auto). */
  renderJavaScript?: RenderMode;
  /** The browser to render with (webFetch.browserPath); default Chrome, Edge or Chromium at the usual places. */
  browserPath?: string;
}

/** auto: render script shells only (default); never; always: render every HTML page. */
export type RenderMode = 'auto' | 'never' | 'always';

export interface GeminiOptions {
  apiKey?: string;
  /** default gemini-2.5-flash */
  model?: string;
  /** Gateway / proxy / test server base URL; env GOOGLE_GEMINI_BASE_URL */
  baseUrl?: string;
  /** Deadline of every Gemini call (default 30 000 ms). */
  timeoutMs?: number;
  /** Wait before the one retry after a 429/5xx/network failure (default 1000 ms, plus jitter; a server hint wins, capped at 10 s). */
  retryDelayMs?: number;
  /** Use the streaming endpoint (streamGenerateContent); text arrives through onText. Default false. */
  stream?: boolean;
  /**
   * With stream: the answer text so far, each time more arrives (before citations are placed). It starts again from
   * the beginning when the call is retried or falls back, so show the latest value rather than appending.
   */
  onText?: (textSoFar: string) => void;
}

export type EngineChoice = 'auto' | 'direct' | 'gemini';

/** Blocked and allowed host patterns (see src/engine/policy/patterns.ts for the syntax). */
export interface FetchPolicyOptions {
  blockedDomains?: string[];
  /** When non-empty, only matching hosts may be fetched. Block wins over allow. */
  allowedDomains?: string[];
  /** How the lists are named in error messages (default webFetch.blockedDomains / webFetch.allowedDomains). */
  labels?: { blocked?: string; allowed?: string };
}

/** agent: honour robots.txt when the model asked for the URL (requestedBy 'agent'); always; never. */
export type RobotsMode = 'agent' | 'always' | 'never';

export interface RunOptions extends FetchOptions {
  /** Checked for every URL before any route and on every redirect hop (BLOCKED_BY_POLICY). */
  policy?: FetchPolicyOptions;
  /** robots.txt handling (default 'agent'); a disallow gives BLOCKED_BY_ROBOTS. */
  respectRobots?: RobotsMode;
  /** Who asked for these URLs (default 'user'): the model through the tool, or a person. */
  requestedBy?: 'agent' | 'user';
  engine?: EngineChoice;
  gemini?: GeminiOptions;
  /** Which URLs of the prompt to fetch (indices into the extracted list), e.g. after a QuickPick. */
  only?: number[];
}
