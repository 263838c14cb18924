// Terms of a text for relevance scoring: words in any script (a Unicode letter/digit regex), lower case, common
// words dropped, English plurals and -ing/-ed folded. Korean is written with spaces, so its words come out whole.
// Chinese and Japanese have no spaces: by default their runs become overlapping character pairs (the classic CJK
// search-engine analyser); Intl.Segmenter (ICU's dictionary word breaks) is the alternative, kept for Thai, Lao,
// Khmer and Myanmar and compared in bench/relevance.ts. It is not the default because in Node 20 it costs about
// 5 µs per Chinese character (measured: 7 000 characters in 35-50 ms) and grows quadratically on long strings
// (45 kB of English: 1.1 s; 180 kB: 71 s), so it only ever sees runs of at most RUN_CAP characters.

const WORD = /[\p{L}\p{N}\p{M}_]+/gu;
/** Scripts written without spaces between words: Han, kana, Thai, Lao, Myanmar, Khmer. */
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const HAN_KANA = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** Intl.Segmenter grows quadratically on long input: it never sees more than this at once. */
const RUN_CAP = 200;

const STOP = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those ' +
    'i you he she we they me him her us them my your our their what which who whom whose when where why how do does did ' +
    'not no yes so than then there here can could should would will shall may might must about into over under up down out ' +
    'also just only very more most some any all each every such own same other too via per s t ' +
    '的 了 是 在 和 与 也 就 都 而 及 着 或 这 那 有 之 其 为 以 于 我 你 他 她 它 们 个 の に は を が と で も な へ や か'
  ).split(' '),
);

/** Words that ask for a page rather than about something in it: a prompt of only these has no instruction. */
const GENERIC = new Set(
  (
    'summarize summarise summary summaries tl dr tldr read reading fetch get open show tell explain describe ' +
    'page pages url urls link links site website article document doc docs content contents text please thanks ' +
    'look check see give me overview compare comparison difference differences review key point points main ' +
    'using use it about 总结 概括 摘要 介绍 页面 网页 요약 설명 페이지 要約 ページ'
  ).split(' '),
);

let segmenter: Intl.Segmenter | undefined;

function isAsciiLower(w: string): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

/** Lower case; English -s, -es, -ies, -ing, -ed removed. Keeps the first two characters (countTerms relies on it). */
function fold(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || !isAsciiLower(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('ing') && w.length > 5) return w.slice(0, -3);
  if (w.endsWith('ed') && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('es') && /(sh|ch|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

function push(out: string[], word: string): void {
  const w = fold(word);
  if (!STOP.has(w)) out.push(w);
}

/** How Chinese and Japanese runs become terms: overlapping character pairs (the default), or ICU's word breaks. */
export type CjkTerms = 'bigrams' | 'segmenter';

function segment(out: string[], run: string): void {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  for (let i = 0; i < run.length; i += RUN_CAP) {
    for (const s of segmenter.segment(run.slice(i, i + RUN_CAP))) if (s.isWordLike) push(out, s.segment);
  }
}

/** Han and kana as overlapping pairs (一千万 → 一千 千万); letters and digits between them as words. */
function bigrams(out: string[], run: string): void {
  let i = 0;
  while (i < run.length) {
    let j = i;
    if (HAN_KANA.test(run[i]!)) {
      while (j < run.length && HAN_KANA.test(run[j]!)) j++;
      if (j - i === 1) out.push(run[i]!);
      for (let k = i; k + 1 < j; k++) out.push(run.slice(k, k + 2));
    } else {
      while (j < run.length && !HAN_KANA.test(run[j]!)) j++;
      if (UNSPACED.test(run.slice(i, j))) segment(out, run.slice(i, j));
      else push(out, run.slice(i, j));
    }
    i = j;
  }
}

/** The terms of a text, in order (with repeats). Linear in the text's length. */
export function termsOf(text: string, cjk: CjkTerms = 'bigrams'): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const run = m[0];
    if (!UNSPACED.test(run)) push(out, run);
    else if (cjk === 'segmenter') segment(out, run);
    else bigrams(out, run);
  }
  return out;
}

/**
 * How often each query term occurs in a text, and how many words the text has: termsOf's result reduced to what
 * BM25 needs, without folding words that cannot match (their first two characters match no query term's).
 */
export function countTerms(text: string, query: ReadonlySet<string>, cjk: CjkTerms = 'bigrams'): { length: number; counts: Map<string, number> } {
  const prefixes = new Set<string>();
  for (const q of query) prefixes.add(q.slice(0, 2));
  const counts = new Map<string, number>();
  let length = 0;
  for (const m of text.matchAll(WORD)) {
    const run = m[0];
    if (UNSPACED.test(run)) {
      for (const t of termsOf(run, cjk)) {
        length++;
        if (query.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      continue;
    }
    length++;
    const lower = run.toLowerCase();
    if (!prefixes.has(lower.slice(0, 2))) continue;
    const t = fold(lower);
    if (query.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return { length, counts };
}

/** The distinct terms of an instruction that say what to look for (generic words like "summarize" removed). */
export function queryTerms(instruction: string, cjk: CjkTerms = 'bigrams'): string[] {
  return [...new Set(termsOf(instruction, cjk))].filter((t) => !GENERIC.has(t));
}

/** The instruction of a prompt: the prompt without the URLs written in it. */
export function instructionOf(prompt: string, writtenUrls: readonly string[]): string {
  let out = prompt;
  for (const u of writtenUrls) out = out.split(u).join(' ');
  return out.replace(/\s+/g, ' ').trim();
}
