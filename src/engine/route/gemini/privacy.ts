// Which URLs Gemini may fetch itself. A URL is kept on this machine (fetched directly, content sent as text, address
// never sent) when its host is private by spelling, resolves to any private address, or does not resolve here at all
// (an internal name we cannot check must not leak).
import { isPrivateLiteral } from '../../urls/host';
import { resolveHost } from '../../net/address';
import type { PlannedUrl, Resolver } from '../../types';
import { hostOf as hostOfUrl } from '../../urls/prompt';

export interface UrlSplit {
  /** Gemini fetches these (urlContext). */
  forGemini: PlannedUrl[];
  /** We fetch these ourselves. */
  local: PlannedUrl[];
  /** Why each local URL is local. */
  reasons: Map<PlannedUrl, 'private' | 'unresolved'>;
}

async function isLocal(u: PlannedUrl, resolver: Resolver | undefined): Promise<'private' | 'unresolved' | false> {
  if (u.privateHint || isPrivateLiteral(u.host)) return 'private';
  // The address Gemini would fetch (fetchUrl) and the one written (url) must both be public.
  const hosts = new Set([u.host, hostOf(u.url)].filter((h): h is string => Boolean(h)));
  for (const host of hosts) {
    try {
      if ((await resolveHost(host, resolver)).private) return 'private';
    } catch {
      return 'unresolved';
    }
  }
  return false;
}

/** Host of a URL without IPv6 brackets, lower case; undefined when it does not parse. */
export function hostOf(url: string): string | undefined {
  try {
    return hostOfUrl(new URL(url));
  } catch {
    return undefined;
  }
}

export async function splitByPrivacy(urls: readonly PlannedUrl[], resolver?: Resolver): Promise<UrlSplit> {
  const verdicts = await Promise.all(urls.map((u) => isLocal(u, resolver)));
  const split: UrlSplit = { forGemini: [], local: [], reasons: new Map() };
  urls.forEach((u, i) => {
    const v = verdicts[i];
    if (v) {
      split.local.push(u);
      split.reasons.set(u, v);
    } else split.forGemini.push(u);
  });
  return split;
}

/** Hosts whose links must not appear in text sent alongside urlContext (Gemini might fetch them). */
export function redactPrivateLinks(content: string, privateHosts: ReadonlySet<string>): string {
  return content.replace(/\bhttps?:\/\/[^\s<>"'`)\]]+/gi, (match) => {
    const link = match.replace(/[.,;:!?]+$/, '');
    const host = hostOf(link);
    return host && (privateHosts.has(host) || isPrivateLiteral(host)) ? `[private link]${match.slice(link.length)}` : match;
  });
}
