// Cancel latency of JavaScript rendering: how long from abort() until every page of the render is closed, and until
// the caller has its answer. usage: node --import tsx bench/shell-cancel.ts [--runs N] [--pages K] [--keep M[,M…]]
// Each run starts K renders (default 1) of a loopback page that never finishes loading (it polls a JSON call every
// 100 ms and keeps one request hanging), waits until every page is loading, then aborts their signal. With --keep M,
// M more pages of another (not cancelled) render stay open meanwhile, so the cancel cannot end the browser and
// closes its pages over DevTools instead. Default --keep 0,1: both ways, one after the other in the same run. Measured from abort():
//   answered: the last render promise rejected (what the run waits for before it reports the URL cancelled)
//   stopped:  no cancelled page can run again: each page target reported destroyed (Target.targetDestroyed), or,
//             when the cancel killed the browser, every process of its group exited or exiting (Linux /proc: a
//             zombie, or PF_EXITING set: SIGKILL delivered, the kernel is freeing its memory)
//   exited:   (killed browser only) every process of its group gone or a zombie: its memory returned
// Reference in the same run: one DevTools round trip (Browser.getVersion) on the same browser, the floor of any
// close that waits for the browser's answer.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { BrowserPool, renderPage } from '../src/engine/browser/render';
import { findBrowser } from '../src/engine/browser/find';
import type { CdpEvent } from '../src/engine/browser/cdp';
import type { BrowserProcess } from '../src/engine/browser/process';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const dist = (xs: number[]) =>
  xs.length
    ? `min ${Math.min(...xs).toFixed(1)}  median ${pct(xs, 50).toFixed(1)}  p90 ${pct(xs, 90).toFixed(1)}  p95 ${pct(xs, 95).toFixed(1)}  max ${Math.max(...xs).toFixed(1)} ms  (n=${xs.length})`
    : '-';

/** The process state from /proc: gone (no entry, or a zombie), exiting (SIGKILL delivered), or alive. */
function procState(pid: number): 'gone' | 'exiting' | 'alive' {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
    return Number(fields[6]) & 0x4 ? 'exiting' : 'alive'; // PF_EXITING
  } catch {
    return 'gone';
  }
}

/** The processes of a process group (the browser leads its own), from /proc (Linux). */
function processGroup(pgid: number): number[] {
  if (process.platform !== 'linux') return [];
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    });
}

async function main(): Promise<void> {
  const found = findBrowser();
  if (!found) {
    console.error('bench/shell-cancel: no Chrome, Edge or Chromium installed (Debian: apt-get install chromium).');
    process.exit(2);
  }
  const runs = Number(arg('runs', '30'));
  const perRun = Number(arg('pages', '1'));
  // 0: the cancelled render is the only one (a run cancelled as a whole: the browser is killed); 1: another render
  // keeps the browser busy, so the cancel closes its pages over DevTools instead — the reference, in the same run
  const keeps = arg('keep', '0,1').split(',').map(Number);
  const hung: http.ServerResponse[] = [];
  let loading = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') {
      loading++;
      return void hung.push(res);
    }
    if (req.url === '/api.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"x":1}');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="root"></div><script>setInterval(() => fetch("/api.json"), 100); fetch("/hang")</script>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const measure = async (keep: number): Promise<void> => {
    const pool = new BrowserPool({ idleMs: 60_000, maxPages: perRun + keep + 1 });

    // Page targets destroyed, by id, with the time the browser reported it.
    const destroyedAt = new Map<string, number>();
    const watched = new WeakSet<object>();
    const watch = (b: BrowserProcess) => {
      if (watched.has(b.cdp)) return;
      watched.add(b.cdp);
      b.cdp.onEvent((e: CdpEvent) => {
        const id = (e.params as { targetId?: string }).targetId;
        if (e.method === 'Target.targetDestroyed' && id) destroyedAt.set(id, performance.now());
      });
    };
    const pagesOf = async (b: BrowserProcess) => {
      const { targetInfos } = await b.cdp.send<{ targetInfos: { targetId: string; type: string; browserContextId?: string }[] }>('Target.getTargets');
      const { defaultBrowserContextId } = await b.cdp.send<{ defaultBrowserContextId?: string }>('Target.getBrowserContexts');
      return targetInfos.filter((t) => t.type === 'page' && t.browserContextId !== defaultBrowserContextId).map((t) => t.targetId);
    };
    const startLoading = async (n: number, signal: AbortSignal, tag: string) => {
      const settledAt: number[] = [];
      const before = loading;
      const renders = Array.from({ length: n }, (_, j) =>
        renderPage(`${origin}/never?${tag}-${j}`, { pool, timeoutMs: 30_000, allowPrivate: true, signal }).then(
          () => settledAt.push(performance.now()),
          () => settledAt.push(performance.now()),
        ),
      );
      for (let w = 0; w < 500 && loading < before + n; w++) await new Promise((r) => setTimeout(r, 20));
      return { settledAt, done: Promise.all(renders) };
    };

    const rtt: number[] = [];
    const answered: number[] = [];
    const stopped: number[] = [];
    const exited: number[] = [];
    let leftOpen = 0;
    let kept: { ac: AbortController; done: Promise<unknown> } | undefined;
    for (let i = 0; i < runs; i++) {
      if (keep > 0 && !kept) {
        const ac = new AbortController();
        kept = { ac, done: (await startLoading(keep, ac.signal, `keep${i}`)).done };
      }
      const ac = new AbortController();
      const seen = new Set(pool.current() ? await pagesOf((await pool.current())!) : []);
      const { settledAt, done } = await startLoading(perRun, ac.signal, String(i));
      await new Promise((r) => setTimeout(r, 200));
      const b = (await pool.current())!;
      watch(b);
      const mine = (await pagesOf(b)).filter((t) => !seen.has(t));
      const group = b.pid ? processGroup(b.pid) : [];
      const r0 = performance.now();
      await b.cdp.send('Browser.getVersion');
      rtt.push(performance.now() - r0);
      const killsBefore = pool.kills;
      const c0 = performance.now();
      ac.abort();
      let stoppedAt = NaN;
      let exitedAt = NaN;
      for (let w = 0; w < 3000 && Number.isNaN(exitedAt); w++) {
        const now = performance.now();
        if (Number.isNaN(stoppedAt) && mine.length && mine.every((t) => destroyedAt.has(t))) {
          stoppedAt = Math.max(...mine.map((t) => destroyedAt.get(t)!));
          if (pool.kills === killsBefore) break;
        }
        if (pool.kills > killsBefore && group.length) {
          const states = group.map(procState);
          if (Number.isNaN(stoppedAt) && states.every((s) => s !== 'alive')) stoppedAt = now;
          if (states.every((s) => s === 'gone')) exitedAt = now;
        }
        await new Promise((r) => setTimeout(r, 1));
      }
      await done;
      answered.push(Math.max(...settledAt) - c0);
      if (Number.isNaN(stoppedAt)) leftOpen++;
      else stopped.push(stoppedAt - c0);
      if (!Number.isNaN(exitedAt)) exited.push(exitedAt - c0);
      for (const r of hung.splice(0)) r.destroy();
      if (pool.kills > killsBefore) kept = undefined;
    }
    const killsInRuns = pool.kills; // before the kept render's own cancel below
    kept?.ac.abort();
    await kept?.done;
    console.log(`shell-cancel — ${found.path}, ${runs} runs × ${perRun} cancelled page(s)${keep ? `, ${keep} other page(s) kept open` : ''}, load ${os.loadavg()[0]!.toFixed(1)}`);
    console.log(`  DevTools round trip (reference): ${dist(rtt)}`);
    console.log(`  abort → caller answered:         ${dist(answered)}`);
    console.log(`  abort → every page stopped:      ${dist(stopped)}`);
    console.log(`  abort → browser processes exited: ${dist(exited)}`);
    console.log(`  runs with a page still open after 3 s: ${leftOpen}; browser killed by the cancel: ${killsInRuns} of ${runs}`);
    await pool.close();
  };
  for (const keep of keeps) await measure(keep);
  server.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
