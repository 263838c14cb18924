// JavaScript rendering benchmark: render time (median, p95), browser memory per page, and cancel latency, with the
// direct fetch of the same pages (no browser) as the reference, measured in the same run.
// usage: node --import tsx bench/render.ts [--data DIR] [--pages N] [--spa N]
//   A. a loopback single-page app that builds its text from a JSON call, N times (default 20): direct vs rendered
//   B. the pages of DIR (default ../shared/bench/modern) that the shell detector flags, served from loopback as
//      public pages (their third-party hosts unreachable, as in a closed network): render time, memory, text gained
//   C. cancel: abort a render of a page that never finishes; time from abort() until the render answers
// Memory: proportional set size (PSS) of the browser's whole process tree (/proc, Linux), sampled every 300 ms while a
// page is open, minus the idle browser's; and the page's JavaScript heap when its DOM was read.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { decodeBody } from '../src/engine/content/charset';
import { convertContent } from '../src/engine/content/convert';
import { detectShell } from '../src/engine/browser/detect';
import { BrowserPool, renderPage } from '../src/engine/browser/render';
import { findBrowser } from '../src/engine/browser/find';
import { fetchPages } from '../src/engine/fetch/direct';
import { planPrompt } from '../src/engine/urls/prompt';
import type { Resolver } from '../src/engine/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${Math.round(x)} ms`;
const mb = (x: number) => `${(x / 1024 / 1024).toFixed(0)} MB`;

/** Proportional set size (bytes: shared pages split between the processes that share them) of a process and all its descendants (Linux /proc; 0 elsewhere). */
function treeRss(rootPid: number): number {
  if (process.platform !== 'linux') return 0;
  // Walk the tree through /proc/PID/task/PID/children (no scan of every process on the machine).
  const pids: number[] = [];
  const walk = (pid: number, depth: number) => {
    pids.push(pid);
    if (depth > 10) return;
    try {
      // children of every thread (Chromium starts its helpers from a launcher thread)
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        for (const c of fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean)) walk(Number(c), depth + 1);
      }
    } catch {
      // exited meanwhile
    }
  };
  walk(rootPid, 0);
  let total = 0;
  for (const pid of pids) {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

async function main(): Promise<void> {
  const browser = findBrowser();
  if (!browser) {
    console.error('bench/render: no Chrome, Edge or Chromium installed (Debian: apt-get install chromium).');
    process.exit(2);
  }
  const dataDir = path.resolve(arg('data', '../shared/bench/modern'));
  const spaRuns = Number(arg('spa', '20'));
  const maxPages = Number(arg('pages', '40'));
  console.log(`render bench — ${browser.path}`);

  // Pages served by host name: "site.test" is the SPA; "pNNNN.test" a page of the data set.
  const pages = new Map<string, Buffer>();
  const hung: http.ServerResponse[] = [];
  const { server, origin } = await listen((req, res) => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const url = req.url ?? '/';
    if (url === '/hang') return void hung.push(res);
    if (host === 'site.test') {
      if (url === '/api.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'Guide', paras: Array.from({ length: 20 }, (_, i) => `Paragraph ${i} of the guide, built from the JSON call by the page's script.`) }));
      if (url === '/never') return res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="root"></div><script>setInterval(() => fetch("/api.json"), 100); fetch("/hang")</script>');
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div><script>fetch('/api.json').then(r => r.json()).then(d => { document.getElementById('root').innerHTML = '<h1>' + d.title + '</h1>' + d.paras.map(p => '<p>' + p + '</p>').join(''); });</script></body></html>`);
    }
    const body = pages.get(host);
    if (body && url === '/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    res.writeHead(404).end();
  });
  // Upstream proxy: *.test → the loopback server; anything else (the pages' CDNs) is unreachable (502).
  const { server: upstream, origin: upstreamUrl } = await listen((req, res) => {
    let u: URL;
    try {
      u = new URL(req.url ?? '');
    } catch {
      return res.writeHead(400).end();
    }
    if (!u.hostname.endsWith('.test')) return res.writeHead(502).end();
    const o = new URL(origin);
    const up = http.request({ host: o.hostname, port: o.port, path: u.pathname + u.search, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  upstream.on('connect', (_req, sock) => {
    sock.on('error', () => undefined);
    sock.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  const resolver: Resolver = async (h) => {
    if (h.endsWith('.test')) return [{ address: '93.184.216.34', family: 4 }];
    throw Object.assign(new Error(`ENOTFOUND ${h}`), { code: 'ENOTFOUND' });
  };

  const pool = new BrowserPool({ idleMs: 60_000 });
  const common = { pool, resolver, upstreamFor: () => upstreamUrl, timeoutMs: 15_000 };

  // A. SPA: direct fetch (reference) vs render
  const t0 = performance.now();
  const first = await renderPage('http://site.test/', common);
  const firstMs = performance.now() - t0;
  const b = (await pool.current())!;
  const idleRss = treeRss(b.pid!);
  const direct: number[] = [];
  const rendered: number[] = [];
  for (let i = 0; i < spaRuns; i++) {
    const d0 = performance.now();
    await fetchPages(planPrompt('http://site.test/').urls, { resolver, proxy: upstreamUrl, noCache: true, renderJavaScript: 'never' });
    direct.push(performance.now() - d0);
    const r = await renderPage('http://site.test/', common);
    rendered.push(r.timeMs);
  }
  console.log(`A. SPA (JSON call), ${spaRuns} runs, one browser reused`);
  console.log(`   first render (browser start included): ${ms(firstMs)} (start ${ms(first.launchMs)})`);
  console.log(`   direct fetch, no browser (reference): median ${ms(pct(direct, 50))}, p95 ${ms(pct(direct, 95))}`);
  console.log(`   rendered:                             median ${ms(pct(rendered, 50))}, p95 ${ms(pct(rendered, 95))}`);
  console.log(`   idle browser memory (PSS): ${mb(idleRss)}`);

  // B. flagged pages of the data set
  if (!fs.existsSync(path.join(dataDir, 'ground-truth.json'))) {
    console.log(`B. skipped: no page set at ${dataDir} (pass --data DIR)`);
  } else {
    const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { articleBody: string }>;
    const { matchPage } = (await import(pathToFileURL(path.join(dataDir, 'score.mjs')).href)) as { matchPage(t: string, p: string): [number, number, number] };
    const recall = ([tp, , fn]: [number, number, number]) => (tp + fn === 0 ? 1 : tp / (tp + fn));
    const times: number[] = [];
    const rssDelta: number[] = [];
    const heaps: number[] = [];
    let before = 0;
    let after = 0;
    let failed = 0;
    let improved = 0;
    let n = 0;
    const settled: Record<string, number> = {};
    for (const f of fs.readdirSync(path.join(dataDir, 'html')).sort()) {
      if (n >= maxPages) break;
      const id = f.replace('.html.gz', '');
      const raw = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', f)));
      const { text } = decodeBody(raw, 'text/html', true);
      const served = convertContent(text, 'html', 'http://p.test/', 'text/html').content;
      if (!detectShell(text, served.length).shell) continue;
      n++;
      const host = `p${id}.test`;
      pages.set(host, raw);
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(b.pid!))), 300);
      try {
        const r = await renderPage(`http://${host}/`, common);
        times.push(r.timeMs);
        heaps.push(r.jsHeapBytes);
        settled[r.settled] = (settled[r.settled] ?? 0) + 1;
        const out = convertContent(r.html, 'html', r.finalUrl, 'text/html').content;
        const rb = recall(matchPage(truth[id]?.articleBody ?? '', served));
        const ra = recall(matchPage(truth[id]?.articleBody ?? '', out));
        before += rb;
        after += ra;
        if (ra > rb + 0.2) improved++;
      } catch (e) {
        failed++;
        console.log(`   ${id}: ${(e as Error).message}`);
      } finally {
        clearInterval(sampler);
        pages.delete(host);
      }
      rssDelta.push(Math.max(0, peak - idleRss));
    }
    const ok = times.length;
    console.log(`B. ${n} pages the detector flags in ${dataDir} (third-party hosts unreachable)`);
    console.log(`   render time: median ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}; failed ${failed}; ended by ${Object.entries(settled).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`   browser memory per open page (peak PSS over idle): median ${mb(pct(rssDelta, 50))}, p95 ${mb(pct(rssDelta, 95))}; JS heap median ${mb(pct(heaps, 50))}, p95 ${mb(pct(heaps, 95))}`);
    console.log(`   ground-truth recall, served text → rendered text: ${(before / Math.max(ok, 1)).toFixed(2)} → ${(after / Math.max(ok, 1)).toFixed(2)} (${improved} pages gained > 0.2)`);
  }

  // C. cancel latency
  const cancels: number[] = [];
  for (let i = 0; i < 10; i++) {
    const ac = new AbortController();
    const p = renderPage('http://site.test/never', { ...common, signal: ac.signal });
    await new Promise((r) => setTimeout(r, 700));
    const c0 = performance.now();
    ac.abort();
    await p.catch(() => undefined); // settles at once: the page is closed after (bench/shell-cancel.ts measures that)
    cancels.push(performance.now() - c0);
  }
  console.log(`C. cancel → caller answered: median ${ms(pct(cancels, 50))}, p95 ${ms(pct(cancels, 95))} (10 runs; npm run bench:shell-cancel for the pages closed)`);

  for (const r of hung) r.destroy();
  await pool.close();
  server.close();
  upstream.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
