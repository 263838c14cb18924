// Protocol faults and credentials: a server that breaks HTTP gets PROTOCOL_ERROR (not "connect"), a redirect carrying
// a user name or password is refused without showing them, a URL with credentials or a file: URL gets its own error
// while the rest of the prompt is fetched, and a UTF-16 page with a BOM and no Content-Type is read as text.
// Loopback only (raw TCP servers for what node:http would refuse to send).
import assert from 'node:assert/strict';
import net from 'node:net';
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { createEngine, runPrompt } from '../../src/engine/engine';
import { RateLimiter } from '../../src/engine/net/ratelimit';
import type { PageResult } from '../../src/engine/types';
import type { DirectOptions as FetchOptions } from '../../src/engine/fetch/direct';
import { closeAll, startServer, type TestServer } from '../support/servers';

/** Answers each request with raw bytes chosen by its path. */
async function startRaw(answers: Record<string, Buffer | string>): Promise<{ origin: string; close(): Promise<void>; open(): Promise<number> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
    s.once('data', (d) => {
      const path = d.toString('latin1').split(' ')[1] ?? '/';
      s.end(answers[path] ?? 'HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Open connections, polled (bounded) until none is left. */
    open: async () => {
      const count = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
      const until = Date.now() + 2000;
      let n = await count();
      while (n > 0 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
        n = await count();
      }
      return n;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const options: FetchOptions = { timeoutMs: 3000, noCache: true, retry: { maxAttempts: 1 }, rateLimiter: new RateLimiter() };

describe('faults: protocol errors, credentials, UTF-16', function () {
  this.timeout(15_000);
  let raw: Awaited<ReturnType<typeof startRaw>> | undefined;
  let web: TestServer | undefined;

  before(async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße aus UTF-16, ünïcödé', 'utf16le')]);
    raw = await startRaw({
      '/bad-chunk': 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ntransfer-encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
      '/http09': 'hello world, no status line\n',
      // an interim 100 the request did not ask for, then the page: undici cannot read past it
      '/continue': 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\nhi',
      // Content-Length beside chunked framing (a server bug): llhttp refuses the headers, undici calls it a length mismatch
      '/length-and-chunked': 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n',
      '/huge-headers': `HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(100 * 1024)}\r\ncontent-length: 2\r\n\r\nhi`,
      '/utf16le': Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-length: ${utf16.length}\r\n\r\n`), utf16]),
    });
    web = await startServer((req, res) => {
      if (req.url === '/to-credentials') {
        res.writeHead(302, { location: `http://user:hunter2pass@127.0.0.1:${web!.port}/secret` }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`page ${req.url}`);
    });
  });
  after(() => closeAll(web, raw));

  async function one(url: string): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(url).urls, options);
    return page!;
  }

  for (const [path, what, pattern] of [
    ['/bad-chunk', 'bad chunking', /not valid HTTP\/1\.1 \(Invalid character in chunk size\)/],
    ['/http09', 'an HTTP/0.9 answer (no status line)', /not valid HTTP\/1\.1/],
    ['/huge-headers', 'oversize headers', /headers are too large/],
    ['/length-and-chunked', 'Content-Length with Transfer-Encoding: chunked (not a connection cut short)', /headers could not be read \(most often Content-Length sent together with Transfer-Encoding: chunked/],
    ['/continue', 'an unrequested "100 Continue" (not a dropped connection)', /response the request did not ask for: an unrequested "100 Continue"/],
  ] as const) {
    it(`${what}: PROTOCOL_ERROR saying what was wrong, no socket left open`, async () => {
      const page = await one(raw!.origin + path);
      assert.equal(page.error?.code, 'PROTOCOL_ERROR', JSON.stringify(page.error));
      assert.match(page.error!.message, pattern);
      assert.equal(await raw!.open(), 0);
    });
  }

  it('a UTF-16LE page with a BOM and no Content-Type is read as text', async () => {
    const page = await one(raw!.origin + '/utf16le');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.charset, 'utf-16le');
    assert.equal(page.content, 'Grüße aus UTF-16, ünïcödé');
  });

  it('a redirect to http://user:pw@… is refused (BLOCKED_REDIRECT) and the credentials are never shown', async () => {
    const page = await one(web!.url('/to-credentials'));
    assert.equal(page.error?.code, 'BLOCKED_REDIRECT', JSON.stringify(page.error));
    assert.match(page.error!.message, /user name or password \(not shown\)/);
    assert.doesNotMatch(JSON.stringify(page), /hunter2|user:/);
    assert.ok(!web!.requests.some((r) => r.url === '/secret'), 'the redirect target was not requested');
  });

  it('a URL with credentials and a file: URL next to good URLs: each gets its own error in place, the others are fetched', async () => {
    const prompt = `read http://me:hunter2pass@127.0.0.1:${web!.port}/a, ${web!.url('/b')}, file:///etc/passwd and ${web!.url('/c')}`;
    const r = await runPrompt(prompt, { ...options, engine: 'direct' });
    assert.deepEqual(
      r.pages.map((p) => [p.ok, p.error?.code ?? p.content]),
      [[false, 'INVALID_URL'], [true, 'page /b'], [false, 'INVALID_URL'], [true, 'page /c']],
    );
    assert.doesNotMatch(JSON.stringify(r), /hunter2/);
    assert.ok(!web!.requests.some((q) => q.url === '/a'), 'the URL with credentials was not fetched');
  });
});

describe('createEngine: unplannable URLs travel in plan.invalid', () => {
  it('plan() lists them (credentials never shown); run() returns their failed pages in place', async () => {
    const engine = createEngine();
    const plan = await engine.plan('see http://u:hunter2pass@a.example/x then https://127.0.0.1:1/ and file:///etc/hosts', { engine: 'direct' });
    assert.deepEqual(plan.urls.map((u) => u.url), ['https://127.0.0.1:1/']);
    assert.deepEqual(plan.invalid?.map((u) => [u.url, u.error.code, u.before]), [
      ['http://***@a.example/x', 'INVALID_URL', 0],
      ['file:///etc/hosts', 'INVALID_URL', 1],
    ]);
    const r = await engine.run(plan);
    assert.deepEqual(r.pages.map((p) => p.error?.code), ['INVALID_URL', 'CONNECT_FAILED', 'INVALID_URL']);
    assert.doesNotMatch(JSON.stringify([plan.invalid, r]), /hunter2pass/);
  });
});
