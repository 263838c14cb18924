// robots.txt per RFC 9309: groups of user-agent lines with allow/disallow rules; the group(s) naming our product
// token apply, else the "*" group(s); the longest matching rule wins, allow on a tie; "*" matches any sequence and a
// final "$" anchors the end. Hand-written: the format is small and a dependency would bring its own fetcher.

/** Product token matched against user-agent lines (case-insensitive). Our User-Agent header carries "WebFetch/x.y". */
export const ROBOTS_PRODUCT_TOKEN = 'WebFetch';

/** RFC 9309 §2.5: parsers must handle at least 500 KiB; anything after that is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

export interface RobotsRule {
  allow: boolean;
  /** Normalised pattern (percent-encoded, upper-case escapes). */
  pattern: string;
  /** The line as written, for messages, e.g. "Disallow: /private". */
  line: string;
}

export interface RobotsGroup {
  /** Lower-case product tokens of the group's user-agent lines ("*" included). */
  agents: string[];
  rules: RobotsRule[];
}

export interface RobotsFile {
  groups: RobotsGroup[];
}

export type RobotsDecision = { allowed: true; rule?: RobotsRule } | { allowed: false; rule: RobotsRule };

/** Percent-encode what is not printable ASCII and upper-case existing escapes, so both sides compare as octets. */
export function normalizeRobotsPath(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c > 0x20 && c < 0x7f) out += ch;
    else out += encodeURIComponent(ch);
  }
  return out.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
}

/** The product token of a user-agent line value: "Googlebot/2.1 (+http…)" → "googlebot"; "*" stays "*". */
function agentToken(value: string): string {
  const v = value.trim();
  if (v.startsWith('*')) return '*';
  return (/^[A-Za-z_-]+/.exec(v)?.[0] ?? '').toLowerCase();
}

/** Parse robots.txt text (BOM, CR/LF/CRLF, comments, unknown lines and junk tolerated). */
export function parseRobotsTxt(text: string): RobotsFile {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | undefined;
  let lastWasAgent = false;
  const body = text.replace(/^\uFEFF/, '');
  for (const rawLine of body.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (key === 'user-agent' || key === 'useragent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      const token = agentToken(value);
      if (token) current.agents.push(token);
      lastWasAgent = true;
      continue;
    }
    if (key === 'allow' || key === 'disallow') {
      lastWasAgent = false;
      // Rules before any user-agent line belong to no group; an empty path is no rule.
      if (!current || !value) continue;
      const path = value.startsWith('/') || value.startsWith('*') ? value : '/' + value;
      current.rules.push({ allow: key === 'allow', pattern: normalizeRobotsPath(path), line: `${key === 'allow' ? 'Allow' : 'Disallow'}: ${value}` });
      continue;
    }
    // Other records (sitemap, crawl-delay, host …) neither end a group nor start one (as Google's parser does).
  }
  return { groups };
}

/**
 * Does the pattern match the path (a prefix match, "*" any sequence, final "$" end of path)?
 * A set of positions is carried through the pattern: O(pattern × path), no regular-expression backtracking.
 */
export function patternMatches(pattern: string, path: string): boolean {
  // Fast path: the literal part before the first "*" must be a prefix of the path.
  const star = pattern.indexOf('*');
  const anchored = pattern.endsWith('$');
  const literal = star >= 0 ? pattern.slice(0, star) : anchored ? pattern.slice(0, -1) : pattern;
  if (!path.startsWith(literal)) return false;
  if (star < 0) return anchored ? path.length === literal.length : true;
  let positions: number[] = [0];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '$' && i === pattern.length - 1) return positions.includes(path.length);
    if (ch === '*') {
      const from = positions[0]!;
      positions = [];
      for (let p = from; p <= path.length; p++) positions.push(p);
      continue;
    }
    const next: number[] = [];
    for (const p of positions) if (p < path.length && path[p] === ch) next.push(p + 1);
    if (next.length === 0) return false;
    positions = next;
  }
  return true;
}

/** The rules that apply to a product token: every group naming it, else every "*" group, else none. */
export function rulesFor(file: RobotsFile, token = ROBOTS_PRODUCT_TOKEN): RobotsRule[] {
  const t = token.toLowerCase();
  let perToken = memo.get(file);
  if (!perToken) memo.set(file, (perToken = new Map()));
  const known = perToken.get(t);
  if (known) return known;
  const own = file.groups.filter((g) => g.agents.includes(t));
  const chosen = own.length ? own : file.groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  perToken.set(t, rules);
  return rules;
}

/** Rules per token, computed once per parsed (cached) file. */
const memo = new WeakMap<RobotsFile, Map<string, RobotsRule[]>>();

/** Decide for a URL path (path plus query, as sent in the request line). */
export function robotsDecide(file: RobotsFile, pathAndQuery: string, token = ROBOTS_PRODUCT_TOKEN): RobotsDecision {
  const path = normalizeRobotsPath(pathAndQuery || '/');
  if (path === '/robots.txt') return { allowed: true };
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(file, token)) {
    if (!patternMatches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)) {
      best = rule;
    }
  }
  if (!best || best.allow) return best ? { allowed: true, rule: best } : { allowed: true };
  return { allowed: false, rule: best };
}
