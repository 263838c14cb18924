// Prompt → URLs: find the http(s) URLs a person meant, validate them, de-duplicate, plan rewrites.
import { z } from 'zod';
import { EngineError, type PlannedUrl, type PromptPlan } from '../types';
import { rewriteUrl } from './rewrite';
import { isPrivateLiteral } from './host';

export const MAX_URLS = 20;

const URL_START = /https?:\/\//gi;
// Schemes we refuse by name (so "file:///etc/passwd" gets its own error instead of being ignored).
const REFUSED_SCHEME =
  /(?<![A-Za-z0-9+.-])(file|ftp|ftps|sftp|gopher|ws|wss|chrome|about|blob|view-source):\/\/?[^\s<>"`]*|(?<![A-Za-z0-9+.-])(javascript|vbscript):[^\s<>"`]+|(?<![A-Za-z0-9+.-])data:[a-z]+\/[a-z0-9.+-]+[;,][^\s<>"`]*/gi;

// `*` too: markdown emphasis around a URL (**https://a.b/c**) is not part of it.
const TRAILING_PUNCT = new Set(['.', ',', ';', ':', '!', '?', "'", '*']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** A URL ends at whitespace, at the first non-ASCII character, and at `<>"` and backquote. */
function isUrlChar(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c <= 0x20 || c >= 0x7f) return false;
  return ch !== '<' && ch !== '>' && ch !== '"' && ch !== '`';
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

/** Drop trailing punctuation and unbalanced closing brackets, repeatedly. */
function trimTrailing(candidate: string): string {
  let s = candidate;
  for (;;) {
    const last = s.at(-1);
    if (last === undefined) return s;
    if (TRAILING_PUNCT.has(last)) {
      s = s.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    if (opener && count(s, last) > count(s, opener)) {
      s = s.slice(0, -1);
      continue;
    }
    return s;
  }
}

/** Where each http(s) URL of the prompt starts and ends, in order (as written, not yet validated or de-duplicated). */
function findUrlSpans(prompt: string): { start: number; url: string }[] {
  const out: { start: number; url: string }[] = [];
  let covered = 0;
  for (const m of prompt.matchAll(URL_START)) {
    // "https://" inside a URL already found (web.archive.org/web/…/https://…, ?next=https://…) belongs to it.
    if (m.index < covered) continue;
    let end = m.index + m[0].length;
    while (end < prompt.length && isUrlChar(prompt[end]!)) end++;
    let raw = prompt.slice(m.index, end);
    // Markdown link whose text is itself a URL: "[https://a.b/c](https://a.b/c)" — the text ends at "](".
    const mdLink = raw.indexOf('](');
    if (mdLink > 0) raw = raw.slice(0, mdLink + 1);
    // A list without spaces: "https://a.b/c,https://d.e/f" — the URL ends before ",https://".
    const list = /[,;](?=https?:\/\/)/i.exec(raw.slice(m[0].length));
    if (list) raw = raw.slice(0, m[0].length + list.index);
    const url = trimTrailing(raw);
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
  const spans = findUrlSpans(prompt);
  const inside = (i: number) => spans.some((s) => i > s.start && i < s.start + s.url.length);
  return [...prompt.matchAll(REFUSED_SCHEME)].filter((m) => !inside(m.index)).map((m) => trimTrailing(m[0]));
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/** Parse one written URL; throws EngineError INVALID_URL / UNSUPPORTED_SCHEME. */
export function parseHttpUrl(written: string): URL {
  let u: URL;
  try {
    u = new URL(written);
  } catch {
    throw new EngineError('INVALID_URL', `"${written}" is not a valid URL: its host cannot be parsed.`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new EngineError('UNSUPPORTED_SCHEME', `"${written}" uses ${u.protocol}; only http and https URLs can be fetched.`);
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
    throw new EngineError('INVALID_URL', `"${written}" embeds a user name or password; remove the credentials from the URL.`);
  }
  return u;
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

/**
 * Turn a prompt into a validated plan: 1–20 distinct http(s) URLs, rewrites applied, in prompt order.
 * Throws EngineError (INVALID_INPUT, INVALID_URL, UNSUPPORTED_SCHEME) with a message a person understands.
 */
export function planPrompt(prompt: unknown): PromptPlan {
  if (typeof prompt !== 'string' || prompt.trim() === '') {
    throw new EngineError('INVALID_INPUT', 'The prompt is empty: write a request with at least one http(s) URL.');
  }
  const refused = findRefusedSchemes(prompt);
  if (refused.length) {
    const scheme = refused[0]!.slice(0, refused[0]!.indexOf(':') + 1).toLowerCase();
    throw new EngineError(
      'UNSUPPORTED_SCHEME',
      `"${refused[0]}" uses ${scheme}; only http and https URLs can be fetched. Remove it from the prompt.`,
    );
  }
  const seen = new Set<string>();
  const distinct: { written: string; parsed: URL }[] = [];
  for (const written of extractUrls(prompt)) {
    const parsed = parseHttpUrl(written);
    const key = dedupKey(parsed);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ written, parsed });
  }
  const checked = planSchema.safeParse({ prompt, urls: distinct.map((d) => d.written) });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    let message = issue.message;
    if (issue.code === 'too_big') {
      message = `The prompt has ${distinct.length} distinct URLs; at most ${MAX_URLS} can be fetched at once. Split the request into smaller ones.`;
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
  return { prompt, urls };
}
