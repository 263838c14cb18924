// The CLI's text output (src/engine/render/terminal.ts): plain citation markers, a numbered Sources list with OSC 8
// hyperlinks on a terminal, cut and offset lines, and page text that cannot drive the terminal.
import assert from 'node:assert/strict';
import { renderTerminal, terminalSafe } from '../../src/engine/render/terminal';
import type { PageResult, RunResult } from '../../src/engine/types';

const ESC = '\u001b';

function page(over: Partial<PageResult> = {}): PageResult {
  return {
    url: 'https://example.com/a',
    fetchedUrl: 'https://example.com/a',
    ok: true,
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
    private: false,
    title: 'A',
    content: 'Body text.',
    bytes: 10,
    truncated: false,
    nextOffset: null,
    error: null,
    report: { route: 'direct', finalUrl: 'https://example.com/a', redirects: [], status: 200, contentType: 'text/html', charset: 'utf-8', bytes: 10, chars: 10, totalChars: 10, timeMs: 1 },
    ...over,
  };
}

const cited: RunResult = {
  route: 'gemini',
  answer: 'It works [\\[1\\]](https://example.com/a "A"). See [the guide](https://example.com/guide).',
  answerForModel: 'It works [1]. See [the guide](https://example.com/guide).\n\nSources:\n[1] A (https://example.com/a)',
  sources: [{ index: 1, title: 'A', url: 'https://example.com/a', status: 'URL_RETRIEVAL_STATUS_SUCCESS' }],
  pages: [page()],
};

describe('render/terminal', () => {
  it('not a terminal: plain markers, links written out, no escape sequences', () => {
    const out = renderTerminal(cited, { tty: false, offset: 0 });
    assert.equal(out.ok, true);
    assert.match(out.stdout, /^It works \[1\]\. See the guide \(https:\/\/example\.com\/guide\)\.$/m);
    assert.match(out.stdout, /^Sources\n {2}\[1\] A\n {6}https:\/\/example\.com\/a$/m);
    assert.ok(!out.stdout.includes(ESC));
  });

  it('a terminal: sources and inline links are OSC 8 hyperlinks', () => {
    const out = renderTerminal(cited, { tty: true, offset: 0 });
    assert.ok(out.stdout.includes(`${ESC}]8;;https://example.com/a${ESC}\\A${ESC}]8;;${ESC}\\`), JSON.stringify(out.stdout));
    assert.ok(out.stdout.includes(`${ESC}]8;;https://example.com/guide${ESC}\\the guide${ESC}]8;;${ESC}\\`));
  });

  it('a source Gemini could not read says so', () => {
    const r: RunResult = { ...cited, sources: [{ ...cited.sources[0]!, status: 'URL_RETRIEVAL_STATUS_PAYWALL' }] };
    assert.match(renderTerminal(r, { tty: false, offset: 0 }).stdout, /\[1\] A\n +https:\/\/example\.com\/a \(not read: behind a paywall/);
  });

  it('page text and titles cannot carry escape sequences to the terminal', () => {
    const evil = page({ title: `T${ESC}]0;pwned${ESC}\\`, content: `before${ESC}[2J${ESC}]8;;http://evil/${ESC}\\x\u0007after` });
    const out = renderTerminal({ route: 'direct', answer: null, sources: [], pages: [evil] }, { tty: true, offset: 0 });
    assert.ok(!out.stdout.includes(ESC), JSON.stringify(out.stdout));
    assert.ok(!out.stdout.includes('\u0007'));
    assert.match(out.stdout, /before\[2J\]8;;http:\/\/evil\/\\xafter/);
    assert.equal(terminalSafe('a\tb\nc'), 'a\tb\nc');
  });

  it('notes go to stderr; with no answer on the Gemini route a reason is always given', () => {
    const withNotes = renderTerminal({ route: 'gemini+fallback', answer: null, sources: [], pages: [page()], notes: ['Could not reach Gemini (timeout).'] }, { tty: false, offset: 0 });
    assert.deepEqual(withNotes.stderr, ['Could not reach Gemini (timeout).']);
    assert.ok(!withNotes.stdout.includes('Could not reach'));
    const bare = renderTerminal({ route: 'gemini', answer: null, sources: [], pages: [page()] }, { tty: false, offset: 0 });
    assert.equal(bare.stderr.length, 1);
    assert.match(bare.stderr[0]!, /No answer was written/);
  });

  it('an offset past the end of every page is not ok; an unknown total (long PDF) never counts as past the end', () => {
    const past = page({ content: '', report: { ...page().report!, totalChars: 10, chars: 0 } });
    const out = renderTerminal({ route: 'direct', answer: null, sources: [], pages: [past] }, { tty: false, offset: 50 });
    assert.equal(out.ok, false);
    assert.match(out.stderr[0]!, /--offset 50 is past the end of https:\/\/example\.com\/a: it has 10 characters/);
    const unknown = page({ content: '', truncated: true, nextOffset: 50, report: { ...page().report!, totalChars: null, chars: 0 } });
    assert.equal(renderTerminal({ route: 'direct', answer: null, sources: [], pages: [unknown] }, { tty: false, offset: 50 }).ok, true);
  });
});

describe('render/terminal: how each page was read', () => {
  const base = page().report!;
  it('one "read:" line: alternate or form, page type and path, the part kept, llms.txt; none when nothing is known', () => {
    const r: RunResult = {
      route: 'direct', answer: null, sources: [],
      pages: [
        page({ truncated: true, nextOffset: 50, report: { ...base, form: 'markdown', alternateUrl: 'https://example.com/a.md', selection: { mode: 'relevance', sectionsKept: 2, sectionsTotal: 9 } } }),
        page({ url: 'https://example.com/', report: { ...base, form: 'html', llmsTxt: 'https://example.com/llms.txt', extraction: { pageType: 'listing', method: 'fallback', reason: 'furniture removal left almost nothing', truncated: 'past 200,000 elements' } } }),
        page({ url: 'https://example.com/plain' }),
      ],
    };
    const out = renderTerminal(r, { tty: false, offset: 0 }).stdout;
    const reads = out.split('\n').filter((l) => l.startsWith('    read: '));
    assert.deepEqual(reads, [
      '    read: markdown alternate https://example.com/a.md · relevant sections kept: 2 of 9',
      '    read: HTML · listing, whole page (furniture removal left almost nothing) · cut short: past 200,000 elements · the site has https://example.com/llms.txt',
    ]);
  });

  it('a hostile alternate URL or reason cannot carry escape sequences', () => {
    const r: RunResult = { route: 'direct', answer: null, sources: [], pages: [page({ report: { ...base, alternateUrl: `https://e.example/${ESC}]8;;x`, extraction: { pageType: 'article', method: 'fallback', reason: `bad${ESC}[2J`, truncated: null } } })] };
    assert.doesNotMatch(renderTerminal(r, { tty: false, offset: 0 }).stdout, new RegExp(ESC));
  });

  it('names the page its refresh or its frame leads to', () => {
    const framed = page({ url: 'https://blog.example/u/1', report: { ...base, form: 'html', inner: { url: 'https://blog.example/PostView?no=1', via: 'frame' } } });
    const out = renderTerminal({ route: 'direct', answer: null, sources: [], pages: [framed] }, { tty: false, offset: 0 }).stdout;
    assert.ok(out.split('\n').includes('    read: from its frame https://blog.example/PostView?no=1 · HTML'), out);
  });
});
