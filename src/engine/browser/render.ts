// renderPage: load one URL in a headless browser that is already installed and return the DOM as HTML, under the
// same rules as the direct route. Each page gets a fresh browser context (its own cookies and storage, thrown
// away after) whose proxy is a gatekeeper of its own (gatekeeper.ts): every connection the page makes is
// resolved, classified, checked against the policy and pinned by the engine. Navigations (the page, its
// redirects, script-driven location changes, frames) also pass the run's checkUrl hook (policy, robots.txt).
// Downloads are denied, pop-ups closed, dialogs dismissed, service workers bypassed; the page is closed after
// use, on the deadline and on cancel.
import { resolveHost } from '../net/address';
import { EngineError, nullLogger, type FetchOptions, type Logger, type Resolver } from '../types';
import type { CdpEvent, CdpParams } from './cdp';
import { findBrowser } from './find';
import { GATE_DEFAULTS, startGatekeeper, type Gatekeeper, type PolicyCheck, type Refusal } from './gatekeeper';
import { launchBrowser, type BrowserProcess } from './process';
import { isRateExempt, type RateLimiter } from '../net/ratelimit';

/** A URL's host name as the rate limiter counts it (as urls/prompt.ts hostOf, without its module). */
const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export interface RenderOptions {
  /** Time for the whole render, browser start included (ms). */
  timeoutMs: number;
  signal?: AbortSignal;
  /** An explicit browser executable (webFetch.browserPath); else Chrome/Edge/Chromium at the usual places. */
  browserPath?: string;
  /** The page itself is on a private address (then its requests may reach private addresses too). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  /** The fetch policy, for every connection of the page (e.g. createPolicy(…).check bound to its policy). */
  policy?: PolicyCheck;
  /** The run's per-hop hook (policy and robots.txt), called for every navigation of the page. */
  checkUrl?: FetchOptions['checkUrl'];
  /** The upstream proxy for a URL, as the direct route would use it (none: connect directly). */
  upstreamFor?: (url: URL) => string | undefined;
  /** Longest HTML returned, in characters (default 5 000 000); longer DOMs are cut. */
  maxHtmlChars?: number;
  /** Most bytes the page's requests may receive in total (default 50 MB), and most requests (default 1500). */
  maxResourceBytes?: number;
  maxRequests?: number;
  /**
   * The run's per-host rate limit (net/ratelimit.ts). Navigations (the page, frames, script-driven changes) wait
   * for a slot like a direct fetch; sub-resources are counted without waiting, as a redirect hop is, so later
   * requests to those hosts wait for them while the render itself never stalls on its own scripts and images.
   */
  rateLimiter?: Pick<RateLimiter, 'acquire' | 'record'>;
  logger?: Logger;
  /** The browser pool to render in (an engine's, or one fetchPages call's). */
  pool: BrowserPool;
}

export interface RenderResult {
  html: string;
  /** location.href after scripts ran (script redirects included). */
  finalUrl: string;
  title: string;
  /** Wall time of the render, browser start included. */
  timeMs: number;
  /** Time spent starting the browser (0 when it was already running). */
  launchMs: number;
  /** What ended the wait: the network went quiet after load, the text stopped changing, or the deadline. */
  settled: 'idle' | 'stable' | 'deadline';
  /** Connections the gatekeeper saw, and those it or the navigation check refused. */
  requests: number;
  /** Bytes the page received through the gatekeeper. */
  bytes: number;
  /** Set when a cap (bytes or requests) stopped the page's loading: a sentence saying which. */
  stopped?: string;
  refused: Refusal[];
  popupsClosed: number;
  dialogsDismissed: number;
  /** The page's JavaScript heap when the DOM was read (bytes). */
  jsHeapBytes: number;
  truncated: boolean;
  browser: string;
}

/** No browser to render with: the caller keeps the shell's text and says so. */
export class BrowserUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

const CAPTURE_RESERVE_MS = 400;
const QUIET_MS = 500;
const STALE_REQUEST_MS = 2000;
const STABLE_MS = 1000;
const LONG_LIVED = new Set(['WebSocket', 'EventSource', 'Ping', 'CSPViolationReport', 'Manifest', 'SignedExchange', 'Preflight']);

/** A page of the pool, from track to untrack: `cancelled` once no longer wanted (its render was cancelled, or the browser did not close it in time). */
interface OpenPage {
  cancelled: boolean;
}

/**
 * One browser process for the run, shared by its pages (at most `maxPages` at a time), closed after `idleMs` idle.
 * Cancel: each cancelled page's context is disposed of at once, in one command, and the caller is answered without
 * waiting for it. Whenever no page that is still wanted is open and a cancelled one is (a run cancelled as a whole,
 * or the last wanted page done while a cancelled one lingers in a stuck browser), the browser is killed: SIGKILL to
 * its process group stops every page in one step, where disposing of four contexts took the browser 70–250 ms on two
 * loaded cores (bench:shell-cancel). The next render starts a new browser.
 */
export class BrowserPool {
  private browser: Promise<BrowserProcess> | undefined;
  /** The browser once started (for a synchronous kill on cancel). */
  private live: BrowserProcess | undefined;
  private readonly open = new Set<OpenPage>();
  private reapQueued = false;
  private active = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly waiting: (() => void)[] = [];
  /** Times the browser was started (for tests and benchmarks). */
  launches = 0;
  /** Times a cancel killed the browser (for tests and benchmarks). */
  kills = 0;

  constructor(readonly opts: { idleMs?: number; maxPages?: number } = {}) {}

  /** The running browser, if any (tests). */
  current(): Promise<BrowserProcess> | undefined {
    return this.browser;
  }

  async acquire(executable: string, signal: AbortSignal | undefined, timeoutMs: number): Promise<{ browser: BrowserProcess; launchMs: number; release: () => void }> {
    const max = this.opts.maxPages ?? 4;
    if (this.active >= max) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const i = this.waiting.indexOf(go);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(signal!.reason);
        };
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(go);
      });
    }
    this.active++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active--;
      const next = this.waiting.shift();
      if (next) return next();
      if (this.active === 0) {
        void this.browser?.then((b) => b.hold(false), () => undefined);
        this.idleTimer = setTimeout(() => void this.close(), this.opts.idleMs ?? 15_000);
        this.idleTimer.unref();
      }
    };
    try {
      const t0 = performance.now();
      let launched = false;
      const existing = this.browser ? await this.browser.catch(() => undefined) : undefined;
      if (!existing || existing.closed || existing.executable !== executable) {
        if (existing && !existing.closed && this.active === 1) await existing.close();
        launched = true;
        this.launches++;
        const launching = launchBrowser(executable, { signal, timeoutMs });
        this.browser = launching;
        void launching.then((b) => {
          if (this.browser === launching) this.live = b;
        }, () => undefined);
      }
      const browser = await this.browser!;
      this.live = browser;
      browser.hold(true);
      return { browser, launchMs: launched ? performance.now() - t0 : 0, release };
    } catch (e) {
      this.browser = undefined;
      release();
      throw e;
    }
  }

  /** A page is open in the pool until the returned function is called. */
  track(): { page: OpenPage; untrack: () => void } {
    const page: OpenPage = { cancelled: false };
    this.open.add(page);
    return {
      page,
      untrack: () => {
        this.open.delete(page);
        this.reap();
      },
    };
  }

  /** A page's render was cancelled (its context is being disposed of). */
  cancelled(page: OpenPage): void {
    page.cancelled = true;
    if (this.reapQueued) return;
    // every page of a run shares its signal: judge once all of them have heard the abort (a microtask later)
    this.reapQueued = true;
    queueMicrotask(() => {
      this.reapQueued = false;
      this.reap();
    });
  }

  /** No wanted page open, a cancelled one still open: the browser is killed, and every page ends with it. */
  private reap(): void {
    if (this.open.size > 0 && [...this.open].every((p) => p.cancelled)) this.kill();
  }

  private kill(): void {
    const b = this.live;
    if (!b || b.closed) return;
    this.kills++;
    this.live = undefined;
    this.browser = undefined;
    b.kill();
  }

  /** Close the browser now (pages still open are closed with it). */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const b = this.browser;
    this.browser = undefined;
    this.live = undefined;
    if (b) await b.then((x) => x.close(), () => undefined);
  }
}

function abortError(signal: AbortSignal | undefined, url: string): EngineError {
  const r = signal?.reason;
  return r instanceof EngineError ? r : new EngineError('ABORTED', `Rendering ${url} was cancelled.`);
}

/** Render one URL. Throws BrowserUnavailableError (no browser), or EngineError (TIMEOUT, ABORTED, BLOCKED_*, CONNECT_FAILED). */
export async function renderPage(url: string, opts: RenderOptions): Promise<RenderResult> {
  const t0 = performance.now();
  const deadlineAt = t0 + opts.timeoutMs;
  const log = opts.logger ?? nullLogger;
  const signal = opts.signal;
  if (signal?.aborted) throw abortError(signal, url);
  const found = findBrowser(opts.browserPath);
  if (!found) {
    throw new BrowserUnavailableError(
      opts.browserPath
        ? `No browser at ${opts.browserPath} (webFetch.browserPath).`
        : 'No Chrome, Edge or Chromium was found at the usual places; set webFetch.browserPath to render JavaScript pages.',
    );
  }
  const pool = opts.pool;
  const left = () => deadlineAt - performance.now();
  let acquired: Awaited<ReturnType<BrowserPool['acquire']>>;
  try {
    acquired = await pool.acquire(found.path, signal, Math.max(1, left()));
  } catch (e) {
    if (signal?.aborted) throw abortError(signal, url);
    if (e instanceof EngineError) throw e;
    throw new BrowserUnavailableError(`The browser at ${found.path} could not be started: ${(e as Error).message}`);
  }
  const { browser, launchMs, release } = acquired;
  const cdp = browser.cdp;
  let gate: Gatekeeper;
  try {
    gate = await startGatekeeper({
      allowPrivate: opts.allowPrivate ?? false,
      resolver: opts.resolver,
      policy: opts.policy,
      upstreamFor: opts.upstreamFor,
      ...(opts.maxResourceBytes !== undefined ? { maxBytes: opts.maxResourceBytes } : {}),
      ...(opts.maxRequests !== undefined ? { maxRequests: opts.maxRequests } : {}),
    });
  } catch (e) {
    release();
    throw e;
  }
  const refusedNav: Refusal[] = [];
  let contextId: string | undefined;
  let targetId: string | undefined;
  let sessionId: string | undefined;
  let popupsClosed = 0;
  let dialogsDismissed = 0;
  let navError: EngineError | undefined;
  const inflight = new Map<string, number>();
  let lastActivity = performance.now();
  let domReady = false;
  let loaded = false;
  let docHops = 0;
  let closing: Promise<void> | undefined;
  const maxRequests = opts.maxRequests ?? GATE_DEFAULTS.maxRequests;
  let pageRequests = 0;
  let blockedByCount: string | undefined;

  // Closing the page is disposing of its context: the page, its pop-ups, cookies and storage go in one command,
  // sent at once (one round trip, no closeTarget before it). A context still being created is disposed of as soon
  // as the browser answers. The pool slot is freed once the context is gone.
  let creatingContext: Promise<string | undefined> | undefined;
  // Aborted when the page closes: a navigation waiting for a rate-limit slot stops waiting.
  const pageDone = new AbortController();
  const closePage = (): Promise<void> =>
    (closing ??= (async () => {
      pageDone.abort();
      const id = contextId ?? (await creatingContext);
      if (id) await cdp.send('Target.disposeBrowserContext', { browserContextId: id }).catch(() => undefined);
    })());

  const onEvent = (e: CdpEvent) => {
    const p = e.params as Record<string, any>;
    if (e.method === 'Target.targetCreated' || e.method === 'Target.targetInfoChanged') {
      const info = p.targetInfo as { targetId: string; type: string; browserContextId?: string; openerId?: string };
      // Our own page's event arrives before createTarget answers (targetId still unset): only later pages are pop-ups.
      if (targetId && info.browserContextId === contextId && info.targetId !== targetId && info.type === 'page' && e.method === 'Target.targetCreated') {
        popupsClosed++;
        cdp.send('Target.closeTarget', { targetId: info.targetId }).catch(() => undefined);
      }
      return;
    }
    if (!sessionId || e.sessionId !== sessionId) return;
    switch (e.method) {
      case 'Network.requestWillBeSent':
        if (!LONG_LIVED.has(String(p.type))) inflight.set(String(p.requestId), performance.now());
        lastActivity = performance.now();
        // A sub-resource (or a redirect hop of one) counts against its host's rate limit; documents wait in onDocument.
        if (p.type !== 'Document') countRequest(String(p.request?.url ?? ''));
        // The request cap, counted here too: the gatekeeper sees one tunnel for many HTTPS requests.
        if (++pageRequests > maxRequests && !blockedByCount) {
          blockedByCount = `the page made more than ${maxRequests} requests, the cap for one rendered page`;
          cdp.send('Network.setBlockedURLs', { urls: ['*'] }, sessionId).catch(() => undefined);
        }
        break;
      case 'Network.loadingFinished':
      case 'Network.loadingFailed':
        inflight.delete(String(p.requestId));
        lastActivity = performance.now();
        break;
      case 'Page.domContentEventFired':
        domReady = true;
        break;
      case 'Page.loadEventFired':
        domReady = true;
        loaded = true;
        break;
      case 'Page.frameStartedLoading':
        if (p.frameId === targetId) {
          loaded = false;
        }
        break;
      case 'Page.javascriptDialogOpening':
        dialogsDismissed++;
        cdp.send('Page.handleJavaScriptDialog', { accept: false }, sessionId).catch(() => undefined);
        break;
      case 'Fetch.requestPaused':
        void onDocument(String(p.requestId), String(p.request?.url ?? ''), p.frameId === targetId);
        break;
    }
  };

  /** Count one request of the page against its host's rate limit, without waiting (http and https only). */
  function countRequest(raw: string): void {
    if (!opts.rateLimiter || !/^https?:/i.test(raw)) return;
    try {
      const host = hostOf(new URL(raw));
      if (!isRateExempt(host)) opts.rateLimiter.record(host);
    } catch {
      // not a URL: nothing to count
    }
  }

  /** A navigation (page, redirect, script-driven change, frame): scheme, address class and the run's checkUrl. */
  async function onDocument(requestId: string, docUrl: string, mainFrame: boolean): Promise<void> {
    let err: EngineError | undefined;
    let u: URL | undefined;
    try {
      u = new URL(docUrl);
    } catch {
      err = new EngineError('BLOCKED_BY_POLICY', `The page navigated to an invalid URL.`);
    }
    if (u && u.protocol !== 'http:' && u.protocol !== 'https:') {
      err = new EngineError('BLOCKED_BY_POLICY', `The page navigated to ${u.protocol} URL, which is not fetched.`);
    }
    if (u && !err) {
      const host = u.hostname.replace(/^\[|\]$/g, '');
      let hop = { index: docHops++, private: false, addresses: [] as string[] };
      try {
        const r = await resolveHost(host, opts.resolver);
        hop = { ...hop, private: r.private, addresses: r.addresses.map((a) => a.address) };
      } catch {
        // unresolvable: the gatekeeper refuses it (or the upstream proxy decides)
      }
      if (hop.private && !opts.allowPrivate) {
        err = new EngineError('BLOCKED_REDIRECT', `The page tried to load ${u.href}, a private address; it was refused.`);
      } else {
        try {
          await opts.checkUrl?.(u, hop);
          // A navigation is a page fetch: it waits for its host's rate-limit slot (until the page closes).
          const h = hostOf(u);
          if (opts.rateLimiter && !isRateExempt(h)) await opts.rateLimiter.acquire(h, pageDone.signal);
        } catch (e) {
          if (pageDone.signal.aborted) return;
          err = e instanceof EngineError ? e : new EngineError('BLOCKED_BY_POLICY', (e as Error).message);
        }
      }
    }
    if (err) {
      refusedNav.push({ target: docUrl.slice(0, 200), reason: err.message });
      if (mainFrame) navError ??= err;
      await cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }, sessionId).catch(() => undefined);
    } else {
      await cdp.send('Fetch.continueRequest', { requestId }, sessionId).catch(() => undefined);
    }
  }

  const off = cdp.onEvent(onEvent);
  let abortReject: (e: unknown) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => (abortReject = reject));
  aborted.catch(() => undefined);
  const tracked = pool.track();
  const onAbort = () => {
    // the page's way out is cut at once: whatever the browser still runs of it reaches nothing
    gate.cut();
    void closePage();
    pool.cancelled(tracked.page);
    abortReject(abortError(signal, url));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort(); // aborted while the gatekeeper started
  // The deadline bounds every step (a navigation that never commits, a browser that stops answering).
  const deadlineTimer = setTimeout(() => {
    void closePage();
    abortReject(new EngineError('TIMEOUT', `${url} did not finish rendering within ${Math.round(opts.timeoutMs / 100) / 10} s.`));
  }, Math.max(1, left()));
  const offClose = cdp.onClose(() => abortReject(new EngineError('CONNECT_FAILED', 'The browser closed while rendering the page.')));
  const call = <T extends CdpParams = CdpParams>(method: string, params: CdpParams = {}, session = true): Promise<T> =>
    Promise.race([cdp.send<T>(method, params, session ? sessionId : undefined), aborted]);

  try {
    creatingContext = cdp
      .send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true, proxyServer: gate.url, proxyBypassList: '<-loopback>' })
      .then((r) => r.browserContextId, () => undefined);
    const ctxId = await Promise.race([creatingContext, aborted]);
    if (!ctxId) throw new Error('the browser did not create a context for the page');
    contextId = ctxId;
    await call('Browser.setDownloadBehavior', { behavior: 'deny', browserContextId: contextId }, false);
    const target = await call<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId: contextId }, false);
    targetId = target.targetId;
    const attached = await call<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true }, false);
    sessionId = attached.sessionId;
    const ua = browser.userAgent.replace(/HeadlessChrome/g, 'Chrome');
    for (const f of [
      () => call('Page.enable'),
      () => call('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 }),
      () => call('Network.setBypassServiceWorker', { bypass: true }),
      () => call('Network.setUserAgentOverride', { userAgent: ua }),
      () => call('Performance.enable'),
      () => call('Page.setInterceptFileChooserDialog', { enabled: true }),
      () => call('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }] }),
      // Pop-ups: window.open returns nothing (new windows that appear anyway are closed, see onEvent).
      () => call('Page.addScriptToEvaluateOnNewDocument', { source: 'window.open = function () { return null; };' }),
    ]) await f();
    const nav = await call<{ errorText?: string }>('Page.navigate', { url });
    if (navError) throw navError;
    if (nav.errorText) {
      if (gate.refused.length) throw new EngineError('BLOCKED_BY_POLICY', `The browser could not load ${url}: ${gate.refused[0]!.reason}.`);
      throw new EngineError('CONNECT_FAILED', `The browser could not load ${url} (${nav.errorText}).`);
    }

    // Wait: load fired and the network quiet, or the text stopped changing, or the deadline (then read what is there).
    let settled: RenderResult['settled'] = 'deadline';
    let lastLen = -1;
    let lastLenChange = performance.now();
    let lastProbe = 0;
    for (;;) {
      const now = performance.now();
      if (navError) throw navError;
      if (deadlineAt - now <= CAPTURE_RESERVE_MS) break;
      const busy = [...inflight.values()].filter((t) => now - t < STALE_REQUEST_MS).length;
      const quiet = busy === 0 && now - lastActivity >= QUIET_MS;
      if (loaded && quiet) {
        settled = 'idle';
        break;
      }
      if (domReady && now - lastProbe >= 250) {
        lastProbe = now;
        const r = await call<{ result: { value?: number } }>('Runtime.evaluate', {
          expression: 'document.body ? document.body.innerText.length : 0',
          returnByValue: true,
          timeout: 500,
        }).catch((e) => {
          if (signal?.aborted) throw e;
          return { result: { value: lastLen } };
        });
        const len = Number(r.result?.value ?? 0);
        if (len !== lastLen) {
          lastLen = len;
          lastLenChange = performance.now();
        } else if (len >= 200 && performance.now() - lastLenChange >= STABLE_MS && (quiet || busy <= 2)) {
          settled = 'stable';
          break;
        }
      }
      await Promise.race([new Promise((r) => setTimeout(r, 100)), aborted]);
    }

    const max = opts.maxHtmlChars ?? 5_000_000;
    const captured = await call<{ result: { value?: { html: string; url: string; title: string; truncated: boolean } } }>('Runtime.evaluate', {
        expression: `(() => { const d = document.documentElement; const h = d ? d.outerHTML : ''; const max = ${max}; return { html: h.length > max ? h.slice(0, max) : h, url: location.href, title: document.title || '', truncated: h.length > max }; })()`,
        returnByValue: true,
        timeout: Math.max(100, CAPTURE_RESERVE_MS),
      });
    const value = captured.result?.value;
    if (!value) throw new EngineError('CONNECT_FAILED', `The rendered page ${url} could not be read.`);
    const metrics = await call<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics').catch(() => ({ metrics: [] }));
    const heap = metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    return {
      html: value.html,
      finalUrl: value.url,
      title: value.title,
      timeMs: performance.now() - t0,
      launchMs,
      settled,
      requests: gate.requests,
      bytes: gate.bytes,
      ...(gate.stopped || blockedByCount ? { stopped: gate.stopped ?? blockedByCount } : {}),
      refused: [...refusedNav, ...gate.refused],
      popupsClosed,
      dialogsDismissed,
      jsHeapBytes: heap,
      truncated: value.truncated,
      browser: browser.product,
    };
  } catch (e) {
    if (signal?.aborted) throw abortError(signal, url);
    if (e instanceof EngineError) throw e;
    log.warn(`render ${url}: ${(e as Error).message}`);
    throw new EngineError('CONNECT_FAILED', `Rendering ${url} in the browser failed: ${(e as Error).message}`, { cause: e });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    clearTimeout(deadlineTimer);
    // Cancelled: the caller gets its answer now; the page (already being closed, or the browser killed) is cleaned up
    // after. Otherwise the page is closed before the result is returned. The pool slot is freed once it is gone.
    const cleanup = async () => {
      const closed = closePage();
      const inTime = await Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2000).unref())]);
      off();
      offClose();
      await gate.close();
      release();
      if (inTime) return tracked.untrack();
      // A browser that does not close the page (stuck): the page stays open, no longer wanted, until it is closed;
      // with no wanted page left, the pool kills the browser (and the close settles when its pipe closes).
      pool.cancelled(tracked.page);
      void closed.then(tracked.untrack);
    };
    if (signal?.aborted) void cleanup();
    else await cleanup();
  }
}
