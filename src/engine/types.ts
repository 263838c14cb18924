// Shared types of the fetch engine. Plain TypeScript: no runtime dependency, no `vscode`.

/** Stable error codes: callers (CLI --json, the tool, the preview) rely on them. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_POLICY',
  'INVALID_URL',
  'UNSUPPORTED_SCHEME',
  'DNS_FAILED',
  'CONNECT_FAILED',
  'TIMEOUT',
  'HTTP_STATUS',
  'REDIRECT_LOOP',
  'TOO_MANY_REDIRECTS',
  'BLOCKED_REDIRECT',
  'UNSUPPORTED_CONTENT_TYPE',
  'DECODE_FAILED',
  'CONNECTION_RESET',
  'ABORTED',
  'BLOCKED_BY_POLICY',
  'BLOCKED_BY_ROBOTS',
  'GEMINI_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface PageError {
  code: ErrorCode;
  /** A sentence a person understands; never contains secrets. */
  message: string;
}

/** An engine error carrying a stable code. */
export class EngineError extends Error {
  /** The HTTP status, for HTTP_STATUS errors. */
  readonly status?: number;
  /** Set by the fetcher when the URL (or a hop of it) was on a private address before it failed. */
  private?: boolean;
  /** The Retry-After header of an HTTP_STATUS error (429/503), as sent. */
  readonly retryAfter?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number; retryAfter?: string },
  ) {
    super(message, options?.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = 'EngineError';
    if (options?.status !== undefined) this.status = options.status;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
  toJSON(): PageError {
    return { code: this.code, message: this.message };
  }
}

/** Per-URL fetch report (route, redirects, sizes, time). */
export interface FetchReport {
  route: 'direct' | 'gemini';
  finalUrl: string;
  redirects: string[];
  status: number | null;
  contentType: string | null;
  charset: string | null;
  bytes: number;
  chars: number;
  /** hit: served from the cache; revalidated: a 304 confirmed the cached copy; miss: fetched and stored; bypass: no cache used. */
  cache?: 'hit' | 'revalidated' | 'miss' | 'bypass';
  timeMs: number;
  /** HTTP attempts made (more than 1 after retries; 0 for a cache hit). */
  attempts?: number;
  /** Time spent waiting for the per-host rate limit (ms). */
  rateWaitMs?: number;
  /** Pages in the document, for PDFs. */
  pdfPages?: number;
  /** The error of a failed URL (the same as PageResult.error). */
  error?: PageError;
  /** Gemini's urlRetrievalStatus when the page went through urlContext. */
  retrievalStatus?: string;
  /** JavaScript rendering, when the page was (or needed to be) rendered in a browser. */
  render?: RenderInfo;
}

/** auto: render script shells only (default); never; always: render every HTML page. */
export type RenderMode = 'auto' | 'never' | 'always';

/** What JavaScript rendering did for one page. Shown as "rendered: browser (N ms)" in reports. */
export interface RenderInfo {
  /** rendered: the content is the browser's DOM; unavailable/failed/skipped: the served HTML's text, with `note`. */
  status: 'rendered' | 'unavailable' | 'failed' | 'skipped';
  /** Why it was rendered: "script shell (empty #root)", "renderJavaScript: always". */
  reason: string;
  timeMs?: number;
  /** What ended the wait (rendered pages). */
  settled?: 'idle' | 'stable' | 'deadline';
  /** Connections the page opened, and how many the policy or the private-address rule refused. */
  requests?: number;
  refused?: number;
  /** A sentence for people and the model when the page could not be rendered. */
  note?: string;
}

/** One URL's result: ok with content, or a named error. Field names are the CLI --json contract. */
export interface PageResult {
  /** The URL as written in the prompt. */
  url: string;
  /** The URL actually fetched: after rewrites and redirects (the rewritten URL when the fetch failed). */
  fetchedUrl: string;
  ok: boolean;
  status: number | null;
  contentType: string | null;
  charset: string | null;
  private: boolean;
  title: string | null;
  /** Markdown (or plain text) of the page, possibly a slice starting at the requested offset. */
  content: string;
  /** Bytes received (decoded body size). */
  bytes: number;
  truncated: boolean;
  /** When truncated, the character offset to continue from. */
  nextOffset: number | null;
  error: PageError | null;
  report?: FetchReport;
}

export interface Source {
  index: number;
  title: string;
  url: string;
  /** e.g. URL_RETRIEVAL_STATUS_SUCCESS, or "fetched directly" */
  status?: string;
}

export type Route = 'direct' | 'gemini' | 'gemini+fallback';

export interface RunResult {
  route: Route;
  /** Markdown answer for people, with every [n] linked to its source; null on the direct route. */
  answer: string | null;
  /** The same answer for a model: plain [n] markers followed by a "Sources:" list. */
  answerForModel?: string | null;
  sources: Source[];
  pages: PageResult[];
  /** Things the caller should know (e.g. URLs Gemini could not retrieve). */
  notes?: string[];
}

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
  /** Total characters shared across the URLs (default 100 000). */
  maxChars?: number;
  /** Character offset to continue from (same for every URL). */
  offset?: number;
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
  /** The response cache to use (default: the process-wide one, see getDefaultCache()). */
  cache?: import('./cache').ResponseCache;
  /** The per-host rate limiter to use (default: the process-wide one, see getDefaultRateLimiter()). */
  rateLimiter?: import('./ratelimit').RateLimiter;
  /** Retry policy for GET (default: 3 attempts, backoff from 300 ms, Retry-After waited up to 10 s). */
  retry?: Partial<import('./retry').RetryPolicy>;
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

/** One URL of a prompt, as planned before anything is fetched. */
export interface PlannedUrl {
  /** Position in the prompt (0-based), after de-duplication. */
  index: number;
  /** The URL as written in the prompt. */
  url: string;
  /** The URL that will be requested (after rewrites such as GitHub blob → raw). */
  fetchUrl: string;
  /** Host name of fetchUrl, lower case, without brackets. */
  host: string;
  /** Set when fetchUrl differs from url. */
  rewrite?: { kind: 'github-blob' | 'gist' | 'gitlab-blob'; from: string; to: string };
  /** True when the host is private by its spelling alone (IP literal, localhost, *.localhost); DNS may still find more. */
  privateHint: boolean;
}

export interface PromptPlan {
  prompt: string;
  urls: PlannedUrl[];
}
