// The disk layer of the response cache: one file per entry, so a continuation (offset) or a repeated agent call in a
// new process (the CLI) or after a reload (VS Code) reuses the page instead of downloading it again.
//
// Layout: <dir>/v1/<sha256(key), 40 hex>.entry, each file
//   "WFCACHE1" | u32 BE header length | header JSON | body bytes | CRC-32 of everything before (u32 BE)
// The header holds the key, the response's metadata (status, headers, final URL, redirects, hops), freshness and the
// body's length. A read checks the magic, the lengths, the checksum, the JSON's shape and that the key is the one
// asked for: a corrupt, truncated or foreign file is deleted and reported as a miss, never trusted.
// Writes go to a temporary file first and are renamed into place (atomic on one file system), so a reader in another
// process (the CLI and the extension may run at once) sees the old file or the new one, never half of one.
// Size: bounded in bytes; least recently used files (by modification time, touched on every hit) go first.
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import fsc, { promises as fs } from 'node:fs';
import path from 'node:path';
import type { HttpResult } from '../net/http';

const MAGIC = Buffer.from('WFCACHE1', 'latin1');
const VERSION_DIR = 'v1';
const SUFFIX = '.entry';
const NAME = /^[0-9a-f]{40}\.entry$/;
/** The checksum: CRC-32 finds torn and corrupted files at twice SHA-256's speed; it is no defence against a
 * person who can write this directory (nothing on disk is: they could write any entry), and needs none. */
const SUM = 4;
/** Header JSON larger than this is not ours. */
const MAX_HEADER = 1024 * 1024;

/** What the memory cache hands to the disk and gets back: an entry without its in-memory bookkeeping. */
export interface DiskRecord {
  key: string;
  storedAt: number;
  freshUntil: number;
  etag?: string;
  lastModified?: string;
  /** Request header values named by the response's Vary, as sent when it was stored (null: not sent). */
  vary?: Record<string, string | null>;
  hops: { url: string; private: boolean; addresses: string[] }[];
  result: HttpResult;
}

export interface DiskCacheOptions {
  dir: string;
  /** Cap for all files together (default 200 MB). */
  maxBytes?: number;
  /** Warnings (a failed write, a corrupt file); default none. */
  onWarning?: (message: string) => void;
}

export const DISK_DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** The header JSON's shape, checked field by field (a file on disk is input like any other). */
function validHeader(h: unknown): h is Omit<DiskRecord, 'result'> & { v: 1; bodyLength: number; result: Omit<DiskRecord['result'], 'body'> } {
  if (!h || typeof h !== 'object') return false;
  const o = h as Record<string, unknown>;
  const r = o.result as Record<string, unknown> | undefined;
  if (o.v !== 1 || !isString(o.key) || !Number.isSafeInteger(o.bodyLength) || (o.bodyLength as number) < 0) return false;
  if (typeof o.storedAt !== 'number' || typeof o.freshUntil !== 'number') return false;
  if (o.etag !== undefined && !isString(o.etag)) return false;
  if (o.lastModified !== undefined && !isString(o.lastModified)) return false;
  if (o.vary !== undefined && (typeof o.vary !== 'object' || o.vary === null)) return false;
  if (!Array.isArray(o.hops) || !o.hops.every((x) => x && isString(x.url) && typeof x.private === 'boolean' && isStringArray(x.addresses))) return false;
  if (!r || typeof r !== 'object') return false;
  if (!isString(r.finalUrl) || !isStringArray(r.redirects) || !Number.isInteger(r.status)) return false;
  if (r.contentType !== null && !isString(r.contentType)) return false;
  if (typeof r.truncated !== 'boolean' || typeof r.private !== 'boolean') return false;
  if (!r.headers || typeof r.headers !== 'object') return false;
  for (const v of Object.values(r.headers as object)) if (!isString(v) && !isStringArray(v)) return false;
  return true;
}

/**
 * One file's bytes, read to its exact size, and the file touched as most recently used (eviction goes by modification
 * time). Undefined when it cannot be read. The lookup waits for three file-system calls (open, fstat, read); touching
 * and closing the descriptor happen after it has its bytes. The callback API, not fs.promises: its FileHandle costs
 * more per call, and fs.promises.readFile also waits for the close (bench/cache.ts prints it as the reference).
 */
function readAndTouch(file: string, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    fsc.open(file, 'r', (openError, fd) => {
      if (openError) return resolve(undefined);
      const done = (data: Buffer | undefined) => {
        resolve(data);
        if (!data) return fsc.close(fd, () => undefined);
        const now = new Date();
        fsc.futimes(fd, now, now, () => fsc.close(fd, () => undefined));
      };
      fsc.fstat(fd, (statError, st) => {
        // larger than the whole cache's cap: not a file this cache wrote
        if (statError || !st.isFile() || st.size > maxBytes) return done(undefined);
        const data = Buffer.allocUnsafe(st.size);
        const readFrom = (at: number): void => {
          if (at === data.length) return done(data);
          fsc.read(fd, data, at, data.length - at, at, (readError, n) => {
            if (readError) return done(undefined);
            // a file cut shorter since fstat: what was read is checked (and refused) like any torn file
            if (n === 0) return done(data.subarray(0, at));
            readFrom(at + n);
          });
        };
        readFrom(0);
      });
    });
  });
}

export class DiskCache {
  readonly dir: string;
  readonly maxBytes: number;
  private readonly warn: (message: string) => void;
  /** Bytes this process believes are on disk (undefined until the first scan). */
  private approxBytes: number | undefined;
  private evicting: Promise<void> | undefined;

  constructor(options: DiskCacheOptions) {
    this.dir = path.join(options.dir, VERSION_DIR);
    this.maxBytes = options.maxBytes ?? DISK_DEFAULT_MAX_BYTES;
    this.warn = options.onWarning ?? (() => undefined);
  }

  /** The file of a key. */
  fileOf(key: string): string {
    return path.join(this.dir, createHash('sha256').update(key).digest('hex').slice(0, 40) + SUFFIX);
  }

  /** The record stored for `key`, or undefined (missing, corrupt, foreign: the last two are deleted). */
  async read(key: string): Promise<DiskRecord | undefined> {
    const file = this.fileOf(key);
    const data = await readAndTouch(file, this.maxBytes);
    if (!data) return undefined;
    const record = this.decode(data, key);
    if (!record) {
      this.warn(`cache: ignored and removed an unreadable cache file ${path.basename(file)}`);
      await fs.unlink(file).catch(() => undefined);
      return undefined;
    }
    return record;
  }

  /** Parse and check one file's bytes; undefined when anything is off. */
  decode(data: Buffer, key: string): DiskRecord | undefined {
    if (data.length < MAGIC.length + 4 + SUM || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    if (crc32(data.subarray(0, data.length - SUM)) !== data.readUInt32BE(data.length - SUM)) return undefined;
    const headerLength = data.readUInt32BE(MAGIC.length);
    const headerStart = MAGIC.length + 4;
    if (headerLength > MAX_HEADER || headerStart + headerLength > data.length - SUM) return undefined;
    let header: unknown;
    try {
      header = JSON.parse(data.subarray(headerStart, headerStart + headerLength).toString('utf8'));
    } catch {
      return undefined;
    }
    if (!validHeader(header) || header.key !== key) return undefined;
    const bodyStart = headerStart + headerLength;
    if (bodyStart + header.bodyLength !== data.length - SUM) return undefined;
    const { v: _v, bodyLength: _n, result, ...rest } = header;
    // The body is a view of the file's bytes, not a copy: the buffer is this file's alone (read to its exact size),
    // and what else it holds (magic, header, checksum) is a few hundred bytes.
    return { ...rest, result: { ...result, body: data.subarray(bodyStart, bodyStart + header.bodyLength) } };
  }

  /** The bytes of one file for a record. */
  static encode(record: DiskRecord): Buffer {
    const { body, ...meta } = record.result;
    const header = Buffer.from(JSON.stringify({ v: 1, ...record, result: meta, bodyLength: body.length }), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const head = Buffer.concat([MAGIC, length, header, body]);
    const sum = Buffer.alloc(SUM);
    sum.writeUInt32BE(crc32(head));
    return Buffer.concat([head, sum]);
  }

  /** Store a record (temporary file, then rename); evicts old files past the cap. Failures are warnings. */
  async write(record: DiskRecord): Promise<void> {
    const data = DiskCache.encode(record);
    if (data.length > this.maxBytes) return;
    const file = this.fileOf(record.key);
    const tmp = path.join(this.dir, `tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(tmp, data, { mode: 0o600 });
      await fs.rename(tmp, file);
    } catch (e) {
      await fs.unlink(tmp).catch(() => undefined);
      this.warn(`cache: could not write ${path.basename(file)}: ${(e as Error).message}`);
      return;
    }
    if (this.approxBytes !== undefined) this.approxBytes += data.length;
    if (this.approxBytes === undefined || this.approxBytes > this.maxBytes) await this.evict();
  }

  async delete(key: string): Promise<void> {
    await fs.unlink(this.fileOf(key)).catch(() => undefined);
  }

  /** Remove every entry (the "Clear Cache" command). */
  async clear(): Promise<void> {
    await fs.rm(this.dir, { recursive: true, force: true });
    this.approxBytes = 0;
  }

  /** Files and bytes on disk now. */
  async usage(): Promise<{ files: number; bytes: number }> {
    const list = await this.list();
    return { files: list.length, bytes: list.reduce((n, f) => n + f.size, 0) };
  }

  private async list(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const out: { file: string; size: number; mtimeMs: number }[] = [];
    const hourAgo = Date.now() - 3_600_000;
    for (const name of names) {
      const file = path.join(this.dir, name);
      const st = await fs.stat(file).catch(() => undefined);
      if (!st?.isFile()) continue;
      // A temporary file left by a process that died mid-write.
      if (name.startsWith('tmp-')) {
        if (st.mtimeMs < hourAgo) await fs.unlink(file).catch(() => undefined);
        continue;
      }
      if (NAME.test(name)) out.push({ file, size: st.size, mtimeMs: st.mtimeMs });
    }
    return out;
  }

  /** Delete least recently used files until the total is at most 90% of the cap. One scan at a time. */
  private evict(): Promise<void> {
    this.evicting ??= (async () => {
      try {
        const files = await this.list();
        let total = files.reduce((n, f) => n + f.size, 0);
        if (total > this.maxBytes) {
          files.sort((a, b) => a.mtimeMs - b.mtimeMs);
          for (const f of files) {
            if (total <= this.maxBytes * 0.9) break;
            await fs.unlink(f.file).catch(() => undefined);
            total -= f.size;
          }
        }
        this.approxBytes = total;
      } finally {
        this.evicting = undefined;
      }
    })();
    return this.evicting;
  }
}
