// The recorded Gemini responses in test/fixtures/gemini-recorded/ must parse and render, through the real
// @google/genai client talking to a local server.
import assert from 'node:assert/strict';
import { FakeGemini, fixture, runWith, body, TEST_KEY, directPages } from '../support/fake-gemini';
import { readAnswer } from '../../src/engine/route/gemini/answer';
import { buildSources } from '../../src/engine/route/gemini/sources';
import { groundedPieces } from '../../src/engine/route/gemini/grounding';
import { renderForModel, renderForPeople } from '../../src/engine/cite/cite';
import { planPrompt } from '../../src/engine/urls/prompt';

describe('gemini: recorded responses', () => {
  let fake: FakeGemini;
  beforeEach(async () => {
    fake = await FakeGemini.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('unary url-context: markers land after each cited sentence although the offsets run one past', async () => {
    fake.reply({ body: fixture('unary-success-url-context.json') });
    const direct = directPages({});
    const r = await runWith(fake, 'What does https://berkshirehathaway.com offer?', { fetchPages: direct.fetchPages });
    assert.equal(r.route, 'gemini');
    assert.equal(
      body(r),
      "Berkshire Hathaway Inc.'s official website provides information including a message from Warren E. Buffett, annual and interim reports, and news releases.[1] It also offers links to SEC filings, annual meeting details, and letters from Warren and Charlie.[1] The site features investor presentations for Berkshire Hathaway Energy and links to various operating companies.[1] Additionally, it includes information on common stock, corporate governance, and sustainability, along with a GEICO advertisement.[1]",
    );
    assert.match(r.answerForModel!, /\n\nSources:\n\[1\] BERKSHIRE HATHAWAY INC\. \(https:\/\/berkshirehathaway\.com\)$/);
    assert.match(r.answer!, /news releases\.\[\\\[1\\\]\]\(https:\/\/berkshirehathaway\.com "BERKSHIRE HATHAWAY INC\."\) It also/);
    assert.deepEqual(r.sources, [{ index: 1, title: 'BERKSHIRE HATHAWAY INC.', url: 'https://berkshirehathaway.com', status: 'URL_RETRIEVAL_STATUS_SUCCESS' }]);
    assert.equal(r.pages.length, 1);
    assert.equal(r.pages[0]!.ok, true);
    assert.equal(r.pages[0]!.report?.route, 'gemini');
    assert.equal(r.pages[0]!.report?.retrievalStatus, 'URL_RETRIEVAL_STATUS_SUCCESS');
    assert.deepEqual(direct.calls, [], 'nothing fetched directly');
    // What was sent: one urlContext call to the default model with the key in its header.
    assert.equal(fake.requests.length, 1);
    const req = fake.requests[0]!;
    assert.equal(req.url, '/v1beta/models/gemini-2.5-flash:generateContent');
    assert.equal(req.headers['x-goog-api-key'], TEST_KEY);
    assert.deepEqual(req.json?.tools, [{ urlContext: {} }]);
    assert.ok(!req.url.includes(TEST_KEY));
  });

  it('unary mixed validity: one URL read, two named with their status, citations of missing chunks dropped', async () => {
    const nyt =
      'https://www.nytimes.com/2023/06/25/realestate/barbiecore-home-decor-interior-design.html?action=click&contentCollection=undefined&region=Footer&module=WhatsNext&version=WhatsNext&contentID=WhatsNext&moduleDetail=most-emailed-0&pgtype=undefinedl';
    fake.reply({ body: fixture('unary-success-url-context-mixed-validity.json') });
    const r = await runWith(fake, `Compare https://ai.google.dev with https://a-completely-non-existent-url-for-testing.org and ${nyt} please`);
    assert.equal(r.route, 'gemini');
    const text = body(r);
    assert.equal((text.match(/\[\d+\]/g) ?? []).join(''), '[1]', 'one marker: chunks 1 and 2 do not exist');
    assert.ok(text.includes('resources for code assistance[1]. In contrast'), text);
    assert.deepEqual(
      r.sources.map((s) => [s.index, s.status]),
      [
        [1, 'URL_RETRIEVAL_STATUS_SUCCESS'],
        [2, 'URL_RETRIEVAL_STATUS_ERROR'],
        [3, 'URL_RETRIEVAL_STATUS_ERROR'],
      ],
    );
    assert.equal(r.sources[0]!.title, 'Gemini Developer API | Gemma open models | Google AI for ...');
    assert.deepEqual(
      r.notes,
      [
        'Gemini could not retrieve https://a-completely-non-existent-url-for-testing.org (URL_RETRIEVAL_STATUS_ERROR).',
        `Gemini could not retrieve ${nyt} (URL_RETRIEVAL_STATUS_ERROR).`,
      ],
    );
    assert.deepEqual(r.pages.map((p) => p.ok), [true, false, false]);
    assert.equal(r.pages[1]!.error?.code, 'GEMINI_ERROR');
    assert.match(r.answer!, /- \*\*\[2\]\*\* .* — Gemini could not read it \(URL_RETRIEVAL_STATUS_ERROR\)/);
  });

  it('streaming url-context: offsets count from the concatenated text; text arrives as it streams', async () => {
    fake.reply({ sse: fixture('streaming-success-url-context.txt') });
    const deltas: string[] = [];
    const r = await runWith(fake, 'Describe https://google.com', { gemini: { stream: true, onText: (d) => deltas.push(d) } });
    assert.equal(fake.requests[0]!.url, '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    assert.equal(deltas.length, 4);
    assert.deepEqual(deltas.slice(0, 2), ['\nThe', '\nThe Google homepage primarily serves as a search engine interface, featuring a prominent search bar and the']);
    assert.equal(r.route, 'gemini');
    assert.equal(
      body(r),
      '\nThe Google homepage primarily serves as a search engine interface, featuring a prominent search bar and the Google logo[1]. It also displays trending searches, options to sign in, access Google apps, and adjust settings such as dark theme and search preferences[1]. The page includes links for feedback, privacy, terms, advertising, business, and an "About" section[1].',
    );
    assert.equal(r.sources[0]!.title, 'Google');
  });

  it('google-search grounding: parses and renders, cited pages outside the prompt become extra sources', () => {
    const raw = JSON.parse(fixture('unary-success-google-search-grounding.json')) as unknown;
    const answer = readAnswer(raw);
    const urls = planPrompt('weather in London? https://www.bbc.co.uk/weather').urls;
    const table = buildSources({ urls, status: new Map(), pages: new Map(), chunks: answer.chunks });
    const pieces = groundedPieces(answer, table.chunkSource);
    const model = renderForModel(pieces, table.sources);
    const people = renderForPeople(pieces, table.sources);
    const text = model.slice(0, model.indexOf('\n\nSources:'));
    const markers = text.match(/\[\d+\]/g) ?? [];
    assert.ok(markers.length > 0, 'grounded answer has markers');
    assert.ok(markers.every((m) => Number(m.slice(1, -1)) >= 2), 'all cite search results, none the unrelated prompt URL');
    assert.equal(table.sources.length, 1 + new Set(answer.chunks.map((c) => c.web?.uri)).size);
    for (const s of table.sources.slice(1)) assert.ok(people.includes(`](${s.url} `) || people.includes(`](${s.url})`));
    // "°" is two UTF-8 bytes: code-unit offsets would put the later markers four characters too far.
    assert.equal(
      text,
      'The current weather in London, United Kingdom is cloudy.[2] The temperature is 67°F (19°C), but it feels like 75°F (24°C).[3] There is a 0% chance of rain, and the humidity is around 41%.[3]',
    );
  });
});
