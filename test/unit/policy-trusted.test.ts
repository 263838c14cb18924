import assert from 'node:assert/strict';
import { allTrusted, isTrustedUrl, trustPatternFor, displayHost, addTrusted, removeTrusted } from '../../src/engine/policy/trusted';
import { effectiveValue, ignoresWorkspaceValue } from '../../src/vscode/scopes';

describe('trusted domains', () => {
  it('a URL is trusted when its host matches an entry (same syntax as the block list)', () => {
    assert.equal(isTrustedUrl('https://docs.example.com/a', ['*.example.com']), true);
    assert.equal(isTrustedUrl('https://example.com/a', ['example.com']), true);
    assert.equal(isTrustedUrl('https://www.example.com/a', ['example.com']), false);
    assert.equal(isTrustedUrl('http://10.1.2.3/', ['10.0.0.0/8']), true);
    assert.equal(isTrustedUrl('https://bücher.example/', ['xn--bcher-kva.example']), true);
    assert.equal(isTrustedUrl('not a url', ['*']), false);
  });

  it('all URLs must be trusted, and an empty list or no URLs trusts nothing', () => {
    assert.equal(allTrusted(['https://a.test/1', 'https://b.test/2'], ['a.test', 'b.test']), true);
    assert.equal(allTrusted(['https://a.test/1', 'https://c.test/2'], ['a.test', 'b.test']), false);
    assert.equal(allTrusted(['https://a.test/1'], []), false);
    assert.equal(allTrusted([], ['a.test']), false);
  });

  it('an invalid entry trusts nothing but does not stop the valid ones', () => {
    assert.equal(allTrusted(['https://a.test/'], ['bad entry', 'a.test']), true);
    assert.equal(allTrusted(['https://bad/'], ['bad entry']), false);
  });

  it('"Always allow" stores the ASCII host without port; IPv6 in brackets; and the stored pattern matches the URL', () => {
    for (const [url, pattern] of [
      ['https://Docs.Example.com:8443/x?y', 'docs.example.com'],
      ['https://bücher.example/', 'xn--bcher-kva.example'],
      ['http://[::1]:3000/', '[::1]'],
      ['http://example.com./', 'example.com'],
    ] as const) {
      assert.equal(trustPatternFor(url), pattern);
      assert.equal(isTrustedUrl(url, [pattern]), true, url);
    }
    assert.equal(trustPatternFor('nope'), undefined);
  });

  it('shows IDN hosts in Unicode', () => {
    assert.equal(displayHost('xn--bcher-kva.example'), 'bücher.example');
    assert.equal(displayHost('*.xn--bcher-kva.example'), '*.bücher.example');
    assert.equal(displayHost('[::1]'), '[::1]');
  });

  it('adds once and removes every equal entry', () => {
    assert.deepEqual(addTrusted(['a.test'], 'A.test.'), ['a.test']);
    assert.deepEqual(addTrusted(['a.test'], 'b.test'), ['a.test', 'b.test']);
    assert.deepEqual(removeTrusted(['a.test', 'b.test', 'A.TEST.'], 'a.test'), ['b.test']);
  });
});

describe('setting scopes and workspace trust', () => {
  const inspected = { defaultValue: [] as string[], globalValue: ['user.test'], workspaceValue: ['repo.test'], workspaceFolderValue: ['folder.test'] };

  it('a trusted workspace uses the most specific value', () => {
    assert.deepEqual(effectiveValue(inspected, true, []), ['folder.test']);
    assert.deepEqual(effectiveValue({ ...inspected, workspaceFolderValue: undefined }, true, []), ['repo.test']);
  });

  it('an untrusted workspace ignores workspace and folder values: only the user setting counts', () => {
    assert.deepEqual(effectiveValue(inspected, false, []), ['user.test']);
    assert.deepEqual(effectiveValue({ defaultValue: 'agent', workspaceValue: 'never' }, false, 'agent'), 'agent');
    assert.equal(ignoresWorkspaceValue(inspected, false), true);
    assert.equal(ignoresWorkspaceValue(inspected, true), false);
    assert.equal(ignoresWorkspaceValue({ globalValue: ['x'] }, false), false);
  });

  it('falls back to the default, then to the given fallback', () => {
    assert.deepEqual(effectiveValue({ defaultValue: ['d'] }, false, []), ['d']);
    assert.deepEqual(effectiveValue(undefined, true, ['f']), ['f']);
  });
});
