// The page's JSON-LD, parsed once per document and shared by its readers: the page type (pagetype.ts),
// the metadata and authors' bios (metadata.ts), a product's facts (product.ts).
import type { ParsedDocument } from './dom';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A JSON-LD block longer than this (characters) is not read: no page describes itself in more. */
const MAX_BLOB = 2_000_000;

const parsed = new WeakMap<ParsedDocument, Json[]>();

/** The page's JSON-LD blocks that parse (malformed JSON-LD is common and skipped), in page order. */
export function jsonLd(doc: ParsedDocument): Json[] {
  let out = parsed.get(doc);
  if (out) return out;
  out = [];
  for (const blob of doc.jsonLd) {
    if (blob.length > MAX_BLOB) continue;
    try {
      out.push(JSON.parse(blob.trim().replace(/^<!--|-->$/g, '')) as Json);
    } catch {
      // malformed: skipped
    }
  }
  parsed.set(doc, out);
  return out;
}

/** An object's schema.org types ("@type", one or a list), lower-cased. */
export function ldTypes(v: { [k: string]: Json }): string[] {
  const t = v['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase());
}

export function isObject(v: Json | undefined): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
