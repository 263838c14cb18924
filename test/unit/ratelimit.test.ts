// Per-host rate limit (issue 6): at most N requests per host in a sliding window; over the limit requests wait in
// order and are never refused; aborting a wait frees its place; loopback is exempt; a prompt of 20 URLs on one host
// passes the default limit without waiting. Short windows (≤ 300 ms) keep every case bounded.
import assert from 'node:assert/strict';
import { RateLimiter, acquireRate, isRateExempt, RATE_DEFAULTS } from '../../src/engine/net/ratelimit';
import { createEngine } from '../../src/engine/engine';
import { fetchPages } from '../../src/engine/fetch/direct';
import { inlineConverter } from '../../src/engine/workers/pool';
import { planPrompt } from '../../src/engine/urls/prompt';
import { closeAll, mapResolver, startTextServer, type TestServer } from '../support/servers';

/** Resolves true when the promise settles before the other one does. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const r = await Promise.race([p.then(() => true, () => true), new Promise((res) => setImmediate(() => res(marker)))]);
  return r === true;
}

describe('ratelimit: RateLimiter', () => {
  it('admits N at once, queues the next and admits it when the window moves on', async () => {
    const limiter = new RateLimiter({ perMinute: 3, windowMs: 150 });
    const waits = await Promise.all([1, 2, 3].map(() => limiter.acquire('a.test')));
    assert.deepEqual(waits, [0, 0, 0]);
    assert.equal(limiter.used('a.test'), 3);
    const fourth = limiter.acquire('a.test');
    assert.equal(await settled(fourth), false);
    assert.equal(limiter.waiting('a.test'), 1);
    const waited = await fourth;
    assert.ok(waited > 0);
    assert.equal(limiter.waiting('a.test'), 0);
  });

  it('waiters are admitted in the order they came', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60 });
    await limiter.acquire('o.test');
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limiter.acquire('o.test').then(() => order.push(n))));
    assert.deepEqual(order, [1, 2, 3]);
  });

  it('hosts are independent; host names are case-insensitive', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    await limiter.acquire('A.test');
    assert.equal(limiter.used('a.test'), 1);
    assert.equal(await limiter.acquire('b.test'), 0);
    const blocked = limiter.acquire('a.TEST');
    assert.equal(await settled(blocked), false);
    limiter.reset();
    await blocked; // reset releases waiters
  });

  it('an aborted wait rejects with the reason and gives its place to the next waiter', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 100 });
    await limiter.acquire('c.test');
    const ac = new AbortController();
    const first = limiter.acquire('c.test', ac.signal);
    const second = limiter.acquire('c.test');
    ac.abort(new Error('cancelled by the user'));
    await assert.rejects(first, /cancelled by the user/);
    assert.equal(limiter.waiting('c.test'), 1);
    await second;
    assert.equal(limiter.used('c.test'), 1);
  });

  it('an already-aborted signal rejects only when it would have to wait', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    const signal = AbortSignal.abort(new Error('gone'));
    assert.equal(await limiter.acquire('d.test', signal), 0);
    await assert.rejects(limiter.acquire('d.test', signal), /gone/);
    assert.equal(limiter.waiting('d.test'), 0);
  });

  it('record() counts a request without waiting, so the next one waits', async () => {
    const limiter = new RateLimiter({ perMinute: 2, windowMs: 100 });
    limiter.record('e.test');
    limiter.record('e.test');
    const next = limiter.acquire('e.test');
    assert.equal(await settled(next), false);
    await next;
  });

  it('raising the limit with configure() admits waiters at once', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    await limiter.acquire('f.test');
    const waiting = limiter.acquire('f.test');
    assert.equal(await settled(waiting), false);
    limiter.configure({ perMinute: 2 });
    assert.equal(await settled(waiting), true); // admitted without the window moving
    assert.equal(limiter.used('f.test'), 2);
  });

  it('loopback names and addresses are exempt; other names are not', async () => {
    for (const h of ['localhost', 'app.localhost', '127.0.0.1', '127.5.5.5', '::1']) assert.equal(isRateExempt(h), true, h);
    for (const h of ['example.com', '10.0.0.1', '192.168.1.1', '8.8.8.8']) assert.equal(isRateExempt(h), false, h);
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) assert.equal(await acquireRate('127.0.0.1', undefined, limiter), 0);
    assert.equal(limiter.used('127.0.0.1'), 0);
    await acquireRate('g.test', undefined, limiter);
    assert.equal(limiter.used('g.test'), 1);
  });

  it('an engine\'s limiter defaults to 60 a minute and follows the setting', () => {
    assert.equal(RATE_DEFAULTS.perMinute, 60);
    const engine = createEngine();
    assert.equal(engine.rateLimiter.limit >= 20, true);
    engine.configure({ rateLimitPerMinute: 200 });
    assert.equal(engine.rateLimiter.limit, 200);
  });
});

describe('ratelimit: fetchPages', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startTextServer();
  });
  after(() => closeAll(server));

  function prompt(host: string, n: number): string {
    return Array.from({ length: n }, (_, i) => `http://${host}:${server!.port}/p${i}`).join(' ');
  }

  it('20 URLs on one host pass the default limit together: none waits, none is refused', async () => {
    const limiter = new RateLimiter();
    const resolver = mapResolver({ 'busy.test': '127.0.0.1' });
    const pages = await fetchPages(planPrompt(prompt('busy.test', 20)).urls, { resolver, rateLimiter: limiter, noCache: true, timeoutMs: 5000 });
    assert.equal(pages.filter((p) => p.ok).length, 20);
    assert.deepEqual(new Set(pages.map((p) => p.report?.rateWaitMs)), new Set([0]));
    assert.equal(limiter.used('busy.test'), 20);
  });

  it('over the limit, URLs are queued (not failed): all succeed, the later ones report a wait', async () => {
    // A window of 1 s: the five URLs ask for a slot together, well within it even on a loaded machine.
    const limiter = new RateLimiter({ perMinute: 2, windowMs: 1000 });
    const resolver = mapResolver({ 'slowdown.test': '127.0.0.1' });
    const pages = await fetchPages(planPrompt(prompt('slowdown.test', 5)).urls, { resolver, rateLimiter: limiter, noCache: true, timeoutMs: 15_000, converter: inlineConverter });
    assert.equal(pages.filter((p) => p.ok).length, 5, JSON.stringify(pages.map((p) => p.error)));
    const waited = pages.filter((p) => (p.report?.rateWaitMs ?? 0) > 0).length;
    assert.equal(waited, 3);
  });

  it('the limit is shared across runs: a second run waits for the first one\'s window', async () => {
    // A window of 2 s, so that the second run starts inside the first one's window even on a loaded machine.
    const limiter = new RateLimiter({ perMinute: 2, windowMs: 2000 });
    const resolver = mapResolver({ 'loop.test': '127.0.0.1' });
    const converter = inlineConverter;
    await fetchPages(planPrompt(prompt('loop.test', 2)).urls, { resolver, rateLimiter: limiter, noCache: true, timeoutMs: 5000, converter });
    const [page] = await fetchPages(planPrompt(`http://loop.test:${server!.port}/again`).urls, { resolver, rateLimiter: limiter, noCache: true, timeoutMs: 15_000, converter });
    assert.equal(page!.ok, true);
    assert.ok((page!.report?.rateWaitMs ?? 0) > 0);
  });

  it('a cancel while queued ends the URL as ABORTED and sends nothing', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    const resolver = mapResolver({ 'queued.test': '127.0.0.1' });
    await limiter.acquire('queued.test');
    const before = server!.requests.length;
    const ac = new AbortController();
    const run = fetchPages(planPrompt(`http://queued.test:${server!.port}/q`).urls, { resolver, rateLimiter: limiter, noCache: true, signal: ac.signal });
    setTimeout(() => ac.abort(), 30);
    const [page] = await run;
    assert.equal(page!.error?.code, 'ABORTED');
    assert.equal(server!.requests.length, before);
    assert.equal(limiter.waiting('queued.test'), 0);
  });

  it('a cache hit takes no slot', async () => {
    const limiter = new RateLimiter({ perMinute: 1, windowMs: 60_000 });
    const resolver = mapResolver({ 'cached.test': '127.0.0.1' });
    const { ResponseCache } = await import('../../src/engine/cache/responseCache');
    const cache = new ResponseCache();
    const url = `http://cached.test:${server!.port}/c`;
    await fetchPages(planPrompt(url).urls, { resolver, rateLimiter: limiter, cache });
    const [page] = await fetchPages(planPrompt(url).urls, { resolver, rateLimiter: limiter, cache });
    assert.equal(page!.report?.cache, 'hit');
    assert.equal(limiter.used('cached.test'), 1);
  });
});
