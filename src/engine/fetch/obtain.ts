// The HTTP result of one URL, from the cheapest place that has it: the response cache (fresh, or any entry for a
// continuation), a conditional request (a 304 reuses the entry), or a fetch — after a per-host rate-limit slot,
// with retries within the URL's deadline. Every hop of a stored fetch is replayed through checkUrl on a hit.
import { EngineError, type FetchReport, type Logger, type PlannedUrl } from '../types';
import { httpGet, requestHeaders, DEFAULT_USER_AGENT, type HttpOptions, type HttpResult } from '../net/http';
import { hostOf } from '../urls/prompt';
import { ResponseCache, type CachedHop } from '../cache/responseCache';
import { isRateExempt, type RateLimiter } from '../net/ratelimit';
import { withRetries, type RetryPolicy } from '../net/retry';
import { isGenericBinaryType, isPdfUrl } from '../content/pdf';

export type CacheState = NonNullable<FetchReport['cache']>;

/** What one run shares between its URLs. */
export interface RunContext {
  http: HttpOptions;
  cache: ResponseCache | null;
  limiter: RateLimiter;
  retry: RetryPolicy;
  offset: number;
  maxChars: number;
  /** Converters measure each page's text from the offset in the run's unit (so the host thread need not). */
  costFrom?: { offset: number; unit: 'tokens' | 'characters' };
  /** Read an HTML page's <link rel="alternate" type="text/markdown"> instead of the HTML. */
  markdownAlternates?: boolean;
  /** For a site's root, report its /llms.txt when it exists. */
  llmsTxt?: boolean;
  signal?: AbortSignal;
  log: Logger;
}

export interface Obtained {
  res: HttpResult;
  cache: CacheState;
  attempts: number;
  rateWaitMs: number;
}

/** A stored result cut to this run's byte cap (an entry read under a larger cap may hold more). */
function fitToCap(res: HttpResult, maxBytes: number): HttpResult {
  return res.body.length > maxBytes ? { ...res, body: res.body.subarray(0, maxBytes), truncated: true } : res;
}

/** A stored result serves this run unless it was cut at a smaller cap than this run's. */
function coversCap(res: HttpResult, maxBytes: number): boolean {
  return !res.truncated || res.body.length >= maxBytes;
}

/** Wait for a rate-limit slot, giving up (TIMEOUT) when the URL's time is over. */
async function waitForSlot(ctx: RunContext, host: string, url: string, remainingMs: number): Promise<number> {
  const deadline = AbortSignal.timeout(Math.max(1, remainingMs));
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline;
  try {
    return await ctx.limiter.acquire(host, signal);
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    throw new EngineError('TIMEOUT', `${url} could not be retried in time: the rate limit for ${host} (${ctx.limiter.limit} requests a minute) was reached.`);
  }
}

/**
 * The HTTP result of one URL: from the cache when fresh (and always for a continuation, so an offset never
 * re-downloads), else fetched — conditionally when a stale entry has validators — with retries within the deadline.
 */
export async function obtain(planned: PlannedUrl, ctx: RunContext): Promise<Obtained> {
  const maxBytes = ctx.http.maxBytes;
  const key = ResponseCache.keyOf(planned.fetchUrl, ctx.http.userAgent === DEFAULT_USER_AGENT ? '' : ctx.http.userAgent);
  const sent = requestHeaders(ctx.http.userAgent);
  const found = await ctx.cache?.find(key, sent);
  const usable = found && coversCap(found.entry.result, maxBytes) ? found : undefined;
  if (usable && (usable.fresh || ctx.offset > 0)) {
    // The policy still decides: replay every hop of the stored fetch through checkUrl.
    for (const [index, hop] of usable.entry.hops.entries()) {
      await ctx.http.checkUrl?.(new URL(hop.url), { index, private: hop.private, addresses: hop.addresses });
    }
    ctx.cache!.countUse('hit');
    return { res: fitToCap(usable.entry.result, maxBytes), cache: 'hit', attempts: 0, rateWaitMs: 0 };
  }
  const conditional = usable && usable.entry.result.redirects.length === 0 ? ResponseCache.conditionalHeaders(usable.entry) : {};
  const exempt = isRateExempt(planned.host);
  // Waiting for the first slot does not eat the URL's deadline; waits before retries do.
  let rateWaitMs = exempt ? 0 : await ctx.limiter.acquire(planned.host, ctx.signal);
  const deadlineAt = performance.now() + ctx.http.timeoutMs;
  let hops: CachedHop[] = [];
  const { value: res, attempts } = await withRetries(
    async (n, remaining) => {
      if (n > 1 && !exempt) rateWaitMs += await waitForSlot(ctx, planned.host, planned.url, remaining);
      const left = Math.max(1, deadlineAt - performance.now());
      hops = [];
      const opts: HttpOptions = {
        ...ctx.http,
        timeoutMs: left,
        connectTimeoutMs: Math.min(ctx.http.connectTimeoutMs, left),
        headersTimeoutMs: Math.min(ctx.http.headersTimeoutMs, left),
        bodyIdleTimeoutMs: Math.min(ctx.http.bodyIdleTimeoutMs, left),
        ...(Object.keys(conditional).length ? { headers: { ...ctx.http.headers, ...conditional } } : {}),
        // A .pdf URL served as a generic download type is read, then kept only if its bytes are a PDF.
        acceptBinary: (type) => ctx.http.acceptBinary?.(type) === true || (isPdfUrl(planned.fetchUrl) && isGenericBinaryType(type)),
        checkUrl: async (url, hop) => {
          hops.push({ url: url.href, private: hop.private, addresses: hop.addresses });
          // A redirect hop is one more request: it counts against its host's limit (without waiting mid-fetch).
          if (hop.index > 0 && !isRateExempt(hostOf(url))) ctx.limiter.record(hostOf(url));
          await ctx.http.checkUrl?.(url, hop);
        },
      };
      return httpGet(planned.fetchUrl, opts, ctx.signal);
    },
    {
      deadlineAt,
      signal: ctx.signal,
      policy: ctx.retry,
      onRetry: (e, n, delayMs) => ctx.log.info(`${planned.url}: ${e.code}${e.status ? ` ${e.status}` : ''} on attempt ${n}; retrying in ${delayMs} ms`),
    },
  );
  if (res.status === 304 && usable) {
    const entry = ctx.cache!.revalidated(key, res.headers, sent) ?? usable.entry;
    ctx.cache!.countUse('revalidated');
    await ctx.cache!.commit(key);
    return { res: fitToCap(entry.result, maxBytes), cache: 'revalidated', attempts, rateWaitMs };
  }
  if (ctx.cache) {
    ctx.cache.store(key, res, hops, sent);
    await ctx.cache.commit(key);
  }
  return { res, cache: ctx.cache ? 'miss' : 'bypass', attempts, rateWaitMs };
}
