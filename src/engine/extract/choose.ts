// Decides what to render: the main-content subtree; on a thread page (an issue, a forum topic)
// the same with its comment sections kept; the cleaned whole page when no subtree holds enough
// of the page's prose (listing pages, tables); or — when removing furniture left almost nothing
// (a site map) — the whole page with only its hidden parts removed.
import { parseHtml, textOf, type ElementNode, type ParsedDocument } from './dom';
import { analyze } from './analyze';
import { prune, selectMain } from './select';
import { pageType, type PageType } from './pagetype';

/** Named as the article's byline (not a comment's author). */
function isBylineName(name: string): boolean {
  return /byline|author/i.test(name) && !/comment|reply|review/i.test(name);
}

/** Share of the page's prose the chosen subtree must hold, unless it is long in its own right. */
const MIN_SHARE = 0.3;
const LONG_ENOUGH = 1500;
/** Below this much text (weighted characters) a cleaned page is considered empty. */
const ALMOST_NOTHING = 200;

function tooLittle(main: ElementNode, root: ElementNode): boolean {
  if (main === root) return false;
  if (main.chars >= LONG_ENOUGH) return false;
  return main.pos < root.pos * MIN_SHARE;
}

export interface Chosen {
  doc: ParsedDocument;
  main: ElementNode;
  wholePage: boolean;
  domByline: string | null;
  pageType: PageType;
  /** The signal that decided the page type. */
  typeReason: string;
  method: 'main' | 'fallback';
  reason: string | null;
  /** Comment sections were kept as content (a thread). */
  thread: boolean;
}

interface Analysed {
  doc: ParsedDocument;
  main: ElementNode;
  domByline: string | null;
  removedChars: number;
  /** Prose (see ElementNode.pos) of the comment sections removed. */
  commentProse: number;
  /** Comment sections were kept: a thread. */
  keptComments: boolean;
}

function analyseAndSelect(doc: ParsedDocument, keepComments: boolean): Analysed {
  let domByline: string | null = null;
  let removedChars = 0;
  let commentProse = 0;
  analyze(doc.root, {
    keepComments,
    removed(el, comments) {
      removedChars += el.chars;
      if (comments) commentProse += el.pos;
      if (domByline === null && el.chars > 0 && el.chars < 120 && isBylineName(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`)) {
        domByline = textOf(el);
      }
    },
  });
  return { doc, main: selectMain(doc.root), domByline, removedChars, commentProse, keptComments: keepComments };
}

/** Below this much text (weighted characters) the main content of a thread page is just its title. */
const THREAD_HEAD = 1000;

/**
 * The main-content pass again, reading <noscript> (forums render their posts for crawlers there);
 * null when that holds no more than `chars` either.
 */
export function mainWithNoscript(html: string, chars: number, thread: boolean): ElementNode | null {
  const doc = parseHtml(html);
  analyze(doc.root, { keepNoscript: true, keepComments: thread });
  const main = selectMain(doc.root);
  if (main.chars <= Math.max(chars * 2, 150)) return null;
  prune(main, thread);
  return main;
}

/** The whole page with only hidden parts removed (and <noscript> read): the last resort. */
export function wholePageOf(html: string): ParsedDocument {
  const doc = parseHtml(html);
  analyze(doc.root, { keepFurniture: true, keepNoscript: true });
  return doc;
}

function expand(main: ElementNode, root: ElementNode): ElementNode {
  let land: ElementNode | null = null;
  for (let p = main.parent; p && p !== root; p = p.parent) if (p.tag === 'main' || p.attrs.role === 'main') land = p;
  if (land && land.linkChars <= land.chars * 0.4 && land.chars <= main.chars * 3) return land;
  return main;
}

/** Parses, recognises the page type, removes furniture, and picks the main content (or the whole page). */
export function choose(html: string, url: URL | null = null): Chosen {
  const first = parseHtml(html);
  const sig = pageType(first, first.root, url);
  const thread = sig.comments === true;
  let a = analyseAndSelect(first, thread);
  if (!thread && a.main.chars < THREAD_HEAD && a.commentProse > 2 * a.main.pos) {
    // a thread (an issue, a forum topic, a Q&A page) not marked as one: the comments are the content
    a = analyseAndSelect(parseHtml(html), true);
  }
  const { doc, domByline } = a;
  let main = a.main;
  const typed = { pageType: sig.type, typeReason: sig.why, thread: a.keptComments };
  if (main !== doc.root && !tooLittle(main, doc.root)) {
    // a landing or product page not marked up as an article: its <main> landmark is the content,
    // unless it is mostly links or far larger than the block chosen
    if (sig.type !== 'article' || !sig.why.startsWith('schema')) main = expand(main, doc.root);
    prune(main, a.keptComments);
    return { doc, main, wholePage: false, domByline, ...typed, method: 'main', reason: null };
  }
  if (doc.root.chars < ALMOST_NOTHING && a.removedChars > doc.root.chars) {
    const noscript = mainWithNoscript(html, doc.root.chars, a.keptComments);
    if (noscript) {
      return { doc, main: noscript, wholePage: false, domByline, ...typed, method: 'fallback', reason: 'the page shows its text only without scripts (<noscript>)' };
    }
    // the furniture was the page (a site map, a page made of link lists): keep it rather than lose it
    const again = wholePageOf(html);
    return { doc: again, main: again.root, wholePage: true, domByline, ...typed, method: 'fallback', reason: 'furniture removal left almost nothing' };
  }
  const reason = main === doc.root ? 'no block stands out' : 'the best block holds too little of the page';
  return { doc, main: doc.root, wholePage: true, domByline, ...typed, method: 'fallback', reason };
}
