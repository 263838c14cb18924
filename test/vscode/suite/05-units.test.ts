// The extension's pure helpers, run inside the host (they use vscode.l10n).
import * as assert from 'node:assert/strict';
import type { RunResult } from '../../../src/engine/types';
import { urlAt, urlsInText } from '../../../src/vscode/urlAtCursor';
import * as vscode from 'vscode';
import { renderPreview, sourcesFromPages } from '../../../src/engine/render/people';
import { page } from '../../support/page-result';

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

describe('the preview through vscode.l10n', () => {
  // the renderers themselves are unit-tested in Node (test/unit/render.test.ts); here: the extension's l10n wiring
  it('renders with vscode.l10n as the translator, in the same wording as the engine', () => {
    const result: RunResult = { route: 'direct', answer: null, sources: [], pages: [page({ report: { ...page({}).report!, cache: 'hit' } })] };
    const md = renderPreview({ question: 'What?', result, answer: 'It is so [1].', origin: { kind: 'chat-model', model: 'M' }, sources: sourcesFromPages(result.pages) }, vscode.l10n);
    assert.match(md, /## Answer \(M\)\n\nIt is so \[\\\[1\\\]\]\(<https:\/\/a\.example\/x>\)\./);
    assert.match(md, /## Sources\n\n1\. \[A\]\(<https:\/\/a\.example\/x>\) — `https:\/\/a\.example\/x` — fetched directly\n/);
    assert.match(md, / · from cache · 5 ms/);
  });
});
