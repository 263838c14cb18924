// Fetching one URL (issue 2, rules 4 and 6): redirects, timeouts, status codes, resets, compression, size caps,
// request headers. Real node:http servers on 127.0.0.1 / 127.0.0.2; every case bounded by a small timeoutMs.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type http from 'node:http';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { httpGet } from '../../src/engine/net/http';
import { httpOptionsFrom } from '../../src/engine/net/options';
import type { ErrorCode, FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, mapResolver, startServer, type TestServer } from '../support/servers';

async function fetchOne(url: string, options: FetchOptions = {}): Promise<PageResult> {
  const [page] = await fetchPages(planPrompt(url).urls, { timeoutMs: 5000, noCache: true, ...options });
  return page!;
}

function assertError(page: PageResult, code: ErrorCode, messagePart?: RegExp): void {
  assert.equal(page.ok, false, `expected ${code}, got ok`);
  assert.equal(page.error?.code, code, `expected ${code}, got ${JSON.stringify(page.error)}`);
  assert.ok(page.error!.message.length > 10, 'an error has a sentence');
  if (messagePart) assert.match(page.error!.message, messagePart);
  assert.equal(page.content, '');
}

function text(res: http.ServerResponse, body: string | Buffer, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function redirect(res: http.ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
}

/** Write chunks forever (as fast as the socket drains, or every `everyMs`) until the client goes away. */
function endless(res: http.ServerResponse, chunk: Buffer, everyMs?: number): void {
  res.writeHead(200, { 'content-type': 'text/plain' });
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = () => {
    while (!closed) {
      if (everyMs !== undefined) {
        res.write(chunk);
        setTimeout(pump, everyMs);
        return;
      }
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

describe('engine/http', () => {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  const bigPlain = 'a'.repeat(64 * 1024 * 1024);
  let bomb: Buffer;
  const hanging = new Set<http.ServerResponse>();

  before(async () => {
    bomb = zlib.gzipSync(Buffer.from(bigPlain), { level: 9 });
    b = await startServer((req, res) => text(res, `on the other host ${req.url}`), { host: '127.0.0.2' });
    a = await startServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const p = url.pathname;
      const chain = /^\/chain\/(\d+)$/.exec(p);
      if (chain) {
        const n = Number(chain[1]);
        return n > 0 ? redirect(res, `/chain/${n - 1}`) : text(res, 'end of chain');
      }
      switch (p) {
        case '/hello':
          return text(res, 'hello world');
        case '/headers':
          return text(res, JSON.stringify(req.headers), { 'content-type': 'text/plain' });
        case '/redirect-same':
          return redirect(res, '/hello', 301);
        case '/redirect-relative':
          return redirect(res, 'hello', 307);
        case '/redirect-cross':
          return redirect(res, `${b!.origin}/there`, 308);
        case '/loop-a':
          return redirect(res, '/loop-b');
        case '/loop-b':
          return redirect(res, '/loop-a');
        case '/self':
          return redirect(res, '/self');
        case '/to-file':
          return redirect(res, 'file:///etc/passwd');
        case '/to-ftp':
          return redirect(res, 'ftp://127.0.0.1/pub');
        case '/to-bad':
          return redirect(res, 'http://exa mple..com:99999/');
        case '/404':
          res.writeHead(404, { 'content-type': 'text/html' });
          return res.end('<h1>not here</h1>');
        case '/500':
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('boom');
        case '/410':
          res.writeHead(410).end();
          return;
        case '/slow-headers':
          hanging.add(res);
          return; // never answers
        case '/slow-body':
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('the first part arrives, then nothing');
          hanging.add(res);
          return;
        case '/trickle':
          return endless(res, Buffer.from('x'), 50);
        case '/endless':
          return endless(res, Buffer.alloc(64 * 1024, 'e'));
        case '/reset':
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100000' });
          res.write('x'.repeat(1000));
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        case '/reset-chunked':
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('y'.repeat(1000));
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        case '/gzip':
          return text(res, zlib.gzipSync('compressed with gzip'), { 'content-encoding': 'gzip' });
        case '/deflate':
          return text(res, zlib.deflateSync('compressed with deflate'), { 'content-encoding': 'deflate' });
        case '/deflate-raw':
          return text(res, zlib.deflateRawSync('compressed with raw deflate'), { 'content-encoding': 'deflate' });
        case '/br':
          return text(res, zlib.brotliCompressSync('compressed with brotli'), { 'content-encoding': 'br' });
        case '/gzip-br':
          return text(res, zlib.brotliCompressSync(zlib.gzipSync('gzip then brotli')), { 'content-encoding': 'gzip, br' });
        case '/bomb':
          return text(res, bomb, { 'content-encoding': 'gzip' });
        case '/bad-gzip':
          return text(res, Buffer.from('this is not gzip data at all, just text'), { 'content-encoding': 'gzip' });
        case '/unknown-encoding':
          return text(res, 'whatever', { 'content-encoding': 'compress' });
        case '/zstd':
          return text(res, 'whatever', { 'content-encoding': 'zstd' });
        case '/charset-as-encoding':
          return text(res, 'a charset in the wrong header', { 'content-encoding': 'UTF-8' });
        case '/none-encoding':
          return text(res, 'no coding, said oddly', { 'content-encoding': 'none, identity' });
        case '/big':
          return text(res, bigPlain.slice(0, 3 * 1024 * 1024));
        default:
          res.writeHead(404).end();
      }
    });
  });
  after(async () => {
    for (const r of hanging) r.destroy();
    await closeAll(a, b);
  });

  describe('request headers', () => {
    it('sends a User-Agent naming WebFetch and an Accept preferring markdown, then HTML', async () => {
      const page = await fetchOne(a!.url('/headers'));
      const headers = JSON.parse(page.content) as Record<string, string>;
      assert.match(headers['user-agent']!, /WebFetch/);
      const q = new Map(
        headers.accept!.split(',').map((part) => {
          const [type, ...params] = part.trim().split(';');
          const qv = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
          return [type!.trim(), qv ? Number(qv.slice(2)) : 1] as const;
        }),
      );
      const ranked = [...q.entries()].sort((x, y) => y[1] - x[1]).map(([t]) => t);
      assert.equal(ranked[0], 'text/markdown');
      assert.ok(q.get('text/html')! > Math.max(...[...q.entries()].filter(([t]) => t !== 'text/markdown' && t !== 'text/html' && t !== 'application/xhtml+xml').map(([, v]) => v)));
      assert.match(headers['accept-encoding']!, /gzip/);
      assert.match(headers['accept-encoding']!, /br/);
    });

    it('a userAgent option replaces the default', async () => {
      const page = await fetchOne(a!.url('/headers'), { userAgent: 'TestAgent/1' });
      assert.equal((JSON.parse(page.content) as Record<string, string>)['user-agent'], 'TestAgent/1');
    });
  });

  describe('redirects', () => {
    it('same host: followed, fetchedUrl is the target, url stays as written', async () => {
      const page = await fetchOne(a!.url('/redirect-same'));
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.content, 'hello world');
      assert.equal(page.url, a!.url('/redirect-same'));
      assert.equal(page.fetchedUrl, a!.url('/hello'));
      assert.deepEqual(page.report?.redirects, [a!.url('/hello')]);
    });

    it('a relative Location is resolved against the current URL', async () => {
      const page = await fetchOne(a!.url('/redirect-relative'));
      assert.equal(page.content, 'hello world');
    });

    it('cross host (private → private) is followed', async () => {
      const page = await fetchOne(a!.url('/redirect-cross'));
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.content, 'on the other host /there');
      assert.equal(page.fetchedUrl, `${b!.origin}/there`);
      assert.equal(page.private, true);
    });

    it('exactly 5 redirects are followed', async () => {
      const page = await fetchOne(a!.url('/chain/5'));
      assert.equal(page.content, 'end of chain');
      assert.equal(page.report?.redirects.length, 5);
    });

    it('a 6th redirect is TOO_MANY_REDIRECTS', async () => {
      assertError(await fetchOne(a!.url('/chain/6')), 'TOO_MANY_REDIRECTS', /more than 5/);
    });

    it('a loop is REDIRECT_LOOP', async () => {
      assertError(await fetchOne(a!.url('/loop-a')), 'REDIRECT_LOOP', /loop-a/);
      assertError(await fetchOne(a!.url('/self')), 'REDIRECT_LOOP', /self/);
    });

    it('a redirect to file: is BLOCKED_REDIRECT naming the target', async () => {
      assertError(await fetchOne(a!.url('/to-file')), 'BLOCKED_REDIRECT', /file:\/\/\/etc\/passwd/);
    });

    it('a redirect to ftp: is BLOCKED_REDIRECT naming the target', async () => {
      assertError(await fetchOne(a!.url('/to-ftp')), 'BLOCKED_REDIRECT', /ftp:\/\/127\.0\.0\.1\/pub/);
    });

    it('a redirect to an unparsable URL is BLOCKED_REDIRECT', async () => {
      assertError(await fetchOne(a!.url('/to-bad')), 'BLOCKED_REDIRECT', /not a valid URL/);
    });
  });

  describe('status codes and failures', () => {
    for (const [path, status] of [['/404', 404], ['/500', 500], ['/410', 410]] as const) {
      it(`HTTP ${status} is HTTP_STATUS with the status`, async () => {
        const page = await fetchOne(a!.url(path));
        assertError(page, 'HTTP_STATUS', new RegExp(String(status)));
        assert.equal(page.status, status);
      });
    }

    it('a refused connection is CONNECT_FAILED', async () => {
      const gone = await startServer((_req, res) => text(res, 'x'));
      const url = gone.url('/');
      await gone.close();
      assertError(await fetchOne(url), 'CONNECT_FAILED');
    });

    it('a name that does not resolve is DNS_FAILED', async () => {
      assertError(await fetchOne('http://no-such-host.test/', { resolver: mapResolver({}) }), 'DNS_FAILED', /no-such-host\.test/);
    });

    it('slow headers: TIMEOUT', async () => {
      assertError(await fetchOne(a!.url('/slow-headers'), { timeoutMs: 400 }), 'TIMEOUT');
    });

    it('slow body (stalls after the first bytes): TIMEOUT', async () => {
      assertError(await fetchOne(a!.url('/slow-body'), { timeoutMs: 400 }), 'TIMEOUT');
    });

    it('slow body with a short body-idle timeout: TIMEOUT saying the body stopped', async () => {
      assertError(await fetchOne(a!.url('/slow-body'), { timeoutMs: 5000, bodyIdleTimeoutMs: 300 }), 'TIMEOUT', /stopped sending/);
    });

    it('slow headers with a short headers timeout: TIMEOUT saying no headers came', async () => {
      assertError(await fetchOne(a!.url('/slow-headers'), { timeoutMs: 5000, headersTimeoutMs: 300 }), 'TIMEOUT', /no response headers/);
    });

    it('a trickling body that never ends hits the total deadline: TIMEOUT', async () => {
      assertError(await fetchOne(a!.url('/trickle'), { timeoutMs: 600 }), 'TIMEOUT');
    });

    it('a resolver that never answers is bounded by the deadline: TIMEOUT', async () => {
      const never = Object.assign(() => new Promise<never>(() => undefined), { calls: [] });
      assertError(await fetchOne('http://stuck-dns.test/', { resolver: never, timeoutMs: 300 }), 'TIMEOUT');
    });

    it('reset mid-body (content-length) is CONNECTION_RESET', async () => {
      assertError(await fetchOne(a!.url('/reset')), 'CONNECTION_RESET');
    });

    it('reset mid-body (chunked) is CONNECTION_RESET', async () => {
      assertError(await fetchOne(a!.url('/reset-chunked')), 'CONNECTION_RESET');
    });
  });

  describe('bodies', () => {
    for (const [path, want] of [
      ['/gzip', 'compressed with gzip'],
      ['/deflate', 'compressed with deflate'],
      ['/deflate-raw', 'compressed with raw deflate'],
      ['/br', 'compressed with brotli'],
      ['/gzip-br', 'gzip then brotli'],
    ] as const) {
      it(`decodes ${path.slice(1)}`, async () => {
        const page = await fetchOne(a!.url(path));
        assert.equal(page.ok, true, JSON.stringify(page.error));
        assert.equal(page.content, want);
        assert.equal(page.bytes, Buffer.byteLength(want));
      });
    }

    it('a gzip bomb is cut at maxBytes of decoded data: a truncated result, not a crash', async () => {
      const page = await fetchOne(a!.url('/bomb'), { maxBytes: 1024 * 1024, maxChars: 1000 });
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.truncated, true);
      assert.equal(page.bytes, 1024 * 1024);
      assert.equal(page.content, 'a'.repeat(1000));
    });

    it('a gzip bomb under the default 10 MB cap is bounded too', async () => {
      const page = await fetchOne(a!.url('/bomb'), { maxChars: 10 });
      assert.equal(page.truncated, true);
      assert.equal(page.bytes, 10 * 1024 * 1024);
    });

    it('corrupt gzip is DECODE_FAILED', async () => {
      assertError(await fetchOne(a!.url('/bad-gzip')), 'DECODE_FAILED');
    });

    it('a real content coding that is not decoded (compress, zstd) is DECODE_FAILED naming it', async () => {
      assertError(await fetchOne(a!.url('/unknown-encoding')), 'DECODE_FAILED', /"compress"/);
      assertError(await fetchOne(a!.url('/zstd')), 'DECODE_FAILED', /"zstd"/);
    });

    it('a name that is no content coding ("UTF-8", "none") is read as no coding, as browsers do', async () => {
      assert.equal((await fetchOne(a!.url('/charset-as-encoding'))).content, 'a charset in the wrong header');
      assert.equal((await fetchOne(a!.url('/none-encoding'))).content, 'no coding, said oddly');
    });

    it('an endless body is cut at maxBytes: truncated result', async () => {
      const page = await fetchOne(a!.url('/endless'), { maxBytes: 200_000, maxChars: 500_000 });
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.truncated, true);
      assert.equal(page.bytes, 200_000);
      assert.equal(page.content, 'e'.repeat(200_000));
    });

    it('a body under maxBytes is read whole', async () => {
      const page = await fetchOne(a!.url('/big'), { maxChars: 5 });
      assert.equal(page.bytes, 3 * 1024 * 1024);
    });
  });
});

describe('engine/http: receiving a body into one buffer', () => {
  let server: TestServer | undefined;
  const big = Buffer.from(Array.from({ length: 1_000_003 }, (_, i) => 32 + ((i * 7) % 90)));
  before(async () => {
    server = await startServer((req, res) => {
      if (req.url === '/sized') return res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(big.length) }).end(big);
      if (req.url === '/small-chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('a'.repeat(100));
        res.write('b'.repeat(100));
        return res.end('c'.repeat(100));
      }
      // chunked, in uneven pieces: the buffer grows by doubling
      res.writeHead(200, { 'content-type': 'text/plain' });
      let at = 0;
      const step = () => {
        if (at >= big.length) return res.end();
        const n = 1 + ((at * 13) % 70_000);
        res.write(big.subarray(at, at + n), step);
        at += n;
      };
      step();
    });
  });
  after(() => closeAll(server));

  it('a body with Content-Length arrives byte for byte', async () => {
    const r = await httpGet(server!.url('/sized'), httpOptionsFrom({ timeoutMs: 10_000 }));
    assert.ok(r.body.equals(big));
    assert.equal(r.truncated, false);
  });

  it('a chunked body in uneven pieces arrives byte for byte, and the cap cuts it exactly', async () => {
    const r = await httpGet(server!.url('/chunked'), httpOptionsFrom({ timeoutMs: 10_000 }));
    assert.ok(r.body.equals(big));
    const cut = await httpGet(server!.url('/chunked'), httpOptionsFrom({ timeoutMs: 10_000, maxBytes: 300_001 }));
    assert.equal(cut.truncated, true);
    assert.ok(cut.body.equals(big.subarray(0, 300_001)));
  });

  it('a small chunked body does not keep the receiving buffer alive (the cache counts only its bytes)', async () => {
    const r = await httpGet(server!.url('/small-chunked'), httpOptionsFrom({ timeoutMs: 10_000 }));
    assert.equal(r.body.toString(), 'a'.repeat(100) + 'b'.repeat(100) + 'c'.repeat(100));
    assert.ok(r.body.buffer.byteLength < 16 * 1024, `held ${r.body.buffer.byteLength} bytes for 300`);
  });
});
