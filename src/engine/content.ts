// Content: a decoded body → markdown/text by its type. Binary types are refused by name.
import { EngineError, type ExtractionInfo } from './types';
import { extract } from './extract';

export type ContentKind = 'html' | 'markdown' | 'text' | 'json' | 'xml' | 'pdf' | 'binary';

/** The media type without parameters, lower case. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

const BINARY_PREFIXES = ['image/', 'audio/', 'video/', 'font/', 'model/'];
const BINARY_TYPES = new Set([
  'application/octet-stream',
  'application/zip',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/x-bzip2',
  'application/x-xz',
  'application/zstd',
  'application/java-archive',
  'application/x-msdownload',
  'application/x-msi',
  'application/x-shockwave-flash',
  'application/x-iso9660-image',
  'application/x-apple-diskimage',
  'application/x-debian-package',
  'application/x-rpm',
  'application/x-sqlite3',
  'application/x-protobuf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-object',
  'application/x-bittorrent',
  'application/x-executable',
  'application/wasm',
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);

const TEXT_TYPES = new Set(['application/x-sh', 'application/toml', 'application/yaml', 'application/x-yaml', 'application/sql', 'application/graphql']);

/** Classify by header alone; undefined when the header says nothing useful (sniff the body then). */
export function kindFromType(contentType: string | null | undefined): ContentKind | undefined {
  const t = mediaType(contentType);
  if (!t) return undefined;
  if (t === 'text/html' || t === 'application/xhtml+xml') return 'html';
  if (t === 'application/pdf' || t === 'application/x-pdf') return 'pdf';
  if (t === 'text/markdown' || t === 'text/x-markdown') return 'markdown';
  if (t === 'application/json' || t.endsWith('+json')) return 'json';
  if (t === 'application/xml' || t === 'text/xml' || t.endsWith('+xml')) return 'xml';
  if (t.startsWith('text/') || t.includes('javascript') || t.includes('ecmascript')) return 'text';
  if (TEXT_TYPES.has(t)) return 'text';
  // Other application/x-* types are left to sniffing: many are text (x-ndjson, x-tex, x-python, x-httpd-php).
  if (BINARY_PREFIXES.some((p) => t.startsWith(p)) || BINARY_TYPES.has(t) || t.startsWith('application/vnd.openxmlformats')) return 'binary';
  return undefined;
}

/** Sniff a body with no useful Content-Type: NUL bytes → binary, a leading tag → HTML, JSON-looking → JSON. */
export function sniffKind(bytes: Uint8Array): ContentKind {
  const n = Math.min(bytes.byteLength, 1024);
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(n, 5)).toString('latin1') === '%PDF-') return 'pdf';
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return 'binary';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, n).toString('latin1').trimStart().toLowerCase();
  if (/^(<!doctype html|<html|<head|<body|<meta|<title|<div|<p[\s>])/.test(head)) return 'html';
  if (head.startsWith('<?xml') || head.startsWith('<rss') || head.startsWith('<feed')) return 'xml';
  if (/^[[{]/.test(head)) return 'json';
  return 'text';
}

export function unsupportedTypeError(contentType: string | null): EngineError {
  const t = mediaType(contentType) || 'binary data';
  return new EngineError(
    'UNSUPPORTED_CONTENT_TYPE',
    `The server sent ${t}, which is not text; only HTML, text, markdown, JSON, XML and PDF documents can be read.`,
  );
}

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
        extraction: { pageType: r.pageType, method: r.method, reason: r.reason, truncated: r.truncated },
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
