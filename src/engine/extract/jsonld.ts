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

/** A schema.org value without its address ("https://schema.org/InStock" → "InStock", an itemtype → its type). */
export function unprefixed(v: string): string;
export function unprefixed(v: string | null): string | null;
export function unprefixed(v: string | null): string | null {
  return v === null ? null : v.replace(/^https?:\/\/schema\.org\//, '');
}

export function isObject(v: Json | undefined): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Items of a JSON-LD list looked at, at most (a page's own data holds no longer list worth reading). */
const LIST_MAX = 200;

/**
 * The first object, in page order, that `match` accepts: looked for in each block, the first LIST_MAX items of each
 * list, and each object's @graph and mainEntity, down to `maxDepth` levels. Null when none is.
 */
export function findLd(values: Json[], maxDepth: number, match: (v: { [k: string]: Json }) => boolean): { [k: string]: Json } | null {
  let found: { [k: string]: Json } | null = null;
  const visit = (v: Json | undefined, depth: number): void => {
    if (found || depth > maxDepth || v === undefined || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v.slice(0, LIST_MAX)) visit(x, depth + 1);
      return;
    }
    if (match(v)) {
      found = v;
      return;
    }
    if (v['@graph']) visit(v['@graph'], depth + 1);
    if (v.mainEntity) visit(v.mainEntity, depth + 1);
  };
  for (const v of values) {
    if (found) break;
    visit(v, 0);
  }
  return found;
}
