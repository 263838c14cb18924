// The parser's tokenizer (dom.ts RunTokenizer) jumps over runs of text and attribute values that htmlparser2's
// Tokenizer steps through one character at a time. It must emit exactly the same tokens, at the same offsets.
import assert from 'node:assert/strict';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { RunTokenizer } from '../../src/engine/extract/dom';

type Event = (string | number)[];

/** Every callback the tokenizer makes, in order, with its arguments. */
function tokens(make: (cbs: TokenizerCallbacks) => Tokenizer, chunks: string[]): Event[] {
  const log: Event[] = [];
  const cbs = new Proxy({} as TokenizerCallbacks, {
    get: (_, name) => (...args: number[]) => void log.push([String(name), ...args]),
  });
  const t = make(cbs);
  for (const chunk of chunks) t.write(chunk);
  t.end();
  return log;
}

const plain = (cbs: TokenizerCallbacks): Tokenizer => new Tokenizer({ xmlMode: false, decodeEntities: true }, cbs);
const runs = (cbs: TokenizerCallbacks): Tokenizer => new RunTokenizer({ xmlMode: false, decodeEntities: true }, cbs);

/** Pieces that exercise every state the jumps touch (text, entities, quotes, raw text, comments, CDATA). */
const PIECES = [
  'a', 'text ', '中文 ', '한국어', 'é', ' ', '\n', '<', '>', '/', '=', '"', "'", '&', '&amp;', '&lt', '&#x41;', '&#65;',
  '&nbsp;x', '&unknown;', '<p>', '</p>', '<a href="/x?a=1&amp;b=2">', "<img alt='it&apos;s'>", '<div class=x id="y">',
  '<br/>', '<script>', '</script>', 'if (a < b && c > d) {}', '<style>', '</style>', '.x{display:none}', '<title>',
  '</title>', '<textarea>', '</textarea>', '<!--', '-->', '<![CDATA[', ']]>', '<!DOCTYPE html>', '<?xml ?>', '</',
  '<a title="', '" b=\'', "'>",
];

/** A small seeded generator (mulberry32), so a failure names a case that can be run again. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('extract: the tokenizer that jumps over text runs', () => {
  it('emits the same tokens as htmlparser2 on pages written out', () => {
    const pages = [
      '',
      'no markup at all, and no ampersand',
      'ends in an open entity &am',
      '<p>Fish &amp; chips &lt;3 &copy 2024 &#x1F600; &#128512;</p><p title="a &quot;b&quot; c" data-x=\'&amp;\'>x</p>',
      '<script>var s = "</scr" + "ipt>"; if (a<b) x = "&amp;";</script><p>after</p>',
      '<style>a>b{c:d}</style><!-- a -- comment > --><p>x</p><!-- unclosed',
      '<textarea>&lt;b&gt; raw</textarea><title>A &amp; B</title>',
      '<a href="unclosed value &amp; more',
      "<a href='x' title=\"y\" data-z=unquoted&amp;v>t</a>",
    ];
    for (const page of pages) assert.deepEqual(tokens(runs, [page]), tokens(plain, [page]), page);
  });

  it('emits the same tokens as htmlparser2 on 3,000 random pages, written whole and in two chunks', () => {
    const rnd = random(20261124);
    for (let n = 0; n < 3000; n++) {
      const count = Math.floor(rnd() * 60);
      let page = '';
      for (let i = 0; i < count; i++) page += PIECES[Math.floor(rnd() * PIECES.length)];
      assert.deepEqual(tokens(runs, [page]), tokens(plain, [page]), `page ${n}: ${JSON.stringify(page)}`);
      const cut = Math.floor(rnd() * (page.length + 1));
      const chunks = [page.slice(0, cut), page.slice(cut)];
      assert.deepEqual(tokens(runs, chunks), tokens(plain, [page.slice(0, cut), page.slice(cut)]), `page ${n} cut at ${cut}: ${JSON.stringify(page)}`);
    }
  });

  it('reads a page of long runs (1 MB of text without "<" or "&", attribute values of 100,000 characters)', () => {
    const page = `<p>${'word '.repeat(200_000)}</p><a title="${'v'.repeat(100_000)}" alt='${'w'.repeat(100_000)}'>x</a>${'&amp;'.repeat(10_000)}`;
    assert.deepEqual(tokens(runs, [page]), tokens(plain, [page]));
  });
});
