// createEngine: plan() decides once (URLs, private flags, policy verdicts, route and where its key comes from, one DNS
// answer per host), run() executes the plan. Real loopback server, names mapped by a counting resolver.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createEngine } from '../../src/engine/engine';
import { EngineError } from '../../src/engine/types';
import { closeAll, mapResolver, startTextServer, type TestServer } from '../support/servers';

describe('engine: plan', () => {
  it('only GOOGLE_API_KEY set: the plan takes the Gemini route and says where the key comes from', async () => {
    const engine = createEngine({ env: { GOOGLE_API_KEY: 'g-key' } });
    const plan = await engine.plan('Summarize https://example.com/a', {});
    assert.equal(plan.route, 'gemini');
    assert.equal(plan.geminiKey, 'GOOGLE_API_KEY');
    assert.equal(plan.problem, undefined);
    assert.ok(!JSON.stringify(plan).includes('g-key'), 'the key itself is not in the plan');
  });

  it('a key given as an option never shows when the plan is logged or serialised', async () => {
    const plan = await createEngine({ env: {} }).plan('https://example.com/', { gemini: { apiKey: 'secret-option-key' } });
    assert.equal(plan.geminiKey, 'option');
    assert.ok(!JSON.stringify(plan).includes('secret-option-key'));
    assert.ok(!inspect(plan, { depth: 9 }).includes('secret-option-key'));
  });

  it('the key sources in order: option, GEMINI_API_KEY, GOOGLE_API_KEY; none → direct', async () => {
    const env = { GEMINI_API_KEY: 'a', GOOGLE_API_KEY: 'b' };
    assert.equal((await createEngine({ env }).plan('https://example.com/', { gemini: { apiKey: 'k' } })).geminiKey, 'option');
    assert.equal((await createEngine({ env }).plan('https://example.com/')).geminiKey, 'GEMINI_API_KEY');
    const none = await createEngine({ env: {} }).plan('https://example.com/');
    assert.equal(none.route, 'direct');
    assert.equal(none.geminiKey, undefined);
  });

  it('the Gemini engine without any key: the plan names the problem and run() refuses it', async () => {
    const engine = createEngine({ env: {} });
    const plan = await engine.plan('https://example.com/', { engine: 'gemini' });
    assert.equal(plan.problem?.code, 'INVALID_INPUT');
    await assert.rejects(engine.run(plan), (e: unknown) => e instanceof EngineError && e.code === 'INVALID_INPUT' && /GOOGLE_API_KEY/.test(e.message));
  });

  it('is immutable, and invalid input throws while planning', async () => {
    const plan = await createEngine({ env: {} }).plan('See https://github.com/o/r/blob/main/a.md and http://127.0.0.1:9/x');
    assert.ok(Object.isFrozen(plan) && Object.isFrozen(plan.urls) && plan.urls.every((u) => Object.isFrozen(u)));
    assert.equal(plan.urls[0]!.rewrite?.kind, 'github-blob');
    assert.equal(plan.urls[1]!.isPrivate, true);
    await assert.rejects(createEngine().plan('no links here'), (e: unknown) => e instanceof EngineError && e.code === 'INVALID_INPUT');
  });
});

describe('engine: plan then run', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startTextServer();
  });
  after(() => closeAll(server));

  it('one DNS answer per host for the whole run: confirmation flags, policy check and the connections share it', async () => {
    const resolver = mapResolver({ 'a.test': '127.0.0.1', 'b.test': '127.0.0.1' });
    const engine = createEngine({ env: {} });
    const port = server!.port;
    const prompt = `Read http://a.test:${port}/1 http://a.test:${port}/2 and http://b.test:${port}/3`;
    // an address rule makes the policy look hosts up too
    const plan = await engine.plan(prompt, { resolver, policy: { allowedDomains: ['127.0.0.0/8'] }, timeoutMs: 5000 });
    assert.deepEqual(plan.urls.map((u) => u.isPrivate), [true, true, true], 'the DNS answer (loopback) makes them private');
    assert.deepEqual(plan.urls.map((u) => u.blocked), [undefined, undefined, undefined]);
    const result = await engine.run(plan);
    assert.deepEqual(result.pages.map((p) => p.ok), [true, true, true]);
    assert.deepEqual([...resolver.calls].sort(), ['a.test', 'b.test'], `lookups: ${resolver.calls.join(', ')}`);
  });

  it('the plan carries the policy verdict; run() fails that URL without a request and fetches the rest', async () => {
    const resolver = mapResolver({ 'a.test': '127.0.0.1', 'blocked.test': '127.0.0.1' });
    const engine = createEngine({ env: {} });
    const port = server!.port;
    const before = server!.requests.length;
    const plan = await engine.plan(`http://a.test:${port}/ok http://blocked.test:${port}/no`, { resolver, policy: { blockedDomains: ['blocked.test'] } });
    assert.equal(plan.urls[0]!.blocked, undefined);
    assert.equal(plan.urls[1]!.blocked?.code, 'BLOCKED_BY_POLICY');
    const done: string[] = [];
    const result = await engine.run(plan, { onProgress: (e) => e.type === 'done' && done.push(`${e.url} ${e.ok}`) });
    assert.equal(result.pages[0]!.ok, true);
    assert.equal(result.pages[1]!.error?.code, 'BLOCKED_BY_POLICY');
    assert.equal(server!.requests.length, before + 1);
    assert.ok(done.includes(`http://blocked.test:${port}/no false`), done.join('; '));
  });

  it('run() executes the selection only, and refuses an empty one', async () => {
    const engine = createEngine({ env: {} });
    const plan = await engine.plan(`${server!.url('/s1')} ${server!.url('/s2')}`);
    const result = await engine.run(plan, { only: [1] });
    assert.deepEqual(result.pages.map((p) => p.url), [server!.url('/s2')]);
    await assert.rejects(engine.run(plan, { only: [] }), (e: unknown) => e instanceof EngineError && e.code === 'INVALID_INPUT');
  });
});
