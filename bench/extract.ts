// Extraction benchmark: our extractor vs @mozilla/readability and defuddle (both on linkedom),
// same pages, same run, per page type.
// usage: npm run bench:extract -- [--data DIR[,DIR…]] [--part held|tune|all] [--out DIR]
//          [--only ours|readability|defuddle[,…]] [--warmup N] [--passes N] [--per-page [N]] [--type T]
// DIR: html/*.html.gz + ground-truth.json ({key: {articleBody, type?}}) + score.mjs (the benchmark
// metric). Default: both sets, ../shared/bench/extraction and ../shared/bench/modern.
// --part: sets with page types (modern) are split by a hash of the page id (bench/lib/split.ts)
// into a tuning half and a held-out half; the held-out half is the default and the one to report.
// Predictions land in --out as {key: {articleBody}} JSON, one file per system and set.
//
// Speed: input HTML bytes / wall time spent inside the extractor (ours as the .vsix ships it: bundled and
// minified by esbuild with esbuild.mjs's options; gunzip excluded), after N
// untimed warm-up passes (default 1); of --passes timed passes (default 3) each system's fastest
// counts (defuddle: one pass, no warm-up). All systems are timed in one child process, pass by pass
// alternately with a full GC before each pass, so load from other processes on a shared machine
// hits them alike. Peak RSS: a separate child process that runs only our extractor on the set's
// single largest page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { inPart, type Part } from './lib/split';

interface Prediction {
  articleBody: string;
  method?: string;
  pageType?: string;
}
interface SystemRun {
  predictions: Record<string, Prediction>;
  ms: number;
  passes: number;
}
interface WorkerResult {
  bytes: number;
  maxRssMB: number;
  systems: Record<string, SystemRun>;
}
type Truth = Record<string, { articleBody: string; type?: string; url?: string }>;
interface ScoreModule {
  score(truth: Truth, predictions: Record<string, { articleBody: string }>): { f1: number; precision: number; recall: number };
  matchPage(truth: string, pred: string): [number, number, number];
}

const SYSTEMS = ['ours', 'readability', 'defuddle'];
const FAIL = 0.2;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--') ? process.argv[i + 1]! : fallback;
}

function runWorker(systems: string[], dataDir: string, keys: string[], outDir: string, env: Record<string, string>): WorkerResult {
  const out = path.join(outDir, `${systems.join('+')}.run.json`);
  const keysFile = path.join(outDir, `${systems.join('+')}.keys.json`);
  fs.writeFileSync(keysFile, JSON.stringify(keys));
  const worker = path.join(__dirname, 'lib', 'extract-worker.ts');
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', worker, systems.join(','), dataDir, keysFile, out], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  fs.rmSync(keysFile, { force: true });
  if (r.status !== 0) throw new Error(`worker for ${systems.join(', ')} exited with ${r.status ?? r.signal}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as WorkerResult;
  fs.rmSync(out);
  return result;
}

const f = (x: number): string => x.toFixed(3);
const pad = (s: string, n: number): string => s.padEnd(n);

async function benchSet(dataDir: string, part: Part, outRoot: string, only: string[], env: Record<string, string>): Promise<boolean> {
  const name = path.basename(dataDir);
  if (!fs.existsSync(path.join(dataDir, 'ground-truth.json')) || !fs.existsSync(path.join(dataDir, 'score.mjs'))) {
    console.error(`\n== ${name}: no benchmark data in ${dataDir} (ground-truth.json, score.mjs and html/ are needed); skipped.`);
    console.error('The data is not part of the repository: put the benchmark there, or pass --data <folder>[,<folder>].');
    return false;
  }
  const outDir = path.join(outRoot, name);
  fs.mkdirSync(outDir, { recursive: true });
  const metric = (await import(pathToFileURL(path.join(dataDir, 'score.mjs')).href)) as ScoreModule;
  const allTruth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Truth;
  const typed = Object.values(allTruth).some((t) => t.type);
  const effective: Part = typed ? part : 'all';
  const keys = Object.keys(allTruth).filter((k) => inPart(k, effective));
  const truth: Truth = Object.fromEntries(keys.map((k) => [k, allTruth[k]!]));
  const typeOf = (k: string): string => allTruth[k]!.type ?? 'article';

  const timed = runWorker(only, dataDir, keys, outDir, env);
  // our peak RSS on the single largest page, without any other system's DOM in the same heap
  let largest = keys[0]!;
  let largestBytes = 0;
  for (const k of keys) {
    const n = fs.statSync(path.join(dataDir, 'html', `${k}.html.gz`)).size;
    if (n > largestBytes) [largest, largestBytes] = [k, n];
  }
  const largestRaw = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', `${largest}.html.gz`))).length;
  const rss = only.includes('ours') ? runWorker(['ours'], dataDir, [largest], outDir, { BENCH_WARMUP: '0', BENCH_PASSES: '1' }).maxRssMB : null;

  const systems = Object.entries(timed.systems);
  // reference predictions from an earlier full run fill in the columns of systems not run now
  for (const s of SYSTEMS) {
    const file = path.join(outDir, `${s}.${effective}.predictions.json`);
    if (timed.systems[s]) fs.writeFileSync(file, JSON.stringify(timed.systems[s]!.predictions));
    else if (fs.existsSync(file)) systems.push([`${s}*`, { predictions: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Prediction>, ms: NaN, passes: 0 }]);
  }
  const pageF1 = (k: string, run: SystemRun): number => {
    const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, run.predictions[k]?.articleBody ?? '');
    return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
  };

  console.log(`\n== ${name} (${effective === 'all' ? 'all' : effective === 'held' ? 'held-out half' : 'tuning half'}: ${keys.length} pages, ${(timed.bytes / 1e6).toFixed(1)} MB)`);
  const types = [...new Set(keys.map(typeOf))].sort();
  const header = `${pad('', 20)}${systems.map(([n]) => pad(n, 13)).join('')}`;
  console.log(header);
  const row = (label: string, ks: string[]): void => {
    const cells = systems.map(([, run]) => {
      const t = Object.fromEntries(ks.map((k) => [k, truth[k]!]));
      const p = Object.fromEntries(ks.map((k) => [k, run.predictions[k] ?? { articleBody: '' }]));
      return pad(f(metric.score(t, p).f1), 13);
    });
    console.log(`${pad(`${label} (${ks.length})`, 20)}${cells.join('')}`);
  };
  row('F1 all', keys);
  if (types.length > 1) for (const t of types) row(t, keys.filter((k) => typeOf(k) === t));
  console.log(`${pad(`page-F1 < ${FAIL}`, 20)}${systems.map(([, run]) => pad(`${((100 * keys.filter((k) => pageF1(k, run) < FAIL).length) / keys.length).toFixed(1)} %`, 13)).join('')}`);
  const mbps = (s: SystemRun): number => timed.bytes / 1e6 / (s.ms / 1000);
  console.log(`${pad('MB/s', 20)}${systems.map(([, run]) => pad(Number.isFinite(run.ms) ? `${mbps(run).toFixed(1)}${run.passes === 1 ? ' (1 pass)' : ''}` : '-', 13)).join('')}`);
  const ours = timed.systems.ours;
  const ref = timed.systems.readability;
  if (ours && ref) console.log(`speed ratio ours/readability ${(mbps(ours) / mbps(ref)).toFixed(2)}`);
  if (rss !== null) console.log(`peak RSS, ours on the largest page (${largest}, ${(largestRaw / 1e6).toFixed(1)} MB): ${Math.round(rss)} MB`);
  if (ours) {
    const methods = new Map<string, number>();
    for (const k of keys) {
      const m = `${ours.predictions[k]?.method ?? '?'}/${ours.predictions[k]?.pageType ?? '?'}`;
      methods.set(m, (methods.get(m) ?? 0) + 1);
    }
    console.log(`ours, path/page type: ${[...methods].sort((a, b) => b[1] - a[1]).map(([m, n]) => `${m} ${n}`).join(', ')}`);
    // the page type recognised against the benchmark's: its kinds mapped onto ours (a service or landing page is read
    // as an article; a collection is a listing)
    const right = (k: string): boolean => (KIND_OF[typeOf(k)] ?? typeOf(k)) === ours.predictions[k]?.pageType;
    const byType = types.map((t) => {
      const ks = keys.filter((k) => typeOf(k) === t);
      return `${t} ${ks.filter(right).length}/${ks.length}`;
    });
    const all = keys.filter(right).length;
    console.log(`ours, page type recognised: ${all}/${keys.length} (${Math.round((100 * all) / keys.length)} %)${types.length > 1 ? `: ${byType.join(', ')}` : ''}`);
  }

  if (process.argv.includes('--per-page') && ours) {
    const n = Number(arg('per-page', '25')) || 25;
    const onlyType = arg('type', '');
    const pr = (run: SystemRun, k: string): string => {
      const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, run.predictions[k]?.articleBody ?? '');
      return `P ${f(tp + fp ? tp / (tp + fp) : 0)} R ${f(tp + fn ? tp / (tp + fn) : 0)}`;
    };
    const rows = keys.filter((k) => !onlyType || typeOf(k) === onlyType).map((k) => ({ k, f1: pageF1(k, ours) }));
    rows.sort((a, b) => a.f1 - b.f1);
    for (const r of rows.slice(0, n)) {
      const p = ours.predictions[r.k];
      console.log(`${f(r.f1)} ${r.k.slice(0, 12)} ${typeOf(r.k).slice(0, 6)} ${p?.method ?? ''}/${p?.pageType ?? ''} ${systems.map(([s, run]) => `${s} ${pr(run, r.k)}`).join('  ')}`);
    }
  }
  return true;
}

/** The benchmark's page kinds as the extractor's page types. */
const KIND_OF: Record<string, string> = { blog: 'article', service: 'article', forum: 'thread', collection: 'listing' };

async function main(): Promise<void> {
  const sets = arg('data', '../shared/bench/extraction,../shared/bench/modern').split(',').map((d) => path.resolve(d));
  const part = arg('part', 'held') as Part;
  if (!['held', 'tune', 'all'].includes(part)) throw new Error('--part is held, tune or all');
  const outRoot = path.resolve(arg('out', '.bench-out/extract'));
  const only = arg('only', SYSTEMS.join(',')).split(',');
  // ours is timed as it ships: src/engine/extract bundled with the .vsix's options (esbuild.mjs --production). The
  // sources run through tsx are some 15 % slower (esbuild's CommonJS output reaches every import through a getter).
  fs.mkdirSync(outRoot, { recursive: true });
  const bundle = path.join(outRoot, 'extractor.cjs');
  const { bundleOptions } = (await import(pathToFileURL(path.join(__dirname, '..', 'esbuild.mjs')).href)) as {
    bundleOptions(production: boolean): esbuild.BuildOptions;
  };
  await esbuild.build({ ...bundleOptions(true), entryPoints: [path.join(__dirname, '..', 'src', 'engine', 'extract', 'index.ts')], outfile: bundle });
  process.env.BENCH_EXTRACTOR = bundle; // for every worker, the peak-RSS one too
  const env = { BENCH_WARMUP: arg('warmup', '1'), BENCH_PASSES: arg('passes', '3') };
  let ran = 0;
  for (const dir of sets) if (await benchSet(dir, part, outRoot, only, env)) ran++;
  if (!ran) process.exit(2);
}

main().catch((err: unknown) => {
  console.error((err as Error).stack ?? String(err));
  process.exit(1);
});
