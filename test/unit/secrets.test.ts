// The Gemini key never leaves the engine: a gateway echoing it (whole, lower-cased, upper-cased or cut) in any field —
// error body, blockReasonMessage, finishMessage, answer text, grounding titles — is scrubbed from the result, the
// thrown error, every log line and every progress event. Real @google/genai client → local fake Gemini server.
import assert from 'node:assert/strict';
import { createScrubber, scrubDeep, REDACTED } from '../../src/engine/util/secrets';
import { runPrompt } from '../../src/engine/engine';
import { EngineError, type Logger, type RunOptions } from '../../src/engine/types';
import { FakeGemini, apiError, geminiResponse, supportFor, testResolver } from '../support/fake-gemini';

const KEY = 'AIzaSyD-Xq7kPz3mW9vLr2Tn8bHc4JfG5sYe1Ua';
const SUCCESS = 'URL_RETRIEVAL_STATUS_SUCCESS';

/** Every 8-character piece of the key, any case, that appears in the text. */
function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (let i = 0; i + 8 <= KEY.length; i++) {
    const piece = KEY.slice(i, i + 8).toLowerCase();
    if (lower.includes(piece)) found.push(piece);
  }
  return found;
}

describe('secrets: the scrubber', () => {
  const scrub = createScrubber([KEY]);

  it('removes the key whole, lower-cased, upper-cased, cut, and inside other text', () => {
    for (const echo of [KEY, KEY.toLowerCase(), KEY.toUpperCase(), KEY.slice(0, 12), KEY.slice(20, 29), `key=${KEY.slice(3)}&x=1`]) {
      const out = scrub(`gateway said: ${echo} (end)`);
      assert.deepEqual(leaks(out), [], out);
      assert.match(out, /^gateway said: .*\[redacted\].* \(end\)$/);
    }
  });

  it('leaves text without a piece of the key alone (7 characters are not enough)', () => {
    const text = `Plain text, AIzaSy prefix alone, ${KEY.slice(5, 12)} and a URL https://example.com/x?q=1`;
    assert.equal(scrub(text), text);
  });

  it('scrubDeep copies a result with every string scrubbed and other values kept', () => {
    const out = scrubDeep({ a: [`x ${KEY}`, 3, null], b: { c: KEY.toLowerCase(), ok: true } }, scrub);
    assert.deepEqual(out, { a: [`x ${REDACTED}`, 3, null], b: { c: REDACTED, ok: true } });
  });
});

describe('secrets: nothing the engine hands back carries the key', () => {
  let fake: FakeGemini;
  let logged: string[];
  let events: string[];
  const PROMPT = 'Summarise https://one.example.com/a';
  const URL1 = 'https://one.example.com/a';

  beforeEach(async () => {
    fake = await FakeGemini.start();
    logged = [];
    events = [];
  });
  afterEach(() => fake.close());

  const capture = (level: string) => (m: unknown, ...a: unknown[]) => logged.push(`${level} ${String(m)} ${a.map(String).join(' ')}`);
  const logger: Logger = { trace: capture('trace'), debug: capture('debug'), info: capture('info'), warn: capture('warn'), error: capture('error') };

  function options(extra: Partial<RunOptions> = {}): RunOptions {
    return {
      engine: 'gemini',
      resolver: testResolver,
      gemini: { apiKey: KEY, baseUrl: fake.baseUrl, retryDelayMs: 5 },
      logger,
      onProgress: (e) => events.push(JSON.stringify(e)),
      noCache: true,
      ...extra,
    };
  }

  function assertClean(what: string, text: string): void {
    assert.deepEqual(leaks(text), [], `${what} carries a piece of the key: ${text}`);
  }

  async function failing(): Promise<EngineError> {
    try {
      await runPrompt(PROMPT, options());
    } catch (e) {
      assert.ok(e instanceof EngineError, String(e));
      assertClean('the error', `${e.message}\n${e.stack}\n${String((e as { cause?: unknown }).cause ?? '')}`);
      assertClean('the log', logged.join('\n'));
      assertClean('the progress events', events.join('\n'));
      return e;
    }
    assert.fail('expected the run to fail');
  }

  it('an error body echoing the key (lower-cased and cut)', async () => {
    fake.reply(apiError(400, 'INVALID_ARGUMENT', `API key ${KEY.toLowerCase()} not valid; prefix ${KEY.slice(0, 14)}`));
    const e = await failing();
    assert.equal(e.code, 'GEMINI_ERROR');
    assert.match(e.message, /\[redacted\]/);
  });

  it('blockReasonMessage echoing the key', async () => {
    fake.reply({ body: { promptFeedback: { blockReason: 'OTHER', blockReasonMessage: `blocked for key ${KEY}` } } });
    const e = await failing();
    assert.match(e.message, /blocked: OTHER.*blocked for key \[redacted\]/);
  });

  it('finishMessage echoing the key (upper-cased)', async () => {
    const body = geminiResponse({ parts: ['x'], finishReason: 'OTHER', urlMetadata: [{ url: URL1, status: SUCCESS }] });
    (body.candidates as Record<string, unknown>[])[0]!.finishMessage = `stopped: ${KEY.toUpperCase()}`;
    fake.reply({ body });
    const e = await failing();
    // (@google/genai 1.x drops finishMessage from Gemini API responses; were it passed on, it would be scrubbed too.)
    assert.match(e.message, /finish reason OTHER/);
  });

  it('answer text and grounding titles echoing the key: the result, log and progress carry none of it', async () => {
    const text = `The page says alpha. Your key is ${KEY}. Also ${KEY.slice(10, 30).toLowerCase()}.`;
    fake.reply({
      body: geminiResponse({
        parts: [text],
        chunks: [{ uri: URL1, title: `Docs for ${KEY}` }],
        supports: [supportFor(text, 'The page says alpha.', [0])],
        urlMetadata: [{ url: URL1, status: SUCCESS }],
      }),
    });
    const r = await runPrompt(PROMPT, options());
    assert.match(r.answer ?? '', /The page says alpha\./);
    assertClean('the result', JSON.stringify(r));
    assertClean('the log', logged.join('\n'));
    assertClean('the progress events', events.join('\n'));
    assert.match(r.answer ?? '', /\[redacted\]/);
    assert.match(r.sources[0]!.title, /Docs for \[redacted\]/);
  });

  it('a URL with a password in the prompt is reported INVALID_URL and its password never reaches Gemini', async () => {
    const text = 'The page says alpha.';
    fake.reply({
      body: geminiResponse({ parts: [text], chunks: [{ uri: URL1 }], supports: [supportFor(text, text, [0])], urlMetadata: [{ url: URL1, status: SUCCESS }] }),
    });
    const r = await runPrompt(`Compare http://me:hunter2pass@two.example.com/b with ${URL1}`, options());
    assert.deepEqual(r.pages.map((p) => [p.url, p.error?.code ?? 'ok']), [['http://***@two.example.com/b', 'INVALID_URL'], [URL1, 'ok']]);
    assert.equal(fake.requests.length, 1);
    assert.doesNotMatch(fake.requests[0]!.body, /hunter2pass|me:/);
    assert.doesNotMatch(JSON.stringify(r), /hunter2pass/);
  });

  it('streamed text echoing the key reaches onText scrubbed', async () => {
    const seen: string[] = [];
    const text = `Alpha. ${KEY}`;
    fake.reply({
      sse: `data: ${JSON.stringify(geminiResponse({ parts: [text], urlMetadata: [{ url: URL1, status: SUCCESS }] }))}\n\n`,
    });
    const r = await runPrompt(PROMPT, options({ gemini: { apiKey: KEY, baseUrl: fake.baseUrl, retryDelayMs: 5, stream: true, onText: (t) => seen.push(t) } }));
    assert.ok(seen.length > 0, 'onText was called');
    assertClean('onText', seen.join('\n'));
    assertClean('the result', JSON.stringify(r));
  });
});
