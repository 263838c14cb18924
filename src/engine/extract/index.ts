// Main-content extraction: HTML → markdown + plain text + metadata.
// parse (dom.ts) → drop furniture and score blocks (analyze.ts) → pick the main subtree
// (select.ts), or the cleaned whole page when that holds too little → render (render.ts).
import { parseHtml, textOf, type ElementNode, type ParsedDocument } from './dom';
import { analyze } from './analyze';
import { prune, selectMain } from './select';
import { render } from './render';
import { readMetadata } from './metadata';
import { measure } from './text';

export interface ExtractOptions {
  /** Page URL: base for relative links (after any <base href>). */
  url?: string;
  contentType?: string;
}

export interface ExtractResult {
  title: string | null;
  byline: string | null;
  siteName: string | null;
  published: string | null;
  lang: string | null;
  excerpt: string | null;
  markdown: string;
  text: string;
  /** True when no main content stood out and the cleaned whole page was returned. */
  wholePage: boolean;
}

/** Share of the page's prose the chosen subtree must hold, unless it is long in its own right. */
const MIN_SHARE = 0.3;
const LONG_ENOUGH = 1500;

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

function tooLittle(main: ElementNode, root: ElementNode): boolean {
  if (main === root) return false;
  if (main.chars >= LONG_ENOUGH) return false;
  return main.pos < root.pos * MIN_SHARE;
}

const norm = (s: string): string => s.replace(/[\s#*_`]+/g, ' ').trim().toLowerCase();

/** Drops a leading heading that repeats the title (the caller shows the title itself). */
function dropTitleHeading(blocks: string[], title: string | null): void {
  if (!title || !blocks.length) return;
  const want = norm(title);
  for (let i = 0; i < Math.min(blocks.length, 5); i++) {
    const b = norm(blocks[i]!);
    if (b === want || (b.length > 15 && b.length < 300 && want.includes(b)) || (want.length > 15 && b.length < want.length * 1.5 && b.includes(want))) {
      blocks.splice(i, 1);
      return;
    }
  }
}

/** Calls to action that close many articles ("Follow us on…", "Subscribe to…", "Sign up for…"). */
const CALL_TO_ACTION =
  /^(?:follow|subscribe|sign up|join|get access|listen|download our|click here|read more|don['’]t miss|like this|share this|more great|have a tip|get the latest|you (?:may|might) also like|this (?:article|story) (?:was|is|first) (?:originally )?(?:published|appeared))/i;

/** Drops short calls to action from the end of the content. */
function dropTrailingCalls(blocks: string[]): void {
  while (blocks.length > 1) {
    const last = blocks[blocks.length - 1]!;
    if (last.length > 300 || !CALL_TO_ACTION.test(last.replace(/^[\s*_#>[\\-]+/, ''))) return;
    blocks.pop();
  }
}

interface Chosen {
  doc: ParsedDocument;
  main: ElementNode;
  wholePage: boolean;
  domByline: string | null;
}

/** Parses, removes furniture, and picks the main content (or the cleaned whole page). */
function choose(html: string): Chosen {
  const doc = parseHtml(html);
  let domByline: string | null = null;
  let removedChars = 0;
  analyze(doc.root, {
    removed(el) {
      removedChars += el.chars;
      if (domByline === null && el.chars > 0 && el.chars < 120 && /byline|author/i.test(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`)) {
        domByline = textOf(el);
      }
    },
  });
  const main = selectMain(doc.root);
  if (main !== doc.root && !tooLittle(main, doc.root)) {
    prune(main);
    return { doc, main, wholePage: false, domByline };
  }
  if (doc.root.chars < ALMOST_NOTHING && removedChars > doc.root.chars) {
    // the furniture was the page (a site map, a page made of link lists): keep it rather than lose it
    const again = parseHtml(html);
    analyze(again.root, { keepFurniture: true });
    return { doc: again, main: again.root, wholePage: true, domByline };
  }
  return { doc, main: doc.root, wholePage: true, domByline };
}

/** Below this much text (weighted characters) a cleaned page is considered empty. */
const ALMOST_NOTHING = 200;

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
