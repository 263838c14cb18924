// One post-order pass over the tree: removes furniture (see boilerplate.ts) and computes, for
// every element, its text measures and a content "gain" — the sum over its text blocks of a
// score that is positive for prose and negative for link lists and short labels. The main
// content is then the subtree with the largest gain (select.ts): linear time, no re-scans.
import { amongItsKind, ancestorTagged, boundedTextOf, enough, LINK_TAGS, customElement, dismissControl, ElementNode, elementBeside, findElement, findText, firstElementChild, inPageHref, scriptHref, HEADING_TAGS as HEADINGS, inkText, kindOf, logoHeading, priceSized, priceText, setAsCode, showsPrice, soleChild, TextNode, textOf, unnumbered } from './dom';
import { adName, avatarName, builderName, callName, CAROUSEL, classBesideAd, calloutName, codeSignature, consentName, contentByName, furnitureByName, furnitureByTagOrRole, hidden, labelledByName, inReviews, ligatureIcon, namedAsAuthor, namedAsCaption, namedAsFooter, namedAsMenu, namedAsPromotion, namedAsReplies, namedAsReview, namedAsSide, namedByTestId, namedForJump, namedForToc, NameSignal, promoName, PROMOTION_MAX, readersWords, saysDeal, siblingPlace, signatureName } from './boilerplate';
import { CURRENCY, measureInto, squash, type Measure } from './text';
import { oneLine } from '../util/escape';
import { countLine, dateline, givesHours, headerCells, hoursBox, LABELLED_ROW, LISTS } from './select';
import { linkOut, priceMarked, textAtLeast } from './pagetype';
import { trailKey } from './metadata';

/** The measure of the text node being read (one object, reused). */
const M: Measure = { chars: 0, punct: 0 };

export const BLOCK_TAGS = new Set([
  '#root', 'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup',
  'hr', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'ul', 'caption', 'legend', 'article', 'body', 'html', 'listing', 'plaintext', 'xmp',
]);

/** Score of one run of inline content (a paragraph, a list item, a cell, a link…). */
export function runGain(chars: number, linkChars: number, punct: number): number {
  if (chars === 0) return 0;
  const own = chars - linkChars;
  if (linkChars > chars * 0.5) return -chars * 0.5 - 5; // navigation-like
  if (punct === 0 && own < 40) return -5; // a label, a button, a date line
  return own - linkChars;
}

const SINGLE_BLOCK = new Set(['p', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'blockquote', '#root']);

/** The element holds a link to another page (not only anchors into this one, as docs headings do). */
function linksAway(el: ElementNode): boolean {
  for (const c of el.children) {
    if (c instanceof TextNode) continue;
    if (c.tag === 'a' && !(c.attrs.href ?? '').startsWith('#')) return true;
    if (linksAway(c)) return true;
  }
  return false;
}

/** Elements of a heading read, at most, for its links (see selfAnchored). */
const ANCHOR_NODES = 16;

/**
 * Every link of the heading points to the heading's own place: `#` and its id, or its section's id (MDN's linked
 * titles, Sphinx's "¶", GitHub's and Docusaurus's hash links). A card's title linked to "#" (a script's link) or to
 * another page's part is not.
 */
function selfAnchored(h: ElementNode): boolean {
  const ids = [h.attrs.id, h.parent?.attrs.id].filter((id): id is string => !!id).map((id) => '#' + id);
  if (ids.length === 0) return false;
  let budget = ANCHOR_NODES;
  const walk = (e: ElementNode): boolean => {
    for (const c of e.children) {
      if (c instanceof TextNode) continue;
      if (--budget < 0) return false;
      if (c.tag === 'a' && !ids.includes(c.attrs.href ?? '')) return false;
      if (!walk(c)) return false;
    }
    return true;
  };
  return walk(h);
}

/** A small container with a linked headline or a noticeable share of link text: a story card. */
function teaserLike(el: ElementNode): boolean {
  if (SINGLE_BLOCK.has(el.tag) || el.landmark || el.chars >= 1000 || el.pos >= 400) return false;
  return el.headLink || (el.linkChars >= 20 && el.linkChars > el.chars * 0.2);
}

// consent-notice wording, not any text about cookies (HTTP documentation talks about them a lot);
// in English, German, French, Spanish, Portuguese, Italian, Dutch, Russian, Chinese, Japanese, Korean
const COOKIE_NOTICE = new RegExp(
  [
    String.raw`\b(?:we|this (?:web)?site|our (?:web)?site|this portal)\s+(?:\w+\s+){0,2}(?:uses?|using)\s+cookies`,
    String.raw`\b(?:accept|allow|reject|manage)\s+(?:all\s+)?cookies`,
    String.raw`\b(?:we|our partners)\b[^.]{0,40}\b(?:use|store|set)\s+cookies`,
    String.raw`\bcookies?\s+(?:policy|settings|preferences|consent|notice|banner)\b`,
    String.raw`\buse of cookies\b`,
    String.raw`\b(?:wir\s+(?:verwenden|nutzen|setzen)|(?:diese|unsere)\s+(?:web)?seite\s+(?:verwendet|nutzt))\s+(?:\S+\s+){0,2}cookies`,
    String.raw`cookie-?(?:richtlinie|einstellungen|hinweis)|cookies\s+(?:akzeptieren|zulassen|ablehnen)`,
    String.raw`\b(?:nous utilisons|ce site (?:web )?utilise)\s+(?:des\s+)?cookies|\bnous\b[^.]{0,40}\butilisons\s+(?:des\s+)?cookies|\bwir\b[^.]{0,40}\b(?:verwenden|nutzen|setzen)\s+cookies|\b(?:utilizamos|usamos|este sitio (?:web )?utiliza|utilizziamo|wij gebruiken|deze (?:web)?site gebruikt)\s+(?:\S+\s+){0,2}cookies`,
    String.raw`(?:используем|использует|использование)\s+(?:файл\S*\s+)?cookie|файл\S*\s+cookie`,
    String.raw`(?:使用|采用|接受|同意)\s*(?:cookie|クッキー)|(?:cookie|クッキー)\s*の?\s*(?:政策|设置|ポリシー|設定)|(?:cookie|クッキー)[^。]{0,20}?を(?:使用|利用)`,
    String.raw`쿠키(?:를|를\s+사용|\s+정책|\s+설정|\s+사용)`,
  ].join('|'),
  'i',
);

/** A short block about the site's cookies: a consent notice whatever its markup. */
function cookieNotice(el: ElementNode, loose = false): boolean {
  return el.cookie && el.block && el.chars < (loose ? 3000 : 600) && COOKIE_NOTICE.test(textOf(el));
}

export interface AnalyzeHooks {
  /** Called with each element removed as furniture (for byline capture and accounting). */
  removed?(el: ElementNode, comments: boolean): void;
  /** Keep comment sections: on a thread page they are the content. */
  keepComments?: boolean;
  /**
   * A thread's page, of comments or of a question's answers: a short line named as an author ("AuthorInfo") is a
   * post's, kept as on a page of comments.
   */
  posts?: boolean;
  /** Remove only hidden elements: the last resort when furniture removal left almost nothing. */
  keepFurniture?: boolean;
  /** Keep <noscript> content (the fallback for pages whose text is only there). */
  keepNoscript?: boolean;
  /**
   * Trust prose over names: weak class names remove nothing, and a block holding much prose with few
   * links stays whatever its name or role says (the retry when names removed most of the page's prose).
   */
  lenient?: boolean;
  /** The ancestors of a listing's items: layout names ("pagination", "widget") do not remove them. */
  itemsPath?: Set<ElementNode>;
  /** The element holding a listing's items: inside an item, a layout name (a "rating") is part of it. */
  items?: ElementNode | null;
  /**
   * A page of sections (a landing, product or listing page, not an article, a doc or a thread): inside the
   * element named as the main content, a weak layout name ("carousel", "caption", "banner") on a block with
   * few links removes nothing. Such pages name their content blocks so; articles name their asides so.
   */
  sections?: boolean;
  /**
   * A page that says it is an article (schema.org or og:type, not a landing page): blocks named as calls to
   * action ("blog-cta") are furniture there, as weak names are.
   */
  article?: boolean;
  /** A product's page: its buy box set as an <aside> beside the description (the name, the price) is the product's. */
  product?: boolean;
  /**
   * A documentation page: code samples set in an <aside> beside the text (an API reference's request) are its own;
   * blocks named as calls to action (a cloud offer's "cta-cloud") are furniture, as on an article.
   */
  docs?: boolean;
  /** The classes the page's structured data names as its paywalled text (see paidPartClasses): content by name. */
  paidParts?: ReadonlySet<string>;
  /** The names of the page's breadcrumb trail as its structured data gives them (see breadcrumbNames). */
  trail?: string[] | null;
}

/** On an article, an element named as the content holds at least this much prose to mark its ancestors as the content's. */
const CONTENT_NAME_LANDMARK = 800;

/** In the lenient pass, a block with this much prose and few links is content whatever its name or role. */
const LENIENT_PROSE = 1200;

/** An avatar drawn as its member's initials holds at most this much text (weighted characters). */
const INITIALS_MAX = 3;

/** A post's author line holds at most this much text (weighted characters); a box about the author holds more. */
const POST_AUTHOR_MAX = 100;
/** An itemprop naming the author (microdata may give one element several properties: "author creator"). */
const MICRODATA_AUTHOR = /(?:^|\s)author(?:\s|$)/i;
/** A listing item's link to its comments says this much at most (weighted characters): a count, "42 comments". */
const ITEM_COMMENTS_MAX = 24;
/** Spans of hours a box gives to be a business's hours (a week's, not a plan's one "(09:00~22:00)"). */
const WEEK_SPANS = 2;
/**
 * On a page that is no article nor a product's, a box giving a business's opening hours: WEEK_SPANS spans at least (see
 * hoursBox).
 */
function businessHours(el: ElementNode, hooks: AnalyzeHooks): boolean {
  return !hooks.article && !hooks.product && hoursBox(el, WEEK_SPANS);
}
/** A comment quoted in a listing's item says this much at most (characters). */
const ITEM_QUOTE_MAX = 200;

/**
 * On a product's page, an element named as an author that reads "label: value" ("作者:林知远 著", "Autor: Max Frisch"):
 * a book's author among its details, not a byline over a story.
 */
function labelledAuthor(el: ElementNode): boolean {
  return LABELLED_ROW.test(boundedTextOf(el, 6, POST_AUTHOR_MAX) ?? '');
}

/** An element named like furniture but holding this much prose is kept unless the name is strong. */
const WEAK_NAME_MAX_PROSE = 500;

/** A book's author's bio on its product page says this much at least (weighted characters). */
const AUTHOR_BIO_MIN = 80;

/** A figure that is an image with its caption and credit (not a code listing or a table). */
function pictureFigure(el: ElementNode): boolean {
  if (el.tag !== 'figure' || el.pos >= 500) return false;
  const stack: ElementNode[] = [el];
  while (stack.length) {
    for (const c of stack.pop()!.children) {
      if (c instanceof TextNode) continue;
      if (listingPart(c) || c.tag === 'blockquote') return false;
      stack.push(c);
    }
  }
  return true;
}

/** Half the element's text or more is in code listings (<pre>s), looked for among its first LISTING_LOOK elements. */
function codeAside(el: ElementNode): boolean {
  let code = 0;
  findElement(el, (e) => {
    if (e.tag === 'pre') code += e.chars;
    return false;
  }, LISTING_LOOK);
  return code > 0 && code >= el.chars * 0.5;
}

/** What a code listing or a table is made of: a figure holding one is no picture's. */
function listingPart(el: ElementNode): boolean {
  return el.tag === 'pre' || el.tag === 'table' || el.tag === 'code';
}

/**
 * The element, or the line it stands alone in, is right under or over a code listing or a table (a <pre> or a <table>,
 * or a box holding only one: imweb's "table_caption" over its "text-table" round a price table), with no words between.
 */
function listingCaption(el: ElementNode): boolean {
  let line = el;
  const p = el.parent;
  if (!BLOCK_TAGS.has(el.tag) && p !== null && p.tag === 'p' && p.children.length <= 3 && p.children.every((c) => c === el || (c instanceof TextNode && !c.ink))) line = p;
  const kids = line.parent?.children;
  // (looked up among its siblings: not among thousands of them)
  if (!kids || kids.length > CAPTION_SIBLINGS_MAX) return false;
  const i = kids.indexOf(line);
  return listingBox(elementBeside(kids, i, -1)) || listingBox(elementBeside(kids, i, 1));
}

/** A line named as a caption only for its type is this short at most (weighted characters). */
const STYLE_CAPTION_MAX = 200;

/** A picture stands beside the element in its parent, or the element is in a <figure>. */
function besidePicture(el: ElementNode): boolean {
  if (ancestorTagged(el, FIGURE_TAGS, 4) !== null) return true;
  return el.parent !== null && findElement(el.parent, (e) => PICTURE_TAGS.has(e.tag), PICTURE_LOOK) !== null;
}
const FIGURE_TAGS: ReadonlySet<string> = new Set(['figure']);
const PICTURE_TAGS: ReadonlySet<string> = new Set(['img', 'picture', 'video', 'figure']);
const PICTURE_LOOK = 60;

/** A <pre> or a <table>, or a box whose one element is one (a highlighter's "<div class="highlight"><pre>"). */
function listingBox(e: ElementNode | null): boolean {
  for (let n = 0; e !== null && n < 3; n++) {
    if (e.tag === 'pre' || e.tag === 'table') return true;
    e = soleChild(e);
  }
  return false;
}

const CAPTION_SIBLINGS_MAX = 2000;

/** A figure is looked through this many elements for a listing's or a table's part. */
const LISTING_LOOK = 200;

/**
 * A code listing's copy button drawn as text inside it (Juejin's <span class="copy-code-btn">复制代码</span> after
 * the last line): named for copying ("copy", "clipboard") and a few words on one line. A highlighter's token names
 * its kind of word ("hljs-keyword"), never so.
 */
function copyLabel(el: ElementNode): boolean {
  const cls = el.attrs.class;
  if (cls === undefined || !COPY_NAME.test(cls) || el.chars > COPY_LABEL_MAX) return false;
  const t = boundedTextOf(el, 10, COPY_LABEL_MAX * 2);
  return t !== null && !t.includes('\n');
}

const COPY_NAME = /(?:^|[\s_-])(?:copy|clipboard|copy-?(?:code|button|btn))(?:$|[\s_-])/i;

/** A copy button's label is at most this long (characters, white space not counted). */
const COPY_LABEL_MAX = 20;

/** "Load more", "Show more …" and their translations, the whole of a control's words. */
const LOAD_MORE =
  /^(?:(?:load|show|see|view) (?:more|all)\b.{0,30}|mehr (?:laden|anzeigen)|weitere (?:laden|anzeigen)|(?:afficher|voir|charger) plus|(?:cargar|ver|mostrar) más|(?:показать|загрузить) (?:ещё|еще)|(?:加载|查看|显示|載入|顯示)更多|もっと(?:見る|読み込む)|さらに(?:表示|読み込む)|더 ?보기|더 불러오기)$/i;
/** Such a control says this much at most (weighted characters). */
const LOAD_MORE_MAX = 40;

/** A class naming a block for the page's edit link ("docs-edit-link", "edit-this-page", "edit-on-github"). */
const EDIT_NAME = /(?:^|[\s_-])(?:edit[-_]?(?:link|page|this[-_]?page|on[-_]?github)|page[-_]?edit)(?:$|[\s_-])/i;
/** Such a block says this much at most (weighted characters). */
const EDIT_BLOCK_MAX = 300;

/** A class naming a box asking the reader to contribute ("contribution", "docs-contribute"). */
const CONTRIBUTE_NAME = /(?:^|[\s_-])contribut(?:e|ion|ing)(?:$|[\s_-])/i;

/** A class naming a box for the forum's rules ("rules": phpBB's "Forum rules" above a topic; "forum-rules", "forumrules"). */
const RULES_NAME = /(?:^|[\s_-])(?:forum|board)?rules(?:$|[\s_-])/i;
/** Such a box says this much at most (weighted characters). */
const RULES_MAX = 600;
/** A class naming a board's own title or description box ("board-header", "board_desc", "boardTitle", "bbs-info"). */
const BOARD_HEAD = /(?:^|[\s_-])(?:board|bbs)[-_]?(?:header|head|title|tit|desc|description|info|intro)(?:$|[\s_-])/i;

/** A class naming a note about the version a page documents ("versionwarning", "version-banner", "outdated-notice"). */
const VERSION_NOTE = /(?:^|[\s_-])(?:version[-_]?(?:warning|banner|notice|alert|warn|switch-notice)|outdated[-_]?(?:banner|notice|warning|version)|old[-_]?version[-_]?(?:banner|notice|warning))(?:$|[\s_-])/i;

/**
 * A repository's address for editing a file (GitHub's "…/edit/main/docs/page.md", GitLab's "…/-/edit/…") or for filing
 * an issue about the page ("…/issues/new?template=doc_issue.yml": "Request changes", "Report an issue").
 */
const EDIT_HREF = /^\s*https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/[^?#\s]{1,300}?\/(?:(?:-\/)?edit\/|(?:-\/)?issues\/new(?:[/?#]|$))/i;

/** A note under a form to write in says this much at most (weighted characters). */
const FORM_NOTE_MAX = 200;

/** A form to write in holds at most this much prose (see judge). */
const WRITING_FORM_PROSE = 300;

/** A price box holds at most this much text (characters): the price, the price it was, a discount's words. */
const PRICE_BOX_MAX = 200;

/**
 * A short block, not mostly links, showing an amount of money: a product's price with the words around it, its sign
 * and its figures in elements of their own or not ("<em>¥</em><span>999.00</span>"). Read in PRICE_BOX_NODES nodes.
 */
function priceBox(el: ElementNode): boolean {
  if (el.chars > PRICE_BOX_MAX || el.linkChars > el.chars * 0.5) return false;
  const t = boundedTextOf(el, PRICE_BOX_NODES);
  return t !== null && CURRENCY.test(t);
}

/**
 * The element says only an amount, no currency (bol.com's "179,<sup>99</sup>" in "promo-price", the shop's own
 * currency understood): a price when its name says so.
 */
function bareAmount(el: ElementNode): boolean {
  if (el.chars === 0 || el.chars > BARE_AMOUNT_MAX) return false;
  const t = boundedTextOf(el, PRICE_BOX_NODES);
  return t !== null && BARE_AMOUNT.test(t);
}
const BARE_AMOUNT = /^\s*\d{1,3}(?:[.,\u00a0 ]\d{3})*(?:[.,]\s*(?:\d{2}|-{1,2}))?\s*$/;
const BARE_AMOUNT_MAX = 20;

/** Nodes of a price box read for its amount, at most. */
const PRICE_BOX_NODES = 60;

/** Headings, list items and cells: "Comments" or "Print" there names a topic, not a button. */
const ITEM_TAGS = new Set(['li', 'dt', 'dd', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Buttons: a thread's ("Ask Question" above a Q&A page's question, "Post Reply" under a topic) and a shop's ("Add to
 * Cart", "Quick View" under each product of a grid, WooCommerce's "Select options" under one sold in variants), in
 * several languages.
 */
const CONTROLS =
  'ask (?:a )?question|(?:post (?:a )?)?reply|reply with quote(?: \\d+)?|multi-?quote|reply to (?:this )?(?:topic|thread|post)|new (?:topic|thread)|start a (?:new )?(?:topic|thread|discussion)|frage stellen|antworten|neues thema|poser une question|répondre|nouveau sujet|hacer una pregunta|responder|nuevo tema|задать вопрос|ответить|новая тема|提问|我要提问|回复|发表回复|发帖|質問する|返信(?:する)?|新規トピック|질문하기|답글(?: ?쓰기)?|답변하기|글쓰기' +
  '|add to (?:cart|bag|basket|wish ?list|favou?rites)|buy (?:it )?now|quick (?:view|shop)|price alert|select options|choose options|ausführung wählen|choix des options|seleccionar opciones|in den warenkorb|jetzt kaufen|ajouter au panier|acheter maintenant|(?:añadir|agregar) al carrito|comprar ahora|(?:добавить )?в корзину|купить сейчас|加入购物车|立即购买|カートに(?:入れる|追加)|今すぐ購入|장바구니(?: 담기)?|바로 ?구매';
/** A button as a link: never a card's only link to its item (as "Read more" may be). */
const CONTROL = new RegExp(`^(?:${CONTROLS})\\s*[:：.…!]*$`, 'i');

/** The way back up: "Back to top", "Nach oben", "返回顶部", "맨 위로", and the bare "(Up)", "[top]", "↑" beside a heading. */
const BACK_TO_TOP =
  'back to top|top of page|nach oben|zurück nach oben|haut de (?:la )?page|retour en haut|volver arriba|ir arriba|наверх|返回顶部|回到顶部|回到頂部|トップへ戻る|ページの先頭へ|맨 ?위로|' +
  '\\((?:up|top)\\)|\\[(?:up|top)\\]|[↑⬆](?: ?(?:top|up))?';
/** An element of any kind standing alone whose whole text is the way back up (see BACK_TO_TOP). */
const TO_TOP = new RegExp(`^(?:${BACK_TO_TOP})$`, 'i');

/** An ad's own label: "Advertisement", "Sponsored", "Anzeige", "広告"… (see LABEL, AD_LABEL). */
const AD_LABELS = 'advertisements?|advert|ads?|sponsored(?: content)?|sponsorisée?|gesponsert|patrocinado|sponsorizzato|anzeigen?|werbung|publicidade|publicité|publicidad|pubblicità|реклама|广告|廣告|広告|광고|' +
  // (in the Nordic languages, Dutch, Polish, Czech, Turkish, Finnish, Indonesian, Vietnamese, Thai, Arabic and Hebrew)
  'annonse|annons|sponset|sponsrad|sponsoreret|advertentie|gesponsord|reklama|sponsorowane|sponzorováno|reklam|mainos|iklan|quảng cáo|โฆษณา|إعلان|פרסומת';

/**
 * A table with header cells (see headerCells), a figure whose first element is one, or a page builder's box of one
 * under its title (imweb's "widget table": "오늘의 빵" over its table of breads, prices and descriptions): the box's
 * other elements, TABLE_BOX_KIDS at most, say TABLE_TITLE_MAX characters together at most.
 */
function dataTable(el: ElementNode, depth = 0): boolean {
  if (el.tag === 'table') return headerCells(el);
  // (or a wrapper of one, its only element: imweb's "widget table" round "table_wrap" round the price table)
  const only = depth < TABLE_WRAPPERS ? soleChild(el) : null;
  if (only !== null && only.tag !== 'table') return dataTable(only, depth + 1);
  if (el.tag === 'figure') {
    const table = el.children.find((c): c is ElementNode => c instanceof ElementNode);
    return table?.tag === 'table' && headerCells(table);
  }
  if (el.children.length > TABLE_BOX_KIDS * 2 + 1) return false;
  let table: ElementNode | null = null;
  let besides = 0;
  for (const c of el.children) {
    if (c instanceof TextNode) {
      if (c.ink) return false;
    } else if (c.tag === 'table' && table === null) table = c;
    else besides += c.chars;
  }
  return table !== null && besides <= TABLE_TITLE_MAX && headerCells(table);
}

/** Wrappers looked through for a data table, each holding only the next. */
const TABLE_WRAPPERS = 2;

/** A box of a data table holds so many elements at most; what it says beside the table is its title. */
const TABLE_BOX_KIDS = 3;
const TABLE_TITLE_MAX = 80;

/** The block holds the page's <h1> or its <main>, looked for among its first AD_POST_LOOK elements. */
function holdsTitle(el: ElementNode): boolean {
  return findElement(el, (e) => e.tag === 'h1' || e.tag === 'main', AD_POST_LOOK) !== null;
}

/** A class naming a block of text ("widget-text", "text-widget", "widget_text"). */
const TEXT_BLOCK = /(?:^|[\s_-])text(?:$|[\s_-])/i;

/** A text tagged as an ad by a bracketed label before it ("[AD]", "[PR]", "【广告】", "(광고)"). */
const AD_TAGGED = new RegExp(`^\\s*[\\[【(（](?:${AD_LABELS}|pr)[\\]】)）]`, 'i');

/** Blocks whose whole text is a furniture label ("Advertisement", "12 comments", "Share this"…), in several languages. */
const LABEL = new RegExp(
  '^(?:' +
    [
      AD_LABELS,
      // where an ad breaks the text: "Article continues below", "Advertisement - Scroll to continue"
      '(?:the )?(?:article|story|content|text|post) continues (?:below|after (?:the |this )?(?:ad|advertisement|break))(?: (?:the |this )?(?:ad|advertisement))?|continue reading (?:below|after (?:the |this )?(?:ad|advertisement))|(?:advertisement|ad)\\s*[-–—:|]?\\s*(?:scroll|continue reading)(?: down)?(?: to continue(?: reading)?)?|scroll (?:down )?to continue(?: reading| with content)?',
      'weiterlesen nach der anzeige|(?:der )?artikel (?:wird )?(?:unter|nach) der anzeige fortgesetzt|la suite (?:de l.article )?après (?:la |cette )?publicité|l.article continue (?:ci-dessous|après (?:la |cette )?publicité)|(?:el )?artículo continúa (?:debajo|abajo|después (?:del|de este) anuncio)|продолжение (?:статьи )?(?:ниже|после рекламы)|статья продолжается (?:ниже|после рекламы)',
      'comments?|\\d+ comments?|leave a (?:comment|reply)|kommentare?|\\d+ kommentare?|комментари[йи]|评论|評論|コメント|댓글',
      // a listing's sorting and filtering controls ("Sort by:", "Sort: Best Match", "Filters"); a lone "filter" may name
      // an API's method
      'sort by|sort ?[:：] ?[^:：]{1,30}|filter by|filters|refine by|sortieren nach|filtern nach|trier par|filtrer par|ordenar por|filtrar por|сортировать по|сортировка|фильтры|排序方式|筛选条件|並び替え|絞り込み(?:検索)?|정렬 기준',
      // a story's reading time, on its card or under its title
      '\\d+ ?(?:-|–)? ?(?:min(?:ute)?s?\\.?|m) (?:read|reading)|(?:reading time|lesezeit|temps de lecture|tiempo de lectura|время чтения):? ?\\d+ ?(?:min(?:ute)?s?\\.?|минут[аы]?)?|\\d+ ?min(?:\\.|uten)? (?:lesezeit|lesen|de lecture|de lectura)|\\d+ ?минут[аы]? чтения|\\d+ ?分钟阅读|阅读(?:时间|時間)[:：]? ?\\d+ ?分钟?|読了(?:時間)?[:：]? ?(?:約)?\\d+ ?分|\\d+ ?분 (?:읽기|분량)',
      // a post's reaction count ("3 Likes" under each post of a Discourse thread), a quote's expander (below)
      '\\d[\\d.,]*[km]? ?(?:likes?|reactions?|upvotes?|j.aime|me gusta|лайк(?:а|ов)?|个赞|個讚|いいね)|좋아요 \\d+개?',
      // a post's or a story's view count ("1,204 views"), an attachment's link label ("View attachment 2028258")
      '\\d[\\d.,]*[km]? ?(?:views?|aufrufe|vues|visitas|просмотр(?:а|ов)?|次(?:浏览|阅读|查看)|回閲覧|회 조회)|조회(?:수)? ?[:：]? ?\\d[\\d.,]*|view attachment \\d+',
      'click to (?:expand|shrink)|zum vergrößern anklicken|cliquez pour (?:développer|agrandir)|haz clic para expandir|нажмите для раскрытия|点击展开|クリックして展開|클릭하여 확장',
      // a disclosure's own words for opening and closing it (rustdoc's "Expand description" over an open <details>)
      '(?:expand|collapse)(?: all| description| details| section)?|(?:alle )?(?:ausklappen|einklappen)|tout (?:déplier|replier)|(?:expandir|contraer) todo|(?:развернуть|свернуть)(?: вс[её])?|展开全部|全部展开|收起|すべて(?:展開|折りたたむ)|모두 (?:펼치기|접기)|펼치기|접기',
      'share(?: this(?: article| story| post| page| item| product| deal| recipe| video)?)?|teilen|partager|compartir|condividi|поделиться|分享|シェア|共有|공유(?:하기)?',
      CONTROLS,
      'print|drucken|imprimer|imprimir|печать|打印|印刷|인쇄',
      // a page's stamp of its last change standing alone ("This page was last updated on 2026-01-26", "Zuletzt
      // aktualisiert am 3. März 2024", "最終更新日：2024年3月3日"): the site's record, not the text
      '(?=[^\\n]{0,60}\\d)(?:(?:this page was |page )?last (?:updated|modified|edited|reviewed)(?: on| at)?|zuletzt (?:aktualisiert|geändert|bearbeitet)(?: am)?|dernière (?:mise à jour|modification)(?: le)?|última (?:actualización|modificación)(?: el)?|последнее (?:обновление|изменение)|最后(?:更新|修改)(?:于|時間|时间)?|最終更新(?:日)?|(?:마지막|최종) (?:번역 )?(?:업데이트|수정)(?:일)?)\\s*[:：]?\\s*[^\\n]{1,40}',
      // a banner asking to open the page in the site's app
      'open in (?:the )?(?:desktop |mobile |\\w+ )?app|in (?:der )?app öffnen|ouvrir dans l.app(?:lication)?|abrir en (?:la )?app(?:licación)?|открыть в приложении|在?(?:应用|應用|app) ?[中内內]?打[开開]|アプリで開く|앱에서 열기',
      'email|e-mail',
      'read more|weiterlesen|mehr lesen|lire la suite|leer más|читать (?:далее|ещё|еще)|подробнее|阅读更多|閱讀更多|查看更多|続きを読む|もっと見る|더 ?보기',
      'related (?:articles|stories|posts)|ähnliche artikel|verwandte artikel|das könnte sie auch interessieren|articles similaires|похожие статьи|читайте также|相关文章|相關文章|相关阅读|関連記事|관련 ?기사',
      // the way back up, and a feedback widget's question
      BACK_TO_TOP,
      '(?:was|is) this (?:page|article|answer|information|doc|documentation|content|review) (?:helpful|useful)\\??|was this helpful\\??|did you find what you (?:were looking for|needed)\\??|(?:didn[’\']t|did not|can[’\']t|couldn[’\']t) find what you(?:[’\']re| are| were) looking for\\??(?:\\s*(?:ask|post|search|contact)\\b[^.?!\\n]{0,30})?|(?:nicht )?gefunden,? (?:was|wonach) sie (?:gesucht haben|suchen)\\??|vous n.avez pas trouvé ce que vous cherch(?:ez|iez)\\s*\\??|¿?no (?:encontraste|encontró|has encontrado|ha encontrado) lo que (?:buscabas|buscaba)\\??|не нашли(?: то,?)? что искали\\??|没有?找到(?:您|你)?(?:要找的|想要的)(?:内容|答案)?[？?]?|お探しの(?:情報|内容|ページ)(?:は|が)見つかりませんでしたか[？?]?|찾으시는 (?:내용|정보)이? 없(?:나요|으신가요)\\??|did this (?:page|article) help(?: you)?\\??|rate this (?:page|article)|war diese (?:seite|bewertung|rezension) hilfreich\\??|(?:cette page vous a-t-elle|cet avis vous a-t-il) été utile ?\\??|¿(?:te|le) (?:ha resultado|resultó) útil\\??|эта (?:страница|статья) была полезной\\??|这篇文章(?:对您)?有帮助吗[？?]?|这条评价(?:对您)?有(?:帮助|用)吗[？?]?|本页(?:面)?(?:对您)?有帮助吗[？?]?|この(?:ページ|記事|レビュー|口コミ)は(?:お)?(?:役に立ちましたか|参考になりましたか)[？?]?|이 (?:페이지|글|문서|리뷰|후기)(?:가|이) 도움이 되었나요\\??',
      // a spinner's status line, left in the markup for the script that replaces it
      'loading|please wait|wird geladen|lädt|bitte warten|chargement(?: en cours)?|cargando|carregando|caricamento(?: in corso)?|загрузка|подождите|加载中|載入中|正在加载|読み込み中|ロード中|로딩 ?중|불러오는 ?중',
    ].join('|') +
    ')\\s*[:：.…]*$',
  'i',
);

/** A bare count or score standing alone: votes, likes, share counts. */
const BARE_NUMBER = /^[+\-–]?\d[\d.,]*[kKmM]?$/;

/**
 * A copyright line: "© 2024 Example Inc.", "Copyright … All rights reserved.", "Alle Rechte vorbehalten", "Tous droits
 * réservés", "Все права защищены", "版权所有", a Chinese blog's "版权声明：本文为博主原创文章…转载请附上原文出处链接", "無断転載を禁じます",
 * "転載禁止", "<저작권자 ⓒ 연합뉴스, 무단 전재-재배포 금지>".
 */
const COPYRIGHT = new RegExp(
  String.raw`^[<(\[［〈]?\s*(?:©|ⓒ|\(c\)|copyright\b|저작권자)|\ball rights reserved\b|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|все права защищены|版[权權]所有|^版[权權][声聲]明|[转轉]载请(?:注明|註明|附上|保留)|無断(?:転載|複製|転用)|転載(?:を)?禁(?:止|じ)|무단\s*(?:전재|복제|배포)|^(?:this (?:work|page|site|documentation|content|article)(?:,? including (?:the )?code samples,?)? is )?licensed under (?:a |the )?(?:creative commons|cc[ -]by|gnu free documentation)\b`,
  'iu',
);

/** A chooser's label says this much at most (characters), and its chooser is within this many elements of it. */
const CHOOSER_LABEL_MAX = 60;
const CHOOSER_LOOK = 12;

function label(el: ElementNode): boolean {
  if (ITEM_TAGS.has(el.tag) || !el.block || el.chars === 0 || el.chars > 200 || listingBlock(el)) return false;
  // a box's empty state, named so ("<p class="empty">You have no items to compare.</p>", a sidebar's wish list)
  if (el.chars <= EMPTY_STATE_MAX && el.attrs.class !== undefined && EMPTY_STATE.test(el.attrs.class)) return true;
  const raw = textOf(el);
  if (placeholder(el, raw)) return true;
  // the label of a list to choose from, the list taken out ("Display posts from previous: <select>…", "Sort by:
  // <select>…"): a control's words without the control
  if (el.chars <= CHOOSER_LABEL_MAX && /[:：]\s*$/.test(raw) && findElement(el, (e) => e.chooser, CHOOSER_LOOK) !== null) return true;
  // a link set among posts or results as one of them, tagged as an ad ("[AD] 개발자 연봉 협상 …", "[PR] …", "【广告】…")
  if (el.linkChars >= el.chars * 0.8 && AD_TAGGED.test(raw)) return true;
  // past 30 characters only a copyright line or an ad's "continues below" is a label: most blocks are ruled out
  // without normalising their text
  const long = el.chars > 30;
  const script = scriptNotice(raw);
  // (and a forum's line of who is reading: "0 Members and 3 Guests are viewing this topic.")
  const viewers = el.chars <= LONG_LABEL * 2 && VIEWERS_HINT.test(raw) && VIEWERS.test(oneLine(raw));
  if (long && !script && !viewers && !COPYRIGHT_HINT.test(raw) && !(el.chars <= LONG_LABEL && CONTINUES_HINT.test(raw))) return false;
  if (script || viewers) return true;
  const t = oneLine(raw);
  if (COPYRIGHT.test(t)) return true;
  // (a number alone is a count, unless it is an amount with its decimals and its name says it is a price: bol.com's
  // "price-block__price", "179,99", or "89<sup>95</sup>", the cents raised; a price's cents alone, "00", are not one)
  return LABEL.test(t) || (!long && BARE_NUMBER.test(t) && !inCell(el) && !underLabel(el) && !((/\d[.,]\d/.test(t) || raisedCents(el, t)) && priceMarked(el)));
}

/**
 * The site telling a browser without scripts to turn them on ("This site is best viewed in a modern browser with
 * JavaScript enabled.", "You need to enable JavaScript to run this app.", "请启用 JavaScript 以查看本页"): it says
 * something of the reader's browser, not of the page's subject. A how-to on enabling JavaScript names no site or page
 * of its own so.
 */
function scriptNotice(raw: string): boolean {
  if (!/javascript/i.test(raw)) return false;
  if (/(?:启用|開啟|开启|打开|有効に|활성화|aktivieren|aktiviert|activer|activez|activar|habilitar|habilite|включите|включить)/i.test(raw)) return true;
  return /\b(?:enable|enabled|disabled|required|turn on|activate)\b/i.test(raw) && /\b(?:this|the) (?:site|page|app|website|application|web ?app|content|comments?|forum|board)\b/i.test(raw);
}

/**
 * A code listing, or a block holding one (a notebook's output, "1042.5" in a <pre>): what it shows is the program's,
 * never a page's label or count.
 */
function listingBlock(el: ElementNode): boolean {
  if (el.tag === 'pre') return true;
  for (const c of el.children) if (c instanceof ElementNode && (c.tag === 'pre' || (c.tag === 'div' && c.children.some((g) => g instanceof ElementNode && g.tag === 'pre')))) return true;
  return false;
}

/** Levels above a block looked at for the table cell it is written in. */
const CELL_LEVELS = 3;

/**
 * The block is written in a table's cell (`<td><p>50</p></td>`) or a description list's value (eBay's item specifics:
 * "Bluetooth Version" → `<dd><div><span>5.0</span></div></dd>`): a number there is data, not a count.
 */
function inCell(el: ElementNode): boolean {
  return ancestorTagged(el, VALUE_CELLS, CELL_LEVELS) !== null;
}

/**
 * The second of a list item's two blocks, under a short first one: a value under its label (a details list's
 * "Version" then "2024.6.3.1222").
 */
function underLabel(el: ElementNode): boolean {
  const p = el.parent;
  if (!p || p.tag !== 'li' || p.children.length > LABEL_ROW_MAX) return false;
  // (asked while the item's children are being judged: those taken out have lost their parent, and one kept may
  // stand twice in the list until it is compacted)
  let first: ElementNode | null = null;
  let second: ElementNode | null = null;
  for (const c of p.children) {
    if (!(c instanceof ElementNode) || c.parent !== p || c === first || c === second) continue;
    if (first === null) first = c;
    else if (second === null) second = c;
    else return false;
  }
  return second === el && first!.chars <= UNDER_LABEL_MAX;
}

/** A label over its value in a list item is at most this long (characters). */
const UNDER_LABEL_MAX = 30;

/** Where a value is written beside its label: a table's cells, a description list's values. */
const VALUE_CELLS: ReadonlySet<string> = new Set(['td', 'th', 'dd']);

/**
 * An in-page link back up to a part of the page ("Back to Project" after each section of a listing, "↑ Back to
 * contents", "Zurück zur Übersicht", "Retour au sommaire", "Volver al índice", "Вернуться к оглавлению", "返回目录",
 * "目次に戻る", "목차로 돌아가기"): the way back, as "Back to top" is.
 */
const BACK_TO =
  /^(?:[↑⬆^]\s*)?(?:(?:back|return) to|zurück zu[mr]?|retour (?:à|au|aux)|volver (?:a|al)|вернуться (?:к|в)|назад к|返回|回到)\s*\S.{0,30}$|^.{1,20}(?:に戻る|へ戻る|(?:으)?로 돌아가기)$/i;

/**
 * A button, or a link within the page ("#top"), standing alone in its line whose whole text is a label ("Back to Top"
 * at the end of a doc page): a control, as a block holding only that text is (see label). A link to another page
 * stays, as under a card its "Read more" may be the only link to the item, unless it is a thread's or a shop's button
 * ("Ask question", "Reply", "Add to Cart") or goes to sign in or up. The caller knows it stands alone (no words beside
 * it).
 */
function linkLabel(el: ElementNode): boolean {
  if (el.block || el.chars === 0 || el.chars > 30) return false;
  // any other element only as the way back up ("<span class="toc-up">(Up)</span>" beside each heading): a span's
  // "Email" beside an address is the address's label
  if (el.tag !== 'a' && el.tag !== 'button') return el.chars <= 12 && TO_TOP.test(oneLine(textOf(el)));
  const t = oneLine(textOf(el));
  const href = el.tag === 'a' ? el.attrs.href : undefined;
  // a link to another page (and one to sign in or up, whatever it says: Reddit's "Join the conversation" to /login/)
  if (href !== undefined && !href.startsWith('#')) return CONTROL.test(t) || (ACCOUNT_HREF.test(href) && wholeLine(el, t));
  return LABEL.test(t) || (href !== undefined && BACK_TO.test(t));
}

/**
 * The element's words, `t`, are the whole line it stands in: the block round it, through the inline elements wrapping
 * it, says nothing more (a link set in <strong> inside a sentence has no words beside it in the <strong>).
 */
function wholeLine(el: ElementNode, t: string): boolean {
  // (the blocks round it are still being measured: known by their tags)
  let p = el.parent;
  for (let i = 0; p && !BLOCK_TAGS.has(p.tag) && i < WHOLE_LINE_UP; i++) p = p.parent;
  if (!p || !BLOCK_TAGS.has(p.tag)) return false;
  const line = boundedTextOf(p, WHOLE_LINE_NODES, t.length + WHOLE_LINE_SPACE);
  return line !== null && oneLine(line) === t;
}
const WHOLE_LINE_UP = 4;
const WHOLE_LINE_NODES = 12;
/** White space read round the words, at most (characters): the markup's indentation. */
const WHOLE_LINE_SPACE = 200;

/** Terms of a price say this much at most (weighted characters), and name the price or when it ends. */
const PROMO_TERMS_MAX = 120;
const PRICE_TERMS = /\b(?:price|ends?|until|valid|while (?:stocks|supplies) last)\b|preis|prix|precio|prezzo|цена|价格|價格|価格|가격|\bbis\b|jusqu|hasta|solange|截止|まで|까지/i;

/** A group of radio buttons says this much at most to be a control's (weighted characters). */
const RADIO_GROUP_MAX = 200;

/** A class naming credit ("pdp-price__credit-amount", "credit-info"): a picture's credit, or on a shop a price on credit. */
const CREDIT_NAME = /(?:^|[\s_-])credit(?:$|[\s_-])/i;

/** A parent with more children than this is not looked through for an element's place (see afterPrice). */
const PRICE_SIBLINGS_MAX = 200;

/** The element right before this one among its parent's children, still in the tree, shows a price. */
function afterPrice(el: ElementNode): boolean {
  // (its place looked for among more children than a twin's: a product's column holds a few dozen, white space between)
  const at = siblingPlace(el, PRICE_SIBLINGS_MAX);
  if (at < 0) return false;
  const kids = el.parent!.children;
  // (the analysis is taking the parent's children out as it goes: one taken out no longer has it as its parent)
  for (let i = at - 1; i >= 0; i--) {
    const c = kids[i]!;
    if (c instanceof TextNode) {
      if (c.ink) return false;
      continue;
    }
    if (c.parent !== el.parent) continue;
    return showsPrice(c);
  }
  return false;
}

/**
 * A count of ratings or reviews, in several languages ("38,412 ratings", "1.384 Bewertungen", "862 ulasan", "리뷰
 * 1,204"), or a score out of five or ten ("Note du vendeur : 4,7/5 · 32 450 ventes").
 */
const RATINGS_COUNT = /[1-9][\d.,]*\s*(?:(?:ratings?|reviews?|bewertungen|rezensionen|avis|reseñas|valoraciones|recensioni|ulasan)\b|évaluations|avaliações|отзыв|оцен|条评价|條評價|件のレビュー|件の評価|개의 리뷰)|(?:리뷰|후기|评价|評價)\s*\d|(?<![\d.,])\d(?:[.,]\d{1,2})?\s?\/\s?(?:5|10)(?![\d.,])/i;
/** Such a line says this much at most (weighted characters), looked through in this many elements. */
const RATING_LINE_MAX = 60;
const RATING_LINE_LOOK = 30;

/** A link's rel that says it was paid for. */
const SPONSORED_REL = /(?:^|\s)sponsored(?:\s|$)/i;

/** One of the few boxes round the element holds a label saying it is an ad (see holdsAdLabel). */
function adLabelAbove(el: ElementNode): boolean {
  let p = el.parent;
  for (let i = 0; p && i < AD_LABEL_UP; i++, p = p.parent) if (holdsAdLabel(p)) return true;
  return false;
}
const AD_LABEL_UP = 3;

/**
 * An address of a page to sign in or up ("/login/", "/users/sign_in", "/account/register?returnUrl=…"), in English or
 * in the site's language ("/registrieren.html", "/connexion", "/registro").
 */
const ACCOUNT_HREF = /^(?:https?:\/\/[^/?#\s]+)?(?:\/[\w-]+){0,2}\/(?:log-?in|sign[-_]?in|sign[-_]?up|register|registration|join|auth\/(?:login|signin)|registrieren|anmelden|einloggen|connexion|inscription|registro|registrarse|registrati|cadastro|logowanie|rejestracja)(?:[/?#.]|$)/i;

/** A link to sign in or up, or to subscribe. */
function accountHref(e: ElementNode): boolean {
  return e.tag === 'a' && e.attrs.href !== undefined && (ACCOUNT_HREF.test(e.attrs.href) || SUBSCRIBE_HREF.test(e.attrs.href));
}

/**
 * An address of a page to subscribe, to the publication rather than to a list ("https://subscribe.wired.com/…",
 * "/subscribe?source=…", "/abo/", "/abonnement", "/assinatura").
 */
const SUBSCRIBE_HREF = /^(?:https?:\/\/subscribe\.[^/?#\s]+(?:[/?#]|$)|(?:https?:\/\/[^/?#\s]+)?(?:\/[\w-]+){0,2}\/(?:subscribe|subscriptions?|abo|abonnement|abonnieren|suscripcion|suscribete|assinatura|assine|abbonamento|abbonati)(?:[/?#.]|$))/i;

/**
 * A template's placeholder or a CMS shortcode left unrendered, alone in its block: "{{hire-ai-eng="/case-banners/x"}}",
 * "{% include cta %}", "[CTA_MODULE]", "[contact-form-7 id="12" title="Contact"]". Not a code listing's line: a
 * template shown to the reader is in <pre> or <code>.
 */
const PLACEHOLDER =
  /^(?:\{\{[^{}\n]{1,200}\}\}|\{%[^{}\n]{1,200}%\}|\[[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\]|\[\/?[a-z][\w-]{1,40}(?:\s+[\w-]+=(?:"[^"\n]*"|'[^'\n]*'|[^\s\]]+))+\s*\/?\])$/;

function placeholder(el: ElementNode, raw: string): boolean {
  if (el.tag === 'pre' || el.tag === 'code') return false;
  const t = raw.trim();
  const c = t.charCodeAt(0);
  if (c !== 123 && c !== 91) return false; // "{" or "["
  for (const k of el.children) if (k instanceof ElementNode && (k.tag === 'code' || k.tag === 'pre')) return false;
  return PLACEHOLDER.test(t);
}

/** A class naming a box's empty state: "empty", "empty-state", "minicart__empty", "wishlist-empty". */
const EMPTY_STATE = /(?:^|\s)(?:[a-z0-9]+(?:__|[-_]))*empty(?:[-_](?:state|message|text|msg))?(?:\s|$)/i;
/** An empty state's message says this much at most (weighted characters). */
const EMPTY_STATE_MAX = 120;

/**
 * A forum's line of who is reading the topic or the board, its counts or its names after it: "0 Members and 3 Guests
 * are viewing this topic.", "Users browsing this forum: Bing [Bot] and 2 guests", "Mitglieder in diesem Forum: 0
 * Mitglieder und 7 Gäste", "Benutzer, die gerade dieses Thema lesen", "Сейчас этот форум просматривают".
 */
const VIEWERS =
  /^(?:\d+ (?:members?|users?) and \d+ guests? (?:are )?(?:viewing|browsing|reading) this (?:topic|thread|board|forum)|users browsing this (?:forum|topic|thread)\s*:|utilisateurs parcourant (?:ce forum|ce sujet|cette discussion)\s*:|usuarios (?:navegando por|viendo) este (?:foro|tema)\s*:|utenti che stanno (?:visualizzando|leggendo) (?:questo forum|questo argomento)\s*:|(?:mitglieder|benutzer) in diesem (?:forum|thema)\s*:|benutzer, die gerade (?:dieses thema|dieses forum) (?:lesen|betrachten)|derzeit (?:sind|ist) \d+ (?:benutzer|mitglieder?) (?:aktiv )?in diese[mr] (?:thema|forum)|(?:there (?:are|is) )?(?:currently )?\d+ users? (?:active|browsing|viewing) (?:in )?this (?:thread|topic)|\d+ (?:mitglieder?|benutzer) und \d+ g(?:ast|äste) (?:betrachten|lesen|sehen sich) (?:dieses|diese|diesen) (?:thema|forum|board|beitrag)|\d+ membres? et \d+ invités? (?:sont|est) en train de (?:regarder|consulter|lire) (?:ce|cette) (?:sujet|forum|fil|discussion)|\d+ (?:miembros?|usuarios?) y \d+ (?:visitantes?|invitados?) (?:están|está) (?:viendo|leyendo) este (?:tema|foro|hilo)|\d+ utenti e \d+ (?:visitatori|visitatore|ospiti|ospite) (?:stanno|sta) (?:visualizzando|leggendo) (?:questo|questa) (?:argomento|discussione|forum)|сейчас (?:этот форум|эту тему) просматривают|当前在线|正在浏览此(?:版块|主题)的用户)/i;

/** Text that may be such a line (see VIEWERS): read before the line is normalised. */
const VIEWERS_HINT = /guest|browsing|viewing|users active|mitglieder|benutzer|gast|invités?|parcourant|navegando|usuarios|utenti|visitant|invitad|visitator|ospit|просматривают|在线|浏览/i;

/** Text that may hold a copyright line (see COPYRIGHT). */
const COPYRIGHT_HINT = /©|ⓒ|\(c\)|copyright|licensed under|rights\s+reserved|rechte|droits|derechos|diritti|direitos|права|版[权權]|[转轉]载|転載|無断|무단|저작권/iu;
/** A label past 30 characters is an ad's "Story continues below advertisement", at most this long (weighted characters). */
const LONG_LABEL = 60;
/**
 * Text that may be such an ad's line (see LABEL): "continues", "fortgesetzt", "la suite", "продолжение"; or a feedback
 * widget's longer question ("Did you find what you were looking for?", "Was this review helpful?"), or a help page's
 * ("Didn't find what you were looking for?", "Не нашли то, что искали?").
 */
const CONTINUES_HINT = /continu|fortgesetzt|suite|продолж|last (?:updated|modified|edited|reviewed)|zuletzt|dernière|última|последнее|最后|最終更新|마지막|최종|looking for|gesucht|wonach|cherch|buscab|искали|找到|見つかりません|찾으시는|helpful|hilfreich|utile|полезн|有帮助|有用|役に立ち|参考に|도움이/i;

/**
 * id="comments" on a section titled "Comments" is an anchor for the heading, not a role; so is an id naming the
 * heading its element's first box holds ("nav-specification" over "Specifications"). `id` given: an id naming the
 * element's heading from elsewhere (its aria-labelledby), compared with a heading of its own only.
 */
function idIsHeadingSlug(el: ElementNode, id?: string): boolean {
  // (its own id may name the heading of a title's box opening it: "<div class="title--wrap"><h2>Specifications</h2>")
  const heading = el.heading ?? (id === undefined ? firstBoxHeading(el) : null);
  id ??= el.attrs.id;
  if (!id || !heading) return false;
  // (what an id adds to name a heading: "related-work-heading" is "Related work")
  const a = squash(id.replace(LABEL_SUFFIX, ''));
  const b = squash(textOf(heading));
  // (the heading in the plural, the id in the singular: "nav-specification" over "Specifications")
  return (
    (a.length >= 3 && b.length > 0 && (a === b || a.endsWith(b) || b.startsWith(a) || (b.length > 4 && b.endsWith('s') && a.endsWith(b.slice(0, -1))))) ||
    asciiSlug(id, textOf(heading))
  );
}

/**
 * An id that spells its heading's first words in ASCII after a short prefix and before a counter, the letters outside
 * ASCII dropped (heise's "nav_gro__e_untersch0" over "Große Unterschiede zwischen den Netzbetreibern"): the anchor a
 * site made of the heading, not a name for the element. SLUG_MIN letters at least, after at most SLUG_PREFIX.
 */
function asciiSlug(id: string, heading: string): boolean {
  const a = id.toLowerCase().replace(/[^a-z]+/g, '');
  if (a.length < SLUG_MIN) return false;
  const b = heading.slice(0, SLUG_READ).toLowerCase().replace(/[^a-z]+/g, '');
  for (let i = 0; i <= Math.min(SLUG_PREFIX, a.length - SLUG_MIN); i++) if (b.startsWith(a.slice(i))) return true;
  return false;
}

const SLUG_MIN = 8;
const SLUG_PREFIX = 6;
/** Characters of the heading read for it. */
const SLUG_READ = 300;

/** Two or more of the element's siblings are of its kind (tag and class), and named as nothing by class or id. */
function sectionOfRun(el: ElementNode): boolean {
  const p = el.parent;
  if (!p || el.attrs.class === undefined) return false;
  const kind = kindOf(el);
  return enough(p.children, el, RUN_LOOK, 2, (c) => kindOf(c) === kind && furnitureByName(c) === NameSignal.None);
}

/**
 * A page builder's block (see builderName) among its siblings, under a parent named as nothing, one of which is a
 * builder's block too that says much outside its links: the page's run of blocks, not a sidebar's widgets.
 */
function builderRun(el: ElementNode): boolean {
  const p = el.parent;
  if (!p || furnitureByName(p) !== NameSignal.None) return false;
  // (its fellows after it are not measured yet: their text outside links is read from their markup)
  return enough(p.children, el, RUN_LOOK, 1, (c) => builderName(c) && textAtLeast(c, BUILDER_RUN_PROSE, BUILDER_RUN_LOOK, true));
}

/** The element is a page builder's box round one of its blocks (imweb's "_widget_data"). */
function builderData(el: ElementNode | null): boolean {
  const cls = el?.attrs.class;
  return cls !== undefined && BUILDER_DATA.test(cls);
}
const BUILDER_DATA = /(?:^|\s)_widget_data(?:\s|$)/;

/** Nodes read of each fellow block (see builderRun). */
const BUILDER_RUN_LOOK = 300;

/** Characters of text besides links that make a builder's block one that says much (see builderRun). */
const BUILDER_RUN_PROSE = 500;

/** A box holding a listing's count says this much at most (weighted characters), and is looked through this far. */
const COUNT_BOX_MAX = 200;
const COUNT_LOOK = 20;

/**
 * A class that names an author only as a variant of another class the element has, a BEM modifier ("c-post
 * c-post--author": the post by the topic's author, set apart in colour).
 */
function authorVariant(cls: string | undefined): boolean {
  if (cls === undefined) return false;
  const tokens = cls.split(/\s+/);
  return tokens.some((t) => {
    const at = t.indexOf('--');
    return at > 0 && AUTHOR_VARIANT.test(t.slice(at + 2)) && tokens.includes(t.slice(0, at));
  });
}

const AUTHOR_VARIANT = /^(?:author|byline)$/i;

/** Siblings looked through for a run of sections. */
const RUN_LOOK = 30;

/** The heading of the element's first element child (a title's box), if that child holds one of its own. */
function firstBoxHeading(el: ElementNode): ElementNode | null {
  return firstElementChild(el)?.heading ?? null;
}

/**
 * A callout's class as an alert box: Bootstrap's contextual "alert-warning", Elementor's "elementor-alert-info"; not a
 * notice the reader may dismiss ("alert-dismissible"), a toast, or a banner over the page (Docsy's "td-version-banner
 * alert alert-info": "You are viewing documentation for Apache Kafka 4.0, the latest release."). (GitLab's
 * "gl-alert-not-dismissible" says it stays.)
 */
function alertCallout(cls: string): boolean {
  return ALERT_CALLOUT.test(cls) && !/(?<!not-|non-)dismiss|toast|(?:^|[\s_-])banner(?:$|[\s_-])/i.test(cls);
}

/** A few levels up, an alert box that is a callout (see alertCallout), round an element that is an alert again. */
function inAlertCallout(el: ElementNode): boolean {
  for (let a = el.parent, n = 0; a && n < ALERT_UP; a = a.parent, n++) {
    if ((a.attrs.role ?? '').toLowerCase() === 'alert' && alertCallout(a.attrs.class ?? '')) return true;
  }
  return false;
}

/** Levels looked up for an alert box round an alert (see inAlertCallout). */
const ALERT_UP = 3;

const ALERT_CALLOUT = /(?:^|\s)[\w-]*alert-(?:info|warning|danger|success|primary|secondary|note|tip|important|caution)(?:\s|$)/i;

/** What an id naming a heading adds to its words ("-heading", "_title", "-label"). */
const LABEL_SUFFIX = /[-_]?(?:heading|title|label|header)$/i;

/** Text that is a JSON object or array this long, shown as is, is a script's data (a widget's state), not prose. */
const DATA_MIN = 200;

/** Inline elements that show code: a data literal in one is an example for the reader. */
const CODE_TAGS = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'var']);

/**
 * An element whose only content is one text of JSON (a framework's state parked in a hidden div), or of a dictionary
 * written with single quotes (a template's variable printed as is: "{'en-us': 'https://…/en-us/', …}"): data for the
 * page's scripts. Code (<pre>, <code>) is left alone, and so is an inline one with words beside it (`words`, see
 * judge). Linear: the text is parsed at most twice.
 */
function scriptData(el: ElementNode, words: number): boolean {
  // inline, it stands alone in its line: with words beside it, it is a sentence's example
  if (el.chars < DATA_MIN || el.children.length !== 1 || CODE_TAGS.has(el.tag) || (!el.block && words !== 0)) return false;
  const c = el.children[0]!;
  if (!(c instanceof TextNode)) return false;
  const t = c.text.trim();
  const open = t.charCodeAt(0);
  const close = t.charCodeAt(t.length - 1);
  if (!((open === 123 && close === 125) || (open === 91 && close === 93))) return false; // {…} or […]
  return parses(t) || (t.charCodeAt(1) === 39 && parses(t.replace(/'/g, '"'))); // {'…
}

function parses(t: string): boolean {
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

const enum Verdict {
  Keep,
  Furniture,
  Comments,
}

/** Words before an inline element, in its run of text (see judge's `words`). */
const WORDS_BEFORE = 1;
/** Words after it. */
const WORDS_AFTER = 2;

/** A post's number is at most this long (weighted characters). */
const POSITION_MAX = 6;

/** A breadcrumb trail holds at most this much text (weighted characters): past it, the type is set on more than one. */
const BREADCRUMBS_MAX = 600;

/**
 * The element's text is the trail `names` (see breadcrumbNames) shown: two of its names at least, in their order from
 * the first (or the second: a home link drawn as an icon), then the current page's name at most (TRAIL_REST_MAX).
 */
function shownTrail(el: ElementNode, names: string[]): boolean {
  const raw = boundedTextOf(el, TRAIL_LOOK, BREADCRUMBS_MAX * 2);
  if (raw === null) return false;
  const t = trailKey(raw);
  let at = 0;
  let matched = 0;
  for (let k = 0; k < names.length; k++) {
    if (t.startsWith(names[k]!, at)) {
      at += names[k]!.length;
      matched++;
    } else if (k > 0) break;
  }
  return matched >= 2 && t.length - at <= TRAIL_REST_MAX;
}

/** Nodes of a trail read, at most; and what its text may say past the names (letters and digits). */
const TRAIL_LOOK = 80;
const TRAIL_REST_MAX = 200;

/** schema.org's type of a breadcrumb trail, as a microdata itemtype ("https://schema.org/BreadcrumbList"). */
const BREADCRUMBS = /(?:^|[/#\s])breadcrumblist\s*$/i;

function judge(el: ElementNode, hooks: AnalyzeHooks, inContent: boolean, inItems: boolean, words = 0): Verdict {
  const lenient = hooks.lenient === true;
  // a thread's page, its comments or its posts the content (see AnalyzeHooks.keepComments and posts)
  const onThread = hooks.keepComments === true || hooks.posts === true;
  if (scriptData(el, words)) return Verdict.Furniture;
  // a longer consent notice counts when its name says layout ("privacy-banner") or names are not trusted
  // (a listing item's picture showing its price over it, Mercari's <figure> round the thumbnail and "¥38,500", is the
  // item's price, not a caption)
  // (and an icon's ligature name: "search", "shopping_cart")
  if (hidden(el) || ligatureIcon(el) || (el.cookie && cookieNotice(el, lenient || furnitureByName(el) === NameSignal.Weak)) || (pictureFigure(el) && !(inItems && showsPrice(el))) || label(el)) {
    return Verdict.Furniture;
  }
  // (a landmark only by a content name inside it, Tailwind's "prose" round a banner's words, does not keep a notice)
  if (el.dismiss === NOTICE && (!el.landmark || !holdsTitle(el))) return Verdict.Furniture;
  // a form to write in (a reply's, an answer's, a comment's or a message's box: "Your Answer", "Post as a guest",
  // "Required, but never shown"), with little prose of its own: a site that wraps its whole page in a form keeps it
  if (el.writes && el.pos < WRITING_FORM_PROSE && (el.tag === 'form' || el.block)) return Verdict.Furniture;
  if (words === 0 && linkLabel(el)) return Verdict.Furniture;
  // a group of radio buttons off a product's page: a control (a listing's sort order, "랭킹순 최신순 가격순"), its buttons
  // kept while parsing as a product's options are (see closeTrial)
  if (el.attrs.role === 'radiogroup' && !hooks.product && el.chars <= RADIO_GROUP_MAX && el.linkChars === 0) return Verdict.Furniture;
  // a post's number as the thread's microdata gives it (itemprop=position: Discourse's "1" after each post's date)
  if (hooks.keepComments && el.attrs.itemprop === 'position' && el.chars <= POSITION_MAX && /^\s*#?\d+\s*$/.test(textOf(el))) return Verdict.Furniture;
  // a trail marked up as one (schema.org microdata: itemtype …/BreadcrumbList), whatever its class names say
  if (el.attrs.itemtype !== undefined && el.chars <= BREADCRUMBS_MAX && BREADCRUMBS.test(el.attrs.itemtype)) return Verdict.Furniture;
  // and a trail the page's structured data names (its BreadcrumbList), shown as links without a name of its own
  // (Jumia's "Home Phones & Tablets Mobile Phones … Tecno Spark 20 Pro")
  if (hooks.trail && el.block && el.chars <= BREADCRUMBS_MAX && el.linkChars >= el.chars * 0.3 && shownTrail(el, hooks.trail)) return Verdict.Furniture;
  // on an article, a sign-up box or a trial box set into it; on a listing, a sign-up box among or beside its items (a
  // job board's "Be the first to see new jobs", "Neue Jobs per E-Mail erhalten", with its e-mail field)
  // (not a plan with its price and what it includes, its button under it: a service page's price table, Elementor's
  // "elementor-price-table" with "$475 per month", its list of what the plan covers and "Get started")
  if (hooks.article && !el.landmark && (el.signup === NOTICE || el.signup === FIELD || (el.offer === NOTICE && !pricePlan(el)))) return Verdict.Furniture;
  if ((inItems || hooks.items) && !el.landmark && (el.signup === NOTICE || el.signup === FIELD)) return Verdict.Furniture;
  // and a teaser set into an article for the site's newsletter, without a field of its own: a short box that names a
  // mailing list and links to the page where one signs up (SZ's "Newsletter abonnieren · München heute: … · Hier
  // kostenlos anmelden")
  if (hooks.article && !el.landmark && el.block && el.tag !== 'p' && el.chars <= NEWSLETTER_TEASER_MAX && findElement(el, newsletterLink, NEWSLETTER_LOOK) !== null && mailingList(el)) return Verdict.Furniture;
  // on a landing page, whose sections' forms are its offers, a sign-up box that says it is a mailing list's ("One email a
  // month, unsubscribe any time", "Newsletter abonnieren", "뉴스레터 구독")
  if (hooks.sections && !el.landmark && (el.signup === NOTICE || el.signup === FIELD) && mailingList(el)) return Verdict.Furniture;
  // (a forum's signature is a block under the post; words of a line so named are the parts of a code signature's)
  if (signatureName(el) && el.block && !profileLink(el) && !codeSignature(el)) return Verdict.Furniture;
  // a member's picture drawn as their initial ("M", "JD"): a picture of a letter, not a word
  if (el.chars > 0 && el.chars <= INITIALS_MAX && avatarName(el)) return Verdict.Furniture;
  // a post the forum's ad server sets among a thread's posts, dressed as one (Tieba's "l_post j_ad_post", its text in a
  // "d_post_content", which makes it look like the content): an advertisement, unless it holds the page's title
  if (el.landmark && onThread && adName(el) && el.chars <= AD_POST_MAX && !holdsTitle(el)) {
    return Verdict.Furniture;
  }
  // and one not so named, dressed as its fellows but labelled an ad in a line of its own (Tieba's "广告" in the post's
  // tail, under a sponsor's name)
  if (onThread && el.block && el.chars <= AD_POST_MAX && adLabelled(el) && amongItsKind(el, AD_FELLOWS_LOOK) && !holdsTitle(el)) {
    return Verdict.Furniture;
  }
  if (el.landmark) return Verdict.Keep;
  // a box of what the reader viewed before, empty or not ("Recently viewed: Items you view will show up here", "최근 본
  // 상품이 없습니다"): the reader's history, not the page
  if (el.block && el.chars <= RECENT_MAX && recentlyViewed(el)) return Verdict.Furniture;
  // a pitch for the site's app, with links to the app stores or into the app ("잡코리아 앱에서 맞춤 공고 알림을 받아보세요"
  // beside "Google Play" and "App Store", "打开天猫App，领取专属优惠券" beside a tmall:// link)
  if (el.block && el.chars <= APP_PITCH_MAX && appPitch(el)) return Verdict.Furniture;
  // and a short box asking the reader to make an account or to subscribe, every link in it one to sign in or up or to
  // subscribe (Hugging Face's "Join the Hugging Face community and get access to the augmented documentation
  // experience … Sign Up to get started", WIRED's "Special offer for WIRED readers … Subscribe Today");
  // and on a product's page (a box of its reviews' "Helpful" buttons that go to sign in), unless it shows a member's
  // price; not on a landing page nor on a listing, whose boxes ask for an account as their offer ("Free to try. Fast to
  // scale. · Sign up", a pricing page's plans)
  if (
    (!hooks.sections || hooks.product) && el.block && el.chars <= ACCOUNT_PITCH_MAX && !el.landmark && accountPitch(el) &&
    !(hooks.sections && (showsPrice(el) || saysPrice(el)))
  ) {
    return Verdict.Furniture;
  }
  // and on a thread, such a box named for guests, its links to sign in or up set in its sentences too (Invision's
  // "cGuestTeaser": "Join the conversation · You can post now and register later. If you have an account, sign in now
  // to post with your account. · Register a new account")
  if (onThread && el.block && el.chars <= ACCOUNT_PITCH_MAX && !el.landmark && el.attrs.class !== undefined && GUEST_NAME.test(el.attrs.class) && accountPitch(el, true)) return Verdict.Furniture;
  // a line leading to the next or the previous page of a series, by its link's rel ("Next example: <a rel="next">Atomic
  // Counters</a>.", "« <a rel="prev">Older posts</a>"): the site's way through, not the page
  if (el.block && el.chars <= PAGER_MAX && el.linkChars >= el.chars * 0.4 && pagerLine(el)) return Verdict.Furniture;
  // and a pager by its words: page numbers, "…", arrows and the words for the pages before and after ("<<上一页 1 2 3 4 …
  // 下一页>>", Douban's "<前页 1 2 后页>", Magento's "Page You're currently reading page 1 Page 2 Page Next"), some of
  // them links
  // (with two links at least to other pages: a code listing's line numbers link into the page, "#hl-0-1", and a card's
  // rating with its count, "5 (12)", is one link)
  if (el.linkChars > 0 && el.chars <= PAGER_MAX && pagerWords(el)) return Verdict.Furniture;
  // a link through an ad server's click address (Google Ad Manager's "pubads.g.doubleclick.net/gampad/clk?…", Taboola's,
  // Outbrain's): an advertisement, however it is dressed (leboncoin's "Publicité · Assurez votre vélo…" among the ads)
  // (or through the site's own ad redirect: Zhihu's "/xen/market/ad-redirect?ad_id=…" among the answers)
  // (inside a listing's item it is left for the item, judged whole: see adLinksOnly)
  if (el.tag === 'a' && el.attrs.href !== undefined && !(inItems && hooks.items) && adHref(el.attrs.href)) return Verdict.Furniture;
  // and a link the page marks as paid for (rel="sponsored") that is the whole of its line, in a box labelled as an ad:
  // OKWave's "PR" box, "【最大5,000円OFF】家電の分解クリーニング…"; one inside a sentence, or a buying guide's "$228 from
  // Amazon" under each product it recommends, is the text's
  if (el.tag === 'a' && el.attrs.rel !== undefined && !(inItems && hooks.items) && SPONSORED_REL.test(el.attrs.rel) && el.chars > 0 && wholeLine(el, oneLine(textOf(el))) && adLabelAbove(el)) return Verdict.Furniture;
  // a link to edit the page's source in its repository, or to file an issue about it ("Edit this page on GitHub",
  // "このページを編集", "Request changes"): a tool of the site's, whatever its words
  if (el.tag === 'a' && el.attrs.href !== undefined && EDIT_HREF.test(el.attrs.href)) return Verdict.Furniture;
  // and a short block with a link, named for the page's edit link (Prometheus' "docs-edit-link": "This documentation is
  // open-source. Please help improve it by filing issues or pull requests. Edit this page"); on a documentation page,
  // one named for which version it documents (Celery's "versionwarning": "This document describes the current stable
  // version of Celery (5.4). For development docs, go here."), or for contributing to the docs (GitHub Docs'
  // "contribution": "All GitHub docs are open source. … Make a contribution"): the site's, about its pages
  if (el.block && el.chars <= EDIT_BLOCK_MAX && el.linkChars > 0 && el.attrs.class !== undefined) {
    const cls = el.attrs.class;
    if (EDIT_NAME.test(cls) || (hooks.docs && (VERSION_NOTE.test(cls) || CONTRIBUTE_NAME.test(cls)))) return Verdict.Furniture;
  }
  // on a thread, a short box named for the forum's rules (phpBB's "rules": "Forum rules · Before you post read how to
  // get help. Topics in this forum are automatically closed 6 months after creation."), or for the board's title or
  // description over the post (PGR21's "board-header": "자유 게시판 · 자유롭게 이야기를 나누는 공간입니다."; Bobaedream's
  // "boardTitle") unless it holds the page's title: the board's, not the topic's
  if (onThread && el.block && el.chars <= RULES_MAX && el.attrs.class !== undefined) {
    const cls = el.attrs.class;
    if (RULES_NAME.test(cls) || (BOARD_HEAD.test(cls) && !holdsTitle(el))) return Verdict.Furniture;
  }
  // a link that goes nowhere but runs the page's script to show more of a list ("Load More Reviews", "查看更多", "더보기"
  // on href="#" or "javascript:"): a control, not a way to another page
  if (el.tag === 'a' && el.chars > 0 && el.chars <= LOAD_MORE_MAX && scriptHref(el.attrs.href) && LOAD_MORE.test(oneLine(textOf(el)))) return Verdict.Furniture;
  // a tile set among a listing's items but unlike them, labelled as an ad (eBay's "Sponsored" banner between results)
  if (hooks.items && hooks.sections && el.parent === hooks.items && adTile(el, hooks.items)) return Verdict.Furniture;
  // and a tile of another kind showing no price among items that show theirs (IKEA's "plp-content-card", a story on
  // styling a bookcase set into the grid of bookcases): the shop's teaser, not one of the goods listed
  if (hooks.items && hooks.sections && el.parent === hooks.items && unpricedTile(el, hooks.items)) return Verdict.Furniture;
  // and a result whose every link goes through the site's ad redirect (Yelp's "/adredir?ad_business_id=…"), however
  // it is dressed
  if (hooks.items && el.parent === hooks.items && adLinksOnly(el)) return Verdict.Furniture;
  // and on a listing, a block named for search engines outside its items and their wrappers (SeLoger's
  // "SeoBlock__Wrapper": a guide to the city's rents and links to other towns; Gymshark's "collection-seo-data"):
  // written for crawlers, not the results
  if (hooks.items && !inItems && el.block && !hooks.itemsPath?.has(el) && el.attrs.class !== undefined && SEO_NAME.test(el.attrs.class)) return Verdict.Furniture;
  // and after a listing's results, a box teasing another part of the site: a heading, a line, and one link there
  // ("Newtown suburb insights … Explore the Newtown suburb profile", "Data Analyst career guide … Explore the career
  // guide", "Combien gagne un Développeur web à Lyon ? … Voir le détail des salaires")
  if (hooks.items && hooks.itemsPath && !inItems && el.block && !hooks.itemsPath.has(el) && teaserAfter(el, hooks.items, hooks.itemsPath)) return Verdict.Furniture;
  // and such a box set among the results, of another kind than theirs, its title a heading or a line in bold
  // (mobile.de's "Golf finanzieren ab 199 € im Monat · Berechne jetzt deine Wunschrate · Rate berechnen")
  if (hooks.items && el.parent === hooks.items && el.block && kindOf(el) !== itemKind(hooks.items) && teaserBox(el, true)) return Verdict.Furniture;
  // a heading's words linked into the page (docutils' "toc-backref" back to the table of contents, a section's
  // anchor) are its title, whatever the link's name says
  if (el.tag === 'a' && el.parent !== null && HEADINGS.has(el.parent.tag) && (el.attrs.href ?? '').startsWith('#')) return Verdict.Keep;
  const prose = lenient && el.pos >= LENIENT_PROSE && el.linkChars <= el.chars * 0.25;
  // (the <footer> of a listing's item, a story card's "Von Sarah Lindqvist • vor 5 Std.", is the item's byline and time,
  // not the site's footer: judged as any other part of the item)
  // (and so is one showing the item's price, as a link to the item: Fiverr's "From US$25"; and on a thread, a post's
  // <footer> of its author's name and its date, Ekşi Sözlük's)
  // (nor is a <nav> that goes nowhere, no link nor button in it, saying a sentence: a Webflow dropdown's list made an
  // FAQ's answer, "<nav class="faq-answer w-dropdown-list"><p>10 堂卡與月卡限本人使用；…</p></nav>")
  if (
    furnitureByTagOrRole(el) &&
    !(el.tag === 'nav' && el.linkChars === 0 && el.punct > 0 && el.chars >= NAV_PROSE_MIN && findElement(el, linkOrButton, NAV_LOOK) === null) &&
    // (nor a list of tabs that holds its panels' sentences: Spectra's FAQ, role=tablist round each question's tab and
    // its answer; a tab list's labels say no sentences)
    !(el.attrs.role?.toLowerCase() === 'tablist' && el.linkChars <= el.chars * 0.2 && el.chars >= TABS_PROSE_MIN && el.punct >= MENU_SENTENCES) &&
    !(inItems && el.tag === 'footer' && el.chars <= POST_AUTHOR_MAX && (el.linkChars <= el.chars * 0.5 || showsPrice(el))) &&
    !(onThread && el.tag === 'footer' && el.chars > 0 && el.chars <= POST_AUTHOR_MAX && postStamp(el))
  ) {
    // a post's author line set in an <aside> (Invision Community's "ipsEntry__header": the member's name linked to
    // their profile, and the post's date), which says who wrote the post and when, when the post names its author
    // nowhere else (another theme's author column with the member's join date stays out beside its own pane)
    if (hooks.keepComments && el.tag === 'aside' && el.chars <= POST_AUTHOR_MAX && holdsTime(el)) {
      const profile = profileHref(el);
      if (profile !== null && !linkBeside(el, profile)) return Verdict.Keep;
    }
    // on a page that is no article nor a product's, an <aside> giving the business's opening hours (two spans at least)
    // and where it is (a salon's "Öppettider", the days' hours, its address and the nearest station): the page's
    if (el.tag === 'aside' && businessHours(el, hooks)) return Verdict.Keep;
    // a product's buy box set as an <aside> beside its description (see buyColumn)
    if (hooks.product && el.tag === 'aside' && buyColumn(el)) return Verdict.Keep;
    // and the options the product comes in, a <fieldset> of radio buttons' labels under a <legend> naming the option
    // (Shopify's "Size": "2 lb (30 servings)", "5 lb (75 servings)"), its legend and its labels
    // (judged before the fieldset is measured: read by its markup)
    if (hooks.product && optionPicker(el.tag === 'fieldset' ? el : pickerOf(el))) return Verdict.Keep;
    // and the product's purchase form, grouped in a <fieldset> (Naver SmartStore's "상품 구매": name, price, delivery,
    // options) showing a price
    if (hooks.product && el.tag === 'fieldset' && el.chars <= BUY_ASIDE_MAX && showsPrice(el)) return Verdict.Keep;
    // and an option to choose, its <label> showing what it costs (Apple's "iPhone 16 Pro Max | From $1,199", a plan's
    // "AppleCare+ with Theft and Loss" and what it covers), or saying it in a line (eMAG's "+2 ani Garantie Extinsa
    // pentru 229,99 Lei")
    if (hooks.product && el.tag === 'label' && el.chars <= BUY_ASIDE_MAX && (showsPrice(el) || saysPrice(el))) return Verdict.Keep;
    // the caption of a code listing or a table set in a <figure> ("Listing 5-1: A User struct definition", mdBook's and
    // many a book's), which the text refers to by it; a picture's caption stays out
    if (el.tag === 'figcaption' && el.parent?.tag === 'figure' && el.linkChars <= el.chars * 0.5 && findElement(el.parent, listingPart, LISTING_LOOK) !== null) return Verdict.Keep;
    // and the caption of a listing's item set as a <figure> (THE ICONIC's tiles: the product's brand, name and price in
    // its <figcaption>): the item's words
    if (inItems && el.tag === 'figcaption' && el.parent?.tag === 'figure' && showsPrice(el)) return Verdict.Keep;
    // and the source of a quotation set in a <figure> with it (a testimonial's "Dra. Juliana Azevedo, Clínica de
    // Fisioterapia"): who said it, as the HTML standard has a quote's figure say
    if (el.tag === 'figcaption' && el.parent?.tag === 'figure' && el.chars <= POST_AUTHOR_MAX && el.linkChars <= el.chars * 0.5 && findElement(el.parent, (e) => e.tag === 'blockquote', LISTING_LOOK) !== null) return Verdict.Keep;
    // on a documentation page, an <aside> that is mostly a code listing (ReadMe's "API Playground": the request and the
    // response an API reference's operation shows beside its text)
    if (hooks.docs && el.tag === 'aside' && codeAside(el)) return Verdict.Keep;
    // a document's footnotes, marked as such (DPUB-ARIA: Sphinx's <aside role="doc-footnote"> in an <aside> list)
    if (el.tag === 'aside' && footnotes(el)) return Verdict.Keep;
    // a note, a tip or a warning set into the text as an <aside> (Starlight's callouts, Zenn's message boxes)
    if (el.tag === 'aside' && calloutName(el) && el.linkChars <= el.chars * 0.5 && furnitureByName(el) === NameSignal.None) {
      return Verdict.Keep;
    }
    // a callout written as an alert box (Bootstrap's and Docsy's "alert alert-warning", Elementor's alert widget:
    // role=alert), a note of the text, not the site speaking (that one is dismissed: see dismiss above)
    const role = (el.attrs.role ?? '').toLowerCase();
    // (and the alert box's body inside it, an alert again, GitLab's "gl-alert-content" in "gl-alert gl-alert-warning")
    if (role === 'alert' && el.block && (alertCallout(el.attrs.class ?? '') || inAlertCallout(el)) && el.linkChars <= el.chars * 0.5) return Verdict.Keep;
    // a product's price in a live region, so that screen readers hear it change with the chosen variant (Shopify's
    // Dawn: <div role="status"> around "$88.00 USD" and the price it was), not a notice
    if (role === 'status' && priceBox(el)) return Verdict.Keep;
    return prose && el.tag !== 'nav' && el.tag !== 'footer' ? Verdict.Keep : Verdict.Furniture;
  }
  // (a panel's id is what its toggle names, often after the field it opens: Mintlify's "body-tags-children")
  let signal = furnitureByName(el, !idIsHeadingSlug(el) && !el.panel);
  // a section named by the heading that labels it (aria-labelledby="related-heading" over "Keep exploring"), unless
  // that name is only the heading's words again ("related-work-heading" over "Related work")
  const labelledBy = el.attrs['aria-labelledby'];
  if (signal === NameSignal.None && labelledBy !== undefined && !idIsHeadingSlug(el, labelledBy)) signal = labelledByName(el);
  // a part the page declares its paywalled text (Bloomberg's every paragraph, class="paywall"): the text, not a paywall
  if (signal !== NameSignal.None && hooks.paidParts !== undefined && paidPart(el, hooks.paidParts)) signal = NameSignal.None;
  // a section of a run of sections made alike, named so by its id alone (a book's page: <div id="authorIntroduction"
  // class="section"> after <div id="abstract" class="section">, each a title and its text): the class says what it is,
  // the id what it is about
  if (signal === NameSignal.Weak && el.linkChars <= el.chars * 0.3 && furnitureByName(el, false) === NameSignal.None && sectionOfRun(el)) signal = NameSignal.None;
  // a table's value cell beside its label ("Comments:" | "12 pages, 4 figures"): its class names its column
  if (signal !== NameSignal.None && el.tag === 'td' && labelBefore(el)) signal = NameSignal.None;
  // the words a cell says to screen readers beside its icon, or beside a figure it shows them not (named "sr-only",
  // a strong name): what the page means there
  if (signal !== NameSignal.None && readersWords(el)) signal = NameSignal.None;
  // (a box so named that gives the business's opening hours, "Monday – Friday 7:00 AM – 6:00 PM", is where to find it)
  if (signal === NameSignal.None && (hooks.article || hooks.docs) && callName(el) && !givesHours(el)) signal = NameSignal.Weak;
  // (a consent manager's preference centre stays out, whatever it says at length about each kind of cookie)
  if (lenient && (signal === NameSignal.Weak || (signal === NameSignal.Strong && prose && !consentName(el)))) signal = NameSignal.None;
  // the wrappers of a listing's items, and each item itself (AliExpress calls each result's wrapper a "gallery", round
  // a card that is all link), whatever weak word names them; not the cards of a carousel, a strip of picks beside
  // whatever the page is about
  if (signal === NameSignal.Weak && (hooks.itemsPath?.has(el) || (hooks.items !== undefined && el.parent === hooks.items && !CAROUSEL.test(el.attrs.class ?? '')))) {
    signal = NameSignal.None;
  }
  // a box in a sidebar giving the business's opening hours, two spans at least, and where it is (a salon's
  // "place-sidebar__card": "Öppettider", the days' hours, its address and the nearest station), on a page that is no
  // article nor a product's: where and when to find it, the page's; not the site's footer
  if (signal === NameSignal.Weak && el.block && !namedAsFooter(el) && businessHours(el, hooks)) signal = NameSignal.None;
  // a heading named for the table of contents ("tocHeader", "toc-heading") is a section's title the list is built from
  if (signal === NameSignal.Weak && HEADINGS.has(el.tag) && namedForToc(el)) signal = NameSignal.None;
  // a link named a "jump" that goes to another page, not to a place in this one (SHEIN's "goods-title-link--jump")
  if (signal === NameSignal.Weak && linkOut(el) && namedForJump(el)) signal = NameSignal.None;
  // and in a listing's item, its link round its heading, whatever weak word names the link (Cars.com's
  // "vehicle-card-link js-gallery-click-link" round "<h2>2021 Toyota RAV4 XLE Premium</h2>"): the item's title
  if (signal === NameSignal.Weak && inItems && el.tag === 'a' && el.children.some((c) => c instanceof ElementNode && HEADINGS.has(c.tag))) signal = NameSignal.None;
  // a short line naming who wrote a post of a thread ("by <a>dmitri</a> » Mon Nov 26", phpBB's "author") or a story
  // card of a listing, and the name a byline's words lead to ("By <a class="author">Logan Jones</a>": without it the
  // line says "By" and nothing); a byline over an article goes as a whole line (select.ts), an author's bio box stays out
  if (
    signal === NameSignal.Weak && el.chars <= POST_AUTHOR_MAX && namedAsAuthor(el) &&
    (onThread || inItems || (words & WORDS_BEFORE) !== 0 || (hooks.product && (labelledAuthor(el) || inReviews(el))))
  ) {
    signal = NameSignal.None;
  }
  // on a product page, a block of sentences named for the author (a book's "저자 소개", YES24's "author_txt": "1987년 전남
  // 순천에서 태어났다. …"): what the book's page says of who wrote it, as its description says what it is
  if (signal === NameSignal.Weak && hooks.product && el.block && el.chars >= AUTHOR_BIO_MIN && el.punct >= 2 && el.linkChars <= el.chars * 0.2 && namedAsAuthor(el)) signal = NameSignal.None;
  // on a thread, a post its class marks as the topic's author's, a variant of the post's own class (Bahamut's
  // "c-post c-post--author"): a post, whatever its length
  if (signal === NameSignal.Weak && onThread && el.block && namedAsAuthor(el) && authorVariant(el.attrs.class)) signal = NameSignal.None;
  // and the replies under a post, in a block named as its footer and as replies (Bahamut's "c-post__footer c-reply"):
  // the thread's, as its comments are
  if (signal === NameSignal.Weak && onThread && el.block && el.linkChars <= el.chars * 0.5 && namedAsReplies(el)) signal = NameSignal.None;
  // the foot of a card that shows a price, named as its footer (Elementor's price table: "Soit 347,50 € par mois en 4
  // fois", "Hors redevance examen de 30 €" under a plan's price): what the price covers, not the site's footer
  if (signal === NameSignal.Weak && el.block && el.chars <= CARD_FOOT_MAX && el.linkChars <= el.chars * 0.5 && pricedCardFoot(el)) signal = NameSignal.None;
  // on a product page, its deals beside its price, in a block named as a promotion that says an amount of money
  // (Vipshop's "pi-promotion-content": "每满299减30", "超级VIP会员再享9.5折，预计到手价 ¥284.05"): what it costs, not a shop's banner
  // (or a share off or a gift with it: JD's "summary-promotion", "满减 购买1件及以上，享9.5折", "赠品 赠美的不粘饭勺、量米杯各1个")
  // (a price or a deal so said may be a link to the offer's page: Sainsbury's "Nectar Price: £1.50 — With Nectar. Ends
  // 31 Dec", Watsons' "Buy 2 CeraVe cleansers, get 2nd at 50% off")
  if (signal === NameSignal.Weak && hooks.product && el.chars <= PROMOTION_MAX && namedAsPromotion(el) && (saysPrice(el) || saysDeal(el))) signal = NameSignal.None;
  // on a product page, a review, or the reviews' block, named for its looks by a weak word (Myntra's "user-review-main
  // user-review-showRating", Tiki's "customer-reviews customer-review-widget-id"): what its customers say, not furniture
  // (that says something in sentences, or is the reviews' whole block, its reviews set apart in it: a rating's bars and
  // its criteria, "5 Stars 40227 Reviews", stay out)
  if (
    signal === NameSignal.Weak && hooks.product && el.block && el.linkChars <= el.chars * 0.3 &&
    (el.pos >= REVIEW_PROSE_MIN ? namedAsReview(el) || inReviews(el) || holdsReviews(el) : el.chars >= REVIEWS_BLOCK_MIN && namedAsReview(el))
  ) {
    signal = NameSignal.None;
  }
  // and a post's line of its author's name and its date, set in a block named as its footer (Ekşi Sözlük's "footer-info":
  // "sessiz okur 1987 04.09.2023 15:03"): who wrote the post and when
  if (signal === NameSignal.Weak && onThread && el.block && el.chars <= POST_AUTHOR_MAX && el.linkChars > 0 && postStamp(el)) signal = NameSignal.None;
  // on a thread, a post's author as the page's microdata marks it (itemprop="author": Zhihu's "AuthorInfo
  // AnswerItem-authorInfo--related", the answerer's name and the line they describe themselves by), whatever its names say;
  // and so on a product's reviews, with what holds only that (Bazaarvoice's <button class="bv-author
  // bv-fullprofile-popup-target"> round the reviewer's <h3 itemprop="author">)
  if (
    (signal === NameSignal.Weak || signal === NameSignal.Strong) && (onThread || (hooks.product && inReviews(el))) &&
    el.chars <= POST_AUTHOR_MAX && microdataAuthor(el)
  ) {
    signal = NameSignal.None;
  }
  // on a thread, a member's name linked to their profile, and what holds only that, is a post's author, whatever layout
  // words name them (Khoros' "lia-link-navigation lia-user-name-link" in "UserName … widget-author-username")
  if (signal === NameSignal.Weak && onThread && el.chars > 0 && el.chars <= POST_AUTHOR_MAX && profileName(el)) {
    signal = NameSignal.None;
  }
  // an inline element with words on both sides is a word of the sentence ("a group of one or more <a
  // class="glossary-tooltip">containers</a>, with…", "Written by <a class="author">…</a> on…"): taking it out breaks it
  if (signal === NameSignal.Weak && words === (WORDS_BEFORE | WORDS_AFTER)) signal = NameSignal.None;
  // a listing item's author, a name linked to its profile and nothing more ("by writer_dev" in velog's card footer)
  if (signal === NameSignal.Weak && inItems && el.chars > 0 && el.chars <= POST_AUTHOR_MAX && profileName(el)) signal = NameSignal.None;
  // a listing item's parts (its rating, its caption) are the item's, unless mostly links (its share buttons): a part
  // showing a price is the item's however linked (Costco's "caption", its title a link over the price), but in a
  // carousel's cards (a strip of picks)
  // (and so is a line styled "caption" inside the link that is the whole card, Back Market's "Screen: 6.1 inch OLED" and
  // "Starting at": its links are the card's, not its own)
  if (
    signal === NameSignal.Weak && inItems &&
    (el.linkChars <= el.chars * 0.5 ||
      (!CAROUSEL.test(`${hooks.items?.attrs.class ?? ''} ${el.attrs.class ?? ''}`) && (showsPrice(el) || (namedAsCaption(el) && ancestorTagged(el, LINK_TAGS, CARD_LINK_UP) !== null))))
  ) {
    signal = NameSignal.None;
  }
  // inside the element named as the main content, a page builder's "widget" with few links is a block of it,
  // and so is any block with a weak name on a page of sections
  // (but a side column beside a service's text, its menu taken out, is still the site's: a "section-sidebar" with a
  // placement test's teaser; a product's, where shops set the buy box, is judged as the rest)
  if (signal === NameSignal.Weak && inContent && el.linkChars <= el.chars * 0.3 && (hooks.sections || builderName(el)) && !(namedAsSide(el) && !hooks.product)) signal = NameSignal.None;
  // and on a page of sections (not a product's, not a listing's), what its customers say, however it is shown
  // (Elementor's "testimonial-carousel" with its bullets, named for a carousel and a pager): a service's reviews, as a
  // product's are its own
  if (signal === NameSignal.Weak && hooks.sections && !hooks.product && !hooks.items && el.block && el.linkChars <= el.chars * 0.3 && namedAsReview(el)) signal = NameSignal.None;
  // and a product's buy box in a column named as a side one ("product-sidebar": its price, stock and button), as in an
  // <aside>
  if (signal === NameSignal.Weak && hooks.product && namedAsSide(el) && buyColumn(el)) signal = NameSignal.None;
  // and so is one among its fellows, one of which says much (GoDaddy's page of "widget widget-content" and "widget
  // widget-contact" blocks: the business's hours and address beside its programmes)
  if (signal === NameSignal.Weak && builderName(el) && el.linkChars <= el.chars * 0.3 && builderRun(el)) signal = NameSignal.None;
  // and one in the builder's box for it, or that box, wherever it stands (imweb's "widget board" of reviews, "widget
  // accordion" of questions, "widget table_widget" of prices, each in its "_widget_data"; "_widget_data _widget_table"):
  // a block of the page as built
  if (signal === NameSignal.Weak && builderName(el) && el.linkChars <= el.chars * 0.3 && (builderData(el) || builderData(el.parent))) signal = NameSignal.None;
  // on a listing, its count of results in a box named for its pages, or that box round it and a button for more ("You've
  // viewed 20 of 436 products", "Mostrando 15 de 214 productos"): how many there are, not a control
  if (signal === NameSignal.Weak && hooks.items && el.block && el.chars <= COUNT_BOX_MAX && (countLine(el) || findElement(el, (e) => e !== el && e.linkChars === 0 && countLine(e), COUNT_LOOK) !== null)) signal = NameSignal.None;
  // a table named for where its caption goes (Bootstrap's "caption-top", Quarto's tables of methods, each a link): the
  // word styles the table's own caption, it names no caption of a picture
  if (signal === NameSignal.Weak && el.tag === 'table' && namedAsCaption(el)) signal = NameSignal.None;
  // a code listing's caption named so, set in a line of its own right under or over the listing (mdBook's
  // "<p><span class="caption">Listing 8-5: Attempting to access…</span></p>" after the <pre>), which the text refers to
  // by it, or a table's (imweb's "table_caption": "색소 · 미백" over its prices); a picture's caption stays out
  if (signal === NameSignal.Weak && namedAsCaption(el) && listingCaption(el)) signal = NameSignal.None;
  // and on a product page, a line named for the type size of a caption under no picture (Etsy's "wt-text-caption" under
  // the price: "20% off sale ends March 31"): a style's name, not a picture's caption
  if (signal === NameSignal.Weak && hooks.product && namedAsCaption(el) && el.chars <= STYLE_CAPTION_MAX && !besidePicture(el)) signal = NameSignal.None;
  // a table of data with its header cells, or the figure holding one, whatever its name says (a salon's price table
  // named "menu-table": in Japanese a "menu" is a list of services)
  if (signal === NameSignal.Weak && el.linkChars <= el.chars * 0.3 && dataTable(el)) signal = NameSignal.None;
  // a list of what a shop offers and what it costs named as a "menu" (a salon's "menu-list", a restaurant's: in Japanese
  // and Korean a "menu" is the services offered) that says more than it links, and the parts of it (a service's name,
  // its description beside its price, the lead line under a section's heading): the page's offer, not a way round the
  // site
  if (signal === NameSignal.Weak && el.linkChars <= el.chars * 0.3 && namedAsMenu(el) && inPricedMenu(el)) signal = NameSignal.None;
  // and a paragraph so named that links nowhere (a restaurant's "intro-menu": "Cucina bolognese di tradizione dal
  // 1961. …"), which no way round a site is; or a block of sentences so named (a salon's "p-menuIntro__notes": "表示価格は
  // すべて税込です。", "p-menuInfo__body"), as a menu of buttons says none
  if (signal === NameSignal.Weak && el.linkChars === 0 && (el.tag === 'p' ? el.chars >= MENU_PROSE_MIN : el.punct >= MENU_SENTENCES && el.chars >= NAV_PROSE_MIN) && namedAsMenu(el)) signal = NameSignal.None;
  // and an FAQ's question or answer dropping down as a menu would (Webflow's "faq-question w-dropdown-toggle" over
  // "faq-answer w-dropdown-list"), linking nowhere
  if (signal === NameSignal.Weak && el.linkChars === 0 && el.chars > 0 && namedAsMenu(el) && el.attrs.class !== undefined && FAQ_NAME.test(el.attrs.class)) signal = NameSignal.None;
  // and wherever it stands, a builder's block named as text ("ssd-widget-text": JD's description, module by module)
  // that says more than it links
  if (signal === NameSignal.Weak && builderName(el) && el.linkChars <= el.chars * 0.3 && el.attrs.class !== undefined && TEXT_BLOCK.test(el.attrs.class)) signal = NameSignal.None;
  // a shop's offer price ("tm-promo-price": "¥999.00", "618大促 限时直降300元"), not a promotion of something else
  if (signal === NameSignal.Strong && promoName(el) && (priceBox(el) || (priceMarked(el) && bareAmount(el)))) signal = NameSignal.None;
  // and a listing item's own offer, a short line beside the rest of the item (Newegg's "item-promo": "Free Gift: … w/
  // purchase"), not a promotion that is all its item says (Indeed's resume promo set among the results)
  if (signal === NameSignal.Strong && promoName(el) && inItems && el.chars <= ITEM_PROMO_MAX && el.linkChars <= el.chars * 0.5 && minorPart(el, hooks.items)) {
    signal = NameSignal.None;
  }
  // on a product page, the terms of its price named as a promotion, a short line right after the price (JB Hi-Fi's
  // "ProductPage_promoTerms": "Black Friday price. Ends 2 December or while stocks last.")
  // (terms: of a price, or until when; not a banner set there, "下载天猫App，新人专享礼包等你来拿")
  if (signal === NameSignal.Strong && hooks.product && el.block && el.chars <= PROMO_TERMS_MAX && el.linkChars === 0 && promoName(el) && PRICE_TERMS.test(textOf(el)) && afterPrice(el)) signal = NameSignal.None;
  // and a line named for credit that says an amount: on a product's page, the price paid on credit (Coppel's
  // "pdp-price__credit-amount": "Desde $329 quincenales con tu Crédito Coppel"), not a picture's credit
  if (signal === NameSignal.Weak && hooks.product && el.chars <= PROMOTION_MAX && el.attrs.class !== undefined && CREDIT_NAME.test(el.attrs.class) && saysPrice(el)) signal = NameSignal.None;
  // and a deal of its own named as a promotion, a short line linking nowhere (Xiaomi Youpin's "promo-item": "赠米家空气净化器
  // 滤芯清洁刷 ×1（赠完即止）", "每满500减30"): the product's offer, as the same line named as a promotion's by a weak word is
  // (a banner for the app or the sale, "下载唯品会APP，新人专享大礼包", links to it)
  if (signal === NameSignal.Strong && hooks.product && el.chars <= PROMOTION_MAX && el.linkChars === 0 && promoName(el) && saysDeal(el)) signal = NameSignal.None;
  // on a product page, its rating's line under its name, named for a rating, that counts its ratings or reviews (Nykaa's
  // "rating-row": "4.3/5 · 38,412 ratings & 4,103 reviews"): what its customers say in sum, not a widget
  // (a line: no histogram's list of counts, no count of none, "0 reviews · Add a Review")
  if (signal === NameSignal.Weak && hooks.product && el.block && el.chars <= RATING_LINE_MAX && el.linkChars <= el.chars * 0.5 && RATINGS_COUNT.test(textOf(el)) && findElement(el, (e) => LISTS.has(e.tag), RATING_LINE_LOOK) === null) {
    signal = NameSignal.None;
  }
  // on a product page, the share of its reviewers who recommend it ("95% of reviewers recommend this product",
  // "すすめたいと回答した人：94%"), a short line without links named for it, is what its reviews say, not picks
  if (signal === NameSignal.Strong && hooks.product && recommendRate(el)) signal = NameSignal.None;
  // a result named as an ad among results otherwise named like it (Amazon's sponsored results, "s-result-item …
  // AdHolder", OTTO's <article class="product find_tile find_tile--sponsored">): still a result, as one labelled
  // "Sponsored" is
  if (signal === NameSignal.Strong && inItems && adFellow(el)) signal = NameSignal.None;
  // and a part of a result named "ad" that two results beside it hold too (Qoo10's <p class="ad_txt">, a product's
  // selling line): an ad set into a result is in one, not in several
  if (signal === NameSignal.Strong && inItems && hooks.items && !wholeItem(el, hooks.items) && adName(el) && partOfEach(el, hooks.items)) signal = NameSignal.None;
  // and a part of a listing's item named so only by its test id (Booking.com's data-testid="recommended-units" in each
  // hotel's card: the rooms the site recommends there), which names the item's part, not furniture; a whole item so
  // named, itself or the box it holds alone (Indeed's "resume-promo"), is judged by it
  if (signal === NameSignal.Strong && inItems && hooks.items && !wholeItem(el, hooks.items) && namedByTestId(el)) signal = NameSignal.None;
  // and a listing's items all named so, the kind most of them are (leboncoin's classifieds, each an "adCard": an "ad"
  // is what a classifieds site calls a listing), not an ad among them
  // (and so is the list round them, named after them: "adList"), and one of them named more besides (Kleinanzeigen's
  // "ad-listitem badge-topad is-topad", a classified the seller paid to show first: still a result, its inner parts
  // judged as they stand), and a part inside one named after them (FINN's "sf-job-ad-teaser" in its "sf-search-ad"
  // cards, the job's summary, which only some cards hold)
  if (
    signal === NameSignal.Strong && hooks.items && adName(el) &&
    (el.parent === hooks.items
      ? kindOf(el) === itemKind(hooks.items) || (adItems(hooks.items) && widensKind(el, itemKind(hooks.items)))
      : (el === hooks.items || hooks.itemsPath?.has(el) === true || inItems) && adItems(hooks.items))
  ) {
    signal = NameSignal.None;
  }
  // and the list of a listing's items named for a promotion (Lamoda's grid "_label-promo_aroml_12", for the labels on
  // its tiles): the results, not a promotion's box
  if (signal === NameSignal.Strong && el === hooks.items && promoName(el) && !adName(el)) signal = NameSignal.None;
  // an <article> named "promoted" or "sponsored" is still the article: judged as a weak name
  if (signal === NameSignal.Strong && el.tag === 'article') signal = NameSignal.Weak;
  // a run of blocks alike, each saying much of its own, named "ad" (Jobplanet's reviews, "content_ty4 video_ad_content"):
  // the page's, as an advertisement's slot says little and stands alone
  if (signal === NameSignal.Strong && el.chars - el.linkChars >= AD_RUN_CHARS && adName(el) && adRun(el)) signal = NameSignal.None;
  if (signal === NameSignal.Strong) return Verdict.Furniture;
  if (signal === NameSignal.Comment) {
    if (hooks.keepComments) return Verdict.Keep;
    // a listing item's short inline link to its comments or reviews, its count ("10万+" in "10万+条评价", JD's
    // "J_comment_…" link): the item's, as its rating is
    if (inItems && !el.block && el.chars > 0 && el.chars <= ITEM_COMMENTS_MAX) return Verdict.Keep;
    // and one comment quoted in the item, a line of its own with no link (Trip.com's "hotel-card__comment": "Great
    // location right next to Kabukicho, rooms are compact but spotless."), or two (Tabelog's "list-rst__comment": the
    // review's words, then "下町グルメ探検隊さん（2,311件）"): what a guest said of it, as its score is
    if (inItems && el.block && el.chars > 0 && el.chars <= ITEM_QUOTE_MAX && el.linkChars === 0 && quoteLines(el)) return Verdict.Keep;
    // on a product page, what its customers say of it (reviews, questions asked of the seller): kept, set apart
    if (hooks.product && el.block) {
      el.reviews = true;
      return Verdict.Keep;
    }
    // and a part of one inside them, set inline (Newegg's review title, <span class="comments-title-content">)
    if (hooks.product && el.chars > 0 && el.linkChars === 0 && inReviews(el)) return Verdict.Keep;
    return Verdict.Comments;
  }
  return signal === NameSignal.Weak && (el.pos < WEAK_NAME_MAX_PROSE || el.linkChars > el.chars * 0.5)
    ? Verdict.Furniture
    : Verdict.Keep;
}

/** The element is a line, or two lines, each a block holding no block. */
function quoteLines(el: ElementNode): boolean {
  let lines = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode) || !c.block) continue;
    if (++lines > 2 || c.children.some((k) => k instanceof ElementNode && k.block)) return false;
  }
  return true;
}

/** One of the element's classes is one the page declares its paywalled text (see AnalyzeHooks.paidParts). */
function paidPart(el: ElementNode, classes: ReadonlySet<string>): boolean {
  const cls = el.attrs.class;
  if (cls === undefined || classes.size === 0) return false;
  for (const c of cls.split(/\s+/)) if (classes.has(c)) return true;
  return false;
}

/** Ancestors looked through for the link round a card (see judge). */
const CARD_LINK_UP = 6;

/** The element, or one of its MENU_UP nearest ancestors, is named as a menu and says a price (see judge). */
function inPricedMenu(el: ElementNode): boolean {
  let e: ElementNode | null = el;
  for (let up = 0; e !== null && up <= MENU_UP; up++, e = e.parent) if (namedAsMenu(e) && pricedMenu(e)) return true;
  return false;
}
const MENU_UP = 3;

/** One of the element's first MENU_LOOK nodes is a short text saying a price. */
function pricedMenu(el: ElementNode): boolean {
  return findText(el, priceText, MENU_LOOK) !== null;
}
const MENU_LOOK = 300;

/** A link to where one signs up for a newsletter ("/newsletter-muenchen-heute", "/newsletters/signup"). */
function newsletterLink(e: ElementNode): boolean {
  return e.tag === 'a' && e.attrs.href !== undefined && NEWSLETTER_HREF.test(e.attrs.href);
}
const NEWSLETTER_HREF = /newsletter|mailing-?list|[/?&=_-]subscribe\b/i;
/** A newsletter's teaser says this much at most (weighted characters), and is looked through this many elements for its link. */
const NEWSLETTER_TEASER_MAX = 400;
const NEWSLETTER_LOOK = 30;

/** The element's words say it signs the reader up to a mailing list (see MAILING). */
function mailingList(el: ElementNode): boolean {
  const t = boundedTextOf(el, MAILING_LOOK, SIGNUP_MAX * 2);
  return t !== null && MAILING.test(t);
}

/** A mailing list's words, in several languages. */
const MAILING =
  /newsletter|unsubscribe|mailing list|one e-?mail a (?:week|month)|abonnieren|abmelden|infolettre|désabonne|désinscri|bolet[ií]n|suscr[ií]be|darse de baja|рассылк|отписат|뉴스레터|수신 ?거부|メルマガ|メールマガジン|配信停止|订阅|訂閱|退订|退訂/i;
/** A sign-up box is read through this many nodes for those words. */
const MAILING_LOOK = 80;

/** The element opens with a short title naming the reader's recently viewed items (see RECENT_TITLE). */
function recentlyViewed(el: ElementNode): boolean {
  // (or labelled so for screen readers: Musinsa's <section aria-label="최근 본 상품">)
  const label = el.attrs['aria-label'];
  if (label !== undefined && label.length <= RECENT_TITLE_MAX && RECENT_TITLE.test(oneLine(label))) return true;
  for (const c of el.children) {
    if (c instanceof TextNode) {
      if (c.ink) return false;
      continue;
    }
    if (c.chars === 0 || c.chars > RECENT_TITLE_MAX) return false;
    const t = boundedTextOf(c, 10, RECENT_TITLE_MAX * 2);
    return t !== null && RECENT_TITLE.test(oneLine(t));
  }
  return false;
}

/**
 * "Recently viewed", "Recently Viewed Items", "Zuletzt angesehen", "Vus récemment", "最近浏览", "最近チェックした商品",
 * "閲覧履歴", "최근 본 상품": the whole of a title.
 */
const RECENT_TITLE =
  /^(?:(?:your |no )?recently viewed(?: items| products)?(?: yet)?|your browsing history|(?:noch )?(?:keine )?zuletzt (?:angesehen|angesehene (?:artikel|produkte))|(?:articles |produits )?vus? récemment|vistos recientemente|最近(?:浏览|瀏覽)(?:过的商品|過的商品)?|最近チェックした(?:商品|アイテム)(?:はありません)?|閲覧履歴(?:はありません)?|최근 ?본 ?상품(?:이 ?없습니다)?)[.。]?$/i;
/** Such a title says this much at most, and the box holding it (weighted characters). */
const RECENT_TITLE_MAX = 40;
const RECENT_MAX = 600;

/**
 * A box (not a paragraph or a list's item) whose words name an app, linking into the app by its own scheme or a link
 * service's address (see APP_LINK), or to two app stores (the site's own app: "Google Play" and "App Store" side by
 * side), or showing a QR code to scan with it.
 * One store's link is a text's pick.
 */
function appPitch(el: ElementNode): boolean {
  if (el.tag === 'p' || el.tag === 'li' || HEADINGS.has(el.tag)) return false;
  let stores = 0;
  let into = false;
  let qr = false;
  findElement(el, (e) => {
    // (or a QR code to scan with the app: Zhihu's card "登录知乎，问答干货一键收藏 · 打开知乎App · 在「我的页」右上角打开扫一扫")
    if (e.tag === 'img') qr ||= QR_IMAGE.test(`${e.attrs.class ?? ''} ${e.attrs.alt ?? ''} ${(e.attrs.src ?? '').slice(0, 300)}`);
    if (e.tag !== 'a') return qr;
    const href = e.attrs.href ?? '';
    if (APP_SCHEME.test(href) || APP_LINK.test(href)) into = true;
    else if (APP_STORE.test(href)) stores++;
    return into || stores >= 2;
  }, APP_PITCH_LOOK);
  if (!into && stores < 2 && !qr) return false;
  // (a row of nothing but the link into the app is the box's button: the box round it, saying why, is the pitch)
  if (into && stores < 2 && !qr && el.linkChars >= el.chars) return false;
  const t = boundedTextOf(el, APP_PITCH_LOOK, APP_PITCH_MAX * 2);
  return t !== null && APP_WORD.test(t);
}

/**
 * A box (not a paragraph, an item or a heading: a line of a text that links to the sign-up page) whose links, one at
 * least, all go to sign in or up or to subscribe (see ACCOUNT_HREF, SUBSCRIBE_HREF), each standing alone in its line,
 * among its first ACCOUNT_PITCH_LOOK elements, holding no title.
 */
function accountPitch(el: ElementNode, inSentence = false): boolean {
  if (el.tag === 'p' || el.tag === 'li' || el.tag === 'a' || HEADINGS.has(el.tag)) return false;
  let account = 0;
  let other = false;
  let seen = 0;
  findElement(el, (e) => {
    // (a box larger than looked through: its other links unseen)
    if (++seen >= ACCOUNT_PITCH_LOOK || e.tag === 'h1' || e.tag === 'main') other = true;
    else if (e.tag === 'a' && e.attrs.href !== undefined && !e.attrs.href.startsWith('#')) {
      // (each a line of its own, a button's or a heading's: not a link in a sentence that says what the site offers)
      // (or a row of such buttons, side by side: Mobile01's "登入" and "免費加入會員" under "請先登入會員後才能回覆文章")
      // (or, when asked, one in a sentence too: a box named for guests says what it asks of them)
      if (accountHref(e) && (inSentence || wholeLine(e, oneLine(textOf(e))) || betweenBlocks(e, accountHref))) account++;
      else other = true;
    }
    return other;
  }, ACCOUNT_PITCH_LOOK);
  return account > 0 && !other;
}
/** Such a box says this much at most (weighted characters), and is looked through this many elements. */
const ACCOUNT_PITCH_MAX = 300;
const ACCOUNT_PITCH_LOOK = 40;
/** A class naming a box for guests, the readers not signed in ("guest", "cGuestTeaser"; not a "guestbook"). */
const GUEST_NAME = /(?:^|[\s_-])guest(?:$|[\s_A-Z-])|[a-z]Guest(?:$|[\s_A-Z-])/;

/**
 * An inline element set in a block between blocks (or at the start or the end of it), no words beside it: a line of its
 * own.
 */
function betweenBlocks(el: ElementNode, alike?: (e: ElementNode) => boolean): boolean {
  // (in an inline wrapper, its line is the wrapper's: see wholeLine)
  const at = el.parent !== null && BLOCK_TAGS.has(el.parent.tag) ? siblingPlace(el) : -1;
  if (at < 0) return false;
  const kids = el.parent!.children;
  const apart = (step: 1 | -1): boolean => {
    for (let j = at + step, n = 0; j >= 0 && j < kids.length; j += step, n++) {
      const k = kids[j]!;
      if (k instanceof ElementNode) {
        // (an element like it beside it, when asked: one more of a row of buttons)
        if (alike !== undefined && n < BETWEEN_LOOK && alike(k)) continue;
        return BLOCK_TAGS.has(k.tag) || k.tag === 'br';
      }
      if (k.ink || n >= BETWEEN_LOOK) return false;
    }
    return true;
  };
  return apart(-1) && apart(1);
}
/** Text nodes looked past on each side for the next element (white space between the markup's lines). */
const BETWEEN_LOOK = 4;

/** A picture of a QR code, by its class, its words or its file's name ("Qrcode-img", "qr-code.png", "二维码"). */
const QR_IMAGE = /qr[-_ ]?code|qrcode|\bqr\b|二维码|二維碼|QRコード|QR 코드/i;

/** A link to an app store's page. */
const APP_STORE = /^https?:\/\/(?:play\.google\.com\/store|apps\.apple\.com|itunes\.apple\.com|appgallery\.huawei\.com|apps\.microsoft\.com)/i;
/** A link into an app by its own scheme ("tmall://…", "intent://…"), not the web's, mail's or a phone's. */
const APP_SCHEME = /^(?!(?:https?|mailto|tel|sms|javascript|data|ftp|file):)[a-z][a-z0-9+.-]*:\/\//i;
/**
 * A link service's address that opens the app where it is installed, else its store (AppsFlyer's "onelink.me",
 * Branch's "app.link", Adjust's "adj.st", Firebase's "page.link": Blind's "앱에서 계속 보기").
 */
const APP_LINK = /^https?:\/\/(?:[\w-]+\.)*(?:onelink\.me|app\.link|adj\.st|page\.link)(?:[/?#]|$)/i;
/** "app", "App Store", "앱", "アプリ", "客户端", "下载" in a pitch's words. */
const APP_WORD = /\bapps?\b|앱|アプリ|客户端|客戶端|下载|下載/i;
/** A pitch for an app says this much at most (weighted characters), and is looked through this many elements. */
const APP_PITCH_MAX = 200;
const APP_PITCH_LOOK = 40;

/** The element's links lead to the next or the previous page (rel="next", rel="prev"), and no other link stands there. */
function pagerLine(el: ElementNode): boolean {
  let pager = 0;
  let other = 0;
  findElement(el, (e) => {
    if (e.tag === 'a') {
      if (PAGER_REL.test(e.attrs.rel ?? '')) pager++;
      else other++;
    }
    return other > 0;
  }, PAGER_LOOK);
  return pager > 0 && other === 0;
}

/**
 * The element's text is a pager's (see PAGER_TOKEN): two page numbers at least, or one and a word for a page beside it
 * ("Page 2 Page Next"), and nothing but page numbers, marks and the words for the pages around them; and two of its
 * links, at least, lead to other pages.
 */
function pagerWords(el: ElementNode): boolean {
  let numbers = 0;
  let words = 0;
  let elements = 0;
  // (each text node read on its own: the markup may set a page's number right after the word before it, "上一页</b><b>1")
  const stack: ElementNode[] = [el];
  while (stack.length) {
    const e = stack.pop()!;
    if (++elements > PAGER_LOOK * 2) return false;
    for (const c of e.children) {
      if (c instanceof ElementNode) {
        stack.push(c);
        continue;
      }
      // (token by token, stopping at the first that is no pager's: most texts asked about are not)
      const text = c.text.length > READING_PAGE_MIN && READING_WORD.test(c.text) ? c.text.replace(READING_PAGE, ' ') : c.text;
      TOKEN.lastIndex = 0;
      for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
        const token = m[0];
        if (!PAGER_TOKEN.test(token)) return false;
        if (/\d/.test(token)) numbers++;
        else if (/[^<>«»‹›←→[\](){}|.…]/.test(token) && !/^pages?$/i.test(token)) words++;
      }
    }
  }
  if (numbers < 2 && !(numbers === 1 && words > 0)) return false;
  let away = 0;
  findElement(el, (e) => linkOut(e) && ++away >= 2, PAGER_LOOK);
  return away >= 2;
}

/**
 * A word of a pager: a page's number, an ellipsis, arrows, or a word for the first, previous, next or last page or for
 * "page", in English, German, French, Spanish, Russian, Chinese, Japanese and Korean, with arrows and brackets on it.
 */
const PAGER_TOKEN = new RegExp(
  String.raw`^[<>«»‹›←→\[\](){}|.…]*(?:\d{1,4}|…|\.{2,3}|page|pages|prev|previous|next|first|last|older|newer|seite|zurück|weiter|vorherige|nächste|erste|letzte|précédente?|suivante?|première|dernière|anterior|siguiente|primera|última|página|назад|вперёд|вперед|предыдущая|следующая|первая|последняя|страница|上一?页|下一?页|上一?頁|下一?頁|前页|后页|前頁|後頁|首页|尾页|末页|首頁|末頁|前へ|次へ|前のページ|次のページ|最初|最後|이전|다음|처음|마지막)[<>«»‹›←→\[\](){}|.…]*$`,
  'i',
);
/** Magento's words for screen readers beside the current page's number. */
const READING_PAGE = /you(?:'|’)re currently reading page/gi;
/** A text may hold those words only when it is this long, and says "reading". */
const READING_PAGE_MIN = 28;
const READING_WORD = /reading/i;
/** A run of characters between white space. */
const TOKEN = /\S+/g;

/** An ad server's address, where a link to an advertiser goes through to count the click. */
const AD_CLICK =
  /^\s*(?:https?:)?\/\/(?:[a-z0-9-]+\.)*(?:doubleclick\.net|googleadservices\.com|googlesyndication\.com|adnxs\.com|amazon-adsystem\.com|criteo\.com|taboola\.com|outbrain\.com|carbonads\.net|buysellads\.(?:com|net))(?:[:/?#]|$)/i;

/** A path through a site's own redirect for ad clicks ("/ad-redirect?ad_id=…", "/adclick.php?…", "/ad_click/…"). */
const AD_REDIRECT = /\/(?:ad[-_]?redir(?:ect)?|adclick|ad[-_]click|clickad)(?:[/?#.]|$)/i;

/** A link through an ad server's click address or the site's own ad redirect. */
const adHref = (href: string): boolean => AD_CLICK.test(href) || AD_REDIRECT.test(href);

/** The element is one of the listing's items, or the only box inside one. */
function wholeItem(el: ElementNode, items: ElementNode): boolean {
  return el.parent === items || (el.parent !== null && el.parent.parent === items && soleChild(el.parent) === el);
}

/**
 * The tile's links, LINKS_LOOK elements looked at, all go through an ad server or the site's ad redirect; one at
 * least.
 */
function adLinksOnly(el: ElementNode): boolean {
  let links = 0;
  const other = findElement(el, (e) => {
    if (e.tag !== 'a' || e.attrs.href === undefined) return false;
    links++;
    return !adHref(e.attrs.href);
  }, LINKS_LOOK);
  return other === null && links > 0;
}

/** Elements of a tile looked at for its links. */
const LINKS_LOOK = 60;

/**
 * The block holds the reviews, a block named as reviews among its first REVIEWS_LOOK elements (Myntra's ratings
 * summary and its "detailed-reviews-userReviewsContainer" in one "index-ratingsContainer").
 */
function holdsReviews(el: ElementNode): boolean {
  return findElement(el, (e) => e !== el && e.block && namedAsReview(e), REVIEWS_LOOK) !== null;
}
const REVIEWS_LOOK = 200;

/** A link's rel naming the next or the previous page of a series. */
const PAGER_REL = /(?:^|\s)(?:next|prev|previous)(?:\s|$)/i;
/** A pager's line says this much at most (weighted characters), and is looked through this many elements. */
const PAGER_MAX = 150;
const PAGER_LOOK = 30;

/** An ad's own label, the whole of a short block's text ("Sponsored", "Ad", "Anzeige", "広告"). */
const AD_LABEL = new RegExp(`^(?:${AD_LABELS})$`, 'i');

/** The kind (tag and class) most of a listing's children are, once per listing. */
const itemKinds = new WeakMap<ElementNode, string>();

function itemKind(items: ElementNode): string {
  let kind = itemKinds.get(items);
  if (kind === undefined) {
    kind = mostKind(items, (c) => c);
    itemKinds.set(items, kind);
  }
  return kind;
}

/**
 * The kind most common among what `pick` takes of the first 500 element children of `items` (the children themselves,
 * or each one's first element child); '' when it takes none.
 */
function mostKind(items: ElementNode, pick: (c: ElementNode) => ElementNode | null): string {
  const counts = new Map<string, number>();
  let seen = 0;
  for (const c of items.children) {
    if (!(c instanceof ElementNode)) continue;
    if (++seen > 500) break;
    const e = pick(c);
    if (e === null) continue;
    const k = kindOf(e);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  let kind = '';
  let most = 0;
  for (const [k, n] of counts) if (n > most) [kind, most] = [k, n];
  return kind;
}

/**
 * A child of a listing's items not of their kind (tag and class), or of their kind but unlike them inside (see
 * unlikeInside), holding a short block that says it is an ad: the shop's advert set between the results. A result
 * labelled "Sponsored" like its fellows, or dressed as them but for one more class (see dressedAsItem), is still a result.
 */
function adTile(el: ElementNode, items: ElementNode): boolean {
  const kind = itemKind(items);
  // (or one in its fellows' wrapper, unlike them inside: HelloWork's <li class="tw-mb-4"> round a training's ad,
  // "Sponsorisé", where the others hold a job's card)
  if (kindOf(el) === kind) return unlikeInside(el, items) && holdsAdLabel(el);
  return !dressedAsItem(el, kind) && holdsAdLabel(el);
}

/**
 * The element's first element child is not of the kind most of its fellows' first children are (see innerKind), and
 * nothing of that kind is in it (a sponsored result's badge set before its card: still a result).
 */
function unlikeInside(el: ElementNode, items: ElementNode): boolean {
  const first = firstElementChild(el);
  const inner = innerKind(items);
  return first !== null && inner !== '' && kindOf(first) !== inner && findElement(el, (e) => kindOf(e) === inner, AD_TILE_LOOK) === null;
}

/** The kind most of a listing's items' first element children are, among its first 500 ('' when none). */
function innerKind(items: ElementNode): string {
  let kind = innerKinds.get(items);
  if (kind === undefined) {
    kind = mostKind(items, firstElementChild);
    innerKinds.set(items, kind);
  }
  return kind;
}

const innerKinds = new WeakMap<ElementNode, string>();

/**
 * The element has its listing's items' tag and every class name of theirs, and one more at most (Rakuten's sponsored
 * result "dui-card searchresultitem rpp-item--1tG3p", labelled "PR", among "dui-card searchresultitem"): a result.
 */
function dressedAsItem(el: ElementNode, kind: string): boolean {
  const dot = kind.indexOf('.');
  if (kind.slice(0, dot) !== el.tag) return false;
  const theirs = kind.slice(dot + 1).split(/\s+/).filter((n) => n !== '');
  if (theirs.length === 0) return false;
  const own = new Set((el.attrs.class ?? '').split(/\s+/).filter((n) => n !== ''));
  return own.size <= theirs.length + 1 && theirs.every((n) => own.has(n));
}

/**
 * A box after a listing's results teasing another part of the site: short, opening with a heading, and one link out at
 * its end, the rest unlinked (a suburb's profile, a career guide, a salary page). Before the results such a box may be
 * the listing's own introduction; it is not looked at there.
 */
function teaserAfter(el: ElementNode, items: ElementNode, itemsPath: ReadonlySet<ElementNode>): boolean {
  return teaserBox(el, false) && after(el, items, itemsPath);
}

/**
 * A teaser's shape: a title (a heading, or with `bold` a line in <strong> or <b>), a line or two, and one link last to
 * another page; short, mostly words.
 */
function teaserBox(el: ElementNode, bold: boolean): boolean {
  if (el.chars > TEASER_MAX || el.linkChars === 0 || el.linkChars > el.chars * 0.4) return false;
  const first = firstElementChild(el);
  if (first === null || !(HEADINGS.has(first.tag) || (bold && (first.tag === 'strong' || first.tag === 'b'))) || first.linkChars > 0) return false;
  let links = 0;
  let last: ElementNode | null = null;
  let middle = 0;
  for (const c of el.children) {
    // (each line a block of its own: words between them make the title a sentence's first words, a callout's "Note:")
    if (!(c instanceof ElementNode)) {
      if (c.ink) return false;
      continue;
    }
    if (last !== null && last !== first) {
      // (a line or two between: no table, list, picture or article of its own, as a section's case studies have, nor
      // code: W3Schools' "Example" box, its code in a <div class="w3-code"> and "Try it Yourself »" after it)
      if (++middle > 2 || findElement(last, (e) => TEASER_PARTS.has(e.tag) || CODE_BOX.test(e.attrs.class ?? ''), 30) !== null) return false;
    }
    last = c;
    if (c.linkChars > 0) links++;
  }
  if (links !== 1 || last === null || last.linkChars === 0 || last.linkChars < last.chars * 0.8) return false;
  const link = last.tag === 'a' ? last : soleChild(last, 'a');
  return link !== null && link.attrs.href !== undefined && !inPageHref(link.attrs.href);
}

/** What no line of a teaser holds. */
const TEASER_PARTS: ReadonlySet<string> = new Set(['table', 'ul', 'ol', 'dl', 'article', 'figure', 'img', 'picture', 'pre', 'code']);
/** A box named for the code it shows ("w3-code", "highlight", "sourceCode"). */
const CODE_BOX = /(?:^|[\s_-])(?:code|highlight|hljs|sourceCode)(?:$|[\s_-])/;

/** A listing's teaser says this much at most (weighted characters). */
const TEASER_MAX = 500;

/**
 * The element stands after the listing's items: among the children of the nearest of the items' wrappers round it, it
 * comes after the one holding the items.
 */
function after(el: ElementNode, items: ElementNode, itemsPath: ReadonlySet<ElementNode>): boolean {
  for (let c: ElementNode = el, p = el.parent; p !== null; c = p, p = p.parent) {
    if (!itemsPath.has(p) || p === items) continue;
    // (the first AFTER_LOOK children: a wrapper of thousands of boxes is not read once per box)
    const kids = p.children;
    for (let i = 0; i < kids.length && i < AFTER_LOOK; i++) {
      const k = kids[i]!;
      if (k === c) return false;
      if (k instanceof ElementNode && (k === items || itemsPath.has(k))) return true;
    }
    return false;
  }
  return false;
}

/** Children of the items' wrapper looked at for which comes first (see after). */
const AFTER_LOOK = 200;

/**
 * A child of a listing's items not of their kind that says no price, where two of its fellows of that kind show theirs
 * (a price as a label of its own: a story's title naming a price prices nothing). Its text is read as one run, a
 * price's figures and its unit in elements apart ("<strong>89,900</strong>원"), and a tile too large to read so stays.
 */
function unpricedTile(el: ElementNode, items: ElementNode): boolean {
  // (a tile is a box: a link alone, a shop's name a parser set beside its card, is a part of one)
  if (!el.block) return false;
  const kind = itemKind(items);
  if (kindOf(el) === kind) return false;
  // (and a price in a text of its own, read so: in the run, a unit that must end a word runs into the next cell's
  // words, sahibinden's "1.685.000 TL" and "15 Mart" into "TL15 Mart"; the short texts only, as an amount inside a
  // sentence is no price shown, Halfords' finance tile "0% APR Representative on bikes over £500")
  if (boundedTextOf(el, TILE_LOOK, TILE_LOOK * 10) === null) return false;
  let short = '';
  findText(el, (x) => {
    if (priceSized(x)) short += x.text;
    return false;
  }, TILE_LOOK);
  return !CURRENCY.test(short.replace(/\s+/g, '')) && !showsPrice(el) && pricedItems(items, kind);
}
const TILE_LOOK = 300;

/** Two of the listing's first AD_FELLOWS_LOOK children of its items' kind show a price: once per listing. */
function pricedItems(items: ElementNode, kind: string): boolean {
  let priced = itemsPriced.get(items);
  if (priced === undefined) {
    priced = enough(items.children, null, AD_FELLOWS_LOOK, 2, (c) => kindOf(c) === kind && showsPrice(c));
    itemsPriced.set(items, priced);
  }
  return priced;
}
const itemsPriced = new WeakMap<ElementNode, boolean>();

/** A short block inside the element says only that it is an ad ("Sponsored", "广告"), within AD_TILE_LOOK elements. */
function holdsAdLabel(el: ElementNode): boolean {
  return findElement(el, (e) => e !== el && adLabelOwn(e), AD_TILE_LOOK) !== null;
}

/**
 * The same, or one did and was taken out as a label (Zhihu's "广告" over an ad set among answers as one of them). On a
 * listing a result labelled so stays (see adTile): only a thread's posts are looked at so.
 */
function adLabelled(el: ElementNode): boolean {
  return el.adLabel || holdsAdLabel(el);
}

/**
 * The element is a short block saying only that it is an ad, no words beside it; or "PR" alone, as Japanese and Korean
 * sites label theirs (in capitals: "pr" in a line is a word).
 */
function adLabelOwn(e: ElementNode): boolean {
  if (e.chars === 0 || e.chars > AD_LABEL_MAX || !wordsAlone(e)) return false;
  const t = oneLine(textOf(e));
  return AD_LABEL.test(t) || t.trim() === 'PR';
}

/**
 * Inside a listing's items, the element's class, but for its names saying "ad" or "promo", is that of two elements
 * beside it (the results beside a sponsored one: Amazon's "s-result-item … AdHolder", sahibinden's row
 * "searchResultsItem searchResultsPromoSuper"), or of the cards inside two items beside its own (Etsy's
 * "v2-listing-card placement-ad" in an item like the rest).
 */
function adFellow(el: ElementNode): boolean {
  const cls = classBesideAd(el);
  const p = el.parent;
  if (cls === null || !p) return false;
  // (class names holding a digit number one item, Indeed's "job_cfcd208495d565ef", and are left out on both sides;
  // unless they are all the ad's names but its ad names: a build tool's one hashed name, Kijiji's "sc-9d9a3b6-0 top-ad",
  // is the same on every card)
  const all = unnumbered(cls) === '';
  const names = (c: string | undefined): string => (all ? c ?? '' : unnumbered(c));
  const own = new Set(names(cls).split(/\s+/).filter((n) => n !== ''));
  if (own.size === 0) return false;
  // a fellow's names are all the ad's, which may carry one more beside its ad names (Indeed's "sponTapItem"), or two
  // when the fellow has three at least (and the first card the state of the one shown: "sponTapItem vjs-highlight")
  const fewest = Math.min(own.size - 1, Math.max(3, own.size - 2));
  // (an ad name that is a fellow's with the ad's word put in counts as that name: StreetEasy's sponsored card
  // "jsSponsoredListingCard" beside the others' "jsListingCard")
  const kept = new Set(cls.split(/\s+/));
  for (const n of el.attrs.class!.split(/\s+/)) {
    if (n === '' || kept.has(n)) continue;
    const bare = n.replace(AD_WORD_PART, '');
    if (bare !== n && bare !== '' && names(bare) !== '') own.add(bare);
  }
  // (and a fellow shows a price only if the ad does: an ad for something else set among priced results, Naver's
  // "분양광고" for a new building among the flats for sale, names no price)
  const fellow = (e: ElementNode): boolean => {
    if (e.tag !== el.tag) return false;
    const theirs = names(e.attrs.class).split(/\s+/).filter((n) => n !== '');
    if (!(theirs.length > 0 && theirs.length >= fewest && theirs.length <= own.size && theirs.every((n) => own.has(n)))) return false;
    return pricedResult(el) || !pricedResult(e);
  };
  return enough(p.children, el, AD_FELLOWS_LOOK, 2, fellow) || (p.parent !== null && enough(p.parent.children, p, AD_FELLOWS_LOOK, 2, (c) => firstElements(c).some(fellow)));
}

/** A result shows a price, or holds an element named for one (Naver's "ArticleItem_price": "16억 9,000"). */
function pricedResult(el: ElementNode): boolean {
  let known = PRICED.get(el);
  if (known === undefined) {
    // (bounded walks, each result asked once: an ad among thousands asks up to AD_FELLOWS_LOOK of them)
    known = findText(el, priceText, PRICED_LOOK) !== null || findElement(el, priceMarked, PRICED_LOOK) !== null;
    PRICED.set(el, known);
  }
  return known;
}

/** What pricedResult said of a result. */
const PRICED = new WeakMap<ElementNode, boolean>();
const PRICED_LOOK = 200;

/** The element's figures `t` end in cents set raised, after the whole amount ("89<sup>95</sup>"). */
function raisedCents(el: ElementNode, t: string): boolean {
  const sup = findElement(el, (e) => e.tag === 'sup', RAISED_LOOK);
  const cents = sup === null ? null : boundedTextOf(sup, 4, 8);
  return cents !== null && /^\s*\d{2}\s*$/.test(cents) && t.length > 2 && t.endsWith(cents.trim());
}

const RAISED_LOOK = 10;

/** An ad's word inside a class name: a hump after its first letters ("jsSponsoredListingCard"), or a part ("card-ad"). */
const AD_WORD_PART = /(?<=[a-z0-9])(?:Sponsored|Promoted|Ad)(?=[A-Z])|[-_](?:sponsored|promoted|ad)(?=[-_]|$)/;

/** The first few element children of `el` (a card's own box is among them). */
function firstElements(el: ElementNode): ElementNode[] {
  const out: ElementNode[] = [];
  for (const c of el.children) if (c instanceof ElementNode && out.push(c) >= 3) break;
  return out;
}

/** Per parent, per kind of child: whether three or more of its children of that kind say AD_RUN_CHARS (see adRun). */
const runs = new WeakMap<ElementNode, Map<string, boolean>>();

/**
 * Three or more of the parent's children of the element's kind (tag and class), itself among them, say AD_RUN_CHARS or
 * more outside links (the siblings after it not yet measured: a bounded look at their text, once per parent and kind).
 */
function adRun(el: ElementNode): boolean {
  const p = el.parent;
  if (!p) return false;
  const kind = kindOf(el);
  return byKindOnce(runs, p, kind, () => enough(p.children, null, AD_FELLOWS_LOOK, 3, (c) => kindOf(c) === kind && textAtLeast(c, AD_RUN_CHARS, AD_RUN_LOOK, true)));
}

/** What `measure` says of `parent` and a kind of element, measured once per parent and kind and kept in `cache`. */
function byKindOnce(cache: WeakMap<ElementNode, Map<string, boolean>>, parent: ElementNode, kind: string, measure: () => boolean): boolean {
  let byKind = cache.get(parent);
  if (!byKind) cache.set(parent, (byKind = new Map()));
  let said = byKind.get(kind);
  if (said === undefined) {
    said = measure();
    byKind.set(kind, said);
  }
  return said;
}

/** A box saying a price and holding a list of two items or more (what a plan includes), not long (BUY_ASIDE_MAX). */
function pricePlan(el: ElementNode): boolean {
  if (el.chars > BUY_ASIDE_MAX) return false;
  // (its price set in parts: Elementor's "<span>$</span> <span>475</span> <span>per month</span>")
  const t = boundedTextOf(el, PLAN_LOOK, BUY_ASIDE_MAX * 2);
  if (t === null || !CURRENCY.test(t.replace(/\s+/g, ' '))) return false;
  return findElement(el, (e) => LISTS.has(e.tag) && enough(e.children, null, e.children.length, 2, (c) => c.tag === 'li'), PLAN_LOOK) !== null;
}
const PLAN_LOOK = 200;

/** Most of a listing's items are of one kind, and that kind is named as an ad (a classifieds site's "adCard"). */
function adItems(items: ElementNode): boolean {
  const kind = itemKind(items);
  for (const c of items.children) if (c instanceof ElementNode && kindOf(c) === kind) return adName(c);
  return false;
}

/** The element is of the kind `kind` (tag and class, see kindOf) with more class names besides all of the kind's. */
function widensKind(el: ElementNode, kind: string): boolean {
  const dot = kind.indexOf('.');
  if (kind.slice(0, dot) !== el.tag) return false;
  const theirs = kind.slice(dot + 1).split(/\s+/).filter((n) => n !== '');
  const own = new Set((el.attrs.class ?? '').split(/\s+/));
  return theirs.length > 0 && theirs.every((n) => own.has(n));
}

/** Text outside links each block of a run named "ad" says at least (weighted characters), read in AD_RUN_LOOK nodes. */
const AD_RUN_CHARS = 200;
const AD_RUN_LOOK = 400;

/** Items looked through for cards of an ad's kind. */
const AD_FELLOWS_LOOK = 50;

/** No words stand beside the element in its parent (a label of its own, not a word of a sentence: "<b>Ads:</b> Facebook…"). */
function wordsAlone(e: ElementNode): boolean {
  const kids = e.parent?.children ?? [];
  if (kids.length > 20) return false;
  for (const k of kids) if (k instanceof TextNode && k.ink) return false;
  return true;
}

/** An ad's label says this much at most (characters); a tile is looked through this many elements for one. */
const AD_LABEL_MAX = 30;
const AD_TILE_LOOK = 40;

/** A listing item's own offer says this much at most (characters). */
const ITEM_PROMO_MAX = 120;

/**
 * Three results among the first EACH_LOOK of `items` hold an element of `el`'s kind (tag and class), each found within
 * EACH_PART_LOOK elements: a part of the results' own, which some of them fill (a product's selling line), not an ad
 * set into one. Measured once per list and kind.
 */
function partOfEach(el: ElementNode, items: ElementNode): boolean {
  if (el.attrs.class === undefined) return false;
  const kind = kindOf(el);
  return byKindOnce(eachParts, items, kind, () => enough(items.children, null, EACH_LOOK, 3, (c) => findElement(c, (e) => kindOf(e) === kind, EACH_PART_LOOK) !== null));
}
const eachParts = new WeakMap<ElementNode, Map<string, boolean>>();
const EACH_LOOK = 24;
const EACH_PART_LOOK = 60;

/**
 * The element is inside one of `items`' children, a few levels down, and says less than half of what that item says
 * (read in ITEM_TEXT_NODES nodes: the item is still being measured when its parts are judged).
 */
function minorPart(el: ElementNode, items: ElementNode | null | undefined): boolean {
  if (!items) return false;
  for (let p = el.parent, n = 0; p && n < 12; p = p.parent, n++) {
    if (p.parent !== items) continue;
    const own = boundedTextOf(el, ITEM_TEXT_NODES, ITEM_PROMO_MAX * 4)?.trim().length ?? Infinity;
    const all = boundedTextOf(p, ITEM_TEXT_NODES, ITEM_PROMO_MAX * 8)?.trim().length ?? Infinity;
    return own * 2 <= all;
  }
  return false;
}
const ITEM_TEXT_NODES = 300;


/** A product's buy box set as an <aside> says this much at most (weighted characters), and is looked through this many elements for its price. */
/**
 * A product's buy box set beside its description (B&H's "rightColumn" of price, financing and stock): short, and
 * holding a price marked as one, or saying one in a few links at most (Yandex Market's, its classes made up by a build
 * tool: "Цена с учётом скидки: 54 990 ₽", delivery and returns); not a strip of picks, all links.
 */
function buyColumn(el: ElementNode): boolean {
  return el.chars <= BUY_ASIDE_MAX && (findElement(el, priceMarked, BUY_ASIDE_LOOK) !== null || (el.linkChars <= el.chars * 0.3 && findText(el, priceText, BUY_ASIDE_LOOK) !== null));
}

const BUY_ASIDE_MAX = 1500;
const BUY_ASIDE_LOOK = 300;

/**
 * A short line or two (LINE_PRICE_MAX characters at most, in LINE_PRICE_NODES nodes) that say an amount of money among
 * their words.
 */
function saysPrice(el: ElementNode): boolean {
  const t = boundedTextOf(el, LINE_PRICE_NODES, LINE_PRICE_MAX);
  const amount = t === null ? null : CURRENCY.exec(t);
  // (by a sign, a code or a unit: a currency's name, "billion 2017 dollars", is a figure's unit in a report's title)
  return amount !== null && !/\p{L}{4,}$/u.test(amount[0]);
}
const LINE_PRICE_MAX = 200;
const LINE_PRICE_NODES = 60;

/** An advertisement dressed as a thread's post says this much at most (weighted characters)… */
const AD_POST_MAX = 600;
/** …and is looked through this many elements for the page's title or main landmark. */
const AD_POST_LOOK = 200;

/**
 * The cell before `el` in its row is a label: a few words ending in a colon ("Comments:", "备注："). Only in a row of
 * a few cells (a label and its value), so that finding the cell's place stays cheap.
 */
function labelBefore(el: ElementNode): boolean {
  const p = el.parent;
  if (!p || p.children.length > LABEL_ROW_MAX) return false;
  const i = p.children.indexOf(el);
  for (let j = i - 1; j >= 0 && j >= i - 2; j--) {
    const c = p.children[j]!;
    if (!(c instanceof ElementNode)) continue;
    if (c.tag !== 'td' && c.tag !== 'th') return false;
    const t = boundedTextOf(c, 10, 60);
    return t !== null && /[:：]\s*$/.test(t);
  }
  return false;
}

/** A row holding a label and its value has at most this many children (cells and the white space between them). */
const LABEL_ROW_MAX = 24;

/** DPUB-ARIA's roles of a document's notes. */
const NOTE_ROLES = new Set(['doc-footnote', 'doc-endnote', 'doc-endnotes']);

/** The element is a note of the document by its role, or a list whose every element child is one. */
function footnotes(el: ElementNode): boolean {
  if (NOTE_ROLES.has(el.attrs.role ?? '')) return true;
  let notes = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (!NOTE_ROLES.has(c.attrs.role ?? '')) return false;
    notes++;
  }
  return notes > 0;
}

/** el.dismiss: a dismiss control is in the element, which holds nothing else; the element is the notice it dismisses. */
const CARRIES = 1;
const NOTICE = 2;
/** A notice holds at most this much text (weighted characters): past it, the control closes a panel, not a notice. */
const NOTICE_MAX = 1500;

/**
 * el.signup, besides CARRIES and NOTICE: the element holds a field for an e-mail address itself (its <form>, with the
 * form's labels and pitch), and no more than SIGNUP_MAX of text. It carries the field up like CARRIES. On an article,
 * it is furniture, and so is the first block around it with more text (the box's heading and pitch beside the form),
 * up to SIGNUP_MAX: the newsletter, download and demo boxes set into an article or closing it. Markup, not wording:
 * the same in any language. A landing page's sections are calls to action of this kind, so only articles lose them.
 */
const FIELD = 3;
/** A sign-up box holds at most this much text (weighted characters); a form round the whole page is not one. */
const SIGNUP_MAX = 600;

/**
 * What an element is to a control (or field) in it that marks the block around it (a dismiss control, an e-mail field):
 * CARRIES when it is inline or holds nothing else (`carriedChars`, the text of its children that carry one, is all
 * of its text: the block is further up), NOTICE when it holds more, up to `max`, and 0 past that or without one.
 */
function around(carried: boolean, block: boolean, chars: number, carriedChars: number, max: number): number {
  return !carried ? 0 : !block || chars <= carriedChars ? CARRIES : chars <= max ? NOTICE : 0;
}

/**
 * A button or a link that offers a trial or a demo ("Start free trial", "Book a demo", "Kostenlos testen", "Essai
 * gratuit", "Попробовать бесплатно", "免费试用", "無料トライアル", "무료 체험"), its whole text. On an article, standing
 * alone (not a word of a sentence: "Want to see it? <a>Request a demo</a>!" stays), it marks the box around it as an
 * e-mail field does: the vendor's pitch set into its blog post. In English, German, French, Spanish, Russian, Chinese,
 * Japanese and Korean.
 */
const OFFER = new RegExp(
  '^(?:' +
    [
      String.raw`(?:start|begin|get|claim|try)(?: (?:your|a|my|the))?(?: \d+[- ]days?)?(?: free)? trial(?: now| today| for free)?`,
      String.raw`(?:start|try|get|sign up)(?: \p{L}+)?(?: for)? free(?: now| today)?`,
      String.raw`free trial`,
      String.raw`(?:book|request|get|schedule|see|watch|try) (?:a |an |the |your )?(?:free |live |personali[sz]ed )?demo(?: now| today)?`,
      String.raw`get started(?: (?:for free|free|today|now))?`,
      String.raw`(?:jetzt |gratis |kostenlos )*(?:testen|starten|registrieren)|demo (?:buchen|anfordern|vereinbaren)|(?:kostenlose )?testversion(?: starten)?`,
      String.raw`(?:essai gratuit|essayer gratuitement|commencer (?:gratuitement|maintenant)|(?:demander|réserver) une démo)`,
      String.raw`(?:prueba(?:lo)? gratis|prueba gratuita|(?:empieza|empezar|comienza|comenzar) (?:gratis|ahora)|(?:solicita|solicitar|reserva|reservar) (?:una )?demo)`,
      String.raw`(?:попробовать бесплатно|попробуйте бесплатно|бесплатный пробный период|(?:заказать|запросить) демо|начать бесплатно)`,
      String.raw`(?:免费试用|免費試用|立即试用|立即試用|免费注册|免費註冊|预约演示|預約演示|申请演示|申請演示|免费开始|免費開始)`,
      String.raw`(?:無料で(?:試す|始める|お試し)|無料トライアル|無料体験|デモを(?:予約|依頼|申し込む))`,
      String.raw`(?:무료 ?체험(?:하기)?|무료로 시작(?:하기)?|데모 (?:신청|요청)(?:하기)?)`,
    ].join('|') +
    String.raw`)[\s!.→›»>]*$`,
  'iu',
);

/** Longest text (weighted characters) of a trial or demo button. */
const OFFER_MAX = 40;
/** A trial box holds at most this much text (weighted characters): a heading, a line of pitch and the button. */
const OFFER_BOX_MAX = 300;

function offerButton(el: ElementNode): boolean {
  // (a <button> is dropped while parsing unless it opens a panel: sites draw these buttons as links)
  if (el.tag !== 'a' && el.attrs.role !== 'button') return false;
  if (el.chars === 0 || el.chars > OFFER_MAX) return false;
  return OFFER.test(oneLine(textOf(el)));
}

/** A link to a member's profile: /users/…, /members/…, /u/…, /profile/…, a handle's /@name (Medium, velog, Mastodon) */
const PROFILE_PATH = /\/(?:users?|members?|u|profiles?)\/|\/@[\w.-]+(?:[/?#]|$)/i;

/** Elements profileLink() looks at, at most (a signature is a few lines; an author card a few elements). */
const PROFILE_LOOK = 60;

/**
 * The element links to a member's profile: an author card ("answered Mar 26, 2019 — The Photon", which Q&A sites name
 * "post-signature"), which says who wrote the post and when, not a signature's motto. A bounded look.
 */
function profileLink(el: ElementNode): boolean {
  return profileHref(el) !== null;
}

/** The first element under `el` (itself included) that `test` accepts, in a look at PROFILE_LOOK elements at most. */
function findNear(el: ElementNode, test: (e: ElementNode) => boolean): ElementNode | null {
  return findElement(el, test, PROFILE_LOOK);
}

function holdsTime(el: ElementNode): boolean {
  return findNear(el, (e) => e.tag === 'time') !== null;
}

/** The element is marked as an author by microdata (itemprop="author"), or holds only an element that is. */
function microdataAuthor(el: ElementNode): boolean {
  if (MICRODATA_AUTHOR.test(el.attrs.itemprop ?? '')) return true;
  const only = firstElementChild(el);
  return only !== null && only.chars === el.chars && MICRODATA_AUTHOR.test(only.attrs.itemprop ?? '');
}

/** The element's words, read in a few nodes, are a date line (see select's dateline): a name and a date, or a date. */
function postStamp(el: ElementNode): boolean {
  // (read raw, with the markup's indentation: its length in words is the caller's bound)
  const t = boundedTextOf(el, POST_STAMP_NODES, POST_STAMP_NODES * 20);
  return t !== null && dateline(t);
}

/**
 * A <fieldset> that opens with its <legend> and holds two labels at least, each for an input of its own, or two labels
 * in the box after the legend (Allbirds' "SizePicker__options", each label round its radio button), and no link,
 * saying little: a choice of options.
 */
function optionPicker(set: ElementNode | null): boolean {
  if (set === null || firstElementChild(set)?.tag !== 'legend') return false;
  const box = afterLegend(set);
  // (or a list of buttons, one option each: Galeries Lafayette's sizes "34", "36", "38", the buttons themselves judged
  // before the fieldset, their items still there)
  const buttons = (c: ElementNode): boolean => LISTS.has(c.tag) && enough(c.children, null, RUN_LOOK, 2, (li) => li.tag === 'li' && (li.children.length === 0 || findElement(li, (e) => e.tag === 'button', BUTTON_OPTION_LOOK) !== null));
  if (!enough(set.children, null, RUN_LOOK, 2, (c) => c.tag === 'label' && c.attrs.for !== undefined) && !(box !== null && box.tag !== 'label' && enough(box.children, null, RUN_LOOK, 2, (c) => c.tag === 'label')) && !enough(set.children, null, RUN_LOOK, 1, buttons)) return false;
  return findElement(set, (e) => e.tag === 'a', OPTIONS_LOOK) === null && boundedTextOf(set, OPTIONS_LOOK, OPTIONS_MAX) !== null;
}

/** The <fieldset> a legend or a label is a part of: its parent, or for a label in the box after the legend its grandparent. */
function pickerOf(el: ElementNode): ElementNode | null {
  const set = el.parent;
  if (set === null || (el.tag !== 'legend' && el.tag !== 'label')) return null;
  if (set.tag === 'fieldset') return set;
  return el.tag === 'label' && set.parent?.tag === 'fieldset' && afterLegend(set.parent) === set ? set.parent : null;
}

/** The element right after a <fieldset>'s opening <legend>, still in the fieldset; null when there is none. */
function afterLegend(set: ElementNode): ElementNode | null {
  const legend = firstElementChild(set);
  return legend?.tag === 'legend' && legend.next !== null && legend.next.parent === set ? legend.next : null;
}

/** Nodes read of a choice of options (see optionPicker), and of each option's item for its button. */
const OPTIONS_LOOK = 80;
const BUTTON_OPTION_LOOK = 6;

/** A product's choice of options says this much at most (raw characters, with the markup's white space). */
const OPTIONS_MAX = 1000;

/** A review named for its looks says this much in sentences at least, and a block named as reviews this much (see judge). */
const REVIEW_PROSE_MIN = 60;
const REVIEWS_BLOCK_MIN = 300;

/** A paragraph named as a menu says this much at least to be the text about one (see judge). */
const MENU_PROSE_MIN = 80;
/**
 * A class naming a block for search engines: "seo" as a word or a hump ("seo-text", "SeoBlock", "at__sc-seo-0"), not
 * inside a word ("museo").
 */
const SEO_NAME = /(?:^|[^a-zA-Z])(?:seo|Seo|SEO)(?=$|[^a-z])/;

/** A class naming an FAQ's entry, its question or its answer. */
const FAQ_NAME = /(?:^|[\s_-])(?:faq|faqs|question|answer)(?:$|[\s_-])/i;

/** A link somewhere, or a button. */
const linkOrButton = (e: ElementNode): boolean => (e.tag === 'a' && e.attrs.href !== undefined) || e.tag === 'button';

/**
 * A <nav> without links, or a block of sentences named as a menu, says this much at least to be read as text (weighted
 * characters).
 */
const NAV_PROSE_MIN = 40;
/** A list of tabs holding its panels says this much at least (weighted characters). */
const TABS_PROSE_MIN = 200;
/** Elements of such a <nav> looked at for a link or a button. */
const NAV_LOOK = 200;
/** Sentence marks in a block named as a menu that make it prose (see MENU_PROSE_MIN). */
const MENU_SENTENCES = 3;

/** A card's foot says this much at most, and the card round it (characters: see pricedCardFoot). */
const CARD_FOOT_MAX = 200;
const PRICED_CARD_MAX = 1500;

/** The element is the last block of a small card, named as its footer, and it or the card shows a price (a price table's). */
function pricedCardFoot(el: ElementNode): boolean {
  const card = el.parent;
  if (!card || !namedAsFooter(el)) return false;
  let last: ElementNode | null = null;
  for (const c of card.children) if (c instanceof ElementNode) last = c;
  // (the card is judged after its parts, and measured then: its size is read from its markup, white space and all)
  if (last !== el || boundedTextOf(card, PRICED_CARD_NODES, PRICED_CARD_MAX * 4) === null) return false;
  // (the card's price set in pieces, "199" and "€" apart, the foot may be what says one, in a sentence)
  const t = boundedTextOf(el, 20, CARD_FOOT_MAX * 4);
  return (t !== null && CURRENCY.test(t)) || showsPrice(card);
}

/** Nodes read of a card round its foot (see pricedCardFoot). */
const PRICED_CARD_NODES = 300;

/** Nodes read for a post's stamp (see postStamp): its boxes, its name, its date, a picture. */
const POST_STAMP_NODES = 40;

/** The first link to a member's profile in the element (a bounded look), or null. */
function profileAnchor(el: ElementNode): ElementNode | null {
  return findNear(el, (e) => e.tag === 'a' && PROFILE_PATH.test(e.attrs.href ?? ''));
}

/** The address of the first link to a member's profile in the element (a bounded look), or null. */
function profileHref(el: ElementNode): string | null {
  return profileAnchor(el)?.attrs.href ?? null;
}

/** The element is a member's name linked to their profile: such a link and nothing else (but a few characters). */
function profileName(el: ElementNode): boolean {
  const a = profileAnchor(el);
  return a !== null && a.chars > 0 && el.chars <= a.chars + 2;
}

/** Sibling elements linkBeside() looks at, at most (a post's parts: its author panes, its header, its body). */
const BESIDE_LOOK = 8;

/**
 * One of the element's first siblings links to `href` outside their own furniture (asides, menus): a bounded look
 * in each, and at BESIDE_LOOK siblings at most, so that a run of many asides stays linear.
 */
function linkBeside(el: ElementNode, href: string): boolean {
  let looked = 0;
  for (const s of el.parent?.children ?? []) {
    if (s === el || !(s instanceof ElementNode)) continue;
    if (++looked > BESIDE_LOOK) break;
    if (!furnitureByTagOrRole(s) && findNear(s, (e) => e.tag === 'a' && e.attrs.href === href) !== null) return true;
  }
  return false;
}

/** A link that calls or writes to someone: "tel:", "mailto:", "sms:". */
const CONTACT_HREF = /^\s*(?:tel|mailto|sms):/i;

/** A recommendation rate says at most this much (characters). */
const RECOMMEND_RATE_MAX = 120;

/**
 * A short line without links or prices, named as a recommendation ("ratings-and-reviews__recommend",
 * "bv-percent-recommend", "reviewRecommend", Leroy Merlin's "o-reviews__reco"), that gives a percentage: the share of a
 * product's reviewers who recommend it.
 */
function recommendRate(el: ElementNode): boolean {
  if (el.chars === 0 || el.chars > RECOMMEND_RATE_MAX || el.linkChars > 0 || !/recommend|reco(?![a-z])/i.test(el.attrs.class ?? '')) return false;
  const t = boundedTextOf(el, 20, RECOMMEND_RATE_MAX);
  // (not a recommended item's tile, its picture a link and its discount a percentage: "¥6,490税込25%OFF")
  return t !== null && /\d\s?[%％]/.test(t) && !CURRENCY.test(t) && findElement(el, (e) => e.tag === 'a', 20) === null;
}

/**
 * A custom element with an address (`<dropdown-item href>`, `<ql-menu-item href>`): a web component's link, as much a
 * link as an <a> for the text it holds (a mega menu built of them is a list of links, not prose).
 */
function linkElement(el: ElementNode): boolean {
  return el.attrs.href !== undefined && customElement(el);
}

export function analyze(el: ElementNode, hooks: AnalyzeHooks = {}, inLink = false, inContent = false, inItems = false, inCode = false): void {
  // (a phone number or an e-mail address linked to be called or written to is contact data, not a way to another page)
  const link = inLink || (el.tag === 'a' && el.attrs.href !== undefined && !CONTACT_HREF.test(el.attrs.href)) || linkElement(el);
  const named = contentByName(el);
  const content = inContent || named;
  const items = inItems || (hooks.items !== undefined && el === hooks.items);
  // inside a code listing, class names are a syntax highlighter's ("hljs-comment", "token comment"), not roles
  // (or a listing set as a list of lines in a box named "code": see setAsCode)
  const code = inCode || setAsCode(el);
  const kids = el.children;
  let w = 0;
  let chars = 0;
  let linkChars = 0;
  let punct = 0;
  let block = BLOCK_TAGS.has(el.tag);
  let landmark = (el.tag === 'h1' && !logoHeading(el)) || el.tag === 'main';
  let headLink = false;
  let cards = 0;
  let cardChars = 0;
  let cookie = false;
  let adLabelKids = false;
  // (a button dismissing this element stood in it, taken out while parsing)
  let dismissKids = el.closer;
  let dismissChars = 0;
  // set while parsing: the field itself is here; a form with a box to write in asks for more than an address (a
  // contact form's message: "Ihr Anliegen"), no sign-up, and it goes as a form to write in (see judge)
  const signupOwn = el.signup === CARRIES && !el.writes;
  let signupKids = signupOwn;
  let signupChars = 0;
  let offerKids = false;
  let offerChars = 0;
  let formFirst = false;
  let runOffer = false; // the current inline run holds a trial button
  let runOfferChars = 0;
  let heading: ElementNode | null = HEADINGS.has(el.tag) ? el : null;
  let gain = 0;
  let pos = 0;
  let rc = 0; // current inline run
  let rl = 0;
  let rp = 0;
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i]!;
    if (c instanceof TextNode) {
      const m = measureInto(c.text, M);
      chars += m.chars;
      punct += m.punct;
      rc += m.chars;
      rp += m.punct;
      if (link) {
        linkChars += m.chars;
        rl += m.chars;
      }
      if (!cookie && /cookie|クッキー|쿠키/i.test(c.text)) cookie = true;
      kids[w++] = c;
      continue;
    }
    analyze(c, hooks, link, content, items, code);
    // a dismiss control marks its notice even when the control itself goes (a <button> is furniture)
    if (c.dismiss === CARRIES) dismissKids = true;
    const signup = c.signup === CARRIES || c.signup === FIELD;
    if (signup) signupKids = true;
    // a trial button, or an element carrying one, is looked at with its inline run (below)
    const offer = hooks.article === true && (c.offer === CARRIES || offerButton(c));
    if (offer && !c.block) runOffer = true;
    // a block holding only a trial button marks its box even when it goes itself (named "cta" or "button")
    if (offer && c.block) offerKids = true;
    const verdict =
      c.tag === 'noscript' && !hooks.keepNoscript
        ? Verdict.Furniture
        : hooks.keepFurniture || code
          ? hidden(c) || (code && copyLabel(c)) ? Verdict.Furniture : Verdict.Keep
          : judge(c, hooks, content, items, c.block ? 0 : (inkText(kids[w - 1]) ? WORDS_BEFORE : 0) | (inkText(kids[i + 1]) ? WORDS_AFTER : 0));
    if (verdict !== Verdict.Keep) {
      // (an ad's label taken out as a label still says what the box round it is: see adLabelled)
      if (c.adLabel || adLabelOwn(c)) adLabelKids = true;
      hooks.removed?.(c, verdict === Verdict.Comments);
      c.parent = null;
      // a form to write in that opens its box (nothing with words kept before it): the box may be the form's (below)
      if (c.tag === 'form' && c.writes && !formFirst && !kids.slice(0, w).some((k) => k instanceof ElementNode || k.ink)) formFirst = true;
      continue;
    }
    kids[w++] = c;
    if (c.dismiss === CARRIES) dismissChars += c.chars;
    if (signup) signupChars += c.chars;
    if (offer && !c.block) runOfferChars += c.chars;
    chars += c.chars;
    linkChars += c.linkChars;
    punct += c.punct;
    if (c.landmark) landmark = true;
    cards += c.cards;
    cardChars += c.cardChars;
    // (on a thread, a heading linked to a member's profile is a post's author, not a story's headline)
    if (c.headLink || (HEADINGS.has(c.tag) && c.linkChars > c.chars * 0.5 && linksAway(c) && !(hooks.keepComments && profileLink(c)))) headLink = true;
    if (c.cookie) cookie = true;
    if (c.adLabel) adLabelKids = true;
    if (heading === null && HEADINGS.has(c.tag)) heading = c;
    if (c.block) {
      block = true;
      // a trial button standing alone in its run of inline content (not a word of a sentence: "Want to see it?
      // <a>Request a demo</a>!" stays), or a block holding only one, carries the box around it
      if (runOffer && rc <= runOfferChars) {
        offerKids = true;
        offerChars += runOfferChars;
      }
      runOffer = false;
      runOfferChars = 0;
      if (offer) offerChars += c.chars;
      const g = runGain(rc, rl, rp);
      // (a product's comment section set apart adds nothing to the prose its ancestors are chosen for)
      gain += g + (c.reviews ? 0 : c.gain);
      pos += (g > 0 ? g : 0) + (c.reviews ? 0 : c.pos);
      rc = rl = rp = 0;
    } else {
      rc += c.chars;
      rl += c.linkChars;
      rp += c.punct;
    }
  }
  kids.length = w;
  if (runOffer && rc <= runOfferChars) {
    offerKids = true;
    offerChars += runOfferChars;
  }
  // a heading linked only to its own place in the page (a docs site's section anchor: the whole title, or a "¶"
  // beside it) is a title, not a link: its text counts as the section's own words
  if (heading === el && linkChars > 0 && selfAnchored(el)) linkChars = rl = 0;
  el.chars = chars;
  el.linkChars = linkChars;
  el.punct = punct;
  el.block = block;
  el.landmark = landmark;
  el.headLink = headLink;
  // a link wrapping blocks is one card, whatever it holds (nested links are invalid markup)
  el.cards = el.tag === 'a' && block ? 1 : cards;
  el.cardChars = el.tag === 'a' && block ? chars : cardChars;
  el.cookie = cookie;
  el.adLabel = adLabelKids;
  el.dismiss = (el.tag === 'a' || el.tag === 'button' || el.attrs.role === 'button') && dismissControl(el.attrs, chars) ? CARRIES : around(dismissKids, block, chars, dismissChars, NOTICE_MAX);
  el.signup = signupOwn ? (chars <= SIGNUP_MAX ? FIELD : CARRIES) : around(signupKids, block, chars, signupChars, SIGNUP_MAX);
  el.offer = around(offerKids, block, chars, offerChars, OFFER_BOX_MAX);
  // the box of a form to write in, holding after it only a short note on how to write there (5ch's "書き込む前に…利用規約
  // …をお読みください。" under its reply form): the form's, judged as it is. (What stands before a form, a post it
  // answers, is not the form's.)
  if (formFirst && el.tag !== 'form' && chars <= FORM_NOTE_MAX && heading === null) el.writes = true;
  el.heading = heading;
  const g = block ? runGain(rc, rl, rp) : 0;
  el.gain = block ? gain + g : 0;
  el.pos = block ? pos + (g > 0 ? g : 0) : 0;
  // an element named as the content ("entry-content") marks its ancestors as the content's; on an article, a short
  // one does not: themes wrap each excerpt of a sidebar's or a footer's story cards so
  if (!landmark && named && (!hooks.article || el.pos >= CONTENT_NAME_LANDMARK)) el.landmark = true;
  // a table of data (header cells over its rows) is content, however short its cells: the labels' penalty each cell
  // scores (runGain) must not make the text it stands in lose to one of its paragraphs
  if (el.tag === 'table' && el.gain < 0 && el.linkChars < el.chars * 0.5 && headerCells(el)) el.gain = 0;
  if (block && teaserLike(el)) {
    // a headline link with a blurb (story lists, "read more" cards): furniture, however wordy
    el.gain = Math.min(el.gain, -el.linkChars);
  }
}
