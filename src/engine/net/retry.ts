// Retries for GET: 429/502/503/504 and connection resets, with exponential backoff and jitter, honouring
// Retry-After up to a bound, always within the URL's deadline and never after the caller aborted.
import { EngineError } from '../types';
import { sleep } from '../util/sleep';

export interface RetryPolicy {
  /** Attempts in all, the first included (default 3). */
  maxAttempts: number;
  /** Backoff before the 2nd attempt; doubles after that (default 300 ms). */
  baseDelayMs: number;
  /** Longest backoff (default 4 s). */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is returned instead (default 10 s). */
  maxRetryAfterMs: number;
}

export const RETRY_DEFAULTS: Readonly<RetryPolicy> = {
  maxAttempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};

export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** Retry-After as a delay in ms: delta-seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Worth another attempt: a transient HTTP status or a connection that was reset / closed early. */
export function isRetryable(e: unknown): e is EngineError {
  if (!(e instanceof EngineError)) return false;
  if (e.code === 'CONNECTION_RESET') return true;
  return e.code === 'HTTP_STATUS' && e.status !== undefined && RETRY_STATUSES.has(e.status) && !e.botCheck;
}

/**
 * How long to wait before the next attempt after `attempt` (1-based) failed with `e`, or undefined for "do not
 * retry". A server's Retry-After wins when it is within the bound; otherwise exponential backoff with jitter
 * (half fixed, half random, so simultaneous clients spread out).
 */
export function retryDelay(e: unknown, attempt: number, policy: RetryPolicy = RETRY_DEFAULTS, random: () => number = Math.random, now: number = Date.now()): number | undefined {
  if (!isRetryable(e) || attempt >= policy.maxAttempts) return undefined;
  const hinted = parseRetryAfter(e.retryAfter, now);
  if (hinted !== undefined) return hinted <= policy.maxRetryAfterMs ? hinted : undefined;
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(backoff / 2 + random() * (backoff / 2));
}

export interface RetryRun {
  policy?: RetryPolicy;
  /** performance.now() time by which every attempt must be over. */
  deadlineAt: number;
  /** The caller's signal: once aborted, nothing is retried. */
  signal?: AbortSignal;
  /** Called before each wait (for logs). */
  onRetry?: (e: EngineError, attempt: number, delayMs: number) => void;
  random?: () => number;
}

/** Time left for an attempt after a wait; less than this is not worth starting one. */
const MIN_ATTEMPT_MS = 100;

/**
 * Run `attempt(n, remainingMs)` until it succeeds, fails for good, or the deadline leaves no room for another try.
 * Resolves with the value and the number of attempts; rejects with the last error, its message saying how many
 * attempts were made when there was more than one.
 */
export async function withRetries<T>(attempt: (n: number, remainingMs: number) => Promise<T>, run: RetryRun): Promise<{ value: T; attempts: number }> {
  const policy = run.policy ?? RETRY_DEFAULTS;
  for (let n = 1; ; n++) {
    const remaining = run.deadlineAt - performance.now();
    try {
      return { value: await attempt(n, remaining), attempts: n };
    } catch (e) {
      const delay = run.signal?.aborted ? undefined : retryDelay(e, n, policy, run.random);
      const left = run.deadlineAt - performance.now();
      if (delay === undefined || delay + MIN_ATTEMPT_MS > left) throw explain(n > 1 ? withAttempts(e, n) : e, policy, left);
      run.onRetry?.(e as EngineError, n, delay);
      await sleep(delay, run.signal);
    }
  }
}

/** A Retry-After we did not wait for is named, so the person knows when to try again. */
function explain(e: unknown, policy: RetryPolicy, leftMs: number): unknown {
  if (!isRetryable(e)) return e;
  const hinted = parseRetryAfter(e.retryAfter);
  if (hinted === undefined || (hinted <= policy.maxRetryAfterMs && hinted + MIN_ATTEMPT_MS <= leftMs)) return e;
  const secs = Math.ceil(hinted / 1000);
  return new EngineError(e.code, `${e.message} The server asked to retry after ${secs} s, which is longer than this request may wait.`, {
    cause: e,
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.retryAfter !== undefined ? { retryAfter: e.retryAfter } : {}),
  });
}

/** The same error, its message ending with how many attempts were made. */
function withAttempts(e: unknown, attempts: number): unknown {
  if (!(e instanceof EngineError)) return e;
  return new EngineError(e.code, `${e.message.replace(/\.$/, '')} (after ${attempts} attempts).`, {
    cause: e,
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.retryAfter !== undefined ? { retryAfter: e.retryAfter } : {}),
  });
}
