// Content by type (issue 2, rule 5): HTML → markdown, text/markdown as is, JSON pretty-printed, XML as text,
// binary refused by name; the character budget shared fairly, and offsets that continue exactly.
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages, shareBudget } from '../../src/engine/fetch/direct';
import { prettyJson } from '../../src/engine/content/convert';
import type { FetchOptions, PageResult } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';
import { makePdf } from '../fixtures/pdf/make-pdf';

const ARTICLE = `<!doctype html><html><head><title>Charset Article Title</title>
<script>window.secretTrackingCode = "do-not-show-me";</script><style>.x{color:red}</style></head>
<body><nav><a href="/">Home</a></nav><main><article><h1>Heading of the article</h1>
<p>The quick brown fox jumps over the lazy dog near the river bank.</p>
<p>Second paragraph with <a href="/more">a link</a> and <strong>bold words</strong>.</p></article></main>
<script>console.log("inline script body should never appear")</script></body></html>`;

const MARKDOWN = '# Title\n\nSome *markdown* with `code`.\n\n- item 1\n- item 2\n';
const PLAIN = 'line one\n  indented line two\n\ttabbed line three\n';
const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed title</title><item><title>Item one</title></item></channel></rss>';
/** Characters of many widths (ASCII, CJK, Hangul, emoji as surrogate pairs) so cuts can land anywhere. */
const LONG = Array.from({ length: 3000 }, (_, i) => `${i}:中文한국어😀;`).join('\n');

const BODIES: Record<string, [string, string | Buffer]> = {
  '/article': ['text/html; charset=utf-8', ARTICLE],
  '/md': ['text/markdown; charset=utf-8', MARKDOWN],
  '/plain': ['text/plain', PLAIN],
  '/json': ['application/json', '{"name":"web-fetch","list":[1,2,{"deep":true}],"empty":{}}'],
  '/bad-json': ['application/json', '{"not": json'],
  '/problem': ['application/problem+json', '{"title":"x"}'],
  '/ids': ['application/json', '{"id":12345678901234567891,"ids":[9007199254740993, 1.10],"name":"snow\\"flake"}'],
  '/rss': ['application/rss+xml', RSS],
  '/xml': ['text/xml', '<root><a>1</a></root>'],
  '/long': ['text/plain; charset=utf-8', LONG],
  '/short': ['text/plain', 'short page'],
  '/png': ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  '/mp3': ['audio/mpeg', Buffer.from('ID3')],
  '/mp4': ['video/mp4', Buffer.alloc(16)],
  '/zip': ['application/zip', Buffer.from('PK\x03\x04')],
  '/octet': ['application/octet-stream', Buffer.from([0, 1, 2, 3])],
  '/woff': ['font/woff2', Buffer.from('wOF2')],
  '/untyped-binary': ['', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0])],
  '/ndjson': ['application/x-ndjson', '{"a":1}\n{"b":2}\n'],
  '/tex': ['application/x-tex', '\\documentclass{article}\n'],
  '/x-binary': ['application/x-unknown-thing', Buffer.from([0x00, 0x01, 0x02, 0x00, 0xff])],
  '/deb': ['application/x-debian-package', Buffer.from('!<arch>\n')],
  '/shell': ['text/html', '<!doctype html><html><head><title>App</title><script src="/app.js"></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>'],
  // binary sent under a text type (a misconfigured server): a PNG's real first bytes, deterministic noise, a PDF
  '/png-as-html': ['text/html; charset=utf-8', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(64, 7)])],
  '/noise-as-plain': ['text/plain', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))],
  '/pdf-as-html': ['text/html', makePdf([['Sent as HTML, read as a PDF']])],
  // text with bytes that look binary to a careless check: UTF-16 declared, a terminal log's escapes, overstruck bold
  '/utf16': ['text/plain; charset=utf-16le', Buffer.from('héllo wörld, 中文', 'utf16le')],
  '/ansi': ['text/plain', '\x1b[31mred\x1b[0m and \f a form feed\n'],
  '/overstrike': ['text/plain', 'N\bNA\bAM\bME\bE\n     ls - list directory contents\n'],
  '/untyped-html': ['', '<!doctype html><html><head><title>Sniffed</title></head><body><p>Sniffed body text.</p></body></html>'],
};

describe('engine/content', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      const hit = BODIES[path];
      if (!hit) return res.writeHead(404).end();
      res.writeHead(200, hit[0] ? { 'content-type': hit[0] } : {});
      res.end(hit[1]);
    });
  });
  after(() => closeAll(server));

  async function get(paths: string[], options: FetchOptions = {}): Promise<PageResult[]> {
    return fetchPages(planPrompt(paths.map((p) => server!.url(p)).join(' ')).urls, { timeoutMs: 5000, noCache: true, ...options });
  }
  async function one(path: string, options: FetchOptions = {}): Promise<PageResult> {
    return (await get([path], options))[0]!;
  }

  describe('types', () => {
    it('HTML becomes text with the title and sentences, without script or style text', async () => {
      const page = await one('/article');
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.title, 'Charset Article Title');
      assert.match(page.content, /The quick brown fox jumps over the lazy dog near the river bank\./);
      assert.match(page.content, /bold words/);
      assert.doesNotMatch(page.content, /secretTrackingCode|do-not-show-me|inline script body|color:red|<script|<p>/);
      assert.equal(page.contentType, 'text/html; charset=utf-8');
      assert.equal(page.status, 200);
    });

    it('text/markdown is returned as is', async () => {
      assert.equal((await one('/md')).content, MARKDOWN);
    });

    it('text/plain is returned as is (whitespace kept)', async () => {
      assert.equal((await one('/plain')).content, PLAIN);
    });

    it('JSON is pretty-printed', async () => {
      const page = await one('/json');
      assert.equal(page.content, JSON.stringify({ name: 'web-fetch', list: [1, 2, { deep: true }], empty: {} }, null, 2));
    });

    it('JSON with 64-bit ids keeps every number exactly as sent', async () => {
      assert.equal(
        (await one('/ids')).content,
        '{\n  "id": 12345678901234567891,\n  "ids": [\n    9007199254740993,\n    1.10\n  ],\n  "name": "snow\\"flake"\n}',
      );
    });

    it('the exact re-indenter matches JSON.stringify(…, null, 2) on canonical JSON', () => {
      const value = { a: [1, -2.5, { b: 'q"uo\\te\\', c: [] }, {}], d: null, e: true, f: '中文 ]}', id: 1234567890123456 };
      const text = JSON.stringify(value);
      assert.equal(prettyJson(text), JSON.stringify(value, null, 2));
      assert.equal(prettyJson(' [ 1 ,\n\t2 , { } ] '), '[\n  1,\n  2,\n  {}\n]');
      assert.throws(() => prettyJson('{"a": 1'));
    });

    it('+json types are pretty-printed too', async () => {
      assert.equal((await one('/problem')).content, '{\n  "title": "x"\n}');
    });

    it('invalid JSON comes back as the text sent', async () => {
      assert.equal((await one('/bad-json')).content, '{"not": json');
    });

    it('RSS and XML come back as text', async () => {
      assert.equal((await one('/rss')).content, RSS);
      assert.equal((await one('/xml')).content, '<root><a>1</a></root>');
    });

    it('an untyped HTML body is sniffed as HTML', async () => {
      const page = await one('/untyped-html');
      assert.equal(page.title, 'Sniffed');
      assert.match(page.content, /Sniffed body text\./);
      assert.doesNotMatch(page.content, /<p>/);
    });

    for (const [path, type] of [
      ['/png', 'image/png'],
      ['/mp3', 'audio/mpeg'],
      ['/mp4', 'video/mp4'],
      ['/zip', 'application/zip'],
      ['/octet', 'application/octet-stream'],
      ['/woff', 'font/woff2'],
    ] as const) {
      it(`${type} is UNSUPPORTED_CONTENT_TYPE naming the type`, async () => {
        const page = await one(path);
        assert.equal(page.ok, false);
        assert.equal(page.error?.code, 'UNSUPPORTED_CONTENT_TYPE');
        assert.ok(page.error!.message.includes(type), page.error!.message);
      });
    }

    it('text served under application/x-* types is read (x-ndjson, x-tex)', async () => {
      const nd = await one('/ndjson');
      assert.equal(nd.ok, true, JSON.stringify(nd.error));
      assert.equal(nd.content, '{"a":1}\n{"b":2}\n');
      assert.equal((await one('/tex')).content, '\\documentclass{article}\n');
    });

    it('binary under an unknown application/x-* type is refused after sniffing, known ones by name', async () => {
      const unknown = await one('/x-binary');
      assert.equal(unknown.error?.code, 'UNSUPPORTED_CONTENT_TYPE');
      assert.ok(unknown.error!.message.includes('application/x-unknown-thing'), unknown.error!.message);
      assert.equal((await one('/deb')).error?.code, 'UNSUPPORTED_CONTENT_TYPE');
    });

    it('binary sent as text is UNSUPPORTED_CONTENT_TYPE naming the label and what was sent; the other URLs are read', async () => {
      const [png, noise, ok] = await get(['/png-as-html', '/noise-as-plain', '/plain']);
      assert.equal(png!.error?.code, 'UNSUPPORTED_CONTENT_TYPE');
      assert.match(png!.error!.message, /labelled the page text\/html, but sent a PNG image, which is not text/);
      assert.equal(noise!.error?.code, 'UNSUPPORTED_CONTENT_TYPE');
      assert.match(noise!.error!.message, /labelled the page text\/plain, but sent binary data/);
      assert.equal(ok!.content, PLAIN);
    });

    it('a PDF sent as text/html is read as the PDF it is', async () => {
      const page = await one('/pdf-as-html');
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.match(page.content, /Sent as HTML, read as a PDF/);
      assert.equal(page.report?.pdfPages, 1);
    });

    it('text whose bytes hold NULs or control characters stays text: declared UTF-16, terminal escapes, overstruck bold', async () => {
      assert.equal((await one('/utf16')).content, 'héllo wörld, 中文');
      assert.equal((await one('/ansi')).content, '\x1b[31mred\x1b[0m and \f a form feed\n');
      assert.match((await one('/overstrike')).content, /ls - list directory contents/);
    });

    it('an untyped binary body is UNSUPPORTED_CONTENT_TYPE', async () => {
      assert.equal((await one('/untyped-binary')).error?.code, 'UNSUPPORTED_CONTENT_TYPE');
    });
  });

  describe('character budget and offsets', () => {
    it('a page over maxChars is cut: truncated with nextOffset', async () => {
      const page = await one('/long', { maxChars: 1000 });
      assert.equal(page.truncated, true);
      assert.ok(page.content.length <= 1000 && page.content.length >= 999, String(page.content.length));
      assert.equal(page.nextOffset, page.content.length);
      assert.ok(LONG.startsWith(page.content));
    });

    it('fetching again with offset continues exactly where it stopped, until the end', async () => {
      let offset = 0;
      let joined = '';
      for (let rounds = 0; rounds < 200; rounds++) {
        const page = await one('/long', { maxChars: 7777, offset });
        assert.equal(page.ok, true);
        joined += page.content;
        if (page.nextOffset === null) {
          assert.equal(page.truncated, false);
          break;
        }
        assert.equal(page.truncated, true);
        assert.ok(page.nextOffset > offset);
        offset = page.nextOffset;
      }
      assert.equal(joined, LONG);
    });

    it('never splits a surrogate pair at the cut', async () => {
      const emojiAt = LONG.indexOf('😀');
      const page = await one('/long', { maxChars: emojiAt + 1 });
      assert.equal(page.content, LONG.slice(0, emojiAt));
      const next = await one('/long', { maxChars: 10, offset: page.nextOffset! });
      assert.ok(next.content.startsWith('😀'));
    });

    it('an offset past the end gives an empty, complete page', async () => {
      const page = await one('/short', { offset: 1000 });
      assert.equal(page.ok, true);
      assert.equal(page.content, '');
      assert.equal(page.truncated, false);
      assert.equal(page.nextOffset, null);
    });

    it('rendering off (never): a script shell comes back as served, its report saying the page needs JavaScript; a page with text has no such note', async () => {
      const [shell, article] = await get(['/shell', '/article'], { renderJavaScript: 'never' });
      assert.equal(shell!.ok, true);
      assert.equal(shell!.report?.render?.status, 'skipped');
      assert.match(shell!.report?.render?.reason ?? '', /^script shell \(/);
      assert.match(shell!.report?.render?.note ?? '', /builds its text with JavaScript, and rendering JavaScript is turned off/);
      assert.equal(article!.report?.render, undefined);
      assert.match(article!.content, /quick brown fox/);
    });

    it('the budget is shared fairly: short pages whole, long pages equal shares, total within maxChars', async () => {
      const pages = await get(['/short', '/long', '/long?again', '/md'], { maxChars: 9000 });
      const [short, long1, long2, md] = pages as [PageResult, PageResult, PageResult, PageResult];
      assert.equal(short.content, 'short page');
      assert.equal(short.truncated, false);
      assert.equal(md.content, MARKDOWN);
      const total = pages.reduce((n, p) => n + p.content.length, 0);
      assert.ok(total <= 9000, `total ${total}`);
      const fair = (9000 - short.content.length - md.content.length) / 2;
      for (const p of [long1, long2]) {
        assert.equal(p.truncated, true);
        assert.ok(Math.abs(p.content.length - fair) <= 2, `${p.content.length} vs ${fair}`);
      }
    });

    it('failed pages take no share of the budget', async () => {
      const pages = await get(['/png', '/long'], { maxChars: 2000 });
      assert.equal(pages[0]!.ok, false);
      assert.ok(pages[1]!.content.length >= 1999);
    });

    it('shareBudget: water-filling', () => {
      assert.deepEqual(shareBudget([10, 1000, 1000], 310), [10, 150, 150]);
      assert.deepEqual(shareBudget([10, 20], 1000), [10, 20]);
      assert.deepEqual(shareBudget([100, 100, 100], 10), [3, 3, 4]);
      assert.deepEqual(shareBudget([], 10), []);
    });
  });
});
