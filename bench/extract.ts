// Extraction benchmark: our extractor vs @mozilla/readability on linkedom, same pages, same run.
// usage: npm run bench:extract -- [--data DIR] [--out DIR] [--only ours|readability] [--warmup N] [--passes N] [--per-page]
// DIR: html/*.html.gz + ground-truth.json ({key: {articleBody}}) + score.mjs (the benchmark metric).
// Predictions land in --out as {key: {articleBody}} JSON, one file per system.
//
// Speed: input HTML bytes / wall time spent inside the extractor (gunzip excluded), after N
// untimed warm-up passes (default 1) so both systems run JIT-compiled code; of --passes timed
// passes (default 5) each system's fastest counts. Both systems are timed in one child process,
// pass by pass alternately with a full GC before each pass, so load from other processes on a
// shared machine hits them alike and neither pays for the other's garbage.
// Peak RSS: a separate child process that runs only our extractor.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface SystemRun {
  predictions: Record<string, { articleBody: string }>;
  ms: number;
}
interface WorkerResult {
  bytes: number;
  maxRssMB: number;
  systems: Record<string, SystemRun>;
}
type Truth = Record<string, { articleBody: string }>;
interface Score {
  f1: number;
  precision: number;
  recall: number;
}
interface ScoreModule {
  score(truth: Truth, predictions: Truth): Score;
  matchPage(truth: string, pred: string): [number, number, number];
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function runWorker(systems: string[], dataDir: string, outDir: string, env: Record<string, string>): WorkerResult {
  const out = path.join(outDir, `${systems.join('+')}.run.json`);
  const worker = path.join(__dirname, 'lib', 'extract-worker.ts');
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', worker, systems.join(','), dataDir, out], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`worker for ${systems.join(', ')} exited with ${r.status ?? r.signal}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as WorkerResult;
  fs.rmSync(out);
  return result;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(arg('data', '../shared/bench/extraction'));
  if (!fs.existsSync(path.join(dataDir, 'ground-truth.json')) || !fs.existsSync(path.join(dataDir, 'score.mjs'))) {
    console.error(`bench:extract: no benchmark data in ${dataDir} (ground-truth.json, score.mjs and html/ are needed).`);
    console.error('The data is not part of the repository: put the extraction benchmark there, or pass --data <folder>.');
    process.exit(2);
  }
  const outDir = path.resolve(arg('out', '.bench-out/extract'));
  const only = arg('only', '');
  const env = { BENCH_WARMUP: arg('warmup', '1'), BENCH_PASSES: arg('passes', '5') };
  fs.mkdirSync(outDir, { recursive: true });
  const metric = (await import(pathToFileURL(path.join(dataDir, 'score.mjs')).href)) as ScoreModule;
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Truth;
  const f = (x: number): string => x.toFixed(3);

  const timed = runWorker(only ? [only] : ['ours', 'readability'], dataDir, outDir, env);
  // our peak RSS without the reference's DOM in the same heap
  const rss = only === 'readability' ? null : only === 'ours' ? timed.maxRssMB : runWorker(['ours'], dataDir, outDir, { ...env, BENCH_PASSES: '1' }).maxRssMB;
  const mbps = (s: SystemRun): number => timed.bytes / 1e6 / (s.ms / 1000);
  for (const [name, run] of Object.entries(timed.systems)) {
    fs.writeFileSync(path.join(outDir, `${name}.predictions.json`), JSON.stringify(run.predictions, null, 1));
  }

  const ours = timed.systems.ours;
  const ref = timed.systems.readability;
  if (ours) {
    const s = metric.score(truth, ours.predictions);
    console.log(`ours        F1 ${f(s.f1)}  precision ${f(s.precision)}  recall ${f(s.recall)}  ${mbps(ours).toFixed(1)} MB/s  peak RSS ${Math.round(rss ?? 0)} MB`);
  }
  if (ref) {
    const s = metric.score(truth, ref.predictions);
    console.log(`readability F1 ${f(s.f1)}  precision ${f(s.precision)}  recall ${f(s.recall)}  ${mbps(ref).toFixed(1)} MB/s`);
  }
  if (ours && ref) console.log(`speed ratio ours/readability ${(mbps(ours) / mbps(ref)).toFixed(2)}`);

  if (process.argv.includes('--per-page') && ours) {
    // worst pages first, with the reference's figures beside ours: for finding what to fix
    const pr = (run: SystemRun | undefined, k: string): string => {
      if (!run) return '';
      const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, run.predictions[k]?.articleBody ?? '');
      return `P ${f(tp + fp ? tp / (tp + fp) : 0)} R ${f(tp + fn ? tp / (tp + fn) : 0)}`;
    };
    const rows = Object.keys(truth).map((k) => {
      const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, ours.predictions[k]?.articleBody ?? '');
      return { k, f1: tp ? (2 * tp) / (2 * tp + fp + fn) : 0 };
    });
    rows.sort((a, b) => a.f1 - b.f1);
    for (const r of rows.slice(0, 25)) console.log(`${f(r.f1)} ${r.k.slice(0, 12)} ours ${pr(ours, r.k)}  ref ${pr(ref, r.k)}`);
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).stack ?? String(err));
  process.exit(1);
});
