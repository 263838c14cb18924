// The fetch policy end to end through runPrompt: loopback page servers, names resolved by an injected resolver,
// and a local fake Gemini server that records every request.
import assert from 'node:assert/strict';
import { startServer, mapResolver, closeAll, type TestServer } from '../support/servers';
import { FakeGemini, geminiResponse, TEST_KEY } from '../support/fake-gemini';
import { runPrompt } from '../../src/engine/engine';
import { EngineError, type PageResult } from '../../src/engine/types';

function html(title: string): string {
  return `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${'Some text about ' + title + '. '.repeat(3)}</p></main></body></html>`;
}

function code(p: PageResult | undefined): string | undefined {
  return p?.error?.code;
}

describe('policy: runPrompt (direct route)', () => {
  let server: TestServer;
  let other: TestServer;
  before(async () => {
    server = await startServer((req, res) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '');
      if (req.url === '/redirect-out') {
        res.writeHead(302, { location: `http://evil.blocked.test:${server.port}/landing` });
        return res.end();
      }
      if (req.url === '/redirect-ip') {
        res.writeHead(302, { location: `http://sneaky.test:${other.port}/landing` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html(`${host} ${req.url}`));
    });
    other = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html('other'));
    }, { host: '127.0.0.2' });
  });
  after(() => closeAll(server, other));
  beforeEach(() => {
    server.requests.length = 0;
    other.requests.length = 0;
  });

  const resolver = () =>
    mapResolver({ 'start.test': '127.0.0.1', 'evil.blocked.test': '127.0.0.1', 'ok.test': '127.0.0.1', 'sneaky.test': '127.0.0.2' });

  it('a blocked URL fails with BLOCKED_BY_POLICY naming the rule, without any request, and keeps its place among the others', async () => {
    const r = await runPrompt(
      `Compare http://ok.test:${server.port}/one, http://evil.blocked.test:${server.port}/two and http://start.test:${server.port}/three`,
      { engine: 'direct', resolver: resolver(), policy: { blockedDomains: ['*.blocked.test'] } },
    );
    assert.deepEqual(r.pages.map((p) => p.url), [
      `http://ok.test:${server.port}/one`,
      `http://evil.blocked.test:${server.port}/two`,
      `http://start.test:${server.port}/three`,
    ]);
    assert.deepEqual(r.pages.map((p) => p.ok), [true, false, true]);
    assert.equal(code(r.pages[1]), 'BLOCKED_BY_POLICY');
    assert.equal(r.pages[1]!.error!.message, 'evil.blocked.test is blocked by the rule "*.blocked.test" in webFetch.blockedDomains.');
    assert.deepEqual(server.requests.map((q) => q.url).sort(), ['/one', '/three']);
    assert.ok(!server.requests.some((q) => (q.headers.host ?? '').startsWith('evil.')));
  });

  it('a redirect into a blocked domain is not followed', async () => {
    const r = await runPrompt(`Read http://start.test:${server.port}/redirect-out`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { blockedDomains: ['*.blocked.test'] },
    });
    const p = r.pages[0]!;
    assert.equal(p.ok, false);
    assert.equal(code(p), 'BLOCKED_BY_POLICY');
    assert.match(p.error!.message, /^A redirect led to http:\/\/evil\.blocked\.test:\d+\/landing: evil\.blocked\.test is blocked by the rule "\*\.blocked\.test"/);
    assert.deepEqual(server.requests.map((q) => q.url), ['/redirect-out']);
  });

  it('a redirect to a name that resolves into a blocked range is stopped after DNS, before connecting', async () => {
    const r = await runPrompt(`Read http://start.test:${server.port}/redirect-ip`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { blockedDomains: ['127.0.0.2/32'] },
    });
    const p = r.pages[0]!;
    assert.equal(code(p), 'BLOCKED_BY_POLICY');
    assert.match(p.error!.message, /sneaky\.test resolves to 127\.0\.0\.2, which is blocked by the rule "127\.0\.0\.2\/32"/);
    assert.equal(other.requests.length, 0);
  });

  it('the same redirect is followed without the rule (the test server really is reachable)', async () => {
    const r = await runPrompt(`Read http://start.test:${server.port}/redirect-ip`, { engine: 'direct', resolver: resolver() });
    assert.equal(r.pages[0]!.ok, true);
    assert.equal(other.requests.length, 1);
  });

  it('with an allow list only matching hosts are fetched', async () => {
    const r = await runPrompt(`http://ok.test:${server.port}/a http://start.test:${server.port}/b`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { allowedDomains: ['ok.test'] },
    });
    assert.deepEqual(r.pages.map((p) => p.ok), [true, false]);
    assert.equal(code(r.pages[1]), 'BLOCKED_BY_POLICY');
    assert.equal(r.pages[1]!.error!.message, 'start.test is not in webFetch.allowedDomains (allowed: ok.test).');
    assert.deepEqual(server.requests.map((q) => q.url), ['/a']);
  });

  it('an allowed page that redirects out of the allow list is stopped', async () => {
    const r = await runPrompt(`http://start.test:${server.port}/redirect-out`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { allowedDomains: ['start.test'] },
    });
    assert.equal(code(r.pages[0]), 'BLOCKED_BY_POLICY');
    assert.match(r.pages[0]!.error!.message, /evil\.blocked\.test is not in webFetch\.allowedDomains/);
  });

  it('block wins over allow', async () => {
    const r = await runPrompt(`http://ok.test:${server.port}/x`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { allowedDomains: ['*.test'], blockedDomains: ['ok.test'] },
    });
    assert.equal(code(r.pages[0]), 'BLOCKED_BY_POLICY');
    assert.equal(server.requests.length, 0);
  });

  it('a range rule blocks a name before the route when its address is in the range', async () => {
    const r = await runPrompt(`http://ok.test:${server.port}/x`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { blockedDomains: ['127.0.0.0/8'] },
    });
    assert.equal(code(r.pages[0]), 'BLOCKED_BY_POLICY');
    assert.match(r.pages[0]!.error!.message, /ok\.test resolves to 127\.0\.0\.1/);
    assert.equal(server.requests.length, 0);
  });

  it('a hung resolver does not hang the policy check of a range rule: the run ends with a failed page', async () => {
    const hung = (() => new Promise<never>(() => undefined)) as unknown as import('../../src/engine/types').Resolver;
    const r = await runPrompt(`http://hangs.test:${server.port}/x`, {
      engine: 'direct',
      resolver: hung,
      timeoutMs: 300,
      policy: { blockedDomains: ['10.0.0.0/8'] },
    });
    assert.equal(r.pages[0]!.ok, false);
    assert.equal(server.requests.length, 0);
  });

  it('the rewritten host of a GitHub blob link is checked too', async () => {
    const r = await runPrompt('https://github.com/o/r/blob/main/README.md', {
      engine: 'direct',
      resolver: resolver(),
      policy: { blockedDomains: ['raw.githubusercontent.com'] },
    });
    assert.equal(code(r.pages[0]), 'BLOCKED_BY_POLICY');
    assert.match(r.pages[0]!.error!.message, /raw\.githubusercontent\.com is blocked/);
  });

  it('an invalid pattern stops the run with INVALID_POLICY before anything is fetched', async () => {
    await assert.rejects(
      runPrompt(`http://ok.test:${server.port}/x`, { engine: 'direct', resolver: resolver(), policy: { blockedDomains: ['bad pattern'] } }),
      (e: unknown) => e instanceof EngineError && e.code === 'INVALID_POLICY' && /"bad pattern"/.test(e.message),
    );
    assert.equal(server.requests.length, 0);
  });

  it('reports blocked URLs through onProgress', async () => {
    const events: string[] = [];
    await runPrompt(`http://ok.test:${server.port}/x`, {
      engine: 'direct',
      resolver: resolver(),
      policy: { blockedDomains: ['ok.test'] },
      onProgress: (e) => events.push(`${e.type}:${e.type === 'done' ? e.error?.code : ''}`),
    });
    assert.deepEqual(events, ['done:BLOCKED_BY_POLICY']);
  });
});

describe('policy: runPrompt (Gemini route)', () => {
  let fake: FakeGemini;
  let page: TestServer;
  beforeEach(async () => {
    fake = await FakeGemini.start();
    page = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html('local page'));
    });
  });
  afterEach(() => closeAll(fake, page));

  it('a blocked URL is never sent to Gemini nor fetched: no request reaches either server', async () => {
    const resolver = mapResolver({ 'docs.blocked.example': '127.0.0.1' });
    const r = await runPrompt(`Summarize http://docs.blocked.example:${page.port}/guide`, {
      engine: 'gemini',
      resolver,
      gemini: { apiKey: TEST_KEY, baseUrl: fake.baseUrl, retryDelayMs: 5 },
      policy: { blockedDomains: ['*.blocked.example'] },
    });
    assert.equal(r.pages.length, 1);
    assert.equal(code(r.pages[0]), 'BLOCKED_BY_POLICY');
    assert.equal(r.answer, null);
    assert.equal(fake.requests.length, 0);
    assert.equal(page.requests.length, 0);
  });

  it('with one URL blocked and one allowed, only the allowed one reaches Gemini; pages stay in prompt order', async () => {
    // public.example resolves to a public address, so the Gemini route hands it to Gemini (urlContext).
    const resolver = mapResolver({ 'public.example': '93.184.215.14', 'secret.example': '93.184.215.15' });
    const allowedUrl = 'https://public.example/doc';
    fake.reply({
      body: geminiResponse({
        parts: ['The doc says hello.'],
        chunks: [{ uri: allowedUrl, title: 'Doc' }],
        urlMetadata: [{ url: allowedUrl, status: 'URL_RETRIEVAL_STATUS_SUCCESS' }],
      }),
    });
    const result = await runPrompt(`Compare https://secret.example/plans with ${allowedUrl}`, {
      engine: 'gemini',
      resolver,
      gemini: { apiKey: TEST_KEY, baseUrl: fake.baseUrl, retryDelayMs: 5 },
      policy: { blockedDomains: ['secret.example'] },
    });
    assert.equal(fake.requests.length, 1);
    assert.ok(!fake.sentText().includes('secret.example'), 'the blocked URL was sent to Gemini');
    assert.ok(fake.sentText().includes('public.example'));
    assert.equal(result.route, 'gemini');
    assert.deepEqual(result.pages.map((p) => p.url), ['https://secret.example/plans', allowedUrl]);
    assert.equal(code(result.pages[0]), 'BLOCKED_BY_POLICY');
    assert.equal(result.pages[1]!.error, null);
    assert.equal(resolver.calls.includes('secret.example'), false);
  });
});
