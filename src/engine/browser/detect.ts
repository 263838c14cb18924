// Script-shell detection: after the direct fetch, does this HTML need a browser to show its content?
// A shell is a page whose served HTML carries little visible text but the means to build it with
// scripts: an empty mount point (#root, #app, #__next …), a <noscript> "enable JavaScript" notice,
// or far more script than text. Pure and linear in the input (indexOf scans, bounded regexes), so it
// runs on every HTML page in the engine bundle; the browser itself is loaded only when this says so.
import type { RenderMode } from '../types';

export interface ShellSignals {
  /** Characters of main content the extractor found in the served HTML. */
  textChars: number;
  /** Bytes inside inline <script> elements (JSON data blocks included). */
  inlineScriptBytes: number;
  /** <script src=…> elements. */
  externalScripts: number;
  /** An empty mount element such as <div id="root"></div> or <app-root></app-root>. */
  emptyRoot: string | null;
  /** A <noscript> that asks for JavaScript. */
  noscriptNotice: boolean;
  /** Framework markers seen (react, next, nuxt, angular, vue, svelte, gatsby, ember …). */
  frameworks: string[];
}

export interface ShellVerdict {
  shell: boolean;
  /** Why, in a few words (for logs and the bench). */
  reason: string;
  signals: ShellSignals;
}

/**
 * Below NEARLY_EMPTY characters of extracted text a page is "nearly empty"; from LOW_TEXT on it is never a shell.
 * Below SHORT_TEXT an empty mount point or a <noscript> asking for JavaScript makes it one; up to LOW_TEXT, scripts
 * that outweigh the text SCRIPT_PER_CHAR times or more do. Tuned on the tuning
 * half of bench/modern (npm run bench:shell, split by bench/lib/split.ts) after the extraction's whole-page fallback
 * began keeping more text: 1000 bytes of script per character kept every page that needed the browser there and
 * dropped both pages that did not (their ratios 333 and 639); 1500 characters is the largest limit that stayed clean.
 */
const NEARLY_EMPTY = 200;
const SHORT_TEXT = 600;
const LOW_TEXT = 1500;
const SCRIPT_PER_CHAR = 1000;
/** Pages with at least this much extracted text are never shells (callers may skip decoding the HTML). */
export const SHELL_TEXT_LIMIT = LOW_TEXT;

/**
 * Cheap pre-check on the converted text alone: is the served HTML worth judging as a script shell? Every page with
 * `always`; with `auto` a short page, which may then be rendered; with `never` a short page too, whose report then says
 * the page needs JavaScript rather than showing an unexplained blank.
 */
export function mayBeShell(mode: RenderMode | undefined, textChars: number): boolean {
  return mode === 'always' || textChars < SHELL_TEXT_LIMIT;
}

const ROOT_IDS = ['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte', 'app-root', 'main-app', 'application', 'react-root', 'vue-app', 'ember-app', 'q-app', 'mount'];

const MARKERS: [string, RegExp][] = [
  ['next', /__NEXT_DATA__|\/_next\/static\//],
  ['nuxt', /__NUXT__|\/_nuxt\//],
  ['react', /data-reactroot|react-dom|__REACT_/i],
  ['angular', /\bng-version=|<app-root\b/i],
  ['vue', /\bdata-v-app\b|\bdata-server-rendered\b|\bvue(\.runtime)?(\.global)?(\.prod)?\.js\b/i],
  ['svelte', /\bsvelte-[a-z0-9]{4,}\b|__sveltekit/],
  ['gatsby', /___gatsby/],
  ['ember', /\bember-application\b|ember\.js/i],
  ['vite', /\/@vite\/client|type=["']module["'][^>]{0,200}\/assets\/index-[\w-]+\.js/i],
];

const NOSCRIPT_JS_RE = /(enable|turn on|activate|requires?|need|needs|without)\s[^<]{0,40}javascript|javascript\s[^<]{0,30}(required|disabled|enabled|is needed|must be)/i;

/** Scan <script> elements by indexOf (linear: an unclosed <script> ends the scan). */
function scanScripts(lower: string): { inline: number; external: number } {
  let inline = 0;
  let external = 0;
  let i = 0;
  for (;;) {
    const open = lower.indexOf('<script', i);
    if (open < 0) break;
    const tagEnd = lower.indexOf('>', open);
    if (tagEnd < 0) break;
    const tag = lower.slice(open, Math.min(tagEnd, open + 2000));
    const close = lower.indexOf('</script', tagEnd);
    if (close < 0) break;
    if (/\ssrc\s*=/.test(tag)) external++;
    else inline += close - tagEnd - 1;
    i = close + 8;
  }
  return { inline, external };
}

const ROOT_ID_SET = new Set(ROOT_IDS);

/** The tag that holds position `at` (the last "<" before it, at most 1000 characters back), or null. */
function tagAround(html: string, at: number): { start: number; end: number } | null {
  const start = html.lastIndexOf('<', at);
  if (start < 0 || at - start > 1000) return null;
  // Look for the tag's end within 1000 characters only (an unclosed tag must not make every candidate scan to the end).
  const rel = html.slice(at, at + 1000).indexOf('>');
  if (rel < 0) return null;
  const end = at + rel;
  if (html.lastIndexOf('<', end) !== start) return null;
  return { start, end };
}

/** Only whitespace and comments from `j` up to a closing tag `</name`. */
function emptyUntilClose(lower: string, j: number, name: string): boolean {
  for (;;) {
    while (j < lower.length && (lower.charCodeAt(j) <= 32)) j++;
    if (!lower.startsWith('<!--', j)) break;
    const end = lower.indexOf('-->', j + 4);
    if (end < 0) return false;
    j = end + 3;
  }
  return lower.startsWith(`</${name}`, j);
}

/**
 * An element with a mount-point id (or an Angular root tag) whose content is only whitespace or comments.
 * Found by indexOf on "id=" and the custom tag names, each candidate checked in bounded work (linear overall).
 */
function findEmptyRoot(lower: string): string | null {
  let i = 0;
  for (let n = 0; n < 20_000; n++) {
    const at = lower.indexOf('id=', i);
    if (at < 0) break;
    i = at + 3;
    const before = lower.charCodeAt(at - 1);
    if (!(before <= 32)) continue; // "data-id=", "grid=" …
    const m = /^id=\s*["']?([\w-]{1,30})/.exec(lower.slice(at, at + 40));
    if (!m || !ROOT_ID_SET.has(m[1]!)) continue;
    const tag = tagAround(lower, at);
    if (!tag) continue;
    const name = /^<([a-z][\w-]*)/.exec(lower.slice(tag.start, tag.start + 40))?.[1];
    if (!name || name === 'body' || name === 'html' || name === 'script' || name === 'template') continue;
    if (emptyUntilClose(lower, tag.end + 1, name)) return `#${m[1]}`;
  }
  for (const name of ['app-root', 'ng-app', 'my-app']) {
    const at = lower.indexOf(`<${name}`);
    if (at < 0) continue;
    const end = lower.indexOf('>', at);
    if (end >= 0 && emptyUntilClose(lower, end + 1, name)) return `<${name}>`;
  }
  return null;
}

function noscriptNotice(lower: string): boolean {
  let i = 0;
  for (let n = 0; n < 50; n++) {
    const open = lower.indexOf('<noscript', i);
    if (open < 0) return false;
    const close = lower.indexOf('</noscript', open);
    const body = lower.slice(open, close < 0 ? open + 2000 : Math.min(close, open + 2000));
    if (NOSCRIPT_JS_RE.test(body.replace(/<[^>]{0,500}>/g, ' '))) return true;
    if (close < 0) return false;
    i = close + 10;
  }
  return false;
}

/** The signals of one served HTML page. `textChars`: length of the main content the extractor found. */
export function shellSignals(html: string, textChars: number): ShellSignals {
  // Marker regexes and scans look at most at the first 2 MB (a shell is small; a long page has text anyway).
  const head = html.length > 2_000_000 ? html.slice(0, 2_000_000) : html;
  const lower = head.toLowerCase();
  const { inline, external } = scanScripts(lower);
  return {
    textChars,
    inlineScriptBytes: inline,
    externalScripts: external,
    emptyRoot: findEmptyRoot(lower),
    noscriptNotice: noscriptNotice(lower),
    frameworks: MARKERS.filter(([, re]) => re.test(head)).map(([name]) => name),
  };
}

/** Decide from the signals. Text is the main evidence: a page whose content is already there never goes to the browser. */
export function judgeShell(s: ShellSignals): ShellVerdict {
  const scripts = s.inlineScriptBytes + s.externalScripts * 20_000;
  const mk = (shell: boolean, reason: string): ShellVerdict => ({ shell, reason, signals: s });
  if (scripts === 0) return mk(false, 'no scripts');
  if (s.textChars >= LOW_TEXT) return mk(false, 'has text');
  if (s.emptyRoot && s.textChars < SHORT_TEXT) return mk(true, `empty ${s.emptyRoot}`);
  if (s.noscriptNotice && s.textChars < SHORT_TEXT) return mk(true, 'noscript asks for JavaScript');
  if (s.textChars < NEARLY_EMPTY && (s.frameworks.length > 0 || scripts > 50 * Math.max(s.textChars, 20))) {
    return mk(true, s.frameworks.length ? `little text, ${s.frameworks.join('+')}` : 'little text, large scripts');
  }
  // Some text (a header, a cookie notice, a price) but a thousand times more script: the page is built by script.
  if (scripts > SCRIPT_PER_CHAR * s.textChars) return mk(true, 'little text, large scripts');
  return mk(false, 'little text, few scripts');
}

/** Does this served HTML (with `textChars` of extracted main content) look like a script shell? */
export function detectShell(html: string, textChars: number): ShellVerdict {
  // Enough text: never a shell, and no need to scan the markup.
  if (textChars >= LOW_TEXT) {
    const none: ShellSignals = { textChars, inlineScriptBytes: 0, externalScripts: 0, emptyRoot: null, noscriptNotice: false, frameworks: [] };
    return { shell: false, reason: 'has text', signals: none };
  }
  return judgeShell(shellSignals(html, textChars));
}
