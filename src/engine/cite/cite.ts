// Citations: place [n] markers in an answer at UTF-8 byte offsets (Gemini's groundingSupports), and render the
// cited answer twice — for a model ([n] plus a "Sources:" list) and for people (markdown, every marker a link).
// Offsets are bytes, never UTF-16 code units, so Chinese, Korean and emoji answers come out right.
import type { AnswerPiece, Source } from '../types';
import { markdownLinkText, markdownUrl, oneLine } from '../util/escape';
import { describeStatus, isReadStatus } from './status';

export type { AnswerPiece };
export { describeStatus, isReadStatus, markdownLinkText, markdownUrl };

/** One citation to place: after the segment ending at `endByte` (exclusive, UTF-8 bytes) of part `partIndex`. */
export interface ByteCitation {
  partIndex: number;
  endByte: number;
  /** The segment's text, when known: used to realign offsets that do not match it. */
  text?: string;
  /** Source indices (1-based) this segment is grounded in. */
  sources: number[];
}

const UTF8 = new TextEncoder();

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3; // lone surrogates are encoded as U+FFFD: three bytes too
  return 4;
}

/**
 * The UTF-16 index where byte offset `byte` falls; inside a multi-byte character it snaps forward to the character's
 * end, so a marker never splits a character.
 */
export function byteToIndex(text: string, byte: number): number {
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    if (bytes >= byte) return i;
    const cp = text.codePointAt(i)!;
    bytes += utf8Length(cp);
    i += cp > 0xffff ? 2 : 1;
  }
  return text.length;
}

/**
 * Byte offset → UTF-16 index for one text, built once: binary search over code point starts, so placing k markers
 * costs O(n + k log n) instead of O(n·k).
 */
export class ByteIndex {
  private readonly starts: number[] = [];
  private readonly indices: number[] = [];
  constructor(private readonly text: string) {
    let bytes = 0;
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      this.starts.push(bytes);
      this.indices.push(i);
      bytes += utf8Length(cp);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  /** Same answer as byteToIndex(text, byte). */
  indexOf(byte: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.starts[mid]! >= byte) hi = mid;
      else lo = mid + 1;
    }
    return lo < this.indices.length ? this.indices[lo]! : this.text.length;
  }
}

let segmenter: Intl.Segmenter | undefined;
/** Grapheme clusters longer than this (in UTF-16 units) are not kept whole; real text never has them. */
const GRAPHEME_WINDOW = 64;

/** The first grapheme boundary at or after `index` (keeps emoji ZWJ sequences, flags and combining marks whole). */
export function snapToGrapheme(text: string, index: number): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  // Segment a window around the index only: segmenting from the start for every marker would be quadratic.
  const from = Math.max(0, index - GRAPHEME_WINDOW);
  const window = text.slice(from, Math.min(text.length, index + GRAPHEME_WINDOW));
  for (const { index: at, segment } of segmenter.segment(window)) {
    const start = from + at;
    const end = start + segment.length;
    if (start === index) return index;
    if (start < index && index < end) return end;
    if (start > index) return start;
  }
  return from + window.length;
}

/** Byte end of the occurrence of `needle` whose end lies nearest to `near`, or undefined when there is none. */
function nearestOccurrenceEnd(haystack: Uint8Array, needle: Uint8Array, near: number): number | undefined {
  const buf = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  let best: number | undefined;
  for (let at = buf.indexOf(needle); at !== -1; at = buf.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (best === undefined || Math.abs(end - near) < Math.abs(best - near)) best = end;
  }
  return best;
}

/**
 * Where the marker for one citation goes in `text` (a UTF-16 index): at `endByte` clamped to the text, unless the
 * segment text is known and does not end there — then at the end of its nearest occurrence.
 */
export function citationIndex(
  text: string,
  bytes: Uint8Array,
  citation: Pick<ByteCitation, 'endByte' | 'text'>,
  byteIndex: ByteIndex = new ByteIndex(text),
): number {
  let end = Math.max(0, Math.min(Math.trunc(citation.endByte), bytes.length));
  if (citation.text) {
    const needle = UTF8.encode(citation.text);
    const start = end - needle.length;
    const matches = start >= 0 && Buffer.compare(bytes.subarray(start, end), needle) === 0;
    if (!matches) end = nearestOccurrenceEnd(bytes, needle, end) ?? end;
  }
  return snapToGrapheme(text, byteIndex.indexOf(end));
}

function uniqueSorted(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * Splits the answer's parts into text and markers. Citations naming no source, or a part that does not exist, give
 * no marker; citations ending at the same place share one marker with merged, sorted indices.
 */
export function placeCitations(parts: readonly string[], citations: readonly ByteCitation[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  parts.forEach((text, partIndex) => {
    const here = citations.filter((c) => c.partIndex === partIndex && c.sources.length > 0);
    const bytes = here.length ? UTF8.encode(text) : new Uint8Array();
    const byteIndex = here.length ? new ByteIndex(text) : undefined;
    const at = new Map<number, Set<number>>();
    for (const c of here) {
      const index = citationIndex(text, bytes, c, byteIndex);
      const set = at.get(index) ?? new Set<number>();
      c.sources.forEach((s) => set.add(s));
      at.set(index, set);
    }
    let from = 0;
    for (const index of [...at.keys()].sort((a, b) => a - b)) {
      if (index > from) pieces.push({ kind: 'text', text: text.slice(from, index) });
      pieces.push({ kind: 'cite', sources: uniqueSorted(at.get(index)!) });
      from = index;
    }
    if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
  });
  return mergePieces(pieces);
}

/** Joins neighbouring text pieces and neighbouring markers (a marker's indices merged and sorted). */
export function mergePieces(pieces: readonly AnswerPiece[]): AnswerPiece[] {
  const out: AnswerPiece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (p.kind === 'text' && p.text === '') continue;
    if (last?.kind === 'text' && p.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + p.text };
    else if (last?.kind === 'cite' && p.kind === 'cite') out[out.length - 1] = { kind: 'cite', sources: uniqueSorted([...last.sources, ...p.sources]) };
    else out.push(p);
  }
  return out;
}

// "[2]", "[1, 3]" or "[source 2]" as a model writes them; not "[2](...)" (already a link), "[[2]]", nor "a[2]" (indexing).
const WRITTEN_MARKER = /(?<![[A-Za-z_])\[(?:sources?\s+)?(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?![(\]])/gi;
// Fenced code blocks and inline code spans: markers are never read inside them.
const CODE = /```[^]*?(?:```|$)|`[^`\n]+`/g;

function codeRanges(text: string): [number, number][] {
  return [...text.matchAll(CODE)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * Turns markers the model wrote itself ("[2]", "[1, 3]") into citation pieces, for sources it was given as text.
 * Numbers outside `allowed`, markers glued to a name (`a[0]`) and markers inside code are left as they are.
 */
export function parseWrittenMarkers(pieces: readonly AnswerPiece[], allowed: ReadonlySet<number>): AnswerPiece[] {
  if (allowed.size === 0) return [...pieces];
  const out: AnswerPiece[] = [];
  for (const p of pieces) {
    if (p.kind !== 'text') {
      out.push(p);
      continue;
    }
    let from = 0;
    const code = codeRanges(p.text);
    for (const m of p.text.matchAll(WRITTEN_MARKER)) {
      const numbers = m[1]!.split(',').map((n) => Number(n.trim()));
      if (!numbers.every((n) => allowed.has(n))) continue;
      if (code.some(([start, end]) => m.index >= start && m.index < end)) continue;
      out.push({ kind: 'text', text: p.text.slice(from, m.index) });
      out.push({ kind: 'cite', sources: uniqueSorted(numbers) });
      from = m.index + m[0].length;
    }
    out.push({ kind: 'text', text: p.text.slice(from) });
  }
  return mergePieces(out);
}

/** Cited indices, in order of first appearance. */
export function citedSources(pieces: readonly AnswerPiece[]): number[] {
  const seen = new Set<number>();
  for (const p of pieces) if (p.kind === 'cite') p.sources.forEach((s) => seen.add(s));
  return [...seen];
}

/** The answer for a model: text with plain [n] markers, no Sources list. */
export function modelBody(pieces: readonly AnswerPiece[]): string {
  return pieces.map((p) => (p.kind === 'text' ? p.text : p.sources.map((s) => `[${s}]`).join(''))).join('');
}

/** The answer for people: markdown where every marker links to its source (title on hover), no Sources list. */
export function peopleBody(pieces: readonly AnswerPiece[], sources: readonly Source[]): string {
  const byIndex = new Map(sources.map((s) => [s.index, s]));
  const marker = (n: number) => {
    const s = byIndex.get(n);
    return s ? `[\\[${n}\\]](${markdownUrl(s.url)} "${oneLine(s.title).replace(/"/g, "'")}")` : '';
  };
  return pieces.map((p) => (p.kind === 'text' ? p.text : p.sources.map(marker).join(''))).join('');
}

/** For a model: plain [n] markers, then "Sources:" with one "[n] Title (url)" line per source. */
export function renderForModel(pieces: readonly AnswerPiece[], sources: readonly Source[]): string {
  const body = modelBody(pieces);
  if (sources.length === 0) return body;
  const lines = sources.map((s) => {
    const suffix = isReadStatus(s.status) ? '' : ` — not read: ${describeStatus(s.status!)}`;
    return `[${s.index}] ${oneLine(s.title)} (${s.url})${suffix}`;
  });
  return `${body.trimEnd()}\n\nSources:\n${lines.join('\n')}`;
}

/** For people: markdown where every marker links to its source, then a Sources section with titles, URLs and status. */
export function renderForPeople(pieces: readonly AnswerPiece[], sources: readonly Source[]): string {
  const body = peopleBody(pieces, sources);
  if (sources.length === 0) return body;
  const lines = sources.map((s) => {
    const status = s.status ? ` — ${describeStatus(s.status)}` : '';
    return `- **[${s.index}]** [${markdownLinkText(s.title)}](${markdownUrl(s.url)}) \`${s.url.replace(/`/g, '%60')}\`${status}`;
  });
  return `${body.trimEnd()}\n\n**Sources**\n\n${lines.join('\n')}`;
}

/**
 * An answer some other model wrote from numbered pages (e.g. a VS Code chat model given the fetched pages as
 * [1]…[n]): its "[n]" markers for known sources become citations, rendered both ways.
 */
export function citeWrittenAnswer(text: string, sources: readonly Source[]): { answer: string; answerForModel: string; pieces: AnswerPiece[] } {
  const pieces = parseWrittenMarkers([{ kind: 'text', text }], new Set(sources.map((s) => s.index)));
  return { answer: renderForPeople(pieces, sources), answerForModel: renderForModel(pieces, sources), pieces };
}
