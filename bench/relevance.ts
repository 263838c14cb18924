// Relevance benchmark: does the sentence a question is about survive the page budget? Relevant sections first
// (content/relevance.ts) vs the head of the page (the behaviour without an instruction), same pages, same budget,
// one run.
// usage: npm run bench:relevance -- [--data DIR] [--budget TOKENS] [--limit N]
//
// English: DIR (default ../shared/bench/modern) holds html/NNNN.html.gz and ground-truth.json ({id: {with: [...]}}).
// Each page goes through our extractor to markdown (what the budget sees). A query is built from each `with`
// sentence found past the first third of that markdown: "What does the page say about <its first six content
// words>?" (a second row: only three of its content words, every other one). It counts as retained when the whole sentence is in what the model would read (letters and digits
// compared, case folded). Only pages over the budget count (a page that fits keeps everything either way).
// CJK: the modern set has no Chinese, Japanese or Korean page, so the CJK subset is (a) any CJK page of the data
// sets found (sentences from their articleBody, budget a third of the page when the page is under --budget), and
// (b) generated documents in zh, ja and ko (sections of template sentences, seeded; printed as "generated").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extract } from '../src/engine/extract';
import { TOKENS } from '../src/engine/content/tokens';
import { queryTerms, termsOf, type CjkTerms } from '../src/engine/content/terms';
import { selectRelevant } from '../src/engine/content/relevance';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

interface Trial {
  page: string;
  text: string;
  sentence: string;
  budget: number;
}

interface Tally {
  trials: number;
  pages: Set<string>;
  head: number;
  relevance: number;
  ms: number[];
}

/** A question from a sentence: `words` of its content words (every other one when `sparse`). */
function query(sentence: string, words: number, sparse: boolean): string {
  const terms = sparse ? queryTerms(sentence).filter((_, i) => i % 2 === 1) : queryTerms(sentence);
  return `What does the page say about ${terms.slice(0, words).join(' ')}?`;
}

function run(trials: Trial[], cjk: CjkTerms = 'bigrams', words = 6, sparse = false): Tally {
  const t: Tally = { trials: 0, pages: new Set(), head: 0, relevance: 0, ms: [] };
  for (const tr of trials) {
    const head = tr.text.slice(0, TOKENS.endFor(tr.text, 0, tr.budget));
    const q = queryTerms(query(tr.sentence, words, sparse), cjk);
    const t0 = performance.now();
    const picked = selectRelevant(tr.text, 0, tr.budget, q, TOKENS, cjk);
    t.ms.push(performance.now() - t0);
    const rel = picked ? picked.content : head;
    if (TOKENS.cost(rel) > tr.budget) throw new Error(`relevance output over budget on ${tr.page}`);
    const s = norm(tr.sentence);
    t.trials++;
    t.pages.add(tr.page);
    if (norm(head).includes(s)) t.head++;
    if (norm(rel).includes(s)) t.relevance++;
  }
  return t;
}

function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a';
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0;
}

function print(label: string, t: Tally): void {
  const ratio = t.head ? (t.relevance / t.head).toFixed(2) + '×' : t.relevance ? '∞' : 'n/a';
  console.log(
    `${label.padEnd(28)} ${String(t.pages.size).padStart(5)} ${String(t.trials).padStart(6)}   ${pct(t.head, t.trials).padStart(7)}   ${pct(t.relevance, t.trials).padStart(9)}   ${ratio.padStart(6)}   ${p95(t.ms).toFixed(2).padStart(6)} ms`,
  );
}

/** Sentences of a text (split after . ! ? 。 ！ ？ and line breaks), at least `min` letters long. */
function sentences(text: string, min: number): string[] {
  return text
    .split(/(?<=[.!?。！？])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => norm(s).length >= min);
}

/** Trials for one text: sentences found past its first third. */
function deepTrials(page: string, text: string, candidates: string[], budget: number): Trial[] {
  const n = norm(text);
  const out: Trial[] = [];
  for (const sentence of candidates) {
    const at = n.indexOf(norm(sentence));
    if (at < 0 || at < n.length / 3 || queryTerms(sentence).length < 2) continue;
    out.push({ page, text, sentence, budget });
  }
  return out;
}

function englishTrials(dataDir: string, budget: number, limit: number): { trials: Trial[]; pages: number; over: number } {
  const truth = JSON.parse(fs.readFileSync(path.join(dataDir, 'ground-truth.json'), 'utf8')) as Record<string, { with?: string[]; url?: string }>;
  const trials: Trial[] = [];
  let pages = 0;
  let over = 0;
  for (const [id, gt] of Object.entries(truth).slice(0, limit)) {
    const file = path.join(dataDir, 'html', `${id}.html.gz`);
    if (!fs.existsSync(file) || !gt.with?.length) continue;
    pages++;
    const md = extract(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'), { url: gt.url }).markdown;
    if (TOKENS.cost(md) <= budget) continue;
    over++;
    trials.push(...deepTrials(id, md, gt.with, budget));
  }
  return { trials, pages, over };
}

const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g;

function realCjkTrials(dirs: string[], budget: number): Trial[] {
  const trials: Trial[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, 'ground-truth.json');
    if (!fs.existsSync(file)) continue;
    const truth = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { articleBody?: string }>;
    for (const [id, gt] of Object.entries(truth)) {
      const body = gt.articleBody ?? '';
      if ((body.match(CJK)?.length ?? 0) < body.length * 0.2) continue;
      const b = Math.min(budget, Math.floor(TOKENS.cost(body) / 3));
      trials.push(...deepTrials(`${path.basename(dir)}/${id.slice(0, 8)}`, body, sentences(body, 12), b));
    }
  }
  return trials;
}

/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Lang {
  heading: (i: number, topic: string) => string;
  topics: string[];
  things: string[];
  places: string[];
  sentence: (r: () => number, L: Lang, topic: string) => string;
}

const LANGS: Record<'zh' | 'ja' | 'ko', Lang> = {
  zh: {
    heading: (i: number, topic: string) => `## 第${i}节 ${topic}`,
    topics: ['安装', '配置', '网络代理', '缓存', '日志', '安全', '性能', '数据库', '备份', '升级', '插件', '权限', '监控', '部署', '测试', '国际化'],
    things: ['服务器', '客户端', '数据库', '证书', '防火墙', '调度器', '编译器', '浏览器', '存储桶', '消息队列', '索引', '令牌'],
    places: ['北京', '上海', '广州', '深圳', '成都', '杭州', '南京', '武汉', '西安', '重庆'],
    sentence: (r: () => number, L: Lang, topic: string) =>
      `${pick(r, L.places)}的${pick(r, L.things)}在${2000 + Math.floor(r() * 25)}年处理了${1 + Math.floor(r() * 900)}万次${topic}请求，由${pick(r, L.things)}负责${pick(r, ['记录', '检查', '转发', '压缩', '加密'])}。`,
  },
  ja: {
    heading: (i: number, topic: string) => `## 第${i}章 ${topic}`,
    topics: ['インストール', '設定', 'プロキシ', 'キャッシュ', 'ログ', 'セキュリティ', '性能', 'データベース', 'バックアップ', '更新', 'プラグイン', '権限', '監視', '配備', '試験', '翻訳'],
    things: ['サーバー', 'クライアント', '証明書', 'ファイアウォール', 'コンパイラ', 'ブラウザ', 'キュー', '索引', 'トークン', '設定ファイル'],
    places: ['東京', '大阪', '京都', '札幌', '福岡', '名古屋', '横浜', '神戸', '仙台', '広島'],
    sentence: (r: () => number, L: Lang, topic: string) =>
      `${pick(r, L.places)}の${pick(r, L.things)}は${2000 + Math.floor(r() * 25)}年に${topic}の要求を${1 + Math.floor(r() * 900)}万回処理し、${pick(r, L.things)}が${pick(r, ['記録', '検査', '転送', '圧縮', '暗号化'])}を担当した。`,
  },
  ko: {
    heading: (i: number, topic: string) => `## 제${i}장 ${topic}`,
    topics: ['설치', '설정', '프록시', '캐시', '로그', '보안', '성능', '데이터베이스', '백업', '업그레이드', '플러그인', '권한', '모니터링', '배포', '테스트', '번역'],
    things: ['서버', '클라이언트', '인증서', '방화벽', '컴파일러', '브라우저', '메시지큐', '색인', '토큰', '설정파일'],
    places: ['서울', '부산', '인천', '대구', '대전', '광주', '울산', '수원', '제주', '전주'],
    sentence: (r: () => number, L: Lang, topic: string) =>
      `${pick(r, L.places)}의 ${pick(r, L.things)}는 ${2000 + Math.floor(r() * 25)}년에 ${topic} 요청을 ${1 + Math.floor(r() * 900)}만 번 처리했고 ${pick(r, L.things)}가 ${pick(r, ['기록', '검사', '전달', '압축', '암호화'])}을 맡았다.`,
  },
};

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** Generated CJK manuals: 16 sections of 3 paragraphs of 4 sentences (about 12 000 characters, as many tokens). */
function generatedTrials(budget: number, docsPerLang: number): Trial[] {
  const trials: Trial[] = [];
  for (const [lang, L] of Object.entries(LANGS)) {
    for (let d = 0; d < docsPerLang; d++) {
      const r = rng(1000 * d + lang.charCodeAt(0));
      const parts: string[] = [];
      L.topics.forEach((topic, i) => {
        parts.push(L.heading(i + 1, topic), '');
        for (let p = 0; p < 3; p++) parts.push(Array.from({ length: 4 }, () => L.sentence(r, L, topic)).join(''), '');
      });
      const text = parts.join('\n');
      const all = sentences(text, 10).filter((s) => !s.startsWith('##'));
      const deep = all.filter((_, i) => i % 7 === 3);
      trials.push(...deepTrials(`${lang}-${d}`, text, deep, Math.min(budget, Math.floor(TOKENS.cost(text) / 3))));
    }
  }
  return trials;
}

function main(): void {
  const dataDir = path.resolve(arg('data', '../shared/bench/modern'));
  const budget = Number(arg('budget', '4000'));
  const limit = Number(arg('limit', '100000'));
  console.log(`relevance benchmark: budget ${budget} tokens per page; a trial = one sentence past the first third of a page`);
  console.log(`${'set'.padEnd(28)} ${'pages'.padStart(5)} ${'trials'.padStart(6)}   ${'head'.padStart(7)}   ${'relevance'.padStart(9)}   ${'ratio'.padStart(6)}   select p95`);
  if (!fs.existsSync(path.join(dataDir, 'ground-truth.json'))) {
    console.log(`English: data missing (${dataDir}/ground-truth.json not found); pass --data DIR`);
  } else {
    const t0 = performance.now();
    const en = englishTrials(dataDir, budget, limit);
    print(`English (${path.basename(dataDir)})`, run(en.trials));
    print('English, 3 sparse words', run(en.trials, 'bigrams', 3, true));
    console.log(`  ${en.pages} pages read, ${en.over} over the budget; extraction took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const real = realCjkTrials([dataDir, path.resolve(dataDir, '../extraction')], budget);
  const generated = generatedTrials(budget, 4);
  for (const cjk of ['bigrams', 'segmenter'] as const) {
    if (real.length) print(`CJK, real pages (${cjk})`, run(real, cjk));
    print(`CJK, generated (${cjk})`, run(generated, cjk));
  }
  if (!real.length) console.log('CJK, real pages: none in the data sets found');
  // The terms of a generated sentence, so a reader can see CJK tokenisation at work.
  const example = LANGS.zh.sentence(rng(7), LANGS.zh, '缓存');
  console.log(`  terms of "${example}"`);
  for (const cjk of ['bigrams', 'segmenter'] as const) console.log(`    ${cjk}: ${termsOf(example, cjk).join(' | ')}`);
}

main();
