// robots.txt per RFC 9309: groups of user-agent lines with allow/disallow rules; the group(s) naming our product
// token apply, else the "*" group(s); the longest matching rule wins, allow on a tie; "*" matches any sequence and a
// final "$" anchors the end. Hand-written: the format is small and a dependency would bring its own fetcher; the
// matcher is linear in pattern + path whatever the file holds (see patternMatches).
import { EngineError } from '../types';

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
  // Fast path (the usual case, and a 500 KiB rule): printable ASCII needs only its escapes upper-cased.
  if (PRINTABLE_ASCII.test(s)) return s.includes('%') ? s.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()) : s;
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c > 0x20 && c < 0x7f) out += ch;
    else out += encodeURIComponent(ch);
  }
  return out.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
}

const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

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

/** A pattern split at its "*"s: the literal head, the literal pieces between stars (empty ones dropped), the end anchor. */
interface CompiledPattern {
  head: string;
  /** Pieces after the first "*", each with its KMP failure table; the last may be the tail anchored by "$". */
  pieces: { text: string; fail: Int32Array }[];
  hasStar: boolean;
  anchored: boolean;
}

/** Compiled patterns of parsed rules; freed with the file (the robots cache holds files, not patterns). */
const compiledRules = new WeakMap<RobotsRule, CompiledPattern>();

function compiledOf(rule: RobotsRule): CompiledPattern {
  let c = compiledRules.get(rule);
  if (!c) compiledRules.set(rule, (c = compile(rule.pattern)));
  return c;
}

/** Knuth–Morris–Pratt failure table: fail[i] = length of the longest proper border of text[0..i]. */
function failureTable(text: string): Int32Array {
  const fail = new Int32Array(text.length);
  for (let i = 1, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== text.charCodeAt(k)) k = fail[k - 1]!;
    if (text.charCodeAt(i) === text.charCodeAt(k)) k++;
    fail[i] = k;
  }
  return fail;
}

/** Leftmost occurrence of `piece` in `s` at or after `from`, or -1. O(s.length − from + piece.length), never quadratic. */
function kmpIndexOf(s: string, piece: { text: string; fail: Int32Array }, from: number): number {
  const p = piece.text;
  const m = p.length;
  for (let i = from, k = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    while (k > 0 && c !== p.charCodeAt(k)) k = piece.fail[k - 1]!;
    if (c === p.charCodeAt(k)) k++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

/** Split at the stars without materialising the empty pieces between consecutive stars ("/*****…b" is one piece). */
function compile(pattern: string): CompiledPattern {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let star = body.indexOf('*');
  const head = star < 0 ? body : body.slice(0, star);
  const pieces: CompiledPattern['pieces'] = [];
  while (star >= 0) {
    let from = star + 1;
    while (body.charCodeAt(from) === 0x2a) from++; // a run of stars is one star
    const next = body.indexOf('*', from);
    const text = body.slice(from, next < 0 ? body.length : next);
    // An empty last piece matters only when anchored ("/a*$": anything after /a).
    if (text !== '' || (next < 0 && anchored)) pieces.push({ text, fail: failureTable(text) });
    star = next;
  }
  return { head, pieces, hasStar: head.length !== body.length, anchored };
}

/**
 * Does the pattern match the path (a prefix match, "*" any sequence, final "$" end of path)?
 * Linear in pattern + path: the pattern is split at its stars and each piece is found leftmost (Knuth–Morris–Pratt)
 * after the previous one — for "*" alone, the leftmost match of each piece is always the right choice; with a final
 * "$", the last piece must end the path. No regular expressions, no backtracking.
 */
export function patternMatches(pattern: string, path: string): boolean {
  return compiledMatches(compile(pattern), path);
}

function compiledMatches(c: CompiledPattern, path: string): boolean {
  if (!path.startsWith(c.head)) return false;
  if (!c.hasStar) return c.anchored ? path.length === c.head.length : true;
  let pos = c.head.length;
  const last = c.pieces.length - 1;
  for (let i = 0; i <= last; i++) {
    const piece = c.pieces[i]!;
    if (i === last && c.anchored) {
      return path.length - piece.text.length >= pos && path.endsWith(piece.text);
    }
    const at = kmpIndexOf(path, piece, pos);
    if (at < 0) return false;
    pos = at + piece.text.length;
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

/** Cost (characters compared, about) of matching one rule against a path. */
function ruleCost(rule: RobotsRule, path: string): number {
  return rule.pattern.length + (rule.pattern.includes('*') ? path.length : 0);
}

function better(rule: RobotsRule, best: RobotsRule | undefined): boolean {
  return !best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow);
}

function decision(best: RobotsRule | undefined): RobotsDecision {
  if (!best || best.allow) return best ? { allowed: true, rule: best } : { allowed: true };
  return { allowed: false, rule: best };
}

/** Decide for a URL path (path plus query, as sent in the request line). Linear in the rules' size plus rules × path. */
export function robotsDecide(file: RobotsFile, pathAndQuery: string, token = ROBOTS_PRODUCT_TOKEN): RobotsDecision {
  const path = normalizeRobotsPath(pathAndQuery || '/');
  if (path === '/robots.txt') return { allowed: true };
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(file, token)) {
    if (better(rule, best) && compiledMatches(compiledOf(rule), path)) best = rule;
  }
  return decision(best);
}

export interface DecideLimits {
  /** Stop with TIMEOUT at this time (performance.now() milliseconds). */
  deadline?: number;
  signal?: AbortSignal;
  /**
   * Longest stretch of matching between two yields to the event loop (default 4 ms). Short, because every check in
   * flight runs one stretch per turn of the event loop: 20 URLs × 4 ms still let a cancel through within ~100 ms.
   */
  sliceMs?: number;
}

/**
 * robotsDecide that yields to the event loop every few milliseconds of matching, so a huge file or path cannot hold
 * the thread: the caller's signal (cancel) and the deadline are checked between slices. Throws EngineError
 * ABORTED / TIMEOUT.
 */
export async function robotsDecideAsync(
  file: RobotsFile,
  pathAndQuery: string,
  token = ROBOTS_PRODUCT_TOKEN,
  limits: DecideLimits = {},
): Promise<RobotsDecision> {
  const path = normalizeRobotsPath(pathAndQuery || '/');
  if (path === '/robots.txt') return { allowed: true };
  const sliceMs = limits.sliceMs ?? 4;
  let sliceStart = performance.now();
  let spent = 0;
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(file, token)) {
    if (!better(rule, best)) continue;
    // The clock is read every ~20,000 characters compared (well under a millisecond).
    spent += ruleCost(rule, path);
    if (spent < 20_000) {
      if (compiledMatches(compiledOf(rule), path)) best = rule;
      continue;
    }
    spent = 0;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
      if (limits.signal?.aborted) throw new EngineError('ABORTED', 'Checking robots.txt was cancelled.', { cause: limits.signal.reason });
      if (limits.deadline !== undefined && performance.now() > limits.deadline) {
        throw new EngineError('TIMEOUT', 'Matching the robots.txt rules did not finish in time.');
      }
    }
    if (compiledMatches(compiledOf(rule), path)) best = rule;
  }
  return decision(best);
}
