// Our one retry: after a 429, a 5xx or a network failure, wait (the server's hint, else a jittered delay) and try once
// more. The SDK's own retries stay off, so what happens is visible here.
import type { Logger } from '../../types';
import { GeminiCallError } from './client';
import { sleep as abortableSleep } from '../../util/sleep';

/** A server's retry hint is honoured up to this long; a longer hint means no retry (the caller falls back). */
export const MAX_RETRY_WAIT_MS = 10_000;

/** The engine's abortable sleep, with a cancel reported as the Gemini call's own abort. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return abortableSleep(ms, signal).catch(() => {
    throw new GeminiCallError('aborted', 'The Gemini request was cancelled.');
  });
}

/** The wait before the retry: the server's hint when given, else baseMs plus up to 50 % jitter; capped. */
export function retryWaitMs(error: GeminiCallError, baseMs: number, random: () => number = Math.random): number {
  const wait = error.retryAfterMs ?? baseMs * (1 + 0.5 * random());
  return Math.min(Math.max(0, Math.round(wait)), MAX_RETRY_WAIT_MS);
}

/** Runs `attempt`; when it fails with a retryable error, waits and runs it once more. */
export async function withOneRetry<T>(
  attempt: () => Promise<T>,
  options: { baseDelayMs: number; signal?: AbortSignal; logger: Logger },
): Promise<T> {
  try {
    return await attempt();
  } catch (e) {
    if (!(e instanceof GeminiCallError) || e.failure !== 'retryable') throw e;
    // Asked to wait longer than we would: a retry now would fail the same way, so let the caller fall back at once.
    if (e.retryAfterMs !== null && e.retryAfterMs > MAX_RETRY_WAIT_MS) throw e;
    const wait = retryWaitMs(e, options.baseDelayMs);
    options.logger.info(`gemini: ${e.message} Retrying once in ${wait} ms.`);
    await sleep(wait, options.signal);
    return attempt();
  }
}
