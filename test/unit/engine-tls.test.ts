// HTTPS: certificate checks (strictSSL), and https URLs through a CONNECT proxy — a GitHub blob URL fetched as
// its raw.githubusercontent.com file, with the "public" hosts routed by the local proxy to a loopback TLS server
// (self-signed TEST_TLS certificate). No traffic leaves loopback.
import assert from 'node:assert/strict';
import net from 'node:net';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import type { FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const PUBLIC_IP = '93.184.216.34';

describe('engine/tls', () => {
  let tls: TestServer | undefined;
  let proxy: TestProxy | undefined;
  const resolver = mapResolver({ 'raw.githubusercontent.com': PUBLIC_IP, 'public.test': PUBLIC_IP });

  before(async () => {
    tls = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`raw file ${req.url} for ${req.headers.host}`);
    }, { tls: true });
    proxy = await startProxy({ routes: { 'raw.githubusercontent.com:443': tls.origin, 'public.test:443': tls.origin } });
  });
  after(() => closeAll(tls, proxy));

  async function fetchOne(url: string, options: FetchOptions = {}): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(url).urls, { timeoutMs: 5000, noCache: true, resolver, ...options });
    return page!;
  }

  it('a self-signed certificate is refused by default: CONNECT_FAILED naming TLS', async () => {
    const page = await fetchOne(tls!.url('/x'));
    assert.equal(page.ok, false);
    assert.equal(page.error?.code, 'CONNECT_FAILED');
    assert.match(page.error!.message, /TLS|certificate/i);
  });

  it('strictSSL: false accepts it', async () => {
    const page = await fetchOne(tls!.url('/x'), { strictSSL: false });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, `raw file /x for 127.0.0.1:${tls!.port}`);
    assert.equal(page.private, true);
  });

  it('a server that accepts TCP but never completes the TLS handshake hits the connect timeout: TIMEOUT', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const page = await fetchOne(`https://127.0.0.1:${port}/`, { timeoutMs: 10_000, connectTimeoutMs: 300, strictSSL: false });
      assert.equal(page.error?.code, 'TIMEOUT', JSON.stringify(page.error));
      assert.match(page.error!.message, /Connecting to 127\.0\.0\.1:\d+ timed out/);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('a GitHub blob URL is fetched as raw through a CONNECT proxy; the result keeps both URLs', async () => {
    const written = 'https://github.com/owner/repo/blob/main/docs/guide.md';
    const before = proxy!.requests.length;
    const page = await fetchOne(`Explain ${written} please`, { proxy: proxy!.url, strictSSL: false });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.url, written);
    assert.equal(page.fetchedUrl, 'https://raw.githubusercontent.com/owner/repo/main/docs/guide.md');
    assert.equal(page.content, 'raw file /owner/repo/main/docs/guide.md for raw.githubusercontent.com');
    assert.equal(page.private, false);
    assert.deepEqual(
      proxy!.requests.slice(before).map((r) => `${r.method} ${r.url}`),
      ['CONNECT raw.githubusercontent.com:443'],
    );
  });

  it('through the proxy the server certificate is still checked by default', async () => {
    const page = await fetchOne('https://public.test/secure', { proxy: proxy!.url });
    assert.equal(page.error?.code, 'CONNECT_FAILED');
    assert.match(page.error!.message, /TLS|certificate/i);
  });

  it('HTTPS_PROXY from the environment carries https URLs', async () => {
    const saved = { HTTPS_PROXY: process.env.HTTPS_PROXY, https_proxy: process.env.https_proxy, NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
    process.env.HTTPS_PROXY = proxy!.url;
    for (const k of ['https_proxy', 'NO_PROXY', 'no_proxy']) delete process.env[k];
    try {
      const before = proxy!.requests.length;
      const page = await fetchOne('https://public.test/env', { strictSSL: false });
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.content, 'raw file /env for public.test');
      assert.deepEqual(
        proxy!.requests.slice(before).map((r) => r.url),
        ['public.test:443'],
      );
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
