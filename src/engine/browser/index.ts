// JavaScript rendering for the direct route: after a page's HTML is fetched and extracted, decide whether it is a
// script shell (detect.ts, cheap, in the engine bundle) and, when it is, render it in an installed browser. The
// browser code lives in its own bundle (dist/browser.js), loaded on the first page that needs it, so activation
// and the CLI's start never pay for it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EngineError, type FetchOptions, type Logger, type RenderInfo, type RenderMode } from '../types';
import { detectShell, SHELL_TEXT_LIMIT } from './detect';
import { proxyFor } from '../net/http';
import { createPolicy } from '../policy/policy';

export { detectShell, shellSignals, judgeShell, type ShellSignals, type ShellVerdict } from './detect';

type Renderer = typeof import('./renderer');

let renderer: Renderer | undefined;

/** dist/browser.js next to the bundle that runs; from source (tests) the TypeScript module itself. */
function loadRenderer(): Renderer {
  if (!renderer) {
    const bundled = path.join(__dirname, 'browser.js');
    // A computed path, so esbuild leaves this require alone instead of inlining the browser code into engine.js.
    const file = existsSync(bundled) ? bundled : path.join(__dirname, 'renderer');
    renderer = require(file) as Renderer;
  }
  return renderer;
}

/** True once the browser module was loaded (tests: a page that is not a shell must not load it). */
export function isRendererLoaded(): boolean {
  return renderer !== undefined;
}

/**
 * Where one owner's browser lives: an engine holds one for all its runs (closed by engine.dispose()), a fetchPages
 * call outside an engine holds one for that call. The pool is created on the first page that needs the browser, so
 * the browser module is loaded only then.
 */
export interface BrowserSlot {
  pool?: unknown;
}

/** Close the browser of a slot, if one was started. */
export async function closeBrowserSlot(slot: BrowserSlot): Promise<void> {
  const pool = slot.pool as { close(): Promise<void> } | undefined;
  slot.pool = undefined;
  if (pool) await pool.close();
}

/** Cheap pre-check on the converted text alone: could this page need the browser (so its HTML is worth decoding)? */
export function mayNeedRender(mode: RenderMode | undefined, textChars: number): boolean {
  const m = mode ?? 'auto';
  return m === 'always' || (m === 'auto' && textChars < SHELL_TEXT_LIMIT);
}

/** Less time than this left for the URL: do not start a render that cannot finish. */
const MIN_RENDER_MS = 1000;

export interface RenderRequest {
  html: string;
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
}

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

/**
 * Render the page when the mode asks for it (always) or it looks like a script shell (auto). Undefined: not needed.
 * Never throws for a failed render (the served page's text stays, with a note) — only for cancellation (ABORTED).
 */
export async function renderIfNeeded(req: RenderRequest): Promise<RenderOutcome | undefined> {
  const mode: RenderMode = req.options.renderJavaScript ?? 'auto';
  if (mode === 'never') return undefined;
  const verdict = mode === 'always' ? { shell: true, reason: 'always' } : detectShell(req.html, req.textChars);
  if (!verdict.shell) return undefined;
  const reason = mode === 'always' ? 'renderJavaScript: always' : `script shell (${verdict.reason})`;
  if (req.timeLeftMs < MIN_RENDER_MS) {
    return { info: { status: 'skipped', reason, note: `The page needs JavaScript, but too little of its time was left to render it (${Math.round(req.timeLeftMs)} ms).` } };
  }
  const o = req.options;
  const t0 = performance.now();
  try {
    const mod = loadRenderer();
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
    });
    req.log.info(`${req.url}: rendered in the browser in ${Math.round(r.timeMs)} ms (${r.settled}; ${r.requests} requests, ${r.refused.length} refused)`);
    return {
      html: r.html,
      finalUrl: r.finalUrl,
      info: { status: 'rendered', reason, timeMs: Math.round(r.timeMs), settled: r.settled, requests: r.requests, refused: r.refused.length },
    };
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
