// Extraction benchmark: our extractor vs @mozilla/readability on linkedom, same pages, same run.
// usage: npm run bench:extract -- [--data DIR] [--out DIR] [--only ours|readability] [--warmup N] [--passes N] [--per-page]
// DIR: html/*.html.gz + ground-truth.json ({key: {articleBody}}) + score.mjs (the benchmark metric).
// Each system runs in its own child process (own peak RSS); predictions land in --out as JSON.
// Speed: input HTML bytes / wall time of the timed pass over all pages (gunzip excluded), after
// N untimed warm-up passes (default 1) so both systems are measured with their code JIT-compiled;
// of --passes timed passes (default 3) the fastest counts, the same rule for both systems.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface WorkerResult {
  predictions: Record<string, { articleBody: string }>;
  bytes: number;
  ms: number;
  maxRssMB: number;
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

function runWorker(system: string, dataDir: string, outDir: string, warmup: string, passes: string): WorkerResult {
  const out = path.join(outDir, `${system}.run.json`);
  const worker = path.join(__dirname, 'lib', 'extract-worker.ts');
  const r = spawnSync(process.execPath, ['--import', 'tsx', worker, system, dataDir, out], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_WARMUP: warmup, BENCH_PASSES: passes },
  });
  if (r.status !== 0) throw new Error(`${system} worker exited with ${r.status ?? r.signal}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as WorkerResult;
  fs.writeFileSync(path.join(outDir, `${system}.predictions.json`), JSON.stringify(result.predictions, null, 1));
  fs.rmSync(out);
  return result;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(arg('data', '../shared/bench/extraction'));
  const outDir = path.resolve(arg('out', '.bench-out/extract'));
  const only = arg('only', '');
  const warmup = arg('warmup', process.env.BENCH_WARMUP ?? '1');
  const passes = arg('passes', process.env.BENCH_PASSES ?? '3');
  fs.mkdirSync(outDir, { recursive: true });
  const metric = (await import(pathToFileURL(path.join(dataDir, 'score.mjs')).href)) as ScoreModule;
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Truth;
  const f = (x: number): string => x.toFixed(3);
  const mbps = (r: WorkerResult): number => r.bytes / 1e6 / (r.ms / 1000);

  const systems = only ? [only] : ['ours', 'readability'];
  const results = new Map<string, WorkerResult>();
  for (const s of systems) results.set(s, runWorker(s, dataDir, outDir, warmup, passes));

  const ours = results.get('ours');
  const ref = results.get('readability');
  if (ours) {
    const s = metric.score(truth, ours.predictions);
    console.log(`ours        F1 ${f(s.f1)}  precision ${f(s.precision)}  recall ${f(s.recall)}  ${mbps(ours).toFixed(1)} MB/s  peak RSS ${Math.round(ours.maxRssMB)} MB`);
  }
  if (ref) {
    const s = metric.score(truth, ref.predictions);
    console.log(`readability F1 ${f(s.f1)}  precision ${f(s.precision)}  recall ${f(s.recall)}  ${mbps(ref).toFixed(1)} MB/s`);
  }
  if (ours && ref) console.log(`speed ratio ours/readability ${(mbps(ours) / mbps(ref)).toFixed(2)}`);

  if (process.argv.includes('--per-page') && ours) {
    // worst pages first, with the reference's figures beside ours: for finding what to fix
    const rows = Object.keys(truth).map((k) => {
      const m = (p: WorkerResult | undefined): string => {
        if (!p) return '';
        const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, p.predictions[k]?.articleBody ?? '');
        return `P ${f(tp + fp ? tp / (tp + fp) : 0)} R ${f(tp + fn ? tp / (tp + fn) : 0)}`;
      };
      const [tp, fp, fn] = metric.matchPage(truth[k]!.articleBody, ours.predictions[k]?.articleBody ?? '');
      return { k, f1: tp ? (2 * tp) / (2 * tp + fp + fn) : 0, line: `${k.slice(0, 12)} ours ${m(ours)}  ref ${m(ref)}` };
    });
    rows.sort((a, b) => a.f1 - b.f1);
    for (const r of rows.slice(0, 25)) console.log(`${f(r.f1)} ${r.line}`);
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).stack ?? String(err));
  process.exit(1);
});
