// Response cache (issue 6): canonical keys, TTL, memory caps, Cache-Control, conditional revalidation, continuations
// served from the cache, the process-wide cache and --no-cache. Real loopback servers; the TTL is crossed with an
// injected clock, never by waiting.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { canonicalUrl, isTrackingParam } from '../../src/engine/urls/canonical';
import { ResponseCache, parseCacheControl } from '../../src/engine/cache/responseCache';
import { createEngine } from '../../src/engine/engine';
import type { HttpResult } from '../../src/engine/net/http';
import { fetchPages } from '../../src/engine/fetch/direct';
import type { DirectOptions } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { EngineError, type PageResult } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';
import { main } from '../../src/cli';

/** Run the CLI's main() in-process with stdout captured. */
async function cli(argv: string[]): Promise<{ code: number; stdout: string }> {
  const out = process.stdout.write.bind(process.stdout);
  let stdout = '';
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof process.stdout.write;
  try {
    return { code: await main(argv), stdout };
  } finally {
    process.stdout.write = out;
  }
}

function result(body: string, headers: HttpResult['headers'] = {}, extra: Partial<HttpResult> = {}): HttpResult {
  return {
    finalUrl: 'http://example.test/',
    redirects: [],
    status: 200,
    headers,
    contentType: 'text/plain',
    body: Buffer.from(body),
    truncated: false,
    private: false,
    ...extra,
  };
}

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('cache: canonical keys', () => {
  it('host case, default port, fragment and a trailing dot do not change the key', () => {
    assert.equal(canonicalUrl('HTTPS://Example.COM:443/Path#section'), 'https://example.com/Path');
    assert.equal(canonicalUrl('http://example.com.:80/a'), 'http://example.com/a');
  });
  it('utm_*, fbclid and gclid are removed; other parameters keep their spelling and order', () => {
    assert.equal(canonicalUrl('https://e.test/p?b=2&utm_source=x&a=1&UTM_Medium=y&fbclid=abc&gclid=z'), 'https://e.test/p?b=2&a=1');
    assert.equal(canonicalUrl('https://e.test/p?q=a%20b+c&x'), 'https://e.test/p?q=a%20b+c&x');
  });
  it('a query of only tracking parameters disappears', () => {
    assert.equal(canonicalUrl('https://e.test/p?utm_campaign=launch'), 'https://e.test/p');
  });
  it('path case and non-tracking parameters still tell resources apart', () => {
    assert.notEqual(canonicalUrl('https://e.test/A'), canonicalUrl('https://e.test/a'));
    assert.notEqual(canonicalUrl('https://e.test/p?id=1'), canonicalUrl('https://e.test/p?id=2'));
    assert.equal(isTrackingParam('utm'), false);
    assert.equal(isTrackingParam('ref'), false);
  });
});

describe('cache: Cache-Control', () => {
  it('no-store and private forbid storing; max-age and no-cache set freshness', () => {
    assert.equal(parseCacheControl('no-store').noStore, true);
    assert.equal(parseCacheControl('private, max-age=600').noStore, true);
    assert.deepEqual(parseCacheControl('public, max-age=60'), { noStore: false, noCache: false, maxAgeMs: 60_000 });
    assert.equal(parseCacheControl('max-age=0').noCache, true);
    assert.equal(parseCacheControl('no-cache').noCache, true);
    assert.deepEqual(parseCacheControl(undefined), { noStore: false, noCache: false });
  });
});

describe('cache: ResponseCache', () => {
  it('an entry is fresh within the TTL and stale after it', () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 1000 }, clock.now);
    const key = ResponseCache.keyOf('http://example.test/');
    assert.equal(cache.store(key, result('hello')), true);
    assert.equal(cache.lookup(key)?.fresh, true);
    clock.advance(1000);
    const stale = cache.lookup(key);
    assert.equal(stale?.fresh, false);
    assert.equal(stale?.entry.result.body.toString(), 'hello');
  });

  it('a server max-age shorter than the TTL wins; no-store and private are not stored', () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 60_000 }, clock.now);
    cache.store('a', result('a', { 'cache-control': 'max-age=5' }));
    clock.advance(5001);
    assert.equal(cache.lookup('a')?.fresh, false);
    assert.equal(cache.store('b', result('b', { 'cache-control': 'no-store' })), false);
    assert.equal(cache.store('c', result('c', { 'cache-control': 'private' })), false);
    assert.equal(cache.lookup('b'), undefined);
    assert.equal(cache.lookup('c'), undefined);
  });

  it('a no-store answer drops the entry stored before', () => {
    const cache = new ResponseCache();
    cache.store('k', result('old'));
    cache.store('k', result('new', { 'cache-control': 'no-store' }));
    assert.equal(cache.lookup('k'), undefined);
    assert.equal(cache.stats().bytes, 0);
  });

  it('statuses other than 200/203 are not stored', () => {
    const cache = new ResponseCache();
    assert.equal(cache.store('k', result('', {}, { status: 204 })), false);
  });

  it('a body over the per-entry cap is not stored', () => {
    const cache = new ResponseCache({ maxEntryBytes: 100 });
    assert.equal(cache.store('big', result('x'.repeat(101))), false);
    assert.equal(cache.store('small', result('x'.repeat(100))), true);
  });

  it('the memory cap evicts the least recently used entries first', () => {
    const cache = new ResponseCache({ maxBytes: 3 * 1500, maxEntryBytes: 1000 });
    for (const k of ['a', 'b', 'c']) cache.store(k, result('x'.repeat(1000)));
    assert.equal(cache.stats().entries, 3);
    cache.lookup('a'); // a is now the most recently used: b goes first
    cache.store('d', result('x'.repeat(1000)));
    assert.equal(cache.lookup('b'), undefined);
    assert.ok(cache.lookup('a'));
    assert.ok(cache.lookup('c'));
    assert.ok(cache.lookup('d'));
    assert.ok(cache.stats().bytes <= 3 * 1500);
    assert.equal(cache.stats().evictions, 1);
  });

  it('shrinking the memory cap evicts at once; clear() empties', () => {
    const cache = new ResponseCache();
    for (const k of ['a', 'b', 'c']) cache.store(k, result('x'.repeat(1000)));
    cache.configure({ maxBytes: 1500 });
    assert.equal(cache.stats().entries, 1);
    assert.ok(cache.lookup('c'));
    cache.clear();
    assert.deepEqual([cache.stats().entries, cache.stats().bytes], [0, 0]);
  });

  it('a 304 refreshes freshness and takes new validators', () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 1000 }, clock.now);
    cache.store('k', result('body', { etag: '"v1"', 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' }));
    assert.deepEqual(ResponseCache.conditionalHeaders(cache.lookup('k')!.entry), {
      'if-none-match': '"v1"',
      'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT',
    });
    clock.advance(2000);
    const entry = cache.revalidated('k', { etag: '"v2"' })!;
    assert.equal(entry.etag, '"v2"');
    assert.equal(cache.lookup('k')?.fresh, true);
  });

  it('a non-default variant (e.g. User-Agent) is a different key', () => {
    assert.notEqual(ResponseCache.keyOf('http://e.test/'), ResponseCache.keyOf('http://e.test/', 'OtherAgent/1'));
    assert.equal(ResponseCache.keyOf('http://E.test/#x'), ResponseCache.keyOf('http://e.test/'));
  });
});

describe('cache: fetchPages', () => {
  let server: TestServer | undefined;
  let version = 'v1';
  const long = Array.from({ length: 400 }, (_, i) => `line ${i} of a long text`).join('\n');

  before(async () => {
    server = await startServer((req: http.IncomingMessage, res: http.ServerResponse) => {
      const path = req.url!.split('?')[0]!;
      if (path === '/etag') {
        const tag = `"${version}"`;
        if (req.headers['if-none-match'] === tag) return res.writeHead(304, { etag: tag }).end();
        return res.writeHead(200, { 'content-type': 'text/plain', etag: tag }).end(`content ${version}`);
      }
      if (path === '/lastmod') {
        const lm = 'Tue, 02 Jan 2024 10:00:00 GMT';
        if (req.headers['if-modified-since'] === lm) return res.writeHead(304).end();
        return res.writeHead(200, { 'content-type': 'text/plain', 'last-modified': lm }).end('dated content');
      }
      if (path === '/nostore') return res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('secret');
      if (path === '/private') return res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, max-age=600' }).end('mine');
      if (path === '/long') return res.writeHead(200, { 'content-type': 'text/plain' }).end(long);
      if (path === '/redirect') return res.writeHead(302, { location: '/plain' }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`plain ${path} ua=${req.headers['user-agent']?.slice(0, 20)}`);
    });
  });
  after(() => closeAll(server));

  async function get(path: string, options: DirectOptions): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(server!.url(path)).urls, { timeoutMs: 5000, ...options });
    return page!;
  }
  function requestsTo(path: string): number {
    return server!.requests.filter((r) => r.url.split('?')[0] === path).length;
  }

  it('a repeat within the TTL makes no request and reports a hit with the same content', async () => {
    const cache = new ResponseCache();
    const first = await get('/plain', { cache });
    const before = requestsTo('/plain');
    const second = await get('/plain', { cache });
    assert.equal(requestsTo('/plain'), before);
    assert.equal(first.report?.cache, 'miss');
    assert.equal(second.report?.cache, 'hit');
    assert.equal(second.content, first.content);
    assert.equal(second.report?.attempts, 0);
  });

  it('after the TTL an ETag is revalidated with If-None-Match; the 304 reuses the body', async () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 60_000 }, clock.now);
    version = 'v1';
    const first = await get('/etag', { cache });
    assert.equal(first.content, 'content v1');
    clock.advance(60_001);
    const before = server!.requests.length;
    const second = await get('/etag', { cache });
    const sent = server!.requests.slice(before);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.headers['if-none-match'], '"v1"');
    assert.equal(second.report?.cache, 'revalidated');
    assert.equal(second.content, 'content v1');
    assert.equal(second.status, 200);
    // and it is fresh again: no request now
    const third = await get('/etag', { cache });
    assert.equal(server!.requests.length, before + 1);
    assert.equal(third.report?.cache, 'hit');
  });

  it('after the TTL a changed resource (200 to the conditional request) replaces the entry', async () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 1000 }, clock.now);
    version = 'v1';
    await get('/etag', { cache });
    version = 'v2';
    clock.advance(1001);
    const page = await get('/etag', { cache });
    assert.equal(page.content, 'content v2');
    assert.equal(page.report?.cache, 'miss');
    assert.equal((await get('/etag', { cache })).content, 'content v2');
  });

  it('Last-Modified is revalidated with If-Modified-Since', async () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 1000 }, clock.now);
    await get('/lastmod', { cache });
    clock.advance(1001);
    const before = server!.requests.length;
    const page = await get('/lastmod', { cache });
    assert.equal(server!.requests[before]!.headers['if-modified-since'], 'Tue, 02 Jan 2024 10:00:00 GMT');
    assert.equal(page.report?.cache, 'revalidated');
    assert.equal(page.content, 'dated content');
  });

  it('no-store and private responses are fetched again every time', async () => {
    const cache = new ResponseCache();
    for (const path of ['/nostore', '/private']) {
      await get(path, { cache });
      const before = requestsTo(path);
      const again = await get(path, { cache });
      assert.equal(requestsTo(path), before + 1, path);
      assert.equal(again.report?.cache, 'miss');
    }
  });

  it('spellings with a fragment or tracking parameters share one entry', async () => {
    const cache = new ResponseCache();
    await get('/shared?id=7', { cache });
    const before = requestsTo('/shared');
    const spelled = server!.url('/shared?utm_source=news&id=7&fbclid=xyz#top');
    const [page] = await fetchPages(planPrompt(spelled).urls, { cache, timeoutMs: 5000 });
    assert.equal(requestsTo('/shared'), before);
    assert.equal(page!.report?.cache, 'hit');
  });

  it('a continuation (offset) is served from the cache even after the TTL: never re-downloaded', async () => {
    const clock = manualClock();
    const cache = new ResponseCache({ ttlMs: 1000 }, clock.now);
    const first = await get('/long', { cache, maxChars: 1000 });
    assert.equal(first.truncated, true);
    assert.equal(first.nextOffset, 1000);
    clock.advance(10_000);
    const before = requestsTo('/long');
    const next = await get('/long', { cache, maxChars: 1000, offset: first.nextOffset! });
    assert.equal(requestsTo('/long'), before);
    assert.equal(next.report?.cache, 'hit');
    assert.equal(first.content + next.content, long.slice(0, 2000));
  });

  it('noCache neither reads nor stores (report: bypass)', async () => {
    const cache = new ResponseCache();
    await get('/bypass', { cache });
    const before = requestsTo('/bypass');
    const page = await get('/bypass', { cache, noCache: true });
    assert.equal(requestsTo('/bypass'), before + 1);
    assert.equal(page.report?.cache, 'bypass');
    const other = new ResponseCache();
    await get('/bypass2', { cache: other, noCache: true });
    assert.equal(other.stats().entries, 0);
  });

  it('a redirected page is stored under the URL asked for, with its final URL and redirects', async () => {
    const cache = new ResponseCache();
    const first = await get('/redirect', { cache });
    const before = server!.requests.length;
    const again = await get('/redirect', { cache });
    assert.equal(server!.requests.length, before);
    assert.equal(again.fetchedUrl, server!.url('/plain'));
    assert.deepEqual(again.report?.redirects, first.report?.redirects);
  });

  it('the policy (checkUrl) is asked again on a hit, for every stored hop', async () => {
    const cache = new ResponseCache();
    await get('/redirect', { cache });
    const seen: string[] = [];
    const blocked = await get('/redirect', {
      cache,
      checkUrl: (url, hop) => {
        seen.push(`${hop.index} ${url.pathname}`);
        if (url.pathname === '/plain') throw new EngineError('BLOCKED_BY_POLICY', 'plain is blocked now');
      },
    });
    assert.deepEqual(seen, ['0 /redirect', '1 /plain']);
    assert.equal(blocked.ok, false);
    assert.equal(blocked.error?.code, 'BLOCKED_BY_POLICY');
  });

  it('an entry cut at a smaller byte cap does not serve a run with a larger cap', async () => {
    const cache = new ResponseCache();
    const small = await get('/long', { cache, maxBytes: 100 });
    assert.equal(small.truncated, true);
    const before = requestsTo('/long');
    const full = await get('/long', { cache });
    assert.equal(requestsTo('/long'), before + 1);
    assert.equal(full.content, long);
    // and the full entry serves a smaller cap, cut to it
    const cut = await get('/long', { cache, maxBytes: 100 });
    assert.equal(cut.report?.cache, 'hit');
    assert.equal(cut.bytes, 100);
    assert.equal(cut.truncated, true);
  });

  it('a different userAgent is a different entry', async () => {
    const cache = new ResponseCache();
    await get('/ua', { cache });
    const page = await get('/ua', { cache, userAgent: 'OtherAgent/2.0' });
    assert.equal(page.report?.cache, 'miss');
    assert.match(page.content, /ua=OtherAgent\/2\.0/);
  });

  it('errors are not cached', async () => {
    const cache = new ResponseCache();
    const gone = await fetchPages(planPrompt(`http://127.0.0.1:1/never`).urls, { cache, timeoutMs: 2000, retry: { maxAttempts: 1 } });
    assert.equal(gone[0]!.ok, false);
    assert.equal(cache.stats().entries, 0);
  });

  it('CLI --json: every page carries a report; a repeat in one process is a hit, --no-cache bypasses', async () => {
    const url = server!.url('/cli-report');
    const first = await cli(['--json', '--engine', 'direct', url]);
    assert.equal(first.code, 0);
    const report = JSON.parse(first.stdout).pages[0].report;
    for (const field of ['route', 'finalUrl', 'redirects', 'status', 'contentType', 'charset', 'bytes', 'chars', 'cache', 'timeMs', 'attempts']) {
      assert.ok(field in report, `report.${field}`);
    }
    assert.equal(report.cache, 'miss');
    assert.equal(report.finalUrl, url);
    const second = JSON.parse((await cli(['--json', '--engine', 'direct', url])).stdout).pages[0].report;
    assert.equal(second.cache, 'hit');
    const before = requestsTo('/cli-report');
    const third = JSON.parse((await cli(['--json', '--engine', 'direct', '--no-cache', url])).stdout).pages[0].report;
    assert.equal(third.cache, 'bypass');
    assert.equal(requestsTo('/cli-report'), before + 1);
  });

  it('an engine\'s runs share its cache, clearCache() empties it, and another engine has its own', async () => {
    const url = server!.url('/default-cache');
    const engine = createEngine();
    const run = async (e = engine) => (await e.run(await e.plan(`Read ${url}`, { timeoutMs: 5000 }))).pages[0]!;
    assert.equal((await run()).report?.cache, 'miss');
    assert.equal(engine.cache.stats().entries >= 1, true);
    const before = requestsTo('/default-cache');
    assert.equal((await run()).report?.cache, 'hit');
    assert.equal(requestsTo('/default-cache'), before);
    assert.equal((await run(createEngine())).report?.cache, 'miss', 'no process-wide cache: a new engine starts empty');
    engine.clearCache();
    assert.equal(engine.cache.stats().entries, 0);
    assert.equal((await run()).report?.cache, 'miss');
    assert.equal(requestsTo('/default-cache'), before + 2);
  });

  it('without a cache option, fetchPages caches within its call only', async () => {
    assert.equal((await get('/own-cache', {})).report?.cache, 'miss');
    assert.equal((await get('/own-cache', {})).report?.cache, 'miss');
  });
});
