// Main-content extraction: HTML → markdown + plain text + metadata.
// parse (dom.ts) → drop furniture and score blocks (analyze.ts) → pick the main subtree
// (select.ts, choose.ts), or the cleaned whole page when that holds too little → render
// (render.ts) → tidy the blocks (blocks.ts). Metadata comes from the head (metadata.ts).
import { choose } from './choose';
import { render } from './render';
import { dropTitleHeading, dropTrailingCalls } from './blocks';
import { readMetadata, type Metadata } from './metadata';
import { measure } from './text';

export interface ExtractOptions {
  /** Page URL: base for relative links (after any <base href>). */
  url?: string;
  /** The response's Content-Type; accepted for the engine's call shape, HTML is assumed. */
  contentType?: string;
}

export interface ExtractResult extends Metadata {
  markdown: string;
  text: string;
  /** True when no main content stood out and the cleaned whole page was returned. */
  wholePage: boolean;
}

function pageUrl(url: string | undefined): URL | null {
  try {
    return url ? new URL(url) : null;
  } catch {
    return null;
  }
}

function baseUrl(url: string | undefined, baseHref: string | null): URL | null {
  const page = pageUrl(url);
  if (baseHref) {
    try {
      return page ? new URL(baseHref.trim(), page) : new URL(baseHref.trim());
    } catch {
      // an unusable <base> is ignored, as browsers do
    }
  }
  return page;
}

/**
 * Main content of an HTML page as markdown and plain text, with its metadata. Never throws on
 * malformed markup; linear in the input size. Pages without a stand-out main content (listings,
 * tables, site maps) come back whole, cleaned of furniture (`wholePage: true`).
 */
export function extract(html: string, options: ExtractOptions = {}): ExtractResult {
  const { doc, main, wholePage, domByline } = choose(html);
  const base = baseUrl(options.url, doc.baseHref);
  const meta = readMetadata(doc, domByline, pageUrl(options.url));
  const md = render(main, { mode: 'markdown', base });
  const txt = render(main, { mode: 'text', base });
  dropTitleHeading(md, meta.title);
  dropTitleHeading(txt, meta.title);
  if (!wholePage) {
    dropTrailingCalls(md);
    dropTrailingCalls(txt);
  }
  const text = txt.join('\n\n');
  const excerpt = meta.excerpt ?? (txt.find((b) => measure(b).chars > 80)?.slice(0, 300) ?? null);
  return { ...meta, excerpt, markdown: md.join('\n\n'), text, wholePage };
}
