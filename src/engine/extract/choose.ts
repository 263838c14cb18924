// Decides what to render: the main-content subtree; on a thread page (an issue, a forum topic)
// the same with its comment sections kept; the cleaned whole page when no subtree holds enough
// of the page's prose (listing pages, tables); or — when removing furniture left almost nothing
// (a site map) — the whole page with only its hidden parts removed.
import { amongItsKind, boundedTextOf, commonAncestor, elementBeside, findElement, firstElementChild, HEADING_TAGS as HEADINGS, isInside, kindOf, logoHeading, parseHtml, removeNode, showsPrice, TABLE_CELLS, textOf, ElementNode, type ParsedDocument } from './dom';
import { analyze, type AnalyzeHooks } from './analyze';
import { boxPair, countLine, dropBios, largestLandmark, prune, selectMain, trimBesideBody, type PruneOptions } from './select';
import { numberedPost, pageType, priceMarked, UNDATED_PAGE, type PageSignals, type PageType } from './pagetype';
import { furnitureByName, hidden, namedAsReplies, namedAsReview, namedAsSide, NameSignal } from './boilerplate';
import { dropDashSignatures, dropOtherThreads, dropPostMeta } from './thread';
import { productFacts, type ProductFacts } from './product';
import { authorBios, breadcrumbNames, declaredDescription, paidPartClasses } from './metadata';
import { squash, weightedLength } from './text';
import { oneLine } from '../util/escape';

/** Named as the article's byline (not a comment's author). */
function isBylineName(name: string): boolean {
  return /byline|author/i.test(name) && !/comment|reply|review/i.test(name);
}

/** Share of the page's prose the chosen subtree must hold, unless it is long in its own right. */
const MIN_SHARE = 0.3;
const LONG_ENOUGH = 1500;
/**
 * Share a long subtree must still hold: a text whose sections each sit beside long link lists scores below zero as a
 * whole, and a box elsewhere (opening hours, a sidebar's story) wins with a fraction of the page's prose.
 */
const MIN_SHARE_LONG = 0.2;
/** Below this much text (weighted characters) a cleaned page is considered empty. */
const ALMOST_NOTHING = 200;
/** A product description in structured data this long (characters) stands for a page that shows almost none. */
const FACTS_ENOUGH = 200;

/**
 * A product's structured data describes it at length (FACTS_ENOUGH), and at more length than the page shows
 * (`shown`, characters of its cleaned text): the page writes its description with scripts.
 */
export function factsTellMore(facts: ProductFacts | null, shown: number): facts is ProductFacts {
  const told = facts?.description?.length ?? 0;
  return told >= FACTS_ENOUGH && told > shown;
}

function tooLittle(main: ElementNode, root: ElementNode): boolean {
  if (main === root) return false;
  if (main.chars >= LONG_ENOUGH) return main.pos < root.pos * MIN_SHARE_LONG;
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
  /**
   * A product page whose structured data holds its description while its visible text, once cleaned,
   * is almost nothing (the page writes it with scripts): those facts and the cleaned page are the
   * content, not the whole page with its menus. Those facts, read once here.
   */
  factsSuffice?: ProductFacts;
  /** The page's text as parsed (see Analysed.pageChars): no reading of the page holds more. */
  pageChars: number;
  /**
   * On a listing, a long text apart from its grid of items (a shop category's buying guide): read after the items
   * when it follows them in the page, else before. On a product page its name-and-price box; on a thread, the replies
   * to its opening post set apart from it.
   */
  guide?: ElementNode | null;
  /** On a product page, its specifications set apart from the block chosen (Ozon's "Характеристики"). */
  specs?: ElementNode | null;
  /** A product's comment section outside the chosen block (see reviewsApart), read beside it where it stands. */
  reviews?: ElementNode | null;
  /** On a product page, the offers of it shop by shop outside the chosen block (see offersApart). */
  offers?: ElementNode | null;
  /** On a listing, the line before its items saying how many there are (see countBefore). */
  count?: ElementNode | null;
  /** On an article, its standfirst as the page shows it (see standfirstOf), in or out of the text. */
  standfirst?: string | null;
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
  /** Prose of the visible blocks removed as furniture by name, role or tag (not comments). */
  furnitureProse: number;
  /**
   * Characters (weighted) of all the text in the tree as parsed: what was kept and what was removed. The same for
   * every reading of the page with the same style sheets, and a bound on what any of them keeps (the whole page's
   * text included), so a reading that could not hold enough more need not be done.
   */
  pageChars: number;
}

function analyseAndSelect(doc: ParsedDocument, hooks: Omit<AnalyzeHooks, 'removed'>): Analysed {
  let domByline: string | null = null;
  let removedChars = 0;
  let commentProse = 0;
  let furnitureProse = 0;
  analyze(doc.root, {
    ...hooks,
    removed(el, comments) {
      removedChars += el.chars;
      if (comments) commentProse += el.pos;
      else if (el.pos > 0 && !hidden(el)) furnitureProse += el.pos;
      // (not the site's credits in its footer: Docsy's "td-footer__authors", "The Kubernetes Authors | Documentation
      // Distributed under CC BY 4.0")
      if (domByline === null && el.chars > 0 && el.chars < 120 && isBylineName(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`) && !inFooter(el)) {
        domByline = textOf(el);
      }
    },
  });
  return { doc, main: selectMain(doc.root), domByline, removedChars, commentProse, keptComments: hooks.keepComments === true, furnitureProse, pageChars: doc.root.chars + removedChars };
}

/** The element stands in the page's footer (a <footer> or role=contentinfo, a few levels up). */
function inFooter(el: ElementNode): boolean {
  for (let a = el.parent, n = 0; a && n < FOOTER_LEVELS; a = a.parent, n++) if (a.tag === 'footer' || a.attrs.role === 'contentinfo') return true;
  return false;
}
const FOOTER_LEVELS = 8;

/**
 * The page's own group of linked items, still there once furniture is gone, holds at least as much text as the comments
 * removed: a list (an article's list of courses, each a link with its blurb) that the prose reading passed over, not a
 * thread's posts; its comments stay out, and the items are read as a list (see listOf).
 */
function itemsOutweigh(sig: PageSignals, a: Analysed): boolean {
  return !!sig.items && attached(sig.items, a.doc.root) && sig.items.chars >= a.commentProse;
}

/** Prose removed as furniture from which a lenient second judgement is tried. */
const LENIENT_FROM = 1000;

/** The share of the prose a block found by the lenient judgement holds to stand for a page where nothing else does. */
const LENIENT_MOST = 0.6;

const LENIENT_REASON = 'furniture names hid most of the prose: judged again by prose';

/** Below this much text (weighted characters) the main content of a thread page is just its title. */
const THREAD_HEAD = 1000;

/** Below this much text (weighted characters), what the page without scripts shows is not worth reading. */
const NOSCRIPT_MIN = 150;

/**
 * The main-content pass again, reading <noscript> (forums render their posts for crawlers there);
 * null when that holds no more than `chars` either.
 */
export function mainWithNoscript(html: string, chars: number, thread: boolean, styleSheets = true): ElementNode | null {
  const doc = parseHtml(html, styleSheets);
  analyze(doc.root, { keepNoscript: true, keepComments: thread });
  const main = selectMain(doc.root);
  if (main.chars <= Math.max(chars * 2, NOSCRIPT_MIN)) return null;
  prune(main, { thread, h1s: doc.h1s });
  return main;
}

/**
 * Whether a page of `pageChars` (see Analysed.pageChars) may hold more than mainWithNoscript or the whole page asks
 * for over a reading that kept `chars`: when not, neither can, and the page need not be parsed again to find out.
 */
export function mayHoldMore(pageChars: number, chars: number): boolean {
  return pageChars > Math.max(chars * 2, NOSCRIPT_MIN);
}

/**
 * A main landmark holds at least this share of the page's text to stand for the page in the last resort: a 404 page's
 * message and its suggestions under <main>, rather than the same with every menu and footer link of the site.
 */
const LANDMARK_SHARE = 0.2;

/**
 * The page's main landmark (<main> or role=main; the one holding the most text) when it holds more than `min` and a
 * fair share (LANDMARK_SHARE) of the text of `root`; else `root`. For the last resort, where `root` is the whole page.
 */
export function landmarkOr(root: ElementNode, min: number): ElementNode {
  const best = largestLandmark(root, () => true);
  return best && best.chars > min && best.chars >= root.chars * LANDMARK_SHARE ? best : root;
}

/** What the report adds to the fallback's reason when landmarkOr read the landmark. */
export const LANDMARK_READ = ': its main landmark read whole';

/** The whole page with only hidden parts removed (and <noscript> read): the last resort. */
export function wholePageOf(html: string, styleSheets = true): ParsedDocument {
  const doc = parseHtml(html, styleSheets);
  analyze(doc.root, { keepFurniture: true, keepNoscript: true });
  return doc;
}

function expand(main: ElementNode, root: ElementNode): ElementNode {
  let land: ElementNode | null = null;
  for (let p = main.parent; p && p !== root; p = p.parent) if (p.tag === 'main' || p.attrs.role === 'main') land = p;
  if (land && land.linkChars <= land.chars * 0.4 && land.chars <= main.chars * 3) return land;
  return main;
}

/**
 * A landing or service page without article markup spreads its text over sibling sections (a hero,
 * features, an FAQ); the block with the best score is one of them. The widest ancestor holding at
 * least twice its prose and not mostly links is the page's content (pruned of its link lists after).
 */
function landingSections(main: ElementNode, root: ElementNode): ElementNode {
  let best = main;
  for (let p = main.parent; p; p = p.parent) {
    if (p.pos >= best.pos * 1.3 && p.pos >= main.pos * 2 && p.linkChars <= p.chars * 0.65) best = p;
    if (p === root) break;
  }
  return best;
}

/**
 * The parent of a thread's chosen replies when a block before them, beside them, says something of its own (the
 * opening post: OPENING_POST prose at least) and the parent holds little else (at most twice the replies' text).
 */
function withOpeningPost(main: ElementNode): ElementNode {
  const p = main.parent;
  if (!p || p.chars > main.chars * 2 + OPENING_POST_MAX) return main;
  return postBefore(p, main) !== null ? p : main;
}

/** The ancestor of a post and its replies' tree holds this many times their text at most (see chooseMain). */
const POST_AND_REPLIES_SLACK = 1.5;
/** Share of a wider block's prose its posts' parent holds, at least, to stand for it. */
const POSTS_HOLD = 0.85;

/**
 * The chosen block holds the replies' parent `replies` and, before it or before one of its ancestors inside the block,
 * a block of the post's prose (old Reddit's role=main: the post, then its comments, both perhaps in one wrapper):
 * nothing further up is the opening post.
 */
function holdsItsPost(main: ElementNode, replies: ElementNode | null): boolean {
  if (replies === null || replies === main || !isInside(replies, main)) return false;
  for (let under = replies; under.parent !== null && under !== main; under = under.parent) {
    if (postBefore(under.parent, under) !== null) return true;
  }
  return false;
}

/** The ancestor of `el` (or `el` itself) that is a child of `anc`; the topmost ancestor when `el` is not inside it. */
function branchOf(el: ElementNode, anc: ElementNode): ElementNode {
  let p = el;
  while (p.parent && p.parent !== anc) p = p.parent;
  return p;
}

/** The last block among `p`'s children before `child` that says OPENING_POST prose at least, or null. */
function postBefore(p: ElementNode, child: ElementNode): ElementNode | null {
  let found: ElementNode | null = null;
  for (const c of p.children) {
    if (c === child) break;
    if (c instanceof ElementNode && c.block && c.pos >= OPENING_POST) found = c;
  }
  return found;
}

/**
 * The opening post before a thread's chosen replies, further up than their parent (DCInside's comment box sits in a
 * box of its own below the post, beside the board's list of other posts): the block saying OPENING_POST prose at least
 * before the replies' ancestor among the children of one of the next OPENING_POST_UP ancestors, null if none.
 */
function openingPostBefore(main: ElementNode): ElementNode | null {
  let inner = main.parent;
  for (let up = 0; inner && up < OPENING_POST_UP; up++, inner = inner.parent) {
    const p = inner.parent;
    if (!p) return null;
    const found = postBefore(p, inner);
    if (found) return found;
  }
  return null;
}

/** The element, or one of its two nearest ancestors, is named as comments ("comment_wrap", "view_comment"). */
function namedAsComments(el: ElementNode): boolean {
  let e: ElementNode | null = el;
  for (let up = 0; e && up < 3; up++, e = e.parent) if (furnitureByName(e) === NameSignal.Comment) return true;
  return false;
}

/** Levels above the replies' parent their opening post is looked for (see openingPostBefore). */
const OPENING_POST_UP = 4;

/**
 * The block of replies after a thread's chosen post: a block named as comments, after the post among the children of
 * one of its REPLIES_UP nearest ancestors, saying REPLIES_MIN characters at least.
 */
function repliesAfter(main: ElementNode): ElementNode | null {
  let inner = main;
  for (let up = 0; up < REPLIES_UP && inner.parent; up++, inner = inner.parent) {
    const kids = inner.parent.children;
    for (let i = kids.indexOf(inner) + 1; i < kids.length; i++) {
      const c = kids[i]!;
      if (c instanceof ElementNode && c.block && c.chars >= REPLIES_MIN && furnitureByName(c) === NameSignal.Comment) return c;
    }
  }
  return null;
}

const REPLIES_UP = 4;
const REPLIES_MIN = 80;

/** An opening post says this much prose at least (see withOpeningPost). */
const OPENING_POST = 100;
/** Text beside a thread's replies besides the opening post, at most, for the two to be read together. */
const OPENING_POST_MAX = 2000;

/** Is `el` still in the tree under `root` (not removed as furniture)? */
function attached(el: ElementNode, root: ElementNode): boolean {
  let p: ElementNode | null = el;
  for (let i = 0; p && i < 10_000; i++, p = p.parent) if (p === root) return true;
  return false;
}

/**
 * On a product page whose chosen block shows no price, the block holding the product's name (the page's <h1>) and
 * its price: the smallest one, short (BUY_BOX_MAX), apart from the chosen block; failing that, the widest short block
 * round the <h1> that shows a price. Null when the chosen block prices the product, or no such block is found.
 */
function buyBox(main: ElementNode, found: NameAndPrice | null, doc: ParsedDocument): ElementNode | null {
  if (!found) return null;
  const { h1, price } = found;
  // a shop that names its product in no <h1> (JD's "sku-name"): the widest short block round the price
  const box = !price ? null : h1 ? commonAncestor(h1, price) : widestAround(price, main);
  if (box && box !== doc.root && box.chars <= BUY_BOX_MAX && !isInside(main, box) && !isInside(box, main)) return box;
  // no price named as one (Shopee's hashed classes), or only another product's further off (a grid of picks): the
  // widest short block round the <h1>, when it shows a price
  const named = h1 ? widestAround(h1, main) : null;
  return named && showsPrice(named) ? named : null;
}

/**
 * A product's description chosen too small to stand for the page (a price comparison's column of boxes, the price's,
 * the features', the specifications', the shops': each of them scored alone, the links of some outweighing the rest):
 * the nearest block round it that holds enough of the page, when that is not mostly links; else the block as chosen.
 */
function productColumn(main: ElementNode, root: ElementNode): ElementNode {
  for (let p = main.parent; p && p !== root; p = p.parent) {
    if (tooLittle(p, root)) continue;
    return p.linkChars <= p.chars * PRODUCT_COLUMN_LINKS ? p : main;
  }
  return main;
}

const PRODUCT_COLUMN_LINKS = 0.5;

/**
 * A listing's count of what it lists, set before its items and apart from them ("1,842 packages found", "1-16 of over
 * 10,000 results for", "共4532件商品", "검색결과 1,234건"): a short block saying only that, the nearest one before the
 * items among the blocks before them and before the blocks round them (COUNT_UP levels up, COUNT_LOOK elements looked
 * at in all, never past a block of more than COUNT_PAST characters); null when there is none.
 */
function countBefore(top: ElementNode, guide: ElementNode | null): ElementNode | null {
  let budget = COUNT_LOOK;
  let found: ElementNode | null = null;
  const look = (el: ElementNode): boolean => {
    if (--budget < 0 || el === guide) return true;
    if (countLine(el)) {
      found = withItsHeading(smallestCount(el), top);
      return true;
    }
    if (el.chars > COUNT_PAST) return true;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i]!;
      if (c instanceof ElementNode && look(c)) return true;
    }
    return false;
  };
  let p: ElementNode = top;
  for (let up = 0; up < COUNT_UP && p.parent; up++, p = p.parent) {
    const kids = p.parent.children;
    for (let i = kids.indexOf(p) - 1; i >= 0; i--) {
      const c = kids[i]!;
      if (c instanceof ElementNode && look(c)) return found;
      if (budget < 0) return null;
    }
  }
  return found;
}

/**
 * The count with the heading set beside it in a box of their own ("「コーヒー豆」の検索結果" over "48,211件"): the box, when
 * it holds the two and nothing else and is not round the items `top`; else the count alone.
 */
function withItsHeading(count: ElementNode, top: ElementNode): ElementNode {
  const box = count.parent;
  if (!box || box.chars > COUNT_BOX_MAX || isInside(top, box)) return count;
  let heading = false;
  for (const c of box.children) {
    if (c === count) continue;
    if (c instanceof ElementNode) {
      if (!HEADINGS.has(c.tag) || heading) return count;
      heading = true;
    } else if (c.ink) return count;
  }
  return heading ? box : count;
}

/** The innermost element saying the count `el` says (the count, not the toolbar round it). */
function smallestCount(el: ElementNode): ElementNode {
  for (let depth = 0; depth < COUNT_UP * 4; depth++) {
    const inner = el.children.find((c): c is ElementNode => c instanceof ElementNode && countLine(c));
    if (!inner) break;
    el = inner;
  }
  return el;
}

/** A count's box with its heading holds this much at most (weighted characters); the look for a count goes so far. */
const COUNT_BOX_MAX = 240;
const COUNT_LOOK = 200;
const COUNT_UP = 4;
const COUNT_PAST = 1500;

/** A product's name (its <h1>) and its price (an element so named), outside the block chosen; either may be missing. */
interface NameAndPrice {
  h1: ElementNode | undefined;
  price: ElementNode | null;
}

/**
 * The product's name (the page's <h1>, unless that is the site's logo) and its price (an element so named), each
 * outside the chosen block, either missing; null when the chosen block prices the product.
 */
function nameAndPrice(main: ElementNode, doc: ParsedDocument): NameAndPrice | null {
  // (a box named for the price that says no figure, 1688's "od-pc-price-desc": "价格说明 …", prices no product)
  if (findElement(main, (el) => priceMarked(el) && saysFigure(el), PRICE_LOOK)) return null;
  // (a site's logo set as an <h1> names the shop, not the product)
  const h1 = doc.h1s.find((h) => attached(h, doc.root) && !isInside(h, main) && !logoHeading(h));
  return { h1, price: findElement(doc.root, (el) => priceMarked(el) && !isInside(el, main), PRICE_LOOK) };
}

/** A digit among the element's first PRICE_TEXT_LOOK nodes, or more nodes than that (a price, as any so named was). */
function saysFigure(el: ElementNode): boolean {
  const t = boundedTextOf(el, PRICE_TEXT_LOOK);
  return t === null || /\d/.test(t);
}

const PRICE_TEXT_LOOK = 40;

/**
 * A product's description chosen inside the block that holds its name and price too (Mercari's item section: the
 * <h1>, the price, the description, the item's details and the questions asked about it): that block, when it is
 * little more than the description (PRODUCT_BLOCK_SLACK times it, or BUY_BOX_MAX) and not mostly links.
 */
function withNameAndPrice(main: ElementNode, found: NameAndPrice | null, doc: ParsedDocument): ElementNode {
  if (!found?.h1 || !found.price) return main;
  const box = commonAncestor(found.h1, found.price);
  if (!box || box === doc.root || !isInside(main, box)) return main;
  return box.chars <= Math.max(main.chars * PRODUCT_BLOCK_SLACK, BUY_BOX_MAX) && box.linkChars <= box.chars * 0.4 ? box : main;
}

/** How much more than the description the block of a product's name, price and description may hold. */
const PRODUCT_BLOCK_SLACK = 3;

/** The widest block round `el` within BUY_BOX_MAX, apart from `main`; null when even `el`'s parent is wider. */
function widestAround(el: ElementNode, main: ElementNode): ElementNode | null {
  let box: ElementNode | null = null;
  for (let p = el.parent; p && p.chars <= BUY_BOX_MAX && !isInside(main, p); p = p.parent) box = p;
  return box;
}

/** A product's name-and-price block holds at most this much text (weighted characters). */
const BUY_BOX_MAX = 1500;

/** Elements looked at for a price, in the chosen block and in the page (see buyBox). */
const PRICE_LOOK = 20_000;

/**
 * A product's comment section (see ElementNode.reviews), or its reviews' section (see headedReviews), outside the blocks
 * read (the one chosen, the name-and-price box, the specifications), and not round the chosen one: the one saying the
 * most of the first REVIEWS_LOOK elements walked; null when there is none.
 */
function reviewsApart(main: ElementNode, read: readonly (ElementNode | null)[], doc: ParsedDocument): ElementNode | null {
  // (the blocks round the chosen one, looked up once)
  const round = new Set<ElementNode>();
  for (let p = main.parent; p; p = p.parent) round.add(p);
  let best: ElementNode | null = null;
  const stack: ElementNode[] = [doc.root];
  for (let seen = 0; stack.length && seen < REVIEWS_LOOK; seen++) {
    const el = stack.pop()!;
    if (el === main || read.includes(el)) continue;
    if ((el.reviews || headedReviews(el)) && !round.has(el)) {
      if (el.chars > (best?.chars ?? 0)) best = el;
      continue;
    }
    for (const c of el.children) if (c instanceof ElementNode) stack.push(c);
  }
  // (one review of a list of them, each named as a comment: Meesho's "Comment__CommentWrapper" blocks, their list named
  // for nothing): the list
  const p = best?.parent;
  if (best && p && p !== doc.root && !round.has(p) && !read.includes(p) && amongItsKind(best, REVIEW_FELLOWS_LOOK) && p.children.every((c) => !(c instanceof ElementNode) || c.reviews)) {
    return p;
  }
  return best;
}

const REVIEWS_LOOK = 20_000;
/** A review's fellows looked for among this many of its parent's children. */
const REVIEW_FELLOWS_LOOK = 20;

/**
 * A section named as a product's reviews by its id or class alone (noon's <section id="reviews">, its classes made up
 * by a build tool) that opens with a heading of its own, or a box holding one, and says more than it links: the
 * reviews under their title, not a rating's line or a link to them.
 */
function headedReviews(el: ElementNode): boolean {
  if (!el.block || el.chars - el.linkChars < REVIEWS_PROSE || !namedAsReview(el)) return false;
  const first = firstElementChild(el);
  return first !== null && (HEADINGS.has(first.tag) || first.heading !== null);
}

/** Characters of text besides links that such a section holds at least (see headedReviews). */
const REVIEWS_PROSE = 200;

/**
 * A product's offers, shop by shop, outside the blocks read (a price comparison's "72 Angebote", a marketplace's other
 * sellers): the page's group of repeated items when most of them (and two at least) show a price and name the product
 * as its <h1> does, every word of it but one in five; null otherwise. Products other than this one (a strip of picks)
 * have names of their own.
 */
function offersApart(main: ElementNode, read: readonly (ElementNode | null)[], items: ElementNode | null, doc: ParsedDocument): ElementNode | null {
  if (!items || !attached(items, doc.root) || isInside(items, main) || isInside(main, items)) return null;
  for (const r of read) if (r && (isInside(items, r) || isInside(r, items))) return null;
  const h1 = doc.h1s.find((h) => attached(h, doc.root));
  const words = h1 ? [...new Set(oneLine(textOf(h1)).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2))] : [];
  if (words.length < 2) return null;
  let offers = 0;
  let all = 0;
  for (const c of items.children) {
    if (!(c instanceof ElementNode)) continue;
    if (++all > OFFERS_LOOK) break;
    const t = (boundedTextOf(c, OFFER_NODES, OFFER_CHARS) ?? '').toLowerCase();
    if (showsPrice(c) && words.filter((w) => t.includes(w)).length >= words.length * OFFER_NAME_SHARE) offers++;
  }
  return offers >= 2 && offers >= Math.min(all, OFFERS_LOOK) * (2 / 3) ? items : null;
}

/** Items of the group looked at, at most; nodes and characters read of each. */
const OFFERS_LOOK = 50;
const OFFER_NODES = 300;
const OFFER_CHARS = 3000;
/** The share of the product's name an offer's words repeat. */
const OFFER_NAME_SHARE = 0.8;

/**
 * A product's specifications set apart from the block chosen, which holds none (Ozon's section of label-and-value
 * <dl>s below the description): the groups of SPEC_PAIRS or more label-value pairs outside it (a <dl> of several
 * terms, a block of one-pair <dl>s, a table whose rows pair a label with a value), taken together (their common
 * ancestor, when it holds neither the chosen block nor more than SPECS_MAX); null when the chosen block has specs or
 * none are found. A bounded walk.
 */
function specsApart(main: ElementNode, box: ElementNode | null, doc: ParsedDocument): ElementNode | null {
  if (pairCount(main, SPEC_LOOK) >= SPEC_PAIRS) return null;
  const groups: ElementNode[] = [];
  const stack: ElementNode[] = [doc.root];
  for (let seen = 0; stack.length && seen < SPEC_WALK; seen++) {
    const el = stack.pop()!;
    if (el === main || (box !== null && el === box)) continue;
    if (specGroup(el)) {
      groups.push(el);
      continue;
    }
    for (const c of el.children) if (c instanceof ElementNode) stack.push(c);
  }
  if (groups.length === 0) return null;
  let top: ElementNode | null = groups[0]!;
  for (const g of groups.slice(1)) top = top && commonAncestor(top, g);
  if (!top || top === doc.root || isInside(main, top) || top.chars > SPECS_MAX || (box !== null && isInside(box, top))) {
    // the groups are scattered: the largest alone
    top = groups.reduce((a, b) => (b.chars > a.chars ? b : a));
    if (top.chars > SPECS_MAX) return null;
  }
  return top;
}

/**
 * A block of label-value pairs: a <dl> of SPEC_PAIRS terms or more, a block of as many one-pair <dl>s, a table of as
 * many label-value rows, or a block of as many boxes alike, each a pair of boxes (see boxPairs).
 */
function specGroup(el: ElementNode): boolean {
  // (JD writes its rows as one-pair lists inside a list: `<dl><dl><dt>…<dd>…</dl>…</dl>`)
  if (el.tag === 'dl') return childrenTagged(el, 'dt') >= SPEC_PAIRS || onePairLists(el) >= SPEC_PAIRS;
  if (el.tag === 'table' || el.tag === 'tbody') return pairRows(el) >= SPEC_PAIRS;
  return onePairLists(el) >= SPEC_PAIRS || boxPairs(el);
}

/**
 * SPEC_PAIRS or more children alike (one tag, one class), and nothing else, each a label and its value in two boxes
 * of a few words (Taobao's "generalParamsInfoItem": "产地" | "中国大陆"), SPEC_PAIRS of them without a link, others with
 * links for their value (Shopee's "品牌" | "<a>Anker</a>", its category's trail); a third of them may be neither (a label
 * whose value went). The first 200 children looked at.
 */
function boxPairs(el: ElementNode): boolean {
  let n = 0;
  let plain = 0;
  let others = 0;
  let key: string | null = null;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) {
      if (c.text.trim() !== '') return false;
      continue;
    }
    if (++n > 200) return false;
    const k = kindOf(c);
    if (key === null) key = k;
    else if (k !== key) return false;
    if (boxPair(c)) plain++;
    else if (!boxPair(c, true)) others++;
  }
  return plain >= SPEC_PAIRS && others * 3 <= n;
}

/**
 * Children that are description lists of one term and one value each (Ozon's "Характеристики", JD's rows), not a
 * footer's columns (a heading term over a list of links).
 */
function onePairLists(el: ElementNode): number {
  let n = 0;
  for (const c of el.children) if (c instanceof ElementNode && c.tag === 'dl' && childrenTagged(c, 'dt') === 1 && childrenTagged(c, 'dd') === 1) n++;
  return n;
}

function childrenTagged(el: ElementNode, tag: string): number {
  let n = 0;
  // (a <dl>'s groups may each be wrapped in a <div>, as HTML allows: KREAM's <div class="detail_box"><dt>…<dd>…</div>)
  for (const c of el.children) if (c instanceof ElementNode && (c.tag === tag || (el.tag === 'dl' && c.tag === 'div' && childrenTagged(c, tag) > 0))) n++;
  return n;
}

/** Rows of a table that pair a label with a value (see pairRow). */
function pairRows(table: ElementNode): number {
  let n = 0;
  for (const c of table.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag === 'tbody') n += pairRows(c);
    else if (pairRow(c)) n++;
  }
  return n;
}

/** A table row pairing a label with a value: two cells, a <th> and a <td> or two <td>s. */
function pairRow(tr: ElementNode): boolean {
  if (tr.tag !== 'tr') return false;
  let cells = 0;
  for (const k of tr.children) if (k instanceof ElementNode && TABLE_CELLS.has(k.tag)) cells++;
  return cells === 2;
}

/** Label-value pairs under `el` (terms of <dl>s, rows of two cells), looked for through `budget` elements. */
function pairCount(el: ElementNode, budget: number): number {
  let n = 0;
  const stack: ElementNode[] = [el];
  for (let seen = 0; stack.length && seen < budget; seen++) {
    const e = stack.pop()!;
    if (e.tag === 'dt') n++;
    else if (pairRow(e)) n++;
    for (const c of e.children) if (c instanceof ElementNode) stack.push(c);
  }
  return n;
}

/** Label-value pairs that make specifications; a product's specifications block says this much at most (weighted characters). */
const SPEC_PAIRS = 4;
const SPECS_MAX = 6000;
/** Elements looked at for specifications: in the chosen block, and in the page. */
const SPEC_LOOK = 3000;
const SPEC_WALK = 30_000;

/** `a` comes before `b` in the page (two attached elements, neither inside the other). */
export function precedes(a: ElementNode, b: ElementNode): boolean {
  const top = commonAncestor(a, b);
  if (!top) return false;
  return top.children.indexOf(branchOf(a, top)) < top.children.indexOf(branchOf(b, top));
}

/** Items with less than this share of their text outside their links are bare links. */
const BARE_LINKS = 0.1;

/** Share of the chosen block's text the items hold when that block is the grid and little else. */
const GRID_ALONE = 0.8;

/** Below this much text (weighted characters) a group of items is not the page's content. */
const ITEMS_MIN = 300;

/**
 * A listing or collection page: its repeated linked items (cards, results, product tiles) are the
 * content, with the page heading and intro around them, when they hold more text than the prose
 * block chosen. Null when the page is not one (articles with a grid of related stories keep their
 * text: that grid holds less than the article, or was removed as furniture by its name).
 */
function listOf(doc: ParsedDocument, main: ElementNode, sig: PageSignals): { top: ElementNode; items: ElementNode } | null {
  const items = sig.items;
  if (!items || sig.type === 'product' || sig.type === 'thread' || sig.type === 'documentation') return null;
  if ((sig.itemCount ?? 0) < (sig.type === 'listing' ? 4 : 6) || items.chars < ITEMS_MIN || !attached(items, doc.root)) return null;
  // items inside the block chosen: kept whole there (pruning would take cards of links for link lists)
  if (main !== doc.root && isInside(items, main)) {
    // bare links (nothing said beside them) under a longer text are that text's link list, not its items
    if (articlePage(sig) && items.chars - items.linkChars < items.chars * BARE_LINKS && main.pos >= items.chars) return null;
    // on a listing or a landing page, a block that is little more than the grid is widened to the page heading and
    // intro, as a grid chosen outside the block is (below)
    const gridAlone = (sig.type === 'listing' || landingPage(sig)) && items.chars >= main.chars * GRID_ALONE;
    const group = itemGroups(items);
    if (group !== items && !isInside(group, main)) return { top: headed(group, doc), items: group };
    return { top: gridAlone ? headed(main, doc) : main, items: group };
  }
  // elsewhere, the items are content only when they outweigh the prose block chosen, or hold a fair
  // share of the page when no block was chosen
  const weak = main === doc.root || tooLittle(main, doc.root);
  // (a shop's grid of priced products is its category page's content, whatever guide to the category stands below it;
  // not a text under the page's own heading, as a post's with a grid of the products it names)
  const shopGrid = sig.shop === true && !headedBy(main, doc);
  if (!weak && !shopGrid && main.pos >= items.chars * (sig.type === 'listing' ? 1 : 0.5) && !isInside(main, items)) return null;
  // a long text under the page's own heading is the page, whatever grid of cards stands elsewhere (a site's
  // mega-menu of products, a footer's directory): on a page not marked as a listing, the cards do not replace it
  if (!weak && sig.type !== 'listing' && main.pos >= LONG_ENOUGH && !isInside(main, items) && headedBy(main, doc)) return null;
  if (weak && items.chars < doc.root.chars * (sig.type === 'listing' ? 0.15 : 0.3)) return null;
  const group = itemGroups(items);
  return { top: headed(group, doc), items: group };
}

/**
 * Of two or more stories set one after the other in the block chosen (a news site's next story, loaded below as you
 * read), each an <article> with its own heading and text, the one whose heading the page's title names; null when
 * there are not two, or not exactly one is so titled.
 */
function titledArticle(main: ElementNode, doc: ParsedDocument): ElementNode | null {
  const stories: ElementNode[] = [];
  const walk = (el: ElementNode, depth: number): void => {
    for (const c of el.children) {
      if (!(c instanceof ElementNode) || stories.length > STORIES_MAX) continue;
      if (c.tag === 'article') {
        if (c.chars >= STORY_MIN) stories.push(c);
      } else if (depth < 3) walk(c, depth + 1);
    }
  };
  walk(main, 0);
  if (stories.length < 2 || stories.length > STORIES_MAX) return null;
  const title = squash(doc.metas.find((m) => m.name === 'og:title')?.content ?? doc.title ?? '');
  if (!title) return null;
  const titled = stories.filter((s) => {
    const h = storyHeading(s, 0);
    const t = h ? squash(textOf(h)) : '';
    return t.length >= 8 && title.includes(t);
  });
  return titled.length === 1 ? titled[0]! : null;
}

/** Stories a block holds at most for one of them to be picked by its title; text a story holds at least. */
const STORIES_MAX = 12;
const STORY_MIN = 200;

/** The first <h1> or <h2> in a story, a few levels down. */
function storyHeading(el: ElementNode, depth: number): ElementNode | null {
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag === 'h1' || c.tag === 'h2') return c;
    if (depth < 4 && c.tag !== 'article') {
      const h = storyHeading(c, depth + 1);
      if (h) return h;
    }
  }
  return null;
}

/** A listing's section of cards has at least this many cards to widen the items to its like sections. */
const GROUP_CARDS = 3;
/** The like sections hold at least this share of their parent's text. */
const GROUPS_SHARE = 0.6;
/** Like sections are looked for on the items' container and this many of its ancestors, less one. */
const GROUP_DEPTH = 3;

/**
 * The items' container and its like: a listing in sections (a category each, "Winners" and "Honorees"), each its own
 * grid in the same markup, is one list. Looked for on the container and its two nearest ancestors: siblings with the same tag and
 * class holding cards of their own (after furniture removal, so a page's header and footer in the same "container"
 * markup hold few), which together make up most of their parent.
 */
function itemGroups(items: ElementNode): ElementNode {
  let x = items;
  for (let depth = 0; depth < GROUP_DEPTH && x.parent; depth++) {
    const p: ElementNode = x.parent;
    let like = 0;
    let chars = x.chars;
    for (const c of p.children) {
      if (c === x || !(c instanceof ElementNode) || c.tag !== x.tag || c.attrs.class !== x.attrs.class || c.cards < GROUP_CARDS) continue;
      like++;
      chars += c.chars;
    }
    // the sections are most of what their parent holds (not a page's every "container", the grid one of them)
    if (like > 0 && chars >= p.chars * GROUPS_SHARE) return p;
    x = p;
  }
  return items;
}

/** Widened to the page heading (and the intro under it) when that adds little beside the block. */
function headed(block: ElementNode, doc: ParsedDocument): ElementNode {
  const h1 = pageHeading(doc);
  const top = h1 ? withHeading(block, h1) : block;
  if (h1 && top !== block) dropSideColumns(top, [block, h1]);
  return top;
}

/**
 * A listing widened to its heading brings along what stands between them: its intro, its filters, and a side column
 * the page sets beside the grid (DEV's tag page: the site's "community of 3,101,482 developers" card and the tag's
 * posting rules), which kept its place for its prose. Such a column, named as one (see namedAsSide) and holding neither
 * the heading nor the grid, is the site's, not the listing's: it goes. Only the children of `top` and of the wrappers
 * between it and the parts are looked at.
 */
function dropSideColumns(top: ElementNode, parts: readonly ElementNode[]): void {
  const path = new Set<ElementNode>();
  for (const part of parts) for (let p: ElementNode | null = part; p && p !== top; p = p.parent) path.add(p);
  for (const p of [top, ...path]) {
    if (parts.includes(p)) continue;
    for (const c of [...p.children]) if (c instanceof ElementNode && !path.has(c) && namedAsSide(c)) removeNode(c);
  }
}

/** The block and `h1` together, their common ancestor, when that adds little beside the block; else the block. */
function withHeading(block: ElementNode, h1: ElementNode): ElementNode {
  const lca = commonAncestor(h1, block);
  return lca && lca.chars <= block.chars * 1.5 + 800 ? lca : block;
}

/**
 * A documentation page's body widened to its title heading (the first <h1> still in the tree that is not a link: a
 * section's banner "<h1><a>Documentation</a></h1>" names the site's part, not the page) when the body holds none and
 * the widening adds little beside it; never to the whole page.
 */
function docHeaded(block: ElementNode, doc: ParsedDocument): ElementNode {
  const title = (h: ElementNode): boolean => attached(h, doc.root) && h.linkChars <= h.chars * 0.5;
  if (doc.h1s.some((h) => title(h) && isInside(h, block))) return block;
  const h1 = doc.h1s.find(title);
  const wider = h1 ? withHeading(block, h1) : block;
  if (wider !== block && wider !== doc.root) return wider;
  // (or more beside it, when what it adds is the page's own: the title's box and the body's sections after the block,
  // all of it gaining and saying more than it links — rustdoc's "main-content" round the item's signature, its
  // description and its methods)
  const top = h1 ?? doc.h1s.find((h) => attached(h, doc.root));
  const whole = top ? commonAncestor(top, block) : null;
  if (whole && whole !== block && whole !== doc.root && whole.tag !== 'body' && whole.gain > 0 && whole.linkChars <= whole.chars * DOC_LINK_SHARE) return whole;
  return h1 ? withHero(block, h1) ?? block : block;
}

/**
 * A documentation page whose heading and introduction stand in a box of their own right before the body's (the Rails
 * Guides' <section id="feature"> — the guide's title, what it teaches, a list of what the reader will know — then
 * <main>): the two boxes' parent with all else under it taken out, when the heading's box is short and says more than
 * it links. Null otherwise.
 */
function withHero(block: ElementNode, h1: ElementNode): ElementNode | null {
  const lca = commonAncestor(h1, block);
  if (!lca || lca === block) return null;
  let hero: ElementNode = h1;
  while (hero.parent && hero.parent !== lca) hero = hero.parent;
  let branch: ElementNode = block;
  while (branch.parent && branch.parent !== lca) branch = branch.parent;
  if (hero.parent !== lca || branch.parent !== lca || hero.chars > HERO_MAX || hero.linkChars > hero.chars * 0.3) return null;
  // (the heading's box right before the body's, nothing between them but white space)
  if (elementBeside(lca.children, lca.children.indexOf(hero), 1) !== branch) return null;
  for (const keep of [hero, block]) {
    for (let c: ElementNode = keep, p = keep.parent; p !== null && c !== lca; c = p, p = p.parent) {
      for (const k of [...p.children]) if (k !== c && !(p === lca && (k === hero || k === branch)) && k instanceof ElementNode) removeNode(k);
    }
  }
  return lca;
}

/** A documentation page's body with its heading links this share of its text at most. */
const DOC_LINK_SHARE = 0.3;

/** A documentation page's heading box above its body says this much at most (weighted characters). */
const HERO_MAX = 1500;

/** The block holds the page's first <h1> still in the tree. */
function headedBy(main: ElementNode, doc: ParsedDocument): boolean {
  const h1 = pageHeading(doc);
  return h1 !== undefined && isInside(h1, main);
}

/** The page's first <h1> still in the tree (furniture removal may have taken earlier ones). */
function pageHeading(doc: ParsedDocument): ElementNode | undefined {
  return doc.h1s.find((h) => attached(h, doc.root));
}

/**
 * A landing page (an "article" by default, by og:type website, or by og:type article without a publication date), a
 * product or a listing: not an article, a doc or a thread.
 */
function landingPage(sig: PageSignals): boolean {
  return sig.type === 'article' && (sig.why === 'default' || sig.why === UNDATED_PAGE || /^og:type (?:website|product|page|business|place|restaurant)/.test(sig.why));
}

/** An article that says so (schema.org or og:type article): not a landing page taken for an article by default. */
function articlePage(sig: PageSignals): boolean {
  return sig.type === 'article' && !landingPage(sig);
}

/** An article by its schema.org markup. */
function declaredArticle(sig: PageSignals): boolean {
  return sig.type === 'article' && sig.why.startsWith('schema');
}

function sectionsPage(sig: PageSignals): boolean {
  return landingPage(sig) || sig.type === 'product' || sig.type === 'listing';
}

/** A thread's posts are the content: its comment sections were kept, or the page is a thread. */
export function postsAreContent(c: Pick<Chosen, 'thread' | 'pageType'>): boolean {
  return c.thread || c.pageType === 'thread';
}

/**
 * Parses, recognises the page type, removes furniture, and picks the main content (or the whole page). `prepare`
 * sees each parsed tree before the rest (see revealScriptShown).
 */
export function choose(html: string, url: URL | null = null, styleSheets = true, prepare?: (doc: ParsedDocument) => void): Chosen {
  const chosen = chooseMain(html, url, styleSheets, prepare);
  // a thread's posts without the label lines each of them repeats around its author
  if (postsAreContent(chosen)) {
    dropPostMeta(chosen.main);
    // (and the board's other threads listed under it, and signatures set off by a line of dashes)
    dropOtherThreads(chosen.main, url);
    dropDashSignatures(chosen.main);
  }
  // an article's "about the author" box, which repeats the bio its structured data gives
  if (chosen.pageType === 'article' && !chosen.wholePage) dropBios(chosen.main, authorBios(chosen.doc));
  return chosen;
}

function chooseMain(html: string, url: URL | null, styleSheets: boolean, prepare?: (doc: ParsedDocument) => void): Chosen {
  const parse = (h: string): ParsedDocument => {
    const doc = parseHtml(h, styleSheets);
    prepare?.(doc);
    return doc;
  };
  const first = parse(html);
  const sig = pageType(first, first.root, url);
  const thread = sig.comments === true;
  // a listing's items and their wrappers are not removed for a layout name; on a page that declares itself an
  // article, repeated linked blocks are its paragraphs (with their glossary tooltips), not a listing's items
  const itemsPath = new Set<ElementNode>();
  if (sig.items && (sig.itemCount ?? 0) >= 6 && sig.type !== 'product' && sig.type !== 'thread' && !declaredArticle(sig)) {
    for (let p: ElementNode | null = sig.items; p; p = p.parent) itemsPath.add(p);
  }
  const article = articlePage(sig);
  const posts = sig.type === 'thread';
  // (the paywalled text's classes, read from the structured data before analysis takes its scripts away)
  const paidParts = paidPartClasses(first);
  const trail = breadcrumbNames(first);
  let a = analyseAndSelect(first, { keepComments: thread, posts, itemsPath, items: itemsPath.size ? sig.items : null, sections: sectionsPage(sig), article, product: sig.type === 'product', docs: sig.type === 'documentation', paidParts, trail });
  if (!thread && (a.main.chars < THREAD_HEAD || (!declaredArticle(sig) && numberedPost(url))) && a.commentProse > a.main.pos && !itemsOutweigh(sig, a)) {
    // a thread (an issue, a forum topic, a Q&A page) not marked as one: the comments are the content, when a short
    // post is outweighed by what its comments say (a board's question and its replies, Lemmy's post and its comments),
    // or a longer one at an address that names it by a number, on a page that its structured data does not call an
    // article (a Korean board's post under its readers' comments, PGR21's, Bobaedream's: only og:type "article"; a
    // blog names its story by a slug of words, its comments staying out)
    a = analyseAndSelect(parse(html), { keepComments: true, paidParts, trail });
  }
  let lenient = false;
  if (a.furnitureProse > Math.max(2 * a.main.pos, LENIENT_FROM)) {
    // names and roles removed most of the page's prose (a page built of "widget" blocks, an episode's
    // transcript in a "tablist"): judge again trusting prose over names, and keep that if it holds more
    const b = analyseAndSelect(parse(html), { keepComments: a.keptComments, posts, lenient: true, paidParts, trail });
    // on a listing or a thread the content is items and posts, not prose, and the prose such a page holds
    // besides is mostly its sidebars and footers: only a long text found this way counts there, or, when the first
    // judgement chose no block at all (the page would be read whole), one holding most of the prose
    const itemsPage = sig.type === 'listing' || sig.type === 'thread' || (sig.itemCount ?? 0) >= 6;
    const most = a.main === a.doc.root && b.main.pos >= b.doc.root.pos * LENIENT_MOST;
    if (b.main.pos > a.main.pos * 1.5 && b.main.pos - a.main.pos > LENIENT_FROM / 2 && (!itemsPage || b.main.pos >= 3 * LENIENT_FROM || most)) {
      a = b;
      lenient = true;
    }
  }
  const { doc, domByline } = a;
  let main = a.main;
  const typed = { pageType: sig.type, typeReason: sig.why, thread: a.keptComments, pageChars: a.pageChars };
  // a thread's post chosen alone (the first, the longest), its fellow posts its siblings: all of them, their parent
  // (when that says more than it links: not a list of links named like posts)
  const all = sig.postsParent;
  let joined = false; // the post and its replies' tree, taken together below
  if (postsAreContent(typed) && all && all !== main && main !== doc.root && attached(all, doc.root) && all.linkChars <= all.chars * 0.5) {
    if (isInside(main, all)) main = all;
    else if (isInside(all, main)) {
      // the posts' table inside a block chosen wider round it (phpBB 2's "forumline" in the page's "bodyline" cell,
      // with the forum's links, its permissions and its footer): the posts' own, when they hold nearly all its prose
      // and no post stands before them
      if (all.pos >= main.pos * POSTS_HOLD && !holdsItsPost(main, all)) main = all;
    } else {
      // the post chosen alone, its replies a tree of their own beside it (old Reddit's self-text over its nested
      // comments): the two, their common ancestor, when that holds little else
      const both = commonAncestor(main, all);
      if (both && both !== doc.root && both.chars <= (main.chars + all.chars) * POST_AND_REPLIES_SLACK) {
        main = both;
        joined = true;
      }
    }
  }
  if (sig.type === 'product' && main !== doc.root && tooLittle(main, doc.root)) main = productColumn(main, doc.root);
  const stands = main !== doc.root && !tooLittle(main, doc.root);
  // a landing or product page not marked up as an article: its <main> landmark is the content,
  // unless it is mostly links or far larger than the block chosen
  if (stands && !declaredArticle(sig)) main = expand(main, doc.root);
  // (the product's name and price outside the block chosen, looked for once: for the block round them, and for the buy
  // box below while the block chosen stays as it is)
  const named = stands && sig.type === 'product' ? nameAndPrice(main, doc) : null;
  const namedFor = main;
  if (named) main = withNameAndPrice(main, named, doc);
  // the next story a news site loads below this one, as its own <article>: this page's is the one it is titled for
  const story = stands && sig.type === 'article' ? titledArticle(main, doc) : null;
  if (story) main = story;
  let sections = false;
  const landing = landingPage(sig);
  if (stands && landing && !story) {
    const wider = landingSections(main, doc.root);
    if (wider !== main) {
      main = wider;
      sections = true;
    }
  }
  const threadPage = postsAreContent(typed);
  // a thread's replies chosen apart from the post they answer, set before them in a block of its own (Hacker News'
  // story and its text above the comments' table): the two, their parent
  const chosenAlone = main;
  if (stands && threadPage && !joined && !holdsItsPost(main, all ?? null)) main = withOpeningPost(main);
  // (the replies' parent, with the post before them, holds the post)
  const mainIsThePost = main !== chosenAlone;
  // a documentation page's body chosen without the page's heading and what stands between them (Tailwind's "prose"
  // block, the utility's description and its table of classes above it): with them, when they add little
  if (stands && sig.type === 'documentation') main = docHeaded(main, doc);
  const list = listOf(doc, main, sig);
  const pruning: PruneOptions = { thread: threadPage, keep: list?.items ?? null, articleHeader: article, h1s: doc.h1s, product: sig.type === 'product', cards: landing, docs: sig.type === 'documentation', teasers: sig.type === 'article' && !a.keptComments };
  if (list && list.top !== main) {
    // a long text the grid outweighed, apart from it (a shop category's buying guide under its products): read too
    const guide = stands && main.pos >= LONG_ENOUGH && !isInside(main, list.top) && !isInside(list.top, main) ? main : null;
    prune(list.top, pruning);
    if (guide) prune(guide, { ...pruning, keep: null });
    const count = countBefore(list.top, guide);
    return { doc, main: list.top, guide, count, wholePage: false, domByline, ...typed, method: 'main', reason: `a list of ${sig.itemCount} items${guide ? ', and the text beside it' : ''}` };
  }
  if (stands) {
    // (before the article's own <header> is pruned away with its title, byline and standfirst)
    const standfirst = sig.type === 'article' && !a.keptComments ? standfirstOf(doc) : null;
    // an article's body without the site's boxes set beside it (not a thread's posts, which are siblings of its text)
    if (article && !a.keptComments) trimBesideBody(main);
    prune(main, pruning);
    // a product's description chosen apart from its name and price (a shop's layout table): those are read too
    const box = sig.type === 'product' ? buyBox(main, main === namedFor ? named : nameAndPrice(main, doc), doc) : null;
    // a thread's opening post chosen without its replies, which a block of their own holds further on (a Korean
    // board's comment table, between the post and the list of the board's other posts): read after it
    const replies = box === null && threadPage && a.keptComments ? repliesAfter(main) : null;
    // a thread's replies chosen without the post they answer, which stands further up: read before them
    // (or on a board's post at a numbered address, replies named only as a list of replies that outweighed the post:
    // MLBPARK's "reply_list", chosen alone)
    const opening = box === null && replies === null && !mainIsThePost && (threadPage ? namedAsComments(main) : namedAsReplies(main) && numberedPost(url)) ? openingPostBefore(main) : null;
    const beside = box ?? replies ?? opening;
    if (beside) prune(beside, { ...pruning, keep: null });
    const specs = sig.type === 'product' ? specsApart(main, box, doc) : null;
    const reviews = sig.type === 'product' ? reviewsApart(main, [box, specs], doc) : null;
    if (reviews) prune(reviews, { ...pruning, keep: null });
    // (its items as the analysis left them, as a listing's are)
    const offers = sig.type === 'product' ? offersApart(main, [box, specs, reviews], sig.items ?? null, doc) : null;
    const why = lenient ? LENIENT_REASON : sections ? 'a page of sections: their common container' : box ? "the product's description, and its name and price" : replies ? 'the post, and the replies after it' : opening ? 'the replies, and the post before them' : null;
    // (a listing's items chosen as they stand, their count before them apart)
    const count = list ? countBefore(main, beside) : null;
    return { doc, main, guide: beside, specs, reviews, offers, count, standfirst, wholePage: false, domByline, ...typed, method: 'main', reason: specs && !why ? "the product's description, and its specifications" : why };
  }
  if (doc.root.chars < ALMOST_NOTHING && a.removedChars > doc.root.chars) {
    const noscript = mayHoldMore(a.pageChars, doc.root.chars) ? mainWithNoscript(html, doc.root.chars, threadPage, styleSheets) : null;
    if (noscript) {
      return { doc, main: noscript, wholePage: false, domByline, ...typed, method: 'fallback', reason: 'the page shows its text only without scripts (<noscript>)' };
    }
    const facts = sig.type === 'product' ? productFacts(doc) : null;
    if (factsTellMore(facts, doc.root.chars)) {
      return { doc, main: doc.root, wholePage: false, domByline, ...typed, method: 'main', reason: "the product's description is in its structured data", factsSuffice: facts };
    }
    // the furniture was the page (a site map, a page made of link lists): keep it rather than lose it
    return { ...readWhole(html, styleSheets, 'furniture removal left almost nothing'), domByline, ...typed };
  }
  const reason = main === doc.root ? 'no block stands out' : 'the best block holds too little of the page';
  if (doc.root.chars < LITTLE && doc.root.chars < a.pageChars * KEPT_SHARE_MIN) {
    // names took out nearly all the page (a salon's price list, every block of it named "menu"): the page whole,
    // furniture and all, rather than the little left
    return { ...readWhole(html, styleSheets, `${reason}, and furniture removal left little`), domByline, ...typed };
  }
  return { doc, main: doc.root, wholePage: true, domByline, ...typed, method: 'fallback', reason };
}

/**
 * A page that hides its body until its scripts have laid it out (WeChat's articles: `<div id="js_content"
 * style="visibility: hidden;">`, shown by a script once the page loads): the largest block hidden inline by
 * visibility or opacity alone, nothing else in its style, holding REVEALED_MIN characters or more, is shown as the
 * scripts would show it. Asked only when the page read without it holds almost nothing; whatever else hides inside
 * the block still hides. Returns whether a block was shown. A bounded walk.
 */
export function revealScriptShown(doc: ParsedDocument): boolean {
  let best: ElementNode | null = null;
  let bestChars = REVEALED_MIN - 1;
  let candidates = 0;
  const stack: ElementNode[] = [doc.root];
  for (let seen = 0; stack.length && seen < REVEAL_WALK; seen++) {
    const el = stack.pop()!;
    const style = el.attrs.style;
    if (style !== undefined && SCRIPT_SHOWN.test(style) && ++candidates <= REVEAL_CANDIDATES) {
      const chars = weightedLength(textOf(el).trim());
      if (chars > bestChars) {
        best = el;
        bestChars = chars;
      }
      continue;
    }
    for (const c of el.children) if (c instanceof ElementNode) stack.push(c);
  }
  if (best === null) return false;
  (best.attrs as { style?: string }).style = undefined;
  return true;
}

/** A style that only hides (visibility:hidden, opacity:0), as a script that shows the block later writes it. */
const SCRIPT_SHOWN = /^\s*(?:(?:visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?)\s*(?:!important\s*)?(?:;\s*|$))+$/i;
/** A block shown by scripts holds this much text at least (weighted characters: CJK ones count twice)… */
const REVEALED_MIN = 500;
/** …and is looked for among this many elements, and this many hidden so. */
const REVEAL_WALK = 50_000;
const REVEAL_CANDIDATES = 20;

/** The page whole, only its hidden parts removed, or its main landmark when that holds a fair share (see landmarkOr). */
function readWhole(html: string, styleSheets: boolean, why: string): Pick<Chosen, 'doc' | 'main' | 'wholePage' | 'method' | 'reason'> {
  const doc = wholePageOf(html, styleSheets);
  const main = landmarkOr(doc.root, ALMOST_NOTHING);
  return { doc, main, wholePage: true, method: 'fallback', reason: `${why}${main === doc.root ? '' : LANDMARK_READ}` };
}

/**
 * A cleaned page holding less than LITTLE text (weighted characters) and less than KEPT_SHARE_MIN of the page's is
 * too little to be read as the fallback: the page whole is.
 */
const LITTLE = 600;
const KEPT_SHARE_MIN = 0.15;

/**
 * An article's standfirst as the page shows it under the title (the New York Times' "article-summary", the Guardian's
 * standfirst, Lenta's subtitle inside the <h1>): an element the analysis kept (so not hidden) whose words begin the
 * description the page declares, or are begun by it, and that is not the title; null when there is none. Looked for
 * before the article's header is pruned; the first STANDFIRST_LOOK elements of the page are looked through.
 */
function standfirstOf(doc: ParsedDocument): string | null {
  const declared = declaredDescription(doc);
  const want = declared ? squash(declared) : '';
  if (want.length < STANDFIRST_MIN) return null;
  const title = squash(doc.title ?? '');
  let found: string | null = null;
  findElement(doc.root, (el) => {
    // (el.chars counts letters, digits and marks, CJK ones twice; squash keeps letters and digits: a first sieve)
    if (el.chars < STANDFIRST_MIN || el.chars > want.length * 2.5 + STANDFIRST_MIN || el.linkChars > el.chars * 0.2 || el.tag === 'h1') return false;
    const t = boundedTextOf(el, STANDFIRST_NODES, want.length * 4 + STANDFIRST_MIN);
    const s = t === null ? '' : squash(t);
    const begins = s.length >= Math.max(STANDFIRST_MIN, want.length * 0.3) && want.startsWith(s);
    const begun = s.length <= want.length * 1.2 + 10 && s.startsWith(want);
    if (!(begins || begun) || (title && (title.startsWith(s) || s.startsWith(title)))) return false;
    found = oneLine(t!);
    return true;
  }, STANDFIRST_LOOK);
  return found;
}

/** A standfirst says this much at least (letters and digits). */
export const STANDFIRST_MIN = 30;
/** Elements looked through, at most, and text nodes read of each. */
const STANDFIRST_LOOK = 5000;
const STANDFIRST_NODES = 200;
