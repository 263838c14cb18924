// robots.txt through runPrompt on loopback servers: honour modes, allow/disallow, 4xx/5xx/timeout/reset, caching,
// redirect hops, and the Gemini route (checked before anything is handed to Gemini).
import assert from 'node:assert/strict';
import type http from 'node:http';
import { startServer, mapResolver, closeAll, type TestServer } from '../support/servers';
import { FakeGemini, TEST_KEY } from '../support/fake-gemini';
import { createEngine, runPrompt } from '../../src/engine/engine';
import { RobotsCache, type RobotsEntry } from '../../src/engine/policy/robots';
import { robotsHonoured } from '../../src/engine/policy/gate';
import type { RunOptions } from '../../src/engine/types';

type RobotsReply = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const servers: TestServer[] = [];

/** A page server whose /robots.txt is answered by `robots`; every other path is a small HTML page. */
async function site(robots: RobotsReply | string, host = '127.0.0.1'): Promise<TestServer> {
  const s = await startServer((req, res) => {
    if (req.url === '/robots.txt') {
      if (typeof robots === 'string') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(robots);
      }
      return robots(req, res);
    }
    if (req.url?.startsWith('/hop-to/')) {
      res.writeHead(302, { location: decodeURIComponent(req.url.slice('/hop-to/'.length)) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><head><title>page ${req.url}</title></head><body><main><p>Content of ${req.url}. Enough words to count as text.</p></main></body></html>`);
  }, { host });
  servers.push(s);
  return s;
}

const paths = (s: TestServer) => s.requests.map((r) => r.url);
const always: RunOptions = { engine: 'direct', respectRobots: 'always', timeoutMs: 3000 };

after(() => closeAll(...servers));

describe('robots.txt: modes', () => {
  it('robotsHonoured: agent mode honours robots only for the model; always and never are absolute', () => {
    assert.equal(robotsHonoured({}), false);
    assert.equal(robotsHonoured({ requestedBy: 'agent' }), true);
    assert.equal(robotsHonoured({ requestedBy: 'user' }), false);
    assert.equal(robotsHonoured({ respectRobots: 'agent', requestedBy: 'agent' }), true);
    assert.equal(robotsHonoured({ respectRobots: 'always', requestedBy: 'user' }), true);
    assert.equal(robotsHonoured({ respectRobots: 'never', requestedBy: 'agent' }), false);
  });

  it('agent mode: a disallowed URL the model asked for is blocked', async () => {
    const s = await site('User-agent: *\nDisallow: /private\n');
    const r = await runPrompt(`${s.url('/private/doc')}`, { engine: 'direct', requestedBy: 'agent' });
    assert.equal(r.pages[0]!.error?.code, 'BLOCKED_BY_ROBOTS');
    assert.deepEqual(paths(s), ['/robots.txt']);
  });

  it('agent mode: the same URL asked for by a person is fetched, and robots.txt is not even read', async () => {
    const s = await site('User-agent: *\nDisallow: /private\n');
    const r = await runPrompt(`${s.url('/private/doc')}`, { engine: 'direct', requestedBy: 'user' });
    assert.equal(r.pages[0]!.ok, true);
    assert.deepEqual(paths(s), ['/private/doc']);
  });

  it('never: ignored even for the model', async () => {
    const s = await site('User-agent: *\nDisallow: /\n');
    const r = await runPrompt(`${s.url('/x')}`, { engine: 'direct', requestedBy: 'agent', respectRobots: 'never' });
    assert.equal(r.pages[0]!.ok, true);
    assert.deepEqual(paths(s), ['/x']);
  });
});

describe('robots.txt: fetching and deciding', () => {
  it('allow and disallow on one origin: the rule is named, the disallowed page is never requested', async () => {
    const s = await site('User-agent: *\nDisallow: /private\nAllow: /private/ok\n');
    const r = await runPrompt(`${s.url('/public')} ${s.url('/private/secret')} ${s.url('/private/ok')}`, always);
    assert.deepEqual(r.pages.map((p) => p.ok), [true, false, true]);
    const err = r.pages[1]!.error!;
    assert.equal(err.code, 'BLOCKED_BY_ROBOTS');
    assert.equal(err.message, `robots.txt of ${s.origin} disallows /private/secret for WebFetch (rule "Disallow: /private").`);
    assert.ok(!paths(s).includes('/private/secret'));
    // Fetched once for the three URLs (concurrent callers share one request).
    assert.equal(paths(s).filter((p) => p === '/robots.txt').length, 1);
  });

  it('the group for WebFetch wins over *', async () => {
    const s = await site('User-agent: *\nDisallow: /\n\nUser-agent: WebFetch\nDisallow: /only-this\n');
    const r = await runPrompt(`${s.url('/page')} ${s.url('/only-this')}`, always);
    assert.deepEqual(r.pages.map((p) => p.error?.code ?? 'ok'), ['ok', 'BLOCKED_BY_ROBOTS']);
  });

  it('the query string is part of the matched path', async () => {
    const s = await site('User-agent: *\nDisallow: /*?print=\n');
    const r = await runPrompt(`${s.url('/a?print=1')} ${s.url('/a?view=1')}`, always);
    assert.deepEqual(r.pages.map((p) => p.error?.code ?? 'ok'), ['BLOCKED_BY_ROBOTS', 'ok']);
  });

  it('4xx: no rules, the page is fetched', async () => {
    const s = await site((_q, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
    const r = await runPrompt(s.url('/x'), always);
    assert.equal(r.pages[0]!.ok, true);
    assert.deepEqual(paths(s), ['/robots.txt', '/x']);
  });

  it('5xx: does not block the page', async () => {
    const s = await site((_q, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('busy');
    });
    const r = await runPrompt(s.url('/x'), always);
    assert.equal(r.pages[0]!.ok, true);
    assert.ok(paths(s).includes('/x'));
  });

  it('timeout: a robots.txt that never answers does not block the page', async () => {
    const s = await site(() => {
      /* never answer */
    });
    const r = await runPrompt(s.url('/x'), { ...always, timeoutMs: 800 });
    assert.equal(r.pages[0]!.ok, true);
    assert.deepEqual(paths(s), ['/robots.txt', '/x']);
  });

  it('a connection reset on robots.txt does not block the page', async () => {
    const s = await site((req) => {
      req.socket.destroy();
    });
    const r = await runPrompt(s.url('/x'), always);
    assert.equal(r.pages[0]!.ok, true);
  });

  it('robots.txt is cached per origin across the runs of one engine', async () => {
    const s = await site('User-agent: *\nDisallow: /no\n');
    const engine = createEngine();
    const run = async (prompt: string) => engine.run(await engine.plan(prompt, always));
    await run(s.url('/a'));
    const r = await run(`${s.url('/b')} ${s.url('/no')}`);
    assert.deepEqual(r.pages.map((p) => p.error?.code ?? 'ok'), ['ok', 'BLOCKED_BY_ROBOTS']);
    assert.equal(paths(s).filter((p) => p === '/robots.txt').length, 1);
  });

  it('a redirect hop to another origin is checked against that origin\'s robots.txt', async () => {
    const target = await site('User-agent: *\nDisallow: /landing\n', '127.0.0.2');
    const start = await site('User-agent: *\nAllow: /\n');
    const r = await runPrompt(start.url('/hop-to/' + encodeURIComponent(target.url('/landing'))), always);
    const err = r.pages[0]!.error!;
    assert.equal(err.code, 'BLOCKED_BY_ROBOTS');
    assert.ok(err.message.startsWith(`A redirect led to ${target.url('/landing')}: robots.txt of ${target.origin} disallows /landing`), err.message);
    assert.deepEqual(paths(target), ['/robots.txt']);
  });

  it('the robots.txt request follows the policy: its redirect into a blocked host is not followed, and the page is fetched', async () => {
    const elsewhere = await site('User-agent: *\nDisallow: /\n', '127.0.0.2');
    const s = await site((_q, res) => {
      res.writeHead(301, { location: elsewhere.url('/robots.txt') });
      res.end();
    });
    const r = await runPrompt(s.url('/x'), { ...always, policy: { blockedDomains: ['127.0.0.2'] } });
    assert.equal(r.pages[0]!.ok, true);
    assert.equal(elsewhere.requests.length, 0);
  });

  it('Gemini route: robots.txt is read before anything is handed to Gemini; a disallowed URL never reaches it', async () => {
    const fake = await FakeGemini.start();
    try {
      const s = await site('User-agent: *\nDisallow: /private\n');
      const r = await runPrompt(`Summarize ${s.url('/private/x')}`, {
        engine: 'gemini',
        respectRobots: 'always',
        gemini: { apiKey: TEST_KEY, baseUrl: fake.baseUrl, retryDelayMs: 5 },
        resolver: mapResolver({}),
      });
      assert.equal(r.pages[0]!.error?.code, 'BLOCKED_BY_ROBOTS');
      assert.equal(fake.requests.length, 0);
      assert.deepEqual(paths(s), ['/robots.txt']);
    } finally {
      await fake.close();
    }
  });
});

describe('robots.txt: cache', () => {
  const found: RobotsEntry = { state: 'found', file: { groups: [] } };
  const unreachable: RobotsEntry = { state: 'unreachable', file: null, note: 'TIMEOUT' };

  it('shares one fetch between concurrent callers and keeps a found file for a day', async () => {
    let now = 0;
    const cache = new RobotsCache(10, () => now);
    let fetches = 0;
    const fetch = async () => {
      fetches++;
      await new Promise((r) => setTimeout(r, 5));
      return found;
    };
    await Promise.all([cache.get('http://a', fetch), cache.get('http://a', fetch), cache.get('http://a', fetch)]);
    assert.equal(fetches, 1);
    now = 23 * 3600_000;
    await cache.get('http://a', fetch);
    assert.equal(fetches, 1);
    now = 25 * 3600_000;
    await cache.get('http://a', fetch);
    assert.equal(fetches, 2);
  });

  it('keeps an unreachable robots.txt only for minutes', async () => {
    let now = 0;
    const cache = new RobotsCache(10, () => now);
    let fetches = 0;
    const fetch = async () => {
      fetches++;
      return unreachable;
    };
    await cache.get('http://b', fetch);
    now = 60_000;
    await cache.get('http://b', fetch);
    assert.equal(fetches, 1);
    now = 10 * 60_000;
    await cache.get('http://b', fetch);
    assert.equal(fetches, 2);
  });

  it('holds at most maxOrigins entries, dropping the oldest', async () => {
    const cache = new RobotsCache(2);
    for (const o of ['http://1', 'http://2', 'http://3']) await cache.get(o, async () => found);
    assert.equal(cache.size, 2);
    let refetched = false;
    await cache.get('http://1', async () => ((refetched = true), found));
    assert.equal(refetched, true);
  });

  it('a cancelled fetch is not cached', async () => {
    const cache = new RobotsCache(10);
    const ac = new AbortController();
    ac.abort();
    await assert.rejects(cache.get('http://c', async () => Promise.reject(new Error('aborted')), ac.signal));
    assert.equal(cache.size, 0);
  });
});
