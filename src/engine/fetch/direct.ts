// Direct route: fetch every planned URL concurrently (at most N at a time per host name), convert each body,
// then share the token budget fairly. A page over its share keeps its head, or, when the prompt says what it is
// about, its outline and most relevant sections (content/relevance.ts). Every URL yields a PageResult: ok, or a
// named error.
import { EngineError, nullLogger, type ExtractionInfo, type FetchOptions, type PageResult, type PlannedUrl, type RenderInfo } from '../types';
import { type HttpResult } from '../net/http';
import { decodeBody } from '../content/charset';
import { classify, type ConvertOutput } from '../workers/convert';
import { kindFromType, type ContentKind } from '../net/mediaType';
import { isPrivateLiteral } from '../urls/host';
import { hostOf } from '../urls/prompt';
import { RETRY_DEFAULTS } from '../net/retry';
import { obtain, type CacheState, type RunContext } from './obtain';
import { DEFAULTS, httpOptionsFrom } from '../net/options';
import { HostSlots } from './slots';
import { ResponseCache } from '../cache/responseCache';
import { RateLimiter } from '../net/ratelimit';
import type { RetryPolicy } from '../net/retry';
import { CONVERT_MIN_MS, ConvertPool, inlineConverter, type Converter } from '../workers/pool';
import { CHARACTERS, TOKENS, type Measure } from '../content/tokens';
import { queryTerms } from '../content/terms';
import type { Selection } from '../content/relevance';
import { isSiteRoot, markdownAlternate } from '../content/alternate';
import type { InnerPage } from '../content/frames';
import { closeBrowserSlot, mayBeShell, renderIfNeeded, type BrowserSlot } from '../browser';

/** The stateful helpers a fetch uses; each defaults to its process-wide instance. */
export interface FetchServices {
  /** The response cache to use (default: one for this call only; createEngine() keeps one for every run). */
  cache?: ResponseCache;
  /** The per-host rate limiter to use (default: one for this call only; createEngine() keeps one for every run). */
  rateLimiter?: RateLimiter;
  /** Retry policy for GET (default: 3 attempts, backoff from 300 ms, Retry-After waited up to 10 s). */
  retry?: Partial<RetryPolicy>;
  /**
   * Where received pages are converted (default: a pool of converter processes started for this call and stopped after
   * it; createEngine() owns one for all its runs). workers/pool.ts's inlineConverter converts on the calling thread.
   */
  converter?: Converter;
  /** Whose browser renders script shells (default: one for this call, closed after it; createEngine() owns one). */
  browser?: BrowserSlot;
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
  /** The cost of `full` from the run's offset, measured by the converter. */
  restCost?: number;
  error: EngineError | null;
  timeMs: number;
  cache: CacheState;
  attempts: number;
  rateWaitMs: number;
  pdfPages?: number;
  extraction?: ExtractionInfo;
  /** Characters of the page's whole text (more than `full` when the converter kept only the head); null: unknown. */
  totalChars: number | null;
  form?: NonNullable<PageResult['report']>['form'];
  alternateUrl?: string;
  llmsTxt?: string;
  render?: RenderInfo;
  /** Where the browser ended up (a script redirect), when the page was rendered. */
  renderedUrl?: string;
  /** The page read instead of the one asked for: the one it refreshes to or shows in its frame. */
  inner?: InnerPage;
}

function errorResult(planned: PlannedUrl, error: EngineError, timeMs: number, cache: Fetched['cache']): Fetched {
  return { planned, charset: null, title: null, full: '', complete: true, totalChars: 0, error, timeMs, cache, attempts: 0, rateWaitMs: 0 };
}

/** A URL of the same plan (same index and policy) for a second request: a markdown alternate, /llms.txt. */
function sibling(planned: PlannedUrl, url: string): PlannedUrl {
  const host = hostOf(new URL(url));
  return { index: planned.index, url, fetchUrl: url, host, privateHint: planned.privateHint };
}

/** The form a kind of content is reported as. */
function formOf(kind: ContentKind): Fetched['form'] {
  return kind === 'binary' ? undefined : kind;
}

/** The start of an HTML body as text, enough to find its <head> links (UTF-8; an ASCII href reads right in any charset). */
function headText(body: Uint8Array): string {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 256 * 1024));
  // Up to the body's start when it is found (ASCII, so any ASCII-compatible charset): less to decode and scan.
  const bodyAt = head.indexOf('<body', 0, 'latin1');
  const bodyAtUpper = head.indexOf('<BODY', 0, 'latin1');
  const end = Math.min(bodyAt >= 0 ? bodyAt : head.length, bodyAtUpper >= 0 ? bodyAtUpper : head.length);
  return head.subarray(0, Math.min(head.length, end + 16)).toString('utf8');
}

const looksLikeHtml = (text: string) => /^\s*<(!doctype|html)/i.test(text);

/**
 * The page's markdown alternate, read through the same cache, rate limit and policy checks (checkUrl) as the page,
 * and converted by the same converter. Undefined when it fails or is not markdown or plain text: the HTML is used.
 */
async function readAlternate(planned: PlannedUrl, url: string, ctx: RunContext, converter: Converter, t0: number): Promise<ConvertOutput | undefined> {
  try {
    const { res } = await obtain(sibling(planned, url), ctx);
    const kind = kindFromType(res.contentType);
    if (res.status !== 200 || (kind !== 'markdown' && kind !== 'text') || res.truncated) return undefined;
    const out = await converter.convert(
      { kind, body: res.body, contentType: res.contentType, url: res.finalUrl, truncated: false, maxBytes: ctx.http.maxBytes, keepChars: ctx.offset + ctx.maxChars, costFrom: ctx.costFrom },
      // what is left of the page's deadline, like the page itself (see fetchOne)
      { limitMs: Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs - (performance.now() - t0)), signal: ctx.signal },
    );
    // A server answering every path with its HTML shell (soft 404) is not a markdown alternate.
    if (!out.full.trim() || looksLikeHtml(out.full)) return undefined;
    return { ...out, title: out.title ?? /^#\s+(.+)$/m.exec(out.full.slice(0, 4096))?.[1]?.trim() ?? null };
  } catch (e) {
    ctx.log.debug(`${planned.url}: markdown alternate ${url} not read (${(e as Error).message})`);
    return undefined;
  }
}

/** The site's /llms.txt when it exists (200, text that is not HTML); never fails the page. */
async function findLlmsTxt(planned: PlannedUrl, ctx: RunContext): Promise<string | undefined> {
  const url = new URL('/llms.txt', planned.fetchUrl).href;
  try {
    const { res } = await obtain(sibling(planned, url), ctx);
    const kind = kindFromType(res.contentType);
    if (res.status !== 200 || (kind !== 'markdown' && kind !== 'text') || looksLikeHtml(res.body.subarray(0, 64).toString('latin1'))) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Obtain one URL, then convert it off this thread. The URL's deadline bounds the download; a page received in full
 * gets what is left of it for conversion (at least CONVERT_MIN_MS), and running out there is CONVERSION_LIMIT, not
 * TIMEOUT (see workers/pool.ts). An HTML page's same-site markdown alternate is read instead when there is one.
 */
async function fetchOne(planned: PlannedUrl, ctx: RunContext, converter: Converter, options: FetchOptions, browser: BrowserSlot): Promise<Fetched> {
  const t0 = performance.now();
  // For a site's root, look for /llms.txt alongside (reported, not read into the page).
  const llms = ctx.llmsTxt && isSiteRoot(planned.fetchUrl) ? findLlmsTxt(planned, ctx) : undefined;
  const obtained = await obtain(planned, ctx);
  const { cache, attempts, rateWaitMs } = obtained;
  let res = obtained.res;
  const llmsTxt = await llms;
  const base = { planned, http: res, error: null, cache, attempts, rateWaitMs, ...(llmsTxt ? { llmsTxt } : {}) };
  // classified once here: the converter is told the kind, so the worker does not classify the page again
  let kind = classify(res.body, res.contentType);
  const alternateUrl = kind === 'html' && ctx.markdownAlternates ? markdownAlternate(headText(res.body), res.finalUrl) : undefined;
  const alternate = alternateUrl ? await readAlternate(planned, alternateUrl, ctx, converter, t0) : undefined;
  if (alternate) {
    const { charset, title, full, complete, totalChars, restCost } = alternate;
    return { ...base, charset, title, full, complete, totalChars, restCost, form: 'markdown', alternateUrl, timeMs: performance.now() - t0 };
  }
  const downloadMs = performance.now() - t0 - rateWaitMs;
  const convert = (r: HttpResult, k: ContentKind, limitMs: number): Promise<ConvertOutput> =>
    converter.convert(
      { kind: k, body: r.body, contentType: r.contentType, url: r.finalUrl, truncated: r.truncated, maxBytes: ctx.http.maxBytes, keepChars: ctx.offset + ctx.maxChars, costFrom: ctx.costFrom, renderCheck: options.renderJavaScript ?? 'auto', findInner: true, ...refreshOf(r) },
      { limitMs, signal: ctx.signal },
    );
  let out = await convert(res, kind, Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs - downloadMs));
  // a page that only refreshes to another, or shows another in its frame: that page is read instead
  const followed: InnerPage[] = [];
  while (kind === 'html' && out.inner && followed.length < MAX_INNER) {
    // within the URL's deadline, as a redirect is
    const left = ctx.http.timeoutMs - (performance.now() - t0 - rateWaitMs);
    if (left < INNER_MIN_MS) break;
    const next = await readInner(planned, res, out.inner, out.full.trim().length, { ...ctx, http: { ...ctx.http, timeoutMs: left } }, (r, k) =>
      convert(r, k, Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs - (performance.now() - t0))),
    );
    if (!next) break;
    followed.push(out.inner);
    ({ res, kind, out } = next);
  }
  const result: Fetched = {
    ...base,
    // the page read: the one asked for, or the one it led to
    http: res,
    charset: out.charset,
    title: out.title,
    full: out.full,
    complete: out.complete,
    totalChars: out.totalChars,
    restCost: out.restCost,
    ...(out.pdfPages !== undefined ? { pdfPages: out.pdfPages } : {}),
    ...(out.extraction ? { extraction: out.extraction } : {}),
    ...(followed.length ? { inner: { url: res.finalUrl, via: followed.some((f) => f.via === 'frame') ? 'frame' : 'refresh' } } : {}),
    form: formOf(kind),
    timeMs: performance.now() - t0,
  };
  if (kind !== 'html' || !mayBeShell(options.renderJavaScript, out.full.length)) return result;
  return renderInBrowser(result, res, out.shell, ctx, converter, options, browser, t0);
}

/** The response's HTTP Refresh header, for the converter (see content/frames.ts). */
function refreshOf(res: HttpResult): { refreshHeader?: string } {
  const v = res.headers.refresh;
  const value = Array.isArray(v) ? v[0] : v;
  return value ? { refreshHeader: value } : {};
}

/** Refreshes and frames followed from one page, at most (a refresh to a page of frames: two). */
const MAX_INNER = 2;
/** Time left of the URL's deadline (ms) below which a refresh or frame is not followed. */
const INNER_MIN_MS = 500;

/**
 * The page that `page` (with `pageChars` characters of text) refreshes to or frames (see content/frames.ts), read like
 * a redirect: through the same cache, rate limit and policy checks (checkUrl), and never at a private address when the
 * page was public; then converted. Its result carries the whole chain of addresses. Undefined (the page itself is kept)
 * when it cannot be read or converted (a download page's archive, a damaged PDF), or holds less text than the page (an
 * empty shell, a page of blanks).
 */
async function readInner(
  planned: PlannedUrl,
  page: HttpResult,
  inner: InnerPage,
  pageChars: number,
  ctx: RunContext,
  convert: (r: HttpResult, k: ContentKind) => Promise<ConvertOutput>,
): Promise<{ res: HttpResult; kind: ContentKind; out: ConvertOutput } | undefined> {
  if (page.finalUrl === inner.url || page.redirects.includes(inner.url) || planned.fetchUrl === inner.url) return undefined;
  const fromPublic = !page.private;
  const guarded: RunContext = {
    ...ctx,
    http: {
      ...ctx.http,
      checkUrl: async (url, hop) => {
        if (hop.private && fromPublic) {
          throw new EngineError('BLOCKED_REDIRECT', `A public page ${inner.via === 'frame' ? 'framed' : 'refreshed to'} ${url.href}, a private address; it was not read.`);
        }
        await ctx.http.checkUrl?.(url, hop);
      },
    },
  };
  const what = `${planned.url}: ${inner.via === 'frame' ? 'frame' : 'refresh'} ${inner.url}`;
  try {
    const { res: got } = await obtain(sibling(planned, inner.url), guarded);
    if (got.status !== 200 || got.body.length === 0) return undefined;
    const res = { ...got, redirects: [...page.redirects, inner.url, ...got.redirects], private: page.private || got.private };
    const kind = classify(res.body, res.contentType);
    const out = await convert(res, kind);
    if (out.full.trim().length <= pageChars) {
      ctx.log.info(`${what} holds less text than the page; the page is kept`);
      return undefined;
    }
    return { res, kind, out };
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    ctx.log.info(`${what} not read (${(e as Error).message})`);
    return undefined;
  }
}

/**
 * A script shell (or renderJavaScript: always): render it in the browser, under the same policy, within the URL's
 * time; the rendered DOM is converted like any page (with rendering off, the served page stays, with a note). The converter judged the served HTML already (shell verdict and
 * digest), so this thread neither decodes nor scans it: a 10 MB page of empty cells has no text either.
 */
async function renderInBrowser(
  result: Fetched,
  res: HttpResult,
  shell: ConvertOutput['shell'],
  ctx: RunContext,
  converter: Converter,
  options: FetchOptions,
  browser: BrowserSlot,
  t0: number,
): Promise<Fetched> {
  const r = await renderIfNeeded({
    // Judged by the converter (off this thread); judged here only if a converter did not (none does today).
    served: shell ? { verdict: shell.verdict, digest: shell.servedDigest } : { html: decodeBody(res.body, res.contentType, true).text },
    textChars: result.full.length,
    url: res.finalUrl,
    isPrivate: res.private || result.planned.privateHint,
    timeLeftMs: ctx.http.timeoutMs - (performance.now() - t0),
    options,
    browser,
    log: ctx.log,
    rateLimiter: ctx.limiter,
    source: { cache: result.cache, ttlMs: ctx.cache?.settings.ttlMs ?? 0 },
  });
  if (!r) return result;
  if (r.html === undefined) return { ...result, render: r.info, timeMs: performance.now() - t0 };
  const out = await converter.convert(
    {
      kind: 'html',
      body: Buffer.from(r.html, 'utf8'),
      contentType: 'text/html; charset=utf-8',
      url: r.finalUrl ?? res.finalUrl,
      truncated: false,
      maxBytes: ctx.http.maxBytes,
      keepChars: ctx.offset + ctx.maxChars,
      costFrom: ctx.costFrom,
    },
    { limitMs: Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs - (performance.now() - t0)), signal: ctx.signal },
  );
  const timeMs = performance.now() - t0;
  if (out.full.trim().length < result.full.trim().length) {
    return { ...result, timeMs, render: { ...r.info, note: 'The rendered page held less text than the HTML the server sent; the served text is shown.' } };
  }
  return {
    ...result,
    title: out.title ?? result.title,
    full: out.full,
    complete: out.complete,
    totalChars: out.totalChars,
    restCost: out.restCost,
    ...(out.extraction ? { extraction: out.extraction } : {}),
    timeMs,
    render: r.info,
    renderedUrl: r.finalUrl,
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

/** The budget of a run: tokens, unless only the old character budget was given (then characters, exactly). */
export function budgetOf(options: Pick<FetchOptions, 'maxTokens' | 'maxChars'>): { measure: Measure; budget: number } {
  if (options.maxTokens === undefined && options.maxChars !== undefined) return { measure: CHARACTERS, budget: options.maxChars };
  return { measure: TOKENS, budget: options.maxTokens ?? DEFAULTS.maxTokens };
}

/** Characters of text a budget can hold at most (for readers that stop early, like the PDF reader). */
function charsFor(measure: Measure, budget: number): number {
  return measure.unit === 'tokens' ? budget * 4 : budget;
}

interface Cut {
  content: string;
  /** Where a plain continuation starts (null: nothing left in the text). */
  nextOffset: number | null;
  selection?: NonNullable<PageResult['report']>['selection'];
}

/** The page needs cutting and the run has an instruction: relevance may pick its sections. */
const wantsSelection = (rest: number, share: number, query: string[]) => rest > share && query.length > 0;

/**
 * The relevant sections of a page that does not fit its share, picked by the converter (off this thread: on a 10 MB
 * page selection takes seconds). Null when relevance cannot help, or when picking fails or runs out of time: the
 * head is cut then.
 */
async function pickSections(f: Fetched, start: number, share: number, query: string[], measure: Measure, converter: Converter, ctx: RunContext): Promise<Selection | null> {
  const input = { text: f.full, start, budget: share, query, unit: measure.unit };
  // A converter that cannot select (a caller's own) leaves it to the calling thread.
  const selector = converter.select ? converter : inlineConverter;
  try {
    return await selector.select!(input, f.planned.url, { limitMs: Math.max(CONVERT_MIN_MS, ctx.http.timeoutMs / 2), signal: ctx.signal });
  } catch (e) {
    ctx.log.debug(`${f.planned.url}: relevant sections not picked (${(e as Error).message}); the head is kept`);
    return null;
  }
}

/** One page's text from `start` within `share`: whole, the relevant sections (picked already), or the head. */
function cutPage(full: string, start: number, share: number, rest: number, measure: Measure, picked: Selection | null, complete: boolean): Cut {
  // A converter that stopped early (complete: false) kept the head: the rest of the page was never converted.
  if (rest <= share) return { content: full.slice(start), nextOffset: null, ...(complete ? {} : { selection: { mode: 'head' as const } }) };
  if (picked) {
    return {
      content: picked.content,
      nextOffset: picked.nextOffset,
      selection: { mode: 'relevance', sectionsKept: picked.sectionsKept, sectionsTotal: picked.sectionsTotal },
    };
  }
  const end = measure.endFor(full, start, share);
  return { content: full.slice(start, end), nextOffset: end < full.length ? end : null, selection: { mode: 'head' } };
}

/** Fetch and convert planned URLs. Results are in the order given; never throws for one URL's failure. */
export async function fetchPages(urls: PlannedUrl[], options: DirectOptions = {}): Promise<PageResult[]> {
  const http = httpOptionsFrom(options);
  const limit = Math.max(1, options.perHostConcurrency ?? DEFAULTS.perHostConcurrency);
  const slots = new HostSlots(limit, options.signal);
  const log = options.logger ?? nullLogger;
  const signal = options.signal;
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const { measure, budget } = budgetOf(options);
  const query = options.instruction ? queryTerms(options.instruction) : [];
  // Converters keep only what the budget could use; relevance needs the whole page (a body holds at most maxBytes characters).
  const maxChars = query.length ? http.maxBytes : charsFor(measure, budget);
  const ctx: RunContext = {
    http,
    cache: options.noCache ? null : (options.cache ?? new ResponseCache()),
    limiter: options.rateLimiter ?? new RateLimiter(),
    retry: { ...RETRY_DEFAULTS, ...options.retry },
    offset,
    maxChars,
    costFrom: { offset, unit: measure.unit },
    markdownAlternates: options.markdownAlternates ?? true,
    llmsTxt: options.llmsTxt ?? true,
    signal,
    log,
  };
  // Outside an engine (no converter or browser given) this call owns its worker pool and its browser, and stops
  // both when it is done: nothing process-wide outlives it.
  const ownPool = options.converter ? undefined : new ConvertPool({ logger: log });
  const converter = options.converter ?? ownPool!;
  const browser = options.browser ?? {};
  if (urls.length > 0) converter.warm?.();

  const prepared = await Promise.all(
    urls.map(async (planned): Promise<Fetched> => {
      let release: (() => void) | undefined;
      let t0 = performance.now();
      try {
        release = await slots.acquire(planned.host);
        t0 = performance.now();
        options.onProgress?.({ type: 'start', index: planned.index, url: planned.url });
        const r = await fetchOne(planned, ctx, converter, options, browser);
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
  )
    .then(async (fetched) => {
      // Shares in the run's unit (measured by the converters), then each long page's relevant sections.
      const rest = fetched.map((f) => (f.error ? 0 : (f.restCost ?? measure.cost(f.full, Math.min(offset, f.full.length)))));
      const shares = shareBudget(rest, budget);
      const picks = await Promise.all(
        fetched.map((f, i) =>
          !f.error && wantsSelection(rest[i]!, shares[i]!, query) ? pickSections(f, Math.min(offset, f.full.length), shares[i]!, query, measure, converter, ctx) : null,
        ),
      );
      return { fetched, rest, shares, picks };
    })
    .finally(async () => {
      slots.dispose();
      // Cancelled: every worker this run used is stopped already; the idle ones (and one still starting) go too.
      if (signal?.aborted) converter.trim?.();
      await ownPool?.dispose();
      if (!options.browser) await closeBrowserSlot(browser);
    });
  const { fetched, rest, shares, picks } = prepared;

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
    const cut = cutPage(f.full, start, shares[i]!, rest[i]!, measure, picks[i] ?? null, f.complete);
    const content = cut.content;
    // More text exists: in `full` past what was kept, or (a long PDF read only up to the budget) not yet converted.
    const more = cut.nextOffset !== null || !f.complete;
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
      nextOffset: more ? (cut.nextOffset ?? f.full.length) : null,
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
        totalChars: f.totalChars,
        ...(offset > 0 ? { offset: start } : {}),
        tokens: TOKENS.cost(content),
        ...(cut.selection ? { selection: cut.selection } : {}),
        cache: f.cache,
        timeMs: Math.round(f.timeMs),
        attempts: f.attempts,
        rateWaitMs: Math.round(f.rateWaitMs),
        ...(f.pdfPages !== undefined ? { pdfPages: f.pdfPages } : {}),
        ...(f.extraction ? { extraction: f.extraction } : {}),
        ...(f.form ? { form: f.form } : {}),
        ...(f.alternateUrl ? { alternateUrl: f.alternateUrl } : {}),
        ...(f.inner ? { inner: f.inner } : {}),
        ...(f.llmsTxt ? { llmsTxt: f.llmsTxt } : {}),
        ...(f.render ? { render: f.render } : {}),
      },
    };
  });
}
