// Media types: classify a Content-Type header (or sniff a body) as html, markdown, text, json, xml, pdf or binary.
import { MIMEType } from 'node:util';
import { EngineError } from '../types';

export type ContentKind = 'html' | 'markdown' | 'text' | 'json' | 'xml' | 'pdf' | 'binary';

/** The media type without parameters, lower case (WHATWG MIME parsing; a header it rejects is cut at ";"). */
export function mediaType(contentType: string | null | undefined): string {
  if (!contentType) return '';
  try {
    return new MIMEType(contentType).essence;
  } catch {
    return contentType.split(';')[0]!.trim().toLowerCase();
  }
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

/**
 * Sniff a body with no useful Content-Type: a UTF-8/UTF-16 byte-order mark → text (UTF-16 is full of NUL bytes, so the
 * BOM is looked at first), NUL bytes → binary, a leading tag → HTML, JSON-looking → JSON.
 */
export function sniffKind(bytes: Uint8Array): ContentKind {
  const n = Math.min(bytes.byteLength, 1024);
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(n, 5)).toString('latin1') === '%PDF-') return 'pdf';
  const bom = charsetFromBom(bytes);
  if (bom) return sniffText(new TextDecoder(bom).decode(bytes.subarray(0, n)));
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return 'binary';
  return sniffText(Buffer.from(bytes.buffer, bytes.byteOffset, n).toString('latin1'));
}

/** The encoding a byte-order mark names (UTF-8, UTF-16BE, UTF-16LE), or undefined. */
export function charsetFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The kind of a text by its start. */
function sniffText(text: string): ContentKind {
  const head = text.trimStart().toLowerCase();
  if (/^(<!doctype html|<html|<head|<body|<meta|<title|<div|<p[\s>])/.test(head)) return 'html';
  if (head.startsWith('<?xml') || head.startsWith('<rss') || head.startsWith('<feed')) return 'xml';
  if (/^[[{]/.test(head)) return 'json';
  return 'text';
}

/**
 * The body is binary data whatever its Content-Type says: a NUL byte, or more than a few of the other control bytes
 * no text holds (the WHATWG MIME Sniffing "binary data bytes", less backspace: a manual page's overstruck bold has
 * it), in its first 1,024 bytes. A byte-order mark, or a
 * UTF-16 / UTF-32 charset in the Content-Type, makes it text (those encodings are full of NUL bytes).
 */
export function looksBinary(bytes: Uint8Array, contentType: string | null): boolean {
  if (charsetFromBom(bytes) || /charset\s*=\s*["']?(?:utf-?(?:16|32)|ucs-?[24])/i.test(contentType ?? '')) return false;
  const n = Math.min(bytes.byteLength, 1024);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return true;
    if (b <= 0x07 || b === 0x0b || (b >= 0x0e && b <= 0x1a) || (b >= 0x1c && b <= 0x1f)) control++;
  }
  return control >= Math.max(4, n / 100);
}

/** What a binary body is, by its first bytes (its "magic number"), in a few words; null when not recognised. */
function binaryName(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16)).toString('latin1');
  for (const [magic, name] of MAGIC) if (head.startsWith(magic)) return name;
  if (head.slice(4, 8) === 'ftyp') return 'an MP4 or QuickTime video';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'a WebP image';
  return null;
}

const MAGIC: [string, string][] = [
  ['\x89PNG', 'a PNG image'],
  ['\xff\xd8\xff', 'a JPEG image'],
  ['GIF8', 'a GIF image'],
  ['PK\x03\x04', 'a ZIP archive (or an Office document)'],
  ['\x1f\x8b', 'gzip-compressed data'],
  ['7z\xbc\xaf', 'a 7-Zip archive'],
  ['Rar!', 'a RAR archive'],
  ['\x7fELF', 'a program (ELF)'],
  ['MZ', 'a Windows program'],
  ['\0asm', 'a WebAssembly module'],
  ['OggS', 'Ogg audio or video'],
  ['ID3', 'an MP3 file'],
  ['wOF', 'a web font'],
];

/**
 * The error for a body that is not text. Given the body, and a Content-Type that says text, it names the mislabel
 * ("labelled text/html, but sent a PNG image").
 */
export function unsupportedTypeError(contentType: string | null, body?: Uint8Array): EngineError {
  const t = mediaType(contentType) || 'binary data';
  const declared = kindFromType(contentType);
  if (body && declared && declared !== 'binary') {
    return new EngineError(
      'UNSUPPORTED_CONTENT_TYPE',
      `The server labelled the page ${t}, but sent ${binaryName(body) ?? 'binary data'}, which is not text; only HTML, text, markdown, JSON, XML and PDF documents can be read.`,
    );
  }
  return new EngineError(
    'UNSUPPORTED_CONTENT_TYPE',
    `The server sent ${t}, which is not text; only HTML, text, markdown, JSON, XML and PDF documents can be read.`,
  );
}
