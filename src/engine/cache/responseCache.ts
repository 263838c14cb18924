// Response cache: an in-memory LRU of HTTP results (decoded body, final URL, headers), shared by every run in
// this process and by both routes, in front of an optional disk layer (cache/disk.ts) that outlives the process.
// Whether a response may be stored and how long it stays fresh is http-cache-semantics' reading of the headers
// (Cache-Control, Expires against Date, Age, Vary: *); fresh means within our TTL, capped by the server's
// explicit lifetime. Stale entries are revalidated with If-None-Match / If-Modified-Since, and a 304 reuses the
// stored body. Vary: a stored response serves only requests that send the same values of the headers it names.
// The LRU is written by hand: a Map already keeps insertion order, which is all an LRU needs.
import CachePolicy from 'http-cache-semantics';
import type { HttpResult } from '../net/http';
import { headerValue } from '../net/headers';
import { canonicalUrl } from '../urls/canonical';
import { DiskCache, DISK_DEFAULT_MAX_BYTES, type DiskRecord } from './disk';

export interface CacheConfig {
  /** How long an entry is served without asking the server (default 15 min). */
  ttlMs: number;
  /** Memory cap for all entries together (default 50 MB). */
  maxBytes: number;
  /** Larger bodies are not stored (default 10 MB). */
  maxEntryBytes: number;
  /** Directory of the disk layer (null: memory only, the default). */
  diskDir: string | null;
  /** Cap of the disk layer (default 200 MB). */
  diskMaxBytes: number;
  /** Also write pages fetched from private addresses to disk (default false: they stay in memory). */
  privateOnDisk: boolean;
}

export const CACHE_DEFAULTS: Readonly<CacheConfig> = {
  ttlMs: 15 * 60_000,
  maxBytes: 50 * 1024 * 1024,
  maxEntryBytes: 10 * 1024 * 1024,
  diskDir: null,
  diskMaxBytes: DISK_DEFAULT_MAX_BYTES,
  privateOnDisk: false,
};

/** Request headers as sent (lower-case names), for Vary. */
export type RequestHeaders = Record<string, string | undefined>;

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
  /** Request header values named by the response's Vary (null: not sent); '*' in Vary never matches. */
  vary?: Record<string, string | null>;
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
  /** Lookups answered by the disk layer (counted in hits/revalidations too). */
  diskReads: number;
}

export interface CacheDirectives {
  noStore: boolean;
  /** Always revalidate before use (no-cache, max-age=0, must-revalidate with max-age=0). */
  noCache: boolean;
  maxAgeMs?: number;
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

function headersForPolicy(headers: HttpResult['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(headers)) {
    const v = headerValue(headers, k);
    if (v !== undefined) out[k.toLowerCase()] = v;
  }
  return out;
}

/** The lower-case header names of a Vary header ('*' included as is). */
function varyNames(headers: HttpResult['headers']): string[] {
  return (headerValue(headers, 'vary') ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * http-cache-semantics' reading of a response: may it be stored, and for how long is it fresh (ms, capped by our
 * TTL)? Without an explicit lifetime (max-age, Expires, no-cache) our TTL applies: an agent re-reading a page
 * within minutes wants the copy it has. The policy is built as a private (single-user) cache with its clock set
 * to ours; Cache-Control private is still not stored, as before (pages for one user do not belong in a cache
 * that outlives the run's purpose).
 */
export function freshness(
  result: Pick<HttpResult, 'status' | 'headers' | 'finalUrl'>,
  request: RequestHeaders,
  ttlMs: number,
  now: () => number,
): { storable: boolean; lifetimeMs: number } {
  const Clocked = class extends CachePolicy {
    now(): number {
      return now();
    }
  };
  const resHeaders = headersForPolicy(result.headers);
  const reqHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(request)) if (v !== undefined) reqHeaders[k.toLowerCase()] = v;
  const policy = new Clocked({ url: result.finalUrl, method: 'GET', headers: reqHeaders }, { status: result.status, headers: resHeaders }, { shared: false });
  const cc = parseCacheControl(resHeaders['cache-control']);
  const storable = policy.storable() && !/(^|,)\s*private\b/i.test(resHeaders['cache-control'] ?? '') && (result.status === 200 || result.status === 203);
  const explicit = cc.noCache || cc.maxAgeMs !== undefined || resHeaders.expires !== undefined || varyNames(result.headers).includes('*');
  const serverMs = Math.max(0, (policy.maxAge() - policy.age()) * 1000);
  return { storable, lifetimeMs: explicit ? Math.min(ttlMs, serverMs) : ttlMs };
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
  private readonly counters = { hits: 0, revalidations: 0, misses: 0, stores: 0, evictions: 0, diskReads: 0 };
  private disk: DiskCache | null = null;
  /** Warnings of the disk layer (a failed write, a corrupt file). */
  onWarning: (message: string) => void = () => undefined;

  constructor(
    config: Partial<CacheConfig> = {},
    /** Clock in ms; injectable so tests can move past the TTL without waiting. */
    private readonly now: () => number = Date.now,
  ) {
    this.config = { ...CACHE_DEFAULTS, ...config };
    this.openDisk();
  }

  /** Change TTL, caps or the disk layer (e.g. after a settings change); shrinking the caps evicts at once. */
  configure(config: Partial<CacheConfig>): void {
    const before = this.config;
    this.config = { ...this.config, ...config };
    if (before.diskDir !== this.config.diskDir || before.diskMaxBytes !== this.config.diskMaxBytes) this.openDisk();
    this.evict();
  }

  private openDisk(): void {
    const { diskDir, diskMaxBytes } = this.config;
    this.disk = diskDir ? new DiskCache({ dir: diskDir, maxBytes: diskMaxBytes, onWarning: (m) => this.onWarning(m) }) : null;
  }

  get settings(): Readonly<CacheConfig> {
    return this.config;
  }

  /** The disk layer, when one is configured. */
  get diskCache(): DiskCache | null {
    return this.disk;
  }

  /**
   * The key of a URL: its canonical form, plus a variant (e.g. a non-default User-Agent) when the request differs
   * in a way that may change the answer.
   */
  static keyOf(url: string, variant = ''): string {
    return variant ? `${canonicalUrl(url)} ${variant}` : canonicalUrl(url);
  }

  /** Does a stored entry answer a request with these headers (Vary)? */
  private static varies(entry: CacheEntry, request: RequestHeaders | undefined): boolean {
    if (!entry.vary || !request) return false;
    for (const [name, value] of Object.entries(entry.vary)) {
      if (name === '*' || (request[name] ?? null) !== value) return true;
    }
    return false;
  }

  private touch(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The entry for a key in memory (marked most recently used), with whether it is still fresh. With request headers,
   * an entry whose Vary headers differ is a miss; Vary: * is never fresh.
   */
  lookup(key: string, request?: RequestHeaders): CacheLookup | undefined {
    const entry = this.touch(key);
    if (!entry || (request && ResponseCache.varies(entry, request) && !entry.vary?.['*'])) {
      this.counters.misses++;
      return undefined;
    }
    return { entry, fresh: this.now() < entry.freshUntil && !('*' in (entry.vary ?? {})) };
  }

  /** Like lookup, then the disk layer: an entry read from disk is checked, kept in memory and returned. */
  async find(key: string, request?: RequestHeaders): Promise<CacheLookup | undefined> {
    if (this.entries.has(key) || !this.disk) return this.lookup(key, request);
    const record = await this.disk.read(key);
    if (!record || this.entries.has(key)) return this.lookup(key, request);
    const entry: CacheEntry = { ...record, size: sizeOf(record.result, record.hops) };
    if (record.result.body.length <= this.config.maxEntryBytes && entry.size <= this.config.maxBytes) {
      this.entries.set(key, entry);
      this.bytes += entry.size;
      this.evict();
    }
    this.counters.diskReads++;
    if (request && ResponseCache.varies(entry, request) && !entry.vary?.['*']) {
      this.counters.misses++;
      return undefined;
    }
    return { entry, fresh: this.now() < entry.freshUntil && !('*' in (entry.vary ?? {})) };
  }

  /** Count a lookup that was answered from the cache (hit) or by a 304 (revalidation). */
  countUse(kind: 'hit' | 'revalidated'): void {
    if (kind === 'hit') this.counters.hits++;
    else this.counters.revalidations++;
  }

  /**
   * Store a fetched result under the key of the URL it was requested by. Returns false (and drops any older entry) when the
   * response may not be stored: Cache-Control no-store/private, a status other than 200/203, or a body over the cap.
   * `request` is the request's headers (for Vary).
   */
  store(key: string, result: HttpResult, hops: CachedHop[] = [], request: RequestHeaders = {}): boolean {
    const { storable, lifetimeMs } = freshness(result, request, this.config.ttlMs, this.now);
    const size = sizeOf(result, hops);
    this.remove(key);
    if (!storable || result.body.length > this.config.maxEntryBytes) return false;
    if (size > this.config.maxBytes) return false;
    const storedAt = this.now();
    const names = varyNames(result.headers);
    const entry: CacheEntry = {
      key,
      result,
      hops,
      etag: headerValue(result.headers, 'etag'),
      lastModified: headerValue(result.headers, 'last-modified'),
      storedAt,
      freshUntil: storedAt + lifetimeMs,
      ...(names.length ? { vary: Object.fromEntries(names.map((n) => [n, n === '*' ? '*' : (request[n] ?? null)])) } : {}),
      size,
    };
    this.entries.set(key, entry);
    this.bytes += size;
    this.counters.stores++;
    this.evict();
    return true;
  }

  /** After a 304: the stored body is current again; the 304's headers update the stored ones, validators and freshness. */
  revalidated(key: string, headers: HttpResult['headers'], request: RequestHeaders = {}): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const merged: HttpResult['headers'] = { ...entry.result.headers };
    for (const [k, v] of Object.entries(headers)) {
      if (v !== undefined && !/^(content-length|content-encoding|transfer-encoding|connection|keep-alive)$/i.test(k)) merged[k.toLowerCase()] = v;
    }
    const { storable, lifetimeMs } = freshness({ ...entry.result, status: 200, headers: merged }, request, this.config.ttlMs, this.now);
    if (!storable) {
      this.remove(entry.key);
      return entry;
    }
    entry.result = { ...entry.result, headers: merged };
    entry.etag = headerValue(merged, 'etag');
    entry.lastModified = headerValue(merged, 'last-modified');
    entry.storedAt = this.now();
    entry.freshUntil = entry.storedAt + lifetimeMs;
    return entry;
  }

  /**
   * Bring the disk layer in line with memory for one key: write the entry (unless it came from a private address
   * and privateOnDisk is off), or delete the file when memory no longer holds it (e.g. a no-store answer).
   */
  async commit(key: string): Promise<void> {
    if (!this.disk) return;
    const entry = this.entries.get(key);
    if (!entry || (!this.config.privateOnDisk && (entry.result.private || entry.hops.some((h) => h.private)))) {
      await this.disk.delete(key);
      return;
    }
    const { size: _size, ...record } = entry;
    await this.disk.write(record satisfies DiskRecord);
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

  /** Empty memory now; the disk layer (when there is one) once the returned promise settles. */
  clear(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
    return this.disk ? this.disk.clear() : Promise.resolve();
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

/** Empty a disk cache directory (e.g. the "Clear Cache" command, for a directory no engine has opened yet). */
export async function clearDiskCache(dir: string): Promise<void> {
  await new DiskCache({ dir }).clear();
}
