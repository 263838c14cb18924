// The page budget in tokens (estimated by script) and relevant sections first: a page over its share keeps its
// outline and the sections that match the instruction, each omitted run marked with the offset that fetches it;
// without an instruction the head is kept. Real loopback servers.
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages, type DirectOptions } from '../../src/engine/fetch/direct';
import { runPrompt } from '../../src/engine/engine';
import { CHARACTERS, TOKENS, endForTokens, estimateTokens } from '../../src/engine/content/tokens';
import { instructionOf, queryTerms, termsOf } from '../../src/engine/content/terms';
import { selectRelevant } from '../../src/engine/content/relevance';
import type { FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';
import { cutLine } from '../../src/engine/render/terminal';
import { ConvertPool } from '../../src/engine/workers/pool';
import { fetchReportLine } from '../../src/engine/render/model';

const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `Paragraph ${i} about ${topic} covers routine material that repeats the usual points at length.`).join('\n\n');

/** A manual: intro, six sections of ~1 000 tokens each; the answer about proxies sits in the fifth. */
const MANUAL = [
  '# Manual',
  '',
  'Intro text of the manual.',
  '',
  '## Install',
  '',
  filler('installing', 40),
  '',
  '## Configure',
  '',
  filler('settings', 40),
  '',
  '## Logging',
  '',
  filler('log files', 40),
  '',
  '## Upgrades',
  '',
  filler('upgrades', 40),
  '',
  '## Proxy servers',
  '',
  filler('networking', 20),
  '',
  'To use a corporate proxy, set HTTPS_PROXY to the proxy URL and list exceptions in NO_PROXY.',
  '',
  filler('networking', 20),
  '',
  '## Uninstall',
  '',
  filler('removal', 40),
  '',
].join('\n');
const ANSWER = 'To use a corporate proxy, set HTTPS_PROXY to the proxy URL and list exceptions in NO_PROXY.';

const ZH = '北京的服务器处理了很多请求。'.repeat(400);
const EN = 'The server handled many requests. '.repeat(170);

describe('budget: tokens by script', () => {
  it('ASCII costs a quarter token a character, CJK one, other scripts a half; an emoji one', () => {
    assert.equal(estimateTokens('abcdefgh'), 2);
    assert.equal(estimateTokens('中文字'), 3);
    assert.equal(estimateTokens('한국어'), 3);
    assert.equal(estimateTokens('日本語のテキスト'), 8);
    assert.equal(estimateTokens('привет'), 3);
    assert.equal(estimateTokens('😀'), 1);
    assert.equal(estimateTokens(''), 0);
  });

  it('endForTokens stops at the budget and never splits a surrogate pair', () => {
    assert.equal(endForTokens('abcdefgh', 0, 1), 4);
    assert.equal(endForTokens('中文字', 0, 2), 2);
    assert.equal(endForTokens('abc', 0, 100), 3);
    const s = 'ab😀cd';
    const end = endForTokens(s, 0, 1); // a, b (half a token), then the emoji's first half would pass 1 token
    assert.ok(end === 2 || end === 4, String(end));
    assert.notEqual(s.charCodeAt(end - 1) & 0xfc00, 0xd800);
  });

  it('the character measure is exact (the old maxChars)', () => {
    assert.equal(CHARACTERS.cost('中文abc'), 5);
    assert.equal(CHARACTERS.endFor('abcdef', 2, 3), 5);
    assert.equal(TOKENS.unit, 'tokens');
  });
});

describe('budget: terms', () => {
  it('English words are folded; common words dropped', () => {
    assert.deepEqual(termsOf('The proxies were configured using settings'), ['proxy', 'configur', 'using', 'setting']);
  });

  it('Chinese and Japanese become character pairs; Korean words stay whole; Intl.Segmenter on request', () => {
    assert.deepEqual(termsOf('缓存请求'), ['缓存', '存请', '请求']);
    assert.deepEqual(termsOf('서울에서 부산까지'), ['서울에서', '부산까지']);
    assert.deepEqual(termsOf('东京是日本的首都', 'segmenter'), ['东京', '日本', '首都']);
  });

  it('the instruction is the prompt without its URLs; generic words do not count as a query', () => {
    assert.equal(instructionOf('Summarize https://a.test/x and https://b.test/y please', ['https://a.test/x', 'https://b.test/y']), 'Summarize and please');
    assert.deepEqual(queryTerms('Summarize and please'), []);
    assert.deepEqual(queryTerms('How do I configure the proxy?'), ['configure', 'proxy'].map((w) => termsOf(w)[0]!));
  });
});

describe('budget: relevant sections', () => {
  const budget = 1500;
  const q = queryTerms('How do I use a corporate proxy?');

  it('keeps every heading and the matching section, in page order, within the budget', () => {
    const sel = selectRelevant(MANUAL, 0, budget, q, TOKENS)!;
    assert.ok(sel);
    assert.ok(sel.content.includes(ANSWER), 'the answer survives');
    for (const h of ['# Manual', '## Install', '## Configure', '## Logging', '## Upgrades', '## Proxy servers', '## Uninstall']) {
      assert.ok(sel.content.includes(h + '\n'), `heading ${h}`);
    }
    const order = ['## Install', '## Proxy servers', '## Uninstall'].map((h) => sel.content.indexOf(h));
    assert.deepEqual([...order].sort((a, b) => a - b), order);
    assert.ok(estimateTokens(sel.content) <= budget, String(estimateTokens(sel.content)));
    assert.equal(sel.sectionsTotal, 7);
    assert.ok(sel.sectionsKept >= 1 && sel.sectionsKept < 7);
  });

  it('each omitted run is one line naming its size and the offset that fetches it', () => {
    const sel = selectRelevant(MANUAL, 0, budget, q, TOKENS)!;
    const marks = [...sel.content.matchAll(/^\[(section|part of section|text) (?:"([^"]+)" )?omitted \(([\d,]+) tokens\): continue with offset (\d+)\]$/gm)];
    assert.ok(marks.length >= 3, sel.content.slice(0, 500));
    const uninstall = marks.find((m) => m[2] === 'Uninstall');
    assert.ok(uninstall, 'the Uninstall section is omitted whole');
    assert.equal(uninstall[1], 'section');
    const offset = Number(uninstall[4]);
    assert.ok(MANUAL.slice(offset).startsWith('Paragraph 0 about removal'), MANUAL.slice(offset, offset + 40));
    assert.equal(sel.nextOffset, Number(marks[0]![4]));
  });

  it('no query term in the page: null (the caller keeps the head)', () => {
    assert.equal(selectRelevant(MANUAL, 0, budget, ['zebra'], TOKENS), null);
    assert.equal(selectRelevant(MANUAL, 0, budget, [], TOKENS), null);
  });

  it('an outline too big for the budget falls back to the head', () => {
    const headings = Array.from({ length: 3000 }, (_, i) => `## Heading number ${i} about proxy`).join('\n');
    assert.equal(selectRelevant(headings + '\n\nproxy text\n', 0, 500, ['proxy'], TOKENS), null);
  });

  it('headings inside code fences are not sections', () => {
    const doc = `# Doc\n\n\`\`\`sh\n# not a heading proxy\n${'echo proxy\n'.repeat(400)}\`\`\`\n\n## Real\n\n${filler('proxy', 60)}\n`;
    const sel = selectRelevant(doc, 0, 600, ['proxy'], TOKENS)!;
    assert.ok(sel);
    assert.equal(sel.sectionsTotal, 2);
  });
});

describe('budget: fetchPages and runPrompt', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      const body = path === '/manual.md' ? MANUAL : path === '/zh' ? ZH : path === '/en' ? EN : null;
      if (body === null) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': path === '/manual.md' ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8' });
      res.end(body);
    });
  });
  after(() => closeAll(server));

  async function get(paths: string[], options: DirectOptions = {}): Promise<PageResult[]> {
    return fetchPages(planPrompt(paths.map((p) => server!.url(p)).join(' ')).urls, { timeoutMs: 5000, noCache: true, ...options });
  }

  it('the token budget is shared fairly: a Chinese page keeps fewer characters than an English one', async () => {
    const [zh, en] = (await get(['/zh', '/en'], { maxTokens: 1000 })) as [PageResult, PageResult];
    assert.equal(zh.truncated, true);
    assert.equal(en.truncated, true);
    assert.ok(Math.abs(zh.report!.tokens! - 500) <= 2, String(zh.report!.tokens));
    assert.ok(Math.abs(en.report!.tokens! - 500) <= 2, String(en.report!.tokens));
    assert.ok(zh.content.length < en.content.length / 3, `${zh.content.length} vs ${en.content.length}`);
    assert.equal(zh.report!.selection?.mode, 'head');
  });

  it('with an instruction, a long page keeps the relevant section; the offset of a mark continues there', async () => {
    const [page] = await get(['/manual.md'], { maxTokens: 1500, instruction: 'How do I use a corporate proxy?' });
    assert.equal(page!.truncated, true);
    assert.ok(page!.content.includes(ANSWER));
    assert.equal(page!.report!.selection?.mode, 'relevance');
    assert.equal(page!.report!.selection?.sectionsTotal, 7);
    const mark = /section "Uninstall" omitted \([\d,]+ tokens\): continue with offset (\d+)/.exec(page!.content);
    assert.ok(mark);
    const [next] = await get(['/manual.md'], { maxTokens: 100_000, offset: Number(mark[1]) });
    assert.ok(next!.content.startsWith('Paragraph 0 about removal'));
    assert.equal(next!.truncated, false);
    // The terminal and the model are told it is a selection, not a head cut.
    assert.match(cutLine(page!), /^\[relevant sections kept of [\d,]+ characters: the first omitted part continues with --offset \d+\]$/);
    assert.match(fetchReportLine(page!, 1), /relevant sections kept \(\d+ of 7 sections/);
  });

  it('relevant sections are picked by the converter process, not on the calling thread', async () => {
    const pool = new ConvertPool({ size: 1 });
    try {
      const [page] = await get(['/manual.md'], { maxTokens: 1500, instruction: 'How do I use a corporate proxy?', converter: pool });
      assert.ok(page!.content.includes(ANSWER));
      assert.equal(page!.report!.selection?.mode, 'relevance');
      assert.equal(pool.stats().done, 2, 'one conversion and one selection, both answered by the worker');
      // A page that fits its share needs no selection.
      const [whole] = await get(['/manual.md'], { maxTokens: 100_000, instruction: 'How do I use a corporate proxy?', converter: pool });
      assert.equal(whole!.truncated, false);
      assert.equal(pool.stats().done, 3);
    } finally {
      await pool.dispose();
    }
  });

  it('runPrompt takes the instruction from the prompt; a prompt of only a URL keeps the head', async () => {
    const url = server!.url('/manual.md');
    const asked = await runPrompt(`How do I use a corporate proxy? ${url}`, { maxTokens: 1500, noCache: true, engine: 'direct' });
    assert.ok(asked.pages[0]!.content.includes(ANSWER));
    const bare = await runPrompt(`Summarize ${url}`, { maxTokens: 1500, noCache: true, engine: 'direct' });
    assert.equal(bare.pages[0]!.report!.selection?.mode, 'head');
    assert.ok(MANUAL.startsWith(bare.pages[0]!.content));
    assert.ok(!bare.pages[0]!.content.includes(ANSWER));
  });
});
