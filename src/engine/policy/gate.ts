// The policy step of the pipeline: screens planned URLs before any route (so a blocked URL never reaches Gemini)
// and supplies the per-hop checkUrl hook (policy on every hop, robots.txt on every hop when honoured).
import { resolveHost } from '../net/address';
import { ipLiteral, isPrivateLiteral } from '../urls/host';
import { httpOptionsFrom, DEFAULTS } from '../net/options';
import { EngineError, nullLogger, type FetchOptions, type PageResult, type PlannedUrl, type RunOptions } from '../types';
import { createPolicy, policyError, type Policy } from './policy';
import { createRobotsChecker, httpRobotsFetcher, type RobotsCache, type RobotsVerdict } from './robots';

export type CheckUrl = NonNullable<FetchOptions['checkUrl']>;

/** robots.txt is honoured when asked "always", or in "agent" mode (the default) when the model asked for the URL. */
export function robotsHonoured(options: Pick<RunOptions, 'respectRobots' | 'requestedBy'>): boolean {
  const mode = options.respectRobots ?? 'agent';
  return mode === 'always' || (mode === 'agent' && options.requestedBy === 'agent');
}

export interface GateOptions {
  /** The robots.txt answers to share (the engine's); default: a cache for this gate only. */
  robotsCache?: RobotsCache;
}

export interface ScreenResult {
  /** URLs that may be fetched, in the order given. */
  passed: PlannedUrl[];
  /** URLs stopped before any request, as failed PageResults. */
  blocked: Map<number, PageResult>;
}

export interface Gate {
  /** False when there is nothing to check (no rules, robots not honoured): callers may skip the gate. */
  readonly active: boolean;
  readonly policy: Policy;
  readonly robots: boolean;
  /**
   * Check planned URLs before any route. `robots`: also consult robots.txt now (for URLs a remote service fetches);
   * `policy: false`: skip the domain lists (already checked, e.g. by the engine's plan).
   */
  screen(urls: readonly PlannedUrl[], opts: { robots: boolean; policy?: boolean }): Promise<ScreenResult>;
  /** The FetchOptions.checkUrl hook (chains to the caller's own hook, if any). */
  checkUrl: CheckUrl;
}

/** A failed PageResult for a URL stopped before any request. */
export function blockedPage(planned: PlannedUrl, error: EngineError): PageResult {
  return {
    url: planned.url,
    fetchedUrl: planned.fetchUrl,
    ok: false,
    status: null,
    contentType: null,
    charset: null,
    private: isPrivateLiteral(planned.host),
    title: null,
    content: '',
    bytes: 0,
    truncated: false,
    nextOffset: null,
    error: error.toJSON(),
  };
}

function robotsError(v: RobotsVerdict, prefix: string): EngineError | undefined {
  return v.allowed ? undefined : new EngineError('BLOCKED_BY_ROBOTS', prefix + v.message);
}

/** Settle with `p`, or reject after `ms` or when the signal aborts. */
function bounded<T>(p: Promise<T>, ms: number, signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new EngineError('TIMEOUT', 'The host lookup took too long.'));
    const timer = setTimeout(stop, Math.max(1, Math.round(ms)));
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    p.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    });
  });
}

/** Build the gate from run options. Throws EngineError INVALID_POLICY for an invalid pattern. */
export function createGate(options: RunOptions, gateOptions: GateOptions = {}): Gate {
  const policy = createPolicy({
    blocked: options.policy?.blockedDomains,
    allowed: options.policy?.allowedDomains,
    labels: options.policy?.labels,
  });
  const robots = robotsHonoured(options);
  const logger = options.logger ?? nullLogger;
  const signal = options.signal;
  const outer = options.checkUrl;

  const policyHook: CheckUrl = (url, hop) => {
    const err = policyError(policy.check(url, hop.addresses), hop.index > 0 ? `A redirect led to ${url.href}: ` : '');
    if (err) throw err;
  };
  // robots.txt is fetched like a page, its own redirects checked by the policy (never by robots).
  const robotsCheck = createRobotsChecker({
    fetcher: httpRobotsFetcher({ ...httpOptionsFrom({ ...options, checkUrl: policyHook }), logger }),
    cache: gateOptions.robotsCache,
    logger,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
  });

  // One lookup per host name per run, bounded by the URL deadline and the caller's signal (a hung resolver must not
  // hang the run). Unresolvable here: names alone decide now; the fetch itself checks again after DNS.
  const lookups = new Map<string, Promise<string[]>>();
  function addressesOf(host: string): Promise<string[]> {
    if (!policy.needsAddresses || ipLiteral(host)) return Promise.resolve([]);
    let p = lookups.get(host);
    if (!p) {
      p = bounded(resolveHost(host, options.resolver), options.timeoutMs ?? DEFAULTS.timeoutMs, signal).then(
        (r) => r.addresses.map((a) => a.address),
        () => [],
      );
      lookups.set(host, p);
    }
    return p;
  }

  async function screenOne(u: PlannedUrl, withRobots: boolean, withPolicy: boolean): Promise<EngineError | undefined> {
    const fetchUrl = new URL(u.fetchUrl);
    const err = withPolicy ? policyError(policy.check(fetchUrl, await addressesOf(u.host))) : undefined;
    if (err) return err;
    // A rewrite (GitHub blob → raw) changes the host: the written host must not be blocked either.
    const written = new URL(u.url);
    if (withPolicy && written.hostname !== fetchUrl.hostname) {
      const v = policy.check(written, await addressesOf(written.hostname.replace(/^\[|\]$/g, '')));
      if (!v.allowed && v.list === 'blocked') return policyError(v);
    }
    if (!withRobots || !robots) return undefined;
    try {
      return robotsError(await robotsCheck(fetchUrl, signal), '');
    } catch (e) {
      // A robots.txt that cannot be matched in time fails its URL (TIMEOUT), not the whole run; cancel still stops all.
      if (e instanceof EngineError && e.code === 'TIMEOUT' && !signal?.aborted) return e;
      throw e;
    }
  }

  return {
    active: !policy.empty || robots,
    policy,
    robots,
    async screen(urls, opts) {
      const verdicts = await Promise.all(urls.map((u) => screenOne(u, opts.robots, opts.policy ?? true)));
      const passed: PlannedUrl[] = [];
      const blocked = new Map<number, PageResult>();
      urls.forEach((u, i) => {
        const err = verdicts[i];
        if (!err) return passed.push(u);
        logger.warn(`${u.url}: ${err.code} ${err.message}`);
        options.onProgress?.({ type: 'done', index: u.index, url: u.url, ok: false, error: err.toJSON() });
        blocked.set(u.index, blockedPage(u, err));
      });
      return { passed, blocked };
    },
    async checkUrl(url, hop) {
      policyHook(url, hop);
      if (robots) {
        const err = robotsError(await robotsCheck(url, signal), hop.index > 0 ? `A redirect led to ${url.href}: ` : '');
        if (err) throw err;
      }
      await outer?.(url, hop);
    },
  };
}
