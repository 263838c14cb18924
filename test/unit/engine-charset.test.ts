// Charset detection over HTTP (issue 2, rule 4): Content-Type → BOM → <meta charset> / http-equiv → UTF-8.
// Byte fixtures were encoded once with Python's codecs (e.g. '这是…'.encode('gbk').hex()); each sits next to its text.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { charsetFromMeta, decodeBody } from '../../src/engine/content/charset';
import type { PageResult } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';

const FIXTURES = {
  gbk: { text: '这是一个中文网页，用于测试字符集解码。', hex: 'd5e2cac7d2bbb8f6d6d0cec4cdf8d2b3a3acd3c3d3dab2e2cad4d7d6b7fbbcafbde2c2eba1a3' },
  shift_jis: {
    text: 'これは日本語のページです。文字コードの試験。',
    hex: '82b182ea82cd93fa967b8cea82cc8379815b835782c582b7814295b68e9a8352815b836882cc8e8e8cb18142',
  },
  'euc-kr': {
    text: '이것은 한국어 페이지입니다. 문자 집합 시험.',
    hex: 'c0ccb0cdc0ba20c7d1b1b9beee20c6e4c0ccc1f6c0d4b4cfb4d92e20b9aec0da20c1fdc7d520bdc3c7e82e',
  },
  'windows-1251': {
    text: 'Это русская страница для проверки кодировки.',
    hex: 'ddf2ee20f0f3f1f1eae0ff20f1f2f0e0ede8f6e020e4ebff20eff0eee2e5f0eae820eaeee4e8f0eee2eae82e',
  },
} as const;
type Fixture = keyof typeof FIXTURES;

const bytes = (f: Fixture) => Buffer.from(FIXTURES[f].hex, 'hex');
const ascii = (s: string) => Buffer.from(s, 'latin1');

/** An HTML page whose body text is the fixture, with an optional <meta> in the head. */
function htmlPage(f: Fixture, meta = ''): Buffer {
  return Buffer.concat([ascii(`<!doctype html><html><head>${meta}<title>t</title></head><body><p>`), bytes(f), ascii('</p></body></html>')]);
}

interface Case {
  name: string;
  contentType: string;
  body: Buffer;
  want: string;
  charset: string;
}

const UTF8_TEXT = 'UTF-8 by default: 中文 한국어 日本語 русский';

const cases: Case[] = [
  { name: 'gbk from the Content-Type header', contentType: 'text/html; charset=GBK', body: htmlPage('gbk'), want: FIXTURES.gbk.text, charset: 'gbk' },
  { name: 'gb2312 label decodes as gbk', contentType: 'text/plain; charset="gb2312"', body: bytes('gbk'), want: FIXTURES.gbk.text, charset: 'gbk' },
  { name: 'shift_jis from <meta charset>', contentType: 'text/html', body: htmlPage('shift_jis', '<meta charset="Shift_JIS">'), want: FIXTURES.shift_jis.text, charset: 'shift_jis' },
  {
    name: 'euc-kr from <meta http-equiv>',
    contentType: 'text/html',
    body: htmlPage('euc-kr', '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'),
    want: FIXTURES['euc-kr'].text,
    charset: 'euc-kr',
  },
  { name: 'windows-1251 plain text from the header', contentType: 'text/plain; charset=windows-1251', body: bytes('windows-1251'), want: FIXTURES['windows-1251'].text, charset: 'windows-1251' },
  {
    name: 'the header wins over a contradicting <meta>',
    contentType: 'text/html; charset=gbk',
    body: htmlPage('gbk', '<meta charset="utf-8">'),
    want: FIXTURES.gbk.text,
    charset: 'gbk',
  },
  {
    name: 'an unknown header label falls through to <meta>',
    contentType: 'text/html; charset=x-no-such-charset',
    body: htmlPage('euc-kr', '<meta charset=euc-kr>'),
    want: FIXTURES['euc-kr'].text,
    charset: 'euc-kr',
  },
  {
    name: 'a UTF-8 BOM without a header charset',
    contentType: 'text/plain',
    body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(UTF8_TEXT)]),
    want: UTF8_TEXT,
    charset: 'utf-8',
  },
  {
    name: 'a UTF-16LE BOM without a header charset',
    contentType: 'text/plain',
    body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UTF8_TEXT, 'utf16le')]),
    want: UTF8_TEXT,
    charset: 'utf-16le',
  },
  {
    name: 'gbk RSS from its XML declaration',
    contentType: 'application/rss+xml',
    body: Buffer.concat([ascii('<?xml version="1.0" encoding="gb2312"?><rss version="2.0"><channel><title>'), bytes('gbk'), ascii('</title></channel></rss>')]),
    want: FIXTURES.gbk.text,
    charset: 'gbk',
  },
  {
    name: 'windows-1251 XML from its declaration (single quotes)',
    contentType: 'text/xml',
    body: Buffer.concat([ascii("<?xml version='1.0' encoding='windows-1251'?><doc>"), bytes('windows-1251'), ascii('</doc>')]),
    want: FIXTURES['windows-1251'].text,
    charset: 'windows-1251',
  },
  { name: 'no declaration at all: UTF-8', contentType: 'text/plain', body: Buffer.from(UTF8_TEXT), want: UTF8_TEXT, charset: 'utf-8' },
];

describe('engine/charset over HTTP', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer((req, res: http.ServerResponse) => {
      const i = Number(new URL(req.url!, 'http://x').searchParams.get('case'));
      const c = cases[i]!;
      res.writeHead(200, { 'content-type': c.contentType });
      res.end(c.body);
    });
  });
  after(() => closeAll(server));

  cases.forEach((c, i) => {
    it(c.name, async () => {
      const [page] = (await fetchPages(planPrompt(server!.url(`/?case=${i}`)).urls, { timeoutMs: 5000, noCache: true })) as [PageResult];
      assert.equal(page.ok, true, JSON.stringify(page.error));
      assert.equal(page.charset, c.charset);
      assert.ok(page.content.includes(c.want), `content ${JSON.stringify(page.content)} lacks ${JSON.stringify(c.want)}`);
      assert.ok(!page.content.includes('\uFFFD'), 'no replacement characters');
    });
  });
});

describe('engine/charset: decodeBody', () => {
  it('reports where the charset came from', () => {
    assert.equal(decodeBody(bytes('gbk'), 'text/plain; charset=gbk', false).source, 'content-type');
    assert.equal(decodeBody(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'text/plain', false).source, 'bom');
    assert.equal(decodeBody(htmlPage('shift_jis', '<meta charset="shift_jis">'), 'text/html', true).source, 'meta');
    assert.equal(decodeBody(Buffer.from('plain'), null, false).source, 'default');
  });

  it('lets a byte-order mark override the Content-Type label, as browsers do', () => {
    const d = decodeBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('한국어 페이지, naïve café')]), 'text/html; charset=iso-8859-1', true);
    assert.equal(d.source, 'bom');
    assert.equal(d.text, '한국어 페이지, naïve café');
    const le = decodeBody(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('中文页面', 'utf16le')]), 'text/plain; charset=utf-8', false);
    assert.equal(le.text, '中文页面');
  });

  it('reads a UTF-8 page labelled UTF-16 (no BOM, no NUL byte) as UTF-8, and a real UTF-16 body without BOM as UTF-16', () => {
    const page = Buffer.from('<html><head><meta charset="utf-8"><title>한국어</title></head><body><p>안녕하세요, 中文 too.</p></body></html>');
    for (const label of ['utf-16', 'UTF-16LE', 'unicode']) {
      const d = decodeBody(page, `text/html; charset=${label}`, true);
      assert.equal(d.charset, 'utf-8', label);
      assert.match(d.text, /안녕하세요, 中文 too\./);
    }
    const real = decodeBody(Buffer.from('<p>안녕하세요</p>', 'utf16le'), 'text/html; charset=utf-16le', true);
    assert.equal(real.charset, 'utf-16le');
    assert.equal(real.text, '<p>안녕하세요</p>');
    // not valid UTF-8 either: the label stands
    const odd = decodeBody(Buffer.from([0xac, 0xc5, 0x48, 0xb1]), 'text/plain; charset=utf-16le', false);
    assert.equal(odd.charset, 'utf-16le');
  });

  it('ignores <meta> outside HTML', () => {
    const d = decodeBody(htmlPage('gbk', '<meta charset="gbk">'), 'text/plain', false);
    assert.equal(d.charset, 'utf-8');
  });

  it('turns invalid bytes into U+FFFD instead of throwing', () => {
    const d = decodeBody(Buffer.from([0x41, 0xfd, 0x80, 0x42]), 'text/plain; charset=utf-8', false);
    assert.match(d.text, /^A\uFFFD+B$/);
  });
});

describe('engine/charset: the prescan on hostile heads', () => {
  it('"<meta" repeated without ">" ends the scan (no tag), and a tag after "<metax" look-alikes is still found', () => {
    assert.equal(charsetFromMeta(Buffer.from('<meta'.repeat(800), 'latin1')), undefined);
    assert.equal(charsetFromMeta(Buffer.from('<metax>'.repeat(400) + '<meta charset="gbk">', 'latin1')), 'gbk');
    assert.equal(charsetFromMeta(Buffer.from('<META\nhttp-equiv="Content-Type" content="text/html; charset=Shift_JIS">', 'latin1')), 'shift_jis');
  });
});
