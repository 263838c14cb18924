// Fault suite (issue 6): for each fault, the URL yields a result or a named error, the other URLs of the same prompt
// still succeed, and nothing hangs — the run settles within its deadline and the faulty server is left with no open
// connection. Loopback only; each case is bounded by a small timeoutMs (the whole file runs in a few seconds).
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type http from 'node:http';
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { RateLimiter } from '../../src/engine/net/ratelimit';
import type { ErrorCode, FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const PUBLIC_IP = '93.184.216.34';
const MB = 1024 * 1024;

/**
 * 1 MB of one letter, gzipped once (~1 KB); repeated 1024 times it is a valid multi-member gzip stream of 1 GB. A
 * letter, not zeros: NUL bytes are refused as binary data, and this is about the decoding bound.
 */
const bombMember = zlib.gzipSync(Buffer.alloc(MB, 0x61), { level: 9 });

/** Write `next()` chunks until it returns undefined or the client goes away, respecting backpressure. */
function pump(res: http.ServerResponse, next: () => Buffer | undefined): void {
  let closed = false;
  res.on('close', () => (closed = true));
  const go = () => {
    while (!closed) {
      const chunk = next();
      if (!chunk) return void res.end();
      if (!res.write(chunk)) return void res.once('drain', go);
    }
  };
  go();
}

/** Poll (bounded) until the server has no open connection; returns how many are left. */
async function openConnections(server: http.Server, waitMs = 2000): Promise<number> {
  const count = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
  const until = Date.now() + waitMs;
  let n = await count();
  while (n > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    n = await count();
  }
  return n;
}

describe('faults: one bad URL, the rest of the prompt still succeeds, nothing hangs', function () {
  this.timeout(15_000);
  let good: TestServer | undefined;
  let bad: TestServer | undefined;
  let proxy: TestProxy | undefined;
  const hanging = new Set<http.ServerResponse>();
  const counts = new Map<string, number>();
  const many = { active: 0, peak: 0 };

  before(async () => {
    good = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`good ${req.url}`);
    });
    bad = await startServer((req: http.IncomingMessage, res: http.ServerResponse) => {
      const p = req.url!.split('?')[0]!;
      const n = (counts.get(p) ?? 0) + 1;
      counts.set(p, n);
      switch (p) {
        case '/no-headers':
          hanging.add(res); // never answered
          return;
        case '/trickle': {
          res.writeHead(200, { 'content-type': 'text/plain' });
          const t = setInterval(() => res.write('.'), 50);
          res.on('close', () => clearInterval(t));
          return;
        }
        case '/reset-mid-body':
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100000' });
          res.write('x'.repeat(1000));
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        case '/endless': {
          res.writeHead(200, { 'content-type': 'text/plain' });
          const chunk = Buffer.alloc(64 * 1024, 'a');
          return pump(res, () => chunk);
        }
        case '/gzip-bomb': {
          res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
          let members = 0;
          return pump(res, () => (members++ < 1024 ? bombMember : undefined));
        }
        case '/loop-a':
          return res.writeHead(302, { location: '/loop-b' }).end();
        case '/loop-b':
          return res.writeHead(302, { location: '/loop-a' }).end();
        case '/to-private':
          return res.writeHead(302, { location: good!.url('/secret') }).end();
        case '/rebind':
          return res.writeHead(200, { 'content-type': 'text/plain' }).end('served by the checked address');
        case '/429':
          return n === 1 ? res.writeHead(429, { 'retry-after': '1' }).end() : res.writeHead(200, { 'content-type': 'text/plain' }).end('after the wait');
        case '/503-storm':
          return res.writeHead(503, { 'content-type': 'text/plain' }).end('overloaded');
        case '/wrong-charset':
          return res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from('中文 한국어 text', 'utf8'));
        case '/unknown-charset':
          return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-99' }).end(Buffer.from('中文 한국어 text', 'utf8'));
        case '/invalid-utf8':
          return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(Buffer.concat([Buffer.from('before '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(' after')]));
        case '/empty':
          return res.writeHead(200, { 'content-type': 'text/html', 'content-length': '0' }).end();
        case '/head-only':
          if (req.method === 'HEAD') return res.writeHead(200, { 'content-type': 'text/html' }).end();
          return res.writeHead(405, { allow: 'HEAD' }).end();
        case '/close-before-headers':
          return req.socket.destroy();
        default:
          if (p.startsWith('/many/')) {
            many.peak = Math.max(many.peak, ++many.active);
            setTimeout(() => {
              many.active--;
              res.writeHead(200, { 'content-type': 'text/plain' }).end(`page ${p}`);
            }, 30);
            return;
          }
          res.writeHead(404).end();
      }
    });
    proxy = await startProxy({ routes: { 'public.test': bad.origin } });
  });
  after(async () => {
    for (const r of hanging) r.destroy();
    await closeAll(good, bad, proxy);
  });

  /** Fetch the faulty URL together with two good ones; check the good ones; return the faulty page. */
  async function withCompanions(faultUrl: string, options: FetchOptions = {}): Promise<PageResult> {
    const prompt = `Compare ${faultUrl} with ${good!.url('/one')} and ${good!.url('/two')}`;
    const pages = await fetchPages(planPrompt(prompt).urls, {
      timeoutMs: 1500,
      noCache: true,
      retry: { baseDelayMs: 20 },
      rateLimiter: new RateLimiter(),
      ...options,
    });
    assert.equal(pages.length, 3);
    assert.equal(pages[1]!.ok, true, `companion: ${JSON.stringify(pages[1]!.error)}`);
    assert.equal(pages[1]!.content, 'good /one');
    assert.equal(pages[2]!.ok, true, `companion: ${JSON.stringify(pages[2]!.error)}`);
    assert.equal(pages[2]!.content, 'good /two');
    assert.ok(pages[0]!.report, 'the faulty URL has a fetch report too');
    return pages[0]!;
  }

  function assertError(page: PageResult, code: ErrorCode): void {
    assert.equal(page.ok, false, `expected ${code}, got ok`);
    assert.equal(page.error?.code, code, JSON.stringify(page.error));
    assert.equal(page.report?.error?.code, code);
  }

  afterEach(async () => {
    for (const r of hanging) r.destroy();
    hanging.clear();
    assert.equal(await openConnections(bad!.server), 0, 'the faulty server still has open connections');
  });

  it('headers that never come: TIMEOUT', async () => {
    assertError(await withCompanions(bad!.url('/no-headers'), { timeoutMs: 800 }), 'TIMEOUT');
  });

  it('a body that trickles forever: TIMEOUT at the total deadline', async () => {
    assertError(await withCompanions(bad!.url('/trickle'), { timeoutMs: 800 }), 'TIMEOUT');
  });

  it('a reset mid-body (every time): CONNECTION_RESET after the retries', async () => {
    counts.delete('/reset-mid-body');
    const page = await withCompanions(bad!.url('/reset-mid-body'));
    assertError(page, 'CONNECTION_RESET');
    assert.equal(counts.get('/reset-mid-body'), 3);
  });

  it('an endless body: cut at maxBytes, a truncated result', async () => {
    const page = await withCompanions(bad!.url('/endless'), { maxBytes: 2 * MB });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.bytes, 2 * MB);
    assert.equal(page.truncated, true);
  });

  it('a 1 GB gzip bomb: decoding stops at maxBytes (default 10 MB), a truncated result', async () => {
    const page = await withCompanions(bad!.url('/gzip-bomb'), { timeoutMs: 5000 });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.bytes, 10 * MB);
    assert.equal(page.truncated, true);
  });

  it('a redirect loop: REDIRECT_LOOP', async () => {
    assertError(await withCompanions(bad!.url('/loop-a')), 'REDIRECT_LOOP');
  });

  it('a redirect from a public address to a private one: BLOCKED_REDIRECT, the private server never asked', async () => {
    const resolver = mapResolver({ 'public.test': PUBLIC_IP });
    const before = good!.requests.filter((r) => r.url === '/secret').length;
    const page = await withCompanions('http://public.test/to-private', { resolver, proxy: proxy!.url });
    assertError(page, 'BLOCKED_REDIRECT');
    assert.equal(good!.requests.filter((r) => r.url === '/secret').length, before);
  });

  it('DNS answers that change between check and connect: the checked address is used, DNS asked once', async () => {
    // A second answer would point at 127.0.0.3, where nothing listens: using it would fail the fetch.
    const resolver = mapResolver({ 'rebind.test': (call) => (call === 1 ? '127.0.0.1' : '127.0.0.3') });
    const page = await withCompanions(`http://rebind.test:${bad!.port}/rebind`, { resolver });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'served by the checked address');
    assert.deepEqual(resolver.calls, ['rebind.test']);
  });

  it('a 429 with Retry-After: 1 is waited for, then the page comes back', async () => {
    counts.delete('/429');
    const page = await withCompanions(bad!.url('/429'), { timeoutMs: 5000 });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'after the wait');
    assert.equal(page.report?.attempts, 2);
  });

  it('a 503 storm: HTTP_STATUS 503 after the retries, within the deadline', async () => {
    counts.delete('/503-storm');
    const page = await withCompanions(bad!.url('/503-storm'));
    assertError(page, 'HTTP_STATUS');
    assert.equal(page.status, 503);
    assert.equal(counts.get('/503-storm'), 3);
  });

  it('a wrong declared charset: a result decoded as declared (the header wins), reported', async () => {
    const page = await withCompanions(bad!.url('/wrong-charset'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.charset, 'windows-1252');
    assert.ok(page.content.endsWith(' text'));
  });

  it('an unknown declared charset falls back to UTF-8', async () => {
    const page = await withCompanions(bad!.url('/unknown-charset'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, '中文 한국어 text');
  });

  it('invalid UTF-8: a result with U+FFFD where the bad bytes were', async () => {
    const page = await withCompanions(bad!.url('/invalid-utf8'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.match(page.content, /^before \uFFFD+ after$/);
  });

  it('a 0-byte 200: an ok, empty result', async () => {
    const page = await withCompanions(bad!.url('/empty'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.bytes, 0);
    assert.equal(page.content, '');
  });

  it('a HEAD-only server (GET is 405): HTTP_STATUS 405, not retried', async () => {
    counts.delete('/head-only');
    const page = await withCompanions(bad!.url('/head-only'));
    assertError(page, 'HTTP_STATUS');
    assert.equal(page.status, 405);
    assert.equal(counts.get('/head-only'), 1);
  });

  it('a server that closes before the headers: CONNECTION_RESET after the retries', async () => {
    counts.delete('/close-before-headers');
    const page = await withCompanions(bad!.url('/close-before-headers'));
    assertError(page, 'CONNECTION_RESET');
    assert.equal(counts.get('/close-before-headers'), 3);
  });

  it('20 URLs on one host: all come back, at most 6 at a time, none held by the rate limit', async () => {
    const resolver = mapResolver({ 'many.test': '127.0.0.1' });
    const urls = Array.from({ length: 20 }, (_, i) => `http://many.test:${bad!.port}/many/${i}`);
    const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { resolver, noCache: true, timeoutMs: 5000, rateLimiter: new RateLimiter() });
    assert.equal(pages.length, 20);
    pages.forEach((p, i) => {
      assert.equal(p.ok, true, JSON.stringify(p.error));
      assert.equal(p.content, `page /many/${i}`);
      assert.equal(p.report?.rateWaitMs, 0);
    });
    assert.ok(many.peak >= 2 && many.peak <= 6, `peak ${many.peak}`);
  });
});
