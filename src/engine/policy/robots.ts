// robots.txt fetching and caching per origin. Fetched with the page's limits through the engine's httpGet (pinned
// addresses, redirects re-checked by the policy), private hosts included. Per the issue, only a readable file can
// block: 4xx means "no rules", and a 5xx, timeout or network error does not block the page either.
import { EngineError, type Logger } from '../types';
import { httpGet, type HttpOptions } from '../net/http';
import { ROBOTS_MAX_BYTES, ROBOTS_PRODUCT_TOKEN, parseRobotsTxt, robotsDecideAsync, type RobotsFile } from './robotsTxt';

/** What we know about one origin's robots.txt. */
export interface RobotsEntry {
  /** found: a file was read; missing: 4xx (no rules); unreachable: 5xx, timeout, network error (not honoured). */
  state: 'found' | 'missing' | 'unreachable';
  /** The parsed file, when found. */
  file: RobotsFile | null;
  /** Why there are no rules, for the log. */
  note?: string;
}

export type RobotsVerdict = { allowed: true } | { allowed: false; robotsUrl: string; rule: string; message: string };

/** Fetches one robots.txt URL; injectable for tests. */
export type RobotsFetcher = (robotsUrl: string, signal?: AbortSignal) => Promise<RobotsEntry>;

/** A found or missing file is kept a day (RFC 9309 §2.4); a failed fetch only briefly. */
const TTL_MS = 24 * 60 * 60 * 1000;
const ERROR_TTL_MS = 5 * 60 * 1000;
const MAX_ORIGINS = 256;

/** The robots.txt fetcher built on httpGet: same timeouts, proxy, TLS and pinning as pages; at most 500 KiB read. */
export function httpRobotsFetcher(http: HttpOptions): RobotsFetcher {
  return async (robotsUrl, signal) => {
    const opts: HttpOptions = {
      ...http,
      maxBytes: Math.min(http.maxBytes, ROBOTS_MAX_BYTES),
      headers: undefined,
      acceptBinary: undefined,
    };
    try {
      const res = await httpGet(robotsUrl, opts, signal);
      if (res.status < 200 || res.status >= 300) return { state: 'missing', file: null, note: `HTTP ${res.status}: no rules` };
      return { state: 'found', file: parseRobotsTxt(res.body.toString('utf8')) };
    } catch (e) {
      if (signal?.aborted) throw e;
      const err = e instanceof EngineError ? e : undefined;
      const status = err?.status;
      if (status !== undefined && status >= 400 && status < 500) return { state: 'missing', file: null, note: `HTTP ${status}: no rules` };
      // A binary answer (UNSUPPORTED_CONTENT_TYPE) is no robots.txt either.
      if (err?.code === 'UNSUPPORTED_CONTENT_TYPE') return { state: 'missing', file: null, note: `${err.message}: no rules` };
      return { state: 'unreachable', file: null, note: `${err?.code ?? 'ERROR'} (${err?.message ?? String(e)}): not honoured` };
    }
  };
}

interface CacheSlot {
  expires: number;
  entry: Promise<RobotsEntry>;
}

/** A small in-memory cache per origin (scheme, host, port), shared by concurrent callers. */
export class RobotsCache {
  private readonly slots = new Map<string, CacheSlot>();
  constructor(
    private readonly maxOrigins = MAX_ORIGINS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The entry of an origin, fetching it (once, even when asked concurrently) when absent or stale. */
  async get(origin: string, fetch: () => Promise<RobotsEntry>, signal?: AbortSignal): Promise<RobotsEntry> {
    const slot = this.slots.get(origin);
    if (slot && slot.expires > this.now()) {
      try {
        return await slot.entry;
      } catch (e) {
        // Someone else's cancelled fetch: fetch again for this caller unless it was cancelled too.
        if (signal?.aborted) throw e;
      }
    }
    const entry = fetch();
    const fresh: CacheSlot = { expires: this.now() + TTL_MS, entry };
    this.slots.delete(origin);
    this.slots.set(origin, fresh);
    while (this.slots.size > this.maxOrigins) this.slots.delete(this.slots.keys().next().value!);
    try {
      const value = await entry;
      if (value.state === 'unreachable') fresh.expires = this.now() + ERROR_TTL_MS;
      return value;
    } catch (e) {
      if (this.slots.get(origin) === fresh) this.slots.delete(origin);
      throw e;
    }
  }

  clear(): void {
    this.slots.clear();
  }

  get size(): number {
    return this.slots.size;
  }
}

export interface RobotsCheckerOptions {
  fetcher: RobotsFetcher;
  cache?: RobotsCache;
  token?: string;
  logger?: Logger;
  /** Deadline of one check (fetch and matching), in ms (default 10 000): past it the check fails with TIMEOUT. */
  timeoutMs?: number;
}

/** Decides whether robots.txt lets us fetch a URL. */
export function createRobotsChecker(opts: RobotsCheckerOptions): (url: URL, signal?: AbortSignal) => Promise<RobotsVerdict> {
  const cache = opts.cache ?? new RobotsCache();
  const token = opts.token ?? ROBOTS_PRODUCT_TOKEN;
  return async (url, signal) => {
    // One deadline for the whole check: fetching the file (bounded by its own request deadline) and matching.
    const deadline = performance.now() + (opts.timeoutMs ?? 10_000);
    const robotsUrl = `${url.origin}/robots.txt`;
    const entry = await cache.get(url.origin, () => opts.fetcher(robotsUrl, signal), signal);
    if (entry.note) opts.logger?.debug(`${robotsUrl}: ${entry.note}`);
    if (!entry.file) return { allowed: true };
    const path = url.pathname + url.search;
    // Matching yields to the event loop while it runs, so cancel and the deadline hold even for a hostile file.
    const d = await robotsDecideAsync(entry.file, path, token, { signal, deadline });
    if (d.allowed) return { allowed: true };
    return {
      allowed: false,
      robotsUrl,
      rule: d.rule.line,
      message: `robots.txt of ${url.origin} disallows ${path} for ${token} (rule "${d.rule.line}").`,
    };
  };
}
