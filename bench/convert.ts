// Conversion under hostile pages: the rows of `npm run bench` that measure where pages are converted (a pool of
// converter processes vs the old in-thread conversion, both in the same run), memory, the host thread's event-loop
// delay, cancel latency and a soak. Every measurement runs in a child process of its own (with
// --max-old-space-size, so an out-of-memory crash is a figure, not a lost machine); the pages come from one more
// child process, so the servers' memory and CPU are not counted. Loopback servers only.
//
//   node --expose-gc --import tsx bench/convert.ts                 every row, pool and in-thread
//   node --import tsx bench/convert.ts --only json,soak            some rows (json, big, twenty, cancel, soak)
//   node --import tsx bench/convert.ts --modes pool                only the pool (inline: only the old way)
//
// Internal: `--serve` starts the page server; `--child <scenario> <mode> <port>` runs one measurement and prints
// one JSON line.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fetchPages } from '../src/engine/fetch/direct';
import { planPrompt } from '../src/engine/urls/prompt';
import { ResponseCache } from '../src/engine/cache/responseCache';
import type { PageResult } from '../src/engine/types';
import type { DirectOptions } from '../src/engine/fetch/direct';
import { ConvertPool, POOL_DEFAULTS, inlineConverter, type Converter } from '../src/engine/workers/pool';

type Mode = 'pool' | 'inline';
let pool: ConvertPool | undefined;
/**
 * Where pages are converted: one pool of converter processes per measurement (running the bundled worker, as the
 * extension and the CLI do: see WORKER_BUNDLE), or the calling thread (the old way).
 */
function converterFor(mode: Mode): { converter: Converter; pool?: ConvertPool } {
  if (mode === 'inline') return { converter: inlineConverter };
  pool ??= new ConvertPool({ workerFile: process.env.WORKER_BUNDLE || undefined });
  return { converter: pool, pool };
}

const MB = 1024 * 1024;
/** Loopback addresses the server listens on (one URL per host, so the per-host limit does not serialise them). */
const HOSTS = 20;

export interface BenchRow {
  measure: string;
  result: string;
  target: string;
  pass: boolean | null;
}

// ---------------------------------------------------------------------------------------------------- pages
/** A 10 MB page of `<li>x`, of `<td>`, and 1 M tiny inline elements: DOMs far larger than their bytes. */
function bigPages(): Record<string, Buffer> {
  const head = '<!doctype html><html><head><title>Big</title></head><body><main>';
  const fill = (unit: string, bytes: number) => unit.repeat(Math.floor((bytes - head.length - 32) / unit.length));
  return {
    li: Buffer.from(`${head}<ul>${fill('<li>x', 10 * MB)}</ul></main></body></html>`),
    td: Buffer.from(`${head}<table><tr>${fill('<td>', 10 * MB)}</table></main></body></html>`),
    tiny: Buffer.from(`${head}<p>${'<b>x</b>'.repeat(1_000_000)}</p></main></body></html>`),
  };
}

/** 32 KB of JSON nested 16 000 deep around one 20-digit number. */
const JSON_BOMB = Buffer.from('['.repeat(16_000) + '12345678901234567891' + ']'.repeat(16_000));

const SOAK_HTML = Buffer.from(
  `<!doctype html><html><head><title>Soak</title></head><body><main><h1>Soak page</h1>${'<p>Some ordinary text of an ordinary page, long enough to be kept by the extractor.</p>'.repeat(200)}</main></body></html>`,
);

async function serve(): Promise<void> {
  const big = bigPages();
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const [, kind, arg] = url.pathname.split('/');
    if (kind === 'big') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(big[arg!]);
    if (kind === 'json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON_BOMB);
    if (kind === 'ok') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SOAK_HTML);
    if (kind === 'slow') {
      const t = setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SOAK_HTML), 150);
      return void res.on('close', () => clearTimeout(t));
    }
    if (kind === 'missing') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    if (kind === 'reset') return void req.socket.destroy();
    if (kind === 'hang') return; // never answers; the client's deadline ends it
    res.writeHead(400).end();
  };
  const servers: http.Server[] = [];
  let port = 0;
  for (let i = 1; i <= HOSTS; i++) {
    const s = http.createServer(handler);
    s.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, `127.0.0.${i}`, () => resolve());
    });
    port = (s.address() as net.AddressInfo).port;
    servers.push(s);
  }
  process.send!({ port });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------------- measuring
/** This process's peak resident memory since the last resetPeakRss() (Linux /proc; undefined elsewhere). */
export function vmHwm(): number | undefined {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Start vmHwm() afresh from the current RSS; false where /proc cannot do it (then sample instead). */
export function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** Peak RSS growth of this (the host) process over `work`, from a settled heap; converter processes report their own. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ value: T; growthMb: number; baseMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 50));
  const base = process.memoryUsage().rss;
  const hwm = resetPeakRss(); // not Linux: sampled only
  // Sampling costs the host thread time: only without VmHWM (not Linux).
  let sampled = base;
  const timer = hwm ? undefined : setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 10);
  try {
    const value = await work();
    sampled = Math.max(sampled, process.memoryUsage.rss());
    const peak = Math.max(sampled, (hwm && vmHwm()) || 0);
    return { value, growthMb: (peak - base) / MB, baseMb: base / MB };
  } finally {
    clearInterval(timer);
  }
}

/** Load the code paths (undici, the converter, a worker) before anything is measured. */
async function warmUp(port: number, mode: Mode): Promise<void> {
  await fetchPages(planPrompt(url(port, 0, '/ok/warm-up')).urls, { noCache: true, ...converterFor(mode) });
}

/** Code counts of a run: "20 ok", "3 ok, 17 CONVERSION_LIMIT". */
function codes(pages: PageResult[]): string {
  const n = new Map<string, number>();
  for (const p of pages) n.set(p.ok ? 'ok' : p.error!.code, (n.get(p.ok ? 'ok' : p.error!.code) ?? 0) + 1);
  return [...n].map(([c, k]) => `${k} ${c}`).join(', ');
}

function tcpSockets(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap' || r === 'TCPWRAP').length;
}

/**
 * The host thread's event-loop delay: perf_hooks.monitorEventLoopDelay for the percentiles, and the longest gap
 * between 10 ms ticks (the histogram loses single blocks of tens of seconds).
 */
function lagMonitor(): { stop(): { p99Ms: number; maxMs: number } } {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let last = performance.now();
  let maxGap = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last - 10);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(tick);
      h.disable();
      maxGap = Math.max(maxGap, performance.now() - last - 10);
      return { p99Ms: h.percentile(99) / 1e6, maxMs: Math.max(maxGap, h.max / 1e6) };
    },
  };
}

const url = (port: number, i: number, path: string) => `http://127.0.0.${(i % HOSTS) + 1}:${port}${path}`;

type Scenario = (port: number, mode: Mode) => Promise<Record<string, unknown>>;

const scenarios: Record<string, Scenario> = {
  /** 10 URLs of the JSON bomb at once. */
  async json(port, mode) {
    const urls = Array.from({ length: 10 }, (_, i) => url(port, i, `/json/${i}`));
    await warmUp(port, mode);
    const t0 = performance.now();
    const { value: pages, growthMb } = await peakGrowth(() => fetchPages(planPrompt(urls.join(' ')).urls, { noCache: true, ...converterFor(mode) }));
    return { codes: codes(pages), growthMb, ms: performance.now() - t0, raw: pages.filter((p) => p.ok && p.content.startsWith('[[[')).length };
  },
  /** One 10 MB page of each kind (each in its own process: RSS once grown does not shrink): peak RSS growth and the longest host-thread block. */
  ...Object.fromEntries(
    ['li', 'td', 'tiny'].map((kind): [string, Scenario] => [
      `big-${kind}`,
      async (port, mode) => {
        await warmUp(port, mode);
        const lag = lagMonitor();
        const t0 = performance.now();
        const { value: pages, growthMb } = await peakGrowth(() => fetchPages(planPrompt(url(port, 0, `/big/${kind}`)).urls, { noCache: true, timeoutMs: 120_000, ...converterFor(mode) }));
        const { maxMs } = lag.stop();
        const workerMb = mode === 'pool' ? pool!.stats().peakWorkerRssMb : 0;
        return { codes: codes(pages), growthMb, workerMb, ms: performance.now() - t0, maxBlockMs: maxMs, chars: pages[0]!.content.length };
      },
    ]),
  ),
  /** 20 × 10 MB pages in one prompt, the server sending each at once: deadline, TIMEOUTs, memory, event-loop delay. */
  async twenty(port, mode) {
    const kinds = ['li', 'td', 'tiny'];
    const urls = Array.from({ length: 20 }, (_, i) => url(port, i, `/big/${kinds[i % 3]}?n=${i}`));
    // The machine's own noise first: the same monitor for 2 s with nothing to do (a shared, loaded machine delays
    // even an idle thread).
    await warmUp(port, mode);
    const idle = lagMonitor();
    await new Promise((r) => setTimeout(r, 2000));
    const quiet = idle.stop();
    const lag = lagMonitor();
    const t0 = performance.now();
    const { value: pages, growthMb } = await peakGrowth(() => fetchPages(planPrompt(urls.join(' ')).urls, { noCache: true, timeoutMs: 10_000, ...converterFor(mode) }));
    const ms = performance.now() - t0;
    const { p99Ms, maxMs } = lag.stop();
    const timeouts = pages.filter((p) => p.error?.code === 'TIMEOUT').length;
    return { codes: codes(pages), growthMb, ms, timeouts, p99Ms, maxMs, idleP99Ms: quiet.p99Ms, idleMaxMs: quiet.maxMs, slowestPageMs: Math.max(...pages.map((p) => p.report?.timeMs ?? 0)) };
  },
  /**
   * Cancel 3 s into 20 × 10 MB pages (bodies received, conversions running): time from the cancel to the run
   * settled and to every socket and worker closed. The cancel is timed from when it was due, so a host thread busy
   * converting (the old way) shows up as the wait before it is even seen.
   */
  async cancel(port, mode) {
    const kinds = ['li', 'td', 'tiny'];
    const urls = Array.from({ length: 20 }, (_, i) => url(port, i, `/big/${kinds[i % 3]}?c=${i}`));
    const conv = converterFor(mode);
    await warmUp(port, mode);
    const ac = new AbortController();
    const DUE = 3000;
    const at = performance.now() + DUE;
    let seenLateMs = 0;
    let busyAtCancel = 0;
    setTimeout(() => {
      seenLateMs = performance.now() - at;
      busyAtCancel = conv.pool?.stats().busy ?? 0;
      ac.abort();
    }, DUE);
    const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { noCache: true, timeoutMs: 60_000, signal: ac.signal, ...conv });
    const settled = performance.now() - at;
    const pool = conv.pool;
    let socketsMs = tcpSockets() === 0 ? settled : NaN;
    let workersMs = (pool?.stats().workers ?? 0) === 0 ? settled : NaN;
    while ((tcpSockets() > 0 || (pool?.stats().workers ?? 0) > 0) && performance.now() - at < 60_000) {
      await new Promise((r) => setImmediate(r));
      if (Number.isNaN(socketsMs) && tcpSockets() === 0) socketsMs = performance.now() - at;
      if (Number.isNaN(workersMs) && (pool?.stats().workers ?? 0) === 0) workersMs = performance.now() - at;
    }
    const closed = performance.now() - at;
    return { codes: codes(pages), settledMs: settled, closedMs: closed, socketsMs, workersMs, seenLateMs, busyAtCancel, sockets: tcpSockets(), workers: pool?.stats().workers ?? 0 };
  },
  /** 200 prompts × 20 URLs (ok, slow, 404, reset, hang) through one cache and one pool, 4 prompts at a time. */
  async soak(port, mode) {
    const cacheMb = 8;
    const cache = new ResponseCache({ maxBytes: cacheMb * MB });
    const conv = converterFor(mode);
    const mix = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'slow', 'slow', 'missing', 'missing', 'reset', 'reset', 'hang', 'hang'];
    const expected: Record<string, string> = { ok: 'ok', slow: 'ok', missing: 'HTTP_STATUS', reset: 'CONNECTION_RESET', hang: 'TIMEOUT' };
    const opts: DirectOptions = { cache, timeoutMs: 3000, retry: { maxAttempts: 2, baseDelayMs: 20 }, ...conv };
    let lost = 0;
    let wrong = 0;
    let notConverted = 0;
    const mismatches: Record<string, number> = {};
    const sample: Record<string, string> = {};
    let n = 0;
    const prompt = (p: number) => mix.map((kind, i) => url(port, i, `/${kind}/${p}-${i}`)).join(' ');
    const one = async (p: number) => {
      const pages = await fetchPages(planPrompt(prompt(p)).urls, opts);
      if (pages.length !== mix.length) lost += mix.length - pages.length;
      pages.forEach((pg, i) => {
        n++;
        const got = pg.ok ? 'ok' : pg.error!.code;
        // A page received in full that the pool could not convert before its deadline (a busy, shared machine) is
        // named, not lost; counted apart.
        if (got === 'CONVERSION_LIMIT' && expected[mix[i]!] === 'ok') notConverted++;
        else if (got !== expected[mix[i]!]) {
          wrong++;
          const k = `${mix[i]}→${got}`;
          mismatches[k] = (mismatches[k] ?? 0) + 1;
          if (!sample[k]) sample[k] = pg.error?.message ?? '';
        }
      });
    };
    const WARM = 40; // fills the cache to its cap (40 × 14 pages × 17 KB > 8 MB): growth after it is not the cache filling
    const TOTAL = 200;
    const t0 = performance.now();
    let next = 0;
    let baseRss = 0;
    let warmCachedMb = 0;
    const lane = async () => {
      while (next < TOTAL) {
        const p = next++;
        await one(p);
        if (p === WARM - 1) {
          (globalThis as { gc?: () => void }).gc?.();
          baseRss = process.memoryUsage().rss;
          warmCachedMb = cache.stats().bytes / MB;
        }
      }
    };
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    await Promise.all([lane(), lane(), lane(), lane(), lane()]);
    clearInterval(timer);
    const ms = performance.now() - t0;
    (globalThis as { gc?: () => void }).gc?.();
    const endRss = process.memoryUsage().rss;
    // No dispose: the pool's idle shutdown and the per-URL dispatchers must leave nothing behind on their own.
    const pool = conv.pool;
    const until = performance.now() + POOL_DEFAULTS.idleMs + 3000;
    while ((tcpSockets() > 0 || (pool?.stats().workers ?? 0) > 0) && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
    return {
      pages: n,
      lost,
      wrong,
      notConverted,
      mismatches,
      sample,
      ms,
      cacheMb,
      cachedMb: cache.stats().bytes / MB,
      warmCachedMb,
      growthMb: (endRss - baseRss) / MB,
      peakGrowthMb: (peak - baseRss) / MB,
      sockets: tcpSockets(),
      workers: pool?.stats().workers ?? 0,
      started: pool?.stats().started ?? 0,
    };
  },
};

async function child(name: string, mode: Mode, port: number): Promise<void> {
  // BENCH_DEBUG=1 prints a crashed measurement's output; this names a run that ended with work still pending.
  if (process.env.BENCH_DEBUG) process.on('beforeExit', () => console.error(`beforeExit: the loop drained with the scenario pending; pool ${JSON.stringify(pool?.stats())}; resources ${process.getActiveResourcesInfo().join(',')}`));
  const result = await scenarios[name]!(port, mode);
  await pool?.dispose();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------- parent
/** The worker as shipped: esbuild bundles src/engine/workers/convert-worker.ts (with dist/pdf.js beside it if built). */
async function bundleWorker(): Promise<string> {
  const esbuild = await import('esbuild');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-bench-worker-'));
  const outfile = path.join(dir, 'convert-worker.js');
  await esbuild.build({ entryPoints: [path.join(__dirname, '../src/engine/workers/convert-worker.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
}

function startServer(): Promise<{ port: number; proc: ChildProcess }> {
  const proc = fork(__filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    proc.once('message', (m: { port: number }) => resolve({ port: m.port, proc }));
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`page server exited (${code})`)));
  });
}

interface ChildOutcome {
  result?: Record<string, any>;
  crash?: string;
}

function runChild(name: string, mode: Mode, port: number, timeoutMs: number): Promise<ChildOutcome> {
  const proc = fork(__filename, ['--child', name, mode, String(port)], {
    // The heap bound keeps an in-thread run from taking the machine down (the pool's processes have their own).
    execArgv: ['--import', 'tsx', '--expose-gc', ...(mode === 'inline' ? ['--max-old-space-size=3072'] : [])],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (err += d));
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        if (code === 0) return resolve({ result: JSON.parse(line) });
      } catch {
        // fall through
      }
      const why = signal === 'SIGKILL' ? `killed after ${timeoutMs / 1000} s` : signal ? `${signal}` : `exit ${code}`;
      const oom = /heap out of memory|Allocation failed/i.test(err) ? ', V8 heap out of memory' : '';
      if (process.env.BENCH_DEBUG) console.error(`[${name} ${mode}] stdout:\n${out.slice(-2000)}\nstderr:\n${err.slice(-4000)}`);
      resolve({ crash: `crashed (${why}${oom})` });
    });
  });
}

const mb = (x: number) => `${x.toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the chosen rows for the chosen modes and returns the table rows. */
export async function convertRows(opts: { only?: string[]; modes?: Mode[] } = {}): Promise<BenchRow[]> {
  const only = new Set(opts.only ?? ['json', 'big', 'twenty', 'cancel', 'soak']);
  const modes = opts.modes ?? (['pool', 'inline'] as Mode[]);
  const rows: BenchRow[] = [];
  const add = (measure: string, result: string, target: string, pass: boolean | null) => rows.push({ measure, result, target, pass });
  process.env.WORKER_BUNDLE ??= await bundleWorker();
  const { port, proc } = await startServer();
  try {
    for (const mode of modes) {
      const tag = mode === 'pool' ? 'pool' : 'in-thread (old)';
      const ref = mode === 'inline';
      if (only.has('json')) {
        const o = await runChild('json', mode, port, 180_000);
        const r = o.result;
        add(`10 × 32 KB JSON nested 16 000 deep, 20-digit id [${tag}]`, r ? `${r.codes} (${r.raw} as raw text); peak RSS +${mb(r.growthMb)}; ${s(r.ms)}` : o.crash!, 'each ok or named; < 64 MB', ref ? null : !!r && !/[A-Z_]{5,}/.test(r.codes.replace(/\bok\b/, '')) && r.growthMb < 64);
      }
      for (const kind of ['li', 'td', 'tiny']) {
        if (!only.has('big')) break;
        {
          const o = await runChild(`big-${kind}`, mode, port, 300_000);
          const r = o.result;
          const name = { li: '10 MB of <li>x', td: '10 MB of <td>', tiny: '1 M tiny elements (8 MB)' }[kind];
          add(
            `${name} [${tag}]`,
            r
              ? `${r.codes}; peak RSS host +${mb(r.growthMb)}${ref ? '' : `, converter process ${r.workerMb ? mb(r.workerMb) : 'out of memory (limit)'}`}; ${s(r.ms)}; host thread blocked ≤ ${r.maxBlockMs.toFixed(0)} ms`
              : o.crash!,
            '< 256 MB, not on host thread',
            ref ? null : !!r && r.growthMb < 256 && r.workerMb < 256 && r.maxBlockMs < 100,
          );
        }
      }
      if (only.has('twenty')) {
        const o = await runChild('twenty', mode, port, 300_000);
        const r = o.result;
        add(
          `20 × 10 MB pages at once, 10 s deadline [${tag}]`,
          r ? `${r.codes}; ${s(r.ms)}; slowest page ${s(r.slowestPageMs)}; ${r.timeouts} TIMEOUT; peak RSS +${mb(r.growthMb)}` : o.crash!,
          'within deadline + 2 s (a page\'s 1 s minimum, a converter restart); 0 TIMEOUT',
          ref ? null : !!r && r.timeouts === 0 && r.ms < 12_000,
        );
        add(`host event-loop delay p99 (max) during those 20 pages [${tag}]`, r ? `${r.p99Ms.toFixed(1)} ms (max ${r.maxMs.toFixed(0)} ms); idle before: p99 ${r.idleP99Ms.toFixed(1)} ms (max ${r.idleMaxMs.toFixed(0)} ms)` : o.crash!, 'p99 < 50 ms', ref ? null : !!r && r.p99Ms < 50);
      }
      if (only.has('cancel')) {
        const o = await runChild('cancel', mode, port, 120_000);
        const r = o.result;
        add(
          `cancel during conversion → run settled / every socket and worker closed [${tag}]`,
          r
            ? `${r.settledMs.toFixed(0)} ms / ${r.closedMs.toFixed(0)} ms (sockets ${r.socketsMs.toFixed(0)} ms, workers ${r.workersMs.toFixed(0)} ms; cancel seen ${r.seenLateMs.toFixed(0)} ms late; ${r.busyAtCancel} converting; ${r.codes}; left: ${r.sockets} sockets, ${r.workers} workers)`
            : o.crash!,
          '< 100 ms',
          ref ? null : !!r && r.closedMs < 100 && r.sockets === 0 && r.workers === 0,
        );
      }
      if (only.has('soak') && mode === 'pool') {
        const o = await runChild('soak', mode, port, 600_000);
        const r = o.result;
        add(
          'soak: 200 prompts × 20 URLs (ok, slow, 404, reset, hang), 5 at a time, 3 s deadline',
          r
            ? `${r.pages} pages in ${s(r.ms)}: ${r.lost} lost, ${r.wrong} unexpected${r.wrong ? ` ${JSON.stringify(r.mismatches)}` : ''}, ${r.notConverted} ok pages CONVERSION_LIMIT (converter busy); left ${r.sockets} sockets, ${r.workers} workers; RSS after warm-up (40 prompts, cache ${r.warmCachedMb.toFixed(1)} MB) +${r.growthMb.toFixed(1)} MB (peak +${r.peakGrowthMb.toFixed(1)} MB), cache at the end ${r.cachedMb.toFixed(1)}/${r.cacheMb} MB`
            : o.crash!,
          `0 lost or unexpected, 0 left, growth < 1.1 × cache`,
          !!r && r.lost === 0 && r.wrong === 0 && r.sockets === 0 && r.workers === 0 && r.growthMb < 1.1 * r.cacheMb,
        );
      }
    }
  } finally {
    proc.kill();
  }
  return rows;
}

/** The benchmark table (also printed by faults-and-perf.ts). */
export function printRows(rows: BenchRow[]): void {
  const head = ['Measure', 'Result', 'Target', ''];
  const body = rows.map((r) => [r.measure, r.result, r.target, r.pass === null ? '·' : r.pass ? 'ok' : 'MISS']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const b of body) console.log(line(b));
}

const argv = process.argv.slice(2);
const argOf = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
// Only as the main module: bench/faults-and-perf.ts imports convertRows and has a --serve of its own.
if (require.main !== module) {
  // imported
} else if (argv[0] === '--serve') {
  void serve();
} else if (argv[0] === '--child') {
  child(argv[1]!, argv[2] as Mode, Number(argv[3])).catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  convertRows({ only: argOf('--only')?.split(','), modes: argOf('--modes')?.split(',') as Mode[] | undefined })
    .then((rows) => {
      printRows(rows);
      process.exitCode = rows.some((r) => r.pass === false) ? 1 : 0;
    })
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}
