// Content: a decoded body → markdown/text by its type. Binary types are refused by name.
import { EngineError, type ExtractionInfo } from '../types';
import { extract } from '../extract';
import { unsupportedTypeError, type ContentKind } from '../net/mediaType';

/** Bounds of the JSON re-indenter: past them a body is shown as sent. */
export const JSON_LIMITS = {
  /** Deepest nesting re-indented (indentation grows with depth: 16 000 levels would print ~512 M spaces). */
  maxDepth: 100,
  /** The re-indented text may be at most this many times the input (plus 64 K): a wide shallow array stays linear too. */
  maxGrowth: 4,
  /**
   * Longer JSON is validated but not re-indented: it comes back as sent. Its parsed tree would take 15 to 20 times the
   * text in memory (10 MB of [[1],[1],…] needs more than a converter's 160 MB heap), and compact JSON reads as well.
   */
  maxChars: 2_000_000,
} as const;

export type Reindented = { ok: true; text: string } | { ok: false; reason: 'invalid' | 'depth' | 'size' };

const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * One pass over JSON text: validates it and either measures the re-indented size (emitting false) or builds it
 * (two spaces, every string and number copied as sent). Linear, no recursion, no object graph; stops at the bounds.
 */
function walkJson(text: string, limits: { maxDepth: number; maxGrowth: number }, emitting: boolean) {
  const n = text.length;
  const budget = n * limits.maxGrowth + 65_536;
  let out = '';
  let size = 0;
  let bigNumber = false;
  const pads: string[] = [];
  const stack: number[] = []; // 0x5d (]) or 0x7d (}): the closer each open container expects
  const newline = () => (pads[stack.length] ??= '\n' + '  '.repeat(stack.length));
  const emit = (s: string) => {
    size += s.length;
    if (emitting) out += s;
  };
  const copy = (from: number, to: number) => {
    size += to - from;
    if (emitting) out += text.slice(from, to);
  };
  const fail = (reason: 'invalid' | 'depth' | 'size') => ({ ok: false as const, reason, out: '', bigNumber });
  const ws = (i: number) => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
    return i;
  };
  /** The index after the closing quote of the string at i, or -1. */
  const string = (i: number) => {
    for (let j = i + 1; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c < 0x20) return -1;
      if (c === 0x5c) {
        const e = text.charCodeAt(j + 1);
        if (e === 0x75) {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return -1;
          j += 5;
        } else if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) j++;
        else return -1;
      }
    }
    return -1;
  };
  let i = ws(0);
  let wantKey = false;
  for (;;) {
    if (size > budget) return fail('size');
    const c = text.charCodeAt(i);
    if (wantKey) {
      if (c !== 0x22) return fail('invalid');
      const j = string(i);
      if (j < 0) return fail('invalid');
      copy(i, j);
      i = ws(j);
      if (text.charCodeAt(i) !== 0x3a) return fail('invalid');
      emit(': ');
      i = ws(i + 1);
      wantKey = false;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      const close = c + 2;
      const j = ws(i + 1);
      if (text.charCodeAt(j) === close) {
        emit(c === 0x7b ? '{}' : '[]'); // empty containers stay compact
        i = j + 1;
      } else {
        stack.push(close);
        if (stack.length > limits.maxDepth) return fail('depth');
        emit(text[i]!);
        emit(newline());
        i = j;
        wantKey = c === 0x7b;
        continue;
      }
    } else if (c === 0x22) {
      const j = string(i);
      if (j < 0) return fail('invalid');
      copy(i, j);
      i = j;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      JSON_NUMBER.lastIndex = i;
      if (!JSON_NUMBER.test(text)) return fail('invalid');
      const j = JSON_NUMBER.lastIndex;
      if (j - i >= 16) bigNumber ||= /\d{16}/.test(text.slice(i, j));
      copy(i, j);
      i = j;
    } else {
      const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : '';
      if (!word || !text.startsWith(word, i)) return fail('invalid');
      emit(word);
      i += word.length;
    }
    // after a value: a comma, the end of containers, or the end of the text
    for (;;) {
      i = ws(i);
      if (stack.length === 0) return i === n ? { ok: true as const, out, bigNumber } : fail('invalid');
      const d = text.charCodeAt(i);
      const top = stack[stack.length - 1]!;
      if (d === 0x2c) {
        emit(',');
        emit(newline());
        i = ws(i + 1);
        wantKey = top === 0x7d;
        break;
      }
      if (d !== top) return fail('invalid');
      stack.pop();
      emit(newline());
      emit(text[i]!);
      i++;
    }
  }
}

/**
 * Validate and re-indent JSON (two spaces), bounded: nesting deeper than `limits.maxDepth` or a result larger than
 * `limits.maxGrowth` × the input is refused (reason depth / size) after a linear scan that allocates nothing.
 * Within the bounds, V8's JSON.parse + JSON.stringify do the work (fast, native), except when a number has 16+
 * digits: JSON.parse rounds integers past 2^53 (64-bit ids: 12345678901234567891 → 12345678901234567000), so such
 * text is re-indented token by token (written by hand, about 3× slower) and keeps every number as sent.
 */
export function reindentJson(text: string, limits: { maxDepth: number; maxGrowth: number; maxChars?: number } = JSON_LIMITS): Reindented {
  const scan = walkJson(text, limits, false);
  if (!scan.ok) return { ok: false, reason: scan.reason };
  if (text.length > (limits.maxChars ?? Infinity)) return { ok: false, reason: 'size' };
  if (!scan.bigNumber) return { ok: true, text: JSON.stringify(JSON.parse(text), null, 2) };
  const built = walkJson(text, limits, true);
  return built.ok ? { ok: true, text: built.out } : { ok: false, reason: built.reason };
}

/**
 * Pretty-print JSON (two spaces). Throws a SyntaxError on invalid JSON; JSON nested deeper than
 * JSON_LIMITS.maxDepth, or that would grow past its bound, comes back as sent.
 */
export function prettyJson(text: string): string {
  const r = reindentJson(text);
  if (r.ok) return r.text;
  if (r.reason === 'invalid') throw new SyntaxError('The text is not valid JSON.');
  return text;
}

export interface Converted {
  title: string | null;
  content: string;
  /** HTML only: page type and extraction path, for the fetch report. */
  extraction?: ExtractionInfo;
}

/** Convert decoded text of the given kind to what a model reads. */
export function convertContent(text: string, kind: ContentKind, url: string, contentType: string | null): Converted {
  switch (kind) {
    case 'html': {
      const r = extract(text, { url, contentType: contentType ?? undefined });
      return {
        title: r.title,
        content: r.markdown,
        extraction: { pageType: r.pageType, method: r.method, reason: r.reason, truncated: r.truncated, ...(r.forSubscribers ? { forSubscribers: true as const } : {}) },
      };
    }
    case 'json': {
      try {
        return { title: null, content: prettyJson(text) };
      } catch {
        return { title: null, content: text };
      }
    }
    case 'markdown':
    case 'text':
    case 'xml':
      return { title: null, content: text.replace(/^\uFEFF/, '') };
    case 'binary':
      throw unsupportedTypeError(contentType);
    case 'pdf':
      // PDFs are read asynchronously by pdfToMarkdown (pdf.ts); reaching this is a bug in the caller.
      throw new EngineError('DECODE_FAILED', 'A PDF reached the text converter; it must go through the PDF reader.');
  }
}
