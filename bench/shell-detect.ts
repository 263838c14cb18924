// Script-shell detector on a page set: how many pages it would send to the browser, and how that agrees with
// the ground truth. usage: node --import tsx bench/shell-detect.ts [--data DIR] [--list] [--rows FILE]
// DIR (default ../shared/bench/modern): html/*.html.gz + ground-truth.json ({id: {articleBody}}) + score.mjs.
// The pages are split by a hash of their id (bench/lib/split.ts, as bench:extract): thresholds are tuned on the
// tuning half, the held-out half checks them; figures are printed for both and for all pages.
// --rows FILE: keep each page's signals and recalls in FILE (read it instead of converting again when it exists:
// for re-running the verdicts while tuning detect.ts's thresholds).
//
// "Content missing" (an estimate of the pages that need a browser): the extractor's output recalls under 30 % of
// the ground truth's 4-grams. Of those, "absent from HTML" means the words are not in the served bytes at all
// (built by scripts from later requests, or noisy ground truth), "in scripts" means they sit in the HTML's script
// data (hydration JSON) where only running the scripts shows them. A flagged page whose extracted text already
// recalls ≥ 50 % is a false positive (the browser costs seconds for nothing).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { decodeBody } from '../src/engine/content/charset';
import { convertContent } from '../src/engine/content/convert';
import { detectShell, judgeShell, shellSignals, type ShellSignals } from '../src/engine/browser/detect';
import { partOf } from './lib/split';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

interface ScoreModule {
  matchPage(truth: string, pred: string): [number, number, number];
}

const recallOf = ([tp, , fn]: [number, number, number]) => (tp + fn === 0 ? 1 : tp / (tp + fn));

async function main(): Promise<void> {
  const dataDir = path.resolve(arg('data', '../shared/bench/modern'));
  const list = process.argv.includes('--list');
  if (!fs.existsSync(path.join(dataDir, 'ground-truth.json'))) {
    console.error(`shell-detect: no page set at ${dataDir} (expected html/*.html.gz and ground-truth.json); pass --data DIR.`);
    process.exit(2);
  }
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { articleBody: string }>;
  const { matchPage } = (await import(pathToFileURL(path.join(dataDir, 'score.mjs')).href)) as ScoreModule;
  const files = fs.readdirSync(path.join(dataDir, 'html')).filter((f) => f.endsWith('.html.gz')).sort();
  const rowsFile = process.argv.includes('--rows') ? arg('rows', '') : '';
  interface Row {
    id: string;
    signals: ShellSignals;
    recall: number;
    inHtml: number;
  }
  let rows: Row[];
  let detectMs = 0;
  let bytes = 0;
  if (rowsFile && fs.existsSync(rowsFile)) {
    rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as Row[];
    console.log(`(signals read from ${rowsFile})`);
  } else {
    rows = [];
    for (const f of files) {
      const id = f.replace('.html.gz', '');
      const raw = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', f)));
      bytes += raw.length;
      const { text: html } = decodeBody(raw, 'text/html', true);
      const { content } = convertContent(html, 'html', 'https://example.invalid/', 'text/html');
      const t0 = performance.now();
      detectShell(html, content.length);
      detectMs += performance.now() - t0;
      const body = truth[id]?.articleBody ?? '';
      const recall = recallOf(matchPage(body, content));
      const inHtml = recallOf(matchPage(body, html.replace(/<[^>]*>/g, ' ').replace(/\\u[0-9a-f]{4}|\\[nrt"]/gi, ' ')));
      rows.push({ id, signals: shellSignals(html, content.length), recall, inHtml });
    }
    if (rowsFile) fs.writeFileSync(rowsFile, JSON.stringify(rows));
  }
  console.log(`shell-detect on ${dataDir} (${rows.length} pages${bytes ? `, ${(bytes / 1e6).toFixed(1)} MB` : ''})`);
  const judged = rows.map((r) => ({ ...r, verdict: judgeShell(r.signals) }));
  for (const part of ['tune', 'held', 'all'] as const) {
    const rs = judged.filter((r) => part === 'all' || partOf(r.id) === part);
    const flagged = rs.filter((r) => r.verdict.shell);
    const reasons = new Map<string, number>();
    for (const r of flagged) reasons.set(r.verdict.reason, (reasons.get(r.verdict.reason) ?? 0) + 1);
    const missing = rs.filter((r) => r.recall < 0.3);
    const absent = missing.filter((r) => r.inHtml < 0.3);
    const inScripts = missing.filter((r) => r.inHtml >= 0.3);
    const fp = rs.filter((r) => r.verdict.shell && r.recall >= 0.5);
    const caught = (xs: typeof rs) => xs.filter((r) => r.verdict.shell).length;
    console.log(`${part === 'tune' ? 'tuning half' : part === 'held' ? 'held-out half' : 'all pages'} (${rs.length} pages)`);
    console.log(`  sent to the browser: ${flagged.length} (${((100 * flagged.length) / rs.length).toFixed(1)} %)`);
    console.log(`  reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join('; ') || '-'}`);
    console.log(`  content missing after extraction (recall < 0.3): ${missing.length}; caught ${caught(missing)}`);
    console.log(`    absent from the served HTML: ${absent.length}; caught ${caught(absent)}`);
    console.log(`    present only in markup/script data: ${inScripts.length}; caught ${caught(inScripts)}`);
    console.log(`  false positives (sent, extracted recall >= 0.5): ${fp.length}`);
  }
  if (detectMs) console.log(`detector time: ${(detectMs / rows.length).toFixed(2)} ms/page, ${((bytes / 1e6) / (detectMs / 1000)).toFixed(0)} MB/s`);
  if (list) {
    for (const r of judged.filter((x) => x.verdict.shell || x.recall < 0.3)) {
      const g = r.signals;
      console.log(
        `  ${partOf(r.id)} ${r.id} ${r.verdict.shell ? 'SHELL' : '     '} text=${g.textChars} recall=${r.recall.toFixed(2)} inHtml=${r.inHtml.toFixed(2)} inline=${g.inlineScriptBytes} ext=${g.externalScripts} root=${g.emptyRoot ?? '-'} nos=${g.noscriptNotice ? 1 : 0} fw=${g.frameworks.join('+') || '-'} | ${r.verdict.reason}`,
      );
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
