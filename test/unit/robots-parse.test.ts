import assert from 'node:assert/strict';
import { parseRobotsTxt, robotsDecide, robotsDecideAsync, patternMatches, rulesFor } from '../../src/engine/policy/robotsTxt';
import type { EngineError } from '../../src/engine/types';

function allowed(txt: string, path: string, token?: string): boolean {
  return robotsDecide(parseRobotsTxt(txt), path, token).allowed;
}

describe('robots.txt parser (RFC 9309)', () => {
  it('applies the group naming our product token, case-insensitively, instead of the * group', () => {
    const txt = 'User-agent: *\nDisallow: /\n\nUser-agent: webfetch\nDisallow: /private\n';
    assert.equal(allowed(txt, '/public'), true);
    assert.equal(allowed(txt, '/private/x'), false);
    assert.equal(allowed(txt, '/anything', 'OtherBot'), false);
  });

  it('falls back to the * group, and allows everything without a matching group', () => {
    assert.equal(allowed('User-agent: *\nDisallow: /tmp/\n', '/tmp/a'), false);
    assert.equal(allowed('User-agent: *\nDisallow: /tmp/\n', '/tmpfile'), true);
    assert.equal(allowed('User-agent: Googlebot\nDisallow: /\n', '/x'), true);
    assert.equal(allowed('', '/x'), true);
  });

  it('matches the product token of a user-agent value with a version', () => {
    assert.equal(allowed('User-agent: WebFetch/1.0\nDisallow: /a\n', '/a'), false);
  });

  it('merges several groups for the same agent and groups with several user-agent lines', () => {
    const txt = 'User-agent: a\nUser-agent: WebFetch\nDisallow: /one\n\nUser-agent: webfetch\nDisallow: /two\n';
    assert.equal(allowed(txt, '/one'), false);
    assert.equal(allowed(txt, '/two'), false);
    assert.equal(allowed(txt, '/three'), true);
    assert.equal(rulesFor(parseRobotsTxt(txt), 'a').length, 1);
  });

  it('the longest matching rule wins; allow wins a tie', () => {
    const txt = 'User-agent: *\nDisallow: /docs\nAllow: /docs/public\nAllow: /x\nDisallow: /x\n';
    assert.equal(allowed(txt, '/docs/secret'), false);
    assert.equal(allowed(txt, '/docs/public/page'), true);
    assert.equal(allowed(txt, '/x'), true);
    assert.equal(allowed('User-agent: *\nAllow: /p\nDisallow: /page\n', '/page'), false);
  });

  it('supports * wildcards and a $ end anchor, matching the query too', () => {
    const txt = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /search*q=\nDisallow: /exact$\n';
    assert.equal(allowed(txt, '/files/a.pdf'), false);
    assert.equal(allowed(txt, '/files/a.pdf?x=1'), true);
    assert.equal(allowed(txt, '/search?lang=en&q=1'), false);
    assert.equal(allowed(txt, '/search?lang=en'), true);
    assert.equal(allowed(txt, '/exact'), false);
    assert.equal(allowed(txt, '/exactly'), true);
  });

  it('ignores comments, unknown records, empty disallows and rules before any user-agent; tolerates BOM and CRLF', () => {
    const txt = '\uFEFFDisallow: /early\r\n# comment\r\nUser-agent: * # everyone\r\nCrawl-delay: 5\r\nSitemap: https://x/s.xml\r\nDisallow:\r\nDisallow: /b # no b\r\n';
    assert.equal(allowed(txt, '/early'), true);
    assert.equal(allowed(txt, '/a'), true);
    assert.equal(allowed(txt, '/b/c'), false);
  });

  it('a user-agent line after rules starts a new group', () => {
    const txt = 'User-agent: webfetch\nDisallow: /a\nUser-agent: other\nDisallow: /b\n';
    assert.equal(allowed(txt, '/a'), false);
    assert.equal(allowed(txt, '/b'), true);
  });

  it('compares percent-encoded and non-ASCII paths as the same octets', () => {
    const txt = 'User-agent: *\nDisallow: /文档\nDisallow: /a%2fb\n';
    assert.equal(allowed(txt, new URL('https://x/文档/1').pathname), false);
    assert.equal(allowed(txt, '/a%2Fb'), false);
    assert.equal(allowed(txt, '/a/b'), true);
  });

  it('never disallows /robots.txt itself', () => {
    assert.equal(allowed('User-agent: *\nDisallow: /\n', '/robots.txt'), true);
  });

  it('reports the rule that decided', () => {
    const d = robotsDecide(parseRobotsTxt('User-agent: *\nDisallow: /private\n'), '/private/x');
    assert.equal(d.allowed, false);
    if (!d.allowed) assert.equal(d.rule.line, 'Disallow: /private');
  });

  it('pattern matching handles many wildcards without blowing up', () => {
    const pattern = '/' + '*a'.repeat(40) + 'b$';
    assert.equal(patternMatches(pattern, '/' + 'a'.repeat(2000)), false);
    assert.equal(patternMatches(pattern, '/' + 'a'.repeat(40) + 'b'), true);
  });
});

describe('robots.txt: matching is linear on hostile patterns and paths', () => {
  /** Reference: the same semantics as a regular expression (fine on small inputs). */
  function reference(pattern: string, path: string): boolean {
    const anchored = pattern.endsWith('$');
    const body = anchored ? pattern.slice(0, -1) : pattern;
    const re = new RegExp('^' + body.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*') + (anchored ? '$' : ''), 's');
    return re.test(path);
  }

  it('agrees with a regular-expression reference on 3,000 random patterns and paths', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const pick = (alphabet: string, len: number) => Array.from({ length: len }, () => alphabet[rnd(alphabet.length)]).join('');
    for (let i = 0; i < 3000; i++) {
      const pattern = '/' + pick('ab*', rnd(7)) + (rnd(3) === 0 ? '$' : '');
      const path = '/' + pick('ab', rnd(9));
      assert.equal(patternMatches(pattern, path), reference(pattern, path), `${pattern} vs ${path}`);
    }
  });

  it('"Disallow: /" + 500,000 "*" + "b" against an 8 KB path decides (and the path without "b" is allowed)', () => {
    const file = parseRobotsTxt('User-agent: *\nDisallow: /' + '*'.repeat(500_000) + 'b\n');
    assert.equal(robotsDecide(file, '/' + 'a'.repeat(8192)).allowed, true);
    assert.equal(robotsDecide(file, '/' + 'a'.repeat(8191) + 'b').allowed, false);
  });

  it('a piece that almost matches everywhere ("aaa…ab" in "aaa…a") is still found or refused in one pass', () => {
    const piece = 'a'.repeat(4000) + 'b';
    assert.equal(patternMatches('/*' + piece, '/' + 'a'.repeat(100_000)), false);
    assert.equal(patternMatches('/*' + piece + '$', '/' + 'a'.repeat(100_000) + 'b'), true);
  });

  it('robotsDecideAsync yields while matching: a cancel arriving mid-way stops it with ABORTED', async () => {
    const rules = Array.from({ length: 2000 }, (_, i) => `Disallow: /*x${i}`).join('\n');
    const file = parseRobotsTxt(`User-agent: *\n${rules}\n`);
    const controller = new AbortController();
    setImmediate(() => controller.abort());
    await assert.rejects(robotsDecideAsync(file, '/' + 'a'.repeat(8192), undefined, { signal: controller.signal, sliceMs: 0 }), (e: EngineError) => e.code === 'ABORTED');
  });

  it('robotsDecideAsync past its deadline fails with TIMEOUT; without limits it decides', async () => {
    const rules = Array.from({ length: 2000 }, (_, i) => `Disallow: /*x${i}`).join('\n');
    const file = parseRobotsTxt(`User-agent: *\n${rules}\nDisallow: /*a$\n`);
    await assert.rejects(robotsDecideAsync(file, '/' + 'a'.repeat(8192), undefined, { deadline: performance.now() - 1, sliceMs: 0 }), (e: EngineError) => e.code === 'TIMEOUT');
    const d = await robotsDecideAsync(file, '/' + 'a'.repeat(8192), undefined, { sliceMs: 0 });
    assert.equal(d.allowed, false);
    assert.equal(d.rule?.line, 'Disallow: /*a$');
  });
});
