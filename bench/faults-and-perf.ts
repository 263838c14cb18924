// npm run bench — issue 6's figures side by side in one run, printed as a table. Loopback servers only.
//   1. 20 URLs on 20 loopback addresses (300 ms server delay each) vs 1 URL           target ≤ 1.3×
//   2. a repeat within the TTL (requests sent)                                         target 0
//      a repeat after the TTL with an ETag (answer)                                    target 304
//   3. peak RSS growth while a 1 GB body and a 1 GB gzip bomb are refused (cut at the cap) target < 64 MB
//      (the servers run in a child process, so only the engine's memory is measured)
//   4. time from cancel to every socket closed, seen by the servers                    target < 100 ms
//   5. the fault suite's wall time (all cases must pass)
//   6. extension activation time (from the newest VS Code harness log) and .vsix size (web-fetch.vsix; with
//      --package, packaged afresh into a temporary file)
//   7. conversion off the host thread (bench/convert.ts, pool vs the old in-thread conversion in the same run): JSON
//      bombs, 10 MB pages of tiny elements, 20 such pages at once (deadline, TIMEOUTs, event-loop delay p99),
//      cancel during conversion, and a soak of 200 prompts × 20 URLs. `--quick` leaves out the in-thread reference
//      (minutes of CPU) and `--no-convert` the whole group.
// Run `node --import tsx bench/faults-and-perf.ts --serve` to start only the child server (used internally).
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fetchPages } from '../src/engine/fetch/direct';
import { planPrompt } from '../src/engine/urls/prompt';
import { ResponseCache } from '../src/engine/cache/responseCache';
import type { PageResult } from '../src/engine/types';
import { convertRows, printRows, resetPeakRss, vmHwm, type BenchRow } from './convert';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const ROOT = path.resolve(__dirname, '..');

const rows: BenchRow[] = [];
const row = (measure: string, result: string, target: string, pass: boolean | null) => rows.push({ measure, result, target, pass });

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** Close a server and every socket it holds. */
function shut(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((r) => server.close(() => r()));
}

function allOk(pages: PageResult[], what: string): void {
  const bad = pages.filter((p) => !p.ok);
  if (bad.length) throw new Error(`${what}: ${bad.length} failed, e.g. ${JSON.stringify(bad[0]!.error)}`);
}

// ---------------------------------------------------------------------------------------------------- child server
/** 1 GB plain body (lazily written) and 1 GB gzip bomb (1 MB of zeros gzipped, as 1024 gzip members). */
async function serve(): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const member = zlib.gzipSync(Buffer.alloc(MB), { level: 9 });
  const server = http.createServer((req, res) => {
    const bomb = req.url === '/bomb';
    res.writeHead(200, { 'content-type': 'text/plain', ...(bomb ? { 'content-encoding': 'gzip' } : { 'content-length': String(GB) }) });
    let sent = 0;
    let closed = false;
    res.on('close', () => (closed = true));
    const pump = () => {
      while (!closed) {
        if (sent >= GB) return void res.end();
        const c = bomb ? member : chunk;
        sent += bomb ? MB : c.length;
        if (!res.write(c)) return void res.once('drain', pump);
      }
    };
    pump();
  });
  const port = await listen(server, '127.0.0.1');
  process.send!({ port });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------------- 1. concurrency
async function concurrency(): Promise<void> {
  const DELAY = 300;
  const servers: http.Server[] = [];
  const urls: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const s = http.createServer((_req, res) => setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end(`host ${i}`), DELAY));
    servers.push(s);
    urls.push(`http://127.0.0.${i}:${await listen(s, `127.0.0.${i}`)}/page`);
  }
  try {
    const opts = { noCache: true, timeoutMs: 10_000 };
    const one: number[] = [];
    const twenty: number[] = [];
    await fetchPages(planPrompt(urls[0]!).urls, opts); // warm-up (module load, JIT)
    for (let run = 0; run < 5; run++) {
      let t0 = performance.now();
      allOk(await fetchPages(planPrompt(urls[0]!).urls, opts), '1 URL');
      one.push(performance.now() - t0);
      t0 = performance.now();
      allOk(await fetchPages(planPrompt(urls.join(' ')).urls, opts), '20 URLs');
      twenty.push(performance.now() - t0);
    }
    const ratio = median(twenty) / median(one);
    row('20 URLs / 20 hosts vs 1 URL (300 ms delay, median of 5)', `${median(twenty).toFixed(0)} ms vs ${median(one).toFixed(0)} ms = ${ratio.toFixed(2)}×`, '≤ 1.3×', ratio <= 1.3);
  } finally {
    await Promise.all(servers.map(shut));
  }
}

// ---------------------------------------------------------------------------------------------------- 2. cache
async function cache(): Promise<void> {
  let requests = 0;
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    requests++;
    if (req.headers['if-none-match'] === '"v1"') {
      statuses.push(304);
      return res.writeHead(304, { etag: '"v1"' }).end();
    }
    statuses.push(200);
    res.writeHead(200, { 'content-type': 'text/html', etag: '"v1"' }).end('<html><body><main><h1>Cached</h1><p>Some text.</p></main></body></html>');
  });
  const port = await listen(server, '127.0.0.1');
  try {
    let now = Date.now();
    const store = new ResponseCache({}, () => now);
    const url = planPrompt(`http://127.0.0.1:${port}/doc`).urls;
    await fetchPages(url, { cache: store });
    const before = requests;
    const [hit] = await fetchPages(url, { cache: store });
    row('repeat within TTL: requests sent', `${requests - before} (report: ${hit!.report?.cache})`, '0', requests - before === 0);
    now += store.settings.ttlMs + 1;
    const at = statuses.length;
    const [again] = await fetchPages(url, { cache: store });
    const answers = statuses.slice(at);
    row('repeat after TTL with ETag: answer', `${answers.join(', ')} (report: ${again!.report?.cache})`, '304', answers.length === 1 && answers[0] === 304);
  } finally {
    await shut(server);
  }
}

// ---------------------------------------------------------------------------------------------------- 3. memory
async function memory(): Promise<void> {
  const child = fork(__filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve(m.port));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const prompt = `http://127.0.0.1:${port}/big http://127.0.0.1:${port}/bomb`;
    // Warm up (code loaded, buffers pooled), then measure from a settled heap.
    await fetchPages(planPrompt(prompt).urls, { noCache: true, maxBytes: MB });
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 100));
    const base = process.memoryUsage().rss;
    const hwm = resetPeakRss();
    let sampled = base;
    const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 5);
    const t0 = performance.now();
    const pages = await fetchPages(planPrompt(prompt).urls, { noCache: true, timeoutMs: 30_000 });
    const ms = performance.now() - t0;
    clearInterval(timer);
    sampled = Math.max(sampled, process.memoryUsage().rss);
    const peak = Math.max(sampled, (hwm && vmHwm()) || 0);
    allOk(pages, '1 GB body + bomb');
    const growth = (peak - base) / MB;
    const cut = pages.map((p) => `${(p.bytes / MB).toFixed(0)} MB${p.truncated ? ' cut' : ''}`).join(' / ');
    row(
      'peak RSS growth: 1 GB body + 1 GB gzip bomb at once',
      `+${growth.toFixed(1)} MB (bodies ${cut}, ${ms.toFixed(0)} ms; ${hwm ? 'VmHWM' : 'sampled'})`,
      '< 64 MB',
      growth < 64,
    );
  } finally {
    child.kill();
  }
}

// ---------------------------------------------------------------------------------------------------- 4. cancel
async function cancel(): Promise<void> {
  const servers: http.Server[] = [];
  const urls: string[] = [];
  const open = new Set<net.Socket>();
  let lastClose = 0;
  for (let i = 1; i <= 20; i++) {
    const s = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const t = setInterval(() => res.write('.'), 20); // a body that trickles: the socket stays busy
      res.on('close', () => clearInterval(t));
    });
    s.on('connection', (sock) => {
      open.add(sock);
      sock.on('close', () => {
        open.delete(sock);
        lastClose = performance.now();
      });
    });
    servers.push(s);
    urls.push(`http://127.0.0.${i}:${await listen(s, `127.0.0.${i}`)}/slow`);
  }
  try {
    const results: number[] = [];
    const resolved: number[] = [];
    for (let run = 0; run < 3; run++) {
      const ac = new AbortController();
      const done = fetchPages(planPrompt(urls.join(' ')).urls, { noCache: true, timeoutMs: 30_000, signal: ac.signal });
      const until = Date.now() + 5000;
      while (open.size < 20 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 100));
      const opened = open.size;
      const t0 = performance.now();
      ac.abort();
      const pages = await done;
      resolved.push(performance.now() - t0);
      while (open.size > 0 && performance.now() - t0 < 5000) await new Promise((r) => setImmediate(r));
      if (open.size > 0) throw new Error(`${open.size} sockets still open 5 s after cancel`);
      results.push(lastClose - t0);
      if (pages.some((p) => p.error?.code !== 'ABORTED')) throw new Error('a page did not end ABORTED');
      if (opened < 20) throw new Error(`only ${opened} sockets were open when cancelling`);
    }
    const worst = Math.max(...results);
    row(
      'cancel → every socket closed (20 busy sockets, worst of 3)',
      `${worst.toFixed(1)} ms (run resolves in ${median(resolved).toFixed(1)} ms)`,
      '< 100 ms',
      worst < 100,
    );
  } finally {
    await Promise.all(servers.map(shut));
  }
}

// ---------------------------------------------------------------------------------------------------- fault suite
function faultSuite(): void {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(ROOT, 'test/run-unit.mjs'), 'test/unit/faults.test.ts'], { cwd: ROOT, encoding: 'utf8' });
  const secs = (performance.now() - t0) / 1000;
  const summary = /unit: (\d+) passed, (\d+) failed/.exec(r.stdout);
  const passed = summary ? `${summary[1]} passed, ${summary[2]} failed` : 'no summary';
  row('fault suite (test/unit/faults.test.ts)', `${passed} in ${secs.toFixed(1)} s`, 'all pass, < 120 s', r.status === 0 && secs < 120);
}

// ---------------------------------------------------------------------------------------------------- 6. extension
function newestActivation(): { ms: number; file: string } | undefined {
  const runs = process.env.VSC_RUNS_DIR || path.join(os.tmpdir(), 'web-fetch-vsc-runs');
  const logs: { file: string; mtime: number }[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 7) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (e.name === 'Web Fetch.log') logs.push({ file: p, mtime: fs.statSync(p).mtimeMs });
    }
  };
  walk(runs, 0);
  for (const { file } of logs.sort((a, b) => b.mtime - a.mtime)) {
    const m = /activated in ([\d.]+) ms/.exec(fs.readFileSync(file, 'utf8'));
    if (m) return { ms: Number(m[1]), file };
  }
  return undefined;
}

function extension(packageFresh: boolean): void {
  const act = newestActivation();
  row('extension activate()', act ? `${act.ms} ms (newest harness log)` : 'n/a (not built: run npm run test:vscode)', '—', null);
  let vsix = path.join(ROOT, 'web-fetch.vsix');
  let note = 'web-fetch.vsix';
  if (packageFresh) {
    const out = path.join(os.tmpdir(), `web-fetch-bench-${process.pid}.vsix`);
    const r = spawnSync('npx', ['--no-install', 'vsce', 'package', '--no-dependencies', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    if (r.status === 0) {
      vsix = out;
      note = 'packaged now';
    } else {
      note = `packaging failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`;
    }
  }
  if (fs.existsSync(vsix)) {
    const size = fs.statSync(vsix).size;
    row('.vsix size', `${(size / MB).toFixed(2)} MB (${note})`, '< 2 MB', size < 2 * MB);
    // The PDF reader is its own bundle: say so when the package lacks it, with what it would add.
    const listing = spawnSync('unzip', ['-l', vsix], { encoding: 'utf8' });
    const pdfJs = path.join(ROOT, 'dist/pdf.js');
    if (listing.status === 0 && !listing.stdout.includes('extension/dist/pdf.js') && fs.existsSync(pdfJs)) {
      const extra = zlib.deflateRawSync(fs.readFileSync(pdfJs), { level: 9 }).length;
      const total = size + extra;
      row('.vsix size with dist/pdf.js (estimate)', `${(total / MB).toFixed(2)} MB (the package above lacks dist/pdf.js: +${(extra / MB).toFixed(2)} MB)`, '< 2 MB', total < 2 * MB);
    }
  } else {
    row('.vsix size', `n/a (not built: npm run package)${packageFresh ? ` — ${note}` : ''}`, '< 2 MB', null);
  }
}


async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serve();
  const steps: [string, () => Promise<void> | void][] = [
    ['concurrency', concurrency],
    ['cache', cache],
    ['memory', memory],
    ['cancel', cancel],
    ['fault suite', faultSuite],
    ['extension', () => extension(process.argv.includes('--package'))],
  ];
  if (!process.argv.includes('--no-convert')) {
    steps.push(['conversion', async () => void rows.push(...(await convertRows({ modes: process.argv.includes('--quick') ? ['pool'] : ['pool', 'inline'] })))]);
  }
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (e) {
      row(name, `error: ${(e as Error).message}`, '—', false);
    }
  }
  printRows(rows);
  process.exitCode = rows.some((r) => r.pass === false) ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
