// The attributes of one HTML tag, read by the plain scans that look for a few tags without parsing the page
// (alternate.ts's <link> scan, frames.ts's <meta>/<frame> scan).

const ATTR = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/** A tag's attributes (the text after its name, up to its ">"), names lower-cased; the first of a repeated name wins. */
export function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (out.has(name)) continue;
    const raw = m[2] ?? '';
    out.set(name, raw.replace(/^["']|["']$/g, '').trim());
  }
  return out;
}

/** The entities an attribute holding a URL uses. */
export function decodeEntities(s: string): string {
  return s.replace(/&amp;/gi, '&').replace(/&quot;/gi, '"').replace(/&#39;|&apos;/gi, "'");
}
