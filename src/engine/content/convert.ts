// Content: a decoded body → markdown/text by its type. Binary types are refused by name.
import { EngineError } from '../types';
import { extract } from '../extract';
import { unsupportedTypeError, type ContentKind } from '../net/mediaType';

/** JSON whitespace (space, tab, LF, CR). */
function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Re-indent JSON text token by token (two spaces), copying strings and numbers exactly as sent. */
function reindentJson(text: string): string {
  const out: string[] = [];
  const pads: string[] = [];
  let depth = 0;
  const newline = () => (pads[depth] ??= '\n' + '  '.repeat(depth));
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: find its closing quote (one not escaped by an odd number of backslashes)
      let j = text.indexOf('"', i + 1);
      for (;;) {
        let k = j - 1;
        while (text.charCodeAt(k) === 0x5c) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j = text.indexOf('"', j + 1);
      }
      out.push(text.slice(i, j + 1));
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      let j = i + 1;
      while (j < n && isJsonSpace(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === c + 2) {
        out.push(text[i]! + text[j]!); // {} or [] stay compact
        i = j;
      } else {
        depth++;
        out.push(text[i]! + newline());
      }
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      out.push(newline() + text[i]!);
    } else if (c === 0x2c) {
      out.push(',' + newline());
    } else if (c === 0x3a) {
      out.push(': ');
    } else if (!isJsonSpace(c)) {
      // a number, true, false or null
      let j = i + 1;
      while (j < n && !isJsonSpace(text.charCodeAt(j)) && !',:]}'.includes(text[j]!)) j++;
      out.push(text.slice(i, j));
      i = j - 1;
    }
  }
  return out.join('');
}

/**
 * Pretty-print JSON (two spaces). JSON.parse rounds integers past 2^53 (64-bit ids: 12345678901234567891 →
 * 12345678901234567000), so text with a run of 16+ digits is re-indented token by token instead (about 2× slower)
 * and keeps every number as sent. Throws on invalid JSON.
 */
export function prettyJson(text: string): string {
  const value: unknown = JSON.parse(text);
  return /\d{16}/.test(text) ? reindentJson(text) : JSON.stringify(value, null, 2);
}

export interface Converted {
  title: string | null;
  content: string;
}

/** Convert decoded text of the given kind to what a model reads. */
export function convertContent(text: string, kind: ContentKind, url: string, contentType: string | null): Converted {
  switch (kind) {
    case 'html': {
      const r = extract(text, { url, contentType: contentType ?? undefined });
      return { title: r.title, content: r.markdown };
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
