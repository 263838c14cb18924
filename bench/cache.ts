// Cache benchmark: (1) lookup time of the disk layer (a new process's first lookup: read, checksum, parse), next to
// a memory hit and a bare fs.readFile of the same files as the floor; (2) requests sent by a repeated CLI run in a
// new process within the TTL (ours: disk cache; reference: --no-cache), against a loopback server.
// usage: npm run bench:cache -- [--data DIR] [--entries N]
// DIR (default ../shared/bench/modern/html) gives realistic bodies (the pages' HTML); without it, generated text.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { ResponseCache } from '../src/engine/cache/responseCache';
import type { HttpResult } from '../src/engine/net/http';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
}

function bodies(dir: string, n: number): { bodies: Buffer[]; source: string } {
  if (fs.existsSync(dir)) {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.html.gz')).slice(0, n);
    return { bodies: files.map((f) => zlib.gunzipSync(fs.readFileSync(path.join(dir, f)))), source: `${files.length} pages of ${dir}` };
  }
  console.log(`data missing (${dir}): generated bodies of 20-400 kB instead`);
  return { bodies: Array.from({ length: n }, (_, i) => Buffer.from('x'.repeat(20_000 + ((i * 7919) % 380_000)))), source: 'generated' };
}

function result(url: string, body: Buffer): HttpResult {
  return { finalUrl: url, redirects: [], status: 200, headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"', 'cache-control': 'max-age=600' }, contentType: 'text/html; charset=utf-8', body, truncated: false, private: false };
}

async function lookups(dataDir: string, n: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-bench-cache-'));
  try {
    const { bodies: list, source } = bodies(dataDir, n);
    const writer = new ResponseCache({ diskDir: dir });
    const keys = list.map((_, i) => `https://bench.test/page/${i}`);
    for (const [i, key] of keys.entries()) {
      writer.store(key, result(key, list[i]!), [{ url: key, private: false, addresses: ['93.184.216.34'] }]);
      await writer.commit(key);
    }
    const disk = writer.diskCache!;
    const sizes = list.map((b) => b.length);
    // Warm the file system cache and the JIT alike for every system: one untimed pass.
    const reader0 = new ResponseCache({ diskDir: dir });
    for (const key of keys) await reader0.find(key);
    const diskMs: number[] = [];
    const memMs: number[] = [];
    const rawMs: number[] = [];
    const decodeMs: number[] = [];
    const files = keys.map((key) => fs.readFileSync(disk.fileOf(key)));
    for (let pass = 0; pass < 3; pass++) {
      const reader = new ResponseCache({ diskDir: dir, maxBytes: 1024 * 1024 * 1024 });
      for (const key of keys) {
        let t = performance.now();
        await fs.promises.readFile(disk.fileOf(key));
        rawMs.push(performance.now() - t);
        t = performance.now();
        const hit = await reader.find(key);
        diskMs.push(performance.now() - t);
        if (!hit?.fresh) throw new Error(`disk lookup missed ${key}`);
        t = performance.now();
        await reader.find(key);
        memMs.push(performance.now() - t);
      }
      for (const [i, key] of keys.entries()) {
        const t = performance.now();
        if (!disk.decode(files[i]!, key)) throw new Error(`decode failed for ${key}`);
        decodeMs.push(performance.now() - t);
      }
    }
    const kb = (x: number) => `${Math.round(x / 1024)} kB`;
    console.log(`cache lookups: ${keys.length} entries (${source}), bodies median ${kb(pct(sizes, 0.5))}, p95 ${kb(pct(sizes, 0.95))}, 3 passes, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
    console.log(`  ${'system'.padEnd(40)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
    for (const [label, xs] of [
      ['disk layer, first lookup in a new cache', diskMs],
      ['  of which checks (decode of bytes in RAM)', decodeMs],
      ['memory hit', memMs],
      ['reference: fs.readFile of the same file', rawMs],
    ] as const) {
      console.log(`  ${label.padEnd(40)} ${pct(xs, 0.5).toFixed(2).padStart(6)} ms ${pct(xs, 0.95).toFixed(2).padStart(6)} ms ${pct(xs, 1).toFixed(2).padStart(6)} ms`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function newProcess(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-bench-cli-'));
  const cli = path.join(tmp, 'cli.js');
  let requests = 0;
  const page = Array.from({ length: 2000 }, (_, i) => `Line ${i} of a long page.`).join('\n');
  const server = http.createServer((req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'max-age=600', etag: '"v1"' });
    res.end(page);
  });
  try {
    await esbuild.build({ entryPoints: [path.join(__dirname, '../src/cli.ts')], outfile: cli, bundle: true, platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'], logLevel: 'error' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/page`;
    const env = { ...process.env, GEMINI_API_KEY: '', GOOGLE_API_KEY: '', HTTP_PROXY: '', HTTPS_PROXY: '' };
    const run = (args: string[]) =>
      new Promise<void>((resolve) => {
        const child = spawn(process.execPath, [cli, '--json', '--engine', 'direct', ...args, url], { env, stdio: 'ignore' });
        child.on('close', () => resolve());
      });
    const cacheDir = path.join(tmp, 'cache');
    const counts: [string, number][] = [];
    const step = async (label: string, args: string[]) => {
      const before = requests;
      await run(args);
      counts.push([label, requests - before]);
    };
    await step('ours: 1st process (empty disk cache)', ['--cache-dir', cacheDir, '--cache-private']);
    await step('ours: 2nd process, same URL', ['--cache-dir', cacheDir, '--cache-private']);
    await step('ours: 3rd process, --offset 20000', ['--cache-dir', cacheDir, '--cache-private', '--max-tokens', '1000', '--offset', '20000']);
    await step('reference: --no-cache, 1st process', ['--no-cache']);
    await step('reference: --no-cache, 2nd process', ['--no-cache']);
    console.log('new process within the TTL (loopback server, max-age=600): requests sent');
    for (const [label, n] of counts) console.log(`  ${label.padEnd(40)} ${n}`);
  } finally {
    server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await lookups(path.resolve(arg('data', '../shared/bench/modern/html')), Number(arg('entries', '200')));
  await newProcess();
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
