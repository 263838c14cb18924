// renderPage with a real headless browser (Debian's chromium on the test machine, see test/browser/setup.mjs).
// Every page is served on loopback. "Public" pages: a resolver maps public.test to a public-looking address and the
// engine's upstream proxy option points at a local proxy that routes public.test to a loopback server, so the
// gatekeeper treats them as public while no packet leaves 127.0.0.0/8.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { BrowserPool, BrowserUnavailableError, renderPage, type RenderOptions } from '../../src/engine/browser/render';
import { findBrowser } from '../../src/engine/browser/find';
import { createPolicy } from '../../src/engine/policy/policy';
import { RateLimiter } from '../../src/engine/net/ratelimit';
import { EngineError } from '../../src/engine/types';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const PUBLIC_IP = '93.184.216.34';

function html(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

const LONG_TEXT = 'Rendered paragraph with enough words to count as content for the wait strategy. '.repeat(4);

describe('browser/render (real browser)', function () {
  this.timeout(60_000);
  let site: TestServer | undefined;
  let secret: TestServer | undefined;
  let proxy: TestProxy | undefined;
  const pool = new BrowserPool({ idleMs: 60_000 });
  const hung: http.ServerResponse[] = [];
  const resolver = mapResolver({ 'public.test': PUBLIC_IP, 'cdn.test': PUBLIC_IP, 'rebind.test': '10.0.0.5' });

  before(async () => {
    assert.ok(findBrowser(), 'a Chromium-family browser must be installed (run node test/browser/setup.mjs)');
    secret = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('TOP-SECRET-VALUE');
    });
    site = await startServer((req, res) => {
      const p = req.url!.replace(/\?.*$/, '');
      if (p === '/big.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(`/*${'x'.repeat(2 * 1024 * 1024)}*/`);
      const send = (body: string, type = 'text/html; charset=utf-8') => res.writeHead(200, { 'content-type': type }).end(body);
      switch (p) {
        case '/api/items.json':
          return send(JSON.stringify({ items: ['Alpha from the JSON call', 'Beta from the JSON call'] }), 'application/json');
        case '/spa':
          return send(
            html(`<div id="root"></div><script>
              fetch('/api/items.json').then(r => r.json()).then(d => {
                document.getElementById('root').innerHTML = '<h1>Catalogue</h1>' + d.items.map(x => '<p>' + x + '</p>').join('');
              });</script>`),
          );
        case '/redirect-by-script':
          return send(html(`<div id="app"></div><script>setTimeout(() => location.replace('/landing'), 50);</script>`));
        case '/landing':
          return send(html(`<main><h1>Landing</h1><p>You arrived by a script redirect.</p></main>`));
        case '/reach-private':
          return send(
            html(`<div id="root"><p>Public page</p></div><script>
              const out = (t) => document.body.insertAdjacentHTML('beforeend', '<pre>' + t + '</pre>');
              fetch('${secret!.origin}/secret').then(r => r.text()).then(out, e => out('fetch refused'));
              fetch('http://169.254.169.254/latest/meta-data/').then(r => r.text()).then(out, e => out('metadata refused'));
              fetch('http://rebind.test/').then(r => r.text()).then(out, e => out('rebind refused'));
              const x = new XMLHttpRequest(); x.open('GET', 'http://localhost:${secret!.port}/x'); x.onload = () => out(x.responseText); x.onerror = () => out('xhr refused'); x.send();
              try { const ws = new WebSocket('ws://127.0.0.1:${secret!.port}/'); ws.onerror = () => out('websocket refused'); ws.onmessage = (m) => out(m.data); } catch (e) { out('websocket refused'); }
              const img = new Image(); img.src = '${secret!.origin}/pixel.png';
            </script>`),
          );
        case '/redirect-to-private':
          return send(html(`<div id="root"></div><script>location.href = '${secret!.origin}/secret';</script>`));
        case '/uses-cdn':
          return send(html(`<div id="root"></div><script src="http://cdn.test/app.js"></script>`));
        case '/app.js':
          return send(`document.getElementById('root').textContent = 'Built by the CDN script';`, 'text/javascript');
        case '/never-finishes':
          return send(html(`<main><h1>Slow page</h1><p>${LONG_TEXT}</p><img src="/hang.png"></main><script>fetch('/hang')</script>`));
        case '/never-finishes-empty':
          return send(html(`<div id="root"></div><img src="/hang.png"><script>setInterval(() => fetch('/api/items.json'), 200)</script>`));
        case '/hang':
        case '/hang.png':
          hung.push(res);
          return; // never answered
        case '/popups':
          return send(
            html(`<main><h1>Pop-ups</h1><p>${LONG_TEXT}</p><a id="a" href="/landing" target="_blank">open</a></main><script>
              setInterval(() => { window.open('/landing'); document.getElementById('a').click(); }, 20);
              for (let i = 0; i < 50; i++) window.open('/landing', '_blank');
            </script>`),
          );
        case '/download':
          return send(html(`<main><h1>Download</h1><p>${LONG_TEXT}</p><a id="d" href="/file.bin" download>get</a></main><script>document.getElementById('d').click(); setTimeout(() => { location.href = '/file.bin'; }, 50);</script>`));
        case '/file.bin':
          return res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="wf-test-download.bin"' }).end('BINARY');
        case '/heavy':
          // 2 MB of script, then 8 more: past a 1 MB cap the rest never arrives
          return send(html(`<main><h1>Heavy page</h1><p>${LONG_TEXT}</p></main>${Array.from({ length: 8 }, (_, i) => `<script src="/big.js?${i}"></script>`).join('')}<script>document.body.insertAdjacentHTML('beforeend', '<p>all scripts ran</p>')</script>`));
        case '/many':
          return send(html(`<main><h1>Many images</h1><p>${LONG_TEXT}</p>${Array.from({ length: 30 }, (_, i) => `<img src="http://img${i}.test/p.png">`).join('')}</main>`));
        case '/dialogs':
          return send(html(`<main><p>${LONG_TEXT}</p></main><script>alert('one'); confirm('two'); prompt('three'); document.body.insertAdjacentHTML('beforeend', '<p>after the dialogs</p>');</script>`));
        default:
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    });
    proxy = await startProxy({ routes: { 'public.test': site.origin, 'cdn.test': site.origin } });
  });

  after(async () => {
    for (const r of hung) r.destroy();
    await pool.close();
    await closeAll(site, secret, proxy);
  });

  const publicOpts = (extra: Partial<RenderOptions> = {}): RenderOptions => ({ timeoutMs: 15_000, pool, resolver, upstreamFor: () => proxy!.url, ...extra });

  /** Pages still open in any browser context of ours (the default context's first tab is not ours). */
  async function openPagesInContexts(): Promise<number> {
    const b = await pool.current();
    assert.ok(b, 'the browser is running');
    const { targetInfos } = await b.cdp.send<{ targetInfos: { type: string; browserContextId?: string }[] }>('Target.getTargets');
    const { defaultBrowserContextId } = await b.cdp.send<{ defaultBrowserContextId?: string }>('Target.getBrowserContexts');
    return targetInfos.filter((t) => t.type === 'page' && t.browserContextId !== defaultBrowserContextId).length;
  }

  it('renders a page that builds its content from a JSON call (private page on loopback)', async () => {
    const r = await renderPage(site!.url('/spa'), { timeoutMs: 15_000, pool, allowPrivate: true });
    assert.match(r.html, /<h1>Catalogue<\/h1><p>Alpha from the JSON call<\/p><p>Beta from the JSON call<\/p>/);
    assert.equal(r.finalUrl, site!.url('/spa'));
    assert.equal(r.settled, 'idle');
    assert.ok(r.requests >= 2, `the gatekeeper saw the page and its JSON call (${r.requests})`);
    assert.deepEqual(r.refused, []);
  });

  it('renders a public page through the gatekeeper and the upstream proxy, reusing one browser', async () => {
    const launches = pool.launches;
    const r = await renderPage('http://public.test/spa', publicOpts());
    assert.match(r.html, /Alpha from the JSON call/);
    assert.ok(proxy!.requests.some((q) => q.url === 'http://public.test/api/items.json'), 'the JSON call went out through the upstream proxy');
    assert.equal(pool.launches, launches, 'the browser of the first test was reused');
  });

  it('follows a redirect made by script and reports the final URL', async () => {
    const r = await renderPage('http://public.test/redirect-by-script', publicOpts());
    assert.equal(r.finalUrl, 'http://public.test/landing');
    assert.match(r.html, /You arrived by a script redirect/);
  });

  it('refuses every request of a public page to private addresses (fetch, XHR, WebSocket, image, metadata, DNS answer)', async () => {
    const before = secret!.requests.length;
    const r = await renderPage('http://public.test/reach-private', publicOpts());
    assert.equal(secret!.requests.length, before, 'the private server received nothing');
    assert.doesNotMatch(r.html, /TOP-SECRET-VALUE/);
    assert.match(r.html, /fetch refused/);
    assert.match(r.html, /metadata refused/);
    assert.match(r.html, /rebind refused/);
    assert.match(r.html, /xhr refused/);
    assert.match(r.html, /websocket refused/);
    const reasons = r.refused.map((x) => `${x.target} ${x.reason}`).join('\n');
    assert.match(reasons, new RegExp(`127\\.0\\.0\\.1:${secret!.port} a public page may not reach a private address`));
    assert.match(reasons, /169\.254\.169\.254:80 a public page may not reach a private address/);
    assert.match(reasons, /rebind\.test:80 a public page may not reach a private address/);
    assert.match(reasons, new RegExp(`localhost:${secret!.port} a public page may not reach a private address`));
  });

  it('stops a public page that navigates to a private address by script (BLOCKED_REDIRECT)', async () => {
    const before = secret!.requests.length;
    await assert.rejects(renderPage('http://public.test/redirect-to-private', publicOpts()), (e: unknown) => e instanceof EngineError && e.code === 'BLOCKED_REDIRECT');
    assert.equal(secret!.requests.length, before);
    assert.equal(await openPagesInContexts(), 0, 'the page was closed');
  });

  it('applies the blocked list to sub-resources and the run’s checkUrl hook to navigations', async () => {
    const allowed = await renderPage('http://public.test/uses-cdn', publicOpts());
    assert.match(allowed.html, /Built by the CDN script/);
    const seen: string[] = [];
    const r = await renderPage(
      'http://public.test/uses-cdn',
      publicOpts({ policy: (u, a) => createPolicy({ blocked: ['cdn.test'] }).check(u, a), checkUrl: (u) => void seen.push(u.href) }),
    );
    assert.doesNotMatch(r.html, /Built by the CDN script/);
    assert.ok(r.refused.some((x) => x.target === 'http://cdn.test:80' && /blocked list/.test(x.reason)));
    assert.deepEqual(seen, ['http://public.test/uses-cdn']);
  });

  it('returns a page whose loading never finishes once its text is stable', async () => {
    const r = await renderPage('http://public.test/never-finishes', publicOpts());
    assert.equal(r.settled, 'stable');
    assert.match(r.html, /Slow page/);
  });

  it('returns what is there at the deadline when nothing settles (no error)', async () => {
    const r = await renderPage('http://public.test/never-finishes-empty', publicOpts({ timeoutMs: 3000 }));
    assert.equal(r.settled, 'deadline');
    assert.match(r.html, /<div id="root"><\/div>/);
  });

  it('keeps endless pop-ups from opening, and leaves no page open', async () => {
    const r = await renderPage('http://public.test/popups', publicOpts());
    assert.match(r.html, /<h1>Pop-ups<\/h1>/);
    assert.equal(await openPagesInContexts(), 0);
  });

  it('refuses downloads (link with download, navigation to an attachment)', async () => {
    const r = await renderPage('http://public.test/download', publicOpts());
    assert.match(r.html, /<h1>Download<\/h1>/, 'the page stays: the attachment did not replace it');
    const b = (await pool.current())!;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name.includes('wf-test-download')) found.push(full);
      }
    };
    walk(b.userDataDir);
    const home = path.join(os.homedir(), 'Downloads');
    if (fs.existsSync(home)) walk(home);
    assert.deepEqual(found, []);
  });

  it('dismisses dialogs', async () => {
    const r = await renderPage('http://public.test/dialogs', publicOpts());
    assert.equal(r.dialogsDismissed, 3);
    assert.match(r.html, /after the dialogs/);
  });

  /** Wait (at most 5 s) until `ok()` holds; a render's loading is seen by its hanging request reaching the server. */
  async function until(ok: () => boolean | Promise<boolean>, what: string): Promise<void> {
    for (let i = 0; i < 250; i++) {
      if (await ok()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.fail(`timed out waiting for ${what}`);
  }

  it('cancel rejects with ABORTED and closes the page; the browser stays for a page still rendering', async () => {
    const keep = new AbortController();
    const loading = hung.length;
    const other = renderPage('http://public.test/never-finishes-empty', publicOpts({ signal: keep.signal, timeoutMs: 30_000 }));
    await until(() => hung.length > loading, 'the first page to load');
    const ac = new AbortController();
    const p = renderPage('http://public.test/never-finishes-empty', publicOpts({ signal: ac.signal, timeoutMs: 30_000 }));
    await until(() => hung.length > loading + 1, 'the second page to load');
    const b = (await pool.current())!;
    const kills = pool.kills;
    assert.equal(await openPagesInContexts(), 2);
    ac.abort();
    await assert.rejects(p, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    await until(async () => (await openPagesInContexts()) === 1, 'the cancelled page to close');
    assert.equal(pool.kills, kills, 'not killed: another page still needs the browser');
    assert.equal(b.closed, false);
    keep.abort();
    await assert.rejects(other, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    // The last page cancelled: closed by the browser, or the browser killed (then asking it fails: it is gone).
    await until(async () => b.closed || (await openPagesInContexts().catch(() => -1)) === 0, 'the last page to close');
  });

  it('a run cancelled as a whole: the browser is killed at once, with every process of its group', async () => {
    const ac = new AbortController();
    const loading = hung.length;
    const renders = [1, 2, 3, 4].map(() => renderPage('http://public.test/never-finishes-empty', publicOpts({ signal: ac.signal, timeoutMs: 30_000 })));
    await until(() => hung.length >= loading + 4, 'four pages to load');
    const b = (await pool.current())!;
    const kills = pool.kills;
    ac.abort();
    await Promise.resolve(); // the pages heard the abort; the pool judged them all cancelled
    assert.equal(pool.kills, kills + 1, 'killed in the same turn as the cancel, not after a wait');
    assert.equal(b.closed, true);
    for (const r of renders) await assert.rejects(r, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    // every process of the browser's group ends (renderers, GPU, utility processes: no page lingers)
    await until(() => {
      try {
        process.kill(-b.pid!, 0);
        return false;
      } catch {
        return true;
      }
    }, 'the browser\'s process group to end');
    await b.close();
  });

  it('a cancelled page a stuck browser keeps open: the browser is killed once no wanted page is left', async () => {
    const keep = new AbortController();
    const loading = hung.length;
    // a wanted page with a short deadline, and a page that will be cancelled
    const wanted = renderPage('http://public.test/never-finishes-empty', publicOpts({ signal: keep.signal, timeoutMs: 8000 })).catch((e: unknown) => e);
    const ac = new AbortController();
    const cancelled = renderPage('http://public.test/never-finishes-empty', publicOpts({ signal: ac.signal, timeoutMs: 30_000 }));
    await until(() => hung.length >= loading + 2, 'two pages to load');
    const b = (await pool.current())!;
    const kills = pool.kills;
    // A browser that cannot answer (stopped): disposing of the cancelled page's context never completes.
    process.kill(b.pid!, 'SIGSTOP');
    ac.abort();
    await assert.rejects(cancelled, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    await Promise.resolve();
    assert.equal(pool.kills, kills, 'not killed while the other page is still wanted');
    // the wanted page ends at its deadline; then only the cancelled page is open, and the browser is killed
    const w = await wanted;
    assert.ok(w instanceof EngineError && w.code === 'TIMEOUT', String(w));
    for (let i = 0; i < 250 && !b.closed; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(b.closed, true, 'the browser was killed');
    await b.close(); // waits for the exit and the profile removal
    assert.equal(pool.kills, kills + 1);
    assert.throws(() => process.kill(b.pid!, 0), /ESRCH/);
    assert.equal(fs.existsSync(b.userDataDir), false);
    // the next render starts a new browser
    const r = await renderPage(site!.url('/landing'), { timeoutMs: 15_000, pool, allowPrivate: true });
    assert.match(r.html, /Landing/);
    assert.notEqual((await pool.current())!.pid, b.pid);
  });

  it('stops loading at the byte cap for one page and says so; the page is read as it is', async () => {
    const capped = await renderPage('http://public.test/heavy', publicOpts({ maxResourceBytes: 1024 * 1024 }));
    assert.match(capped.stopped ?? '', /the page's resources reached the 1 MB cap/);
    assert.match(capped.html, /Heavy page/);
    assert.ok(capped.bytes > 1024 * 1024 && capped.bytes < 6 * 1024 * 1024, `${capped.bytes} bytes`);
    assert.ok(capped.refused.some((x) => /loading stopped/.test(x.reason)) || capped.bytes < 16 * 1024 * 1024);
    const whole = await renderPage('http://public.test/heavy', publicOpts());
    assert.equal(whole.stopped, undefined);
    assert.ok(whole.bytes > 16 * 1024 * 1024, `${whole.bytes} bytes`);
  });

  it('stops loading past the request cap for one page and says so', async () => {
    const r = await renderPage('http://public.test/many', publicOpts({ maxRequests: 10 }));
    assert.match(r.stopped ?? '', /more than 10 requests/);
    assert.match(r.html, /Many images/);
    assert.ok(r.refused.some((x) => /more than 10 requests|loading stopped/.test(x.reason)));
  });

  it('counts sub-resources against the per-host rate limit without waiting; navigations wait for a slot', async () => {
    const limiter = new RateLimiter({ perMinute: 1 });
    limiter.record('cdn.test'); // cdn.test's one slot of the minute is taken
    const r = await renderPage('http://public.test/uses-cdn', publicOpts({ rateLimiter: limiter }));
    assert.match(r.html, /Built by the CDN script/, 'the script did not wait for the limit');
    assert.equal(limiter.used('cdn.test'), 2, 'and it was counted');
    assert.ok(limiter.used('public.test') >= 1, 'the navigation took a slot');
    // public.test's slot is taken now: a navigation to it waits for the next one, here past the render's deadline
    const landings = () => site!.requests.filter((q) => q.url === '/landing').length;
    const before = landings();
    await assert.rejects(renderPage('http://public.test/landing', publicOpts({ rateLimiter: limiter, timeoutMs: 2500 })), (e: unknown) => e instanceof EngineError && e.code === 'TIMEOUT');
    assert.equal(landings(), before, 'the page was never requested');
  });

  it('says so when no browser exists at webFetch.browserPath', async () => {
    await assert.rejects(renderPage(site!.url('/spa'), { timeoutMs: 5000, pool, browserPath: '/nonexistent/chrome' }), (e: unknown) => e instanceof BrowserUnavailableError && /\/nonexistent\/chrome/.test((e as Error).message));
  });

  it('closes an idle browser and removes its temporary profile', async () => {
    const own = new BrowserPool({ idleMs: 100 });
    await renderPage(site!.url('/landing'), { timeoutMs: 15_000, pool: own, allowPrivate: true });
    const b = (await own.current())!;
    assert.ok(fs.existsSync(b.userDataDir));
    for (let i = 0; i < 100 && !b.closed; i++) await new Promise((r) => setTimeout(r, 50));
    await b.close(); // waits for the exit and the profile removal that the idle timer started
    assert.equal(b.closed, true);
    assert.equal(fs.existsSync(b.userDataDir), false);
    assert.throws(() => process.kill(b.pid!, 0), /ESRCH/);
  });
});
