// Address policy (issue 2, rule 3): every spelling of a private address is private; private URLs are fetched locally
// and marked; the connection is pinned to the address that was checked (one resolver call per hop).
import assert from 'node:assert/strict';
import { isPrivateAddress, isPrivateLiteral } from '../../src/engine/urls/host';
import { resolveHost } from '../../src/engine/net/address';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { EngineError } from '../../src/engine/types';
import { closeAll, mapResolver, startServer, type TestServer } from '../support/servers';

describe('engine/address: classification', () => {
  const privateAddresses = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback /8'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::7f00:1', 'IPv4-compatible loopback (deprecated ::a.b.c.d)'],
    ['::a00:1', 'IPv4-compatible private'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['[::1]', 'bracketed IPv6'],
    ['fe80::1%eth0', 'zoned link-local'],
    ['not-an-ip', 'unparsable (fail closed)'],
  ];
  for (const [addr, why] of privateAddresses) {
    it(`${addr} is private (${why})`, () => assert.equal(isPrivateAddress(addr!), true));
  }
  for (const addr of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
    it(`${addr} is public`, () => assert.equal(isPrivateAddress(addr), false));
  }

  // Spellings as written in a prompt: WHATWG URL canonicalises the IPv4 forms, the policy handles the rest.
  const spellings = [
    'http://127.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://localhost/',
    'http://LOCALHOST:8080/',
    'http://foo.localhost/',
    'http://localhost./',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://0/',
    'http://10.0.0.1/',
  ];
  for (const written of spellings) {
    it(`${written} is private by its spelling`, () => {
      const [u] = planPrompt(`read ${written}`).urls;
      assert.equal(u!.privateHint, true);
      assert.equal(isPrivateLiteral(u!.host), true);
    });
  }
  for (const written of ['https://example.com/', 'https://8.8.8.8/', 'https://localhost.example.com/', 'https://[2606:4700:4700::1111]/']) {
    it(`${written} is not private by its spelling`, () => {
      assert.equal(planPrompt(written).urls[0]!.privateHint, false);
    });
  }
});

describe('engine/address: resolution', () => {
  it('a name resolving to any private address makes the host private', async () => {
    const resolver = mapResolver({ 'mixed.test': ['93.184.216.34', '10.0.0.5'], 'meta.test': '169.254.169.254', 'pub.test': '93.184.216.34' });
    assert.equal((await resolveHost('mixed.test', resolver)).private, true);
    assert.equal((await resolveHost('meta.test', resolver)).private, true);
    assert.equal((await resolveHost('pub.test', resolver)).private, false);
  });

  it('localhost names never reach the resolver and are loopback', async () => {
    const resolver = mapResolver({ localhost: '93.184.216.34' });
    for (const h of ['localhost', 'localhost.', 'api.localhost']) {
      const r = await resolveHost(h, resolver);
      assert.equal(r.private, true);
      assert.ok(r.addresses.every((a) => a.address === '127.0.0.1' || a.address === '::1'));
    }
    assert.deepEqual(resolver.calls, []);
  });

  it('an unknown name or an empty answer is DNS_FAILED naming the host', async () => {
    const resolver = mapResolver({ 'empty.test': [] });
    for (const h of ['nowhere.test', 'empty.test']) {
      await assert.rejects(resolveHost(h, resolver), (e: unknown) => e instanceof EngineError && e.code === 'DNS_FAILED' && e.message.includes(h));
    }
  });
});

describe('engine/address: private URLs are fetched locally and pinned', () => {
  let v4: TestServer | undefined;
  let v6: TestServer | undefined;
  let other: TestServer | undefined;
  before(async () => {
    v6 = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('served over IPv6');
    }, { host: '::1' });
    // A second server on the same port as v4, on another loopback address: where a rebound DNS answer would lead.
    // (If that port is taken on 127.0.0.2, try another pair.)
    for (let attempt = 0; !other; attempt++) {
      v4 = await startServer((req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`served by first ${req.url}`);
      });
      try {
        other = await startServer((_req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('served by second');
        }, { host: '127.0.0.2', port: v4.port });
      } catch (e) {
        await v4.close();
        if (attempt >= 4) throw e;
      }
    }
  });
  after(() => closeAll(v4, v6, other));

  const v4Spellings = ['127.1', '0x7f.1', '2130706433', '0177.0.0.1', '[::ffff:127.0.0.1]', 'localhost', 'foo.localhost', 'localhost.'];
  for (const host of v4Spellings) {
    it(`http://${host}:PORT/ is fetched and marked private`, async () => {
      const plan = planPrompt(`http://${host}:${v4!.port}/spelling`);
      const [page] = await fetchPages(plan.urls, { timeoutMs: 5000, noCache: true });
      assert.equal(page!.error, null, JSON.stringify(page!.error));
      assert.equal(page!.ok, true);
      assert.equal(page!.private, true);
      assert.equal(page!.content, 'served by first /spelling');
    });
  }

  it('http://[::1]:PORT/ is fetched and marked private', async () => {
    const [page] = await fetchPages(planPrompt(`http://[::1]:${v6!.port}/`).urls, { timeoutMs: 5000, noCache: true });
    assert.equal(page!.ok, true, JSON.stringify(page!.error));
    assert.equal(page!.private, true);
    assert.equal(page!.content, 'served over IPv6');
  });

  it('a name the resolver maps to loopback is private', async () => {
    const resolver = mapResolver({ 'intranet.test': '127.0.0.1' });
    const [page] = await fetchPages(planPrompt(`http://intranet.test:${v4!.port}/x`).urls, { resolver, timeoutMs: 5000, noCache: true });
    assert.equal(page!.ok, true, JSON.stringify(page!.error));
    assert.equal(page!.private, true);
  });

  it('connects to the checked address even when DNS answers differently later (one resolver call per hop)', async () => {
    const resolver = mapResolver({ 'rebind.test': (n) => (n === 1 ? '127.0.0.1' : '127.0.0.2') });
    const [page] = await fetchPages(planPrompt(`http://rebind.test:${v4!.port}/pinned`).urls, { resolver, timeoutMs: 5000, noCache: true });
    assert.equal(page!.ok, true, JSON.stringify(page!.error));
    assert.equal(page!.content, 'served by first /pinned');
    assert.deepEqual(resolver.calls, ['rebind.test']);
    assert.equal(other!.requests.length, 0);
  });

  it('each redirect hop is resolved once and pinned to its own answer', async () => {
    const hopServer = await startServer((req, res) => {
      if (req.url === '/start') {
        res.writeHead(302, { location: `http://hop2.test:${v4!.port}/second-hop` });
        res.end();
        return;
      }
      res.writeHead(404).end();
    });
    try {
      const resolver = mapResolver({
        'hop1.test': (n) => (n === 1 ? '127.0.0.1' : '127.0.0.9'),
        'hop2.test': (n) => (n === 1 ? '127.0.0.1' : '127.0.0.2'),
      });
      const [page] = await fetchPages(planPrompt(`http://hop1.test:${hopServer.port}/start`).urls, { resolver, timeoutMs: 5000, noCache: true });
      assert.equal(page!.ok, true, JSON.stringify(page!.error));
      assert.equal(page!.content, 'served by first /second-hop');
      assert.equal(page!.fetchedUrl, `http://hop2.test:${v4!.port}/second-hop`);
      assert.deepEqual(resolver.calls, ['hop1.test', 'hop2.test']);
      assert.equal(other!.requests.length, 0);
    } finally {
      await hopServer.close();
    }
  });
});
