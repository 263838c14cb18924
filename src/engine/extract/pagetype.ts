// Recognises the kind of page from its structure and metadata, before furniture is removed:
// schema.org types (JSON-LD and microdata), og:type, comment/answer markup, repeated item
// structures, prices, code blocks. One walk over the tree; nothing keyed to a site.
import { boundedTextOf, classWords, commonAncestor, ElementNode, findElement, firstElementChild, isInside, kindOf, showsPrice, TextNode, unnumbered, type ParsedDocument } from './dom';
import { adName, CAROUSEL, furnitureByName, hidden, NameSignal } from './boilerplate';
import { jsonLd, ldTypes, unprefixed, type Json } from './jsonld';
import { productFacts } from './product';
import { weightedLength } from './text';

export type PageType = 'article' | 'documentation' | 'thread' | 'listing' | 'product' | 'app';

/** Top-level schema.org types of the page's JSON-LD (the graph's members and main entities). */
export function jsonLdTypes(doc: ParsedDocument): string[] {
  const out: string[] = [];
  const visit = (v: Json | undefined, depth: number): void => {
    if (depth > 4 || v === undefined || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const own = ldTypes(v);
    out.push(...own);
    if (v['@graph']) visit(v['@graph'], depth + 1);
    // an FAQ's questions are an article's sections, not a thread
    if (v.mainEntity && !own.includes('faqpage')) visit(v.mainEntity, depth + 1);
  };
  for (const v of jsonLd(doc)) visit(v, 0);
  return out;
}

const THREAD_TYPES = /^(?:discussionforumposting|qapage|question|socialmediaposting|comment)$/;
const PRODUCT_TYPES = /^(?:product|productgroup|individualproduct|productmodel|car|vehicle|softwareapplication|book)$/;
const LISTING_TYPES = /^(?:itemlist|collectionpage|searchresultspage|offercatalog|profilepage)$/;
const DOC_TYPES = /^(?:techarticle|apireference|softwaresourcecode)$/;
const ARTICLE_TYPES = /^(?:article|newsarticle|blogposting|reportagenewsarticle|analysisnewsarticle|opinionnewsarticle|report|scholarlyarticle|liveblogposting|posting|recipe|howto|review)$/;

/** Words in class names that mark one post of a thread (a comment, an answer, a reply, a message). */
const POST_CLASS = /(?:^|[\s_-])(?:comment|comments|reply|replies|answer|answers|post|message|push|topic-post|postbody|post-body|timeline-comment|timeline-entry|timeline-item|discussion|thread)(?:$|[\s_-])/i;
/**
 * The same words as humps of a camel-cased name, as CSS modules write them ("TimelineComment-module__commentBox--y4zYQ",
 * "replyItem", "ForumPost"): a hump after a lower-case letter, or a lower-case word before one; not a name's first
 * hump alone ("CommentHeader": the post's header).
 */
const POST_HUMP = /[a-z0-9](?:Comment|Reply|Answer|Post|Message)(?=$|[\s_A-Z-])|(?:^|[\s_-])(?:comment|reply|answer|post|message)(?=[A-Z])/;
/**
 * Price markup: itemprop=price, or a class naming a price, with a currency amount in its text; the class words in the
 * languages shops name their markup in too ("preis", "prix", "precio", "kakaku"…).
 */
/** An element marked up as a price: named so (see PRICE_CLASS), or schema.org's itemprop price. */
export function priceMarked(el: ElementNode): boolean {
  const cls = el.attrs.class;
  return el.attrs.itemprop === 'price' || (cls !== undefined && (classFlags(cls) & PRICE) !== 0);
}

const PRICE_CLASS = /(?:^|[\s_-])(?:price|prices|pricing|amount|offer-price|sale-price|product-price|preis|prix|precio|prezzo|preco|prijs|cena|tsena|kakaku|jiage)(?:$|[\s_-])/i;
/**
 * A price's class in camel case, after a word ("merPrice", "salePrice", "ProductPrice"), or before one ("priceTag", a
 * styled component's "ShippingInfo__PriceRow-sc-frp12n-1").
 */
const PRICE_HUMP = /[a-z0-9]Price(?=$|[\s_A-Z-])|(?:^|[\s_-])[pP]rice(?=[A-Z])/;
const PRODUCT_CLASS = /(?:^|[\s_-])(?:product|pdp|add-to-cart|addtocart|buy-box|buybox|product-detail|product-info|sku)(?:$|[\s_-])/i;
const DOC_GENERATORS = /sphinx|docutils|docusaurus|mkdocs|gitbook|vitepress|docfx|javadoc|doxygen|rustdoc|hugo.*doc|antora|readthedocs|mintlify|nextra|starlight|typedoc|jsdoc|dokka|pdoc/i;
/** A site of its own for documentation: docs.example.org, developer.example.com, wiki.example.org. */
const DOC_HOST = /^(?:docs?|documentation|developers?|devdocs|wiki|guides?)\.|\.(?:readthedocs\.io|rtfd\.io)$/i;
/**
 * A documentation section's address: "/docs/", "/api/", "/reference.html". The word ends the path's part ("/guide-to-
 * filing-your-taxes/" is a story's slug, "/developer-platform" a product's page, Sina's "/doc-incmwxyz.shtml" an id).
 */
const DOC_PATH = /\/(?:docs?|documentation|api|apis|reference|references|manual|guide|guides|handbook|learn|tutorials?|sdk|spec|specs|man|wiki|kb|help|developer|developers)(?:\/|$|\.)/i;
/**
 * A story's dated address: a year, a month (a day), then a slug of words ("/2024/05/bridge-reopens", Sina's
 * "/c/2024-05-14/doc-inavfkpz3148201.shtml"); not an archive's.
 */
const PERMALINK = /\/(?:19|20)\d{2}(?:\/(?:0?[1-9]|1[0-2])\/(?:\d{1,2}\/)?|-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\/)[^/]*[a-z][^/]*-[^/]+/i;

/**
 * A thread's address: an issue, a topic, a question; phpBB's, vBulletin's and Discuz's scripts, 2channel's "read.cgi";
 * Jira's "/browse/KEY-1"; Korean boards' posts (Gnuboard's "wr_id=", XE's "document_srl=", Zeroboard's
 * "zboard/view.php?id=…&no=", a gallery's "/board/view/?id=…&no=", a board's numbered post "/board/park/18723391",
 * or one read by its number "/board/300421/read/69112233"); a Maple BBS article (PTT's
 * "/bbs/Tech_Job/M.1732541622.A.3F2.html"); a post known by its number alone (Lemmy's "/post/21018364"); a bug
 * tracker's bug (Launchpad's "/+bug/2051877", Bugzilla's "show_bug.cgi?id=1875133").
 */
export const THREAD_PATH =
  /\/(?:issues?|pulls?|merge_requests|discussions?|threads?|topics?|t|questions?|question[_-]detail|qna|qa|forums?|community|comments|r\/[^/]+\/comments)\/|\/(?:viewtopic|showthread|viewthread)(?:\.php|-[a-z]-\d+)|\/test\/read\.cgi\/|\/post\/\d+(?:$|[?#])|\/zboard(?:\/view)?\.php\?(?:[^#]*&)?no=\d|\/bbs\/[^/?#]+\/M\.\d+\.A\.[0-9A-F]+\.html|[?&](?:t|topic|thread|tid|wr_id|document_srl)=\d|\/board\/view\/?\?(?:[^#]*&)?no=\d|\/board\/[^/?#]+\/\d+(?:$|[/?#])|\/(?:board|bbs)\/[^?#]*\/read\/\d+(?:$|[/?#])|\/thread-\d+-\d+-\d+\.html|\/browse\/[A-Z][A-Z0-9]+-\d+(?:$|[?#])|\/\+bug\/\d+(?:$|[/?#])|\/show_bug\.cgi\?(?:[^#]*&)?id=\d/i;

/**
 * A thread's address: its path says so (see THREAD_PATH), or a forum's own site names a post by its number
 * ("m.cafe.daum.net/chocamdong/Ek3f/48217", "forum.example.org/12345", "bbs.example.cn/…?tid=…").
 */
function threadAddress(url: URL | null): boolean {
  if (url === null) return false;
  const path = url.pathname + url.search;
  return THREAD_PATH.test(path) || (FORUM_HOST.test(url.hostname) && POST_NUMBER.test(path));
}

/** A forum's own site: forum.example.org, bbs.example.cn, community.example.com, a Korean portal's cafe.example.net. */
const FORUM_HOST = /^(?:(?:m|www)\.)?(?:forums?|bbs|community|discuss|board|boards|cafe)\./i;
/**
 * A post's number in an address: a part of the path, not after a word that makes it a board's or a list's
 * ("/board/300421" is a board), or a query's id.
 */
const POST_NUMBER = /\/(?!(?:boards?|bbs|forums?|lists?|categor(?:y|ies)|menus?)\/)[^/?#]+\/\d{3,}(?:$|[/?#.])|[?&][a-z_]*id=\d{3,}/i;

/**
 * The address names its page by a number, as a board names a post (PGR21's "/freedom/0/104387", Bobaedream's
 * "view?code=freeb&No=2913847"), not by a slug of words as a blog or a magazine names a story.
 */
export function numberedPost(url: URL | null): boolean {
  return url !== null && (POST_NUMBER.test(url.pathname + url.search) || POST_QUERY.test(url.search));
}
/** A query naming a post by its number, by a board's name for it ("No=2913847", "num=", "idx=", "seq=", "article_id="). */
export const POST_QUERY = /[?&](?:no|num|idx|seq|[a-z_]*id)=\d{3,}/i;

const PRODUCT_PATH = /\/(?:products?|item|items|dp|p|pd|sku|shop\/[^/]+\/[^/]+)\/|[?&](?:product_id|productid|sku|pid)=/i;
const LISTING_PATH = /\/(?:category|categories|tag|tags|topics?|search|collections?|archive|archives|browse|list|lists|blog|news|jobs|events|shop)\/?(?:$|\?|page\/\d)|[?&](?:q|query|search|s|page)=/i;

export interface PageSignals {
  type: PageType;
  /** Why: the deciding signal, for the report and for tuning. */
  why: string;
  /**
   * Comment sections are the content (forum topics, issues, and Q&A pages: the comments under a question and its
   * answers are its readers' corrections and caveats).
   */
  comments?: boolean;
  /** The element holding the page's largest group of repeated linked items (cards, results, tiles), if any. */
  items?: ElementNode | null;
  /** How many items that group has. */
  itemCount?: number;
  /** The page is a listing for its grid of product tiles, each with its price (a shop's category page). */
  shop?: boolean;
  /** The parent of the page's largest group of posts, when they all share one. */
  postsParent?: ElementNode | null;
}

interface Counts {
  posts: number;
  /** The parent of the largest group of posts, when its members share one. */
  postsParent: ElementNode | null;
  /** Posts in groups too short on average to count as posts but on a thread's address (see SHORT_POST_CHARS). */
  shortPosts: number;
  /** Of which in groups named as comments ("comment-body"): an article's comment section as often as a thread. */
  commentPosts: number;
  postGroups: number;
  prices: number;
  productMarks: number;
  pres: number;
  preChars: number;
  textChars: number;
  /** Largest set of same-tag same-class siblings that each hold a link to another page. */
  items: number;
  itemChars: number;
  /** Those items that show a price: product tiles. */
  pricedItems: number;
  authorMarks: number;
  /**
   * The largest group of like siblings each signed as a post is, whatever their names (a utility-class site's answers):
   * a member's profile link and a date (see signedPost).
   */
  signedPosts: number;
  /**
   * Of the largest group of items, those signed as posts are (see signedPost) that say something of their own, outside
   * their links (see textAtLeast): a thread's comments in rows (Hacker News), not a list of links to topics, nor a feed
   * of story cards each under its linked heading with its author and lead (Habr's, DEV's; see teaser).
   */
  signedItems: number;
  /** Elements named as answers: a Q&A page. */
  answers: number;
  /**
   * The largest group of like elements (tag and first class) whose name holds "answer" anywhere ("answer-content__item",
   * "ClapLv2AnswerItem"): a Q&A site's answers, however its markup is named.
   */
  answerGroup: number;
  /** The parent of the largest item group. */
  itemsParent: ElementNode | null;
  /** Of `prices`, those inside the largest item group (its tiles' prices). */
  itemPrices: number;
}

/** Prices marked up under `root` (named so, or itemprop=price), as count() tallies them; a few thousand elements at most. */
function pricesIn(root: ElementNode): number {
  let n = 0;
  const stack: ElementNode[] = [root];
  for (let seen = 0; stack.length && seen < 5000; seen++) {
    const el = stack.pop()!;
    const cls = classWords(el);
    if (cls !== undefined && (classFlags(cls) & PRICE) !== 0) n++;
    if (el.attrs.itemprop === 'price' || el.attrs.itemprop === 'lowPrice') n += 3;
    for (const c of el.children) if (c instanceof ElementNode) stack.push(c);
  }
  return n;
}

/**
 * A tile shows its price: an amount of money in its text, or a figure in an element marked as its price (bol.com's
 * "<span class="promo-price">199<sup>99</sup></span>", no currency's sign on the page), a few levels down.
 */
function pricedTile(m: ElementNode): boolean {
  return showsPrice(m) || findElement(m, (el) => priceMarked(el) && /\d/.test(boundedTextOf(el, 10, 40) ?? ''), TILE_PRICE_LOOKS) !== null;
}

/** Elements of a tile looked at for one marked as its price. */
const TILE_PRICE_LOOKS = 200;

/**
 * Tag and class names, but for those holding a digit: an id set as a class ("id-t1_ktw1a0b" on each of old Reddit's
 * comments) names one post, not its kind.
 */
function classKey(el: ElementNode): string {
  return `${el.tag}.${unnumbered(el.attrs.class)}`;
}

/** Tag and first class name: shops add per-item classes after it (post-123, first, last, in-stock). */
function itemKey(el: ElementNode): string {
  const cls = el.attrs.class;
  if (!cls) {
    // (a block named by an id alone, without a number, is one of a kind: a page's regions, "hd", "wrapper", "ft")
    const id = el.attrs.id;
    return id && !/\d/.test(id) ? `${el.tag}#${id}` : el.tag;
  }
  // (a CSS-in-JS class made from the element's styles, emotion's "css-1m4cuuf", differs between cards whose styles
  // differ by a rule: the name after it, the component's, is the card's kind)
  const m = /^\s*css-[a-z0-9]{4,}\s+(\S+)/.exec(cls) ?? /\S+/.exec(cls);
  // (a name ending in the item's number, Dangdang's "line1", "line2", …, is the kind of them all)
  return `${el.tag}.${m ? (m[1] ?? m[0]).replace(NUMBERED_NAME, '$1#') : ''}`;
}

/**
 * Named as a site's navigation (class or id words): "navbar", "t-navbar-menu", "sidenav", "sidebar", "toc"; not a
 * state the word follows ("tm-page__main_has-sidebar", "layout--with-toc": the column beside the navigation).
 */
const NAV_NAME = /(?:^|[\s_-])(?<!(?:has|with|without|no|show|hide)[_-])(?:nav|navbar|navigation|sidenav|subnav|sidebar|toc)(?:$|[\s_-])/i;

/** A class name made of a word and a number after it ("line12", "item-3"). */
const NUMBERED_NAME = /^([a-z][a-z_-]*?)\d+$/i;

/** Levels below a block its link is looked for. */
const LINK_DEPTH = 8;
/**
 * The same below an item that says it is one (a list's <li>, an <article>): a job board's card nests its title's link
 * in a table in a slider in the card (Indeed: twelve levels down). A <div> holding a link that deep is a section.
 */
const ITEM_LINK_DEPTH = 14;

function holdsLink(el: ElementNode, depth = 0, max = LINK_DEPTH): boolean {
  if (depth > max) return false;
  for (const c of el.children) {
    if (c instanceof TextNode) continue;
    if (linkOut(c)) return true;
    if (holdsLink(c, depth + 1, max)) return true;
  }
  return false;
}

/**
 * A link that is a card: it leads to another page and wraps blocks (Taobao's results, each an <a> round its picture,
 * title and price), an item of a listing as much as an <li> holding a link.
 */
function cardLink(a: ElementNode): boolean {
  if (!linkOut(a)) return false;
  for (const c of a.children) if (c instanceof ElementNode && CARD_BLOCKS.has(c.tag)) return true;
  return false;
}

const CARD_BLOCKS: ReadonlySet<string> = new Set(['div', 'article', 'section', 'figure', 'h2', 'h3', 'h4', 'p', 'ul', 'dl']);

/**
 * A teaser: the element holds a heading that links to another page (a story card on a blog's index,
 * where each "post" is a link to it, not a post of a thread). A bounded look (budget of elements).
 */
function teaser(el: ElementNode): boolean {
  if (HEADING.test(el.tag)) return headline(el);
  // (a post's title linking to the post itself, phpBB's "./viewtopic.php?p=201931#p201931" in <div id="p201931">, is
  // its permalink, not a link away)
  const self = el.attrs.id === undefined ? null : `#${el.attrs.id}`;
  const stack: ElementNode[] = [el];
  let budget = 300;
  while (stack.length) {
    const e = stack.pop()!;
    for (const c of e.children) {
      if (--budget < 0) return false;
      if (c instanceof TextNode) continue;
      if (HEADING.test(c.tag) && headline(c, self)) return true;
      stack.push(c);
    }
  }
  return false;
}

const HEADING = /^h[1-6]$/;

/**
 * A heading that links away with a headline's length (not a post's author name in an <h4>, nor a post's header line
 * of its author's linked name and its date: GitHub's "<a class="author">yuval-k</a> Nov 17, 2023 Author").
 */
function headline(h: ElementNode, self: string | null = null): boolean {
  const away = self === null ? holdsLink(h) : findElement(h, (e) => linkOut(e) && !e.attrs.href!.endsWith(self), AUTHOR_LINK_LOOK) !== null;
  return away && textAtLeast(h, 20) && findElement(h, authorLink, AUTHOR_LINK_LOOK) === null;
}

/** A link leading somewhere (an href, not to a place in the page). */
export function linkOut(e: ElementNode): boolean {
  return e.tag === 'a' && e.attrs.href !== undefined && e.attrs.href !== '' && !e.attrs.href.startsWith('#');
}

/**
 * A link named as its author's (a CSS module's hump too: GitHub's "ActivityHeader-module__AuthorName--yyGAm"), or to a
 * member's profile.
 */
const authorLink = (e: ElementNode): boolean =>
  e.tag === 'a' && (AUTHOR_CLASS.test(e.attrs.class ?? '') || AUTHOR_HUMP.test(e.attrs.class ?? '') || PROFILE_PATH.test(e.attrs.href ?? ''));

/** "Author" or "UserName" as a hump of a camelCase class name ("AuthorName", "commentAuthor", "postUserName"). */
const AUTHOR_HUMP = /(?:^|[a-z_-])(?:Author|UserName|Username)(?:$|[A-Z_-])/;

/** Elements of a heading looked at for an author's link. */
const AUTHOR_LINK_LOOK = 30;

/**
 * The element holds at least `n` characters of text (a bounded look at `budget` nodes that stops as soon as it knows);
 * with `outsideLinks`, text outside links only, CJK characters counted twice (see weightedLength).
 */
export function textAtLeast(el: ElementNode, n: number, budget = 200, outsideLinks = false): boolean {
  const stack: ElementNode[] = [el];
  while (stack.length) {
    for (const c of stack.pop()!.children) {
      if (--budget < 0) return false;
      if (c instanceof TextNode) {
        n -= outsideLinks ? weightedLength(c.text) : c.text.trim().length;
        if (n <= 0) return true;
      } else if (!outsideLinks || c.tag !== 'a') stack.push(c);
    }
  }
  return false;
}

/** Inside a story card (its title, excerpt and image are not posts) or a <nav>: a bounded look up. */
function underCard(el: ElementNode, cards: Set<ElementNode>): boolean {
  let p = el.parent;
  for (let i = 0; p && i < 12; i++, p = p.parent) if (p.tag === 'nav' || cards.has(p)) return true;
  return false;
}

/**
 * Elements named like posts, by class: how many of each, and their text (see textSize). A group of three or more
 * whose members are mostly teasers (a linked heading each) is a list of story cards on a blog's index, not a thread:
 * it and everything named like a post inside its cards (title, excerpt, author area) do not count.
 */
function postGroups(els: ElementNode[]): Map<string, PostGroup> {
  // (cards are told by their first class name: WordPress adds each post's categories to its card's, "wp-block-post
  // post-1480 post … category-hiking category-sweden")
  const all = new Map<string, ElementNode[]>();
  for (const el of els) {
    const key = itemKey(el);
    const g = all.get(key);
    if (g) g.push(el);
    else all.set(key, [el]);
  }
  const cards = new Set<ElementNode>();
  for (const g of all.values()) {
    if (g.length < 3) continue;
    const teasers = g.filter((el) => teaser(el));
    if (teasers.length * 2 >= g.length) for (const el of teasers) cards.add(el);
  }
  const groups = new Map<string, PostGroup>();
  for (const el of els) {
    if (cards.has(el) || underCard(el, cards)) continue;
    const key = classKey(el);
    const g = groups.get(key);
    if (g) {
      g.n++;
      g.chars += textSize(el);
      // (the parent all the group's members share, if they do; else the ancestor they share, nested replies')
      if (g.parent !== el.parent) g.parent = null;
      if (g.holder !== null && !isInside(el, g.holder)) g.holder = commonAncestor(g.holder, el);
      if (!g.nested && underMember(el, g.members)) g.nested = true;
      g.members.add(el);
    } else groups.set(key, { n: 1, chars: textSize(el), parent: el.parent, holder: el.parent, members: new Set([el]), nested: false });
  }
  return groups;
}

/** One of `el`'s ancestors, a few dozen levels up at most, is one of `members`. */
function underMember(el: ElementNode, members: Set<ElementNode>): boolean {
  let p = el.parent;
  for (let i = 0; p && i < 64; i++, p = p.parent) if (members.has(p)) return true;
  return false;
}

interface PostGroup {
  n: number;
  chars: number;
  /** The parent all the members share, or null. */
  parent: ElementNode | null;
  /** The lowest ancestor all the members share (nested replies': the thread's). */
  holder: ElementNode | null;
  members: Set<ElementNode>;
  /** A member stands inside another: replies nested in the replies they answer. */
  nested: boolean;
}

/** Share of the text of the ancestor nested replies share that they hold, at least (see count). */
const NESTED_SHARE = 0.5;

/**
 * Text a group of posts holds on average, at least (characters): a post says something; members with a few words
 * each are labels, prices or delivery notes named "message".
 */
const POST_CHARS = 80;

/**
 * Text a group of short posts holds on average, at least: on a thread's address, replies of a line each ("That worked,
 * thanks!") under their authors' names are posts still.
 */
const SHORT_POST_CHARS = 40;

/** Siblings looked at for a group of signed posts, at most (a parent of more is a list, not a thread's replies). */
const SIGNED_SIBLINGS_MAX = 500;

/** Elements of a post looked at for its signature (its author's profile link, its date), at most. */
const SIGNATURE_LOOK = 60;

/** A member's profile address: /users/12034, /u/kate, /member/bob, /profile/…, /user?id=pg, Discuz's space-uid-12. */
export const PROFILE_PATH = /\/(?:users?|members?|u|profiles?|people)\/[^/?#]|(?:^|\/)(?:user|profile|member)(?:\.php)?\?(?:id|u|uid|user)=|[?&]mod=space&uid=|\/space-uid-\d/i;

/** A date or a time a post is stamped with: "2024-02-11 22:41", "11.02.2024", "3 hours ago", "3天前", "2시간 전". */
const STAMP_TEXT = /\d{4}[-./年]\s?\d{1,2}[-./月]|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{1,2}:\d{2}\b|\bago\b|\d\s?(?:分钟|小时|天|秒)前|\d\s?(?:分|時間|日)前|\d\s?(?:분|시간|일)\s?전/i;

/**
 * A post's signature: a link to a member's profile and a date (a <time>, or a short text stamped so), within the
 * first SIGNATURE_LOOK elements.
 */
function signedPost(el: ElementNode): boolean {
  let profile = false;
  let stamp = false;
  findElement(el, (e) => {
    if (!profile && e.tag === 'a' && PROFILE_PATH.test(e.attrs.href ?? '')) profile = true;
    if (!stamp) {
      if (e.tag === 'time') stamp = true;
      else for (const c of e.children) if (c instanceof TextNode && c.text.length <= 60 && STAMP_TEXT.test(c.text)) stamp = true;
    }
    return profile && stamp;
  }, SIGNATURE_LOOK);
  return profile && stamp;
}

/**
 * The largest group of like children of `el` (same tag: <li>, <div>, <article>…) of which three or more, and most, are
 * signed posts (see signedPost) saying something (SHORT_POST_CHARS on average); 0 when there is none.
 */
function signedGroup(el: ElementNode): number {
  const byTag = new Map<string, ElementNode[]>();
  for (const c of el.children) {
    if (c instanceof TextNode || c.tag === 'a' || c.tag === 'span' || c.tag === 'br' || c.tag === 'img' || c.tag === 'p') continue;
    const g = byTag.get(c.tag);
    if (g) g.push(c);
    else byTag.set(c.tag, [c]);
  }
  let best = 0;
  for (const members of byTag.values()) {
    if (members.length < 3) continue;
    const signed = members.filter(signedPost);
    if (signed.length < 3 || signed.length < members.length * 0.7) continue;
    const chars = signed.reduce((sum, m) => sum + textSize(m), 0);
    if (chars >= signed.length * SHORT_POST_CHARS) best = Math.max(best, signed.length);
  }
  return best;
}

/** The text under `el` (CJK characters counted twice, see weightedLength), twelve levels down at most. */
function textSize(el: ElementNode, depth = 0): number {
  let n = 0;
  for (const c of el.children) {
    if (c instanceof TextNode) n += weightedLength(c.text);
    else if (depth < 12) n += textSize(c, depth + 1);
  }
  return n;
}

const POST = 1;
const PRICE = 2;
const ANSWER = 4;
const PRODUCT = 8;
const AUTHOR = 16;
const NAV = 32;
const RESPONSE = 64;
/**
 * A response to a thread ("threadview_response": 5ch's), counted as a post on a thread's address only: elsewhere the word
 * names an API's responses (Swagger UI's "responses-wrapper").
 */
const RESPONSE_CLASS = /(?:^|[\s_-])responses?(?:$|[\s_-])/i;
/**
 * An id naming a forum post by its number: post123456, post_123456, message-1024, SMF's msg381904, GitLab's note_1000
 * (not "comment-…": an article's comments).
 */
const POST_ID = /^(?:post|message|msg|note)[-_]?\d{2,}$/i;
/** A comment's or a reply's id by its number ("comment_1520"), counted as a post on a thread's address only. */
const COMMENT_ID = /^(?:comment|reply|cmt)[-_]?\d{2,}$/i;
const ANSWER_CLASS = /(?:^|\s)answer(?:\s|$)/i;
/** "answer" as a part of a class name, in any case ("answer-content__item", "ClapLv2AnswerItem", "qa-answer"). */
const ANSWER_PART = /answer/i;
const AUTHOR_CLASS = /(?:^|[\s_-])(?:author|username|user-name|poster|avatar)(?:$|[\s_-])/i;
/**
 * Names with a post's word that name no post: an FAQ's answer ("faq_answer", "faq-item__answer"), and a form's or a
 * page's status message (Webflow's "error-message w-form-fail" and "success-message w-form-done" beside every form,
 * "flash-message", "toast-message"). A service page's questions and its form make no thread.
 */
const NOT_POST = /faq|(?:^|[\s_-])(?:error|success|form|status|flash|alert|info|warning|validation|toast|system|notice|empty)[-_]?messages?(?:$|[\s_-])/i;

/** What a class attribute says (post, price, answer, product, author, navigation), cached: class values repeat a lot. */
const flagCache = new Map<string, number>();
function classFlags(cls: string): number {
  let f = flagCache.get(cls);
  if (f === undefined) {
    if (flagCache.size > 20_000) flagCache.clear();
    f = ((POST_CLASS.test(cls) || POST_HUMP.test(cls)) && !NOT_POST.test(cls) ? POST : 0) | (PRICE_CLASS.test(cls) || PRICE_HUMP.test(cls) ? PRICE : 0) | (ANSWER_CLASS.test(cls) ? ANSWER : 0) |
      (PRODUCT_CLASS.test(cls) ? PRODUCT : 0) | (AUTHOR_CLASS.test(cls) ? AUTHOR : 0) | (NAV_NAME.test(cls) ? NAV : 0) | (RESPONSE_CLASS.test(cls) ? RESPONSE : 0);
    flagCache.set(cls, f);
  }
  return f;
}

/** More of `a` than of `b` show a price. */
function morePriced(a: ElementNode[], b: ElementNode[] | null): boolean {
  const priced = (g: ElementNode[]): number => g.filter((m) => showsPrice(m)).length;
  return b !== null && priced(a) > priced(b);
}

function count(root: ElementNode, threadPath: boolean, faq: boolean): Counts {
  const k: Counts = { posts: 0, shortPosts: 0, commentPosts: 0, postGroups: 0, prices: 0, productMarks: 0, pres: 0, preChars: 0, textChars: 0, items: 0, itemChars: 0, pricedItems: 0, authorMarks: 0, signedPosts: 0, signedItems: 0, answers: 0, answerGroup: 0, itemsParent: null, itemPrices: 0, postsParent: null };
  const postEls: ElementNode[] = [];
  // description lists on a thread's address, that may hold a board's posts as terms and their texts (see termPosts)
  const lists: ElementNode[] = [];
  const answerish = new Map<string, number>();
  /** The members of the largest group of items found (measured once the walk is done). */
  let itemMembers: ElementNode[] | null = null;
  const stack: ElementNode[] = [root];
  // whether each element on the stack is hidden by the page or inside one so hidden (a mega menu's layer kept in the
  // markup with display:none): its marks count, but its repeated blocks make no listing
  const veiled: boolean[] = [false];
  let visited = 0;
  while (stack.length && visited < 60_000) {
    const el = stack.pop()!;
    const inHidden = veiled.pop()!;
    visited++;
    const a = el.attrs;
    const cls = classWords(el);
    if (el.tag === 'pre') k.pres++;
    if (threadPath && el.tag === 'dl' && lists.length < TERM_LISTS_MAX) lists.push(el);
    let post = false;
    // (a navigation bar's links, named so, are no listing: cppreference's "t-navbar" table of its sections)
    let nav = a.id !== undefined && a.id.length < 100 && NAV_NAME.test(a.id);
    if (cls !== undefined) {
      const f = classFlags(cls);
      post = (f & POST) !== 0 || (threadPath && (f & RESPONSE) !== 0);
      if (f & NAV) nav = true;
      if (f & PRICE) k.prices++;
      if (f & ANSWER) k.answers++;
      if (cls.length < 300 && ANSWER_PART.test(cls) && answerish.size < 1000) {
        const key = `${el.tag}.${/\S+/.exec(cls)?.[0] ?? ''}`;
        answerish.set(key, (answerish.get(key) ?? 0) + 1);
      }
      if (f & PRODUCT) k.productMarks++;
      if (f & AUTHOR) k.authorMarks++;
    }
    // a post numbered in its id ("post2017066", "message-1024"), as forum software without class names writes them
    if (!post && a.id !== undefined && (POST_ID.test(a.id) || (threadPath && COMMENT_ID.test(a.id)))) post = true;
    // (a span is a post's part, its date or its name, but on a thread's address a span named as a post's body is the
    // post's text: phpBB 2's <span class="postbody"> in each row of its table)
    if (post && el.tag !== 'a' && (el.tag !== 'span' || (threadPath && POST_BODY_SPAN.test(cls ?? ''))) && postEls.length < 5000) postEls.push(el);
    if (a.itemprop === 'price' || a.itemprop === 'lowPrice') k.prices += 3;
    if (a.itemprop === 'author' || a.itemprop === 'creator') k.authorMarks++;
    // a Q&A page's answers marked up for schema.org by property, whatever their class names ("AnswerItem")
    // (not an FAQ's answers, one under each of its questions: a service page's FAQPage microdata)
    if (!faq && (a.itemprop === 'suggestedAnswer' || a.itemprop === 'acceptedAnswer')) {
      k.answers++;
      if (!post && postEls.length < 5000) postEls.push(el);
    }
    // same-tag same-class siblings holding a link each: the items of a listing (four at least: fewer children
    // need no grouping); paragraphs are not items, however many of an essay's cite a source
    let groups: Map<string, ElementNode[]> | null = null;
    let candidates = 0;
    // the children that may be items (blocks and card links, not paragraphs), shown: looked at once here
    const groupable: ElementNode[] = [];
    for (const c of el.children) {
      if (c instanceof TextNode) {
        if (el.tag === 'pre') k.preChars += c.text.length;
        else k.textChars += c.text.length;
        continue;
      }
      stack.push(c);
      // (the page's <main> landmark is no navigation, whatever the layout round it is named: Kibo's "mz-l-sidebar
      // mz-l-sidebar-left" round the product grid of a page with a side column)
      const shut = ((inHidden || nav) && c.tag !== 'main' && c.attrs.role !== 'main') || hidden(c);
      veiled.push(shut);
      if ((c.tag !== 'a' || cardLink(c)) && c.tag !== 'span' && c.tag !== 'br' && c.tag !== 'img') {
        candidates++;
        if (c.tag !== 'p' && !shut) groupable.push(c);
      }
    }
    // (looked for on a thread's address only, where they count)
    if (threadPath && candidates >= 3 && candidates <= SIGNED_SIBLINGS_MAX) k.signedPosts = Math.max(k.signedPosts, signedGroup(el));
    if (!inHidden && !nav && candidates >= 4 && candidates >= k.items) {
      groups = new Map();
      for (const c of groupable) {
        const key = itemKey(c);
        const g = groups.get(key);
        if (g) g.push(c);
        else groups.set(key, [c]);
      }
    }
    if (groups && el.tag !== 'nav') {
      // each member is looked at once per group it belongs to: linear in the children
      for (const members of groups.values()) {
        const n = members.length;
        // as many as the group found before: taken when more of them show a price (a shop's grid of twelve
        // products over a filter list of twelve options)
        if (n < k.items || n < 4 || (n === k.items && !morePriced(members, itemMembers))) continue;
        const linked = members.filter((m) => m.tag === 'a' || holdsLink(m, 0, m.tag === 'li' || m.tag === 'article' ? ITEM_LINK_DEPTH : LINK_DEPTH)).length;
        if (linked < n * 0.7) continue;
        // an item carries some text of its own beyond a bare link: cards, results, product tiles
        const chars = members.reduce((sum, m) => sum + textSize(m), 0);
        if (chars / n < 25) continue;
        k.items = n;
        k.itemChars = chars;
        k.itemsParent = el;
        itemMembers = members;
      }
    }
  }
  if (itemMembers) {
    // a shop's listing served in chunks (Allegro's <section>s of offers, an ad banner between them): all of them (not
    // lists of links, an article's lists one per section)
    k.pricedItems = itemMembers.filter((m) => pricedTile(m)).length;
    const chunked = k.pricedItems >= itemMembers.length * PRICED_ITEMS ? chunks(k.itemsParent!, itemKey(itemMembers[0]!)) : null;
    if (chunked) {
      k.items += chunked.more.length;
      k.itemChars += chunked.more.reduce((sum, m) => sum + textSize(m), 0);
      k.pricedItems += chunked.more.filter((m) => pricedTile(m)).length;
      k.itemsParent = chunked.parent;
      itemMembers = itemMembers.concat(chunked.more);
    }
    k.itemPrices = pricesIn(k.itemsParent!);
    // rows of a table: each item may run over a companion row (a news aggregator's title row and its points,
    // author and comments row), so the table's whole text is the items'
    if (itemMembers[0]!.tag === 'tr') k.itemChars = Math.max(k.itemChars, textSize(k.itemsParent!));
    k.signedItems = itemMembers.filter((m) => signedPost(m) && !teaser(m) && textAtLeast(m, POST_CHARS, 400, true)).length;
  }
  for (const n of answerish.values()) k.answerGroup = Math.max(k.answerGroup, n);
  let most = 0;
  let nested: PostGroup | null = null;
  for (const [key, g] of postGroups(postEls)) {
    const { n, chars, parent } = g;
    if (n < 3) continue;
    if (chars < n * POST_CHARS) {
      if (chars >= n * SHORT_POST_CHARS) k.shortPosts += n;
      continue;
    }
    k.posts += n;
    k.postGroups++;
    if (/comment/i.test(key)) k.commentPosts += n;
    // (the posts' parts are named like posts too, each in its own post: the group whose members are siblings)
    if (parent !== null && n > most) {
      most = n;
      k.postsParent = parent;
    }
    // (or posts each in a row of a table, phpBB 2's <span class="postbody">: the table they share)
    if (parent === null && (g.nested || g.members.values().next().value?.tag === 'span') && (nested === null || n > nested.n)) nested = g;
  }
  // replies nested in the replies they answer (old Reddit's "thing comment" in its parent's "child"): no group of
  // siblings, but the ancestor they share, when they hold most of its text (not the page's whole body)
  if (k.postsParent === null && nested?.holder && nested.holder.tag !== 'body' && nested.holder.parent !== null && nested.chars >= textSize(nested.holder) * NESTED_SHARE) {
    k.postsParent = nested.holder;
  }
  // a board's posts written as a description list, each a term of its number, name, date and ID and its text after it
  // (2channel's old "<dl class="thread"><dt>1 ：名無しさん：2024/03/12(火) 20:45:33 ID:…<dd>…")
  if (k.postsParent === null) {
    let best = 0;
    for (const dl of lists) {
      const n = termPosts(dl);
      if (n >= 3 && n > best) {
        best = n;
        k.postsParent = dl;
      }
    }
    k.posts += best;
  }
  return k;
}

/** A span's class naming it a post's body, alone. */
const POST_BODY_SPAN = /^\s*post[-_]?body\s*$/i;

/** Description lists on a thread's address looked at for posts. */
const TERM_LISTS_MAX = 50;

/** A post's term: its number first, then a separator, and a date in figures within it. */
const POST_TERM = /^\s*\d{1,5}\s*[：:]/;
const TERM_DATE = /\d{2,4}[/.-]\d{1,2}[/.-]\d{1,2}/;

/**
 * The terms of the list that head a post (see POST_TERM), each followed by its text; 0 unless they are most of its
 * terms and say SHORT_POST_CHARS on average.
 */
function termPosts(dl: ElementNode): number {
  let terms = 0;
  let posts = 0;
  let chars = 0;
  for (const c of dl.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag === 'dd') chars += textSize(c);
    if (c.tag !== 'dt') continue;
    terms++;
    const t = boundedTextOf(c, 20, 200);
    if (t !== null && POST_TERM.test(t) && TERM_DATE.test(t)) posts++;
  }
  return posts >= terms * 0.7 && chars >= posts * SHORT_POST_CHARS ? posts : 0;
}

/**
 * The other chunks of a listing whose items are `items`' children keyed `key`: `items`' siblings of its own kind (tag
 * and class) holding such children, and their parent; null when there are none (a listing in one piece). Bounded:
 * CHUNKS_MAX siblings looked at.
 */
function chunks(items: ElementNode, key: string): { parent: ElementNode; more: ElementNode[] } | null {
  const parent = items.parent;
  if (!parent || parent.children.length > CHUNKS_MAX) return null;
  const kind = kindOf(items);
  const more: ElementNode[] = [];
  const take = (c: ElementNode): void => {
    if (c === items || kindOf(c) !== kind || hidden(c)) return;
    for (const m of c.children) if (m instanceof ElementNode && itemKey(m) === key && !hidden(m)) more.push(m);
  };
  for (const c of parent.children) if (c instanceof ElementNode) take(c);
  if (more.length) return { parent, more };
  // (or a chunk in a box of its own before the items' box, its label beside it: Otodom's "Promowane" list of promoted
  // offers in one box, the rest in the next, both lists of one kind; a box of that kind after the results is picks,
  // Tokopedia's "Rekomendasi untukmu")
  const grand = parent.parent;
  if (!grand || grand.children.length > CHUNKS_MAX) return null;
  let looked = 0;
  for (const box of grand.children) {
    if (box === parent) break;
    if (!(box instanceof ElementNode) || hidden(box)) continue;
    for (const c of box.children) if (c instanceof ElementNode && ++looked <= CHUNKS_MAX) take(c);
  }
  return more.length ? { parent: grand, more } : null;
}

/** Siblings of a listing's chunk looked at for more chunks, at most. */
const CHUNKS_MAX = 200;

/** The page's kind. `root` is the parsed tree before furniture removal. */
export function pageType(doc: ParsedDocument, root: ElementNode, url: URL | null): PageSignals {
  const threadPath = threadAddress(url);
  // the schema.org types the page declares, in its structured data and its microdata
  const types = [...jsonLdTypes(doc), ...doc.itemTypes.map((t) => unprefixed(t))];
  const faq = faqEntries(types);
  const k = count(root, threadPath, faq);
  return { ...decide(doc, root, url, k, threadPath, types, faq), items: k.itemsParent, itemCount: k.items, postsParent: k.postsParent };
}

/**
 * The page's questions are an FAQ's entries, not a Q&A thread's: it says it is an FAQPage, or names several
 * Questions and no QAPage.
 */
function faqEntries(types: readonly string[]): boolean {
  return types.includes('faqpage') || (!types.includes('qapage') && types.filter((t) => t === 'question').length > 1);
}

/** Share of a listing's items showing a price that makes it a shop's product grid. */
const PRICED_ITEMS = 0.5;

/** Average text (characters) of a listing's repeated items at most: past it they are a text's sections. */
const ITEM_MAX = 1000;

/**
 * A listing's items are cards (a title, a blurb, a price): eight or more; repeated blocks longer each are the sections
 * of one text (a reference page's entries, a guide's chapters), whatever links they hold.
 */
function itemCards(k: Counts): boolean {
  return k.items >= 8 && k.itemChars <= k.items * ITEM_MAX;
}

/** A grid of product tiles, each with its price: a shop's listing however much else the page says. */
function shopGrid(k: Counts): boolean {
  return itemCards(k) && k.pricedItems >= k.items * PRICED_ITEMS;
}

/**
 * The grid is a strip of picks beside the page's subject (a book's "you may also like"): its tiles are a carousel's
 * slides, or it sits in a block so named ("prod_recommend_wrap", "related-products", a slider) a few levels up; with
 * `notAds`, a name saying "ad" is no such name.
 */
function picksStrip(parent: ElementNode, notAds = false): boolean {
  const first = firstElementChild(parent);
  // (a tile's own slider of its photos, Avito's "photo-slider-slider-S15A_" on each result, makes it no slide)
  if (first && CAROUSEL.test(first.attrs.class ?? '') && slideName(first.attrs.class!)) return true;
  let p: ElementNode | null = parent;
  for (let i = 0; p && i < PICKS_LEVELS; i++, p = p.parent) if (CAROUSEL.test(p.attrs.class ?? '') || (furnitureByName(p) === NameSignal.Strong && !(notAds && adName(p)))) return true;
  return false;
}

/** A class name that says a carousel's slide, not a slider of the tile's own pictures ("photo-slider-slider-S15A_"). */
function slideName(cls: string): boolean {
  return cls.split(/\s+/).some((w) => CAROUSEL.test(w) && !PICTURE_SLIDER.test(w));
}

const PICTURE_SLIDER = /(?:photo|image|img|picture|media|gallery)[-_]?(?:slider|carousel|swiper)/i;

/** Levels above a grid looked at for a name of picks. */
const PICKS_LEVELS = 4;

/**
 * The page's Product in structured data says nothing of an offer (no price, no availability), or offers a category's
 * thousands of things at a range of prices (Avito's "Велосипеды в Москве": an AggregateOffer of 32,564, from 1,500 to
 * 950,000 ₽): no one product's offer.
 */
function noOffer(doc: ParsedDocument): boolean {
  const facts = productFacts(doc);
  return facts === null || (facts.price === null && facts.availability === null) || categoryOffer(doc);
}

/** A Product's AggregateOffer of at least CATEGORY_OFFERS offers, in the page's structured data (a few levels down). */
function categoryOffer(doc: ParsedDocument): boolean {
  const visit = (v: Json | undefined, depth: number): boolean => {
    if (depth > 4 || v === undefined || v === null || typeof v !== 'object') return false;
    if (Array.isArray(v)) return v.some((x) => visit(x, depth + 1));
    if (ldTypes(v).includes('product')) {
      const offers = v.offers;
      const one = Array.isArray(offers) ? offers[0] : offers;
      if (one && typeof one === 'object' && !Array.isArray(one) && ldTypes(one).includes('aggregateoffer') && Number(one.offerCount) >= CATEGORY_OFFERS) return true;
    }
    return visit(v['@graph'], depth + 1);
  };
  return jsonLd(doc).some((v) => visit(v, 0));
}

/** A product is offered by a few hundred shops at most; a category's AggregateOffer counts its listings. */
const CATEGORY_OFFERS = 1000;

/**
 * Products a page's structured data names side by side, at least, for a grid of priced tiles under them to be their
 * listing: a product's own page names one (its variants and related items nest inside it).
 */
const LISTED_PRODUCTS = 4;

/** The grid's tiles marked up in microdata as a Product each, themselves or a few elements down (CHUNKS_MAX looked at). */
function tileProducts(parent: ElementNode): number {
  let n = 0, seen = 0;
  for (const c of parent.children) {
    if (!(c instanceof ElementNode)) continue;
    if (++seen > CHUNKS_MAX) break;
    if (findElement(c, (e) => e.attrs.itemtype !== undefined && PRODUCT_TYPES.test(unprefixed(e.attrs.itemtype.toLowerCase())), TILE_LOOKS)) n++;
  }
  return n;
}

/** Elements of a tile looked at for its Product's microdata. */
const TILE_LOOKS = 12;

function decide(doc: ParsedDocument, root: ElementNode, url: URL | null, k: Counts, threadPath: boolean, types: readonly string[], faq: boolean): PageSignals {
  const ogType = (doc.metas.find((m) => m.name === 'og:type')?.content ?? '').toLowerCase();
  const has = (re: RegExp): string | undefined => types.find((t) => re.test(t));
  const path = url ? url.pathname + url.search : '';
  const generator = doc.metas.find((m) => m.name === 'generator')?.content ?? '';

  // an application shell: its text comes from scripts (a short static page without any is an article)
  if (k.textChars + k.preChars < 150 && root.children.length < 50 && doc.scripts > 0) return { type: 'app', why: 'almost no text in the markup, and scripts' };
  // questions beside an FAQPage, or several of them without a QAPage, are an FAQ's entries, not a Q&A thread (`faq`)
  const thread = types.find((t) => THREAD_TYPES.test(t) && !(faq && t === 'question'));
  if (thread) return { type: 'thread', why: `schema.org ${thread}`, comments: true };
  // a group of products (og:type product.group: a shop's category page) is a listing of them
  if (ogType === 'product.group') return { type: 'listing', why: `og:type ${ogType}` };
  const product = has(PRODUCT_TYPES);
  // a shop's category page that marks itself up as one Product without an offer (for its rating stars), or as its
  // tiles' Products one by one (Mercado Libre's results, each with its offer), over a grid of priced tiles is a
  // listing of them
  // (microdata names each type once in `types`: its Products are counted on the grid's tiles, Avito's)
  const products = product ? types.filter((t) => t === 'product').length : 0;
  const listed = product && shopGrid(k) ? Math.max(products, tileProducts(k.itemsParent!)) : 0;
  // (a category's AggregateOffer of thousands says so whatever the grid's names: Lamoda's grid named for the promotion
  // labels on its tiles, "_label-promo_aroml_12")
  if (product && !ogType.includes('product') && shopGrid(k) && (noOffer(doc) || listed >= LISTED_PRODUCTS) && (!picksStrip(k.itemsParent!) || categoryOffer(doc))) {
    const why = listed >= LISTED_PRODUCTS ? `under ${listed} Products` : 'under a Product without an offer';
    return { type: 'listing', why: `${k.items} repeated items with prices, ${why}`, shop: true };
  }
  if ((product && (k.prices > 0 || ogType.includes('product'))) || ogType === 'product' || ogType === 'og:product' || ogType.startsWith('product.')) {
    return { type: 'product', why: product ? `schema.org ${product}` : `og:type ${ogType}` };
  }
  const docType = has(DOC_TYPES);
  // (GitHub marks its whole site up as SoftwareSourceCode: an issue's, a pull request's or a discussion's page too,
  // which its address says is a thread: `threadPath`)
  if (docType && !(docType === 'softwaresourcecode' && threadPath)) return { type: 'documentation', why: `schema.org ${docType}` };
  const article = has(ARTICLE_TYPES);
  const docsSite = DOC_PATH.test(path) || (url !== null && DOC_HOST.test(url.hostname));
  // a plain schema.org Article with code blocks on a documentation site: doc sites mark every page an Article
  if (article === 'article' && k.pres >= 2 && docsSite) return { type: 'documentation', why: 'code blocks under a docs path' };
  if (article && !threadPath) return { type: 'article', why: `schema.org ${article}` };
  // posts named as comments make a thread on a thread's address; elsewhere they are an article's comment section
  // (choose.ts still takes them for the content when the page holds little else)
  // (posts known only by their signatures count there too: off a thread's address they are an article's comments)
  const posts = threadPath ? Math.max(k.posts + k.shortPosts, k.signedPosts) : k.posts - k.commentPosts;
  // (code blocks under a docs path off a thread's address are a doc page, its readers' posts under it its comments:
  // LearnKu's translated Laravel docs)
  if (posts >= 3 && !threadPath && k.pres >= 2 && docsSite) return { type: 'documentation', why: 'code blocks under a docs path' };
  if (posts >= 3 && (threadPath || k.authorMarks >= 3)) return { type: 'thread', why: `${k.posts} posts`, comments: true };
  // a question with two answers on a question's address (a small Q&A page: too few posts to make a group of three)
  if ((k.answers >= 2 || k.answerGroup >= 2) && threadPath) return { type: 'thread', why: `${Math.max(k.answers, k.answerGroup)} answers`, comments: true };
  if (product && k.prices > 0) return { type: 'product', why: `schema.org ${product}` };
  // a few priced tiles and no price beside them (a shop's category of six products: fewer than the cards a listing
  // otherwise needs) are a listing of them; a product's page prices its product outside its related products' tiles
  if (!product && k.items >= 4 && k.pricedItems >= k.items * PRICED_ITEMS && k.prices > 0 && k.prices === k.itemPrices) {
    return { type: 'listing', why: `${k.items} repeated items with prices, and no price beside them`, shop: true };
  }
  if (k.prices >= 1 && k.productMarks >= 2 && k.items < 8) return { type: 'product', why: 'price and product markup' };
  // a price marked as one beside a grid of eight or more that is a strip of picks, outside the grid's own marked prices
  // (Pinduoduo's "recommend-list" of eight under the product's "拼单价 ¥89.9", JD's "recommend-list" of ten, each with
  // its "rec-price", under "到手价"): the product's page
  // (a grid whose tiles mark their prices too must be named as picks: a classifieds site's results are named "ad-list")
  if (k.prices > k.itemPrices && k.items >= 8 && k.itemsParent !== null && picksStrip(k.itemsParent, k.itemPrices > 0)) return { type: 'product', why: 'a price beside a strip of picks' };
  // a price and one button (or two: a sticky bar's copy) that puts the product in a basket, in the shop's language (a shop that names nothing
  // "product": "3,980円" and "かごに追加")
  if (k.prices >= 1 && doc.cartButtons >= 1 && doc.cartButtons <= 2 && k.items < 8) return { type: 'product', why: 'a price and an add-to-cart button' };
  const listing = has(LISTING_TYPES);
  // an ItemList in the structured data (related products, a carousel a script fills) over no repeated items, beside a
  // Product it names, is that product's page
  if (product && listing && k.items < 4) return { type: 'product', why: `schema.org ${product}, and no items of a list` };
  const cards = itemCards(k);
  const shop = shopGrid(k);
  // a page whose Open Graph type says article is one, though its blocks repeat (a listicle's lists, each with a link),
  // and so is a story at a dated address ("/2024/05/bridge-reopens") over its site's cards of more stories
  const permalink = PERMALINK.test(path);
  // repeated items that are posts, each signed with its author's link and its date and saying something of its own
  // (Hacker News' comments, rows of a table): a thread's, on any address
  if (!listing && !shop && k.items >= 3 && k.signedItems >= k.items * 0.7) return { type: 'thread', why: `${k.signedItems} signed posts`, comments: true };
  if (listing || (cards && ogType !== 'article' && !permalink && k.itemChars > (k.textChars + k.preChars) * 0.4) || shop) {
    return { type: 'listing', why: listing ? `schema.org ${listing}` : `${k.items} repeated items${shop ? ' with prices' : ''}`, shop };
  }
  if (DOC_GENERATORS.test(generator)) return { type: 'documentation', why: `generator ${generator.slice(0, 30)}` };
  if (k.pres >= 2 && docsSite) return { type: 'documentation', why: 'code blocks under a docs path' };
  if (docsSite && !ogType.includes('article')) return { type: 'documentation', why: 'docs path' };
  if (PRODUCT_PATH.test(path) && k.prices > 0) return { type: 'product', why: 'price on a product path' };
  // a shop whose price is drawn by scripts still names its product in structured data
  if (PRODUCT_PATH.test(path) && product) return { type: 'product', why: `schema.org ${product} on a product path` };
  if (LISTING_PATH.test(path) && k.items >= 4) return { type: 'listing', why: 'listing path' };
  // (WordPress's SEO plugins call every page an article, its site's pages too, but give a publication date to its
  // posts only: an "article" that says when it was modified and not when it was published is a page of the site)
  if (ogType === 'article' && doc.metas.some((m) => m.name === 'article:modified_time') && !doc.metas.some((m) => m.name === 'article:published_time')) {
    return { type: 'article', why: UNDATED_PAGE };
  }
  return { type: 'article', why: ogType ? `og:type ${ogType}` : 'default' };
}

/**
 * Why a page is an article when its Open Graph type says so, but it gives a date of change and none of publication
 * (see decide).
 */
export const UNDATED_PAGE = 'og:type article without a publication date';
