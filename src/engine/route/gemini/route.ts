// Gemini route (issue 4): Gemini fetches the public URLs itself (urlContext) and answers with grounding metadata,
// which becomes byte-exact citations. Private URLs never go to Gemini: we fetch them and send their content as
// delimited, untrusted text. When Gemini retrieved none of the URLs, or stays unavailable after one retry, every URL
// is fetched directly and Gemini is asked again with that text and no tools.
import type { PageResult, PlannedUrl, RunOptions, RunResult, Route, Logger } from '../../types';
import type { DirectOptions, FetchServices } from '../../fetch/direct';
import { EngineError, nullLogger } from '../../types';
import { extractUrls } from '../../urls/prompt';
import type { AnswerPiece } from '../../cite/cite';
import { parseWrittenMarkers, placeCitations, renderForModel, renderForPeople, describeStatus } from '../../cite/cite';
import { groundedPieces } from './grounding';
import { resolveGeminiConfig, hasGeminiKey } from './config';
import type { GeminiAnswer } from './answer';
import type { GeminiCall, GeminiRequest } from './client';
import { createGeminiCall, GeminiCallError } from './client';
import { withOneRetry } from './retry';
import { networkFrom } from './transport';
import { buildRequest, type TextSource } from './request';
import { splitByPrivacy, redactPrivateLinks, hostOf, type UrlSplit } from './privacy';
import { buildSources, localStatus, retrievalStatuses, type SourceTable } from './sources';
import { URL_RETRIEVAL_SUCCESS } from './schema';
import { acquireRate, RateLimiter } from '../../net/ratelimit';

export { hasGeminiKey };

export interface GeminiRouteDeps {
  /** The direct route: fetch these planned URLs locally (used for private URLs and the fallback). */
  fetchPages(urls: PlannedUrl[], options: DirectOptions): Promise<PageResult[]>;
  /** Where keys, GOOGLE_GEMINI_BASE_URL and HTTPS_PROXY/NO_PROXY are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
}

interface RouteContext {
  prompt: string;
  urls: readonly PlannedUrl[];
  /** Every URL written in the prompt (selected or not), so unselected ones can be taken out. */
  allInPrompt: readonly string[];
  split: UrlSplit;
  options: RunOptions & FetchServices;
  deps: GeminiRouteDeps;
  logger: Logger;
  ask: (request: GeminiRequest) => Promise<GeminiAnswer>;
}

/** Failures after which the pages are fetched directly instead (Gemini busy, down, unreachable or too slow). */
function callsForFallback(e: unknown): e is GeminiCallError {
  return e instanceof GeminiCallError && (e.failure === 'retryable' || e.failure === 'timeout');
}

export async function runGeminiRoute(
  prompt: string,
  urls: PlannedUrl[],
  options: RunOptions & FetchServices,
  deps: GeminiRouteDeps,
): Promise<RunResult> {
  const env = deps.env ?? process.env;
  const config = resolveGeminiConfig(options.gemini, env);
  if (!config) {
    throw new EngineError('INVALID_INPUT', 'The Gemini engine needs an API key: set GEMINI_API_KEY (or GOOGLE_API_KEY), or use the direct engine.');
  }
  const logger = options.logger ?? nullLogger;
  const call: GeminiCall = createGeminiCall(config, logger, networkFrom(options, env));
  const ctx: RouteContext = {
    prompt,
    urls,
    // every http(s) URL as written, unfetchable ones included (a URL with a password is masked in the request)
    allInPrompt: extractUrls(prompt),
    split: await splitByPrivacy(urls, options.resolver),
    options,
    deps,
    logger,
    ask: (request) => withOneRetry(() => call(request, options.signal), { baseDelayMs: config.retryDelayMs, signal: options.signal, logger }),
  };
  const pages = new Map<PlannedUrl, PageResult>();
  await fetchInto(ctx, ctx.split.local, pages);
  if (ctx.split.forGemini.length === 0) return answerFromText(ctx, 'gemini', pages, []);

  let fallbackReason: string;
  const started = Date.now();
  for (const u of ctx.split.forGemini) options.onProgress?.({ type: 'start', index: u.index, url: u.url });
  // The per-host rate limit covers both routes: each URL handed to urlContext takes a slot of its host.
  const limiter = options.rateLimiter ?? new RateLimiter();
  try {
    await Promise.all(ctx.split.forGemini.map((u) => acquireRate(u.host, options.signal, limiter)));
  } catch (e) {
    if (options.signal?.aborted) throw new EngineError('ABORTED', 'The request was cancelled while waiting for the per-host rate limit.', { cause: e });
    throw e;
  }
  try {
    const answer = await ctx.ask(buildRequest({ prompt, urls: promptUrls(ctx, ctx.split.forGemini, pages), textSources: textSources(ctx, pages) }));
    const status = retrievalStatuses(ctx.split.forGemini, answer.urlMetadata);
    const read = ctx.split.forGemini.filter((u) => status.get(u) === URL_RETRIEVAL_SUCCESS);
    if (read.length > 0) {
      const result = groundedResult(ctx, answer, status, pages, Date.now() - started);
      reportDone(ctx, result);
      return result;
    }
    fallbackReason = answer.urlMetadata
      ? `Gemini could not retrieve any of the URLs (${ctx.split.forGemini.map((u) => `${u.url}: ${status.get(u) ?? 'not reported'}`).join('; ')}), so they were fetched directly.`
      : 'Gemini did not report retrieving any of the URLs, so they were fetched directly.';
  } catch (e) {
    if (!callsForFallback(e)) throw e;
    fallbackReason = `${e.message} The URLs were fetched directly instead.`;
  }
  logger.info(`gemini: ${fallbackReason}`);
  await fetchInto(ctx, ctx.split.forGemini, pages);
  return answerFromText(ctx, 'gemini+fallback', pages, [fallbackReason]);
}

/** Progress for the URLs Gemini fetched itself (the direct route reports its own). */
function reportDone(ctx: RouteContext, result: RunResult): void {
  for (const u of ctx.split.forGemini) {
    const page = result.pages[ctx.urls.indexOf(u)];
    if (!page) continue;
    ctx.options.onProgress?.({ type: 'done', index: u.index, url: u.url, ok: page.ok, ...(page.error ? { error: page.error } : {}) });
  }
}

async function fetchInto(ctx: RouteContext, urls: PlannedUrl[], pages: Map<PlannedUrl, PageResult>): Promise<void> {
  if (urls.length === 0) return;
  const fetched = await ctx.deps.fetchPages(urls, ctx.options);
  if (ctx.options.signal?.aborted) throw new EngineError('ABORTED', 'The request was cancelled.');
  urls.forEach((u, i) => {
    const page = fetched[i];
    if (page) pages.set(u, page);
  });
}

function sourceNumber(ctx: RouteContext, u: PlannedUrl): number {
  return ctx.urls.indexOf(u) + 1;
}

/** How URLs appear in the request: Gemini's own as addresses, ours as "[source n]". */
function promptUrls(ctx: RouteContext, forGemini: readonly PlannedUrl[], pages: ReadonlyMap<PlannedUrl, PageResult>) {
  const local = new Map<PlannedUrl, string>();
  for (const u of ctx.urls) {
    if (forGemini.includes(u)) continue;
    const n = sourceNumber(ctx, u);
    local.set(u, pages.get(u)?.ok ? `[source ${n}]` : `[source ${n}, which could not be read]`);
  }
  return { all: ctx.allInPrompt, forGemini, local };
}

/** The pages we read ourselves, as text for Gemini; a private page's address is left out, and so are its links. */
function textSources(ctx: RouteContext, pages: ReadonlyMap<PlannedUrl, PageResult>): TextSource[] {
  const privateHosts = new Set(ctx.split.local.flatMap((u) => [u.host, hostOf(u.url)]).filter((h): h is string => Boolean(h)));
  const out: TextSource[] = [];
  for (const u of ctx.urls) {
    const page = pages.get(u);
    if (!page?.ok) continue;
    const local = ctx.split.local.includes(u);
    const isPrivate = local && (page.private || ctx.split.reasons.has(u));
    out.push({
      index: sourceNumber(ctx, u),
      url: isPrivate ? undefined : u.url,
      title: page.title,
      content: isPrivate ? redactPrivateLinks(page.content, privateHosts) : page.content,
    });
  }
  return out;
}

function render(pieces: AnswerPiece[], table: SourceTable) {
  return { answer: renderForPeople(pieces, table.sources), answerForModel: renderForModel(pieces, table.sources), pieces };
}

function localNotes(ctx: RouteContext, pages: ReadonlyMap<PlannedUrl, PageResult>, urls: readonly PlannedUrl[]): string[] {
  return urls.flatMap((u) => {
    const p = pages.get(u);
    return p && !p.ok ? [`${u.url} could not be read: ${p.error?.message ?? 'unknown error'}`] : [];
  });
}

function finishNotes(answer: GeminiAnswer): string[] {
  return answer.finishReason === 'MAX_TOKENS' ? ['The answer was cut off at Gemini\'s output limit.'] : [];
}

/** The page record of a URL Gemini fetched itself. */
function geminiPage(u: PlannedUrl, status: string | undefined, title: string, timeMs: number): PageResult {
  const ok = status === URL_RETRIEVAL_SUCCESS;
  const retrievalStatus = status ?? 'not reported';
  return {
    url: u.url,
    fetchedUrl: u.fetchUrl,
    ok,
    status: null,
    contentType: null,
    charset: null,
    private: false,
    title: ok ? title : null,
    content: '',
    bytes: 0,
    truncated: false,
    nextOffset: null,
    error: ok ? null : { code: 'GEMINI_ERROR', message: `Gemini could not retrieve this page (${describeStatus(retrievalStatus)}).` },
    report: {
      route: 'gemini',
      finalUrl: u.fetchUrl,
      redirects: [],
      status: null,
      contentType: null,
      charset: null,
      bytes: 0,
      chars: 0,
      timeMs,
      retrievalStatus,
    },
  };
}

/** Gemini read at least one URL itself: cite from its grounding metadata. */
function groundedResult(
  ctx: RouteContext,
  answer: GeminiAnswer,
  retrieval: ReadonlyMap<PlannedUrl, string>,
  localPages: ReadonlyMap<PlannedUrl, PageResult>,
  timeMs: number,
): RunResult {
  const status = new Map<PlannedUrl, string>();
  for (const u of ctx.urls) {
    status.set(u, ctx.split.local.includes(u) ? localStatus(localPages.get(u)) : (retrieval.get(u) ?? 'not reported'));
  }
  const table = buildSources({ urls: ctx.urls, status, pages: localPages, chunks: answer.chunks });
  const given = new Set(textSources(ctx, localPages).map((t) => t.index));
  const pieces = groundedPieces(answer, table.chunkSource, given);
  const pages = ctx.urls.map((u) => localPages.get(u) ?? geminiPage(u, retrieval.get(u), table.sources[sourceNumber(ctx, u) - 1]!.title, timeMs));
  const notes = [
    ...ctx.split.forGemini
      .filter((u) => retrieval.get(u) !== URL_RETRIEVAL_SUCCESS)
      .map((u) => `Gemini could not retrieve ${u.url} (${retrieval.get(u) ?? 'no retrieval status reported'}).`),
    ...localNotes(ctx, localPages, ctx.split.local),
    ...finishNotes(answer),
  ];
  return { route: 'gemini', ...render(pieces, table), sources: table.sources, pages, ...(notes.length ? { notes } : {}) };
}

/** Nothing could be read: say so plainly, so that no one answers from memory. */
function nothingRead(ctx: RouteContext, route: Route, pages: ReadonlyMap<PlannedUrl, PageResult>, table: SourceTable, notes: string[]): RunResult {
  const text =
    ctx.urls.length === 1
      ? 'The page could not be read, so there is no answer from it. Do not answer from memory; the reason is listed under Sources.'
      : `None of the ${ctx.urls.length} pages could be read, so there is no answer from them. Do not answer from memory; the reasons are listed under Sources.`;
  const pieces: AnswerPiece[] = [{ kind: 'text', text }];
  return {
    route,
    ...render(pieces, table),
    sources: table.sources,
    pages: ctx.urls.map((u) => pages.get(u)!),
    notes: [...notes, ...localNotes(ctx, pages, ctx.urls)],
  };
}

/** Every page was fetched here: ask Gemini with their text and no tools; markers are the ones the model writes. */
async function answerFromText(ctx: RouteContext, route: Route, pages: ReadonlyMap<PlannedUrl, PageResult>, notes: string[]): Promise<RunResult> {
  const status = new Map(ctx.urls.map((u) => [u, localStatus(pages.get(u))]));
  const table = buildSources({ urls: ctx.urls, status, pages });
  const sources = textSources(ctx, pages);
  if (sources.length === 0) return nothingRead(ctx, route, pages, table, notes);
  let answer: GeminiAnswer;
  try {
    answer = await ctx.ask(buildRequest({ prompt: ctx.prompt, urls: promptUrls(ctx, [], pages), textSources: sources }));
  } catch (e) {
    if (!callsForFallback(e)) throw e;
    // Gemini is unavailable: hand back what was fetched, like the direct route, and say why there is no answer.
    return {
      route: 'direct',
      answer: null,
      answerForModel: null,
      sources: table.sources,
      pages: ctx.urls.map((u) => pages.get(u)!),
      notes: [...notes, `${e.message} No answer was written; the pages are returned as fetched.`, ...localNotes(ctx, pages, ctx.urls)],
    };
  }
  const pieces = parseWrittenMarkers(placeCitations(answer.parts, []), new Set(sources.map((s) => s.index)));
  const allNotes = [...notes, ...localNotes(ctx, pages, ctx.urls), ...finishNotes(answer)];
  return {
    route,
    ...render(pieces, table),
    sources: table.sources,
    pages: ctx.urls.map((u) => pages.get(u)!),
    ...(allNotes.length ? { notes: allNotes } : {}),
  };
}
