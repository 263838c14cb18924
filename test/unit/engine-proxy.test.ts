// Proxies and the public→private redirect block (issue 2, rules 3 and 4), without any non-loopback traffic:
// a resolver maps "public.test" to a public-looking address (93.184.216.34), and a proxy option points at a local
// proxy that routes "public.test" to a loopback server. Behind a proxy the engine never connects to the resolved
// address itself (httpGet uses a ProxyAgent to the proxy for every non-loopback hop) — the proxy's request log
// below is the evidence; the proxy itself only ever connects to loopback routes.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { noProxyMatches, proxyFor } from '../../src/engine/net/http';
import type { FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const PUBLIC_IP = '93.184.216.34';

describe('engine/proxy', () => {
  let site: TestServer | undefined; // what public.test serves (through the proxy)
  let local: TestServer | undefined; // a private server a public page must not reach
  let proxy: TestProxy | undefined;
  const resolver = mapResolver({ 'public.test': PUBLIC_IP, 'other.test': PUBLIC_IP, 'gitlab.com': PUBLIC_IP });

  before(async () => {
    local = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('PRIVATE DATA');
    });
    site = await startServer((req, res: http.ServerResponse) => {
      const p = req.url!;
      if (p === '/to-private') return res.writeHead(302, { location: `${local!.origin}/secret` }).end();
      if (p === '/to-localhost') return res.writeHead(301, { location: `http://localhost:${local!.port}/secret` }).end();
      if (p === '/to-public') return res.writeHead(302, { location: 'http://other.test/landed' }).end();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`public page ${p} host=${req.headers.host}`);
    });
    proxy = await startProxy({ routes: { 'public.test': site.origin, 'other.test': site.origin, 'gitlab.com': site.origin } });
  });
  after(() => closeAll(site, local, proxy));

  async function fetchOne(url: string, options: FetchOptions = {}): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(url).urls, { timeoutMs: 5000, noCache: true, resolver, proxy: proxy!.url, ...options });
    return page!;
  }

  it('a public URL goes through the proxy option and is not private', async () => {
    const before = proxy!.requests.length;
    const page = await fetchOne('http://public.test/hello');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'public page /hello host=public.test');
    assert.equal(page.private, false);
    const seen = proxy!.requests.slice(before).map((r) => r.url);
    assert.ok(
      seen.some((u) => u === 'public.test:80' || u === 'http://public.test/hello'),
      `proxy saw ${JSON.stringify(seen)}`,
    );
  });

  it('a rewritten URL (gitlab blob → raw) is fetched as raw; the result keeps both URLs', async () => {
    const written = 'http://gitlab.com/group/project/-/blob/main/docs/a.md';
    const before = site!.requests.length;
    const page = await fetchOne(written);
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.url, written);
    assert.equal(page.fetchedUrl, 'http://gitlab.com/group/project/-/raw/main/docs/a.md');
    assert.deepEqual(
      site!.requests.slice(before).map((r) => r.url),
      ['/group/project/-/raw/main/docs/a.md'],
    );
  });

  it('a public → private redirect is BLOCKED_REDIRECT naming the target, and the private server is never asked', async () => {
    const before = local!.requests.length;
    const page = await fetchOne('http://public.test/to-private');
    assert.equal(page.ok, false);
    assert.equal(page.error?.code, 'BLOCKED_REDIRECT');
    assert.ok(page.error!.message.includes(`${local!.origin}/secret`), page.error!.message);
    assert.equal(local!.requests.length, before);
    assert.equal(page.content, '');
  });

  it('a public → localhost redirect is BLOCKED_REDIRECT too', async () => {
    const before = local!.requests.length;
    const page = await fetchOne('http://public.test/to-localhost');
    assert.equal(page.error?.code, 'BLOCKED_REDIRECT');
    assert.match(page.error!.message, /localhost/);
    assert.equal(local!.requests.length, before);
  });

  it('a public → public redirect is followed (each hop re-resolved)', async () => {
    const calls = resolver.calls.length;
    const page = await fetchOne('http://public.test/to-public');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'public page /landed host=other.test');
    assert.equal(page.fetchedUrl, 'http://other.test/landed');
    assert.deepEqual(resolver.calls.slice(calls), ['public.test', 'other.test']);
  });

  it('a private → private redirect is still allowed (only public → private is blocked)', async () => {
    const hop = await startServer((_req, res) => res.writeHead(302, { location: `${local!.origin}/secret` }).end());
    try {
      const page = await fetchOne(hop.url('/'), { proxy: undefined });
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.content, 'PRIVATE DATA');
    } finally {
      await hop.close();
    }
  });

  it('loopback is never proxied, even with a proxy option', async () => {
    const before = proxy!.requests.length;
    const page = await fetchOne(local!.url('/direct'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'PRIVATE DATA');
    assert.equal(proxy!.requests.length, before);
  });

  it('HTTP_PROXY from the environment is used when no proxy option is given', async () => {
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, http_proxy: process.env.http_proxy, NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
    process.env.HTTP_PROXY = proxy!.url;
    delete process.env.http_proxy;
    delete process.env.NO_PROXY;
    delete process.env.no_proxy;
    try {
      const before = proxy!.requests.length;
      const page = await fetchOne('http://public.test/env', { proxy: undefined });
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.content, 'public page /env host=public.test');
      assert.ok(proxy!.requests.length > before);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('a name that does not resolve locally is still tried through the proxy', async () => {
    const page = await fetchOne('http://public.test/no-dns', { resolver: mapResolver({}) });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'public page /no-dns host=public.test');
  });
});

describe('engine/proxy: choosing a proxy (pure)', () => {
  const u = (s: string) => new URL(s);
  it('explicit option wins over the environment', () => {
    assert.equal(proxyFor(u('https://a.example/'), false, { proxy: 'http://opt:1', env: { HTTPS_PROXY: 'http://env:2' } }), 'http://opt:1');
  });
  it('HTTPS_PROXY for https, HTTP_PROXY for http, lower-case variants too', () => {
    const env = { HTTPS_PROXY: 'http://s:1', HTTP_PROXY: 'http://p:2' };
    assert.equal(proxyFor(u('https://a.example/'), false, { env }), 'http://s:1');
    assert.equal(proxyFor(u('http://a.example/'), false, { env }), 'http://p:2');
    assert.equal(proxyFor(u('http://a.example/'), false, { env: { http_proxy: 'http://low:3' } }), 'http://low:3');
    assert.equal(proxyFor(u('https://a.example/'), false, { env: { HTTP_PROXY: 'http://p:2' } }), 'http://p:2');
    assert.equal(proxyFor(u('http://a.example/'), false, { env: {} }), undefined);
  });
  it('loopback is never proxied', () => {
    assert.equal(proxyFor(u('http://127.0.0.1/'), true, { proxy: 'http://opt:1' }), undefined);
  });
  it('NO_PROXY and the noProxy option exclude hosts', () => {
    const env = { HTTPS_PROXY: 'http://s:1', NO_PROXY: 'internal.example, .corp.example,10.1.2.3' };
    assert.equal(proxyFor(u('https://internal.example/'), false, { env }), undefined);
    assert.equal(proxyFor(u('https://api.internal.example/'), false, { env }), undefined);
    assert.equal(proxyFor(u('https://x.corp.example/'), false, { env }), undefined);
    assert.equal(proxyFor(u('https://10.1.2.3/'), false, { env }), undefined);
    assert.equal(proxyFor(u('https://notinternal.example/'), false, { env }), 'http://s:1');
    assert.equal(proxyFor(u('https://vs.example/'), false, { env, noProxy: ['vs.example'] }), undefined);
    assert.equal(proxyFor(u('https://a.example/'), false, { env: { ...env, NO_PROXY: '*' } }), undefined);
  });
  it('NO_PROXY entries with a port match only that port', () => {
    assert.equal(noProxyMatches('a.example', '8080', ['a.example:8080']), true);
    assert.equal(noProxyMatches('a.example', '443', ['a.example:8080']), false);
    assert.equal(noProxyMatches('::1', '80', ['[::1]:80']), true);
  });
});
