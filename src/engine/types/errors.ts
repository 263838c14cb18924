// Error codes and the engine's error class. Ground type: imports nothing.

/** Stable error codes: callers (CLI --json, the tool, the preview) rely on them. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_POLICY',
  /** A URL that cannot be fetched: unparsable host, embedded credentials, or a scheme other than http and https. */
  'INVALID_URL',
  /** No longer produced (a file:, ftp: … URL is INVALID_URL); kept so code matching it still compiles. */
  'UNSUPPORTED_SCHEME',
  'DNS_FAILED',
  'CONNECT_FAILED',
  /** No route to the host's network from this machine (ENETUNREACH, EHOSTUNREACH …): offline, VPN, firewall. */
  'NETWORK_UNREACHABLE',
  /** The server's answer is not valid HTTP (bad chunking, no status line, oversize headers). */
  'PROTOCOL_ERROR',
  'TIMEOUT',
  'HTTP_STATUS',
  'REDIRECT_LOOP',
  'TOO_MANY_REDIRECTS',
  'BLOCKED_REDIRECT',
  'UNSUPPORTED_CONTENT_TYPE',
  'DECODE_FAILED',
  'CONVERSION_LIMIT',
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
  /** An HTTP_STATUS error that is a bot wall's browser check (Cloudflare, AWS WAF …): trying again does not pass it. */
  readonly botCheck?: boolean;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number; retryAfter?: string; botCheck?: boolean },
  ) {
    super(message, options?.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = 'EngineError';
    if (options?.status !== undefined) this.status = options.status;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options?.botCheck) this.botCheck = true;
  }
  toJSON(): PageError {
    return { code: this.code, message: this.message };
  }
}
