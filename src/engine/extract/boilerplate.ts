// Signals that an element is page furniture rather than content: its tag, ARIA role, visibility,
// and class/id words (cookie banners, share bars, comments, related links, ads, navigation…).
// General patterns only; nothing here is keyed to particular sites.
import { ancestorTagged, boundedTextOf, classWords, closedByMarkup, customElement, ElementNode, elementBeside, findElement, HEADING_TAGS, LINK_TAGS, TABLE_CELLS, TextNode, type DomNode } from './dom';
import { oneLine } from '../util/escape';
import { CURRENCY, hasWordChar } from './text';

/** Elements that are furniture by definition. <header> is judged separately (it may hold the title). */
const FURNITURE_TAGS = new Set(['nav', 'aside', 'footer', 'menu', 'menuitem', 'label', 'fieldset', 'legend', 'figcaption']);

const FURNITURE_ROLES = new Set([
  'navigation', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar',
  'tablist', 'banner', 'alert', 'status', 'tooltip',
]);

// Whole words of class/id values, split on space, hyphen, underscore and camelCase humps.
/**
 * The strong words that name an advertisement ("ad", "ads", "sponsored"…), and the same in the words sites name their
 * markup in elsewhere (German, French, Spanish, Italian, Polish/Russian, Chinese pinyin).
 */
const AD_WORDS: ReadonlySet<string> = new Set([
  'advert', 'adverts', 'advertisement', 'advertising', 'ad', 'ads', 'adsbygoogle', 'adslot', 'adunit', 'adcard', 'dfp', 'sponsor', 'sponsored',
  // the ad networks of developers' sites, by their boxes' names (Carbon's id="carbonads", "buysellads")
  'carbonads', 'buysellads',
  'werbung', 'publicite', 'publicidad', 'pubblicita', 'reklama', 'guanggao',
]);

// Strong words mark furniture whatever it holds; weak words (layout names such as "sidebar" or
// "footer", which sites also use for wrappers) only mark elements without much prose.
const STRONG_WORDS = new Set([
  'newsletter', 'newsletters', 'mailmaga', 'mailmagazine', 'merumaga', 'subscribe', 'subscription', 'signup', 'share',
  'sharing', 'shares', 'sharebar', 'sharedaddy', 'addthis', 'related', 'similar', 'recommend', 'recommended',
  'recommendation', 'recommendations', 'recs', 'reco', 'recos', 'recirculation', 'interstitial', 'interstitials',
  'trending', 'outbrain', 'taboola', ...AD_WORDS, 'promo', 'popup', 'popupbody', 'modal',
  'skiplink', 'sronly', 'visuallyhidden', 'screenreadertext', 'breadcrumb', 'breadcrumbs', 'upsell', 'donate', 'nocontent',
  // links set for search engines ("SeoLinks_seoLinksContainer", "seo-links": related searches, other cities)
  'seolinks',
  // related and recommended items and sharing, in Chinese pinyin
  'xiangguan', 'tuijian', 'fenxiang',
]);
/**
 * A consent manager's banner or preference centre: strong words, and the strongest, since such a centre describes each
 * kind of cookie at length (9,000 characters of prose) yet is never the page's content (see consentName).
 */
const CONSENT_WORDS = new Set(['cookie', 'cookies', 'consent', 'gdpr']);

/** Set beside a strong signal that comes from CONSENT_WORDS. */
const CONSENT_BIT = 512;

const WEAK_WORDS = new Set([
  // (and a social network's feed or links: "sns" in Korean and Japanese sites' names, an "instagram" feed's box)
  'social', 'socials', 'sns', 'instagram',
  'nav', 'navbar', 'navbox', 'navigation', 'menu', 'menubar', 'footer', 'sidebar', 'sidenav', 'subnav', 'login', 'signin',
  'register', 'popular', 'gpt', 'promoted', 'promotion', 'overlay', 'paywall', 'skip', 'offscreen', 'tags', 'taglist', 'tagcloud',
  'pagination', 'pager', 'pagelink', 'pagelinks', 'masthead', 'toolbar', 'topbar', 'banner', 'widget', 'widgets', 'byline', 'author', 'bio',
  'tooltip', 'disclaimer', 'follow', 'toc', 'jump', 'feedback', 'rating', 'survey', 'donation', 'flyout',
  'dropdown', 'caption', 'credit', 'credits', 'gallery', 'lightbox', 'slideshow', 'carousel', 'siteinfo', 'announcement',
  'announcementbar',
  // left out of the printed page (Bootstrap's "d-print-none" and "hidden-print", Wikipedia's "noprint"): the site's
  // controls and banners, not the document
  'noprint', 'dprintnone', 'hiddenprint',
]);

/**
 * Calls to action ("cta"): on an article, the sign-up and trial boxes set into it or after it; on a landing page
 * its sections are calls to action, so these words count only where the caller says the page is an article.
 */
const CALL_WORDS = new Set(['cta', 'ctas']);

/** Comment sections: furniture on an article, the content itself on a thread (see choose.ts). */
const COMMENT_WORDS = new Set([
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'replies',
  // German, French, Spanish, Italian, Chinese pinyin
  'kommentar', 'kommentare', 'commentaire', 'commentaires', 'comentario', 'comentarios', 'commento', 'commenti', 'pinglun',
]);

/** Embedded posts and quotes quoted by the article ("social-media-embed") outweigh weak words. */
const EMBED_WORDS = new Set(['embed', 'embedded', 'tweet', 'quote', 'blockquote']);

/** Words that mark the main content: an element carrying one is never removed as furniture. */
const CONTENT_CLASS =
  /(?:^|[\s_-])(?:(?:article|entry|post|story|blog|page|main)[-_]?(?:body|content|text|inner)|articlebody|main[-_]?content|content[-_]?main|markdown[-_]?body|mw[-_]parser[-_]output|prose)(?:$|[\s_-])/i;

/** The footer's short name, "ft", alone or with a part's word after "_" or "-" ("ft_wrap"), the whole name. */
const FOOTER_SHORT = /^ft(?:[_-](?:wrap|wrapper|info|link|links|inner|menu|copy|copyright|company|area|box|cont|content|logo|sns|nav|top|bottom|address|addr))?$/;

/** A capital, an underscore and one to three letters: a generated atomic class ("D_ad"), no word. */
const ATOMIC_CLASS = /^[A-Z]_[A-Za-z]{1,3}$/;

function words(value: string, out: string[], id = false): void {
  // "socialShareBar post-footer" → social share bar post footer (and the joined forms)
  for (const raw of value.split(/\s+/)) {
    // a state, not a role: "hide-read-more-ad", "no-ads", "has-sidebar", "with-share-bar"
    if (!raw || STATE_PREFIX.test(raw)) continue;
    // the short name a whole block takes for the page's footer (Gnuboard's and YUI's id="ft"), and its parts so named
    // ("ft_wrap", "ft_info", "ft-copy": Qoo10's, Gnuboard's): only as the whole name, as "ft" inside one may be a
    // font's or a foot's
    if (FOOTER_SHORT.test(raw)) {
      out.push('footer');
      continue;
    }
    // and a side column's whole name "aside" (Douban's grid of "article" and "aside"): only as the whole name, as
    // "aside" inside one is a callout's ("starlight-aside--tip") or a layout's ("image-position-aside")
    if (raw === 'aside') {
      out.push('sidebar');
      continue;
    }
    // imweb's box round the site's header, its bar of notices and its menus ("doz_header", "doz_header_wrap"): the
    // builder's masthead, whatever it holds
    if (raw === 'doz_header' || raw === 'doz_header_wrap') {
      out.push('masthead');
      continue;
    }
    // and a word run into "footer" before it, the whole name in lower case (FluxBB's id="brdfooter", "sitefooter")
    if (raw.length > 6 && raw.endsWith('footer') && /^[a-z]+$/.test(raw)) out.push('footer');
    // a utility class with an arbitrary value ("top-[var(--nav-height)]", "h-[calc(100vh-4rem)]") styles, it names nothing
    if (raw.includes('[') || raw.includes('(')) continue;
    // a name a build tool made up ("pDlpAd", "nws2nb", "B8fwAd") has humps but no words: a hump of one letter says so,
    // or a figure with letters after it inside one ("b8fw"), and its pieces ("p", "dlp", "ad") are not read as words
    // ("ad" would name an advertisement); so is such a name set between words (Shopify's app block
    // "shopify-block-AdFRzV3d6ZlNxR2xyS__judge_me_reviews_review_widget_kW3a9N": the reviews' widget, no ad)
    // (and an atomic class a build tool numbers with letters after a capital, Carousell's "D_ad", "D_jb", "D_kf": not
    // the word "ad")
    if (ATOMIC_CLASS.test(raw)) {
      out.push(raw.toLowerCase());
      continue;
    }
    const humped = /[a-z][A-Z]/.test(raw);
    const separated = /[-_:.]/.test(raw);
    if (humped && !separated && madeUp(raw)) {
      out.push(raw.toLowerCase());
      continue;
    }
    const parts = humped && separated ? raw.split(/[_\-:.]+/).flatMap(segmentWords) : humps(raw);
    // Elementor names every block of a page "elementor-widget" (its unit of layout, whatever it holds): that word says
    // nothing there, the words after it ("elementor-widget-nav-menu") still do
    if (parts[0] === 'elementor' && parts[1] === 'widget') parts.splice(1, 1);
    // a documentation comment ("deprecation-comment", Javadoc's note under a deprecated method; "doc-comment") is the
    // documentation's text, not a reader's comment
    if (parts.length > 1) {
      const at = parts.indexOf('comment');
      if (at > 0 && DOC_COMMENT.has(parts[at - 1]!)) parts.splice(at, 1);
    }
    // a spacing utility ("s-widget-spacing-small", "card-margin-top", "list-gap-2") sets the room around what it
    // styles, whatever it is: the words before its size name the kind of spacing, not the element
    if (spacingUtility(parts)) continue;
    // what follows "has" or "with" inside a name is a state too: AliExpress's "price--hasBanner" is the price, laid out
    // with a banner over it, not a banner
    const state = parts.findIndex((p, i) => i > 0 && STATE_WORDS.has(p));
    if (state > 0) parts.length = state;
    for (const p of parts) if (p) out.push(p);
    if (parts.length > 1) out.push(parts.join(''));
    // an alert's name in one word ("jobalert"; German sites' "Jobagent" and "Suchagent", the same box)
    if (parts.some((p) => ALERT_WORDS.has(p))) out.push('signup');
    // an alert one signs up for ("job-alert", "CreateAlert", "search_alert", "price-alert"): a sign-up box, not a
    // callout
    const alert = parts.indexOf('alert');
    if (alert > 0 && ALERT_KINDS.has(parts[alert - 1]!)) out.push('signup');
    // a search one saves to be told of new results ("save-search", "saveSearch", "saved-searches"): the same box
    for (let i = 1; i < parts.length; i++) {
      if (SAVED_SEARCH.has(parts[i]!) && (parts[i - 1] === 'save' || parts[i - 1] === 'saved')) out.push('signup');
      // links set for search engines, however the name runs on ("SeoLinks_seoLinksContainer")
      if (parts[i - 1] === 'seo' && (parts[i] === 'links' || parts[i] === 'link')) out.push('seolinks');
      // signing up or in, split in two inside a longer class name (Stack Overflow's "js-inline-sign-up" under a
      // question); not in an id, which may be the slug of a heading ("sign-up-for-twilio-and-get-a-phone-number")
      if (!id && parts[i - 1] === 'sign' && parts[i] === 'up') out.push('signup');
      if (!id && (parts[i - 1] === 'sign' || parts[i - 1] === 'log') && parts[i] === 'in') out.push(`${parts[i - 1]}in`);
    }
  }
}

/** A name's pieces, split at its humps ("socialShareBar": social, share, bar). */
function humps(name: string): string[] {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_\-:.]+/);
}

/**
 * The pieces of one segment of a name set between separators: split at its humps, or whole when a build tool made it
 * up, with figures among its letters ("AdFRzV3d6ZlNxR2xyS", "kW3a9N"); a prefix of one letter before a word is no such
 * name ("ctl00_tFooter": t, footer).
 */
function segmentWords(segment: string): string[] {
  return /\d/.test(segment) && madeUp(segment) ? [segment.toLowerCase()] : humps(segment);
}

/** A name in humps a build tool made up: a hump of one letter, or a figure with letters after it inside one ("b8fw"). */
function madeUp(name: string): boolean {
  return humps(name).some((p) => p.length === 1 || /\d[a-z]/.test(p));
}

/**
 * Words that make a "comment" in a class name a documentation comment: "doc-comment", "deprecation-comment", and RDF
 * Schema's description ("rdfs-comment": the PHP manual's paragraph of what a function does).
 */
const DOC_COMMENT: ReadonlySet<string> = new Set(['doc', 'docs', 'deprecation', 'deprecated', 'javadoc', 'jsdoc', 'code', 'source', 'api', 'rdfs']);

/** A spacing property and its size, ending a class name: "…-spacing-small", "…-margin-top", "…-gap-2". */
function spacingUtility(parts: string[]): boolean {
  const n = parts.length;
  return n >= 3 && SPACINGS.has(parts[n - 2]!) && SPACING_SIZE.test(parts[n - 1]!);
}

const SPACINGS: ReadonlySet<string> = new Set(['spacing', 'margin', 'padding', 'gap', 'gutter']);
const SPACING_SIZE = /^(?:none|micro|mini|small|medium|base|large|top|bottom|left|right|x|y|xs|sm|md|lg|xl|xxl|\d+(?:px|rem|em)?)$/;

/** The words after "save" or "saved" that name a search a visitor is told of (see words). */
const SAVED_SEARCH: ReadonlySet<string> = new Set(['search', 'searches']);

/** The words before "alert" that make it one a visitor signs up for (see words). */
const ALERT_KINDS: ReadonlySet<string> = new Set(['job', 'jobs', 'search', 'create', 'price', 'property', 'listing', 'listings', 'email', 'mail', 'saved']);

/** An alert one signs up for, named in one word (see words). */
const ALERT_WORDS: ReadonlySet<string> = new Set(['jobalert', 'jobalerts', 'searchalert', 'pricealert', 'jobagent', 'suchagent', 'jobmail']);

/** Words that, inside a class name, start a state ("price--hasBanner", "content-with-sidebar", "card-without-image"). */
const STATE_WORDS: ReadonlySet<string> = new Set(['has', 'with', 'without']);

const STATE_PREFIX = /^(?:hide|hidden|no|not|without|has|with|show|is|disable|disabled|enable)[-_]/i;

const scratch: string[] = [];

export const enum NameSignal {
  None = 0,
  Weak = 1,
  Strong = 2,
  Comment = 3,
}

/** Page builders (Elementor, WPBakery…) call every block of a page a widget, the article's paragraphs too. */
const BUILDER_WORDS = new Set(['widget', 'widgets']);

/** Set beside a weak signal that comes only from a page builder's block name ("elementor-widget-container"). */
const BUILDER_BIT = 8;
/** Set when a word names a call to action (CALL_WORDS). */
const CALL_BIT = 16;

/**
 * A forum post's signature: the lines its author has put under every post (a motto, their setup, links), repeated
 * over the whole thread. phpBB and vBulletin call it "signature" or "signaturecontainer", FluxBB "postsignature".
 */
const SIGNATURE_WORDS = new Set(['signature', 'signatures', 'postsignature', 'signaturecontainer', 'usersignature']);

/** Set when a class/id word names a post's signature. */
const SIGNATURE_BIT = 64;

/** A member's picture; without an image, sites draw their initial in it ("M" for "mer"). */
const AVATAR_WORDS = new Set(['avatar', 'avatars', 'useravatar', 'profileavatar', 'avatarimage']);

/** Set when a class/id word names an avatar. */
const AVATAR_BIT = 256;

/** Weak words that name a post's or an article's author (its name line, or a box about them). */
const AUTHOR_WORDS = new Set(['author', 'byline']);

/** Set beside a weak signal that comes only from AUTHOR_WORDS. */
const AUTHOR_BIT = 128;

/**
 * A callout set into a document's text: a note, a tip, a warning (Starlight's <aside class="starlight-aside--tip">,
 * Zenn's <aside class="msg message">, an "admonition"). Words of the box's kind, never of a sidebar's ("info" names
 * an author's box as often).
 */
const CALLOUT_WORDS = new Set([
  'note', 'tip', 'tips', 'hint', 'caution', 'warning', 'danger', 'important', 'callout', 'admonition', 'msg', 'message',
]);

/** Set when a class word names a callout (CALLOUT_WORDS). */
const CALLOUT_BIT = 8192;

/** Set beside a strong signal that comes from AD_WORDS. */
const AD_BIT = 16384;

/** Set beside the strong signal of "promo" when no other word is strong: a shop's offer, or its sale price. */
const PROMO_BIT = 4096;

/** Set beside a weak signal that comes only from "toc": a heading so named is one the contents list is built from. */
const TOC_BIT = 2048;
/** Set beside a weak signal that comes only from "jump": a jump to a place in the page ("Jump to recipe"). */
const JUMP_BIT = 32768;
/**
 * Set beside a weak signal that comes only from "menu" (or "dropdown", a menu that drops down): a site's menu, or what a
 * shop offers (a salon's price list).
 */
const MENU_BIT = 65536;
/** Set when a word names a side column ("sidebar", "sidenav"), whatever else the name says. */
const SIDE_BIT = 32;
// (and a side column named as an aside, "search-aside", or by its name run together, whole: "side_content", "side-col";
// not "side" alone, as in "side-by-side")
const SIDE_WORDS: ReadonlySet<string> = new Set(['sidebar', 'sidebars', 'sidenav', 'sidecontent', 'sidecol', 'sidecolumn', 'sidearea', 'sidewrap', 'aside']);

/** Set when a word names a customer review or reviews ("review", "cm-cr-dp-review-list", "kuchikomi"), whatever else the name says. */
const REVIEW_BIT = 131072;
const REVIEW_WORDS: ReadonlySet<string> = new Set([
  'review', 'reviews', 'customerreview', 'customerreviews', 'testimonial', 'testimonials', 'rezension', 'rezensionen', 'bewertung', 'bewertungen', 'avis',
  'opiniones', 'recensioni', 'otzyv', 'otzyvy', 'kuchikomi', 'pingjia', 'hugi',
]);

/** Set beside a weak signal that comes only from "caption": a picture's caption, or a type scale's small text style. */
const CAPTION_BIT = 262144;
/**
 * Set when a word names replies ("reply"): too common alone to name comments (a reply's form, an API's "reply-to"
 * field, a seller's answer), it says a thread's post footer holds the replies to the post.
 */
const REPLY_BIT = 524288;
/** Set beside a weak signal that comes only from "footer": a block's foot, or the page's. */
const FOOTER_BIT = 1048576;
/** Set beside a weak signal that comes only from "promotion": a shop's promotions, or a product's deals beside its price. */
const PROMOTION_BIT = 2097152;

/** The weak words whose bit is set when a name says no other weak word. */
const SOLE_WEAK: ReadonlyMap<string, number> = new Map([['toc', TOC_BIT], ['jump', JUMP_BIT], ['menu', MENU_BIT], ['dropdown', MENU_BIT], ['caption', CAPTION_BIT], ['footer', FOOTER_BIT], ['promotion', PROMOTION_BIT]]);

/**
 * What the class/id words say about an element (uncached; see nameFlags), with BUILDER_BIT, CALL_BIT, SIGNATURE_BIT,
 * AUTHOR_BIT, AVATAR_BIT, TOC_BIT, JUMP_BIT, MENU_BIT, CAPTION_BIT, FOOTER_BIT, PROMOTION_BIT, SIDE_BIT, REVIEW_BIT,
 * REPLY_BIT and CONSENT_BIT.
 */
function classify(cls: string | undefined, id: string | undefined): number {
  scratch.length = 0;
  if (cls) words(cls, scratch);
  if (id) words(id, scratch, true);
  // an "interstitial" that is a code listing or a note set between paragraphs (the Rails Guides' "interstitial code",
  // "interstitial note"): the text's own, not an interstitial ad
  if (scratch.includes('interstitial') && scratch.some((w) => w === 'code' || CALLOUT_WORDS.has(w))) {
    for (let i = scratch.length - 1; i >= 0; i--) if (scratch[i] === 'interstitial') scratch.splice(i, 1);
  }
  let signal = NameSignal.None;
  let embed = false;
  let comment = false;
  let builderOnly = true;
  let authorOnly = true;
  // the one weak word the name says, however often (undefined before any, null once a second one comes): see SOLE_WEAK
  let soleWeak: string | null | undefined;
  let extra = 0;
  let promo = false;
  for (const w of scratch) {
    if (CONSENT_WORDS.has(w)) return NameSignal.Strong | CONSENT_BIT;
    if (w === 'promo') promo = true;
    else if (STRONG_WORDS.has(w)) return NameSignal.Strong | (AD_WORDS.has(w) ? AD_BIT : 0);
    if (SIGNATURE_WORDS.has(w)) extra |= SIGNATURE_BIT;
    if (AVATAR_WORDS.has(w)) extra |= AVATAR_BIT;
    if (CALL_WORDS.has(w)) extra |= CALL_BIT;
    if (CALLOUT_WORDS.has(w)) extra |= CALLOUT_BIT;
    if (SIDE_WORDS.has(w)) extra |= SIDE_BIT;
    if (REVIEW_WORDS.has(w)) extra |= REVIEW_BIT;
    if (w === 'reply') extra |= REPLY_BIT;
    if (COMMENT_WORDS.has(w)) comment = true;
    else if (WEAK_WORDS.has(w)) {
      signal = NameSignal.Weak;
      if (!BUILDER_WORDS.has(w)) builderOnly = false;
      if (!AUTHOR_WORDS.has(w)) authorOnly = false;
      soleWeak = soleWeak === undefined || soleWeak === w ? w : null;
    }
    if (EMBED_WORDS.has(w)) embed = true;
  }
  if (promo) return NameSignal.Strong | PROMO_BIT;
  if (comment) return NameSignal.Comment | extra;
  if (embed) return NameSignal.None | extra;
  if (signal === NameSignal.Weak && builderOnly) extra |= BUILDER_BIT;
  if (signal === NameSignal.Weak && authorOnly) extra |= AUTHOR_BIT;
  if (signal === NameSignal.Weak && soleWeak) extra |= SOLE_WEAK.get(soleWeak) ?? 0;
  return signal | extra;
}

// class/id values repeat a lot within a page and across a site: both verdicts are cached per value
const CONTENT_BIT = 4;
/** Set when the class hides the element (hiddenByClass): it depends on the class alone, not the id. */
const HIDDEN_BIT = 1024;
const cache = new Map<string, number>();

function nameFlags(el: ElementNode, useId: boolean): number {
  // asked several times per element (judged, landmark, prior): the usual question's answer is kept on the element
  if (useId && el.nameFlags >= 0) return el.nameFlags;
  let v = lookupFlags(classWords(el), useId ? el.attrs.id : undefined);
  // the name its developers test it by (data-testid="resume-promo", where the class is a build tool's "css-1ymg1f2"),
  // when that names it furniture whatever it holds: a strong word but "ad" (a classified site's "ad-price" is its
  // listing's price) and not a weak one (an item's "listing-tags" are the item's)
  const testId = el.attrs['data-testid'];
  if (testId !== undefined && (v & 3) !== NameSignal.Strong) {
    const t = lookupFlags(testId, undefined);
    if ((t & 3) === NameSignal.Strong && (t & AD_BIT) === 0) v = t;
  }
  if (useId) el.nameFlags = v;
  return v;
}

function lookupFlags(cls: string | undefined, id: string | undefined): number {
  if (cls === undefined && id === undefined) return 0;
  const key = id === undefined ? cls! : `${cls ?? ''}#${id}`;
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size > 20000) cache.clear();
    v =
      classify(cls, id) |
      (CONTENT_CLASS.test(cls ?? '') || CONTENT_CLASS.test(id ?? '') ? CONTENT_BIT : 0) |
      (cls !== undefined && hiddenByClass(cls) ? HIDDEN_BIT : 0);
    cache.set(key, v);
  }
  return v;
}

/** What the words of the id the element is labelled by (aria-labelledby: "related-heading") say of it. */
export function labelledByName(el: ElementNode): NameSignal {
  const ids = el.attrs['aria-labelledby'];
  return ids === undefined ? NameSignal.None : ((lookupFlags(undefined, ids.slice(0, LABELLED_BY_MAX)) & 3) as NameSignal);
}

/** Characters of an aria-labelledby read, at most. */
const LABELLED_BY_MAX = 100;

/**
 * What the class/id words say about an element being furniture. `useId` false ignores the id:
 * headings and titled sections carry ids that are slugs of their heading ("comments", "related-work").
 */
export function furnitureByName(el: ElementNode, useId = true): NameSignal {
  return (nameFlags(el, useId) & 3) as NameSignal;
}

/** The element is named furniture by its test id alone (see nameFlags), its class and id saying less. */
export function namedByTestId(el: ElementNode): boolean {
  return el.attrs['data-testid'] !== undefined && (lookupFlags(classWords(el), el.attrs.id) & 3) !== NameSignal.Strong && furnitureByName(el) === NameSignal.Strong;
}

/** The element's class and id words set `bit` (see classify). */
function namedWith(el: ElementNode, bit: number): boolean {
  return (nameFlags(el, true) & bit) !== 0;
}

/** Named as a forum post's signature (see SIGNATURE_WORDS). */
export function signatureName(el: ElementNode): boolean {
  return namedWith(el, SIGNATURE_BIT);
}

/**
 * Named as a function's or a member's signature in API documentation (TypeDoc's "tsd-signature", Javadoc's
 * "member-signature", Dokka's "signature"), not a forum member's lines under their posts: parts of it are named as
 * parts of code ("tsd-signature-symbol", "modifiers", "return-type", "token keyword"), looked for in CODE_PART_LOOK
 * elements, or it is set as code itself (Android's `<pre class="api-signature">public static final int LENGTH_SHORT`).
 */
export function codeSignature(el: ElementNode): boolean {
  return signatureName(el) && (el.tag === 'pre' || el.tag === 'code' || findElement(el, codePart, CODE_PART_LOOK) !== null);
}

/**
 * A heading set as code, named so by its class ("code-header", "code_signature", "codeHeading"; not "qrcode" or
 * "postcode"): rustdoc's `<h4 class="code-header">pub fn forget_permits(&self, n: usize) -> usize</h4>`, a
 * declaration rather than the title of a section.
 */
export function codeHeading(el: ElementNode): boolean {
  return HEADING_TAGS.has(el.tag) && el.attrs.class !== undefined && CODE_CLASS.test(el.attrs.class);
}

const CODE_CLASS = /(?:^|[\s_-])code(?:$|[\s_-]|[A-Z])/;

const CODE_PART =
  /(?:^|[\s_-])(?:symbol|keyword|modifiers?|params?|parameters?|token|punctuation|operator|annotation|return-type|element-name|type-name)(?:$|[\s_-])/i;

function codePart(el: ElementNode): boolean {
  return el.attrs.class !== undefined && CODE_PART.test(el.attrs.class);
}

/** Elements of a signature looked at for a part named as code's. */
const CODE_PART_LOOK = 60;

/** Named as a consent manager's banner or preference centre (see CONSENT_WORDS). */
export function consentName(el: ElementNode): boolean {
  return namedWith(el, CONSENT_BIT);
}

/** A carousel's or a slider's card, by its class name. */
export const CAROUSEL = /carousel|slider|swiper|slick-slide/i;

/** Named as an advertisement (see AD_WORDS). */
export function adName(el: ElementNode): boolean {
  return namedWith(el, AD_BIT);
}

/**
 * The element's class without the names in it that say "ad" ("s-result-item AdHolder" → "s-result-item") or "promo",
 * a place paid for ("searchResultsItem searchResultsPromoSuper" → "searchResultsItem"), or null when none does, or
 * when its id or a custom element's tag does.
 */
export function classBesideAd(el: ElementNode): string | null {
  const cls = el.attrs.class;
  if (cls === undefined || customElement(el) || (lookupFlags(undefined, el.attrs.id) & AD_BIT) !== 0) return null;
  const names = cls.split(/\s+/).filter((n) => n !== '');
  const kept = names.filter((n) => (lookupFlags(n, undefined) & (AD_BIT | PROMO_BIT)) === 0);
  return kept.length === names.length ? null : kept.join(' ');
}

/** Named as a member's picture (see AVATAR_WORDS). */
export function avatarName(el: ElementNode): boolean {
  return namedWith(el, AVATAR_BIT);
}

/** The element's only furniture words name an author ("author", "byline"): see AUTHOR_WORDS. */
export function namedAsAuthor(el: ElementNode): boolean {
  return namedWith(el, AUTHOR_BIT);
}

/**
 * The element's only furniture word is "jump": a jump within the page ("jump-link", "Jump to recipe") when it links
 * there; a link to another page so named only jumps to it (SHEIN's "goods-title-link--jump", each result's title).
 */
export function namedForJump(el: ElementNode): boolean {
  return namedWith(el, JUMP_BIT);
}

/**
 * The element's only furniture word is "menu" ("menu-list__item", "menu-block"), or "dropdown", a menu that drops down
 * (Webflow's "w-dropdown-list", an FAQ's answer under its question): see MENU_BIT.
 */
export function namedAsMenu(el: ElementNode): boolean {
  return namedWith(el, MENU_BIT);
}

/** Named as a side column ("crayons-layout__sidebar-left", "sidenav"): see SIDE_BIT. */
export function namedAsSide(el: ElementNode): boolean {
  return namedWith(el, SIDE_BIT);
}

/** Named as a promotion and as nothing else weak: see PROMOTION_BIT. */
export function namedAsPromotion(el: ElementNode): boolean {
  return namedWith(el, PROMOTION_BIT);
}

/** Named as a footer and as nothing else weak: see FOOTER_BIT. */
export function namedAsFooter(el: ElementNode): boolean {
  return namedWith(el, FOOTER_BIT);
}

/** Named as replies: see REPLY_BIT. */
export function namedAsReplies(el: ElementNode): boolean {
  return namedWith(el, REPLY_BIT);
}

/** Named as a customer review or reviews: see REVIEW_BIT. */
export function namedAsReview(el: ElementNode): boolean {
  return namedWith(el, REVIEW_BIT);
}

/**
 * In a product's reviews: under a section flagged as its comments (ElementNode.reviews), or a block named as reviews
 * or as comments (Wildberries' <section class="product-page__feedbacks" id="comments">: a child is judged before its
 * section is measured and flagged), a few levels up.
 */
export function inReviews(el: ElementNode): boolean {
  for (let a = el.parent, n = 0; a && n < REVIEW_LEVELS; a = a.parent, n++) {
    if (a.reviews || namedAsReview(a) || furnitureByName(a) === NameSignal.Comment) return true;
  }
  return false;
}

/** Levels looked up for a product's reviews round an element. */
const REVIEW_LEVELS = 12;

/** The element's only furniture word is "caption" (Back Market's "caption text-static-default-low"): see CAPTION_BIT. */
export function namedAsCaption(el: ElementNode): boolean {
  return namedWith(el, CAPTION_BIT);
}

/** The element's only furniture word is "toc" ("tocHeader", "toc-heading"): see TOC_BIT. */
export function namedForToc(el: ElementNode): boolean {
  return namedWith(el, TOC_BIT);
}

/**
 * Named as a callout: a note, a tip, a warning (see CALLOUT_WORDS), by its class or by the type it declares (JetBrains
 * Writerside's `<aside class="prompt" data-type="tip">`).
 */
export function calloutName(el: ElementNode): boolean {
  const type = el.attrs['data-type'];
  return namedWith(el, CALLOUT_BIT) || (type !== undefined && CALLOUT_WORDS.has(type.toLowerCase()));
}

/** The element's only strong furniture word is "promo" (see PROMO_BIT). */
export function promoName(el: ElementNode): boolean {
  return namedWith(el, PROMO_BIT);
}

/** The element's only furniture word is a page builder's block name ("widget"). */
export function builderName(el: ElementNode): boolean {
  return namedWith(el, BUILDER_BIT);
}

/** The element's name says it is a call to action ("blog-cta"): furniture on an article (see CALL_WORDS). */
export function callName(el: ElementNode): boolean {
  return namedWith(el, CALL_BIT);
}

/** Markup naming the main content: itemprop=articleBody, role=main, "entry-content"… */
export function contentByName(el: ElementNode): boolean {
  const a = el.attrs;
  if (a.itemprop === 'articleBody' || a.role === 'main') return true;
  return namedWith(el, CONTENT_BIT);
}

/**
 * Inline styles that keep text from being seen: not displayed, invisible, zero-sized type, clipped
 * to nothing, or pushed far off-screen. (Not opacity:0: server-rendered fade-in animations start
 * there and become visible.) Text a reader cannot see is not content, and hidden text is where
 * prompt injections hide; none of it reaches the model.
 */
const HIDDEN_STYLE = new RegExp(
  [
    String.raw`display\s*:\s*none`,
    String.raw`visibility\s*:\s*(?:hidden|collapse)`,
    String.raw`font-size\s*:\s*(?:0+(?:\.0+)?(?:px|em|rem|pt|%)?|[01]px)\s*(?:;|!|$)`,
    String.raw`(?:^|[;\s])(?:left|top|right|bottom|text-indent|margin-left|margin-top)\s*:\s*-\d{4,}(?:\.\d+)?(?:px|em|rem|pt)?`,
    String.raw`(?:^|[;\s])(?:left|top|text-indent)\s*:\s*-\d{3,}(?:\.\d+)?(?:vw|vh|%)`,
    String.raw`clip\s*:\s*rect\(\s*0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?\s*\)`,
    String.raw`clip-path\s*:\s*inset\(\s*(?:50%|100%)`,
    // type under a pixel, a shape scaled to nothing, a box moved a screen's width or far out of sight
    String.raw`font-size\s*:\s*0?\.\d+px`,
    String.raw`transform\s*:\s*scale\(\s*0\s*\)`,
    String.raw`transform\s*:\s*translate(?:x|3d)?\(\s*-\d{4,}(?:\.\d+)?px`,
    String.raw`(?:^|[;\s])(?:left|margin-left)\s*:\s*(?:[1-9]\d{2,}vw|\d{5,}px)`,
  ].join('|'),
  'i',
);

/**
 * Text drawn in no colour ("color: transparent", an rgba alpha of 0), unless the block's background shows through it
 * (a headline's gradient: "background-clip: text").
 */
function transparentText(style: string): boolean {
  return /(?:^|[;\s])color\s*:\s*(?:transparent|rgba\([^)]*,\s*0(?:\.0+)?\s*\))/i.test(style) && !/background-clip\s*:\s*text/i.test(style);
}

/**
 * Words faded out inside a line (an inline element at opacity 0): a sentence's hidden part. Whole blocks start at
 * opacity 0 on many pages until a script fades them in (Webflow's and Framer's animations), so only inline ones.
 */
function fadedWords(el: ElementNode, style: string): boolean {
  return !el.block && /(?:^|[;\s])(?:opacity\s*:\s*0(?:\.0+)?\s*(?:;|!|$)|filter\s*:\s*opacity\(\s*0)/i.test(style);
}

/** width and height both zero (or a pixel: the screen-reader-only box) with overflow hidden: a box that shows nothing. */
function zeroBox(style: string): boolean {
  return /(?:^|[;\s])width\s*:\s*[01](?:px)?\s*(?:;|!|$)/i.test(style) &&
    /(?:^|[;\s])height\s*:\s*[01](?:px)?\s*(?:;|!|$)/i.test(style) &&
    /overflow\s*:\s*hidden/i.test(style);
}

/**
 * Class names that keep text for screen readers only: a way to hide text, not to close a panel. Design systems put
 * their prefix before the name ("u-sr-only", "usa-sr-only", "wt-screen-reader-only", "at4-visually-hidden") and
 * BEM modifiers after it ("visually-hidden--inline"). A responsive variant ("lg:sr-only") hides on some screens only.
 */
const SCREEN_READER_ONLY_WORDS = 'visually-?hidden|sr-only|sr-text|v-visible-sr|screen-?reader-(?:text|only)|element-invisible|offscreen';
/** (and Naver's "blind", which Korean sites use for it, as a class of its own: "roller-blind" names a product) */
const SCREEN_READER_ONLY = new RegExp(`(?:^|\\s)(?:(?:[a-z0-9]+(?:__|[-_]))*(?:${SCREEN_READER_ONLY_WORDS})(?:--[a-z0-9-]+)?|blind)(?:\\s|$)`);
/**
 * A utility framework's prefix before its class names: Tailwind's configured prefix ("tw-hidden", Home Depot's
 * "sui-hidden"), the u- of SUIT CSS ("u-hidden"); not "no-" or "not-", which say the opposite.
 */
const UTILITY_PREFIX = '(?!no-|not-)[a-z]{1,3}-';

const HIDING_CLASS = new RegExp(`(?:^|\\s)(?:(?:${UTILITY_PREFIX})?(?:hidden|invisible)|d-none|hide|w-form-done|w-form-fail)(?:\\s|$)`);

/**
 * Utility classes that hide an element at every screen size ("hidden md:block" shows on desktop) or keep it for screen
 * readers only (sr-only, Stack Overflow's design system's v-visible-sr: "1 gold badge" beside its icon), and a form's
 * messages that a site builder's style sheet hides until the form is sent (Webflow's w-form-done and w-form-fail:
 * "Thank you! Your submission has been received!", "Oops! Something went wrong").
 */
function hiddenByClass(cls: string): boolean {
  if (SCREEN_READER_ONLY.test(cls)) return true;
  if (
    !HIDING_CLASS.test(cls) &&
    !(cls.includes('display-none') && /(?:^|\s)(?:[a-z0-9]+-)*display-none(?:\s|$)/.test(cls))
  ) {
    return false;
  }
  // responsive utilities: hidden on small screens only, shown from some width on
  return !/(?:^|\s)(?:[a-z0-9-]+:(?:[a-z]{1,3}-)?(?:block|flex|inline|inline-block|grid|table|contents)|d-[a-z]{2,3}-(?:block|flex|inline|inline-block|grid|table)|(?:[a-z0-9]+-)*display-(?:block|flex|inline|inline-block|grid|table)(?:-[a-z0-9]+)?)(?:\s|$)/.test(cls);
}

export function hidden(el: ElementNode): boolean {
  if (el.panel) return panelHidden(el) || closedMenu(el);
  // (a style sheet's rule for screen-reader text moves it off-screen: its words in place of a price hidden from
  // readers are still what the page means there)
  // (and so is such a rule under a class a build tool named, Walmart's "w_iUH7": "current price Now $229.95" beside the
  // price drawn for the eye and hidden from readers)
  if (el.cssHidden) return !readersWords(el) && !figureTwin(el);
  const a = el.attrs;
  if (el.tag === 'a' && a.href !== undefined && a.href.charCodeAt(0) === 35 && skipLink(el)) return true; // "#…"

  // an image hidden from screen readers still shows; its alt may be all there is (a formula's TeX)
  // hidden="until-found" is collapsed text a reader can open and find (mobile Wikipedia's sections);
  // <div hidden id="S:0"> is a React streaming segment, moved into the page by the script after it
  if (a.hidden !== undefined && a.hidden.toLowerCase() !== 'until-found' && !/^S:\d+$/.test(a.id ?? '')) return true;
  // a page's <main> is hidden from screen readers only while a dialog is open over it (a cookie banner's, in a
  // snapshot of the page): its content is still the page's
  // (and words hidden from screen readers because a box round them says them in its label, SHEIN's <section
  // aria-label="SHEIN BAE Cowl Neck Satin Slip Midi Dress"> round the card's name <a aria-hidden="true">: they show,
  // and the reader hears the same words)
  if (a['aria-hidden'] === 'true' && el.tag !== 'img' && el.tag !== 'main' && a.role !== 'main' && !rangeDash(el) && !labelTwin(el)) return true;
  const style = a.style;
  if (style !== undefined && (HIDDEN_STYLE.test(style) || zeroBox(style) || transparentText(style) || fadedWords(el, style))) return true;
  if (a.class === undefined || (nameFlags(el, true) & HIDDEN_BIT) === 0) return false;
  return !readersWords(el);
}

/**
 * The element's words are those of the `aria-label` of a box round it, within LABEL_TWIN_UP levels (white space and
 * case aside), at least LABEL_TWIN_MIN characters of them: the label says them to a screen reader in their place.
 */
function labelTwin(el: ElementNode): boolean {
  if (el.chars < LABEL_TWIN_MIN || el.chars > LABEL_TWIN_MAX) return false;
  let up = el.parent;
  for (let i = 0; up !== null && i < LABEL_TWIN_UP; i++, up = up.parent) {
    const label = up.attrs['aria-label'];
    if (label === undefined) continue;
    const t = boundedTextOf(el, 8, LABEL_TWIN_MAX * 2);
    return t !== null && squashCase(t) === squashCase(label);
  }
  return false;
}
const squashCase = (t: string): string => t.replace(/\s+/g, ' ').trim().toLowerCase();
const LABEL_TWIN_UP = 4;
const LABEL_TWIN_MIN = 8;
const LABEL_TWIN_MAX = 300;

/**
 * An icon drawn by a ligature font from its name (Google's Material Icons and Symbols: <i class="material-icons">search</i>,
 * "shopping_cart", "star_half"): the name shows as a glyph, not as words.
 */
export function ligatureIcon(el: ElementNode): boolean {
  const cls = el.attrs.class;
  if (cls === undefined || el.chars === 0 || el.chars > LIGATURE_MAX || !LIGATURE_FONT.test(cls)) return false;
  const t = boundedTextOf(el, 3, LIGATURE_MAX * 2);
  return t !== null && /^\s*[a-z][a-z0-9_]*\s*$/.test(t);
}

/** A ligature font's class: material-icons, material-icons-outlined, material-symbols-rounded… */
const LIGATURE_FONT = /(?:^|\s)material-(?:icons|symbols)(?:-[a-z]+)?(?:\s|$)/;
/** A ligature's name says this much at most (characters). */
const LIGATURE_MAX = 40;

/**
 * A dash alone hidden from screen readers between two amounts, which it makes a range (WooCommerce's "£9.50 <span
 * aria-hidden="true">–</span> £34.00", its words for screen readers "Price range: £9.50 through £34.00" apart): the
 * eye reads it, and without it the range reads as two prices. (A dash in a table's cell beside "Not included" for
 * screen readers is the glyph the words replace.)
 */
function rangeDash(el: ElementNode): boolean {
  if (el.chars === 0 || el.chars > 2 || el.children.length !== 1) return false;
  const only = el.children[0]!;
  return only instanceof TextNode && /^\s*[-–—~〜]\s*$/.test(only.text) && between(el, /\d$/, /^[\p{Sc}\d]/u);
}

/**
 * The words a page says to screen readers in place of what it shows them (sr-only), kept where what it shows is
 * taken out: a table cell's icon (see cellLabel), or a price hidden from screen readers (`aria-hidden`) beside its
 * words ("Your price for this item is $449.99" beside "$449.99"). Neither hidden nor furniture, whatever its name.
 */
export function readersWords(el: ElementNode): boolean {
  return readersOnlyName(el) && (cellLabel(el) || figureTwin(el) || decimalMark(el) || ratingTwin(el));
}

/**
 * A rating said to screen readers beside its stars drawn for the eye and hidden from them (Target's "4.4 out of 5
 * stars with 12,738 ratings" beside its row of star pictures): the only words the rating has.
 */
function ratingTwin(el: ElementNode): boolean {
  // (not in a link: a link to the reviews says "(318)" to the eye, and its words for screen readers would make a line
  // of facts beside it, "Art.-Nr. 2851763", read as a list of links)
  if (ancestorTagged(el, LINK_TAGS, 3) !== null) return false;
  const own = boundedTextOf(el, 10, RATING_SAID_MAX);
  return own !== null && RATING_SAID.test(own) && eitherSide(el, hiddenBeside);
}

/** The element next to `kids[i]` on one side (past white space) is hidden from screen readers. */
function hiddenBeside(kids: readonly DomNode[], i: number, step: 1 | -1): boolean {
  return elementBeside(kids, i, step)?.attrs['aria-hidden'] === 'true';
}

/** A rating out of five in words: "4.4 out of 5 stars", "4,5 von 5 Sternen", "5つ星のうち4.4", "5점 만점에 4.8점". */
export const RATING_SAID = /\d(?:[.,]\d+)?\s*(?:out of|of|von|sur|de|su|из)\s*5\b|5つ星のうち\s*\d|星\s*5\s*つ中の?\s*\d|5점\s*만점|满分\s*5|5\s*星中/i;
const RATING_SAID_MAX = 80;

/**
 * A decimal mark for screen readers only between a price's figures drawn apart (Home Depot's "$", "249", a hidden ".",
 * and "00" set small): the screen reader hears "$249.00", and so must the text, not "$249 00".
 */
export function decimalMark(el: ElementNode): boolean {
  const own = boundedTextOf(el, 3, 3);
  return own !== null && /^\s*[.,]\s*$/.test(own) && between(el, /\d$/, /^\d/);
}

/** The text of the first node beside `kids[i]` on one side that shows some (a few nodes of it), trimmed. */
function besideText(kids: readonly DomNode[], i: number, step: number): string {
  for (let j = i + step; j >= 0 && j < kids.length; j += step) {
    const c = kids[j]!;
    const t = c instanceof TextNode ? c.text : boundedTextOf(c, 10, TWIN_TEXT_MAX);
    if (t === null) return '';
    if (t.trim() !== '') return t.trim();
  }
  return '';
}

/** Named as words for screen readers only ("sr-only", "visually-hidden", "screen-reader-text"). */
export function readersOnlyName(el: ElementNode): boolean {
  return el.attrs.class !== undefined && (SCREEN_READER_ONLY.test(el.attrs.class) || SCREEN_READER_HUMP.test(el.attrs.class));
}

/** The same words in a CSS module's camel case ("styles_ndsScreenReaderOnly__mcNC_", "visuallyHidden", "srOnly"). */
const SCREEN_READER_HUMP = /(?:^|[\s_]|[a-z0-9])(?:ScreenReader(?:Only|Text)|[vV]isuallyHidden|[sS]rOnly)(?=$|[\s_])/;

/**
 * Short words for screen readers beside (past white space) an `aria-hidden` element whose text is an amount of money.
 * Other figures so twinned stay as they were (out): a member's badge counts ("16" beside "16 gold badges") say little,
 * and an icon's glyph ("★") or its ligature's name ("shopping_cart") beside its label nothing.
 */
function figureTwin(el: ElementNode): boolean {
  const own = boundedTextOf(el, 10, TWIN_TEXT_MAX * 2);
  return own !== null && hasWordChar(own) && eitherSide(el, figureBeside);
}

/**
 * `look` says yes of the element's siblings on one side or the other (called with its parent's children, its place
 * among them, and the step to take: -1 or 1); no when it has none to find (see siblingPlace).
 */
function eitherSide(el: ElementNode, look: (kids: readonly DomNode[], i: number, step: 1 | -1) => boolean): boolean {
  const i = siblingPlace(el);
  return i >= 0 && (look(el.parent!.children, i, -1) || look(el.parent!.children, i, 1));
}

/** The texts beside the element (see besideText), before and after it, match `before` and `after`: a mark set between figures. */
function between(el: ElementNode, before: RegExp, after: RegExp): boolean {
  const i = siblingPlace(el);
  return i >= 0 && before.test(besideText(el.parent!.children, i, -1)) && after.test(besideText(el.parent!.children, i, 1));
}

/** The element's place among its parent's children; -1 without a parent or past `max` of them (not cheap to find). */
export function siblingPlace(el: ElementNode, max = TWIN_SIBLINGS): number {
  const p = el.parent;
  return !p || p.children.length > max ? -1 : p.children.indexOf(el);
}

/**
 * The elements beside `kids[i]` on one side, hidden from screen readers, show a price: one element ("$449.99"), or a
 * run of them holding its pieces (IKEA's "59" "," "99" "€").
 */
function figureBeside(kids: readonly DomNode[], i: number, step: number): boolean {
  let t = '';
  for (let j = i + step, n = 0; j >= 0 && j < kids.length && n < TWIN_PIECES; j += step) {
    const c = kids[j]!;
    if (c instanceof TextNode) {
      if (c.ink) break;
      continue;
    }
    if (c.attrs['aria-hidden'] !== 'true') break;
    const piece = boundedTextOf(c, 10, TWIN_TEXT_MAX);
    if (piece === null) break;
    t = step > 0 ? t + piece.trim() : piece.trim() + t;
    if (t.length > TWIN_TEXT_MAX) break;
    if (CURRENCY.test(t)) return true;
    n++;
  }
  return false;
}

/** Pieces of a price hidden from screen readers read beside its words, at most. */
const TWIN_PIECES = 6;

/** A twin's parent holds at most this many children (nodes): past it, finding its place is not cheap. */
const TWIN_SIBLINGS = 24;
/** A price hidden from screen readers says at most this much (characters). */
const TWIN_TEXT_MAX = 40;

/**
 * A short text (CELL_LABEL_MAX characters) that is the whole text of the table cell it stands in, a few levels down,
 * but for a glyph beside it.
 * Read in a few nodes (a cell holding more is no icon's cell).
 */
function cellLabel(el: ElementNode): boolean {
  const cell = ancestorTagged(el, TABLE_CELLS, CELL_LOOKS);
  if (!cell) return false;
  const own = boundedTextOf(el, 10, CELL_LABEL_MAX);
  const all = boundedTextOf(cell, 30, CELL_LABEL_MAX);
  if (own === null || all === null || own.trim() === '') return false;
  // the rest of the cell is a glyph for the eye at most ("—" beside "Not included", "✓" beside "Included")
  const at = all.indexOf(own.trim());
  return at >= 0 && !hasWordChar(all.slice(0, at) + all.slice(at + own.trim().length));
}

/** A cell's label for screen readers is at most this long (characters). */
const CELL_LABEL_MAX = 40;
/** Elements above a label looked at for its cell (its parent and three more). */
const CELL_LOOKS = 4;

/**
 * A skip link: the in-page link a keyboard user meets first ("Skip to content" → #main), kept out of sight until it
 * has the focus, whatever way the page hides it (a utility class, a style sheet it cannot read). Its whole text says
 * where it skips to ("skip to the summary" in a sentence is a word of it). In English, German, French, Spanish,
 * Russian, Chinese, Japanese and Korean.
 */
const SKIP_LINK = new RegExp(
  '^(?:skip (?:to (?:the )?(?:[a-z]+ )?(?:content|navigation|nav|menu|footer|search|sidebar|main)|navigation|(?:to )?links?)|' +
    'jump to (?:the )?(?:main )?(?:content|navigation)|(?:direkt )?zum (?:haupt)?inhalt(?: springen)?|zur navigation(?: springen)?|' +
    '(?:aller|passer|accéder) (?:directement )?(?:au|à la) (?:contenu(?: principal)?|navigation)|' +
    '(?:saltar|ir) (?:al|a la) (?:contenido(?: principal)?|navegación)|перейти к (?:основному )?(?:содержимому|содержанию|контенту|навигации)|' +
    'к основному содержанию|跳(?:到|至|转到|轉到|過)(?:主要)?(?:内容|內容|正文|导航|導覽)|本文へ(?:スキップ|移動)|(?:メイン)?コンテンツへ(?:スキップ|移動)|' +
    '본문(?:으로)? ?(?:바로 ?가기|건너뛰기))$',
  'i',
);

/** An in-page link whose text (at most 40 characters, read in at most 20 nodes) is a skip link's (see SKIP_LINK). */
function skipLink(el: ElementNode): boolean {
  const raw = boundedTextOf(el, 20, 200);
  if (raw === null) return false;
  const t = oneLine(raw);
  return t.length <= 40 && SKIP_LINK.test(t);
}

/**
 * A collapsed panel (an accordion's answer, see ElementNode.panel) is closed with a class, the `hidden` attribute,
 * `aria-hidden`, `display:none`, or `visibility:hidden` (a collapse animated from "height:0;visibility:hidden"), and
 * opens with a click: those leave its text in. Any other way of hiding it (zero-sized type, off-screen, clipped) is
 * not how panels close, and still takes it out.
 */
function panelHidden(el: ElementNode): boolean {
  const { style, class: cls } = el.attrs;
  if (cls !== undefined && SCREEN_READER_ONLY.test(cls)) return true;
  return style !== undefined && (HIDDEN_STYLE.test(style.replace(CLOSED_PANEL, '')) || zeroBox(style));
}

const CLOSED_PANEL = /display\s*:\s*none|visibility\s*:\s*hidden/gi;

/**
 * A closed panel that is all links: a menu a header's button opens (Rakuten's "ジャンル一覧" over forty genres and
 * their sub-genres), not an accordion's answer, whose text counts though closed.
 */
function closedMenu(el: ElementNode): boolean {
  if (!closedByMarkup(el.attrs)) return false;
  let text = 0;
  let linked = 0;
  let budget = MENU_LOOK;
  const stack: [ElementNode, boolean][] = [[el, false]];
  while (stack.length && budget > 0) {
    const [e, inLink] = stack.pop()!;
    for (const c of e.children) {
      if (--budget < 0) break;
      if (c instanceof TextNode) {
        const n = c.ink ? c.text.trim().length : 0;
        text += n;
        if (inLink) linked += n;
      } else stack.push([c, inLink || (c.tag === 'a' && c.attrs.href !== undefined)]);
    }
  }
  return text > 0 && linked >= text * MENU_LINKS;
}

/** Nodes of a closed panel read to tell a menu, at most. */
const MENU_LOOK = 600;
/** Share of a menu's text in its links, at least. */
const MENU_LINKS = 0.8;

export function furnitureByTagOrRole(el: ElementNode): boolean {
  if (FURNITURE_TAGS.has(el.tag)) return true;
  const role = el.attrs.role;
  return role !== undefined && FURNITURE_ROLES.has(role.toLowerCase());
}

/**
 * The element's first lines (DEAL_NODES text nodes, DEAL_CHARS characters) say a deal: a share off ("20% off", "9.5折",
 * "20% de réduction"), a spend-and-save ("满299减30"), a gift ("赠品", a line opening with "赠": "赠米家空气净化器滤芯清洁刷 ×1",
 * "사은품 증정").
 */
export function saysDeal(el: ElementNode): boolean {
  const t = boundedTextOf(el, DEAL_NODES, DEAL_CHARS);
  return t !== null && DEAL.test(t);
}
const DEAL =
  /\d{1,2}(?:[.,]\d)?\s*%\s*(?:off|rabatt|de (?:réduction|remise|descuento)|sconto|скидк)|-\s?\d{1,2}\s?%|\d(?:\.\d)?\s?折|满\d+减\d+|滿\d+減\d+|赠品|贈品|^\s*[赠贈](?![完])\S|사은품|증정|\d+\s?% ?(?:할인|割引|OFF)|\bgift with purchase\b|\bbuy \d+,? get \d+\b/i;

const DEAL_NODES = 60;
const DEAL_CHARS = 400;

/**
 * A block named as a product's promotions says this much at most (weighted characters) to be its deals, as analysis
 * judges it and as the pruning of link lists keeps it.
 */
export const PROMOTION_MAX = 400;
