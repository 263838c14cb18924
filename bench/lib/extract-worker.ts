// Runs extractors over the benchmark pages in a child process.
// usage: node --import tsx bench/lib/extract-worker.ts SYSTEMS DATA_DIR OUT_JSON
//   SYSTEMS: "ours", "readability", or "ours,readability" (timed page by page, alternately)
// Writes {bytes, maxRssMB, systems: {name: {predictions: {key: {articleBody}}, ms}}}.
// Gunzip happens before timing. BENCH_WARMUP untimed passes over all pages, then BENCH_PASSES
// timed passes; a system's ms is its fastest pass. With two systems the passes alternate (one
// system over all pages, then the other), each after a full GC when node runs with --expose-gc,
// so load from other processes on a shared machine hits both alike and neither pays for the
// other's garbage.
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

interface Page {
  key: string;
  url: string;
  html: string;
}

function loadPages(dataDir: string): Page[] {
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { url?: string }>;
  return Object.keys(truth).map((key) => {
    const html = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', `${key}.html.gz`))).toString('utf8');
    return { key, url: truth[key]?.url ?? 'https://example.com/', html };
  });
}

async function main(): Promise<void> {
  const [systemList, dataDir, outFile] = process.argv.slice(2);
  if (!systemList || !dataDir || !outFile) throw new Error('usage: extract-worker.ts SYSTEMS DATA_DIR OUT_JSON');
  const names = systemList.split(',');
  const pages = loadPages(dataDir);
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0);
  const runs = await Promise.all(names.map(loadExtractor));
  const warmups = Number(process.env.BENCH_WARMUP ?? '1');
  const passes = Math.max(1, Number(process.env.BENCH_PASSES ?? '5'));

  const predictions = names.map(() => ({}) as Record<string, { articleBody: string }>);
  const best = names.map(() => Infinity);
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let pass = -warmups; pass < passes; pass++) {
    for (let s = 0; s < runs.length; s++) {
      gc?.();
      const run = runs[s]!;
      let spent = 0;
      for (const p of pages) {
        let body = '';
        const t0 = performance.now();
        try {
          body = run(p.html, p.url);
        } catch (err) {
          if (pass === 0) process.stderr.write(`${names[s]} failed on ${p.key}: ${(err as Error).message}\n`);
        }
        spent += performance.now() - t0;
        if (pass === 0) predictions[s]![p.key] = { articleBody: body };
      }
      if (pass >= 0) best[s] = Math.min(best[s]!, spent);
    }
  }
  const systems = Object.fromEntries(names.map((n, s) => [n, { predictions: predictions[s], ms: best[s] }]));
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  fs.writeFileSync(outFile, JSON.stringify({ bytes, maxRssMB, systems }));
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
