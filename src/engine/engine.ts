import type { InvalidUrl, PageResult, PlannedUrl, PromptPlan, RunOptions, RunResult } from './types';
import { EngineError } from './types';
import { planPrompt } from './urls/prompt';
import { fetchPages, type FetchServices } from './fetch/direct';
import { hasGeminiKey, runGeminiRoute } from './route/gemini/route';
import { createGate } from './policy/gate';
import { geminiApiKey } from './route/gemini/config';
import { createScrubber, noScrub, scrubDeep, scrubError, scrubbingLogger, type Scrub } from './util/secrets';

/** Route pages and pages stopped by the policy, back in prompt order. */
function mergeInPromptOrder(urls: readonly PlannedUrl[], routePages: PageResult[], blocked: Map<number, PageResult>): PageResult[] {
  if (blocked.size === 0) return routePages;
  const indexOf = new Map(urls.map((u) => [u.url, u.index]));
  const keyed = [
    ...routePages.map((p, i) => ({ p, key: indexOf.get(p.url) ?? urls.length + i })),
    ...[...blocked].map(([index, p]) => ({ p, key: index })),
  ];
  return keyed.sort((a, b) => a.key - b.key).map((k) => k.p);
}

/** The failed page of a URL that could not even be planned (INVALID_URL, UNSUPPORTED_SCHEME). */
export function invalidPage(u: InvalidUrl, route: 'direct' | 'gemini'): PageResult {
  return {
    url: u.url,
    fetchedUrl: u.url,
    ok: false,
    status: null,
    contentType: null,
    charset: null,
    private: false,
    title: null,
    content: '',
    bytes: 0,
    truncated: false,
    nextOffset: null,
    error: u.error,
    report: { route, finalUrl: u.url, redirects: [], status: null, contentType: null, charset: null, bytes: 0, chars: 0, timeMs: 0, error: u.error },
  };
}

/** Put the failed pages of unplannable URLs back in their place among the run's pages (prompt order). */
function withInvalid(result: RunResult, urls: readonly PlannedUrl[], invalid: readonly InvalidUrl[] | undefined): RunResult {
  if (!invalid?.length) return result;
  const route = result.route === 'direct' ? 'direct' : 'gemini';
  const pos = new Map(urls.map((u) => [u.url, u.index]));
  const keyed = [
    ...result.pages.map((p, i) => ({ p, key: pos.get(p.url) ?? Number.MAX_SAFE_INTEGER - result.pages.length + i })),
    ...invalid.map((u) => ({ p: invalidPage(u, route), key: u.before - 0.5 })),
  ];
  return { ...result, pages: keyed.sort((a, b) => a.key - b.key).map((k) => k.p) };
}

/** prompt → URLs → policy → route → fetch → extract → (cite). Throws EngineError for invalid input. */
export async function runPrompt(prompt: string, options: RunOptions & FetchServices = {}): Promise<RunResult> {
  // The Gemini key never leaves the engine: results, errors, log lines, progress and streamed text are scrubbed.
  const scrub = createScrubber([geminiApiKey(options.gemini)]);
  const safe = scrubbedOptions(options, scrub);
  try {
    const plan = planPrompt(prompt);
    return scrubDeep(withInvalid(await runPlanned(plan, safe), plan.urls, plan.invalid), scrub);
  } catch (e) {
    throw scrubError(e, scrub);
  }
}

/** The caller's callbacks and logger, behind the scrubber. */
function scrubbedOptions(options: RunOptions & FetchServices, scrub: Scrub): RunOptions & FetchServices {
  if (scrub === noScrub) return options;
  const { onProgress, gemini } = options;
  return {
    ...options,
    ...(options.logger ? { logger: scrubbingLogger(options.logger, scrub) } : {}),
    ...(onProgress ? { onProgress: (e) => onProgress(scrubDeep(e, scrub)) } : {}),
    ...(gemini?.onText ? { gemini: { ...gemini, onText: (t: string) => gemini.onText!(scrub(t)) } } : {}),
  };
}

async function runPlanned(plan: PromptPlan, options: RunOptions & FetchServices): Promise<RunResult> {
  const urls = options.only ? plan.urls.filter((u) => options.only!.includes(u.index)) : plan.urls;
  if (urls.length === 0) throw new EngineError('INVALID_INPUT', 'No URL was selected, so nothing was fetched.');
  const engine = options.engine ?? 'auto';
  const useGemini = engine === 'gemini' || (engine === 'auto' && hasGeminiKey(options));
  if (engine === 'gemini' && !hasGeminiKey(options)) {
    throw new EngineError('INVALID_INPUT', 'The Gemini engine needs an API key: set GEMINI_API_KEY (or GOOGLE_API_KEY), or use --engine direct.');
  }
  const gate = createGate(options);
  if (!gate.active) {
    if (useGemini) return runGeminiRoute(plan.prompt, urls, options, { fetchPages });
    return { route: 'direct', answer: null, sources: [], pages: await fetchPages(urls, options) };
  }
  // Blocked URLs never reach a route. robots.txt (when honoured) is read here, before any route: Gemini fetches
  // remotely and cannot be asked to obey it, and a slow robots.txt must not eat the page's own deadline. Redirect
  // hops are checked again (policy and robots) through checkUrl.
  const { passed, blocked } = await gate.screen(urls, { robots: true });
  const gated: RunOptions & FetchServices = { ...options, checkUrl: gate.checkUrl };
  if (passed.length === 0) {
    return { route: useGemini ? 'gemini' : 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, [], blocked) };
  }
  if (useGemini) {
    const r = await runGeminiRoute(plan.prompt, passed, gated, { fetchPages });
    return { ...r, pages: mergeInPromptOrder(urls, r.pages, blocked) };
  }
  const pages = await fetchPages(passed, gated);
  return { route: 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, pages, blocked) };
}
