// Runs extractors over benchmark pages in a child process.
// usage: node --expose-gc --import tsx bench/lib/extract-worker.ts SYSTEMS DATA_DIR KEYS_JSON OUT_JSON
//   SYSTEMS: comma-separated names among "ours", "readability", "defuddle"
//   KEYS_JSON: a JSON array of the page ids to run (a part of the set)
// Writes {bytes, maxRssMB, systems: {name: {predictions: {key: {articleBody, method?, pageType?}}, ms, passes}}}.
// BENCH_EXTRACTOR names a CommonJS bundle of src/engine/extract to time in place of the sources.
// Gunzip happens before timing. BENCH_WARMUP untimed passes over all pages, then BENCH_PASSES
// timed passes; a system's ms is its fastest pass. Systems listed in BENCH_ONCE (defuddle by
// default: too slow to repeat, and no speed target depends on it) get no warm-up and one pass.
// Passes alternate between systems, each after a full GC when node runs with --expose-gc, so load
// from other processes on a shared machine hits all alike and none pays for another's garbage.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

type Extract = typeof import('../../src/engine/extract').extract;

interface Prediction {
  articleBody: string;
  method?: string;
  pageType?: string;
}
type Extractor = (html: string, url: string) => Prediction;

async function loadExtractor(system: string): Promise<Extractor | null> {
  if (system === 'ours') {
    // BENCH_EXTRACTOR: the extractor bundled as the .vsix ships it (bench/extract.ts builds it); else the sources
    const bundle = process.env.BENCH_EXTRACTOR;
    const { extract } = (bundle ? createRequire(__filename)(bundle) : await import('../../src/engine/extract')) as { extract: Extract };
    return (html, url) => {
      const r = extract(html, { url, contentType: 'text/html' });
      return { articleBody: r.text, method: r.method, pageType: r.pageType };
    };
  }
  const { parseHTML } = await import('linkedom');
  if (system === 'readability') {
    const { Readability } = await import('@mozilla/readability');
    return (html) => {
      const { document } = parseHTML(html);
      const article = new Readability(document as unknown as Document).parse();
      return { articleBody: article?.textContent ?? '' };
    };
  }
  if (system === 'defuddle') {
    let Defuddle: new (doc: unknown, options?: Record<string, unknown>) => { parse(): { content?: string } };
    try {
      // the DOM-only entry point (a UMD bundle: the class is the module); linkedom serves as its DOM
      const mod = (await import('defuddle')) as unknown as { default?: typeof Defuddle; Defuddle?: typeof Defuddle };
      Defuddle = (mod.Defuddle ?? mod.default ?? mod) as typeof Defuddle;
      if (typeof Defuddle !== 'function') return null;
    } catch {
      return null;
    }
    const quiet = (): void => {};
    return (html, url) => {
      const { document } = parseHTML(html);
      // defuddle logs every malformed JSON-LD block it meets to the console
      const { log, error, warn } = console;
      console.log = console.error = console.warn = quiet;
      let r: { content?: string };
      try {
        r = new Defuddle(document, { url }).parse();
      } finally {
        Object.assign(console, { log, error, warn });
      }
      const { document: out } = parseHTML(`<!doctype html><html><body>${r.content ?? ''}</body></html>`);
      return { articleBody: out.body?.textContent ?? '' };
    };
  }
  throw new Error(`unknown system ${system}`);
}

interface Page {
  key: string;
  url: string;
  html: string;
}

function loadPages(dataDir: string, keys: string[]): Page[] {
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { url?: string }>;
  return keys.map((key) => {
    const html = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', `${key}.html.gz`))).toString('utf8');
    return { key, url: truth[key]?.url ?? 'https://example.com/', html };
  });
}

async function main(): Promise<void> {
  const [systemList, dataDir, keysFile, outFile] = process.argv.slice(2);
  if (!systemList || !dataDir || !keysFile || !outFile) throw new Error('usage: extract-worker.ts SYSTEMS DATA_DIR KEYS_JSON OUT_JSON');
  const wanted = systemList.split(',');
  const pages = loadPages(dataDir, JSON.parse(fs.readFileSync(keysFile, 'utf8')) as string[]);
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0);
  const loaded = await Promise.all(wanted.map(loadExtractor));
  const names = wanted.filter((_, i) => loaded[i] !== null);
  const runs = loaded.filter((x): x is Extractor => x !== null);
  for (const n of wanted) if (!names.includes(n)) process.stderr.write(`${n}: not installed, skipped\n`);
  const warmups = Number(process.env.BENCH_WARMUP ?? '1');
  const passes = Math.max(1, Number(process.env.BENCH_PASSES ?? '5'));
  const once = new Set((process.env.BENCH_ONCE ?? 'defuddle').split(','));

  const predictions = names.map(() => ({}) as Record<string, Prediction>);
  const best = names.map(() => Infinity);
  const done = names.map(() => 0);
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let pass = -warmups; pass < passes; pass++) {
    for (let s = 0; s < runs.length; s++) {
      if (once.has(names[s]!) && pass !== 0) continue;
      gc?.();
      const run = runs[s]!;
      let spent = 0;
      for (const p of pages) {
        let body: Prediction = { articleBody: '' };
        const t0 = performance.now();
        try {
          body = run(p.html, p.url);
        } catch (err) {
          if (pass === 0) process.stderr.write(`${names[s]} failed on ${p.key}: ${(err as Error).message}\n`);
        }
        spent += performance.now() - t0;
        if (pass === 0) predictions[s]![p.key] = body;
      }
      if (pass >= 0) {
        best[s] = Math.min(best[s]!, spent);
        done[s]!++;
      }
    }
  }
  const systems = Object.fromEntries(names.map((n, s) => [n, { predictions: predictions[s], ms: best[s], passes: done[s] }]));
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  fs.writeFileSync(outFile, JSON.stringify({ bytes, maxRssMB, systems }));
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
