// Script-shell detector on a page set: how many pages it would send to the browser, and how that agrees with
// the ground truth. usage: node --import tsx bench/shell-detect.ts [--data DIR] [--list]
// DIR (default ../shared/bench/modern): html/*.html.gz + ground-truth.json ({id: {articleBody}}) + score.mjs.
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
import { detectShell } from '../src/engine/browser/detect';

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
  let flagged = 0;
  let detectMs = 0;
  let bytes = 0;
  const reasons = new Map<string, number>();
  const rows: { id: string; shell: boolean; reason: string; text: number; recall: number; inHtml: number }[] = [];
  for (const f of files) {
    const id = f.replace('.html.gz', '');
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'html', f)));
    bytes += raw.length;
    const { text: html } = decodeBody(raw, 'text/html', true);
    const { content } = convertContent(html, 'html', 'https://example.invalid/', 'text/html');
    const t0 = performance.now();
    const v = detectShell(html, content.length);
    detectMs += performance.now() - t0;
    const body = truth[id]?.articleBody ?? '';
    const recall = recallOf(matchPage(body, content));
    const inHtml = recallOf(matchPage(body, html.replace(/<[^>]*>/g, ' ').replace(/\\u[0-9a-f]{4}|\\[nrt"]/gi, ' ')));
    if (v.shell) {
      flagged++;
      reasons.set(v.reason, (reasons.get(v.reason) ?? 0) + 1);
    }
    rows.push({ id, shell: v.shell, reason: v.reason, text: content.length, recall, inHtml });
  }
  const missing = rows.filter((r) => r.recall < 0.3);
  const absent = missing.filter((r) => r.inHtml < 0.3);
  const inScripts = missing.filter((r) => r.inHtml >= 0.3);
  const fp = rows.filter((r) => r.shell && r.recall >= 0.5);
  const caught = (rs: typeof rows) => rs.filter((r) => r.shell).length;
  console.log(`shell-detect on ${dataDir} (${files.length} pages, ${(bytes / 1e6).toFixed(1)} MB)`);
  console.log(`  flagged for the browser: ${flagged} of ${files.length} (${((100 * flagged) / files.length).toFixed(1)} %)`);
  console.log(`  reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join('; ') || '-'}`);
  console.log(`  content missing after extraction (recall < 0.3): ${missing.length}; flagged ${caught(missing)}`);
  console.log(`    absent from the served HTML: ${absent.length}; flagged ${caught(absent)}`);
  console.log(`    present only in markup/script data: ${inScripts.length}; flagged ${caught(inScripts)}`);
  console.log(`  false positives (flagged, extracted recall ≥ 0.5): ${fp.length}`);
  console.log(`  detector time: ${(detectMs / files.length).toFixed(2)} ms/page, ${((bytes / 1e6) / (detectMs / 1000)).toFixed(0)} MB/s`);
  if (list) {
    for (const r of rows.filter((x) => x.shell || x.recall < 0.3)) {
      console.log(`  ${r.id} ${r.shell ? 'SHELL' : '     '} text=${r.text} recall=${r.recall.toFixed(2)} inHtml=${r.inHtml.toFixed(2)} ${r.reason}`);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
