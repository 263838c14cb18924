// A page that is only a way to another page: a <meta http-equiv="refresh"> redirect ("You are being redirected…"),
// a <frameset> (old documentation such as Javadoc's frames index, a domain forwarded by framing its site), or a blog
// whose post sits in one same-site <iframe> (Naver Blog's mainFrame). Its own text is next to nothing; a browser
// shows the other page. The caller reads that page instead, through the same policy checks as a redirect.
// One pass of one pattern over at most SCAN_LIMIT characters, each tag's attributes read once: linear on any input.
// Scripts, comments and <noscript> are skipped: a refresh there is the page's "JavaScript is off" exit, not its own.
import { attributes, decodeEntities } from './tags';
import { sameSite } from './alternate';
import type { FetchReport } from '../types';

/** Characters of the page scanned for these tags. */
const SCAN_LIMIT = 512 * 1024;
/** Frames and iframes looked at, at most. */
const MAX_FRAMES = 200;
/** A page with this much text (characters) or more is its own content: its refresh or iframe is not followed. */
const INNER_TEXT_MAX = 500;
/** A frameset page's own text (its <noframes> notice, a menu for old browsers) is followed past up to this much. */
const FRAMESET_TEXT_MAX = 2000;

const TAG = /<(?:(!--)|(script|noscript|meta|base|frameset|frame|iframe)(?=[\s/>]))/gi;
/** Where what TAG skips ends. */
const SKIP_END: Record<string, RegExp> = { '!--': /-->/g, script: /<\/script/gi, noscript: /<\/noscript/gi };
/** A frame or iframe named as the page's main view ("mainFrame", "content", "main_body"; not "contents", a table of contents). */
const MAIN_NAME = /main|content(?!s)|body/i;
/** An iframe drawn as nothing (a tracking pixel, a hidden helper frame). */
const INVISIBLE = /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*hidden|(?:width|height)\s*:\s*0(?:px)?\s*(?:;|$))/i;

/** The page read instead, and how the page led to it (the fetch report's `inner`). */
export type InnerPage = NonNullable<FetchReport['inner']>;

/** An http(s) URL without credentials, other than the page itself (`self`: its address without a fragment). */
function target(href: string, base: URL, self: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(decodeEntities(href.trim()), base);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  url.hash = '';
  return url.href === self ? undefined : url;
}

/** "5; url=/next", "0;URL='https://…'": the URL of a refresh's content, if it names one. */
function refreshUrl(content: string): string | undefined {
  const m = /^\s*\d*(?:\.\d*)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(content);
  const raw = (m?.[1] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2').replace(/^["']/, '');
  return raw || undefined;
}

/**
 * The page this one stands for, given its HTML and how much text it holds (its converted text's length):
 * - a frameset's main frame (named as the main view, else its last frame: menus come first), at up to
 *   FRAMESET_TEXT_MAX characters of text;
 * - a refresh to another URL (its <meta http-equiv="refresh">, else the HTTP Refresh header given), or the one
 *   visible same-site iframe (or the one named as the main view), at under INNER_TEXT_MAX characters.
 * Undefined when none applies.
 */
export function innerPage(html: string, pageUrl: string, textChars: number, refreshHeader?: string): InnerPage | undefined {
  if (textChars >= FRAMESET_TEXT_MAX) return undefined;
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  const self = new URL(page.href);
  self.hash = '';
  const text = html.length > SCAN_LIMIT ? html.slice(0, SCAN_LIMIT) : html;
  let base = page;
  let frameset = false;
  let refresh: URL | undefined;
  const frames: { url: URL; main: boolean }[] = [];
  const iframes: { url: URL; main: boolean }[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const name = (m[1] ?? m[2]!).toLowerCase();
    const skip = SKIP_END[name];
    if (skip) {
      skip.lastIndex = TAG.lastIndex;
      if (!skip.test(text)) break;
      TAG.lastIndex = skip.lastIndex;
      continue;
    }
    const close = text.indexOf('>', TAG.lastIndex);
    if (close < 0) break;
    const attrs = attributes(text.slice(TAG.lastIndex, close));
    TAG.lastIndex = close + 1;
    if (name === 'frameset') {
      frameset = true;
      continue;
    }
    if (name === 'base') {
      const href = attrs.get('href');
      if (href && frames.length + iframes.length === 0 && !refresh) {
        try {
          base = new URL(decodeEntities(href), page);
        } catch {
          // an invalid <base> is ignored, as browsers do
        }
      }
      continue;
    }
    if (name === 'meta') {
      if (refresh || (attrs.get('http-equiv') ?? '').toLowerCase() !== 'refresh') continue;
      const href = refreshUrl(attrs.get('content') ?? '');
      refresh = href ? target(href, base, self.href) : undefined;
      continue;
    }
    if (frames.length + iframes.length >= MAX_FRAMES) continue;
    const src = attrs.get('src');
    const url = src ? target(src, base, self.href) : undefined;
    if (!url) continue;
    const main = MAIN_NAME.test(`${attrs.get('name') ?? ''} ${attrs.get('id') ?? ''}`);
    if (name === 'frame') frames.push({ url, main });
    else if (sameSite(url, page) && attrs.get('width') !== '0' && attrs.get('height') !== '0' && !attrs.has('hidden') && !INVISIBLE.test(attrs.get('style') ?? '')) {
      iframes.push({ url, main });
    }
  }
  if (frameset && frames.length > 0) {
    const frame = frames.find((f) => f.main) ?? frames[frames.length - 1]!;
    return { url: frame.url.href, via: 'frame' };
  }
  if (textChars >= INNER_TEXT_MAX) return undefined;
  // the HTTP Refresh header, which browsers honour as the <meta> (the <meta> first, as it is the page's own)
  const header = refreshHeader ? refreshUrl(refreshHeader) : undefined;
  if (!refresh && header) refresh = target(header, page, self.href);
  if (refresh) return { url: refresh.href, via: 'refresh' };
  const named = iframes.filter((f) => f.main);
  const iframe = named.length === 1 ? named[0] : iframes.length === 1 ? iframes[0] : undefined;
  return iframe ? { url: iframe.url.href, via: 'frame' } : undefined;
}
