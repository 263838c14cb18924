// The per-host rate limit covers the Gemini route too: every public URL handed to urlContext takes a slot of its host.
import assert from 'node:assert/strict';
import { FakeGemini, geminiResponse, runWith } from '../support/fake-gemini';
import { RateLimiter } from '../../src/engine/net/ratelimit';
import { EngineError } from '../../src/engine/types';

const SUCCESS = 'URL_RETRIEVAL_STATUS_SUCCESS';

describe('gemini route: per-host rate limit', () => {
  let fake: FakeGemini;
  beforeEach(async () => {
    fake = await FakeGemini.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('counts each URL sent to urlContext against its host', async () => {
    const limiter = new RateLimiter({ perMinute: 60 });
    const a = 'https://docs.example.com/a';
    const b = 'https://docs.example.com/b';
    fake.reply({
      body: geminiResponse({
        parts: ['Both pages say hello.'],
        chunks: [{ uri: a, title: 'A' }, { uri: b, title: 'B' }],
        supports: [],
        urlMetadata: [
          { url: a, status: SUCCESS },
          { url: b, status: SUCCESS },
        ],
      }),
    });
    const r = await runWith(fake, `Compare ${a} and ${b}`, { run: { rateLimiter: limiter } });
    assert.equal(r.route, 'gemini');
    assert.equal(limiter.used('docs.example.com'), 2);
  });

  it('a cancel while waiting for a slot stops the route before Gemini is asked', async () => {
    const limiter = new RateLimiter({ perMinute: 1 });
    await limiter.acquire('busy.example.com'); // the only slot of this minute is taken
    const controller = new AbortController();
    const run = runWith(fake, 'Read https://busy.example.com/page', { run: { rateLimiter: limiter, signal: controller.signal } });
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(run, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    assert.equal(fake.requests.length, 0);
  });
});
