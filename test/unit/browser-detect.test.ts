// The script-shell detector (no browser needed): which served pages go to the browser.
import assert from 'node:assert/strict';
import { detectShell } from '../../src/engine/browser/detect';
import { convertContent } from '../../src/engine/content/convert';

function verdict(html: string) {
  const { content } = convertContent(html, 'html', 'https://example.test/', 'text/html');
  return detectShell(html, content.length);
}

const BUNDLE = '<script src="/assets/index-3f2a.js" type="module"></script>';
const ARTICLE = `<main><h1>An article</h1>${Array.from({ length: 12 }, (_, i) => `<p>Sentence ${i + 1} of a real article that the server rendered for every reader, long enough to stand out.</p>`).join('')}</main>`;

describe('browser/detect', () => {
  it('flags an empty mount point (#root, #app, #__next, <app-root>)', () => {
    for (const root of ['<div id="root"></div>', "<div id='app'>\n  <!-- filled by the client -->\n</div>", '<div id="__next"></div>', '<app-root></app-root>']) {
      const v = verdict(`<html><head><title>App</title>${BUNDLE}</head><body>${root}</body></html>`);
      assert.equal(v.shell, true, root);
      assert.match(v.reason, /empty/);
    }
  });

  it('flags a <noscript> that asks for JavaScript', () => {
    const v = verdict(`<html><body><noscript>You need to enable JavaScript to run this app.</noscript><div class="x"></div>${BUNDLE}</body></html>`);
    assert.equal(v.shell, true);
    assert.equal(v.reason, 'noscript asks for JavaScript');
  });

  it('flags little text against large scripts', () => {
    const data = `<script>window.__DATA__ = ${JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `item ${i}` })) })}</script>`;
    const v = verdict(`<html><body><header><a href="/">Shop</a></header><div class="mount"></div>${data}</body></html>`);
    assert.equal(v.shell, true);
    assert.equal(v.reason, 'little text, large scripts');
  });

  it('leaves pages with their text alone, even with a framework and an empty #root elsewhere', () => {
    assert.equal(verdict(`<html><body>${ARTICLE}<div id="root"></div>${BUNDLE}<script id="__NEXT_DATA__">{}</script></body></html>`).shell, false);
  });

  it('between 600 and 1500 characters of text, flags only scripts a thousand times heavier than the text', () => {
    const text = `<main><h1>Product</h1>${Array.from({ length: 12 }, (_, i) => `<p>Part ${i + 1} of a short description the server rendered, with a price.</p>`).join('')}</main>`;
    const data = (items: number) => `<script>window.__DATA__ = ${JSON.stringify({ items: Array.from({ length: items }, (_, i) => ({ id: i, name: `item ${i} of the catalogue` })) })}</script>`;
    const heavy = verdict(`<html><body>${text}${data(40_000)}</body></html>`);
    assert.ok(heavy.signals.textChars >= 600 && heavy.signals.textChars < 1500, String(heavy.signals.textChars));
    assert.equal(heavy.shell, true);
    assert.equal(heavy.reason, 'little text, large scripts');
    const light = verdict(`<html><body>${text}${data(4_000)}</body></html>`);
    assert.equal(light.shell, false, 'a few hundred bytes of script per character is an ordinary page');
  });

  it('leaves short pages without scripts alone', () => {
    assert.equal(verdict('<html><body><p>Short note.</p><div id="root"></div></body></html>').shell, false);
  });

  it('does not take data-id="root" or a non-empty #root for a mount point', () => {
    assert.equal(verdict(`<html><body><div data-id="root"></div><p>Hello there, a short page.</p><script>var a = 1;</script></body></html>`).shell, false);
    assert.equal(verdict(`<html><body><div id="root"><p>Server-rendered greeting for everyone.</p></div><script>var a = 1;</script></body></html>`).shell, false);
  });

  it('stays linear on hostile markup (unclosed tags and scripts)', () => {
    const hostile = '<div id=root '.repeat(50_000) + '<script'.repeat(50_000) + '<noscript>'.repeat(20_000);
    // A quadratic scan of these 1.2 MB would not finish within the test's timeout.
    const v = detectShell(hostile, 0);
    assert.equal(v.signals.emptyRoot, null, 'an unclosed mount element is not an empty one');
    assert.equal(v.signals.inlineScriptBytes, 0);
  });
});
