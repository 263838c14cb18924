import assert from 'node:assert/strict';
import { parsePattern, parsePatterns, matchRule, type HostRule } from '../../src/engine/policy/patterns';
import { createPolicy } from '../../src/engine/policy/policy';
import { EngineError } from '../../src/engine/types';

function rule(p: string): HostRule {
  const r = parsePattern(p);
  if (!r.ok) throw new Error(`pattern ${p} did not parse: ${r.reason}`);
  return r.rule;
}

/** Does pattern p match URL u (optionally with resolved addresses)? */
function matches(p: string, u: string, addresses: string[] = []): boolean {
  const url = new URL(u);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return matchRule(rule(p), { host: url.hostname, port, addresses }) !== undefined;
}

describe('policy patterns', () => {
  it('an exact host matches only that host, any case, not its subdomains or look-alikes', () => {
    assert.ok(matches('example.com', 'https://example.com/a'));
    assert.ok(matches('Example.COM', 'https://EXAMPLE.com/'));
    assert.ok(!matches('example.com', 'https://www.example.com/'));
    assert.ok(!matches('example.com', 'https://notexample.com/'));
    assert.ok(!matches('example.com', 'https://example.com.evil.net/'));
  });

  it('*.example.com matches the apex and subdomains at any depth, but not look-alike suffixes', () => {
    assert.ok(matches('*.example.com', 'https://example.com/'));
    assert.ok(matches('*.example.com', 'https://a.example.com/'));
    assert.ok(matches('*.example.com', 'https://a.b.c.example.com/'));
    assert.ok(!matches('*.example.com', 'https://badexample.com/'));
    assert.ok(!matches('*.example.com', 'https://example.com.evil.net/'));
  });

  it('"*" matches every host', () => {
    assert.ok(matches('*', 'http://10.1.2.3/'));
    assert.ok(matches('*', 'https://anything.example/'));
  });

  it('trailing dots on either side are ignored', () => {
    assert.ok(matches('example.com.', 'https://example.com/'));
    assert.ok(matches('example.com', 'https://example.com./'));
    assert.ok(matches('*.example.com.', 'https://www.example.com./'));
  });

  it('IDN patterns and hosts compare in punycode, whichever way each was written', () => {
    assert.ok(matches('bücher.example', 'https://xn--bcher-kva.example/'));
    assert.ok(matches('xn--bcher-kva.example', 'https://bücher.example/'));
    assert.ok(matches('*.bücher.example', 'https://www.BÜCHER.example/'));
    assert.ok(matches('例え.テスト', 'https://例え.テスト/'));
    assert.ok(!matches('bucher.example', 'https://bücher.example/'));
  });

  it('a port in the pattern limits it to that effective port; without one every port matches', () => {
    assert.ok(matches('example.com:8080', 'http://example.com:8080/'));
    assert.ok(!matches('example.com:8080', 'http://example.com/'));
    assert.ok(matches('example.com:443', 'https://example.com/'));
    assert.ok(!matches('example.com:443', 'http://example.com/'));
    assert.ok(matches('example.com', 'http://example.com:9999/'));
    assert.ok(matches('*.example.com:8443', 'https://a.example.com:8443/'));
    assert.ok(matches('[::1]:8080', 'http://[::1]:8080/'));
    assert.ok(!matches('[::1]:8080', 'http://[::1]:8081/'));
  });

  it('IPv4 CIDR ranges match IP literals (in any spelling the URL parser accepts)', () => {
    assert.ok(matches('10.0.0.0/8', 'http://10.200.3.4/'));
    assert.ok(!matches('10.0.0.0/8', 'http://11.0.0.1/'));
    assert.ok(matches('127.0.0.0/8', 'http://0x7f.1/'));
    assert.ok(matches('192.168.1.0/24', 'http://192.168.1.255/'));
    assert.ok(!matches('192.168.1.0/24', 'http://192.168.2.1/'));
    assert.ok(matches('0.0.0.0/0', 'http://8.8.8.8/'));
  });

  it('IPv6 ranges match bracketed and bare, and IPv4-mapped addresses compare as IPv4', () => {
    assert.ok(matches('[fd00::]/8', 'http://[fd12:3456::1]/'));
    assert.ok(matches('fd00::/8', 'http://[fdff::2]/'));
    assert.ok(!matches('[fd00::]/8', 'http://[fe80::1]/'));
    assert.ok(matches('::1', 'http://[::1]:3000/'));
    assert.ok(matches('10.0.0.0/8', 'http://[::ffff:10.1.1.1]/'));
    assert.ok(!matches('10.0.0.0/8', 'http://[fd00::1]/'));
  });

  it('an IP or range rule matches a host name through its resolved addresses', () => {
    assert.ok(matches('10.0.0.0/8', 'http://intranet.corp/', ['10.1.2.3']));
    assert.ok(matches('169.254.169.254', 'http://metadata.internal/', ['169.254.169.254']));
    assert.ok(matches('[fd00::]/8', 'http://v6.corp/', ['2001:db8::1', 'fd00::5']));
    assert.ok(!matches('10.0.0.0/8', 'http://intranet.corp/', ['192.168.0.1']));
    assert.ok(!matches('10.0.0.0/8', 'http://intranet.corp/'));
    // A name rule never matches by address.
    assert.ok(!matches('example.com', 'http://other.test/', ['93.184.216.34']));
  });

  it('a pasted URL counts by its host and explicit port', () => {
    assert.ok(matches('https://example.com/some/path?q=1', 'http://example.com/'));
    assert.ok(matches('https://example.com:8443/', 'https://example.com:8443/x'));
    assert.ok(!matches('https://example.com:8443/', 'https://example.com/x'));
  });

  it('rejects invalid patterns with a reason', () => {
    for (const bad of ['', '   ', 'exa mple.com', '*example.com', 'a.*.example.com', 'example.*', '10.0.0.0/33', '[fd00::]/129', 'foo/8', '*.10.0.0.1', 'http://user@example.com/', '-bad-.com', 'example.com:99999']) {
      const r = parsePattern(bad);
      assert.equal(r.ok, false, `"${bad}" should be invalid`);
      if (!r.ok) assert.ok(r.reason.length > 0);
    }
    const { rules, invalid } = parsePatterns(['a.com', 'b c', '*.d.com']);
    assert.deepEqual(rules.map((r) => r.raw), ['a.com', '*.d.com']);
    assert.deepEqual(invalid.map((i) => i.raw), ['b c']);
  });
});

describe('policy', () => {
  const u = (s: string) => new URL(s);

  it('allows everything with empty lists', () => {
    const p = createPolicy({});
    assert.equal(p.empty, true);
    assert.deepEqual(p.check(u('https://example.com/')), { allowed: true });
  });

  it('blocks a matching host and names the rule and the setting', () => {
    const p = createPolicy({ blocked: ['other.org', '*.example.com'] });
    const v = p.check(u('https://docs.example.com/x'));
    assert.equal(v.allowed, false);
    if (v.allowed) return;
    assert.equal(v.list, 'blocked');
    assert.equal(v.rule, '*.example.com');
    assert.equal(v.message, 'docs.example.com is blocked by the rule "*.example.com" in webFetch.blockedDomains.');
    assert.deepEqual(p.check(u('https://example.net/')), { allowed: true });
  });

  it('with a non-empty allow list admits only matching hosts and lists them in the message', () => {
    const p = createPolicy({ allowed: ['a.com', 'b.com'] });
    assert.deepEqual(p.check(u('https://a.com/')), { allowed: true });
    const v = p.check(u('https://c.com/'));
    assert.equal(v.allowed, false);
    if (v.allowed) return;
    assert.equal(v.list, 'allowed');
    assert.equal(v.message, 'c.com is not in webFetch.allowedDomains (allowed: a.com, b.com).');
  });

  it('block wins over allow', () => {
    const p = createPolicy({ allowed: ['*.example.com'], blocked: ['secret.example.com'] });
    assert.deepEqual(p.check(u('https://www.example.com/')), { allowed: true });
    const v = p.check(u('https://secret.example.com/'));
    assert.equal(v.allowed, false);
    if (!v.allowed) assert.equal(v.list, 'blocked');
  });

  it('a range rule blocks a name by its resolved address and says so', () => {
    const p = createPolicy({ blocked: ['10.0.0.0/8'] });
    assert.equal(p.needsAddresses, true);
    const v = p.check(u('http://wiki.corp/'), ['10.9.8.7']);
    assert.equal(v.allowed, false);
    if (!v.allowed) assert.equal(v.message, 'wiki.corp resolves to 10.9.8.7, which is blocked by the rule "10.0.0.0/8" in webFetch.blockedDomains.');
    assert.deepEqual(p.check(u('http://wiki.corp/'), ['192.0.2.1']), { allowed: true });
  });

  it('uses the given labels (CLI flags) in messages', () => {
    const p = createPolicy({ blocked: ['x.test'], labels: { blocked: '--block', allowed: '--allow' } });
    const v = p.check(u('http://x.test/'));
    assert.ok(!v.allowed && v.message.endsWith('in --block.'));
  });

  it('refuses invalid patterns instead of ignoring them (a typo must not widen the policy)', () => {
    assert.throws(
      () => createPolicy({ blocked: ['ok.com', 'not valid'], allowed: ['10.0.0.0/99'] }),
      (e: unknown) =>
        e instanceof EngineError &&
        e.code === 'INVALID_POLICY' &&
        e.message.includes('"not valid" in webFetch.blockedDomains') &&
        e.message.includes('"10.0.0.0/99" in webFetch.allowedDomains'),
    );
  });

  it('cuts a long allow list in the message', () => {
    const list = Array.from({ length: 12 }, (_, i) => `h${i}.test`);
    const v = createPolicy({ allowed: list }).check(u('https://z.test/'));
    assert.ok(!v.allowed && v.message.includes('… 4 more'));
  });
});
