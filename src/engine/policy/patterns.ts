// Host patterns of the fetch policy (blocked, allowed and trusted domains): parse once, match many times.
//
//   example.com          exactly that host (any port). Subdomains do NOT match.
//   *.example.com        example.com AND every subdomain at any depth (a.example.com, a.b.example.com).
//                        The apex is included on purpose: blocking "*.example.com" must not leave example.com open.
//   *                    every host
//   example.com:8080     a host on one port only (the URL's effective port: 80/443 when none is written)
//   10.0.0.5, [::1]      one IP address; also matches a host name that resolves to it
//   10.0.0.0/8, [fd00::]/8, fd00::/8   an address range; matches IP literals and names that resolve into it
//   https://example.com/ a pasted URL: only its host (and explicit port) count
//
// Host names are compared in ASCII (IDN → punycode, the form URL.hostname has), lower case, without a trailing dot.
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';

export type HostRule =
  | { kind: 'any'; raw: string }
  | { kind: 'host'; raw: string; host: string; port?: string }
  | { kind: 'suffix'; raw: string; suffix: string; port?: string }
  | { kind: 'cidr'; raw: string; range: [ipaddr.IPv4 | ipaddr.IPv6, number]; port?: string };

export type ParsedPattern = { ok: true; rule: HostRule } | { ok: false; raw: string; reason: string };

/** What a rule is compared with: the URL's host and port, and (when known) the addresses the host resolved to. */
export interface HostTarget {
  /** URL.hostname (brackets allowed), any case, trailing dot allowed. */
  host: string;
  /** Effective port as a string ("443" for https without a port). */
  port: string;
  /** Resolved addresses of the host (empty when not resolved). */
  addresses?: readonly string[];
}

/** Lower case, no IPv6 brackets, no trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

/** The effective port of a URL: the written one, else 443 for https and 80 for http. */
export function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');
}

function parseIp(s: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = s.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return undefined;
  // ipaddr.js accepts "10" or "0x0a.1" as IPv4; only dotted quads and IPv6 count as literals here.
  if (!bare.includes(':') && !/^\d{1,3}(\.\d{1,3}){3}$/.test(bare)) return undefined;
  return ipaddr.parse(bare);
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) compares as its IPv4 address. */
function unmap(a: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress() ? (a as ipaddr.IPv6).toIPv4Address() : a;
}

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

function inRange(ip: Ip, range: [Ip, number]): boolean {
  const [net] = range;
  return ip.kind() === net.kind() && ip.match(range as [never, number]);
}

/** Canonical ASCII host and port of "host[:port]" as the WHATWG URL parser sees them (punycode, IPv4 forms, IPv6 compression). */
function canonicalHostPort(s: string): { host: string; port?: string } | undefined {
  if (/[/?#@\\\s]/.test(s)) return undefined;
  let u: URL;
  try {
    u = new URL(`http://${s}/`);
  } catch {
    return undefined;
  }
  const host = normalizeHost(u.hostname);
  if (!host) return undefined;
  // "example.com:80" → URL drops the default port; keep what was written.
  const written = /:(\d{1,5})$/.exec(s)?.[1];
  const port = written !== undefined ? String(Number(written)) : undefined;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  return { host, ...(port !== undefined ? { port } : {}) };
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
function validName(host: string): boolean {
  return host.split('.').every((l) => LABEL.test(l));
}

/** Parse one pattern; never throws. */
export function parsePattern(input: string): ParsedPattern {
  const raw = input;
  let s = input.trim();
  const bad = (reason: string): ParsedPattern => ({ ok: false, raw, reason });
  if (!s) return bad('it is empty');
  if (s === '*') return { ok: true, rule: { kind: 'any', raw } };
  // A pasted URL: keep the authority.
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(s);
  if (scheme) {
    s = s.slice(scheme[0].length).replace(/[/?#].*$/, '');
    if (s.includes('@')) return bad('it contains a user name');
  }
  // Address ranges: 10.0.0.0/8, [fd00::]/8, fd00::/8.
  const cidr = /^(\[[^\]]+\]|[^/[\]]+)\/(\d{1,3})$/.exec(s);
  if (cidr) {
    const ip = parseIp(cidr[1]!);
    if (!ip) return bad(`"${cidr[1]}" is not an IP address`);
    const bits = Number(cidr[2]);
    const max = ip.kind() === 'ipv4' ? 32 : 128;
    if (bits > max) return bad(`/${bits} is longer than ${max} bits`);
    return { ok: true, rule: { kind: 'cidr', raw, range: [unmap(ip), ip.kind() === 'ipv6' && unmap(ip).kind() === 'ipv4' ? Math.max(0, bits - 96) : bits] } };
  }
  // A bare IPv6 address (no brackets, no port).
  const bareV6 = s.includes(':') && !s.startsWith('[') && s.indexOf(':') !== s.lastIndexOf(':') ? parseIp(s) : undefined;
  if (bareV6) return { ok: true, rule: { kind: 'cidr', raw, range: [unmap(bareV6), unmap(bareV6).kind() === 'ipv4' ? 32 : 128] } };
  if (s.startsWith('*.')) {
    const rest = canonicalHostPort(s.slice(2));
    if (!rest) return bad('the part after "*." is not a host name');
    if (parseIp(rest.host)) return bad('"*." cannot be put in front of an IP address (use a range such as 10.0.0.0/8)');
    if (!validName(rest.host)) return bad(`"${rest.host}" is not a valid host name`);
    return { ok: true, rule: { kind: 'suffix', raw, suffix: rest.host, ...(rest.port ? { port: rest.port } : {}) } };
  }
  if (s.includes('*')) return bad('"*" is only allowed alone or as a leading "*." (e.g. *.example.com)');
  const hp = canonicalHostPort(s);
  if (!hp) return bad('it is not a host name, IP address or address range');
  const ip = parseIp(hp.host);
  if (ip) {
    const a = unmap(ip);
    return { ok: true, rule: { kind: 'cidr', raw, range: [a, a.kind() === 'ipv4' ? 32 : 128], ...(hp.port ? { port: hp.port } : {}) } };
  }
  if (!validName(hp.host)) return bad(`"${hp.host}" is not a valid host name`);
  return { ok: true, rule: { kind: 'host', raw, host: hp.host, ...(hp.port ? { port: hp.port } : {}) } };
}

/** Parse a list; invalid entries are returned separately so callers can refuse or report them. */
export function parsePatterns(list: readonly string[]): { rules: HostRule[]; invalid: { raw: string; reason: string }[] } {
  const rules: HostRule[] = [];
  const invalid: { raw: string; reason: string }[] = [];
  for (const p of list) {
    const r = parsePattern(p);
    if (r.ok) rules.push(r.rule);
    else invalid.push({ raw: r.raw, reason: r.reason });
  }
  return { rules, invalid };
}

/** ASCII (punycode) form of a host name as URL.hostname would give it; IP literals unchanged. */
export function asciiHost(host: string): string {
  const h = normalizeHost(host);
  if (parseIp(h)) return h;
  return domainToASCII(h) || h;
}

/** How a rule matched: by the host name itself, or by one of its resolved addresses. */
export type RuleMatch = { rule: HostRule; via: 'host' } | { rule: HostRule; via: 'address'; address: string };

/** A target normalised once for many rules: ASCII host, its IP (if a literal), parsed resolved addresses. */
interface Prepared {
  host: string;
  port: string;
  hostIp?: Ip;
  addresses: { text: string; ip: Ip }[];
}

function prepare(target: HostTarget): Prepared {
  const host = asciiHost(target.host);
  const hostIp = parseIp(host);
  const addresses: Prepared['addresses'] = [];
  if (!hostIp) {
    for (const text of target.addresses ?? []) {
      const ip = parseIp(text.replace(/%.*$/, ''));
      if (ip) addresses.push({ text, ip: unmap(ip) });
    }
  }
  return { host, port: target.port, ...(hostIp ? { hostIp: unmap(hostIp) } : {}), addresses };
}

function matchPrepared(rule: HostRule, t: Prepared): RuleMatch | undefined {
  if (rule.kind === 'any') return { rule, via: 'host' };
  if (rule.port !== undefined && rule.port !== t.port) return undefined;
  switch (rule.kind) {
    case 'host':
      return t.host === rule.host ? { rule, via: 'host' } : undefined;
    case 'suffix':
      return t.host === rule.suffix || t.host.endsWith('.' + rule.suffix) ? { rule, via: 'host' } : undefined;
    case 'cidr': {
      if (t.hostIp) return inRange(t.hostIp, rule.range) ? { rule, via: 'host' } : undefined;
      const a = t.addresses.find((x) => inRange(x.ip, rule.range));
      return a ? { rule, via: 'address', address: a.text } : undefined;
    }
  }
}

/** Does this rule match the target? */
export function matchRule(rule: HostRule, target: HostTarget): RuleMatch | undefined {
  return matchPrepared(rule, prepare(target));
}

/** The first rule (in list order) that matches, if any. The target is normalised once. */
export function firstMatch(rules: readonly HostRule[], target: HostTarget): RuleMatch | undefined {
  if (rules.length === 0) return undefined;
  const t = prepare(target);
  for (const rule of rules) {
    const m = matchPrepared(rule, t);
    if (m) return m;
  }
  return undefined;
}

/** True when some rule needs resolved addresses to decide about a host name (IP rules). */
export function needsAddresses(rules: readonly HostRule[]): boolean {
  return rules.some((r) => r.kind === 'cidr');
}
