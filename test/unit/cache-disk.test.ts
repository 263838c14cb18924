// Response cache, part two: freshness read by http-cache-semantics (Expires against Date, Age, Vary) and the disk
// layer (entries survive a new cache object and a new process; corrupt or foreign files are ignored and removed;
// private pages stay in memory unless allowed; a byte cap with LRU eviction; Clear Cache empties both).
// Real loopback servers and temporary directories; the TTL is crossed with an injected clock, never by waiting.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ResponseCache, clearDiskCache, freshness } from '../../src/engine/cache/responseCache';
import { DiskCache } from '../../src/engine/cache/disk';
import { userCacheDir } from '../../src/engine/cache/location';
import type { HttpResult } from '../../src/engine/net/http';
import { closeAll, startServer, type TestServer } from '../support/servers';

const ROOT = path.resolve(__dirname, '../..');

function result(body: string, headers: HttpResult['headers'] = {}, extra: Partial<HttpResult> = {}): HttpResult {
  return { finalUrl: 'http://example.test/', redirects: [], status: 200, headers, contentType: 'text/plain', body: Buffer.from(body), truncated: false, private: false, ...extra };
}

function manualClock(start = Date.parse('2026-01-01T00:00:00Z')): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-cache-'));
}

describe('cache: freshness from the headers (http-cache-semantics)', () => {
  it('Expires is read against Date: fresh until then, stale after', () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 3_600_000 }, clock.now);
    const date = new Date(clock.now()).toUTCString();
    const expires = new Date(clock.now() + 30_000).toUTCString();
    cache.store('k', result('x', { date, expires }));
    clock.advance(29_000);
    assert.equal(cache.lookup('k')?.fresh, true);
    clock.advance(2_000);
    assert.equal(cache.lookup('k')?.fresh, false);
  });

  it('an Expires in the past or invalid ("0") is stale at once', () => {
    const clock = manualClock();
    const cache = new ResponseCache({}, clock.now);
    cache.store('a', result('x', { date: new Date(clock.now()).toUTCString(), expires: 'Thu, 01 Jan 1970 00:00:00 GMT' }));
    cache.store('b', result('x', { expires: '0' }));
    assert.equal(cache.lookup('a')?.fresh, false);
    assert.equal(cache.lookup('b')?.fresh, false);
  });

  it('Age counts against max-age: max-age=60 with Age: 50 is fresh for 10 s', () => {
    const clock = manualClock();
    const cache = new ResponseCache({}, clock.now);
    cache.store('k', result('x', { 'cache-control': 'max-age=60', age: '50' }));
    clock.advance(9_000);
    assert.equal(cache.lookup('k')?.fresh, true);
    clock.advance(2_000);
    assert.equal(cache.lookup('k')?.fresh, false);
  });

  it('our TTL caps a long server lifetime; without an explicit lifetime our TTL applies', () => {
    const now = manualClock().now;
    assert.equal(freshness(result('x', { 'cache-control': 'max-age=86400' }), {}, 60_000, now).lifetimeMs, 60_000);
    assert.equal(freshness(result('x', { 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' }), {}, 60_000, now).lifetimeMs, 60_000);
    assert.equal(freshness(result('x', { 'cache-control': 'no-cache' }), {}, 60_000, now).lifetimeMs, 0);
    assert.equal(freshness(result('x', { 'cache-control': 'public, private' }), {}, 60_000, now).storable, false);
  });

  it('Vary: a stored response serves only requests with the same values of the headers it names', () => {
    const cache = new ResponseCache();
    cache.store('k', result('english', { vary: 'Accept-Language' }), [], { 'accept-language': 'en' });
    assert.equal(cache.lookup('k', { 'accept-language': 'fr' }), undefined);
    assert.equal(cache.lookup('k', { 'accept-language': 'en' })?.entry.result.body.toString(), 'english');
    assert.equal(cache.lookup('k', {}), undefined, 'a request without the header is another variant');
  });

  it('Vary: * is stored but never served without revalidation', () => {
    const cache = new ResponseCache();
    cache.store('k', result('x', { vary: '*', etag: '"1"' }), [], {});
    const found = cache.lookup('k', {});
    assert.equal(found?.fresh, false);
    assert.deepEqual(ResponseCache.conditionalHeaders(found!.entry), { 'if-none-match': '"1"' });
  });
});

describe('cache: disk layer', () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
  after(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('an entry written by one cache object is found by a new one, fresh, with body and metadata', async () => {
    const d = dir();
    const clock = manualClock();
    const a = new ResponseCache({ diskDir: d, ttlMs: 60_000 }, clock.now);
    a.store('https://e.test/p', result('body é', { etag: '"v1"', 'content-type': 'text/plain' }, { redirects: ['https://e.test/p'] }), [
      { url: 'https://e.test/p', private: false, addresses: ['93.184.216.34'] },
    ]);
    await a.commit('https://e.test/p');
    const b = new ResponseCache({ diskDir: d, ttlMs: 60_000 }, clock.now);
    const found = await b.find('https://e.test/p');
    assert.equal(found?.fresh, true);
    assert.equal(found!.entry.result.body.toString(), 'body é');
    assert.equal(found!.entry.etag, '"v1"');
    assert.deepEqual(found!.entry.hops, [{ url: 'https://e.test/p', private: false, addresses: ['93.184.216.34'] }]);
    assert.equal(b.stats().diskReads, 1);
    clock.advance(60_001);
    const c = new ResponseCache({ diskDir: d, ttlMs: 60_000 }, clock.now);
    assert.equal((await c.find('https://e.test/p'))?.fresh, false, 'the TTL holds across processes');
  });

  it('a corrupt, truncated or foreign file is ignored and removed, never trusted', async () => {
    const d = dir();
    const cache = new ResponseCache({ diskDir: d });
    const disk = cache.diskCache!;
    for (const k of ['k1', 'k2', 'k3']) {
      cache.store(k, result(`body of ${k}`));
      await cache.commit(k);
    }
    // k1: one byte of the body flipped; k2: cut short; k3: holds k1's (valid) file, i.e. another key.
    const f1 = disk.fileOf('k1');
    const good1 = fs.readFileSync(f1);
    const flipped = Buffer.from(good1);
    flipped[flipped.length - 40] ^= 0xff;
    fs.writeFileSync(f1, flipped);
    fs.writeFileSync(disk.fileOf('k2'), fs.readFileSync(disk.fileOf('k2')).subarray(0, 30));
    fs.writeFileSync(disk.fileOf('k3'), good1);
    fs.writeFileSync(path.join(disk.dir, 'not-ours.txt'), 'hello');
    const fresh = new ResponseCache({ diskDir: d });
    for (const k of ['k1', 'k2', 'k3']) {
      assert.equal(await fresh.find(k), undefined, k);
      assert.equal(fs.existsSync(disk.fileOf(k)), false, `${k} removed`);
    }
    assert.equal(fs.existsSync(path.join(disk.dir, 'not-ours.txt')), true, 'files not named like entries are left alone');
  });

  it('a valid file with a forged header (wrong types) is rejected', () => {
    const disk = new DiskCache({ dir: dir() });
    const bytes = DiskCache.encode({ key: 'k', storedAt: 1, freshUntil: 2, hops: [], result: { ...result('x'), headers: { a: 5 as unknown as string } } });
    assert.equal(disk.decode(bytes, 'k'), undefined);
    const ok = DiskCache.encode({ key: 'k', storedAt: 1, freshUntil: 2, hops: [], result: result('x') });
    assert.equal(disk.decode(ok, 'k')?.result.body.toString(), 'x');
    assert.equal(disk.decode(ok, 'other'), undefined);
  });

  it('pages from private addresses stay in memory unless privateOnDisk allows them', async () => {
    const d = dir();
    const cache = new ResponseCache({ diskDir: d });
    cache.store('priv', result('secret', {}, { private: true }));
    cache.store('hop', result('via private hop'), [{ url: 'http://10.0.0.1/', private: true, addresses: ['10.0.0.1'] }]);
    await cache.commit('priv');
    await cache.commit('hop');
    assert.equal((await cache.diskCache!.usage()).files, 0);
    cache.configure({ privateOnDisk: true });
    await cache.commit('priv');
    assert.equal((await cache.diskCache!.usage()).files, 1);
  });

  it('a no-store answer removes the file stored before', async () => {
    const d = dir();
    const cache = new ResponseCache({ diskDir: d });
    cache.store('k', result('old'));
    await cache.commit('k');
    cache.store('k', result('new', { 'cache-control': 'no-store' }));
    await cache.commit('k');
    assert.equal(await new ResponseCache({ diskDir: d }).find('k'), undefined);
  });

  it('the byte cap evicts least recently used files first', async () => {
    const d = dir();
    const body = 'x'.repeat(10_000);
    const cache = new ResponseCache({ diskDir: d, diskMaxBytes: 35_000 });
    for (const k of ['a', 'b', 'c']) {
      cache.store(k, result(body));
      await cache.commit(k);
    }
    // 'a' was used most recently (older modification times for b and c).
    const disk = cache.diskCache!;
    const past = (s: number) => new Date(Date.now() - s * 1000);
    fs.utimesSync(disk.fileOf('b'), past(300), past(300));
    fs.utimesSync(disk.fileOf('c'), past(200), past(200));
    fs.utimesSync(disk.fileOf('a'), past(100), past(100));
    cache.store('d', result(body));
    await cache.commit('d');
    const usage = await disk.usage();
    assert.ok(usage.bytes <= 35_000, String(usage.bytes));
    assert.equal(fs.existsSync(disk.fileOf('b')), false, 'b (least recent) evicted');
    assert.equal(fs.existsSync(disk.fileOf('d')), true);
    assert.equal(fs.existsSync(disk.fileOf('a')), true);
  });

  it('a disk hit marks its file as most recently used, so the next eviction keeps it', async () => {
    const d = dir();
    const body = 'y'.repeat(10_000);
    const writer = new ResponseCache({ diskDir: d, diskMaxBytes: 35_000 });
    for (const k of ['a', 'b', 'c']) {
      writer.store(k, result(body));
      await writer.commit(k);
    }
    const disk = writer.diskCache!;
    const past = (s: number) => new Date(Date.now() - s * 1000);
    fs.utimesSync(disk.fileOf('a'), past(300), past(300));
    fs.utimesSync(disk.fileOf('b'), past(200), past(200));
    fs.utimesSync(disk.fileOf('c'), past(100), past(100));
    // a new process reads 'a' (the oldest file): its bytes come back whole, and the file is touched after the read
    const reader = new ResponseCache({ diskDir: d, diskMaxBytes: 35_000 });
    assert.equal((await reader.find('a'))!.entry.result.body.toString(), body);
    for (let i = 0; i < 100 && fs.statSync(disk.fileOf('a')).mtimeMs < Date.now() - 60_000; i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(fs.statSync(disk.fileOf('a')).mtimeMs > Date.now() - 60_000, 'a was touched');
    reader.store('d', result(body));
    await reader.commit('d');
    assert.equal(fs.existsSync(disk.fileOf('a')), true, 'a (just read) kept');
    assert.equal(fs.existsSync(disk.fileOf('b')), false, 'b (now the least recent) evicted');
  });

  it('clear() empties memory and disk; clearDiskCache(dir) empties a disk cache this process never opened', async () => {
    const d = dir();
    const cache = new ResponseCache({ diskDir: d });
    cache.store('k', result('x'));
    await cache.commit('k');
    await cache.clear();
    assert.equal(cache.stats().entries, 0);
    assert.equal(await new ResponseCache({ diskDir: d }).find('k'), undefined);
    const other = dir();
    const elsewhere = new ResponseCache({ diskDir: other });
    elsewhere.store('k', result('x'));
    await elsewhere.commit('k');
    await clearDiskCache(other);
    assert.equal((await new DiskCache({ dir: other }).usage()).files, 0);
  });

  it('the CLI cache directory follows the platform conventions', () => {
    assert.equal(userCacheDir({ XDG_CACHE_HOME: '/x/cache' }, 'linux', '/home/u'), '/x/cache/web-fetch');
    assert.equal(userCacheDir({}, 'linux', '/home/u'), '/home/u/.cache/web-fetch');
    assert.equal(userCacheDir({ XDG_CACHE_HOME: 'relative' }, 'linux', '/home/u'), '/home/u/.cache/web-fetch');
    assert.equal(userCacheDir({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32', 'C:\\Users\\u'), 'C:\\Users\\u\\AppData\\Local\\web-fetch\\Cache');
  });
});

describe('cache: a new CLI process', () => {
  let server: TestServer | undefined;
  let tmp = '';
  let cliPath = '';
  before(async function () {
    this.timeout(60_000);
    tmp = tempDir();
    cliPath = path.join(tmp, 'cli.js');
    await esbuild.build({ entryPoints: [path.join(ROOT, 'src/cli.ts')], outfile: cliPath, bundle: true, platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'], logLevel: 'error' });
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of the long page.`).join('\n');
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'max-age=600' });
      res.end(req.url === '/long' ? long : 'hello from the page');
    });
  });
  after(async () => {
    await closeAll(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  function cli(args: string[]): Promise<{ code: number | null; stdout: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete env[k];
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cliPath, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout }));
    });
  }

  it('a repeat and a continuation in new processes send no request; --no-cache does', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const common = ['--json', '--engine', 'direct', '--cache-dir', cacheDir, '--cache-private'];
    const first = await cli([...common, server!.url('/long')]);
    assert.equal(first.code, 0);
    assert.equal(server!.requests.length, 1);
    const again = JSON.parse((await cli([...common, server!.url('/long')])).stdout) as { pages: { report: { cache: string } }[] };
    assert.equal(again.pages[0]!.report.cache, 'hit');
    const next = JSON.parse((await cli([...common, '--max-chars', '100', '--offset', '100', server!.url('/long')])).stdout) as { pages: { content: string }[] };
    assert.ok(next.pages[0]!.content.startsWith('Line 4 of the long page.'), next.pages[0]!.content.slice(0, 20));
    assert.equal(server!.requests.length, 1, 'no request from the second and third process');
    await cli(['--json', '--engine', 'direct', '--cache-dir', cacheDir, '--no-cache', server!.url('/long')]);
    assert.equal(server!.requests.length, 2);
  });

  it('without --cache-private a page on a private address is not written to disk', async () => {
    const cacheDir = path.join(tmp, 'cache-no-private');
    const before = server!.requests.length;
    await cli(['--json', '--engine', 'direct', '--cache-dir', cacheDir, server!.url('/short')]);
    await cli(['--json', '--engine', 'direct', '--cache-dir', cacheDir, server!.url('/short')]);
    assert.equal(server!.requests.length - before, 2);
    assert.equal((await new DiskCache({ dir: cacheDir }).usage()).files, 0);
  });
});
