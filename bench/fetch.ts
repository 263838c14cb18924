// npm run bench:fetch — how concurrent the direct route really is, on loopback servers only.
//   A. 20 URLs on 20 loopback addresses (127.0.0.1 … 127.0.0.20, one server each, each answering after 300 ms)
//      vs 1 URL vs the same 20 fetched one after another. Target: 20-URL time ≤ 1.3 × the 1-URL time.
//   B. 20 URLs on one host (answering after 300 ms): all fetched, peak concurrency at the server ≤ 6.
// Each timing is the median of several runs; the response cache is bypassed so every run really fetches.
import { fetchPages } from '../src/engine/fetch/direct';
import { planPrompt } from '../src/engine/urls/prompt';
import type { PageResult } from '../src/engine/types';
import { closeAll, startServer, type TestServer } from '../test/support/servers';

const DELAY_MS = 300;
const RUNS = 5;

function delayed(label: string) {
  return (_req: unknown, res: import('node:http').ServerResponse) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`hello from ${label}`);
    }, DELAY_MS);
  };
}

async function timed(run: () => Promise<PageResult[]>): Promise<{ ms: number; pages: PageResult[] }> {
  const t0 = performance.now();
  const pages = await run();
  return { ms: performance.now() - t0, pages };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function assertAllOk(pages: PageResult[], what: string): void {
  const bad = pages.filter((p) => !p.ok);
  if (bad.length) throw new Error(`${what}: ${bad.length} failed, e.g. ${JSON.stringify(bad[0]!.error)}`);
}

async function main(): Promise<void> {
  const servers: TestServer[] = [];
  let one: TestServer | undefined;
  try {
    for (let i = 1; i <= 20; i++) servers.push(await startServer(delayed(`127.0.0.${i}`), { host: `127.0.0.${i}` }));
    one = await startServer(delayed('one host'));
    const opts = { timeoutMs: 10_000, noCache: true };
    const urls20 = planPrompt(servers.map((s, i) => s.url(`/page${i}`)).join(' ')).urls;
    const url1 = planPrompt(servers[0]!.url('/single')).urls;

    // warm-up (module loading, first sockets)
    await fetchPages(url1, opts);

    const single: number[] = [];
    const parallel: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const a = await timed(() => fetchPages(url1, opts));
      assertAllOk(a.pages, '1 URL');
      single.push(a.ms);
      const b = await timed(() => fetchPages(urls20, opts));
      assertAllOk(b.pages, '20 URLs');
      parallel.push(b.ms);
    }
    const seq = await timed(async () => {
      const all: PageResult[] = [];
      for (const u of urls20) all.push(...(await fetchPages([u], opts)));
      return all;
    });
    assertAllOk(seq.pages, 'sequential');

    const sameHostUrls = planPrompt(Array.from({ length: 20 }, (_, i) => one!.url(`/same${i}`)).join(' ')).urls;
    const same = await timed(() => fetchPages(sameHostUrls, opts));
    assertAllOk(same.pages, 'one host');
    const sameRequests = one.requests.length;

    const t1 = median(single);
    const t20 = median(parallel);
    const ratio = t20 / t1;
    const rows: [string, string, string][] = [
      ['1 URL (127.0.0.1)', `${t1.toFixed(0)} ms`, 'baseline'],
      ['20 URLs on 20 hosts, concurrent', `${t20.toFixed(0)} ms`, `ratio ${ratio.toFixed(2)} (target ≤ 1.3) ${ratio <= 1.3 ? 'OK' : 'MISSED'}`],
      ['20 URLs on 20 hosts, one by one', `${seq.ms.toFixed(0)} ms`, `${(seq.ms / t1).toFixed(1)}× (reference)`],
      [
        '20 URLs on one host',
        `${same.ms.toFixed(0)} ms`,
        `${sameRequests}/20 fetched, peak ${one.peak} at once (limit 6) ${one.peak <= 6 && sameRequests === 20 ? 'OK' : 'MISSED'}`,
      ],
    ];
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    console.log(`bench:fetch — loopback servers answering after ${DELAY_MS} ms; median of ${RUNS} runs (sequential and one-host: 1 run)`);
    console.log(`${'case'.padEnd(w0)}  ${'time'.padStart(w1)}  notes`);
    for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`);
    console.log(`runs (ms): 1 URL [${single.map((x) => x.toFixed(0)).join(', ')}]; 20 URLs [${parallel.map((x) => x.toFixed(0)).join(', ')}]`);
    if (ratio > 1.3 || one.peak > 6 || sameRequests !== 20) process.exitCode = 1;
  } finally {
    await closeAll(...servers, one);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
