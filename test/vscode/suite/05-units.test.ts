// The extension's pure helpers, run inside the host (they use vscode.l10n).
import * as assert from 'node:assert/strict';
import type { PageResult, RunResult } from '../../../src/engine/types';
import { urlAt, urlsInText } from '../../../src/vscode/urlAtCursor';
import { linkCitations, renderResult, withoutSourcesList } from '../../../src/vscode/preview/render';
import { resultForModel } from '../../../src/vscode/modelText';

function page(over: Partial<PageResult>): PageResult {
  return {
    url: 'https://a.example/x', fetchedUrl: 'https://a.example/x', ok: true, status: 200, contentType: 'text/html',
    charset: 'utf-8', private: false, title: 'A', content: 'Body text', bytes: 2048, truncated: false, nextOffset: null,
    error: null, report: { route: 'direct', finalUrl: 'https://a.example/x', redirects: [], status: 200, contentType: 'text/html', charset: 'utf-8', bytes: 2048, chars: 9, timeMs: 5 },
    ...over,
  };
}

describe('URL under the cursor', () => {
  it('finds the URL covering a column and trims sentence punctuation', () => {
    const line = 'See https://example.com/a_(b) and (https://example.org/c).';
    assert.equal(urlAt(line, 6), 'https://example.com/a_(b)');
    assert.equal(urlAt(line, 40), 'https://example.org/c');
    assert.equal(urlAt(line, 1), undefined);
  });

  it('stops at Chinese and full-width punctuation', () => {
    assert.deepEqual(urlsInText('请看https://example.com/文档，然后（https://example.org/x）。'), ['https://example.com/文档', 'https://example.org/x']);
  });
});

describe('citations in the preview', () => {
  const sources = [{ index: 1, title: 'One', url: 'https://one.example/' }, { index: 2, title: 'Two', url: 'https://two.example/a b' }];

  it('links plain [n] markers, leaves linked ones, unknown numbers and code alone', () => {
    const md = linkCitations('Fact [1]. Both [1, 2]. Done [[1]](https://x/). Odd [9]. `a[1]`', sources);
    assert.equal(md, 'Fact [\\[1\\]](<https://one.example/>). Both [\\[1\\]](<https://one.example/>)[\\[2\\]](<https://two.example/a%20b>). Done [[1]](https://x/). Odd [9]. `a[1]`');
  });

  it('drops the engine\'s own trailing Sources list (the preview renders one)', () => {
    assert.equal(withoutSourcesList('Answer [1].\n\n**Sources**\n\n- **[1]** x'), 'Answer [1].');
    assert.equal(withoutSourcesList('No list here.'), 'No list here.');
  });

  it('renders question, answer, sources and a fetch report line per URL', () => {
    const result: RunResult = { route: 'direct', answer: null, sources: [], pages: [page({}), page({ url: 'https://b.example/', ok: false, status: 404, error: { code: 'HTTP_STATUS', message: 'Not found.' } })] };
    const md = renderResult({ question: 'What?', result, answer: 'It is so [1].', origin: { kind: 'chat-model', model: 'M' }, sources });
    assert.match(md, /\*\*Question:\*\* What\?/);
    assert.match(md, /## Answer \(M\)\n\nIt is so \[\\\[1\\\]\]\(<https:\/\/one\.example\/>\)\./);
    assert.match(md, /## Sources\n\n1\. \[One\]/);
    assert.match(md, /## Fetch report\n\n1\. \[https:\/\/a\.example\/x\]\(<https:\/\/a\.example\/x>\) — direct · HTTP 200 · utf-8 · 2\.0 KB · 5 ms\n2\. .* — direct · HTTP 404 · utf-8 · 2\.0 KB · 5 ms · \*\*HTTP_STATUS\*\*: Not found\./);
  });

  it('the fetch report says when a page came from the cache and where redirects led', () => {
    const base = page({}).report!;
    const result: RunResult = {
      route: 'direct', answer: null, sources: [],
      pages: [
        page({ report: { ...base, cache: 'hit' } }),
        page({ report: { ...base, cache: 'revalidated', redirects: ['https://a.example/y'], finalUrl: 'https://a.example/y' } }),
      ],
    };
    const md = renderResult({ question: 'Q', result, answer: null, origin: { kind: 'none', reason: 'no-key-no-model' }, sources: [] });
    assert.match(md, /\n1\. .* · from cache · 5 ms/);
    assert.match(md, /\n2\. .* · from cache \(revalidated\) · 1 redirect\(s\) → \[https:\/\/a\.example\/y\]/);
  });
});

describe('tool result text for the model', () => {
  it('frames page text as untrusted, escapes attributes, and reports truncation with the offset', () => {
    const text = resultForModel({ route: 'direct', answer: null, sources: [], pages: [page({ title: 'A "quoted" <title>', truncated: true, nextOffset: 500 })] });
    assert.match(text, /<untrusted-web-content index="1" url="https:\/\/a\.example\/x" title="A &quot;quoted&quot; &lt;title>">\nBody text\n<\/untrusted-web-content>/);
    assert.match(text, /TRUNCATED \(continue at character offset 500\)/);
  });

  it('with an answer, gives the answer for the model and the locally read pages only', () => {
    const gem = page({ url: 'https://g.example/', content: '', report: { ...page({}).report!, route: 'gemini' } });
    const local = page({ url: 'http://10.0.0.2/', private: true, content: 'Intranet text' });
    const text = resultForModel({ route: 'gemini', answer: 'people', answerForModel: 'Model answer [1] [2]', sources: [], pages: [gem, local] });
    assert.match(text, /^Answer \(route: gemini.*\n\nModel answer \[1\] \[2\]/);
    assert.match(text, /<untrusted-web-content index="2" url="http:\/\/10\.0\.0\.2\/"[^>]*>\nIntranet text/);
    assert.doesNotMatch(text, /index="1"/);
  });
});
