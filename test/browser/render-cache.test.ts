// The rendered-page cache (browser/index.ts RenderCache): keys, TTL, least-recently-used eviction. No browser needed.
import assert from 'node:assert/strict';
import { RenderCache, clearRenderCache, type BrowserSlot } from '../../src/engine/browser';

const info = { status: 'rendered' as const, reason: 'script shell (empty #root)', timeMs: 1200 };

describe('browser/RenderCache', () => {
  it('keys by mode, URL and the served HTML', () => {
    const k = RenderCache.keyOf('auto', 'https://a.test/', '<div id="root"></div>');
    assert.equal(k, RenderCache.keyOf('auto', 'https://a.test/', '<div id="root"></div>'));
    assert.notEqual(k, RenderCache.keyOf('always', 'https://a.test/', '<div id="root"></div>'));
    assert.notEqual(k, RenderCache.keyOf('auto', 'https://a.test/x', '<div id="root"></div>'));
    assert.notEqual(k, RenderCache.keyOf('auto', 'https://a.test/', '<div id="app"></div>'), 'a new shell is rendered again');
  });

  it('serves an entry younger than the TTL given at lookup, not an older one', () => {
    let now = 1_000;
    const c = new RenderCache(10, 1_000_000, () => now);
    c.set('k', { html: '<p>x</p>', info });
    now += 500;
    assert.equal(c.get('k', 1000)?.html, '<p>x</p>');
    assert.equal(c.get('k', 400), undefined);
    assert.equal(c.size, 0, 'an expired entry is dropped');
  });

  it('evicts the least recently used past its entry and size caps', () => {
    const c = new RenderCache(2, 100);
    c.set('a', { html: 'a'.repeat(10), info });
    c.set('b', { html: 'b'.repeat(10), info });
    assert.ok(c.get('a', 60_000)); // a is now the most recently used
    c.set('c', { html: 'c'.repeat(10), info });
    assert.equal(c.get('b', 60_000), undefined);
    assert.ok(c.get('a', 60_000) && c.get('c', 60_000));
    c.set('d', { html: 'd'.repeat(95), info });
    assert.equal(c.size, 1, 'size cap: only the newest fits');
    c.set('e', { html: 'e'.repeat(101), info });
    assert.equal(c.get('e', 60_000), undefined, 'a page larger than the cap is not kept');
  });

  it('clearRenderCache empties a slot’s cache', () => {
    const slot: BrowserSlot = { renders: new RenderCache() };
    slot.renders!.set('k', { html: '<p>x</p>', info });
    clearRenderCache(slot);
    assert.equal(slot.renders!.size, 0);
  });
});
