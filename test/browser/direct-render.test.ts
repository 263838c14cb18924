// The direct route with JavaScript rendering: a script shell is rendered in the browser and goes through the same
// extractor; the report says so; `never` and a missing browser keep the served text (with a note).
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { closeBrowserSlot, type BrowserSlot } from '../../src/engine/browser';
import type { FetchOptions, PageResult, RunOptions } from '../../src/engine/types';
import { createEngine } from '../../src/engine/engine';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const SHELL = `<!doctype html><html><head><title>Docs app</title><script src="/bundle.js" defer></script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`;
const BUNDLE = `fetch('/api/page.json').then(r => r.json()).then(d => {
  document.getElementById('root').innerHTML = '<article><h1>' + d.title + '</h1>' + d.paragraphs.map(p => '<p>' + p + '</p>').join('') + '</article>';
});`;
const PAGE = {
  title: 'Installing the widget',
  paragraphs: [
    'Download the widget from the releases page and unpack it into your project folder.',
    'Run the setup command once; it writes a configuration file next to your sources.',
    'Restart the development server so that the widget is picked up by the build.',
  ],
};

describe('direct route with JavaScript rendering (real browser)', function () {
  this.timeout(60_000);
  let site: TestServer | undefined;
  let proxy: TestProxy | undefined;
  const resolver = mapResolver({ 'docs.test': '93.184.216.34' });
  // one browser for the whole file, as an engine keeps one for its runs
  const browser: BrowserSlot = {};

  before(async () => {
    site = await startServer((req, res) => {
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /members\n');
      if (req.url === '/to-members') return res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><div id="app"></div><script>setTimeout(() => location.replace('/members'), 50);</script></body></html>`);
      if (req.url === '/bundle.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(BUNDLE);
      if (req.url === '/api/page.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PAGE));
      if (req.url === '/article') return res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><main><h1>Plain</h1>${Array.from({ length: 12 }, (_, i) => `<p>Server-rendered text, part ${i + 1}, that needs no script at all to be read by anyone.</p>`).join('')}</main><script src="/bundle.js"></script></body></html>`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL);
    });
    proxy = await startProxy({ routes: { 'docs.test': site.origin } });
  });
  after(async () => {
    await closeBrowserSlot(browser);
    await closeAll(site, proxy);
  });

  async function fetchOne(url: string, options: FetchOptions = {}): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(url).urls, { timeoutMs: 20_000, noCache: true, resolver, proxy: proxy!.url, browser, ...options });
    return page!;
  }

  it('renders a script shell and extracts the rendered DOM (auto)', async () => {
    const page = await fetchOne('http://docs.test/guide');
    assert.equal(page.ok, true);
    assert.equal(page.report?.render?.status, 'rendered');
    assert.match(page.report!.render!.reason, /script shell \(empty #root\)/);
    assert.ok((page.report!.render!.timeMs ?? 0) > 0);
    assert.match(page.content, /# Installing the widget/);
    assert.match(page.content, /Restart the development server/);
  });

  it('never: returns the served text and starts no render, with a note saying the page needs JavaScript', async () => {
    const page = await fetchOne('http://docs.test/guide', { renderJavaScript: 'never' });
    assert.equal(page.report?.render?.status, 'skipped');
    assert.match(page.report?.render?.note ?? '', /JavaScript is turned off/);
    assert.doesNotMatch(page.content, /Installing the widget/);
  });

  it('does not render a page that has its text (auto), renders it with always', async () => {
    const plain = await fetchOne('http://docs.test/article');
    assert.equal(plain.report?.render, undefined);
    const always = await fetchOne('http://docs.test/article', { renderJavaScript: 'always' });
    assert.equal(always.report?.render?.status, 'rendered');
    assert.equal(always.report?.render?.reason, 'renderJavaScript: always');
    assert.match(always.content, /Server-rendered text/);
  });

  it('without a browser: the served text, with a note saying so', async () => {
    const page = await fetchOne('http://docs.test/guide', { browserPath: '/nonexistent/chromium' });
    assert.equal(page.ok, true);
    assert.equal(page.report?.render?.status, 'unavailable');
    assert.match(page.report!.render!.note!, /no browser was found/);
    assert.doesNotMatch(page.content, /Installing the widget/);
  });

  it('reuses the rendered page for a repeat of the URL while the served page is fresh in the cache, until Clear Cache', async () => {
    const engine = createEngine();
    try {
      const run = async (extra: RunOptions = {}) =>
        (await engine.run(await engine.plan('http://docs.test/cached', { timeoutMs: 20_000, resolver, proxy: proxy!.url, ...extra }))).pages[0]!;
      const renders = () => site!.requests.filter((q) => q.url === '/api/page.json').length;
      const before = renders();
      const first = await run();
      assert.equal(first.report?.render?.status, 'rendered');
      assert.equal(first.report?.render?.fromCache, undefined);
      assert.equal(renders(), before + 1);
      const second = await run();
      assert.equal(second.report?.cache, 'hit');
      assert.equal(second.report?.render?.status, 'rendered');
      assert.equal(second.report?.render?.fromCache, true);
      assert.match(second.content, /Restart the development server/);
      assert.equal(renders(), before + 1, 'no second render');
      const always = await run({ renderJavaScript: 'always' });
      assert.equal(always.report?.render?.fromCache, undefined, 'another render mode renders again');
      assert.equal(renders(), before + 2);
      await engine.clearCache();
      const cleared = await run();
      assert.equal(cleared.report?.cache, 'miss');
      assert.equal(cleared.report?.render?.fromCache, undefined);
      assert.equal(renders(), before + 3);
      engine.configure({ cache: { ttlMs: 1 } });
      await new Promise((r) => setTimeout(r, 5));
      // The served page's entry keeps the freshness it was stored with; the rendered page follows the TTL as set now.
      const expired = await run();
      assert.equal(expired.report?.render?.fromCache, undefined);
      assert.equal(renders(), before + 4, 'past the TTL the page is rendered again');
    } finally {
      await engine.dispose();
    }
  });

  it('noCache renders every time', async () => {
    const renders = () => site!.requests.filter((q) => q.url === '/api/page.json').length;
    const before = renders();
    await fetchOne('http://docs.test/nocache');
    const again = await fetchOne('http://docs.test/nocache');
    assert.equal(again.report?.render?.fromCache, undefined);
    assert.equal(renders(), before + 2);
  });

  it('robots.txt applies to the page’s navigations: a script redirect to a disallowed path is not followed', async () => {
    const engine = createEngine();
    try {
      const plan = await engine.plan('http://docs.test/to-members', { timeoutMs: 20_000, resolver, proxy: proxy!.url, respectRobots: 'always' });
      const page = (await engine.run(plan)).pages[0]!;
      assert.equal(page.ok, true, 'the served page itself is allowed');
      assert.equal(page.report?.render?.status, 'failed');
      assert.match(page.report!.render!.note!, /BLOCKED_BY_ROBOTS/);
      assert.equal(site!.requests.filter((q) => q.url === '/members').length, 0);
    } finally {
      await engine.dispose();
    }
  });

  it('cancel during a render fails the URL with ABORTED', async () => {
    const ac = new AbortController();
    const p = fetchOne('http://docs.test/guide', { signal: ac.signal, onProgress: (e) => e.type === 'start' && setTimeout(() => ac.abort(), 300) });
    const page = await p;
    assert.equal(page.ok, false);
    assert.equal(page.error?.code, 'ABORTED');
  });
});
