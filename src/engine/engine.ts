// The engine object: createEngine() holds the stateful helpers (response cache, rate limiter, robots.txt cache),
// plan() decides everything once (URLs, rewrites, private flags, policy verdicts, route and where its key comes
// from, one DNS answer per host), and run() executes a plan. The confirmations (QuickPick, tool, CLI) show the plan.
import { EngineError, nullLogger, type InvalidUrl, type Logger, type PageError, type PageResult, type PlannedUrl, type Resolver, type RunOptions, type RunResult } from './types';
import { planPrompt } from './urls/prompt';
import { resolveHost, systemResolver } from './net/address';
import { RateLimiter } from './net/ratelimit';
import type { RetryPolicy } from './net/retry';
import { ResponseCache, type CacheConfig } from './cache/responseCache';
import { createGate, blockedPage } from './policy/gate';
import { RobotsCache } from './policy/robots';
import { fetchPages, type FetchServices } from './fetch/direct';
import { instructionOf } from './content/terms';
import { runGeminiRoute } from './route/gemini/route';
import { geminiApiKey, geminiKeySource, type GeminiKeySource } from './route/gemini/config';
import { createScrubber, noScrub, scrubDeep, scrubError, scrubbingLogger, type Scrub } from './util/secrets';
import { ConvertPool, type Converter, type PoolOptions } from './workers/pool';
import { clearRenderCache, closeBrowserSlot, type BrowserSlot } from './browser';

/** How long plan() waits for a host's DNS answer before it shows the spelling's verdict (the lookup goes on for run()). */
const PLAN_LOOKUP_MS = 1500;

export interface EngineServices {
  /** The response cache (default: a new one, owned by this engine). */
  cache?: ResponseCache;
  /** The per-host rate limiter (default: a new one, owned by this engine). */
  rateLimiter?: RateLimiter;
  /** robots.txt answers (default: a new cache, owned by this engine). */
  robots?: RobotsCache;
  /** Default logger of every plan and run (a run's options may name another). */
  logger?: Logger;
  /** Retry policy for GET (default: 3 attempts, backoff from 300 ms). */
  retry?: Partial<RetryPolicy>;
  /** Where GEMINI_API_KEY / GOOGLE_API_KEY, GOOGLE_GEMINI_BASE_URL and proxies are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /**
   * Where received pages are converted (default: a pool of converter processes owned by this engine, made with
   * `pool`, stopped by dispose()). A converter passed here is shared, not owned: dispose() leaves it alone.
   */
  converter?: Converter;
  /** Options of the engine's own pool (size, memory limits, idle time). */
  pool?: PoolOptions;
}

/** One URL of a plan, as the confirmation shows it. */
export interface PlanUrl extends PlannedUrl {
  /** Private by its spelling or by this plan's DNS answer: read locally; its address is never sent to Gemini. */
  readonly isPrivate: boolean;
  /** Set when webFetch.blockedDomains / allowedDomains stop this URL (robots.txt is read by run()). */
  readonly blocked?: PageError;
}

export interface Plan {
  readonly prompt: string;
  readonly urls: readonly PlanUrl[];
  /** The route run() takes: Gemini (urlContext; private URLs read locally) or direct. */
  readonly route: 'direct' | 'gemini';
  /** Where the Gemini key comes from (never the key itself); undefined on the direct route. */
  readonly geminiKey?: GeminiKeySource;
  /**
   * URLs written in the prompt that cannot be fetched (INVALID_URL: credentials, unparsable host, a scheme other than
   * http and https), each with its error; run() reports each as a failed page in its place. Absent when none.
   */
  readonly invalid?: readonly InvalidUrl[];
  /** Why run() would refuse this plan (e.g. the Gemini engine asked for without a key). */
  readonly problem?: PageError;
  /** @internal The options the plan was made with, and its DNS answers (shared with the run's connections). */
  readonly options: Readonly<RunOptions>;
  /** @internal */
  readonly resolver: Resolver;
}

export interface RunSelection {
  /** Indices (PlannedUrl.index) of the URLs to fetch, e.g. after a QuickPick; default all. */
  only?: readonly number[];
  signal?: AbortSignal;
  onProgress?: RunOptions['onProgress'];
}

export interface Engine {
  readonly cache: ResponseCache;
  readonly rateLimiter: RateLimiter;
  readonly robots: RobotsCache;
  /** Plans a prompt. Throws EngineError INVALID_INPUT / INVALID_URL / INVALID_POLICY for input it cannot plan. */
  plan(prompt: string, options?: RunOptions): Promise<Plan>;
  /** Executes a plan. Throws EngineError for a refused plan or an empty selection; a failed URL is a failed page. */
  run(plan: Plan, selection?: RunSelection): Promise<RunResult>;
  /** Settings changed: cache lifetime, rate limit. */
  configure(settings: { cache?: Partial<CacheConfig>; rateLimitPerMinute?: number }): void;
  /** Empty the response cache, memory now and disk (when it has a disk layer) once the promise settles. */
  clearCache(): Promise<void>;
  /** Stop the engine's own conversion workers; a page run after this fails (ABORTED). */
  /** Close the engine's browser now if one was started (a later shell starts it again). */
  closeBrowser(): Promise<void>;
  dispose(): Promise<void>;
}

/** One DNS answer per host name for the lifetime of a plan; a failed lookup is not kept (the run asks again). */
function memoResolver(base: Resolver): Resolver {
  const answers = new Map<string, ReturnType<Resolver>>();
  return (host) => {
    let p = answers.get(host);
    if (!p) {
      p = base(host);
      answers.set(host, p);
      p.catch(() => answers.delete(host));
    }
    return p;
  };
}

function within<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([p, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref?.())]);
}

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

/** The failed page of a URL that could not even be planned (INVALID_URL). */
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

function plainUrl(u: PlanUrl): PlannedUrl {
  const { isPrivate: _private, blocked: _blocked, ...planned } = u;
  return planned;
}

export function createEngine(services: EngineServices = {}): Engine {
  const cache = services.cache ?? new ResponseCache();
  const rateLimiter = services.rateLimiter ?? new RateLimiter();
  const robots = services.robots ?? new RobotsCache();
  const env = services.env ?? process.env;
  // Workers start on the first page and stop when idle; an engine that only plans never starts one.
  const ownPool = services.converter ? undefined : new ConvertPool({ logger: services.logger, ...services.pool });
  const converter = services.converter ?? ownPool!;
  // The browser that renders script shells: started on the first shell, closed by closeBrowser() / dispose().
  const browser: BrowserSlot = {};

  async function plan(prompt: string, options: RunOptions = {}): Promise<Plan> {
    const scrub = createScrubber([geminiApiKey(options.gemini, env)]);
    try {
      return await planScrubbed(prompt, options, scrub);
    } catch (e) {
      throw scrubError(e, scrub);
    }
  }

  async function planScrubbed(prompt: string, input: RunOptions, scrub: Scrub): Promise<Plan> {
    const logger = input.logger ?? services.logger;
    const options: RunOptions = logger && scrub !== noScrub ? { ...input, logger: scrubbingLogger(logger, scrub) } : input;
    const planned = planPrompt(prompt);
    const resolver = memoResolver(options.resolver ?? systemResolver);
    const planOptions: RunOptions = { ...options, resolver, logger: options.logger ?? services.logger };
    const choice = options.engine ?? 'auto';
    const key = geminiKeySource(options.gemini, env);
    const route = choice === 'gemini' || (choice === 'auto' && key) ? 'gemini' : 'direct';
    const problem: PageError | undefined =
      choice === 'gemini' && !key
        ? { code: 'INVALID_INPUT', message: 'The Gemini engine needs an API key: set GEMINI_API_KEY (or GOOGLE_API_KEY), or use --engine direct.' }
        : undefined;
    // Policy verdicts on the domain lists (robots.txt is read by run(), only for the URLs chosen).
    const gate = createGate({ ...planOptions, respectRobots: 'never', onProgress: undefined, logger: nullLogger });
    const { blocked } = gate.policy.empty ? { blocked: new Map<number, PageResult>() } : await gate.screen(planned.urls, { robots: false });
    const privateHost = new Map<string, Promise<boolean>>();
    const isPrivate = (host: string) => {
      let p = privateHost.get(host);
      if (!p) {
        // a host that does not resolve here is not called private (the route decides where it is read)
        p = within(resolveHost(host, resolver).then((r) => r.private, () => false), PLAN_LOOKUP_MS, false);
        privateHost.set(host, p);
      }
      return p;
    };
    const urls = await Promise.all(
      planned.urls.map(async (u): Promise<PlanUrl> => {
        const err = blocked.get(u.index)?.error;
        // a blocked URL is never fetched: its host is not looked up either
        if (err) return Object.freeze({ ...u, isPrivate: u.privateHint, blocked: err });
        return Object.freeze({ ...u, isPrivate: u.privateHint || (await isPrivate(u.host)) });
      }),
    );
    const log = planOptions.logger ?? nullLogger;
    log.debug(
      `plan: ${urls.length} URL(s), route ${route}${key && route === 'gemini' ? ` (key from ${key})` : ''}` +
        `${urls.some((u) => u.isPrivate) ? `, private: ${urls.filter((u) => u.isPrivate).map((u) => u.index + 1).join(',')}` : ''}` +
        `${blocked.size ? `, blocked: ${[...blocked.keys()].map((i) => i + 1).join(',')}` : ''}${problem ? `, refused: ${problem.code}` : ''}`,
    );
    const shown = {
      prompt: planned.prompt,
      urls: Object.freeze(urls),
      ...(planned.invalid ? { invalid: Object.freeze(planned.invalid) } : {}),
      route,
      ...(route === 'gemini' && key ? { geminiKey: key } : {}),
      ...(problem ? { problem } : {}),
    };
    // The options (which may hold the API key) and the resolver are not enumerable: logging or serialising a plan
    // never shows them.
    return Object.freeze(
      Object.defineProperties(shown, {
        options: { value: Object.freeze(planOptions), enumerable: false },
        resolver: { value: resolver, enumerable: false },
      }) as Plan,
    );
  }

  /**
   * The Gemini key never leaves the engine: the result, a thrown error, every log line, progress event and streamed
   * text pass one scrubber (the key and any 8+-character piece of it, in any case).
   */
  async function run(p: Plan, selection: RunSelection = {}): Promise<RunResult> {
    const scrub = createScrubber([geminiApiKey(p.options.gemini, env)]);
    try {
      return scrubDeep(withInvalid(await runScrubbed(p, selection, scrub), p.urls, p.invalid), scrub);
    } catch (e) {
      throw scrubError(e, scrub);
    }
  }

  async function runScrubbed(p: Plan, selection: RunSelection, scrub: Scrub): Promise<RunResult> {
    if (p.problem) throw new EngineError(p.problem.code, p.problem.message);
    const chosen = selection.only ? p.urls.filter((u) => selection.only!.includes(u.index)) : p.urls;
    if (chosen.length === 0) throw new EngineError('INVALID_INPUT', 'No URL was selected, so nothing was fetched.');
    const onProgress = selection.onProgress ?? p.options.onProgress;
    const gemini = p.options.gemini;
    const options: RunOptions & FetchServices = {
      ...p.options,
      // What the prompt asks about decides which sections of a long page come first (content/relevance.ts).
      instruction: p.options.instruction ?? instructionOf(p.prompt, p.urls.map((u) => u.url)),
      signal: selection.signal ?? p.options.signal,
      onProgress: onProgress && scrub !== noScrub ? (e) => onProgress(scrubDeep(e, scrub)) : onProgress,
      logger: scrubbingLogger(p.options.logger ?? services.logger ?? nullLogger, scrub),
      ...(gemini?.onText && scrub !== noScrub ? { gemini: { ...gemini, onText: (t: string) => gemini.onText!(scrub(t)) } } : {}),
      resolver: p.resolver,
      cache,
      rateLimiter,
      retry: services.retry,
      converter,
      browser,
    };
    const urls = chosen.map(plainUrl);
    const useGemini = p.route === 'gemini';
    const deps = { fetchPages, env };
    const gate = createGate(options, { robotsCache: robots });
    if (!gate.active) {
      if (useGemini) return runGeminiRoute(p.prompt, urls, options, deps);
      return { route: 'direct', answer: null, sources: [], pages: await fetchPages(urls, options) };
    }
    // Blocked URLs never reach a route. robots.txt (when honoured) is read here, before any route: Gemini fetches
    // remotely and cannot be asked to obey it, and a slow robots.txt must not eat the page's own deadline. Redirect
    // hops are checked again (policy and robots) through checkUrl.
    const blocked = new Map<number, PageResult>();
    for (const u of chosen) {
      if (!u.blocked) continue;
      options.logger?.warn(`${u.url}: ${u.blocked.code} ${u.blocked.message}`);
      options.onProgress?.({ type: 'done', index: u.index, url: u.url, ok: false, error: u.blocked });
      blocked.set(u.index, blockedPage(plainUrl(u), new EngineError(u.blocked.code, u.blocked.message)));
    }
    const screened = await gate.screen(urls.filter((u) => !blocked.has(u.index)), { robots: true, policy: false });
    for (const [index, page] of screened.blocked) blocked.set(index, page);
    const passed = screened.passed;
    const gated: RunOptions & FetchServices = { ...options, checkUrl: gate.checkUrl };
    if (passed.length === 0) {
      return { route: useGemini ? 'gemini' : 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, [], blocked) };
    }
    if (useGemini) {
      const r = await runGeminiRoute(p.prompt, passed, gated, deps);
      return { ...r, pages: mergeInPromptOrder(urls, r.pages, blocked) };
    }
    const pages = await fetchPages(passed, gated);
    return { route: 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, pages, blocked) };
  }

  return {
    cache,
    rateLimiter,
    robots,
    plan,
    run,
    configure(settings) {
      if (settings.cache) cache.configure(settings.cache);
      if (settings.rateLimitPerMinute !== undefined) rateLimiter.configure({ perMinute: settings.rateLimitPerMinute });
    },
    clearCache() {
      clearRenderCache(browser);
      return cache.clear();
    },
    closeBrowser() {
      return closeBrowserSlot(browser);
    },
    async dispose() {
      await closeBrowserSlot(browser);
      await ownPool?.dispose();
    },
  };
}

/**
 * Plan and run in one call, with a fresh engine unless the options name a cache or limiter to share (the CLI, tests).
 * Throws EngineError for invalid input.
 */
export async function runPrompt(prompt: string, options: RunOptions & FetchServices = {}): Promise<RunResult> {
  const { cache, rateLimiter, retry, converter, only, signal, onProgress, ...rest } = options;
  // A one-shot engine: without a converter it owns a worker pool (started only when a page is converted); its pool and
  // browser are stopped when the run is over.
  const engine = createEngine({ cache, rateLimiter, retry, logger: options.logger, ...(converter ? { converter } : {}) });
  try {
    const p = await engine.plan(prompt, rest);
    return await engine.run(p, { only, signal, onProgress });
  } finally {
    await engine.dispose();
  }
}
