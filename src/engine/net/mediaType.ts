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

export function unsupportedTypeError(contentType: string | null): EngineError {
  const t = mediaType(contentType) || 'binary data';
  return new EngineError(
    'UNSUPPORTED_CONTENT_TYPE',
    `The server sent ${t}, which is not text; only HTML, text, markdown, JSON, XML and PDF documents can be read.`,
  );
}
