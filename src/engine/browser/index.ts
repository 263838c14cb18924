// JavaScript rendering for the direct route: after a page's HTML is fetched and extracted, decide whether it is a
// script shell (detect.ts, cheap, in the engine bundle) and, when it is, render it in an installed browser. The
// browser code lives in its own bundle (dist/browser.js), loaded on the first page that needs it, so activation
// and the CLI's start never pay for it.
import { createHash } from 'node:crypto';
import { EngineError, type FetchOptions, type Logger, type RenderInfo, type RenderMode } from '../types';
import { detectShell, type ShellVerdict } from './detect';
import { proxyFor } from '../net/http';
import type { RateLimiter } from '../net/ratelimit';
import { createPolicy } from '../policy/policy';
import { lazyModule } from '../util/lazyModule';

export { detectShell, shellSignals, judgeShell, mayBeShell, type ShellSignals, type ShellVerdict } from './detect';

type Renderer = typeof import('./renderer');

/** dist/browser.js next to the bundle that runs; from source (tests) the TypeScript module itself. */
const renderer = lazyModule<Renderer>(__dirname, 'browser.js', 'renderer');

/** True once the browser module was loaded (tests: a page that is not a shell must not load it). */
export function isRendererLoaded(): boolean {
  return renderer.loaded();
}

/**
 * Where one owner's browser lives: an engine holds one for all its runs (closed by engine.dispose()), a fetchPages
 * call outside an engine holds one for that call. The pool is created on the first page that needs the browser, so
 * the browser module is loaded only then.
 */
export interface BrowserSlot {
  pool?: unknown;
  /** Rendered pages kept for reuse (see RenderCache). */
  renders?: RenderCache;
}

interface StoredRender {
  html: string;
  finalUrl?: string;
  info: RenderInfo;
  at: number;
}

/**
 * Rendered pages of one owner (an engine, or one fetchPages call), for a repeat of the same URL: keyed by the render
 * mode, the URL and a hash of the HTML the server sent. An entry is used only while the served page itself comes
 * fresh from the response cache (a hit: within its TTL, not cleared) and is younger than that TTL itself, so a
 * repeat costs no browser and no request, and "Clear Cache" (which empties the response cache, and this one, see
 * clearRenderCache) makes the next fetch render again. At most 100 pages and 32 MB of HTML, least recently used out.
 */
export class RenderCache {
  private readonly entries = new Map<string, StoredRender>();
  private chars = 0;
  constructor(
    private readonly maxEntries = 100,
    private readonly maxChars = 16 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  static keyOf(mode: RenderMode, url: string, servedHtml: string): string {
    return RenderCache.keyOfDigest(mode, url, createHash('sha256').update(servedHtml).digest('base64url'));
  }

  /** The key from a digest of what was served (the page converter computes it off the calling thread). */
  static keyOfDigest(mode: RenderMode, url: string, servedDigest: string): string {
    return `${mode}\n${url}\n${servedDigest}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, ttlMs: number): StoredRender | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (this.now() - e.at >= ttlMs) {
      this.chars -= e.html.length;
      return undefined;
    }
    this.entries.set(key, e); // most recently used last
    return e;
  }

  set(key: string, value: Omit<StoredRender, 'at'>): void {
    if (value.html.length > this.maxChars) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.html.length;
    }
    this.entries.set(key, { ...value, at: this.now() });
    this.chars += value.html.length;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= e.html.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}

/** Forget every rendered page of a slot (the engine's clearCache: "Clear Cache"). */
export function clearRenderCache(slot: BrowserSlot): void {
  slot.renders?.clear();
}

/** Close the browser of a slot, if one was started. */
export async function closeBrowserSlot(slot: BrowserSlot): Promise<void> {
  const pool = slot.pool as { close(): Promise<void> } | undefined;
  slot.pool = undefined;
  if (pool) await pool.close();
}

/** Less time than this left for the URL: do not start a render that cannot finish. */
const MIN_RENDER_MS = 1000;

export interface RenderRequest {
  /**
   * The served page as judged by the page converter (verdict and digest, computed off this thread), or its HTML to
   * judge here (small pages only: detection and hashing are linear in it).
   */
  served: { verdict: ShellVerdict; digest: string } | { html: string };
  /** Characters of main content the extractor found in the served HTML. */
  textChars: number;
  /** The URL the HTML came from (after redirects). */
  url: string;
  /** The page (or a hop of it) is on a private address. */
  isPrivate: boolean;
  /** Time left for this URL (ms). */
  timeLeftMs: number;
  options: FetchOptions & { policy?: import('../types').FetchPolicyOptions };
  /** Whose browser renders the page. */
  browser: BrowserSlot;
  log: Logger;
  /** The run's per-host rate limiter: the page's navigations wait for it, its sub-resources are counted. */
  rateLimiter?: Pick<RateLimiter, 'acquire' | 'record'>;
  /**
   * Where the served HTML came from: a fresh response-cache hit may reuse an earlier render of it (within `ttlMs`);
   * any cached state but 'bypass' (no cache for the run) stores the render for next time.
   */
  source?: { cache: 'hit' | 'miss' | 'revalidated' | 'bypass'; ttlMs: number };
}

/** Bytes the resources of one rendered page may receive (the gatekeeper stops loading past it). */
export const RENDER_MAX_RESOURCE_BYTES = 50 * 1024 * 1024;

export interface RenderOutcome {
  /** The rendered DOM and where it ended up, when the browser rendered the page. */
  html?: string;
  finalUrl?: string;
  info: RenderInfo;
}

/** The run's block/allow lists as a check for every connection of the page (undefined when both are empty). */
function policyCheck(o: RenderRequest['options']) {
  const p = o.policy;
  if (!p?.blockedDomains?.length && !p?.allowedDomains?.length) return undefined;
  const policy = createPolicy({ blocked: p.blockedDomains, allowed: p.allowedDomains, labels: p.labels });
  return (url: URL, addresses: string[]) => policy.check(url, addresses);
}

/** The error's code when it is an EngineError from either bundle (`instanceof` does not cross bundles). */
function engineCode(e: unknown): string | undefined {
  return e && typeof e === 'object' && (e as { name?: unknown }).name === 'EngineError' ? String((e as { code?: unknown }).code) : undefined;
}

/** The report's note for a script shell when rendering is turned off. */
const RENDER_OFF_NOTE = 'The page builds its text with JavaScript, and rendering JavaScript is turned off; this is the text the server sent.';

/**
 * Render the page when the mode asks for it (always) or it looks like a script shell (auto); with rendering off (never),
 * a script shell gets only the note that it needs JavaScript. Undefined: not needed.
 * Never throws for a failed render (the served page's text stays, with a note) — only for cancellation (ABORTED).
 */
export async function renderIfNeeded(req: RenderRequest): Promise<RenderOutcome | undefined> {
  const mode: RenderMode = req.options.renderJavaScript ?? 'auto';
  const served = req.served;
  const verdict = mode === 'always' ? { shell: true, reason: 'always' } : 'verdict' in served ? served.verdict : detectShell(served.html, req.textChars);
  if (!verdict.shell) return undefined;
  const reason = mode === 'always' ? 'renderJavaScript: always' : `script shell (${verdict.reason})`;
  // rendering is off: say why the text is (almost) nothing rather than show an unexplained blank
  if (mode === 'never') return { info: { status: 'skipped', reason, note: RENDER_OFF_NOTE } };
  const cacheKey =
    req.source && req.source.cache !== 'bypass'
      ? 'digest' in served
        ? RenderCache.keyOfDigest(mode, req.url, served.digest)
        : RenderCache.keyOf(mode, req.url, served.html)
      : undefined;
  if (cacheKey && req.source!.cache === 'hit') {
    const hit = req.browser.renders?.get(cacheKey, req.source!.ttlMs);
    if (hit) {
      req.log.info(`${req.url}: rendered page reused from the cache (rendered ${Math.round((Date.now() - hit.at) / 1000)} s ago)`);
      return { html: hit.html, finalUrl: hit.finalUrl, info: { ...hit.info, fromCache: true } };
    }
  }
  if (req.timeLeftMs < MIN_RENDER_MS) {
    return { info: { status: 'skipped', reason, note: `The page needs JavaScript, but too little of its time was left to render it (${Math.round(req.timeLeftMs)} ms).` } };
  }
  const o = req.options;
  const t0 = performance.now();
  try {
    const mod = renderer.load();
    const pool = (req.browser.pool ??= new mod.BrowserPool()) as InstanceType<Renderer['BrowserPool']>;
    const r = await mod.renderPage(req.url, {
      pool,
      timeoutMs: req.timeLeftMs,
      signal: o.signal,
      browserPath: o.browserPath,
      allowPrivate: req.isPrivate,
      resolver: o.resolver,
      policy: policyCheck(o),
      checkUrl: o.checkUrl,
      upstreamFor: (url) => proxyFor(url, false, { proxy: o.proxy, noProxy: o.noProxy }),
      logger: req.log,
      maxResourceBytes: RENDER_MAX_RESOURCE_BYTES,
      ...(req.rateLimiter ? { rateLimiter: req.rateLimiter } : {}),
    });
    req.log.info(`${req.url}: rendered in the browser in ${Math.round(r.timeMs)} ms (${r.settled}; ${r.requests} requests, ${r.refused.length} refused, ${r.bytes} bytes)`);
    if (r.stopped) req.log.warn(`${req.url}: loading stopped: ${r.stopped}`);
    const info: RenderInfo = {
      status: 'rendered',
      reason,
      timeMs: Math.round(r.timeMs),
      settled: r.settled,
      requests: r.requests,
      refused: r.refused.length,
      ...(r.stopped ? { note: `The browser stopped loading this page: ${r.stopped}. The text is what had loaded by then.` } : {}),
    };
    if (cacheKey) (req.browser.renders ??= new RenderCache()).set(cacheKey, { html: r.html, finalUrl: r.finalUrl, info });
    return { html: r.html, finalUrl: r.finalUrl, info };
  } catch (e) {
    const code = engineCode(e);
    if (code === 'ABORTED' || o.signal?.aborted) throw new EngineError('ABORTED', `Fetching ${req.url} was cancelled.`, { cause: e });
    const unavailable = (e as Error)?.name === 'BrowserUnavailableError';
    const message = (e as Error)?.message ?? String(e);
    req.log.warn(`${req.url}: ${unavailable ? 'no browser' : 'render failed'}: ${message}`);
    return {
      info: {
        status: unavailable ? 'unavailable' : 'failed',
        reason,
        timeMs: Math.round(performance.now() - t0),
        note: unavailable
          ? `The page needs JavaScript, but no browser was found to render it; this is the text the server sent. ${message}`
          : `The page needs JavaScript, but rendering it failed${code ? ` (${code})` : ''}: ${message} This is the text the server sent.`,
      },
    };
  }
}
