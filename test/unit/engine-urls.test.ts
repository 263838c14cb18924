// Prompt → URLs: extraction, trimming, de-duplication and validation (issue 2, rule 1).
import assert from 'node:assert/strict';
import { extractUrls, findRefusedSchemes, planPrompt } from '../../src/engine/urls/prompt';
import { EngineError, type ErrorCode } from '../../src/engine/types';

function planned(prompt: string): string[] {
  return planPrompt(prompt).urls.map((u) => u.url);
}

function rejects(prompt: unknown, code: ErrorCode, messagePart: RegExp): void {
  assert.throws(
    () => planPrompt(prompt),
    (e: unknown) => {
      assert.ok(e instanceof EngineError, `expected EngineError, got ${String(e)}`);
      assert.equal(e.code, code);
      assert.match(e.message, messagePart);
      return true;
    },
  );
}

describe('engine/urls: extraction', () => {
  const cases: [string, string[]][] = [
    ['请总结https://example.com/article的内容', ['https://example.com/article']],
    ['이 페이지 https://example.com/ko/문서 요약해줘', ['https://example.com/ko/문서']],
    ['read http://bücher.example/x and https://example.com/wiki/Zürich, then https://例子.测试/路径。下一个', [
      'http://bücher.example/x', 'https://example.com/wiki/Zürich', 'https://例子.测试/路径',
    ]],
    ['«https://a.b/c» “https://a.b/d” https://a.b/e\u00a0next https://a.b/f\u200bzero', ['https://a.b/c', 'https://a.b/d', 'https://a.b/e', 'https://a.b/f']],
    ['https://en.wikipedia.org/wiki/Mexican–American_War', ['https://en.wikipedia.org/wiki/Mexican–American_War']],
    ['see https://a.b/c\tand https://a.b/d\nthen', ['https://a.b/c', 'https://a.b/d']],
    ['quoted "https://a.b/q" and <https://a.b/angle> and `https://a.b/tick`', ['https://a.b/q', 'https://a.b/angle', 'https://a.b/tick']],
    ['(see https://a.b/c).', ['https://a.b/c']],
    ['Is it https://a.b/c? Yes! https://a.b/d! Or https://a.b/e, https://a.b/f; https://a.b/g: \'https://a.b/h\'', [
      'https://a.b/c', 'https://a.b/d', 'https://a.b/e', 'https://a.b/f', 'https://a.b/g', 'https://a.b/h',
    ]],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['(https://en.wikipedia.org/wiki/Foo_(bar))', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['[https://a.b/x] {https://a.b/y}', ['https://a.b/x', 'https://a.b/y']],
    ['a [link text](https://a.b/c) here', ['https://a.b/c']],
    ['<https://a.b/c>', ['https://a.b/c']],
    ['https://a.b/search?q=1&r=2#frag.', ['https://a.b/search?q=1&r=2#frag']],
    ['HTTPS://A.B/UPPER', ['HTTPS://A.B/UPPER']],
    ['**https://a.b/bold** and *https://a.b/em*', ['https://a.b/bold', 'https://a.b/em']],
    ['https://web.archive.org/web/2020/https://example.com/page', ['https://web.archive.org/web/2020/https://example.com/page']],
    ['https://a.b/login?next=https://c.d/e&x=1', ['https://a.b/login?next=https://c.d/e&x=1']],
    ['https://a.b/c,https://d.e/f;http://g.h/i', ['https://a.b/c', 'https://d.e/f', 'http://g.h/i']],
  ];
  for (const [prompt, want] of cases) {
    it(`${JSON.stringify(prompt)} → ${JSON.stringify(want)}`, () => {
      assert.deepEqual(extractUrls(prompt), want);
    });
  }

  it('keeps the URL as written and plans it in prompt order', () => {
    const plan = planPrompt('First http://b.example/2 then https://a.example/1 and http://c.example:8080/3');
    assert.deepEqual(
      plan.urls.map((u) => [u.index, u.url, u.host]),
      [
        [0, 'http://b.example/2', 'b.example'],
        [1, 'https://a.example/1', 'a.example'],
        [2, 'http://c.example:8080/3', 'c.example'],
      ],
    );
  });
});

describe('engine/urls: de-duplication', () => {
  it('counts host case, default port and empty path once, keeping the first spelling and order', () => {
    const urls = planned(
      'https://Example.COM https://b.example/x https://example.com:443/ https://example.com/ HTTPS://EXAMPLE.com https://b.example/x',
    );
    assert.deepEqual(urls, ['https://Example.COM', 'https://b.example/x']);
  });

  it('keeps URLs that differ in scheme, port, path or query', () => {
    const urls = planned('http://example.com/ https://example.com/ https://example.com:8443/ https://example.com/a https://example.com/?a');
    assert.equal(urls.length, 5);
  });

  it('a markdown link whose text is the same URL counts once', () => {
    assert.deepEqual(planned('[https://a.b/c](https://a.b/c)'), ['https://a.b/c']);
  });

  it('20 distinct URLs plus duplicates are accepted (duplicates do not count)', () => {
    const list = Array.from({ length: 20 }, (_, i) => `https://h${i}.example/p`);
    assert.equal(planned([...list, ...list].join(' ')).length, 20);
  });
});

describe('engine/urls: validation', () => {
  it('an empty or blank prompt is INVALID_INPUT', () => {
    rejects('', 'INVALID_INPUT', /empty/i);
    rejects('   \n\t', 'INVALID_INPUT', /empty/i);
    rejects(undefined, 'INVALID_INPUT', /empty/i);
  });

  it('a prompt without URLs is INVALID_INPUT saying so', () => {
    rejects('summarise example.com for me', 'INVALID_INPUT', /no http\(s\) URL/i);
  });

  it('21 distinct URLs are refused with the count, never silently truncated', () => {
    const list = Array.from({ length: 21 }, (_, i) => `https://h${i}.example/`);
    rejects(list.join(' '), 'INVALID_INPUT', /more than 20 distinct URLs.*at most 20/);
  });

  for (const [prompt, scheme] of [
    ['read file:///etc/passwd please', 'file:'],
    ['run javascript:alert(document.cookie)', 'javascript:'],
    ['open data:text/html;base64,PHNjcmlwdD4= now', 'data:'],
    ['get ftp://ftp.example.com/pub/file.txt', 'ftp:'],
  ] as const) {
    it(`refuses ${scheme} URLs with INVALID_URL, saying only http and https can be fetched: ${JSON.stringify(prompt)}`, () => {
      rejects(prompt, 'INVALID_URL', new RegExp(`${scheme}.*only http and https`));
    });
  }

  for (const bad of ['https://a..b/', 'https://-bad-.example/', 'http://[::1/', 'http://999.1.1.1/', 'https://exa%20mple.com/', 'https://']) {
    it(`refuses the unparsable host in ${bad} with INVALID_URL naming it`, () => {
      rejects(`look at ${bad} now`, 'INVALID_URL', /not a valid URL|invalid host|no host/);
    });
  }

  it('a scheme named inside an http(s) URL is part of that URL, not a refused URL', () => {
    assert.deepEqual(planned('https://a.b/go?to=ftp://c.d/x&js=javascript:void(0)'), ['https://a.b/go?to=ftp://c.d/x&js=javascript:void(0)']);
  });

  it('refuses credentials embedded in a URL, without showing them', () => {
    rejects('https://user:secret@example.com/', 'INVALID_URL', /user name or password/);
    assert.throws(() => planPrompt('https://user:secret@example.com/'), (e: Error) => !/secret|user:/.test(e.message));
  });
});

describe('engine/urls: a URL that cannot be fetched does not refuse the prompt', () => {
  it('credentials and file: URLs get their own error, in their place; the others are planned', () => {
    const plan = planPrompt('compare http://user:pass@a.example/x with https://b.example/ok, file:///etc/passwd and https://c.example/');
    assert.deepEqual(plan.urls.map((u) => [u.index, u.url]), [[0, 'https://b.example/ok'], [1, 'https://c.example/']]);
    assert.deepEqual(
      plan.invalid?.map((u) => [u.url, u.error.code, u.before]),
      [['http://***@a.example/x', 'INVALID_URL', 0], ['file:///etc/passwd', 'INVALID_URL', 1]],
    );
    assert.doesNotMatch(JSON.stringify(plan.invalid), /user:|pass@/);
  });

  it('a prompt with no fetchable URL is still refused with the URL\'s own code', () => {
    rejects('compare https://a..b/ with file:///C:/secret.txt', 'INVALID_URL', /None of the 2 URLs can be fetched/);
  });

  it('invalid URLs count toward the 20-URL limit', () => {
    const list = Array.from({ length: 20 }, (_, i) => `https://h${i}.example/`);
    rejects([...list, 'https://x..y/'].join(' '), 'INVALID_INPUT', /more than 20 distinct URLs/);
  });
});

describe('engine/urls: IDN hosts and Unicode paths', () => {
  it('are kept whole: punycode for the host, percent-encoding for the path; the written form is kept', () => {
    const plan = planPrompt('read http://bücher.example/x and https://example.com/wiki/Zürich');
    assert.deepEqual(plan.urls.map((u) => [u.url, u.fetchUrl, u.host]), [
      ['http://bücher.example/x', 'http://xn--bcher-kva.example/x', 'xn--bcher-kva.example'],
      ['https://example.com/wiki/Zürich', 'https://example.com/wiki/Z%C3%BCrich', 'example.com'],
    ]);
  });
});

describe('engine/urls: hostile prompts', () => {
  it('a URL followed by 200,000 ")" ends before them', () => {
    assert.deepEqual(extractUrls('see https://a.example/x' + ')'.repeat(200_000)), ['https://a.example/x']);
  });

  it('100,000 URLs in one run without spaces are each found once', () => {
    const prompt = Array.from({ length: 100_000 }, (_, i) => `https://h${i}.example/`).join(',');
    const urls = extractUrls(prompt);
    assert.equal(urls.length, 100_000);
    assert.equal(urls[99_999], 'https://h99999.example/');
  });

  it('many refused schemes among many URLs are found without pairing each with each', () => {
    const prompt = Array.from({ length: 50_000 }, (_, i) => `https://h${i}.example/ ftp://f${i}.example/`).join(' ');
    const plan = () => planPrompt(prompt);
    rejects(prompt, 'INVALID_INPUT', /more than 20 distinct URLs/);
    assert.equal(findRefusedSchemes(prompt).length, 50_000);
    assert.throws(plan);
  });
});
