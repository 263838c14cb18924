// Trusted domains: URLs whose hosts all match skip the QuickPick and the tool confirmation. Same pattern syntax as
// the block and allow lists; an invalid entry trusts nothing (so a typo means "ask again", never "trust more").
import { domainToUnicode } from 'node:url';
import { effectivePort, firstMatch, normalizeHost, parsePatterns } from './patterns';

/** True when `url` (as written) has a host matching one of the trusted patterns. Unparsable URLs are not trusted. */
export function isTrustedUrl(url: string, trusted: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const { rules } = parsePatterns(trusted);
  return firstMatch(rules, { host: u.hostname, port: effectivePort(u) }) !== undefined;
}

/**
 * True when every URL is trusted (and there is at least one). The written URL counts, not a rewrite of it:
 * trusting github.com covers its blob links, which are fetched from raw.githubusercontent.com.
 */
export function allTrusted(urls: readonly string[], trusted: readonly string[]): boolean {
  return urls.length > 0 && trusted.length > 0 && urls.every((u) => isTrustedUrl(u, trusted));
}

/** The pattern "Always allow" stores for a URL: its ASCII host (IPv6 in brackets), no port, no wildcard. */
export function trustPatternFor(url: string): string | undefined {
  try {
    const u = new URL(url);
    const host = normalizeHost(u.hostname);
    if (!host) return undefined;
    return host.includes(':') ? `[${host}]` : host;
  } catch {
    return undefined;
  }
}

/** A host for people: Unicode for IDN hosts ("bücher.example"), as is otherwise. */
export function displayHost(pattern: string): string {
  if (pattern.startsWith('[')) return pattern;
  const star = pattern.startsWith('*.') ? '*.' : '';
  const rest = pattern.slice(star.length);
  return star + (domainToUnicode(rest) || rest);
}

/** Add a pattern to a list unless an equal entry exists (case and trailing dot ignored). Returns a new list. */
export function addTrusted(list: readonly string[], pattern: string): string[] {
  const key = normalizeHost(pattern);
  return list.some((p) => normalizeHost(p) === key) ? [...list] : [...list, pattern];
}

/** Remove every entry equal to the pattern (case and trailing dot ignored). Returns a new list. */
export function removeTrusted(list: readonly string[], pattern: string): string[] {
  const key = normalizeHost(pattern);
  return list.filter((p) => normalizeHost(p) !== key);
}
