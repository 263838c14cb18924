// Main-content extraction: HTML → markdown + plain text + metadata.
// parse (dom.ts) → drop furniture and score blocks (analyze.ts) → pick the main subtree
// (select.ts, choose.ts), or the cleaned whole page when that holds too little → render
// (render.ts) → tidy the blocks (blocks.ts). Metadata comes from the head (metadata.ts).
import { choose, factsTellMore, LANDMARK_READ, landmarkOr, mainWithNoscript, mayHoldMore, postsAreContent, precedes, revealScriptShown, STANDFIRST_MIN, wholePageOf, type Chosen } from './choose';
import { holdWhile } from './shapes';
import { dropPostMeta } from './thread';
import { dropHomeLink } from './select';
import type { PageType } from './pagetype';
import { render } from './render';
import { dropAccountPrompts, dropClosedNotices, dropConsentLines, dropCopies, dropDisclosures, dropTitleHeading, dropTrailingCalls, dropTrailingHeading } from './blocks';
import { readMetadata, storedText, type Metadata, type StoredText } from './metadata';
import { HEADING_TAGS as HEADINGS, textOf, type ElementNode, type ParsedDocument } from './dom';
import { measure, squash } from './text';
import { missingFacts, productFacts } from './product';
import { markdownText, oneLine, xmlAttr } from '../util/escape';

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
  /** The kind of page recognised (see pagetype.ts). */
  pageType: PageType;
  /** 'main': the main-content pass; 'fallback': a whole-page conversion (see `reason`). */
  method: 'main' | 'fallback';
  /**
   * Why the fallback was used, in a few words; on the main path, the strategy when not the plain one
   * ("a list of 24 items", a lenient second judgement, a page of sections), else null.
   */
  reason: string | null;
  /** Set when a size limit cut the page short (what was left out); null otherwise. */
  truncated: string | null;
}

export type { PageType };

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
  let read = readMain(html, options.url, true);
  if (!read.enough && read.chosen.doc.styleHidden > 0) {
    // the page's style sheet hides (almost) all its text, to show it once its scripts run (a fade-in, a
    // loading cover): read again without the style sheet, and say so. Text hidden by its own markup stays out.
    const again = readMain(html, options.url, false);
    if (again.enough) {
      read = again;
      read.reason = `the page's style sheet hides its text until scripts show it: read without the style sheet${read.reason ? ` (${read.reason})` : ''}`;
    }
  }
  const { chosen, wholePage } = read;
  let { md, txt, method, reason } = read;
  const { doc, domByline, pageType } = chosen;
  const meta = readMetadata(doc, domByline, pageUrl(options.url));
  // a product's price, description and specs from its structured data (added below when the text lacks them);
  // on a page whose text is nearly nothing (an application shell that builds the product page with scripts), the
  // structured facts of a product it describes are what there is to read, whatever type the page was given
  const facts = chosen.factsSuffice ?? (pageType === 'product' || !read.enough ? productFacts(doc) : null);
  if (facts) {
    const seen = txt.join(' ');
    // a page that shows a long text of its own shows its description there, worded its way (highlights, a
    // feature list): the structured copy, which the page keeps in a script or a closed tab, would repeat it
    const withDescription = !holdsAtLeast(txt, SHOWS_DESCRIPTION);
    md = [...missingFacts(facts, seen, true, withDescription), ...md];
    txt = [...missingFacts(facts, seen, false, withDescription), ...txt];
  }
  if (!holdsAtLeast(txt, NEARLY_NOTHING)) {
    // never nothing: the markup holds (almost) no text, as an application shell's does before its scripts run; what
    // the page says of itself in its structured data or head is then the best there is, and the report says so
    const stored = readStored(doc, txt, options.url);
    if (stored) {
      md = [...md, ...stored.md];
      txt = [...txt, ...stored.txt];
      method = 'fallback';
      reason = `the page's markup holds almost no text: its ${stored.from} from the page's ${stored.from === 'article body' ? 'structured data (JSON-LD)' : 'metadata'}`;
    }
  }
  md = dropCopies(md);
  txt = dropCopies(txt);
  dropTitleHeading(md, meta.title);
  // (the heading dropped may say more than the title: the fuller one is the page's title)
  const fuller = dropTitleHeading(txt, meta.title);
  if (fuller !== null) meta.title = fuller;
  // (before the end's calls and heading: a reply form's consent line may stand between them)
  dropConsentLines(md);
  dropConsentLines(txt);
  dropAccountPrompts(md);
  dropAccountPrompts(txt);
  dropClosedNotices(md);
  dropClosedNotices(txt);
  if (!wholePage) {
    // a listing's last item may end with its only link ("Read more"): in markdown the link is the item's address
    dropTrailingCalls(md, pageType === 'listing');
    dropTrailingCalls(txt);
    dropTrailingHeading(md, txt);
    dropDisclosures(md);
    dropDisclosures(txt);
  }
  // who wrote an article and when, as its metadata says (the byline and date lines of the page are taken out of the
  // text): a line above the text, for the reader of the markdown; the plain text stays the article's own words
  const signed = pageType === 'article' && !wholePage ? signature(meta) : null;
  const dek = pageType === 'article' && !wholePage ? standfirst(chosen, txt) : null;
  if (dek) md.unshift(markdownText(dek));
  if (signed) md.unshift(signed);
  const text = cleanInvisible(txt.join('\n\n'));
  keepShapes();
  const excerpt = meta.excerpt ?? (txt.find((b) => measure(b).chars > 80)?.slice(0, 300) ?? null);
  return {
    ...meta,
    excerpt,
    markdown: cleanInvisible(md.join('\n\n')),
    text,
    wholePage,
    pageType,
    method,
    reason,
    truncated: doc.truncated,
  };
}

/**
 * "*By Jana Wendler · 2024-06-14*": the article's author and the day it was published (an ISO date's day, or the date
 * as the page writes it), either alone; null without both. Escaped for markdown.
 */
function signature(meta: Metadata): string | null {
  const by = meta.byline ? oneLine(meta.byline).slice(0, SIGNATURE_MAX) : '';
  const raw = meta.published ? oneLine(meta.published).slice(0, SIGNATURE_MAX) : '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(raw)?.[0] ?? raw;
  const parts = [by ? `By ${by}` : '', day].filter((p) => p !== '');
  return parts.length ? `*${markdownText(parts.join(' · '))}*` : null;
}

/** An author's name or a date is read up to this many characters. */
const SIGNATURE_MAX = 120;

/**
 * The article's standfirst (see Chosen.standfirst), for the reader of the markdown as the byline line is, when the
 * text's first blocks do not hold it; the text stays the story's own words.
 */
function standfirst(chosen: Chosen, txt: readonly string[]): string | null {
  const dek = chosen.standfirst;
  if (!dek) return null;
  return squash(txt.slice(0, STANDFIRST_BLOCKS).join(' ')).includes(squash(dek).slice(0, STANDFIRST_MIN)) ? null : dek;
}

/** The text's first blocks, looked through for the standfirst. */
const STANDFIRST_BLOCKS = 5;

/** The main text of a page as markdown and text blocks, with the path taken (see extract). */
interface MainRead {
  chosen: Chosen;
  md: string[];
  txt: string[];
  wholePage: boolean;
  method: 'main' | 'fallback';
  reason: string | null;
  /** The text holds more than nearly nothing (or the product's structured facts stand for it). */
  enough: boolean;
}

/** Chooses and renders the main content; `styleSheets` false reads the page without its <style> rules. */
function readMain(html: string, url: string | undefined, styleSheets: boolean): MainRead {
  const chosen = choose(html, pageUrl(url), styleSheets);
  const { doc } = chosen;
  let { main, wholePage, method, reason } = chosen;
  const base = baseUrl(url, doc.baseHref);
  const both = (el: ElementNode): [string[], string[]] => {
    dropHomeLink(el, base);
    return [render(el, { mode: 'markdown', base }), render(el, { mode: 'text', base })];
  };
  // the blocks read beside the chosen one (a buying guide, a product's name and price, its specifications, what its
  // customers say of it), each where it stands in the page
  const parts = [main, chosen.count, chosen.guide, chosen.specs, chosen.reviews, chosen.offers].filter((p): p is ElementNode => p !== null && p !== undefined);
  if (parts.length > 1) parts.sort((a, b) => (a === b ? 0 : precedes(a, b) ? -1 : 1));
  let md: string[] = [];
  let txt: string[] = [];
  for (const part of parts) {
    // (a listing's count read as the line it is, though the page sets it as a heading over the items apart from it)
    const count = part === chosen.count && HEADINGS.has(part.tag) ? oneLine(textOf(part)).trim() : null;
    const [pmd, ptxt] = count !== null ? [[markdownText(count)], [count]] : both(part);
    md = md.concat(pmd);
    txt = txt.concat(ptxt);
  }
  if (!holdsAtLeast(txt, NEARLY_NOTHING) && !chosen.factsSuffice && chosen.pageType === 'product') {
    // a product page that writes its description with scripts, where a little of the site's furniture survived
    // cleaning: its structured data, saying more than the whole cleaned page, is the content, not the page's menus
    const facts = productFacts(doc);
    if (factsTellMore(facts, doc.root.chars)) {
      chosen.factsSuffice = facts;
      reason = "the product's description is in its structured data";
    }
  }
  if (!holdsAtLeast(txt, NEARLY_NOTHING) && !chosen.factsSuffice) {
    // never nothing: the main pass kept (almost) no text; the page without scripts, or else the whole page
    // with only its hidden parts removed (its main landmark, when that holds a fair share of it), may hold some
    const thread = postsAreContent(chosen);
    // (each needs a parse of its own: not done when the page's whole text is too little for it to be used)
    const noscript = mayHoldMore(chosen.pageChars, main.chars) ? mainWithNoscript(html, main.chars, thread, styleSheets) : null;
    if (noscript && thread) dropPostMeta(noscript);
    const enough = Math.max(NEARLY_NOTHING, main.chars * 2);
    const whole = noscript || chosen.pageChars <= enough ? null : wholePageOf(html, styleSheets);
    if (noscript || (whole && whole.root.chars > enough)) {
      main = noscript ?? landmarkOr(whole!.root, enough);
      // a thread's posts read from the whole page lose their per-post label lines, as when the main pass finds them
      if (!noscript && thread) dropPostMeta(main);
      wholePage = true;
      method = 'fallback';
      reason = noscript
        ? 'the page shows its text only without scripts (<noscript>)'
        : `the main-content pass kept almost no text${reason ? ` (${reason})` : ''}${main === whole!.root ? '' : LANDMARK_READ}`;
      [md, txt] = both(main);
    }
  }
  if (!holdsAtLeast(txt, NEARLY_NOTHING) && !chosen.factsSuffice) {
    // a page that hides its body until its scripts show it (WeChat's articles): read as they would show it
    let shown = false;
    const revealed = choose(html, pageUrl(url), styleSheets, (d) => {
      shown = revealScriptShown(d) || shown;
    });
    if (shown) {
      const [rmd, rtxt] = both(revealed.main);
      if (holdsAtLeast(rtxt, NEARLY_NOTHING)) {
        return { chosen: revealed, md: rmd, txt: rtxt, wholePage: revealed.wholePage, method: 'fallback', reason: REVEALED_REASON, enough: true };
      }
    }
  }
  return { chosen, md, txt, wholePage, method, reason, enough: chosen.factsSuffice !== undefined || holdsAtLeast(txt, NEARLY_NOTHING) };
}

/** The report's words for a page read with its script-shown body shown (see revealScriptShown). */
const REVEALED_REASON = 'the page hides its text until its scripts show it (visibility:hidden on the block holding it): read as shown';

/**
 * The page's stored text (see storedText) as markdown and text blocks, when it holds more than the blocks `txt`
 * the markup gave and says something they do not. A body written as HTML is read as HTML; plain text is split at
 * its line breaks.
 */
function readStored(doc: ParsedDocument, txt: string[], url: string | undefined): { md: string[]; txt: string[]; from: StoredText['from'] } | null {
  const stored = storedText(doc);
  if (!stored) return null;
  const html = /<\/?[a-z][^>]*>/i.test(stored.body)
    ? stored.body
    : stored.body
        .split(/\n\s*\n|\r?\n/)
        .map((p) => `<p>${xmlAttr(p)}</p>`)
        .join('');
  // read as a whole page: its hidden parts go, as anywhere else
  const root = wholePageOf(`<body>${html}</body>`, false).root;
  const base = baseUrl(url, doc.baseHref);
  const out = { md: render(root, { mode: 'markdown', base }), txt: render(root, { mode: 'text', base }), from: stored.from };
  const have = squash(txt.join(' '));
  const adds = squash(out.txt.join(' '));
  if (adds.length <= have.length || have.includes(adds)) return null;
  return out;
}

/** The blocks hold at least `n` weighted characters (measured block by block, stopping once they do). */
function holdsAtLeast(blocks: string[], n: number): boolean {
  let chars = 0;
  for (const b of blocks) if ((chars += measure(b).chars) >= n) return true;
  return false;
}

/** Below this much text (weighted characters) a result counts as nearly nothing. */
const NEARLY_NOTHING = 150;

/** A product page whose text holds this much (weighted characters) shows its own description. */
const SHOWS_DESCRIPTION = 1500;

/**
 * Characters that show nothing: zero-width spaces and joiners used to hide words, word joiners, the
 * BOM, Unicode tag characters (U+E0000–E007F, invisible ASCII look-alikes used to smuggle
 * instructions to models), and the marks that set the direction of text (U+200E/U+200F, embeddings,
 * overrides and isolates: Amazon's "‎Cafelio" in each cell of a product's table, and the override
 * that shows a text in another order than it is read). ZWNJ/ZWJ stay: Persian, Indic scripts and
 * emoji sequences need them.
 */
function cleanInvisible(s: string): string {
  // a mark standing alone between spaces ("Publisher \u200f : \u200e Avery") goes with one of them
  return s.replace(/ [\u200e\u200f\u202a-\u202e\u2066-\u2069]+(?= )/g, '').replace(/[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff\u180e]|\udb40[\udc00-\udc7f]/g, '');
}

/**
 * One small page read after the first, and kept. V8 holds the shapes of objects (the element and text
 * nodes, the parser's state, attribute sets) only while some object has them; once a full collection finds none,
 * it drops them and with them the optimized code and the type feedback built on them, and the next page runs
 * slowly until it is all rebuilt. A worker that reads a page now and then, with the heap collected in between,
 * paid that on every page: the first pass over the article benchmark after a full collection ran at about 41 MB/s
 * against 65 once warm. With this page kept (a few KB), it runs at 50-59. The objects of its reading (the parser, the
 * tokenizer, the renderer) are kept too (shapes.ts).
 */
const SHAPES = `<!doctype html><html lang="en"><head><title>T</title><meta name="description" content="d">
<style>.x{display:none}</style><script type="application/ld+json">{"@type":"Article","headline":"h"}</script></head><body>
<header class="site-header"><nav><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></nav></header>
<main id="main"><article class="post"><h1>Heading</h1><p class="byline">By <a rel="author" href="/x">X</a>
<time datetime="2024-01-01">Jan 1</time></p><p>Some text &amp; more text, with <em>emphasis</em>, <code>code</code> and
<a href="/l" title="t">a link</a>. Another sentence here.</p><h2 id="s">Section</h2><ul><li>one</li><li>two</li></ul>
<pre><code class="language-js">let a = 1;</code></pre><table><tr><th>a</th><td>b</td></tr></table><img src="/i.png" alt="i">
<div class="x">hidden</div></article><aside class="sidebar"><div class="widget"><a href="/c">C</a></div></aside></main>
<footer class="footer"><p>Copyright</p></footer></body></html>`;
let keptShapes: MainRead | null = null;
let shapesTried = false;

/** Reads and keeps SHAPES, once: after the first page, when the code it runs is compiled (well under a millisecond). */
function keepShapes(): void {
  if (shapesTried) return;
  shapesTried = true;
  try {
    keptShapes = holdWhile(() => readMain(SHAPES, 'https://example.com/p', true));
  } catch {
    // only speed depends on it
  }
}
