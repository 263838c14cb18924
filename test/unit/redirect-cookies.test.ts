// A redirect chain's cookies (net/cookies.ts) and a Location in raw UTF-8: real node:http servers on 127.0.0.1 and
// 127.0.0.2, reached by name through a fixed resolver (shop.test and its subdomains on the one, other.test on the other).
import assert from 'node:assert/strict';
import type http from 'node:http';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import type { PageResult } from '../../src/engine/types';
import type { DirectOptions as FetchOptions } from '../../src/engine/fetch/direct';
import { closeAll, mapResolver, startServer, type TestServer } from '../support/servers';

function send(res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body = ''): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

describe('redirects: the cookies of a chain, and a Location in UTF-8', () => {
  let shop: TestServer | undefined;
  let other: TestServer | undefined;
  const requests: string[] = [];
  let options: FetchOptions;
  const at = (host: string, path: string) => `http://${host}:${shop!.port}${path}`;

  before(async () => {
    shop = await startServer((req, res) => {
      const path = req.url!;
      const cookie = req.headers.cookie;
      requests.push(`${req.headers.host} ${path} ${cookie ?? '-'}`);
      const host = String(req.headers.host).split(':')[0];
      switch (path) {
        case '/check': // a cookie check: the page only once the cookie its redirect set comes back
          return cookie === 'seen=1' ? send(res, 200, {}, 'the page behind the cookie check') : send(res, 302, { location: '/check', 'set-cookie': 'seen=1; Path=/; HttpOnly' });
        case '/check-query': // the same through a second URL that leads back
          return /seen=1/.test(cookie ?? '') ? send(res, 200, {}, 'the page after two steps') : send(res, 302, { location: '/check-query?step=2', 'set-cookie': 'seen=1' });
        case '/check-query?step=2':
          return send(res, 302, { location: '/check-query' });
        case '/always': // a loop whatever the cookie
          return send(res, 302, { location: '/always', 'set-cookie': 'n=1' });
        case '/domain':
          return send(res, 302, { location: at('cdn.shop.test', '/echo'), 'set-cookie': 'sid=abc; Domain=.shop.test; Path=/' });
        case '/host-only':
          return send(res, 302, { location: at('cdn.shop.test', '/echo'), 'set-cookie': 'h=1' });
        case '/away':
          return send(res, 302, { location: at('other.test', '/echo'), 'set-cookie': ['sid=abc; Path=/', 'wide=1; Domain=shop.test'] });
        case '/foreign-domain':
          return send(res, 302, { location: at('other.test', '/echo'), 'set-cookie': 'evil=1; Domain=other.test' });
        case '/secure':
          return send(res, 302, { location: '/echo', 'set-cookie': 's=1; Secure' });
        case '/path':
          return send(res, 302, { location: '/echo', 'set-cookie': ['deep=1; Path=/account', 'root=1; Path=/'] });
        case '/delete':
          return send(res, 302, { location: '/delete-2', 'set-cookie': ['a=1', 'b=2'] });
        case '/delete-2':
          return send(res, 302, { location: '/echo', 'set-cookie': ['a=; Max-Age=0', 'b=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT'] });
        case '/utf8': // a Location in raw UTF-8 bytes (Node writes header strings as Latin-1)
          return send(res, 302, { location: Buffer.from('/文档/한국어', 'utf8').toString('latin1') });
        case '/%E6%96%87%E6%A1%A3/%ED%95%9C%EA%B5%AD%EC%96%B4':
          return send(res, 200, {}, 'the page at a Chinese and Korean path');
        case '/latin1': // a Location in Latin-1 that is not UTF-8 stays as sent
          return send(res, 302, { location: '/caf\xe9' });
        case '/caf%C3%A9':
          return send(res, 200, {}, 'café, as the Latin-1 byte read');
        case '/echo':
          return send(res, 200, {}, `${host} got cookie: ${cookie ?? 'none'}`);
      }
      send(res, 404, {});
    });
    other = await startServer((req, res) => send(res, 200, {}, `other.test got cookie: ${req.headers.cookie ?? 'none'}`), { host: '127.0.0.2', port: shop.port });
    const resolver = mapResolver({ 'www.shop.test': '127.0.0.1', 'cdn.shop.test': '127.0.0.1', 'other.test': '127.0.0.2' });
    options = { timeoutMs: 5000, noCache: true, resolver, retry: { maxAttempts: 1 } };
  });
  after(() => closeAll(shop, other));

  async function one(url: string): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(url).urls, options);
    return page!;
  }

  it('a cookie check (a redirect to the page itself that sets a cookie) is passed, asked for twice, not reported as a loop', async () => {
    requests.length = 0;
    const page = await one(at('www.shop.test', '/check'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'the page behind the cookie check');
    assert.deepEqual(requests, [`www.shop.test:${shop!.port} /check -`, `www.shop.test:${shop!.port} /check seen=1`]);
    assert.equal((await one(at('www.shop.test', '/check-query'))).content, 'the page after two steps');
  });

  it('a redirect that leads back with the same cookies is still REDIRECT_LOOP', async () => {
    const page = await one(at('www.shop.test', '/always'));
    assert.equal(page.error?.code, 'REDIRECT_LOOP', JSON.stringify(page.error));
  });

  it('a cookie goes only where it belongs: its domain and subdomains, its path, https for Secure', async () => {
    assert.equal((await one(at('www.shop.test', '/domain'))).content, 'cdn.shop.test got cookie: sid=abc');
    assert.equal((await one(at('www.shop.test', '/host-only'))).content, 'cdn.shop.test got cookie: none');
    assert.equal((await one(at('www.shop.test', '/away'))).content, 'other.test got cookie: none');
    assert.equal((await one(at('www.shop.test', '/foreign-domain'))).content, 'other.test got cookie: none');
    assert.equal((await one(at('www.shop.test', '/secure'))).content, 'www.shop.test got cookie: none');
    assert.equal((await one(at('www.shop.test', '/path'))).content, 'www.shop.test got cookie: root=1');
  });

  it('an expired cookie (Max-Age=0, a past Expires) is deleted', async () => {
    assert.equal((await one(at('www.shop.test', '/delete'))).content, 'www.shop.test got cookie: none');
  });

  it("a chain's cookies stay in its chain: not sent for another URL of the prompt, nor kept for the next fetch", async () => {
    const pages = await fetchPages(planPrompt(`${at('www.shop.test', '/check')} ${at('www.shop.test', '/echo')}`).urls, options);
    assert.equal(pages[0]!.content, 'the page behind the cookie check');
    assert.equal(pages[1]!.content, 'www.shop.test got cookie: none');
    assert.equal((await one(at('www.shop.test', '/echo'))).content, 'www.shop.test got cookie: none');
  });

  it('a Location in raw UTF-8 is read as UTF-8 (as browsers do); one that is not UTF-8 as Latin-1', async () => {
    const page = await one(at('www.shop.test', '/utf8'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'the page at a Chinese and Korean path');
    assert.equal((await one(at('www.shop.test', '/latin1'))).content, 'café, as the Latin-1 byte read');
  });
});
