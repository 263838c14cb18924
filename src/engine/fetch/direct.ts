// Direct route: fetch every planned URL concurrently (at most N at a time per host name), convert each body,
// then share the character budget fairly. Every URL yields a PageResult: ok, or a named error.
import { EngineError, nullLogger, type FetchOptions, type PageResult, type PlannedUrl, type RenderInfo } from '../types';
import { DEFAULT_USER_AGENT, type HttpOptions, type HttpResult } from '../net/http';
import { decodeBody } from '../content/charset';
import { convertContent } from '../content/convert';
import { kindFromType, sniffKind } from '../net/mediaType';
import { isPrivateLiteral } from '../urls/host';
import { RETRY_DEFAULTS } from '../net/retry';
import { isPdfBytes, pdfToMarkdown } from '../content/pdf';
import { obtain, type CacheState, type RunContext } from './obtain';
import { DEFAULTS, httpOptionsFrom } from '../net/options';
import { HostSlots } from './slots';
import { ResponseCache } from '../cache/responseCache';
import { RateLimiter } from '../net/ratelimit';
import type { RetryPolicy } from '../net/retry';
import { renderIfNeeded } from '../browser';

/** The stateful helpers a fetch uses; each defaults to its process-wide instance. */
export interface FetchServices {
  /** The response cache to use (default: one for this call only; createEngine() keeps one for every run). */
  cache?: ResponseCache;
  /** The per-host rate limiter to use (default: one for this call only; createEngine() keeps one for every run). */
  rateLimiter?: RateLimiter;
  /** Retry policy for GET (default: 3 attempts, backoff from 300 ms, Retry-After waited up to 10 s). */
  retry?: Partial<RetryPolicy>;
}

export type DirectOptions = FetchOptions & FetchServices;

/** Full converted content of one URL, before the character budget is applied. */
interface Fetched {
  planned: PlannedUrl;
  http?: HttpResult;
  charset: string | null;
  title: string | null;
  full: string;
  /** False when conversion stopped early (a long PDF read up to the budget): there is more after `full`. */
  complete: boolean;
  error: EngineError | null;
  timeMs: number;
  cache: CacheState;
  attempts: number;
  rateWaitMs: number;
  pdfPages?: number;
  render?: RenderInfo;
  /** Where the browser ended up (a script redirect), when the page was rendered. */
  renderedUrl?: string;
}

function errorResult(planned: PlannedUrl, error: EngineError, timeMs: number, cache: Fetched['cache']): Fetched {
  return { planned, charset: null, title: null, full: '', complete: true, error, timeMs, cache, attempts: 0, rateWaitMs: 0 };
}

async function fetchOne(planned: PlannedUrl, ctx: RunContext, options: FetchOptions): Promise<Fetched> {
  const t0 = performance.now();
  const { res, cache, attempts, rateWaitMs } = await obtain(planned, ctx);
  const base = { planned, http: res, error: null, cache, attempts, rateWaitMs };
  const declared = kindFromType(res.contentType);
  let kind = declared ?? sniffKind(res.body);
  if (kind === 'binary' && isPdfBytes(res.body)) kind = 'pdf';
  if (kind === 'pdf') {
    const pdf = await pdfToMarkdown(res.body, {
      maxChars: ctx.offset + ctx.maxChars,
      signal: ctx.signal,
      truncatedBody: res.truncated,
      maxBytes: ctx.http.maxBytes,
      timeoutMs: ctx.http.timeoutMs,
    });
    return { ...base, charset: null, title: pdf.title, full: pdf.content, complete: pdf.complete, pdfPages: pdf.pageCount, timeMs: performance.now() - t0 };
  }
  const decoded = decodeBody(res.body, res.contentType, kind === 'html');
  const { title, content } = convertContent(decoded.text, kind, res.finalUrl, res.contentType);
  if (kind === 'html') {
    // A script shell (or renderJavaScript: always): render in the browser, under the same policy, within the URL's time.
    const r = await renderIfNeeded({
      html: decoded.text,
      textChars: content.length,
      url: res.finalUrl,
      isPrivate: res.private || planned.privateHint,
      timeLeftMs: ctx.http.timeoutMs - (performance.now() - t0),
      options,
      log: ctx.log,
    });
    if (r?.html !== undefined) {
      const rendered = convertContent(r.html, 'html', r.finalUrl ?? res.finalUrl, 'text/html');
      const timeMs = performance.now() - t0;
      if (rendered.content.trim().length < content.trim().length) {
        const info: RenderInfo = { ...r.info, note: 'The rendered page held less text than the HTML the server sent; the served text is shown.' };
        return { ...base, charset: decoded.charset, title, full: content, complete: true, timeMs, render: info };
      }
      return { ...base, charset: decoded.charset, title: rendered.title ?? title, full: rendered.content, complete: true, timeMs, render: r.info, renderedUrl: r.finalUrl };
    }
    if (r) return { ...base, charset: decoded.charset, title, full: content, complete: true, timeMs: performance.now() - t0, render: r.info };
  }
  return { ...base, charset: decoded.charset, title, full: content, complete: true, timeMs: performance.now() - t0 };
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

/** Cut at `n` characters without splitting a surrogate pair. */
function cutAt(s: string, n: number): number {
  if (n >= s.length) return s.length;
  const c = s.charCodeAt(n - 1);
  return c >= 0xd800 && c <= 0xdbff ? n - 1 : n;
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

  const fetched = await Promise.all(
    urls.map(async (planned): Promise<Fetched> => {
      let release: (() => void) | undefined;
      let t0 = performance.now();
      try {
        release = await slots.acquire(planned.host);
        t0 = performance.now();
        options.onProgress?.({ type: 'start', index: planned.index, url: planned.url });
        const r = await fetchOne(planned, ctx, options);
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
    const finalUrl = f.renderedUrl ?? h.finalUrl;
    return {
      url: p.url,
      fetchedUrl: finalUrl,
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
        finalUrl,
        redirects: f.renderedUrl && f.renderedUrl !== h.finalUrl ? [...h.redirects, f.renderedUrl] : h.redirects,
        status: h.status,
        contentType: h.contentType,
        charset: f.charset,
        bytes: h.body.length,
        chars: content.length,
        totalChars: f.complete ? f.full.length : null,
        ...(offset > 0 ? { offset: start } : {}),
        cache: f.cache,
        timeMs: Math.round(f.timeMs),
        attempts: f.attempts,
        rateWaitMs: Math.round(f.rateWaitMs),
        ...(f.pdfPages !== undefined ? { pdfPages: f.pdfPages } : {}),
        ...(f.render ? { render: f.render } : {}),
      },
    };
  });
}
