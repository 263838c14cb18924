// Response cache: an in-memory LRU of HTTP results (decoded body, final URL, headers), shared by every run in
// this process and by both routes. Entries are fresh for a TTL (capped by the server's max-age); after that
// they are revalidated with If-None-Match / If-Modified-Since, and a 304 reuses the stored body.
// Written by hand: a Map already keeps insertion order, which is all an LRU needs.
import type { HttpResult } from '../net/http';
import { canonicalUrl } from '../urls/canonical';

export interface CacheConfig {
  /** How long an entry is served without asking the server (default 15 min). */
  ttlMs: number;
  /** Memory cap for all entries together (default 50 MB). */
  maxBytes: number;
  /** Larger bodies are not stored (default 10 MB). */
  maxEntryBytes: number;
}

export const CACHE_DEFAULTS: Readonly<CacheConfig> = {
  ttlMs: 15 * 60_000,
  maxBytes: 50 * 1024 * 1024,
  maxEntryBytes: 10 * 1024 * 1024,
};

/** One hop of the stored fetch, kept so that policy checks (checkUrl) can be replayed on a cache hit. */
export interface CachedHop {
  url: string;
  private: boolean;
  addresses: string[];
}

export interface CacheEntry {
  key: string;
  result: HttpResult;
  hops: CachedHop[];
  etag?: string;
  lastModified?: string;
  storedAt: number;
  /** Served without revalidation until this time (ms, the cache's clock). */
  freshUntil: number;
  /** Bytes counted against the memory cap. */
  size: number;
}

export interface CacheLookup {
  entry: CacheEntry;
  fresh: boolean;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  revalidations: number;
  misses: number;
  stores: number;
  evictions: number;
}

export interface CacheDirectives {
  noStore: boolean;
  /** Always revalidate before use (no-cache, max-age=0, must-revalidate with max-age=0). */
  noCache: boolean;
  maxAgeMs?: number;
}

function header(headers: HttpResult['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Cache-Control as it concerns a private (per-user) cache that we still treat as shared: private is not stored. */
export function parseCacheControl(value: string | undefined): CacheDirectives {
  const out: CacheDirectives = { noStore: false, noCache: false };
  for (const part of (value ?? '').split(',')) {
    const [rawName, rawValue] = part.split('=');
    const name = rawName!.trim().toLowerCase();
    if (name === 'no-store' || name === 'private') out.noStore = true;
    else if (name === 'no-cache') out.noCache = true;
    else if (name === 'max-age') {
      const secs = Number((rawValue ?? '').trim().replace(/^"|"$/g, ''));
      if (Number.isFinite(secs) && secs >= 0) out.maxAgeMs = secs * 1000;
    }
  }
  if (out.maxAgeMs === 0) out.noCache = true;
  return out;
}

/** Approximate memory of an entry: the body plus the strings around it (UTF-16, so twice their length). */
function sizeOf(result: HttpResult, hops: CachedHop[]): number {
  let strings = result.finalUrl.length + (result.contentType?.length ?? 0);
  for (const r of result.redirects) strings += r.length;
  for (const [k, v] of Object.entries(result.headers)) strings += k.length + (Array.isArray(v) ? v.join('').length : (v?.length ?? 0));
  for (const h of hops) strings += h.url.length + h.addresses.join('').length;
  return result.body.length + strings * 2 + 256;
}

export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private config: CacheConfig;
  private bytes = 0;
  private readonly counters = { hits: 0, revalidations: 0, misses: 0, stores: 0, evictions: 0 };

  constructor(
    config: Partial<CacheConfig> = {},
    /** Clock in ms; injectable so tests can move past the TTL without waiting. */
    private readonly now: () => number = Date.now,
  ) {
    this.config = { ...CACHE_DEFAULTS, ...config };
  }

  /** Change TTL or caps (e.g. after a settings change); shrinking the caps evicts at once. */
  configure(config: Partial<CacheConfig>): void {
    this.config = { ...this.config, ...config };
    this.evict();
  }

  get settings(): Readonly<CacheConfig> {
    return this.config;
  }

  /**
   * The key of a URL: its canonical form, plus a variant (e.g. a non-default User-Agent) when the request differs
   * in a way that may change the answer.
   */
  static keyOf(url: string, variant = ''): string {
    return variant ? `${canonicalUrl(url)} ${variant}` : canonicalUrl(url);
  }

  /** The entry for a key (marked most recently used), with whether it is still fresh. */
  lookup(key: string): CacheLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, fresh: this.now() < entry.freshUntil };
  }

  /** Count a lookup that was answered from the cache (hit) or by a 304 (revalidation). */
  countUse(kind: 'hit' | 'revalidated'): void {
    if (kind === 'hit') this.counters.hits++;
    else this.counters.revalidations++;
  }

  /**
   * Store a fetched result under the key of the URL it was requested by. Returns false (and drops any older entry) when the
   * response may not be stored: Cache-Control no-store/private, a status other than 200/203, or a body over the cap.
   */
  store(key: string, result: HttpResult, hops: CachedHop[] = []): boolean {
    const directives = parseCacheControl(header(result.headers, 'cache-control'));
    const size = sizeOf(result, hops);
    this.remove(key);
    if (directives.noStore || (result.status !== 200 && result.status !== 203) || result.body.length > this.config.maxEntryBytes) return false;
    if (size > this.config.maxBytes) return false;
    const storedAt = this.now();
    const ttl = directives.noCache ? 0 : Math.min(this.config.ttlMs, directives.maxAgeMs ?? Infinity);
    const entry: CacheEntry = {
      key,
      result,
      hops,
      etag: header(result.headers, 'etag'),
      lastModified: header(result.headers, 'last-modified'),
      storedAt,
      freshUntil: storedAt + ttl,
      size,
    };
    this.entries.set(key, entry);
    this.bytes += size;
    this.counters.stores++;
    this.evict();
    return true;
  }

  /** After a 304: the stored body is current again; take the new validators and freshness from the 304's headers. */
  revalidated(key: string, headers: HttpResult['headers']): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const directives = parseCacheControl(header(headers, 'cache-control') ?? header(entry.result.headers, 'cache-control'));
    if (directives.noStore) {
      this.remove(entry.key);
      return entry;
    }
    entry.etag = header(headers, 'etag') ?? entry.etag;
    entry.lastModified = header(headers, 'last-modified') ?? entry.lastModified;
    entry.storedAt = this.now();
    entry.freshUntil = entry.storedAt + (directives.noCache ? 0 : Math.min(this.config.ttlMs, directives.maxAgeMs ?? Infinity));
    return entry;
  }

  /** Request headers that ask the server whether the stored entry is still current (empty when it has no validator). */
  static conditionalHeaders(entry: CacheEntry): Record<string, string> {
    const h: Record<string, string> = {};
    if (entry.etag) h['if-none-match'] = entry.etag;
    if (entry.lastModified) h['if-modified-since'] = entry.lastModified;
    return h;
  }

  delete(key: string): boolean {
    return this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }

  private remove(key: string): boolean {
    const old = this.entries.get(key);
    if (!old) return false;
    this.entries.delete(key);
    this.bytes -= old.size;
    return true;
  }

  /** Drop least recently used entries until the memory cap holds. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.config.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.size;
      this.counters.evictions++;
    }
  }
}
