// Relevant sections first: when a page does not fit its share of the budget and the prompt says what it is looking
// for, split the page into sections by its headings (and long sections into paragraph chunks), score each chunk
// against the instruction with BM25, and keep the page's outline (every heading) plus the best chunks in page
// order. Each run of omitted chunks becomes one line naming the character offset that fetches it, e.g.
//   [section "Install" omitted (1,234 tokens): continue with offset 5678]
// No network, no model; linear in the page's length (terms.ts says why Intl.Segmenter only sees short runs).
import { countTerms, type CjkTerms } from './terms';
import type { Measure } from './tokens';

/** A chunk of the page: [start, end) in the page's markdown, inside one section. */
interface Chunk {
  start: number;
  end: number;
  section: number;
  cost: number;
  score: number;
}

interface Section {
  /** The heading's text without the #s (null for the text before the first heading). */
  title: string | null;
  /** The heading line, [headingStart, headingEnd) (empty for the text before the first heading). */
  headingStart: number;
  headingEnd: number;
}

export interface Selection {
  /** What the model reads: headings, kept chunks and omission lines, in page order. */
  content: string;
  /** The offset of the first omitted text (where a plain continuation would start). */
  nextOffset: number;
  sectionsTotal: number;
  /** Sections with at least one chunk kept. */
  sectionsKept: number;
  /** Cost of the omitted text (in the measure's unit). */
  omitted: number;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Chunks are at most this many tokens (four times as many characters when the budget counts characters). */
const CHUNK_TOKENS = 300;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** Attempts to use the budget left after the first pass. */
const FILL_TRIES = 16;

/** Split text[start, end) into sections by ATX headings (outside code fences) and sections into chunks. */
function split(text: string, start: number, measure: Measure): { sections: Section[]; chunks: Chunk[] } {
  const sections: Section[] = [{ title: null, headingStart: start, headingEnd: start }];
  const chunks: Chunk[] = [];
  const maxChunk = measure.unit === 'tokens' ? CHUNK_TOKENS : CHUNK_TOKENS * 4;
  let fence: string | null = null;
  let chunkStart = start;
  const close = (at: number) => {
    // Close the chunk [chunkStart, at), splitting it where it grows past maxChunk.
    let s = chunkStart;
    while (s < at && /\s/.test(text[s]!)) s++; // a chunk (and so an offset) starts at its first visible character
    while (s < at) {
      let e = measure.endFor(text, s, maxChunk);
      if (e >= at) e = at;
      else {
        // Prefer a paragraph break, else a line break, else a space, in the second half of the piece.
        const half = s + Math.floor((e - s) / 2);
        const piece = text.slice(half, e); // search only here: lastIndexOf on the whole text would be quadratic
        const cut = ['\n\n', '\n', ' '].map((sep) => piece.lastIndexOf(sep)).find((at) => at > 0);
        if (cut !== undefined) e = half + cut + 1;
        if (e <= s) e = Math.min(at, s + 1);
      }
      if (text.slice(s, e).trim()) chunks.push({ start: s, end: e, section: sections.length - 1, cost: measure.cost(text, s, e), score: 0 });
      s = e;
    }
    chunkStart = at;
  };
  let pos = start;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl < 0 ? text.length : nl + 1;
    const line = text.slice(pos, nl < 0 ? text.length : nl);
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = null;
    } else if (f) {
      fence = f[1]!;
    } else {
      const h = line.length <= 500 ? HEADING.exec(line) : null;
      if (h) {
        close(pos);
        sections.push({ title: h[2]!.trim(), headingStart: pos, headingEnd: lineEnd });
        chunkStart = lineEnd;
      } else if (line.trim() === '') {
        // A paragraph boundary: close the chunk here when it is already past half the chunk size.
        if (measure.cost(text, chunkStart, pos) >= maxChunk / 2) close(lineEnd);
      }
    }
    pos = lineEnd;
  }
  close(text.length);
  return { sections, chunks };
}

/** BM25 of every chunk against the query terms; the chunk's section title counts as part of it. */
function score(text: string, sections: Section[], chunks: Chunk[], query: string[], cjk: CjkTerms): void {
  const q = new Set(query);
  const tf: Map<string, number>[] = [];
  const df = new Map<string, number>();
  let totalLen = 0;
  const lens: number[] = [];
  const titles = sections.map((s) => (s.title ? countTerms(s.title, q, cjk) : null));
  for (const c of chunks) {
    const { length, counts } = countTerms(text.slice(c.start, c.end), q, cjk);
    const title = titles[c.section];
    let len = length;
    if (title) {
      len += title.length;
      for (const [t, n] of title.counts) counts.set(t, (counts.get(t) ?? 0) + n);
    }
    for (const t of counts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    tf.push(counts);
    lens.push(len);
    totalLen += len;
  }
  const n = chunks.length;
  const avg = totalLen / Math.max(1, n) || 1;
  chunks.forEach((c, i) => {
    let s = 0;
    for (const [t, f] of tf[i]!) {
      const d = df.get(t)!;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      s += (idf * f * (BM25_K1 + 1)) / (f + BM25_K1 * (1 - BM25_B + (BM25_B * lens[i]!) / avg));
    }
    c.score = s;
  });
}

function quoteTitle(title: string): string {
  const t = title.replace(/[\s"[\]]+/g, ' ').trim();
  return t.length > 60 ? t.slice(0, 59) + '…' : t;
}

/** The line that stands for omitted text [start, end). */
function omissionLine(title: string | null, whole: boolean, cost: number, start: number, measure: Measure): string {
  const what = title === null ? 'text' : `${whole ? 'section' : 'part of section'} "${quoteTitle(title)}"`;
  return `[${what} omitted (${cost.toLocaleString('en-US')} ${measure.unit}): continue with offset ${start}]`;
}

function assemble(text: string, sections: Section[], chunks: Chunk[], kept: boolean[], measure: Measure): Selection & { cost: number } {
  const parts: string[] = [];
  let nextOffset = -1;
  let omitted = 0;
  const keptSections = new Set<number>();
  let i = 0;
  for (let si = 0; si < sections.length; si++) {
    const sec = sections[si]!;
    if (sec.headingEnd > sec.headingStart) parts.push(text.slice(sec.headingStart, sec.headingEnd).replace(/\n?$/, '\n'));
    const first = i;
    while (i < chunks.length && chunks[i]!.section === si) i++;
    const anyKept = kept.slice(first, i).some(Boolean);
    if (anyKept) keptSections.add(si);
    for (let j = first; j < i; ) {
      if (kept[j]) {
        parts.push(text.slice(chunks[j]!.start, chunks[j]!.end));
        j++;
        continue;
      }
      let k = j;
      let cost = 0;
      while (k < i && !kept[k]) cost += chunks[k++]!.cost;
      if (nextOffset < 0) nextOffset = chunks[j]!.start;
      omitted += cost;
      const line = omissionLine(sec.title, !anyKept, cost, chunks[j]!.start, measure);
      const prev = parts[parts.length - 1] ?? '\n';
      parts.push(`${prev.endsWith('\n') ? '' : '\n'}${line}\n\n`);
      j = k;
    }
  }
  const content = parts.join('').replace(/\n+$/, '\n');
  return {
    content,
    nextOffset,
    sectionsTotal: sections.filter((s) => s.title !== null).length,
    sectionsKept: [...keptSections].filter((si) => sections[si]!.title !== null).length,
    omitted,
    cost: measure.cost(content),
  };
}

/**
 * The best of text[start…] within `budget` for the query terms, or null when relevance cannot help (no query term
 * occurs in the text, or the outline alone does not fit): the caller cuts the head then.
 */
export function selectRelevant(
  text: string,
  start: number,
  budget: number,
  query: readonly string[],
  measure: Measure,
  cjk: CjkTerms = 'bigrams',
): Selection | null {
  if (query.length === 0 || budget <= 0) return null;
  const { sections, chunks } = split(text, start, measure);
  if (chunks.length < 2) return null;
  score(text, sections, chunks, [...query], cjk);
  if (!chunks.some((c) => c.score > 0)) return null;
  const outline = sections.reduce((sum, s) => sum + measure.cost(text, s.headingStart, s.headingEnd), 0);
  if (outline > budget / 2) return null;
  // Best chunks first, then the page's head with what is left; an omission line costs about 24 tokens.
  const lineCost = measure.unit === 'tokens' ? 24 : 96;
  const order = chunks
    .map((c, i) => i)
    .filter((i) => chunks[i]!.score > 0)
    .sort((a, b) => chunks[b]!.score - chunks[a]!.score || a - b);
  for (let i = 0; i < chunks.length; i++) if (chunks[i]!.score <= 0) order.push(i);
  const kept = chunks.map(() => false);
  const added: number[] = [];
  let used = outline;
  for (const i of order) {
    const c = chunks[i]!;
    if (used + c.cost + lineCost > budget) continue;
    kept[i] = true;
    added.push(i);
    used += c.cost + lineCost;
  }
  if (added.length === 0) return null;
  // The estimate above reserves one line per chunk; drop the last additions while the real text is over.
  let result = assemble(text, sections, chunks, kept, measure);
  while (result.cost > budget && added.length > 1) {
    kept[added.pop()!] = false;
    result = assemble(text, sections, chunks, kept, measure);
  }
  // The reserve was generous (a line per chunk, where runs of omitted chunks share one): fill what is left, in the
  // same order, checking the real text each time (at most FILL_TRIES assemblies, so this stays linear).
  let tries = 0;
  for (const i of order) {
    if (kept[i] || tries >= FILL_TRIES) continue;
    if (chunks[i]!.cost > budget - result.cost) continue;
    tries++;
    kept[i] = true;
    const next = assemble(text, sections, chunks, kept, measure);
    if (next.cost <= budget) result = next;
    else kept[i] = false;
  }
  if (result.nextOffset < 0) return null; // everything fitted after all: the head cut is the same text
  const { cost: _cost, ...selection } = result;
  return selection;
}
