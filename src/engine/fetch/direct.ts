// Direct route: fetch every planned URL concurrently (at most N at a time per host name), convert each body,
// then share the character budget fairly. Every URL yields a PageResult: ok, or a named error.
import { EngineError, nullLogger, type FetchOptions, type PageResult, type PlannedUrl } from '../types';
import { type HttpResult } from '../net/http';
import { isPrivateLiteral } from '../urls/host';
import { RETRY_DEFAULTS } from '../net/retry';
import { obtain, type CacheState, type RunContext } from './obtain';
import { DEFAULTS, httpOptionsFrom } from '../net/options';
import { HostSlots } from './slots';
import { ResponseCache } from '../cache/responseCache';
import { RateLimiter } from '../net/ratelimit';
import type { RetryPolicy } from '../net/retry';
import { cutAt } from '../workers/convert';
import { CONVERT_MIN_MS, getDefaultPool, type Converter } from '../workers/pool';

/** The stateful helpers a fetch uses; each defaults to its process-wide instance. */
export interface FetchServices {
  /** The response cache to use (default: one for this call only; createEngine() keeps one for every run). */
  cache?: ResponseCache;
  /** The per-host rate limiter to use (default: one for this call only; createEngine() keeps one for every run). */
  rateLimiter?: RateLimiter;
  /** Retry policy for GET (default: 3 attempts, backoff from 300 ms, Retry-After waited up to 10 s). */
  retry?: Partial<RetryPolicy>;
  /**
   * Where received pages are converted (default: the process-wide pool of worker threads, getDefaultPool();
   * createEngine() owns one). workers/pool.ts's inlineConverter converts on the calling thread (the old way).
   */
  converter?: Converter;
}

export type DirectOptions = FetchOptions & FetchServices;

/** Full converted content of one URL, before the character budget is applied. */
interface Fetched {
  planned: PlannedUrl;
  http?: HttpResult;
  charset: string | null;
  title: string | null;
  full: string;
  /** False when there is more after `full` (cut at offset + maxChars, or a long PDF read only up to it). */
  complete: boolean;
  /** Characters of the whole converted text; null when unknown (a PDF not read to its end). */
  totalChars: number | null;
  error: EngineError | null;
  timeMs: number;
  cache: CacheState;
  attempts: number;
  rateWaitMs: number;
  pdfPages?: number;
}

function errorResult(planned: PlannedUrl, error: EngineError, timeMs: number, cache: Fetched['cache']): Fetched {
  return { planned, charset: null, title: null, full: '', complete: true, totalChars: 0, error, timeMs, cache, attempts: 0, rateWaitMs: 0 };
}

/**
 * Obtain one URL, then convert it off this thread. The URL's deadline bounds the download; a page received in full
 * gets what is left of it for conversion (at least CONVERT_MIN_MS), and running out there is CONVERSION_LIMIT, not
 * TIMEOUT (see workers/pool.ts).
 */
async function fetchOne(planned: PlannedUrl, ctx: RunContext, converter: Converter): Promise<Fetched> {
  const t0 = performance.now();
  const { res, cache, attempts, rateWaitMs } = await obtain(planned, ctx);
  const downloadMs = performance.now() - t0 - rateWaitMs;
  const limitMs = Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs - downloadMs);
  const out = await converter.convert(
    { body: res.body, contentType: res.contentType, url: res.finalUrl, truncated: res.truncated, maxBytes: ctx.http.maxBytes, keepChars: ctx.offset + ctx.maxChars },
    { limitMs, signal: ctx.signal },
  );
  return {
    planned,
    http: res,
    error: null,
    cache,
    attempts,
    rateWaitMs,
    charset: out.charset,
    title: out.title,
    full: out.full,
    complete: out.complete,
    totalChars: out.totalChars,
    ...(out.pdfPages !== undefined ? { pdfPages: out.pdfPages } : {}),
    timeMs: performance.now() - t0,
  };
}

/**
 * Water-filling: every page gets an equal share of the budget; what short pages leave over goes to the long ones.
 * Returns the number of characters each page may keep (after the offset).
 */
export function shareBudget(lengths: number[], budget: number): number[] {
  const share = lengths.map(() => 0);
  let remaining = Math.max(0, budget);
  const order = lengths.map((len, i) => ({ len, i })).sort((a, b) => a.len - b.len);
  let left = order.length;
  for (const { len, i } of order) {
    const fair = Math.floor(remaining / left);
    share[i] = Math.min(len, fair);
    remaining -= share[i]!;
    left--;
  }
  return share;
}

/** Fetch and convert planned URLs. Results are in the order given; never throws for one URL's failure. */
export async function fetchPages(urls: PlannedUrl[], options: DirectOptions = {}): Promise<PageResult[]> {
  const http = httpOptionsFrom(options);
  const limit = Math.max(1, options.perHostConcurrency ?? DEFAULTS.perHostConcurrency);
  const slots = new HostSlots(limit, options.signal);
  const log = options.logger ?? nullLogger;
  const signal = options.signal;
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const maxChars = options.maxChars ?? DEFAULTS.maxChars;
  const ctx: RunContext = {
    http,
    cache: options.noCache ? null : (options.cache ?? new ResponseCache()),
    limiter: options.rateLimiter ?? new RateLimiter(),
    retry: { ...RETRY_DEFAULTS, ...options.retry },
    offset,
    maxChars,
    signal,
    log,
  };
  const converter = options.converter ?? getDefaultPool();
  if (urls.length > 0) converter.warm?.();

  const fetched = await Promise.all(
    urls.map(async (planned): Promise<Fetched> => {
      let release: (() => void) | undefined;
      let t0 = performance.now();
      try {
        release = await slots.acquire(planned.host);
        t0 = performance.now();
        options.onProgress?.({ type: 'start', index: planned.index, url: planned.url });
        const r = await fetchOne(planned, ctx, converter);
        options.onProgress?.({ type: 'done', index: planned.index, url: planned.url, ok: true });
        return r;
      } catch (e) {
        const err =
          e instanceof EngineError
            ? e
            : signal?.aborted
              ? new EngineError('ABORTED', `Fetching ${planned.url} was cancelled.`)
              : new EngineError('CONNECT_FAILED', `Fetching ${planned.url} failed: ${(e as Error)?.message ?? e}`);
        log.warn(`${planned.url}: ${err.code} ${err.message}`);
        options.onProgress?.({ type: 'done', index: planned.index, url: planned.url, ok: false, error: err.toJSON() });
        return errorResult(planned, err, performance.now() - t0, ctx.cache ? 'miss' : 'bypass');
      } finally {
        release?.();
      }
    }),
  ).finally(() => slots.dispose());

  const rest = fetched.map((f) => (f.error ? 0 : Math.max(0, f.full.length - offset)));
  const shares = shareBudget(rest, maxChars);

  return fetched.map((f, i): PageResult => {
    const p = f.planned;
    const isPrivate = f.http?.private ?? f.error?.private ?? isPrivateLiteral(p.host);
    if (f.error) {
      return {
        url: p.url,
        fetchedUrl: p.fetchUrl,
        ok: false,
        status: f.error.status ?? null,
        contentType: null,
        charset: null,
        private: isPrivate,
        title: null,
        content: '',
        bytes: 0,
        truncated: false,
        nextOffset: null,
        error: f.error.toJSON(),
        report: {
          route: 'direct',
          finalUrl: p.fetchUrl,
          redirects: [],
          status: f.error.status ?? null,
          contentType: null,
          charset: null,
          bytes: 0,
          chars: 0,
          cache: f.cache,
          timeMs: Math.round(f.timeMs),
          error: f.error.toJSON(),
        },
      };
    }
    const h = f.http!;
    const start = Math.min(offset, f.full.length);
    const end = start + cutAt(f.full.slice(start), shares[i]!);
    const content = f.full.slice(start, end);
    // More text exists past `end`: in `full`, or (a long PDF read only up to the budget) not yet converted.
    const more = end < f.full.length || !f.complete;
    const truncated = more || h.truncated;
    return {
      url: p.url,
      fetchedUrl: h.finalUrl,
      ok: true,
      status: h.status,
      contentType: h.contentType,
      charset: f.charset,
      private: isPrivate,
      title: f.title,
      content,
      bytes: h.body.length,
      truncated,
      nextOffset: more ? end : null,
      error: null,
      report: {
        route: 'direct',
        finalUrl: h.finalUrl,
        redirects: h.redirects,
        status: h.status,
        contentType: h.contentType,
        charset: f.charset,
        bytes: h.body.length,
        chars: content.length,
        totalChars: f.totalChars,
        ...(offset > 0 ? { offset: start } : {}),
        cache: f.cache,
        timeMs: Math.round(f.timeMs),
        attempts: f.attempts,
        rateWaitMs: Math.round(f.rateWaitMs),
        ...(f.pdfPages !== undefined ? { pdfPages: f.pdfPages } : {}),
      },
    };
  });
}
