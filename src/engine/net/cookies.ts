// The cookies of one redirect chain. Many sites answer a first visit with a redirect that sets a cookie and leads
// back to the same page ("Set-Cookie: seen=1" → the page itself), and serve the page only once the cookie comes back;
// without it the chain is an endless loop. The cookies live for one URL's redirect chain only: never stored, never
// shared with another URL of the prompt, sent only where RFC 6265 would send them (host or domain, path, Secure).
import { isIP } from 'node:net';

interface Cookie {
  name: string;
  value: string;
  /** Lower-cased, without a leading dot. */
  domain: string;
  /** No Domain attribute: sent to the host that set it only. */
  hostOnly: boolean;
  path: string;
  secure: boolean;
}

/** At most this many cookies are kept in one chain, each at most this long: a chain needs a few small ones. */
const MAX_COOKIES = 50;
const MAX_COOKIE_CHARS = 4096;

export class RedirectCookies {
  private cookies: Cookie[] = [];

  /** Takes the Set-Cookie headers of a response to `url`. */
  store(url: URL, setCookie: string | string[] | undefined): void {
    if (!setCookie) return;
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      if (line.length > MAX_COOKIE_CHARS) continue;
      const cookie = parse(line, url);
      if (!cookie) continue;
      this.cookies = this.cookies.filter((c) => !(c.name === cookie.name && c.domain === cookie.domain && c.path === cookie.path));
      if (cookie.value !== null && this.cookies.length < MAX_COOKIES) this.cookies.push(cookie as Cookie);
    }
  }

  /** The Cookie header for a request to `url` (longer paths first, as RFC 6265 orders them), or undefined. */
  header(url: URL): string | undefined {
    const host = url.hostname.toLowerCase();
    const path = url.pathname || '/';
    const send = this.cookies
      .filter((c) => (c.hostOnly ? host === c.domain : domainMatch(host, c.domain)) && pathMatch(path, c.path) && (!c.secure || url.protocol === 'https:'))
      .sort((a, b) => b.path.length - a.path.length);
    return send.length ? send.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

/** A Set-Cookie line as a cookie; `value` null: a deletion (expired, Max-Age ≤ 0). Null when it must be ignored. */
function parse(line: string, url: URL): (Omit<Cookie, 'value'> & { value: string | null }) | null {
  const [pair = '', ...attrs] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq < 1) return null;
  const name = pair.slice(0, eq).trim();
  let value: string | null = pair.slice(eq + 1).trim();
  if (!name || /[\s\x00-\x1f\x7f]/.test(name) || /[\x00-\x1f\x7f]/.test(value)) return null;
  const host = url.hostname.toLowerCase();
  let domain = host;
  let hostOnly = true;
  let path: string | null = null;
  let secure = false;
  for (const attr of attrs) {
    const at = attr.indexOf('=');
    const key = (at < 0 ? attr : attr.slice(0, at)).trim().toLowerCase();
    const v = at < 0 ? '' : attr.slice(at + 1).trim();
    if (key === 'domain' && v) {
      const d = v.replace(/^\./, '').toLowerCase();
      // a domain the host is not in, or a bare IP address's neighbours: the cookie is refused (RFC 6265 5.3 step 6)
      if (!domainMatch(host, d) || (isIP(host) && d !== host)) return null;
      domain = d;
      hostOnly = d === host;
    } else if (key === 'path' && v.startsWith('/')) {
      path = v;
    } else if (key === 'secure') {
      secure = true;
    } else if (key === 'max-age' && /^-?\d+$/.test(v)) {
      if (Number(v) <= 0) value = null;
    } else if (key === 'expires') {
      const t = Date.parse(v);
      if (Number.isFinite(t) && t <= Date.now()) value = null;
    }
  }
  // a Secure cookie set over plain http is refused (RFC 6265bis)
  if (secure && url.protocol !== 'https:') return null;
  return { name, value, domain, hostOnly, path: path ?? defaultPath(url.pathname), secure };
}

function domainMatch(host: string, domain: string): boolean {
  return host === domain || (host.endsWith(`.${domain}`) && !isIP(host));
}

function pathMatch(path: string, cookiePath: string): boolean {
  return path === cookiePath || (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));
}

/** RFC 6265 5.1.4: the request path up to its last slash ("/a/b" → "/a"), "/" for a path with only one. */
function defaultPath(pathname: string): string {
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}
