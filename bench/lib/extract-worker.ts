// One extractor over the benchmark pages, in its own process (so peak RSS is its own).
// usage: node --import tsx bench/lib/extract-worker.ts ours|readability DATA_DIR OUT_JSON
// Writes {predictions: {key: {articleBody}}, bytes, ms, maxRssMB}. Gunzip happens before timing.
// BENCH_WARMUP untimed passes, then BENCH_PASSES timed passes; ms is the fastest timed pass.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { extract } from '../../src/engine/extract';

type Extractor = (html: string, url: string) => string;

async function loadExtractor(system: string): Promise<Extractor> {
  if (system === 'ours') return (html, url) => extract(html, { url, contentType: 'text/html' }).text;
  if (system === 'readability') {
    const { Readability } = await import('@mozilla/readability');
    const { parseHTML } = await import('linkedom');
    return (html) => {
      const { document } = parseHTML(html);
      const article = new Readability(document as unknown as Document).parse();
      return article?.textContent ?? '';
    };
  }
  throw new Error(`unknown system ${system}`);
}

async function main(): Promise<void> {
  const [system, dataDir, outFile] = process.argv.slice(2);
  if (!system || !dataDir || !outFile) throw new Error('usage: extract-worker.ts SYSTEM DATA_DIR OUT_JSON');
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { url?: string }>;
  const pages = Object.keys(truth).map((key) => {
    const html = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', `${key}.html.gz`))).toString('utf8');
    return { key, url: truth[key]?.url ?? 'https://example.com/', html };
  });
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0);
  const run = await loadExtractor(system);
  const warmups = Number(process.env.BENCH_WARMUP ?? '1');
  for (let i = 0; i < warmups; i++) for (const p of pages) run(p.html, p.url);
  // several timed passes, the fastest reported: a shared, busy machine slows some passes down
  const passes = Math.max(1, Number(process.env.BENCH_PASSES ?? '3'));
  const predictions: Record<string, { articleBody: string }> = {};
  let ms = Infinity;
  for (let pass = 0; pass < passes; pass++) {
    const t0 = performance.now();
    for (const p of pages) {
      let body = '';
      try {
        body = run(p.html, p.url);
      } catch (err) {
        if (pass === 0) process.stderr.write(`${system} failed on ${p.key}: ${(err as Error).message}\n`);
      }
      if (pass === 0) predictions[p.key] = { articleBody: body };
    }
    ms = Math.min(ms, performance.now() - t0);
  }
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  fs.writeFileSync(outFile, JSON.stringify({ predictions, bytes, ms, maxRssMB }));
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
