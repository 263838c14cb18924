// Numbered sources of one answer: every selected URL in prompt order ([1]…[N]), then any page Gemini cited that was
// not among them. Maps Gemini's grounding chunks and URL metadata onto those numbers.
import type { PageResult, PlannedUrl, Source } from '../../types';
import type { GroundingChunk, UrlMetadata } from './schema';
import { URL_RETRIEVAL_SUCCESS } from './schema';

/** A comparable form of a URL: scheme, "www.", trailing slash and fragment ignored; host lower case. */
export function urlKey(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    const port = u.port ? `:${u.port}` : '';
    return `${host}${port}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

function keysOf(u: PlannedUrl): Set<string> {
  return new Set([urlKey(u.url), urlKey(u.fetchUrl)]);
}

function hostKey(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * The planned URL a Gemini-reported address stands for, if any: the same URL, else the only planned URL on the same
 * host (Gemini reports the address it ended at, e.g. after a redirect to /index.html).
 */
export function findPlanned(urls: readonly PlannedUrl[], address: string | undefined): PlannedUrl | undefined {
  if (!address) return undefined;
  const key = urlKey(address);
  const exact = urls.find((u) => keysOf(u).has(key));
  if (exact) return exact;
  const host = hostKey(address);
  const sameHost = urls.filter((u) => host !== undefined && (hostKey(u.url) === host || hostKey(u.fetchUrl) === host));
  return sameHost.length === 1 ? sameHost[0] : undefined;
}

/** Gemini's retrieval status for each URL it was asked to fetch (absent when it reported none for that URL). */
export function retrievalStatuses(urls: readonly PlannedUrl[], metadata: readonly UrlMetadata[] | undefined): Map<PlannedUrl, string> {
  const out = new Map<PlannedUrl, string>();
  for (const m of metadata ?? []) {
    const u = findPlanned(urls, m.retrievedUrl);
    if (!u) continue;
    const status = m.urlRetrievalStatus ?? 'URL_RETRIEVAL_STATUS_UNSPECIFIED';
    // A URL reported twice counts as read when any report says so.
    if (out.get(u) !== URL_RETRIEVAL_SUCCESS) out.set(u, status);
  }
  return out;
}

export interface SourceTable {
  sources: Source[];
  /** Source number of each grounding chunk (undefined: the chunk names no page). */
  chunkSource: (number | undefined)[];
  /** Source number of each selected URL. */
  numberOf: Map<PlannedUrl, number>;
}

function fallbackTitle(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/** Status text of a page we fetched ourselves. */
export function localStatus(page: PageResult | undefined): string {
  if (!page) return 'not fetched';
  if (!page.ok) return `not read (${page.error?.code ?? 'unknown error'})`;
  return page.private ? 'fetched directly (private address)' : 'fetched directly';
}

export function buildSources(opts: {
  urls: readonly PlannedUrl[];
  /** Status of each URL (retrieval status, or localStatus()). */
  status: ReadonlyMap<PlannedUrl, string>;
  pages: ReadonlyMap<PlannedUrl, PageResult>;
  chunks?: readonly GroundingChunk[];
}): SourceTable {
  const numberOf = new Map<PlannedUrl, number>();
  const chunkTitle = new Map<PlannedUrl, string>();
  const sources: Source[] = [];
  const chunkSource: (number | undefined)[] = [];
  opts.urls.forEach((u, i) => numberOf.set(u, i + 1));
  const extra = new Map<string, number>();
  for (const chunk of opts.chunks ?? []) {
    const uri = chunk.web?.uri;
    const planned = findPlanned(opts.urls, uri);
    if (planned) {
      if (chunk.web?.title && !chunkTitle.has(planned)) chunkTitle.set(planned, chunk.web.title);
      chunkSource.push(numberOf.get(planned));
    } else if (uri) {
      const key = urlKey(uri);
      if (!extra.has(key)) {
        extra.set(key, opts.urls.length + extra.size + 1);
        sources.push({ index: extra.get(key)!, title: chunk.web?.title || fallbackTitle(uri), url: uri, status: 'cited by Gemini' });
      }
      chunkSource.push(extra.get(key));
    } else chunkSource.push(undefined);
  }
  const own = opts.urls.map((u): Source => {
    const page = opts.pages.get(u);
    const title = chunkTitle.get(u) || page?.title || fallbackTitle(u.url);
    const status = opts.status.get(u);
    return { index: numberOf.get(u)!, title, url: u.url, ...(status ? { status } : {}) };
  });
  return { sources: [...own, ...sources], chunkSource, numberOf };
}
