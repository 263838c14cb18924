// Prompt → URLs: find the http(s) URLs a person meant, validate them, de-duplicate, plan rewrites.
import { z } from 'zod';
import { EngineError, type InvalidUrl, type PageError, type PlannedUrl, type PromptPlan } from '../types';
import { rewriteUrl } from './rewrite';
import { isPrivateLiteral } from './host';

export const MAX_URLS = 20;
/** Longer URLs are refused (INVALID_URL) before they are parsed: no server takes them, and parsing one costs time. */
export const MAX_URL_LENGTH = 65_536;

const URL_START = /https?:\/\//gi;
// Schemes we refuse by name (so "file:///etc/passwd" gets its own error instead of being ignored).
const REFUSED_SCHEME =
  /(?<![A-Za-z0-9+.-])(file|ftp|ftps|sftp|gopher|ws|wss|chrome|about|blob|view-source):\/\/?[^\s<>"`]*|(?<![A-Za-z0-9+.-])(javascript|vbscript):[^\s<>"`]+|(?<![A-Za-z0-9+.-])data:[a-z]+\/[a-z0-9.+-]+[;,][^\s<>"`]*/gi;

// `*` too: markdown emphasis around a URL (**https://a.b/c**) is not part of it.
const TRAILING_PUNCT = new Set(['.', ',', ';', ':', '!', '?', "'", '*']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Non-ASCII characters that end a URL: white space, invisible and unassigned characters, punctuation except dashes, symbols. */
const UNICODE_STOP = /[\p{White_Space}\p{C}\p{S}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{Pc}]/u;
/** Scripts written without spaces between words. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const STOP = 0;
const LETTER = 1;
const SPACELESS_LETTER = 2;
/** Class of each non-ASCII code point seen, so a long Unicode run costs one map look-up per character. */
const unicodeClass = new Map<number, number>();

function classOf(cp: number): number {
  let k = unicodeClass.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    k = UNICODE_STOP.test(ch) ? STOP : SPACELESS.test(ch) ? SPACELESS_LETTER : LETTER;
    if (unicodeClass.size < 65_536) unicodeClass.set(cp, k);
  }
  return k;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Where the URL-like run starting at `from` (just after "://") ends. ASCII: at white space, control characters,
 * `<>"` and backquote. Beyond ASCII, letters, marks and dashes belong to the URL (IDN hosts, Unicode paths such as
 * /wiki/Zürich or /ko/문서), while white space, punctuation and symbols end it, and so does a Chinese, Japanese,
 * Korean or Thai character right after an ASCII letter or digit ("https://example.com/article的内容": the prose starts
 * there). One pass, one look at each character.
 */
function runEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c <= 0x20 || c === 0x7f || c === 0x3c || c === 0x3e || c === 0x22 || c === 0x60) return i; // < > " `
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const k = classOf(cp);
    if (k === STOP || (k === SPACELESS_LETTER && isAsciiAlnum(text.charCodeAt(i - 1)))) return i;
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}

/** Drop trailing punctuation and unbalanced closing brackets, repeatedly. Linear: brackets are counted once, then kept up to date. */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  let counts: Record<string, number> | undefined;
  while (end > 0) {
    const last = candidate[end - 1]!;
    if (TRAILING_PUNCT.has(last)) {
      end--;
      continue;
    }
    const opener = CLOSERS[last];
    if (!opener) break;
    if (!counts) {
      counts = { '(': 0, ')': 0, '[': 0, ']': 0, '{': 0, '}': 0 };
      for (let i = 0; i < end; i++) {
        const c = candidate.charCodeAt(i);
        if (c === 0x28 || c === 0x29 || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) counts[candidate[i]!]!++;
      }
    }
    if (counts[last]! <= counts[opener]!) break;
    counts[last]!--;
    end--;
  }
  return candidate.slice(0, end);
}

/** The next index ≥ from where `re` (global) matches, remembered so that repeated questions scan the text once. */
function nextMatch(re: RegExp, text: string): (from: number) => number {
  let at = -1;
  return (from) => {
    if (at !== Infinity && at < from) {
      re.lastIndex = from;
      const m = re.exec(text);
      at = m ? m.index : Infinity;
    }
    return at;
  };
}

/**
 * Where each http(s) URL of the prompt starts and ends, in order (as written, not yet validated or de-duplicated).
 * Linear in the prompt: the end of a run and the next separators are found once and reused by every URL inside it.
 */
function findUrlSpans(prompt: string): { start: number; url: string }[] {
  const out: { start: number; url: string }[] = [];
  let covered = 0;
  let runFrom = -1;
  let runTo = -1;
  const nextMdLink = nextMatch(/\]\(/g, prompt);
  const nextListed = nextMatch(/[,;](?=https?:\/\/)/gi, prompt);
  for (const m of prompt.matchAll(URL_START)) {
    // "https://" inside a URL already found (web.archive.org/web/…/https://…, ?next=https://…) belongs to it.
    if (m.index < covered) continue;
    const afterScheme = m.index + m[0].length;
    if (m.index >= runTo || m.index < runFrom) {
      runFrom = m.index;
      runTo = runEnd(prompt, afterScheme);
    }
    let end = Math.max(runTo, afterScheme);
    // Markdown link whose text is itself a URL: "[https://a.b/c](https://a.b/c)" — the text ends at "](".
    const mdLink = nextMdLink(m.index + 1);
    if (mdLink < end) end = mdLink + 1;
    // A list without spaces: "https://a.b/c,https://d.e/f" — the URL ends before ",https://".
    const listed = nextListed(afterScheme);
    if (listed < end) end = listed;
    const url = trimTrailing(prompt.slice(m.index, end));
    out.push({ start: m.index, url });
    covered = m.index + url.length;
  }
  return out;
}

/** The http(s) URLs in free text, in order, as written (not yet validated or de-duplicated). */
export function extractUrls(prompt: string): string[] {
  return findUrlSpans(prompt).map((s) => s.url);
}

/** Non-http(s) URLs the prompt names (file:, javascript:, data:, ftp: …), except inside an http(s) URL (?to=ftp://…). */
export function findRefusedSchemes(prompt: string): string[] {
  return findRefusedSpans(prompt, findUrlSpans(prompt)).map((r) => r.url);
}

/** Refused-scheme URLs with their position; `spans` (in order) are walked once alongside the matches (linear). */
/** Scheme names REFUSED_SCHEME knows; a colon not preceded by one of them cannot start a refused URL. */
const REFUSED_NAMES = new Set(['file', 'ftp', 'ftps', 'sftp', 'gopher', 'ws', 'wss', 'chrome', 'about', 'blob', 'view-source', 'javascript', 'vbscript', 'data']);
const REFUSED_AT = new RegExp(REFUSED_SCHEME.source, 'iy');

/**
 * Refused-scheme URLs with their position; `spans` (in order) are walked once alongside them. Linear: only colons
 * are candidates (found with indexOf), the scheme name before each is read backwards (at most 11 characters), and
 * the full pattern runs only where a refused name ends at a colon.
 */
function findRefusedSpans(prompt: string, spans: readonly { start: number; url: string }[]): { start: number; url: string }[] {
  const out: { start: number; url: string }[] = [];
  let k = 0;
  let covered = 0;
  for (let colon = prompt.indexOf(':'); colon >= 0; colon = prompt.indexOf(':', colon + 1)) {
    let start = colon;
    while (start > 0 && colon - start < 11 && isSchemeChar(prompt.charCodeAt(start - 1))) start--;
    // The longest refused name ending here (e.g. "xview-source:" → "view-source"), at a word boundary.
    let at = -1;
    for (let i = start; i < colon; i++) {
      if (i > 0 && /[A-Za-z0-9+.-]/.test(prompt[i - 1]!)) continue;
      if (REFUSED_NAMES.has(prompt.slice(i, colon).toLowerCase())) {
        at = i;
        break;
      }
    }
    if (at < 0 || at < covered) continue;
    REFUSED_AT.lastIndex = at;
    const m = REFUSED_AT.exec(prompt);
    if (!m) continue;
    covered = at + m[0].length;
    while (k < spans.length && spans[k]!.start + spans[k]!.url.length <= at) k++;
    const s = spans[k];
    if (s && at > s.start && at < s.start + s.url.length) continue;
    out.push({ start: at, url: trimTrailing(m[0]) });
  }
  return out;
}

function isSchemeChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2d;
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/** Parse one written URL; throws EngineError INVALID_URL (also for a scheme other than http and https). */
export function parseHttpUrl(written: string): URL {
  if (written.length > MAX_URL_LENGTH) {
    throw new EngineError('INVALID_URL', `"${written.slice(0, 60)}…" is ${written.length} characters long; at most ${MAX_URL_LENGTH} are accepted.`);
  }
  let u: URL;
  try {
    u = new URL(written);
  } catch {
    throw new EngineError('INVALID_URL', `"${written}" is not a valid URL: its host cannot be parsed.`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new EngineError('INVALID_URL', `"${written}" uses ${u.protocol}; only http and https URLs can be fetched.`);
  }
  const host = hostOf(u);
  if (!host) throw new EngineError('INVALID_URL', `"${written}" has no host name.`);
  if (!host.includes(':') && !/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    const labels = host.replace(/\.$/, '').split('.');
    if (labels.some((l) => !LABEL.test(l))) {
      throw new EngineError('INVALID_URL', `"${written}" has an invalid host name "${host}".`);
    }
  }
  if (u.username || u.password) {
    throw new EngineError('INVALID_URL', `"${withoutCredentials(u)}" embeds a user name or password (not shown); remove the credentials from the URL.`);
  }
  return u;
}

/** The URL with any user name and password replaced by "***" (they are never shown, logged or fetched). */
export function withoutCredentials(u: URL): string {
  if (!u.username && !u.password) return u.href;
  const c = new URL(u.href);
  c.username = '***';
  c.password = '';
  return c.href;
}

/** Host without IPv6 brackets, lower case (WHATWG URL already lower-cases and canonicalises IPv4 spellings). */
export function hostOf(u: URL): string {
  return u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Key for de-duplication: host case, default port and empty path are normalised by the URL parser. */
export function dedupKey(u: URL): string {
  const c = new URL(u.href);
  c.hash = '';
  c.hostname = c.hostname.replace(/\.$/, '');
  return c.href;
}

const planSchema = z.object({
  prompt: z.string().trim().min(1, 'The prompt is empty: write a request with at least one http(s) URL.'),
  urls: z
    .array(z.string())
    .min(1, 'The prompt contains no http(s) URL. Write the full address, e.g. https://example.com/page.')
    .max(MAX_URLS, `At most ${MAX_URLS} distinct URLs can be fetched at once.`),
});

/** A written URL that cannot be fetched, as a per-URL error; user name and password are not kept. */
function invalidEntry(written: string, error: PageError, before: number): InvalidUrl {
  return { url: written.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/i, '$1***@'), error, before };
}

/**
 * Turn a prompt into a validated plan: 1–20 distinct URLs in prompt order, rewrites applied. A URL that cannot be
 * fetched (unparsable host, embedded credentials, or file:, ftp:, javascript:, data: …: INVALID_URL, each with a message
 * saying which) does not refuse the prompt: it goes to `plan.invalid` with its error, and the run reports it as a failed page in
 * its place. Throws EngineError INVALID_INPUT (empty, no URL, more than 20) and, when no URL at all can be fetched,
 * the first URL's own error (INVALID_URL), with a message a person understands.
 * Linear in the prompt's length.
 */
export function planPrompt(prompt: unknown): PromptPlan {
  if (typeof prompt !== 'string' || prompt.trim() === '') {
    throw new EngineError('INVALID_INPUT', 'The prompt is empty: write a request with at least one http(s) URL.');
  }
  const spans = findUrlSpans(prompt);
  const refused = findRefusedSpans(prompt, spans).map((r) => ({ ...r, refused: true as const }));
  // Both lists are in prompt order: merge them.
  const written: { start: number; url: string; refused?: true }[] = [];
  for (let i = 0, j = 0; i < spans.length || j < refused.length; ) {
    if (j >= refused.length || (i < spans.length && spans[i]!.start < refused[j]!.start)) written.push(spans[i++]!);
    else written.push(refused[j++]!);
  }
  const seen = new Set<string>();
  const distinct: { written: string; parsed: URL }[] = [];
  const invalid: InvalidUrl[] = [];
  for (const w of written) {
    // Past the limit the prompt is refused anyway: stop parsing (a prompt may hold 100,000 URLs).
    if (distinct.length + invalid.length > MAX_URLS) break;
    if (w.refused) {
      if (seen.has(w.url)) continue;
      seen.add(w.url);
      const scheme = w.url.slice(0, w.url.indexOf(':') + 1).toLowerCase();
      const shown = scheme === 'data:' || scheme === 'javascript:' || scheme === 'vbscript:' ? `${w.url.slice(0, 40)}${w.url.length > 40 ? '…' : ''}` : w.url;
      const message = `"${shown}" uses ${scheme}; only http and https URLs can be fetched.`;
      invalid.push(invalidEntry(w.url, { code: 'INVALID_URL', message }, distinct.length));
      continue;
    }
    let parsed: URL;
    try {
      parsed = parseHttpUrl(w.url);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      const key = `invalid:${w.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      invalid.push(invalidEntry(w.url, e.toJSON(), distinct.length));
      continue;
    }
    const key = dedupKey(parsed);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ written: w.url, parsed });
  }
  const total = distinct.length + invalid.length;
  if (distinct.length === 0 && invalid.length > 0 && total <= MAX_URLS) {
    const first = invalid[0]!.error;
    throw new EngineError(first.code, `${first.message} ${invalid.length > 1 ? `None of the ${invalid.length} URLs can be fetched.` : 'Remove it from the prompt.'}`);
  }
  const checked = planSchema.safeParse({ prompt, urls: [...distinct.map((d) => d.written), ...invalid.map((i) => i.url)] });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    let message = issue.message;
    if (issue.code === 'too_big') {
      message = `The prompt has more than ${MAX_URLS} distinct URLs; at most ${MAX_URLS} can be fetched at once. Split the request into smaller ones.`;
    }
    throw new EngineError('INVALID_INPUT', message);
  }
  const urls: PlannedUrl[] = distinct.map(({ written, parsed }, index) => {
    const rw = rewriteUrl(parsed);
    const fetchUrl = rw ? rw.to : parsed.href;
    const host = hostOf(new URL(fetchUrl));
    return {
      index,
      url: written,
      fetchUrl,
      host,
      ...(rw ? { rewrite: { kind: rw.kind, from: parsed.href, to: rw.to } } : {}),
      privateHint: isPrivateLiteral(host),
    };
  });
  return invalid.length ? { prompt, urls, invalid } : { prompt, urls };
}
