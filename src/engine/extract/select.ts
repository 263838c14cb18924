// Picks the main-content subtree (largest gain, see analyze.ts) and prunes what is left inside
// it that is not content: link-heavy blocks (related-story lists, tag clouds, share rows without
// telling class names), the article's own <header>, and byline or date-stamp lines.
import { amongItsKind, ancestorTagged, blockLines, boundedTextOf, closedLooking, ElementNode, elementBeside, enough, findElement, findText, firstElementChild, gridTable, HEADING_TAGS as HEADINGS, inPageHref, LINK_TAGS, priceText, TABLE_CELLS, TextNode, textOf, type DomNode } from './dom';
import { codeHeading, codeSignature, contentByName, furnitureByName, inReviews, namedAsAuthor, namedAsPromotion, NameSignal, PROMOTION_MAX, RATING_SAID, saysDeal } from './boilerplate';
import { CURRENCY, resultsCount, squash, weightedLength } from './text';
import { linkOut } from './pagetype';
import { oneLine, spaced } from '../util/escape';

/** Semantic markup of the main content tips close calls its way. */
function prior(el: ElementNode): number {
  if (el.tag === 'article' || el.tag === 'main' || contentByName(el)) return 1.15;
  return 1;
}

/** The share of the whole page's gain a block's score needs to stand for the page (see selectMain). */
const ROOT_SHARE = 0.9;

/**
 * A block outside the page's main landmark (a newsletter sign-up or a footer beside a <main> that holds content) is
 * the site's, not the page's: it must outscore the landmark's blocks this many times over to be chosen.
 */
const OUTSIDE_LANDMARK = 0.5;

/**
 * The subtree with the largest gain; on a tie the deeper one (the same content, less wrapping). When the page has a
 * main landmark with some gain, blocks that are neither inside it nor around it count for less (OUTSIDE_LANDMARK). A
 * block scoring ROOT_SHARE of the whole page's gain stands for it: the rest is a footer's and a pop-up's few lines.
 */
export function selectMain(root: ElementNode): ElementNode {
  const land = gainingLandmark(root);
  const around = new Set<ElementNode>();
  for (let p = land; p; p = p.parent) around.add(p);
  let best = root;
  let bestScore = root.gain * ROOT_SHARE;
  const stack: ElementNode[] = [root];
  const inside: boolean[] = [false];
  while (stack.length) {
    const el = stack.pop()!;
    const within = inside.pop()!;
    for (const c of el.children) {
      // (a product's comment section is read beside the product, never for it)
      if (c instanceof TextNode || !c.block || c.reviews) continue;
      const cWithin = within || c === land;
      stack.push(c);
      inside.push(cWithin);
      if (c.gain <= 0) continue;
      const s = c.gain * prior(c) * (land === null || cWithin || around.has(c) ? 1 : OUTSIDE_LANDMARK);
      if (s >= bestScore) {
        bestScore = s;
        best = c;
      }
    }
  }
  return best;
}

/** The page's main landmark (<main> or role=main, the one holding the most text) when it has a positive gain. */
function gainingLandmark(root: ElementNode): ElementNode | null {
  return largestLandmark(root, (el) => el.gain > 0);
}

/**
 * The main landmark under `root` (<main> or role=main) that `ok` accepts and that holds the most text, or null. A
 * landmark accepted is not looked into; one refused is.
 */
export function largestLandmark(root: ElementNode, ok: (el: ElementNode) => boolean): ElementNode | null {
  let best: ElementNode | null = null;
  const stack: ElementNode[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    for (const c of el.children) {
      if (c instanceof TextNode) continue;
      if ((c.tag === 'main' || c.attrs.role === 'main') && ok(c)) {
        if (!best || c.chars > best.chars) best = c;
      } else stack.push(c);
    }
  }
  return best;
}

const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}*/iu;
/**
 * A date written in figures: year, month and day ("2024-05-01"), day or month first ("01.05.2024", "5/1/24"), each
 * part one a calendar has (a version, "1.0.0" or "1.78.0", is none), a year of two figures after a slash or a dot only
 * (a Japanese address's block and lot, "1-28-10", is none); a time ("10:20"); a CJK year and month.
 */
const NUMERIC_DATE =
  /\b\d{4}[./-](?:0?[1-9]|1[0-2])[./-](?:0?[1-9]|[12]\d|3[01])\b|\b(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|[12]\d|3[01])[./-]\d{4}\b|\b(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|[12]\d|3[01])[./]\d{2}\b|\b\d{1,2}:\d{2}\b|\d{4}\s*[年년]\s*\d{1,2}\s*[月월]/;
/**
 * "By Jane Doe", "Von Max Muster", "Автор: Иван Петров", "作者：张三", "文/李四", "责任编辑：李娜", "홍길동 기자" — a name after a
 * byline word (capitalised in Latin scripts, so that "By default, …" stays).
 */
const BYLINE = new RegExp(
  [
    String.raw`^(?:[Bb]y|BY|[Ww]ritten by|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|[Dd]i|[Aa]utor(?:in)?:?|[Tt]ext:)\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}\s*(?:$|[,|·•—–-]|and\b|und\b|&)`,
    String.raw`^(?:[Аа]втор(?:ы)?|[Тт]екст)\s*:?\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+){0,2}\s*(?:$|[,|·•—–-])`,
    String.raw`^(?:作者|文|撰文|记者|記者|(?:责任)?编辑|(?:責任)?編輯|责编|責編|編集|著者|筆者|글|기자)\s*[:：/|]\s*\S{1,12}(?:\s|$)`,
    String.raw`^\S{2,4}\s*(?:기자|특파원)(?:\s|$|[,|·])`,
  ].join('|'),
  'u',
);
/** "Posted Nov 18, 2019", "Updated: 10:01 pm", "Veröffentlicht am 3. Mai 2024", "发布时间：2024-03-05" — with a number in it. */
const STAMP =
  /^(?:posted|published|updated|last updated|last modified|(?:this )?page (?:was )?last (?:modified|updated|edited|reviewed)|(?:diese )?seite (?:wurde )?zuletzt (?:am|geändert|aktualisiert|bearbeitet)|(?:cette )?page (?:a été )?modifiée pour la dernière fois|(?:esta )?página (?:se )?(?:editó|modificó|actualizó) por última vez|последнее изменение(?: (?:этой )?страницы)?|本?页面?最后(?:修改|更新|编辑)(?:于|時間|时间)?|本?頁面?最後(?:修改|更新|編輯)(?:於|時間)?|最終更新日?|최종 ?(?:수정|업데이트)(?:일)?|veröffentlicht|aktualisiert|stand|publié|mis à jour|publicado|actualizado|опубликовано|обновлено|дата публикации|发布(?:时间|于|日期)?|發布(?:時間)?|更新(?:时间|時間|日)?|公開日?|投稿日|掲載日|입력|수정|등록|게시일?)(?!\p{L}).*\d/iu;

/** A line of a date and a few words is at most this long (characters, CJK ones counted twice). */
const DATELINE_MAX = 80;

/** A short line that is only a byline or a date stamp ("By Jane Doe | Nov 18, 2019 4:07 PM"). */
export function dateline(raw: string): boolean {
  const t = oneLine(raw);
  // quote attributions ("— Name (@handle) November 18, 2019") and URLs are content; an "@" between a date and its
  // time is a stamp's, as is a reporter's address after the name ("김민수 기자 minsu@news.example")
  if (!t || t.length > 120 || /^[—–-]|(?<![\w.+-])@\w|:\/\//.test(t)) return false;
  // a customer named with letters masked, as shops and studios name them ("2024년 3월 본식 스냅 · 이**님 커플", "山田**様"):
  // who said the words above, not when the page was stamped
  if (MASKED_NAME.test(t)) return false;
  if (BYLINE.test(t) || STAMP.test(t)) return true;
  // a sentence ended as Chinese and Japanese end one is said, not stamped ("お迎えが19:00を過ぎる場合は、必ず18:30までに
  // 園へお電話でご連絡ください。")
  if (/[。！？]$/.test(t)) return false;
  // a few words: counted in spaces, and in length for scripts written without them (a Chinese post of one sentence
  // and its date is one "word")
  const words = t.split(' ').length;
  if (words > 8 || weightedLength(t) > DATELINE_MAX || !(NUMERIC_DATE.test(t) || (MONTH.test(t) && /\d/.test(t)))) return false;
  // a row of a history or a schedule, not a stamp: a date with an amount ("Jun 14, 2016 Sold $612,000"), or a span of
  // time ("08:30 – 09:15", "From 15:00 to 23:00")
  return !CURRENCY.test(t) && !TIME_SPAN.test(t) && !DATE_SPAN.test(t) && !DEADLINE.test(t);
}

/** A name with its letters masked but the first one or two ("이**님", "kim****", "王**"), as a shop names a customer. */
const MASKED_NAME = /(?:^|[\s·|(])\p{L}{1,3}\*{2,}\p{L}{0,2}(?=$|[\s·|),])/u;

/**
 * The day an offer or a sale ends ("Sale ends 10/20 at 11:59 p.m. PT", Walmart's "Rollback ends December 4, 2024",
 * "Angebot gültig bis 31.10.", "セール終了 10/20 23:59", Etsy's "20% off sale ends March 31", Steam's "AUTUMN SALE! Offer
 * ends 3 December"): what the offer says, not a stamp. (In English, whatever one to three words or a share off name the
 * offer before "ends".)
 */
const DEADLINE =
  /^(?:[a-z]+[!:,.]? |\d{1,3}% ){0,3}(?:ends|expires|valid (?:until|through|thru)|good through)\b|^(?:angebot|aktion|rabatt) (?:endet|gültig bis)\b|^(?:offre|promotion|soldes) (?:valable jusqu|se termine|prend fin)|^(?:oferta|promoción) (?:válida hasta|termina)|^(?:セール|キャンペーン|タイムセール)(?:終了|期間)|^(?:活动|活動|促销|促銷|优惠|優惠)(?:截止|结束|結束)|^(?:세일|할인|행사) ?(?:종료|마감)/i;

/** A date in figures, with its year or not ("2025/3/13", "11/25/24", "2025年3月13日", "3/19"). */
const SPAN_DATE = String.raw`(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{4}\s*[年년]\s*\d{1,2}\s*[月월](?:\s*\d{1,2}\s*[日일])?)`;
/**
 * Two dates with a dash or a word between them: a period ("集計期間：2025/3/13～2025/3/19", "Price valid 11/25/24 -
 * 12/2/24"), what a ranking or an offer covers, not the day a story was stamped.
 */
const DATE_SPAN = new RegExp(String.raw`(?<![\d./-])${SPAN_DATE}\s*(?:[-–—~〜～]|to|bis|au|al|до|至|到)\s*${SPAN_DATE}(?![\d./-])`, 'i');

/** A time of day: "10:20", "6:00 AM", "9 p.m.". */
const TIME_OF_DAY = String.raw`\d{1,2}(?:[:.]\d{2}(?:\s*[ap]\.?m\b\.?)?|\s*[ap]\.?m\b\.?)`;
/**
 * Two times of day with a dash or a word between them: a schedule's span ("08:30 – 09:15", "6:00 AM – 9:00 PM"); not a
 * timestamp's seconds and its offset from UTC ("2025-10-30T10:45:07-04:00").
 */
export const TIME_SPAN = new RegExp(String.raw`(?<!\d)(?<!\d[:.])${TIME_OF_DAY}\s*(?:[-–—~〜～]|to|bis|à|a|до|至|到)\s*${TIME_OF_DAY}(?!\d)`, 'i');

/**
 * The element's first HOURS_NODES text nodes give a span of hours ("7:00 AM – 6:00 PM", "9:00～18:00"), or `spans` of
 * them at least (a week's hours: one span may be a plan's "(09:00~22:00)").
 */
export function givesHours(el: ElementNode, spans = 1): boolean {
  let t = '';
  findElement(el, (e) => {
    for (const c of e.children) if (c instanceof TextNode && t.length < HOURS_CHARS) t += ` ${c.text}`;
    return t.length >= HOURS_CHARS;
  }, HOURS_NODES);
  if (spans <= 1) return TIME_SPAN.test(t);
  let n = 0;
  TIME_SPANS.lastIndex = 0;
  while (n < spans && TIME_SPANS.test(t)) n++;
  return n >= spans;
}
/** TIME_SPAN, to count the spans in a text. */
const TIME_SPANS = new RegExp(TIME_SPAN.source, 'gi');

/** Elements and characters read for opening hours. */
const HOURS_NODES = 200;
const HOURS_CHARS = 4000;

export const LISTS: ReadonlySet<string> = new Set(['ul', 'ol']);
/** Lists, tables and their parts: a date in a changelog or a schedule is content. */
const ITEMS = new Set(['ul', 'ol', 'dl', 'table', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'pre']);

const KEEP = new Set(['p', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'td', 'th', 'tr', 'li', 'dt', 'dd']);

/**
 * A list whose items say something around their links ("Flagship hotel: <a>…</a>, which features in my
 * <a>top 10 lists</a> of …"): 40 % or more of its text outside links, and 100 characters; or, for a short list (a
 * hotel's two notes under its entry), PROSE_LIST_SHORT characters when every item ends a sentence; or a list whose
 * every item says something around its link (itemsSay). Not a menu, whose items are their links, nor a comment
 * list, whose items end with their "Reply" links.
 */
function proseList(el: ElementNode): boolean {
  if (!LISTS.has(el.tag)) return false;
  const own = el.chars - el.linkChars;
  return (own >= el.chars * 0.4 && (own >= 100 || (own >= PROSE_LIST_SHORT && sentences(el)))) || itemsSay(el);
}

/** Nodes read to tell whether a short block's link is a word of its sentence (see linkInSentence). */
const SENTENCE_NODES = 40;
/** A block longer than this (weighted characters) is not read for it. */
const SENTENCE_MAX = 300;

/**
 * A short block that is one sentence around its link ("The Option type. See <a>the module level documentation</a>
 * for more."): words stand before the link and after it, and the text ends as a sentence does. Its link is a word of
 * it, not an entry of a list of links ("Related: <a>…</a>", "<a>Edit this page</a> <a>Request changes</a>").
 */
function linkInSentence(el: ElementNode): boolean {
  if (el.chars > SENTENCE_MAX || el.linkChars === 0) return false;
  let budget = SENTENCE_NODES;
  let before = false; // words read outside links so far
  let linkAfterWords = false; // a link came after words
  let wordsAfterLink = false; // words came after such a link
  let last = '';
  const walk = (e: ElementNode, inLink: boolean): boolean => {
    for (const c of e.children) {
      if (--budget < 0) return false;
      if (c instanceof TextNode) {
        if (!c.ink) continue;
        last = c.text;
        if (inLink) {
          if (before) linkAfterWords = true;
        } else if (/[\p{L}\p{N}]/u.test(c.text)) {
          if (linkAfterWords) wordsAfterLink = true;
          before = true;
        }
      } else if (!walk(c, inLink || c.tag === 'a')) return false;
    }
    return true;
  };
  return walk(el, el.tag === 'a') && wordsAfterLink && /[.!?。！？]\s*$/.test(last);
}

/** Words an item of a list says around its link, at least (characters of its own text, white space aside). */
const ITEM_SAYS = 8;
/** A list whose every item says something around its link has this many items, at least. */
const ITEMS_SAY_MIN = 3;

/**
 * Every item of the list says something of its own around its link ("<a>Boosted conversions by 460%</a> for
 * Picflow", "Helped <a>MentorCruise</a> grow 16x", "Flagship hotel: <a>…</a>"): text set directly in the item,
 * beside the link, not in a child element. A list of related links says only when ("<a>Post</a> — March 5, 2024")
 * or keeps its dates and counts in their own elements ("<span class=date>"), and a widget's "(12)" or
 * "Ann on <a>Post</a>" says too little.
 */
function itemsSay(el: ElementNode): boolean {
  let n = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag !== 'li' || c.linkChars === 0) return false;
    let own = '';
    for (const t of c.children) if (t instanceof TextNode && t.ink) own += t.text;
    // a date beside the link ("<a>Post</a> — March 5, 2024") says when, not what
    if (own.replace(/\s+/g, '').length < ITEM_SAYS || dateline(own.replace(/^[\s\p{P}]+/u, ''))) return false;
    n++;
  }
  return n >= ITEMS_SAY_MIN;
}

/** Text outside links (weighted characters) of a short list of sentences: a sentence or two beside the links. */
const PROSE_LIST_SHORT = 40;

/** Every child of the list is an item that ends a sentence (read from its end: linear). */
function sentences(el: ElementNode): boolean {
  let n = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag !== 'li' || !SENTENCE_END.test(tailText(c, 4))) return false;
    n++;
  }
  return n > 0;
}

/**
 * The end of a sentence, perhaps inside quotes or brackets, in Latin or full-width punctuation; not an ellipsis (a
 * teaser's excerpt cut short).
 */
const SENTENCE_END = /[.!?。！？]["'”’)）」]?$/;

/** Cards in a grid carry this much text each on average (a heading and a sentence), not a menu's labels. */
const CARD_CHARS = 40;

/**
 * Most of the block's link text is in links wrapping blocks (cards) with a blurb each: a grid of two or more, or
 * one such card.
 */
function cardGrid(el: ElementNode): boolean {
  if (el.tag === 'a') return el.cards === 1 && el.cardChars >= CARD_CHARS;
  return el.cards >= 2 && el.cardChars >= el.linkChars * 0.6 && el.cardChars >= el.cards * CARD_CHARS;
}

/** Text cut short by an ellipsis, perhaps followed by a short "Read more" link: a teaser's excerpt. */
const CUT_SHORT = /(?:\.{3}|…)[\s\])»›→]*(?:[^.…\s][^.…]{0,24})?$/;

/** Nodes read from a block's end at most, looking for its last characters: hostile markup stays linear. */
const TAIL_NODES = 64;

/** The last n characters of a block's text, white space collapsed, read from its end (see TAIL_NODES). */
function tailText(node: ElementNode, n: number): string {
  const parts: string[] = [];
  let got = 0;
  let budget = TAIL_NODES;
  const walk = (x: ElementNode): void => {
    for (let i = x.children.length - 1; i >= 0 && got < n && budget-- > 0; i--) {
      const c = x.children[i]!;
      if (c instanceof ElementNode) {
        walk(c);
        continue;
      }
      // runs of white space (the indentation between tags) count as one space
      const t = spaced(c.text.length > 4 * n ? c.text.slice(-4 * n) : c.text);
      parts.push(t);
      if (got > 0 || t !== ' ') got += t.length;
    }
  };
  walk(node);
  return parts.reverse().join('').trimEnd().slice(-n);
}

/**
 * Teasers of other pages (related stories, latest posts): two or more blocks side by side, each linking somewhere and
 * each ending with an excerpt cut short. The article's own text does not stop mid-sentence in every block.
 */
function teasers(el: ElementNode): boolean {
  let cards = 0;
  let cut = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode) || c.chars < 20) continue;
    cards++;
    if (c.linkChars > 0 && CUT_SHORT.test(tailText(c, 60))) cut++;
  }
  return cut >= 2 && cut * 3 >= cards * 2;
}

/** A thread's author names and post dates: short lines a reader of the thread wants. */
const THREAD_SHORT = 80;
/** A list named as comments says this much at least to be a comment's (a sort toggle's "등록순 최신순" says less). */
const COMMENT_LIST_MIN = 20;

export interface PruneOptions {
  /** A thread: short lines stay (the posts' authors and dates). */
  thread?: boolean;
  /** A listing's items: kept whole. */
  keep?: ElementNode | null;
  /**
   * An article: its own <header>, the one holding the <h1> (title, byline, date, which the caller has as
   * metadata), goes. Other headers are a section's heading and lead (a hero, a feature's blurb), and on
   * pages other than articles every header stays.
   */
  articleHeader?: boolean;
  /** The page's first <h1> elements (ParsedDocument.h1s): a header holding one is the title block. */
  h1s?: ElementNode[];
  /**
   * A product page: a label and its value in two boxes side by side is one of the product's facts, not a date line
   * (see boxPair). Its customers' reviews are the page's: what a reader of a product page asks about as often as
   * the product's specifications.
   */
  product?: boolean;
  /**
   * A landing or service page (not marked up as an article, a listing or a product): a grid of linked cards, each a
   * heading and its description inside one link, is a section of the page, not a link list.
   */
  cards?: boolean;
  /**
   * A documentation page: a short paragraph that is mostly a link is a cross-reference ("See systemd.special(7).",
   * "From the project's web page:"), part of the text, not a "Related: …" line.
   */
  docs?: boolean;
  /**
   * An article or a landing page: teasers of other pages set into it (related stories, latest posts: linked blocks
   * whose excerpts are cut short) go. On a listing they are its items, in a thread a quoted post cut short is a post.
   */
  teasers?: boolean;
}

/** What pruning knows of the page, the same at every level of the walk (see PruneOptions). */
interface Pruning {
  thread: boolean;
  keep: ElementNode | null;
  /** The items' ancestors below the pruned element: wrappers pruned around the items, never removed. */
  keepPath: Set<ElementNode> | null;
  titlePath: Set<ElementNode> | null;
  product: boolean;
  cards: boolean;
  docs: boolean;
  teasers: boolean;
}

/** A block holding at least this share of its parent's prose is the article's body; the rest beside it is trimmed. */
const BODY_SHARE = 0.8;
/** Prose (see ElementNode.pos) a block beside the body needs to be read as part of the article. */
const BESIDE_PROSE = 100;
/** Share of its distinct words a section after the body shares with the body, to be read as more of the article. */
const COHESION = 0.6;
/** Levels of nesting trimBesideBody goes down, at most (each level reads the body's words once: linear in the page). */
const BODY_LEVELS = 8;

/** A run of letters or digits of four or more: the words cohesion compares. */
const CONTENT_WORD = /[\p{L}\p{N}]{4,}/gu;

function contentWords(el: ElementNode): Set<string> {
  return new Set(textOf(el).toLowerCase().match(CONTENT_WORD) ?? []);
}

/** Prose with few links: a lede beside the body, a section after it. */
function proseBlock(el: ElementNode): boolean {
  return el.pos >= BESIDE_PROSE && el.linkChars <= el.chars * 0.3;
}

/**
 * A short paragraph that is a sentence of the article (eight words or more, ending as a sentence ends, few links): the
 * lede's second line before a long body ("The city said the work came in under budget."), not a byline or a date.
 */
function sentenceParagraph(el: ElementNode): boolean {
  if (el.tag !== 'p' || el.chars > BESIDE_PROSE * 3 || el.linkChars > el.chars * 0.3) return false;
  const t = textOf(el).trim();
  return /[.!?。！？]["'”’)]?$/.test(t) && t.split(/\s+/).length >= 8 && !dateline(t);
}

/**
 * On an article, the block chosen often wraps the article's body with what the site sets beside it: a header of
 * dates, bylines and breadcrumbs, a share bar, and after it the author's bio, a vendor's pitch, related stories, a
 * "Filed under" list. Where one child holds most of the block's prose (BODY_SHARE), that child is the body: before
 * it, only prose stays (a lede, key takeaways); after it, only sections that speak of what the body speaks of (most of
 * their words are the body's: its FAQ, its further sections), not the site's boxes. Then the same inside the body.
 */
export function trimBesideBody(main: ElementNode): void {
  let el = main;
  for (let level = 0; level < BODY_LEVELS; level++) {
    let body: ElementNode | null = null;
    let at = -1;
    const kids = el.children;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i]!;
      if (c instanceof ElementNode && c.block && (!body || c.pos > body.pos)) {
        body = c;
        at = i;
      }
    }
    if (!body || body.gain <= 0 || body.pos < el.pos * BODY_SHARE) return;
    let words: Set<string> | null = null;
    const cohesive = (c: ElementNode): boolean => {
      words ??= contentWords(body);
      const own = contentWords(c);
      let shared = 0;
      for (const w of own) if (words.has(w)) shared++;
      return own.size > 0 && shared >= own.size * COHESION;
    };
    // (before the body, a sentence of the lede stays, and so does the body's own heading right above it; right after
    // it, a list of its facts, each a label and its value: a job's criteria, "Seniority level" | "Mid-Senior level";
    // and after it a box giving the opening hours, a business's hours and address beside or under the page about it)
    const heading = elementBeside(kids, at, -1);
    const facts = elementBeside(kids, at, 1);
    const stays = kids.map(
      (c, i) =>
        !(c instanceof ElementNode) || i === at || (proseBlock(c) && (i < at || cohesive(c))) || (i < at && sentenceParagraph(c)) ||
        (c === heading && HEADINGS.has(c.tag) && c.tag !== 'h1') || (c === facts && factList(c)) || (i > at && hoursBox(c)),
    );
    // a section after the body made like another there that stays (the same class: the template's next section, "How
    // much does it cost?" beside "What does it cover?") is the article's too, whatever its words
    const kinds = new Set<string>();
    for (let i = at + 1; i < kids.length; i++) {
      const c = kids[i]!;
      if (c instanceof ElementNode && c.attrs.class && stays[i]) kinds.add(c.attrs.class);
    }
    let w = 0;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i]!;
      if (c instanceof ElementNode && !stays[i] && !(i > at && proseBlock(c) && kinds.has(c.attrs.class ?? ''))) {
        c.parent = null;
        continue;
      }
      kids[w++] = c;
    }
    kids.length = w;
    el = body;
  }
}

/**
 * On a product page, a short block named as its promotions that says a deal, in a link to the offer's page or not
 * (Watsons' "product-promotions": "Promotion · Buy 2 CeraVe cleansers, get 2nd at 50% off"): what it costs, as analysis
 * judged it (see analyze.ts, namedAsPromotion), not a list of links.
 */
function promotionDeal(el: ElementNode): boolean {
  return el.chars <= PROMOTION_MAX && (namedAsPromotion(el) || promotionsBox(el)) && saysDeal(el);
}

/** A box holding only blocks named as promotions, a few of them ("product-promotions" round each "promotion-item"). */
function promotionsBox(el: ElementNode): boolean {
  let n = 0;
  for (const c of el.children) {
    if (c instanceof TextNode) continue;
    if (++n > PROMOTIONS_MAX || !namedAsPromotion(c)) return false;
  }
  return n > 0;
}
const PROMOTIONS_MAX = 6;

/**
 * A box giving opening hours, not mostly links, not long: a dentist's "診療時間・アクセス" (its table of hours, the
 * days it is closed, its address and the way there), a tax adviser's column of contact, "Öffnungszeiten" and address.
 */
export function hoursBox(el: ElementNode, spans = 1): boolean {
  return el.chars <= HOURS_BOX_MAX && el.linkChars <= el.chars * 0.3 && givesHours(el, spans);
}

/** A box of opening hours says this much at most (weighted characters). */
const HOURS_BOX_MAX = 1500;

/** A list of two to FACTS_MAX items, each a label and its value (see boxPair), or a description list of terms. */
function factList(el: ElementNode): boolean {
  if (el.tag === 'dl') return holdsPairs(el);
  if (!LISTS.has(el.tag)) return false;
  let n = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (++n > FACTS_MAX || !boxPair(c)) return false;
  }
  return n >= 2;
}

/** A list of facts after an article's body has at most this many items. */
const FACTS_MAX = 20;

/** Removes link lists and other net-negative blocks inside the chosen content. */
export function prune(el: ElementNode, options: PruneOptions = {}): void {
  const keep = options.keep ?? null;
  if (el === keep) return;
  let keepPath: Set<ElementNode> | null = null;
  if (keep) {
    keepPath = new Set();
    for (let p: ElementNode | null = keep; p && p !== el; p = p.parent) keepPath.add(p);
  }
  // the ancestors of the page's first <h1>s: a header among them holds the title
  let titlePath: Set<ElementNode> | null = null;
  if (options.articleHeader !== false) {
    titlePath = new Set();
    for (const h of options.h1s ?? []) for (let p: ElementNode | null = h; p && p !== el; p = p.parent) titlePath.add(p);
  }
  pruneIn(el, {
    thread: options.thread === true,
    keep,
    keepPath,
    titlePath,
    product: options.product === true,
    cards: options.cards === true,
    docs: options.docs === true,
    teasers: options.teasers === true,
  });
}

/**
 * A heading naming a strip of picks beside the page's subject, in several languages: "Related Products", "You may also
 * like", "Customers also bought", "Ähnliche Produkte", "Produits similaires", "相关商品", "猜你喜欢", "関連商品", "추천 상품".
 * Not "Related work" (a paper's section) nor "Related" alone.
 */
const PICKS_HEADING = new RegExp(
  '^(?:' +
    [
      'related (?:products|items|articles|posts|stories)',
      'you (?:may|might) also (?:like|be interested in)',
      'customers (?:who (?:bought|viewed) this (?:item|product) )?also (?:bought|viewed|liked|considered)(?: (?:these|similar) (?:products|items))?',
      'best ?sellers in .{1,40}',
      '(?:similar|recommended) (?:products|items)(?: (?:you (?:may|might) (?:also )?like|for you))?',
      '(?:products|items) you (?:may|might) (?:also )?like',
      'more (?:products|items) (?:like this|from this (?:shop|seller|store))|more from this (?:shop|seller|store|brand)',
      'mehr (?:von|aus) diese[mr] (?:shop|verkäufer|marke)|weitere (?:produkte|artikel) (?:dieses|von diesem) (?:shops?|verkäufers?)',
      '(?:ähnliche|weitere|passende) (?:produkte|artikel)|das könnte (?:ihnen|dir) auch gefallen',
      'kunden, die diese[mn]? (?:artikel|produkt) (?:angesehen|gekauft) haben, (?:haben auch|kauften auch).{0,20}',
      'produits (?:similaires|associés|recommandés)|vous aimerez aussi',
      'les clients ayant (?:acheté|consulté) cet (?:article|produit) ont (?:également|aussi) (?:acheté|consulté)|les meilleures ventes(?: en .{1,40})?',
      'productos (?:relacionados|similares)|también te puede interesar',
      'los clientes que (?:compraron|vieron) este (?:artículo|producto) también (?:compraron|vieron)',
      'похожие товары|с этим товаром (?:покупают|смотрят)',
      '相关(?:商品|产品|推荐)|相關(?:商品|產品|推薦)|猜你喜欢|为你推荐|看了又看',
      '关联推荐|店铺推荐|本店推荐|掌柜推荐',
      '関連商品|おすすめ商品|この商品を見た人はこんな商品も見ています|(?:この)?(?:出品者|ショップ)の(?:その他の|他の)商品',
      'この商品を(?:見た|チェックした|買った|購入した)(?:人|お客様)は(?:こんな商品も)?(?:見ています|チェックしています|買っています|購入しています)',
      'この商品に関連する商品|閲覧履歴に基づくおすすめ(?:商品)?',
      '(?:浏览|看过|购买)了?(?:此|该|这个)商品的(?:人|用户|顾客)(?:还|也)(?:看了|买了|浏览了|购买了)',
      '관련 ?상품|추천 ?상품|함께 본 상품|(?:이 )?(?:판매자|상점|스토어)의 다른 상품',
    ].join('|') +
    ')\\s*[:：]?$',
  'i',
);
/** Such a heading says this much at most (weighted characters). */
const PICKS_HEADING_MAX = 80;

/**
 * A heading naming picks (PICKS_HEADING), or a short block opening with one, a link beside it (Etsy's "More from this
 * shop" and its "Visit shop").
 */
function picksHead(c: ElementNode): boolean {
  if (!HEADINGS.has(c.tag) && c.chars > PICKS_HEADING_MAX + PICKS_LINK_MAX) return false;
  const h = HEADINGS.has(c.tag) ? c : firstElementChild(c);
  return h !== null && HEADINGS.has(h.tag) && h.chars <= PICKS_HEADING_MAX && PICKS_HEADING.test(oneLine(textOf(h)));
}

/** A list of picks held in the block of their heading. */
const isPicksList = (e: ElementNode): boolean => e.tag === 'ul' || e.tag === 'ol' || e.tag === 'article';

/** A line under a heading naming picks, saying why they are picked, is this short at most (weighted characters). */
const PICKS_SUBTITLE_MAX = 60;

/** The link beside a heading naming picks says this much at most ("Visit shop", "See all"). */
const PICKS_LINK_MAX = 40;

function pruneIn(el: ElementNode, p: Pruning): void {
  let w = 0;
  const kids = el.children;
  // the block before this child among its siblings (inline elements and text between them aside)
  let prev: ElementNode | null = null;
  // a heading naming picks ("Related Products") was taken out: the grid of links after it goes with it
  let picks = false;
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i]!;
    const before = prev;
    if (c instanceof ElementNode && c.block) prev = c;
    if (c instanceof ElementNode && c.block && c !== p.keep && !p.keepPath?.has(c)) {
      if (picks) {
        picks = false;
        // (the picks link to what they show, if only by a link round a picture; a block of prose without links is the
        // page's again)
        if (!HEADINGS.has(c.tag) && (c.linkChars > 0 || findWithin(c, isLink) !== null)) {
          c.parent = null;
          continue;
        }
        // (a short line under the heading saying why these are picked, "Based on what customers bought": the picks
        // follow it)
        if (!HEADINGS.has(c.tag) && c.chars <= PICKS_SUBTITLE_MAX && c.children.every((k) => !(k instanceof ElementNode) || !k.block)) {
          picks = true;
          c.parent = null;
          continue;
        }
      } else if (picksHead(c)) {
        // (the picks after it, unless it holds them: Fnac's short carousel of two books under its heading, its next
        // sibling the reviews)
        picks = HEADINGS.has(c.tag) || findWithin(c, isPicksList) === null;
        c.parent = null;
        continue;
      }
    }
    if (c === p.keep) {
      // a listing's items: cards of links are the content here
      kids[w++] = c;
      continue;
    }
    if (c instanceof ElementNode && p.keepPath?.has(c)) {
      // a wrapper of the items: pruned around them, never removed
      pruneIn(c, p);
      kids[w++] = c;
      continue;
    }
    if (p.cards && c instanceof ElementNode && c.tag === 'a' && cardGrid(c)) {
      // one linked card (a heading and its blurb): kept whole, its paragraphs are all link text
      kids[w++] = c;
      continue;
    }
    if (c instanceof ElementNode && c.block) {
      // (a short list too when it is named as a post's author, Tieba's <ul class="p_author"> of picture, name and rank,
      // or holds the post's time, XenForo's <ul> of one <time> linked to the post)
      // (or, on a thread, a list named as comments, however short: one comment under an answer, its author and its date
      // links, Stack Exchange's "comments-list")
      const short = p.thread && ((c.chars < THREAD_SHORT && ((c.tag !== 'ul' && c.tag !== 'ol') || namedAsAuthor(c) || findWithin(c, isTime) !== null)) || (LISTS.has(c.tag) && c.chars >= COMMENT_LIST_MIN && furnitureByName(c) === NameSignal.Comment));
      // link lists, and the article's own <header> (title, byline, date: the caller has them as metadata)
      if (
        (p.teasers && !KEEP.has(c.tag) && c.linkChars > 0 && teasers(c)) ||
        (!short && !KEEP.has(c.tag) && c.gain < 0 && c.linkChars > c.chars * (LISTS.has(c.tag) ? 0.35 : 0.5) && !proseList(c) && !panelToggle(c, kids, i) && !(p.cards && cardGrid(c)) && !(LISTS.has(c.tag) && before !== null && introduces(before)) && !(p.docs && (underSeeAlso(c, before) || seeAlsoLine(c))) && !(p.product && (labelledLine(c) || linkedDetail(el, c, before) || reviewLine(c) || reviewSummary(c) || inPagePriceLine(c) || unlinkedPrice(c) || promotionDeal(c) || variantPicker(c) || unlinkedList(c))) && !linkInSentence(c) && !holdsDataTable(c) && !codeSignature(c) && !holdsCodeText(c) && !cellName(c) && !entryTime(c) && !holdsCount(c)) ||
        (!short && !p.docs && c.tag === 'p' && c.chars < 200 && c.linkChars > c.chars * 0.6 && !linkInSentence(c)) || // "Related: <a>…</a>"
        (c.tag === 'header' && c.pos < 500 && !p.thread && p.titlePath?.has(c)) ||
        (p.docs && c.tag === 'header' && c.chars <= DOC_BANNER_MAX && bannerBefore(c, kids, i)) ||
        (!short && c.chars < 100 && !HEADINGS.has(c.tag) && !ITEMS.has(c.tag) && !labelledValue(el, c, before) && dateline(textOf(c)) && !holdsHeading(c) && !holdsCode(c) && !holdsPairs(c) && !(p.product && (boxPair(c) || labelledRows(c) || deliveryLine(c) || inReviews(c))) && !entryTime(c))
      ) {
        c.parent = null;
        continue;
      }
      // a code listing's lines are the code's, whatever their links or dates, and a data table's rows are the table's
      if (c.tag !== 'pre' && c.tag !== 'code' && !blockLines(c) && !(c.tag === 'table' && headerCells(c)) && !gridTable(c)) pruneIn(c, p);
    }
    kids[w++] = c;
  }
  kids.length = w;
  dropTocTitles(kids);
}

/**
 * A documentation page's <header> holding no <h1>, right before the block that holds one (Writerside's panel header "Ktor
 * 3.0.1 Help" over the article titled "Routing"): the product's banner over the page, not the page's own header.
 */
function bannerBefore(c: ElementNode, kids: readonly DomNode[], i: number): boolean {
  const h1 = (e: ElementNode): boolean => e.tag === 'h1';
  if (findElement(c, h1, BANNER_LOOK) !== null) return false;
  const next = elementBeside(kids, i, 1);
  return next !== null && findElement(next, h1, BANNER_LOOK) !== null;
}
/** Such a header says this much at most (weighted characters); the block after it is looked through this far for its <h1>. */
const DOC_BANNER_MAX = 80;
const BANNER_LOOK = 200;

/**
 * An accordion's question: a short line of words whose links go nowhere but to a script or into the page (imweb's
 * "<a class="panel-title _accordion_toggle" href="javascript:;">Q. 작가님을 지정할 수 있나요?</a>", Bootstrap's
 * href="#collapseOne"), right before the closed panel it opens ("panel-collapse collapse"): the answer's heading, not a
 * list of links.
 */
function panelToggle(c: ElementNode, kids: readonly DomNode[], i: number): boolean {
  if (c.chars > TOGGLE_MAX || LISTS.has(c.tag)) return false;
  const next = elementBeside(kids, i, 1);
  if (next === null || !next.block || !(next.panel || closedLooking(next.attrs))) return false;
  if (findElement(c, (e) => LINK_TAGS.has(e.tag) && e.attrs.href !== undefined && !inPageHref(e.attrs.href), TOGGLE_LOOK) !== null) return false;
  const t = boundedTextOf(c, TOGGLE_LOOK, TOGGLE_MAX * 2);
  return t !== null && /\S\s+\S/.test(oneLine(t));
}

/** An accordion's question is this long at most (weighted characters), read in this many nodes. */
const TOGGLE_MAX = 200;
const TOGGLE_LOOK = 20;

/**
 * The time an entry of the page is stamped with, heading it (a live blog's "15.10 BST", linked to the entry): a short
 * block holding a <time>, in the first levels of an <article> that has another beside it. Which entry came when is
 * the page's content; a story's own date line is not in such an entry.
 */
function entryTime(el: ElementNode): boolean {
  if (el.chars > ENTRY_TIME_MAX) return false;
  const entry = el.tag === 'article' ? null : ancestorTagged(el, ARTICLES, ENTRY_TIME_LEVELS);
  if (!entry || !entry.parent || findWithin(el, isTime) === null) return false;
  let articles = 0;
  for (const c of entry.parent.children) if (c instanceof ElementNode && c.tag === 'article' && ++articles > 1) return true;
  return false;
}

/**
 * In a product's reviews (see inReviews), a short line that is one link and nothing besides: a review's title linked
 * to the review (Amazon's "5つ星のうち5.0 お米の甘みがまるで違います") or its author's name linked to their profile.
 * Each is the review's, not a list of links.
 */
function reviewLine(el: ElementNode): boolean {
  if (el.chars > REVIEW_LINE_MAX || el.linkChars < el.chars * 0.9) return false;
  // (the link holds the line, or the line stands inside it: Amazon's name in its profile link's "a-profile-content";
  // or its links all go to the one review: Amazon.de's stars and title, each linked to "/gp/customer-reviews/R3F0…")
  const links = linksIn(el, isAnchor, LOOK_NODES);
  return (links === 1 || (links === 0 && ancestorTagged(el, LINK_TAGS, 3) !== null) || (links > 1 && oneTarget(el))) && inReviews(el);
}

/** The element's links (among its first LOOK_NODES elements) all go to one address, away from the page. */
function oneTarget(el: ElementNode): boolean {
  let href: string | undefined;
  let apart = false;
  findElement(el, (e) => {
    if (e.tag !== 'a') return false;
    if (href === undefined) href = e.attrs.href ?? '';
    else if ((e.attrs.href ?? '') !== href) apart = true;
    return apart;
  }, LOOK_NODES);
  // (an address away: the same "javascript:void(0)" or "#" on every tab of a review filter or pager is no review's)
  return href !== undefined && !apart && !inPageHref(href);
}

/**
 * On a product page, a short line that says an amount of money as a link opening a box in the page (Currys' "Or pay
 * £16.63/month over 24 months at 0% APR representative", its finance details in a dialog): what paying for the product
 * costs, not a link away.
 */
function inPagePriceLine(el: ElementNode): boolean {
  if (el.chars > IN_PAGE_PRICE_MAX) return false;
  const t = boundedTextOf(el, IN_PAGE_PRICE_LOOK, IN_PAGE_PRICE_MAX * 2);
  if (t === null || !CURRENCY.test(t)) return false;
  return findElement(el, (e) => linkOut(e) && !/^javascript:/i.test(e.attrs.href!), IN_PAGE_PRICE_LOOK) === null;
}

/**
 * On a product page, a block holding a list of three or more items none of which links (a book's "기본정보": its binding
 * and pages, size, weight and ISBN, beside a list of the categories it is filed under): the product's details, pruned
 * inside rather than taken out as a list of links.
 */
function unlinkedList(el: ElementNode): boolean {
  const details = (e: ElementNode): boolean => LISTS.has(e.tag) && e.linkChars === 0 && e.chars >= UNLINKED_LIST_MIN && enough(e.children, null, UNLINKED_LOOK, 3, (c) => c.tag === 'li');
  return findElement(el, details, UNLINKED_LOOK) !== null;
}
/** Such a list says this much at least (weighted characters); the block, and the list, are looked through this far. */
const UNLINKED_LIST_MIN = 20;
const UNLINKED_LOOK = 60;

/**
 * On a product page, a picker of the product's editions or variants, each a short link to its page with its price, the
 * links set as options (role=radio) or the one shown named as chosen (Thalia's "formatauswahl": "Buch (gebundene
 * Ausgabe) 24,00 €" in "formatauswahl__option--aktiv", "eBook 19,99 €", "Hörbuch-Download 17,95 €"): the product's
 * formats and prices, not a list of links to other goods.
 */
function variantPicker(el: ElementNode): boolean {
  if (el.chars > VARIANT_PICKER_MAX) return false;
  let links = 0;
  let priced = 0;
  let chosen = false;
  const other = findElement(el, (e) => {
    if (HEADINGS.has(e.tag)) return true;
    if (e.tag !== 'a' || e.attrs.href === undefined) return false;
    const t = boundedTextOf(e, VARIANT_LOOK, VARIANT_LINK_MAX);
    // (a link saying more than an edition's name and its price: another product's, a pick's)
    if (t === null) return true;
    links++;
    if (CURRENCY.test(t)) priced++;
    if (OPTION_ROLES.has(e.attrs.role ?? '') || CHOSEN_NAME.test(e.attrs.class ?? '') || CHOSEN_NAME.test(e.parent?.attrs.class ?? '')) chosen = true;
    return links > VARIANTS_MAX;
  }, VARIANT_PICKER_LOOK);
  return other === null && chosen && links >= 2 && priced >= 2 && priced * 2 >= links;
}
/** Roles that set links as options to choose among. */
const OPTION_ROLES: ReadonlySet<string> = new Set(['radio', 'option', 'tab']);
/** A class naming the option shown as the chosen one ("is-active", "selected", "option--aktiv"). */
const CHOSEN_NAME = /(?:^|[\s_-])(?:active|selected|current|checked|aktiv|actif|activo|attivo)(?:$|[\s_-])/i;
/** Such a picker says this much at most (weighted characters), each link this much (characters); its options, at most. */
const VARIANT_PICKER_MAX = 400;
const VARIANT_LINK_MAX = 60;
const VARIANTS_MAX = 12;
/** Nodes read of the picker, and of each of its links. */
const VARIANT_PICKER_LOOK = 120;
const VARIANT_LOOK = 12;

/**
 * On a product page, a short block that shows a price outside its links (Sainsbury's "£1.85" beside its offer, a link
 * to the offer's page: "Nectar Price: £1.50 — With Nectar. Ends 31 Dec"), with one link at most and no list or
 * heading: the product's price, and its offer.
 */
function unlinkedPrice(el: ElementNode): boolean {
  if (el.chars > IN_PAGE_PRICE_MAX) return false;
  // (a line, not a list or a box of picks under their heading, "Frequently bought together", each with its price; its
  // link an offer that says an amount, not a pick's name: Sweetwater's "Audio-Technica ATH-M40x …" beside "$109.00")
  let links = 0;
  const unlike = (e: ElementNode): boolean => LISTS.has(e.tag) || HEADINGS.has(e.tag) || (e.tag === 'a' && (++links > 1 || !CURRENCY.test(boundedTextOf(e, 10, IN_PAGE_PRICE_MAX) ?? '')));
  if (findElement(el, unlike, IN_PAGE_PRICE_LOOK) !== null) return false;
  const linked = (t: TextNode): boolean => {
    for (let p = t.parent; p && p !== el; p = p.parent) if (LINK_TAGS.has(p.tag)) return true;
    return false;
  };
  return findText(el, (t) => priceText(t) && !linked(t), IN_PAGE_PRICE_LOOK) !== null;
}

/** Such a line says this much at most (weighted characters), and is read in this many nodes. */
const IN_PAGE_PRICE_MAX = 200;
const IN_PAGE_PRICE_LOOK = 20;

/**
 * In a product's reviews, the summary of their ratings: a short block that says the average rating in words ("星5つ中の
 * 4.4", "4.6 out of 5") over its count and its histogram of links to the reviews with each number of stars.
 */
function reviewSummary(el: ElementNode): boolean {
  if (el.chars > REVIEW_SUMMARY_MAX || !inReviews(el)) return false;
  return findText(el, (t) => t.text.length <= RATING_TEXT_MAX && RATING_SAID.test(t.text), REVIEW_SUMMARY_LOOK) !== null;
}

/** A summary of reviews says this much at most, its rating among its first nodes, in a short text. */
const REVIEW_SUMMARY_MAX = 600;
const REVIEW_SUMMARY_LOOK = 60;
const RATING_TEXT_MAX = 60;

/** A review's title or author says this much at most (characters). */
const REVIEW_LINE_MAX = 150;

const ARTICLES: ReadonlySet<string> = new Set(['article']);
const isTime = (e: ElementNode): boolean => e.tag === 'time';
/** An entry's time is at most this long (characters), a few levels under its <article>. */
const ENTRY_TIME_MAX = 60;
const ENTRY_TIME_LEVELS = 3;

/**
 * A label and its value in two boxes of a few words each (the shorter PAIR_LABEL_MAX characters at most, the longer
 * PAIR_VALUE_MAX), no link, nothing else: on a product's page, a specification ("采摘时间" | "2025年3月下旬（明前）"),
 * data and not a date line. With `linkedValue`, the value may be links (a specification's "品牌" | "<a>Anker</a>").
 */
export function boxPair(el: ElementNode, linkedValue = false): boolean {
  const boxes: ElementNode[] = [];
  for (const k of el.children) {
    if (!(k instanceof ElementNode)) {
      if (k.text.trim() !== '') return false;
    } else if (boxes.push(k) > 2) return false;
  }
  if (boxes.length !== 2 || findElement(linkedValue ? boxes[0]! : el, (e) => e.tag === 'a', 12) !== null) return false;
  const [label, value] = boxes.map((b) => boundedTextOf(b, 6, PAIR_VALUE_MAX * 2)?.trim() ?? '');
  return label!.length > 0 && value!.length > 0 && Math.min(label!.length, value!.length) <= PAIR_LABEL_MAX && Math.max(label!.length, value!.length) <= PAIR_VALUE_MAX;
}

/**
 * Two or more short rows each written "label: value" ("作者:林知远 著", "出版社:浙江文艺出版社", "出版时间:2024年06月"):
 * on a product's page, its details (a book's author and publisher), not a story's byline and date.
 */
function labelledRows(el: ElementNode): boolean {
  let rows = 0;
  for (const k of el.children) {
    if (!(k instanceof ElementNode)) {
      if (k.text.trim() !== '') return false;
      continue;
    }
    if (++rows > LABELLED_ROWS_MAX || k.chars > PAIR_LABEL_MAX * 2 || !LABELLED_ROW.test(boundedTextOf(k, 6, PAIR_LABEL_MAX * 4) ?? '')) return false;
  }
  return rows >= 2;
}

/**
 * A short line "label: value" whose value is a link (Amazon's "ブランド: 象印マホービン(ZOJIRUSHI)", "Brand: Anker"): on a
 * product's page, one of its details, not a link set beside the text.
 */
function labelledLine(el: ElementNode): boolean {
  if (el.chars > PAIR_LABEL_MAX * 2) return false;
  const t = boundedTextOf(el, 12, PAIR_LABEL_MAX * 4);
  if (t === null || !LABELLED_ROW.test(t) || /:\/\//.test(t)) return false;
  // one link, the value's ("See also: A, B, C" is a list of them)
  return linksIn(el, isLink, 12) === 1;
}

/**
 * A product's detail whose value is a link: a row of a short label and its linked value in two boxes (Mercari's
 * "ブランド" | "<a>ニンテンドースイッチ</a>"), or such a value in the box under its label, the two alone in their row
 * ("発送元の地域" then "<a>東京都</a>"), no longer than a pair's value (PAIR_VALUE_MAX).
 */
function linkedDetail(parent: ElementNode, c: ElementNode, before: ElementNode | null): boolean {
  if (boxPair(c, true)) return oneLinkedValue(c) && amongItsKind(c, DETAIL_ROWS_LOOK);
  return (
    c.chars <= PAIR_VALUE_MAX && before !== null && before.linkChars === 0 && before.chars <= PAIR_LABEL_MAX && labelledValue(parent, c, before) &&
    oneLinkedValue(parent) && amongItsKind(parent, DETAIL_ROWS_LOOK)
  );
}

/**
 * The row's links are one, the value's, and it does not show an address ("1. https://…" is a reference, not a
 * detail).
 */
function oneLinkedValue(row: ElementNode): boolean {
  const t = boundedTextOf(row, 12, PAIR_VALUE_MAX * 2);
  return t !== null && !/:\/\//.test(t) && linksIn(row, isLink, 12) === 1;
}

/**
 * Siblings of a detail's row looked at for two more of its kind: a row of a details list, not a lone pair of boxes (a
 * date beside "Report this item", an energy class beside its data sheet).
 */
const DETAIL_ROWS_LOOK = 30;

/**
 * A product's line saying when it is delivered or by when to order ("Voor 23:59 uur besteld, morgen in huis",
 * "Guaranteed to get by 6 - 9 Mar", "Bestill innen 14:00 for levering i morgen", "明日 10:00 までのご注文で当日発送"): the
 * offer's, though it holds a time or a date.
 */
function deliveryLine(el: ElementNode): boolean {
  const t = boundedTextOf(el, DELIVERY_NODES, DELIVERY_CHARS);
  return t !== null && DELIVERY.test(t);
}
const DELIVERY =
  /\b(?:deliver(?:y|ed|s)?|arriv(?:e|es|al)|get (?:it )?by|ships?|shipping|dispatch(?:ed|es)?|order (?:by|before|within|today))\b|besteld|bezorg|bestellt|geliefert|lieferung|lieferbar|zustellung|livraison|livré|expédi|entrega|envío|envio|levering|leverans|levereras|toimitus|dostaw|consegn|spedizion|doručen|szállít|teslimat|доставк|配送|お届け|発送|到着|发货|送达|到货|배송|도착|출고/i;
const DELIVERY_NODES = 30;
const DELIVERY_CHARS = 300;

/** A label of a few words, a colon, a value. */
export const LABELLED_ROW = /^\s*[^:：\n]{1,20}[:：]\s*\S/;
const LABELLED_ROWS_MAX = 12;

/** A pair's label says this much at most (characters), its value this much. */
const PAIR_LABEL_MAX = 40;
const PAIR_VALUE_MAX = 200;

/** The block holds a heading (a site builder's heading module round an <h2> dated "(Stand: Januar 2024)"): a title. */
function holdsHeading(el: ElementNode): boolean {
  return findWithin(el, (e) => HEADINGS.has(e.tag)) !== null;
}

/** The block holds a description list's terms or values: a fact and its label ("Date" | "Thursday 12 June 2025"). */
function holdsPairs(el: ElementNode): boolean {
  return findWithin(el, isPair) !== null;
}

const isPair = (e: ElementNode): boolean => e.tag === 'dt' || e.tag === 'dd';

const isLink = (e: ElementNode): boolean => e.tag === 'a' && e.attrs.href !== undefined;
const isAnchor = (e: ElementNode): boolean => e.tag === 'a';

/** The links (`link` takes them) among the first `budget` elements of `el`, counted to two at most: none, one, more. */
function linksIn(el: ElementNode, link: (e: ElementNode) => boolean, budget: number): number {
  let links = 0;
  findElement(el, (e) => link(e) && ++links > 1, budget);
  return links;
}

/**
 * A value written under its label, the two alone in their block (a details list: "Updated" then "June 5, 2024"; a
 * hotel's "Check-in" then "From 15:00"): data, not a story's date line. A byline's parts, named so, are none.
 */
function labelledValue(parent: ElementNode, c: ElementNode, before: ElementNode | null): boolean {
  if (before === null || namedAsAuthor(before) || namedAsAuthor(parent) || before.parent !== parent || before.chars > VALUE_LABEL_MAX || HEADINGS.has(before.tag)) return false;
  let blocks = 0;
  for (const k of parent.children) if (k instanceof ElementNode && ++blocks > 2) return false;
  return true;
}

/** A value's label is at most this long (characters). */
const VALUE_LABEL_MAX = 30;

/**
 * A table cell's name written as one link in a block of its own (cppreference's "See also": "push_back" linked, beside
 * "adds an element to the end"): the cell's words, not a list of links. Short, and within CELL_NAME_LOOKS elements
 * of its cell.
 */
function cellName(el: ElementNode): boolean {
  if (el.chars > CELL_NAME_MAX || ancestorTagged(el, TABLE_CELLS, CELL_NAME_LOOKS) === null) return false;
  return linksIn(el, isAnchor, CELL_NAME_NODES) === 1;
}

/** A cell's linked name is at most this long (characters). */
const CELL_NAME_MAX = 80;
/** Elements above a linked name looked at for its cell. */
const CELL_NAME_LOOKS = 4;
/** Elements of a linked name looked at for its links. */
const CELL_NAME_NODES = 30;

/** Elements looked at for a data table or a code listing in a block, and in a table for its header cells. */
const LOOK_NODES = 200;

/**
 * A block of links holding a listing's count of results (momo's header: "「氣炸鍋」搜尋結果共 2,386 筆" over related searches
 * and the sort buttons): pruned inside, its links going, not dropped whole.
 */
function holdsCount(el: ElementNode): boolean {
  if (el.chars - el.linkChars < 4) return false;
  return findWithin(el, (e) => e !== el && e.linkChars === 0 && countLine(e), (e) => e.chars > COUNT_LINE_MAX) !== null;
}

/** The element is a short block saying a listing's count of results, and nothing else (see resultsCount). */
export function countLine(el: ElementNode): boolean {
  return el.chars > 0 && el.chars <= COUNT_LINE_MAX && resultsCount(oneLine(textOf(el)));
}

/** A listing's count is a line this long at most (weighted characters). */
const COUNT_LINE_MAX = 120;

/**
 * The first element within `el` (itself included) that `match` takes, breadth first among the first LOOK_NODES
 * elements, going into those `enter` allows (any, by default); null if none.
 */
function findWithin(el: ElementNode, match: (e: ElementNode) => boolean, enter: (e: ElementNode) => boolean = always): ElementNode | null {
  const queue: ElementNode[] = [el];
  for (let i = 0; i < queue.length && i < LOOK_NODES; i++) {
    const e = queue[i]!;
    if (match(e)) return e;
    if (e !== el && !enter(e)) continue;
    for (const c of e.children) {
      if (queue.length >= LOOK_NODES) break;
      if (c instanceof ElementNode) queue.push(c);
    }
  }
  return null;
}

const always = (): boolean => true;
const isTable = (e: ElementNode): boolean => e.tag === 'table' || gridTable(e);
const notTable = (e: ElementNode): boolean => e.tag !== 'table';
const isHeaderCell = (e: ElementNode): boolean => e.tag === 'th';
const isCode = (e: ElementNode): boolean => e.tag === 'pre' || e.tag === 'code';

/**
 * The block holds a code listing or a heading set as code (rustdoc's `<h4 class="code-header">pub fn
 * forget_permits(&self, n: usize) -> usize</h4>`): a declaration whose names and types link to their own pages
 * (pkg.go.dev's `<pre>func WithContext(ctx context.Context) (*Group, context.Context)</pre>`) is code, not a list
 * of links.
 */
function holdsCodeText(el: ElementNode): boolean {
  return findWithin(el, codeText) !== null;
}

const codeText = (e: ElementNode): boolean => e.tag === 'pre' || codeHeading(e);

/**
 * The block is, or holds near its top, a table with header cells (`<th>`): a table of data whose cells happen to be
 * links (a reference page's "os.path.dirname() → PurePath.parent", a comparison's product names), not a list of links
 * laid out in a grid.
 */
function holdsDataTable(el: ElementNode): boolean {
  const table = findWithin(el, isTable);
  return table !== null && (table.tag !== 'table' || headerCells(table));
}

/** The table has a header cell near its top (a nested table's cells are its own). */
export function headerCells(table: ElementNode): boolean {
  return findWithin(table, isHeaderCell, notTable) !== null;
}

/**
 * The block holds a code listing near its top (a highlighter's <div>s round a <pre>): a program's output that opens
 * with a timestamp ("2010-12-12 11:41:42,612 is when this event was logged.") is not a date stamp.
 */
function holdsCode(el: ElementNode): boolean {
  return findWithin(el, isCode) !== null;
}

/**
 * The title of a page's table of contents ("Table of contents", "On this page", "In this article", "Contents [hide]"),
 * in English, German, French, Spanish, Russian, Chinese, Japanese and Korean.
 */
const TOC_TITLE = new RegExp(
  '^(?:table of contents|contents|on this page|in this (?:article|post|guide)|jump to(?: section)?|page contents|' +
    'inhaltsverzeichnis|inhalt|auf dieser seite|in diesem artikel|sommaire|table des matières|sur cette page|dans cet article|' +
    'índice|contenido|contenidos|en esta página|en este artículo|содержание|оглавление|на этой странице|в этой статье|' +
    '目录|目錄|本页内容|本頁內容|文章目录|文章目錄|目次|このページの内容|この記事の内容|목차|이 페이지의 내용)' +
    '\\s*[:：]?(?:\\s*\\[?(?:hide|show|toggle|ausblenden|masquer|ocultar|скрыть|隐藏|隱藏|非表示|숨기기)\\]?)?$',
  'i',
);

/** A table of contents' title is at most this long (weighted characters), its toggle with it. */
const TOC_TITLE_MAX = 40;

/**
 * Drops, from a run of sibling blocks, the title of a table of contents whose list is gone (taken out as a list of
 * links to the page's own parts, or never in the markup): what comes next, if anything, is not a list of links. A
 * table of contents still there keeps its title.
 */
function dropTocTitles(kids: (ElementNode | TextNode)[]): void {
  let w = 0;
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i]!;
    // (a table's cell, a list's item or a term is a part of its table or list, whatever it says)
    if (c instanceof ElementNode && c.block && !ITEMS.has(c.tag) && c.chars > 0 && c.chars <= TOC_TITLE_MAX && c.linkChars === 0 && !tocFollows(kids, i)) {
      const t = boundedTextOf(c, 12, 80);
      if (t !== null && TOC_TITLE.test(oneLine(t))) {
        c.parent = null;
        continue;
      }
    }
    kids[w++] = c;
  }
  kids.length = w;
}

/** The next block after kids[i] is a list of links (a table of contents). */
function tocFollows(kids: (ElementNode | TextNode)[], i: number): boolean {
  for (let j = i + 1; j < kids.length; j++) {
    const n = kids[j]!;
    if (n instanceof TextNode) {
      if (n.ink) return false;
      continue;
    }
    return LISTS.has(n.tag) || n.tag === 'nav' || n.tag === 'table' || n.tag === 'dl' || n.linkChars > n.chars * 0.5;
  }
  return false;
}

/**
 * A block of text (not a heading) ending in a colon ("For more information, see:", "有两种方法："): the list of
 * links after it continues its sentence, not a link list set beside the text.
 */
function introduces(el: ElementNode): boolean {
  return !HEADINGS.has(el.tag) && el.chars > el.linkChars && /[:：]\s*$/.test(tailText(el, 8));
}

/**
 * A documentation page's heading over its links to read next ("See also", "関連情報", "参见"): the list under it is the
 * page's own pointers onward, part of the reference.
 */
function seeAlso(el: ElementNode | null): boolean {
  return el !== null && HEADINGS.has(el.tag) && el.chars <= SEE_ALSO_MAX && SEE_ALSO.test(oneLine(textOf(el)));
}

/** The block is a line naming the page's links onward after a "See also" label (SEE_ALSO_LINE). */
function seeAlsoLine(el: ElementNode): boolean {
  if (el.chars > SEE_ALSO_LINE_MAX) return false;
  const t = boundedTextOf(el, SEE_ALSO_LINE_NODES, SEE_ALSO_LINE_MAX * 4);
  return t !== null && SEE_ALSO_LINE.test(t);
}

/**
 * The block stands under a "See also" heading: the block before it is one, or it opens a box (up to SEE_ALSO_LEVELS
 * deep) that comes right after one (MDN's <h2> then <div class="section-content"><ul>), or it is a section headed so.
 */
function underSeeAlso(c: ElementNode, before: ElementNode | null): boolean {
  if (seeAlso(firstElementChild(c))) return true;
  if (before !== null) return seeAlso(before);
  let e = c;
  for (let level = 0; level < SEE_ALSO_LEVELS; level++) {
    const up = e.parent;
    const box = up?.parent;
    if (!up || !box || firstElementChild(up) !== e || box.children.length > SEE_ALSO_SIBLINGS) break;
    const prev = elementBeside(box.children, box.children.indexOf(up), -1);
    if (prev !== null) return seeAlso(prev);
    e = up;
  }
  return false;
}

const SEE_ALSO_WORDS = String.raw`see also|further reading|siehe auch|voir aussi|v[ée]ase también|ver también|veja também|см\.? также|参见|参阅|另请参阅|相关(?:链接|资料|文档|参考)|參見|另請參閱|関連(?:情報|項目|資料)|参照|같이 보기|참고(?: 자료| 문서)?|관련 (?:문서|항목|정보)`;
const SEE_ALSO = new RegExp(`^(?:${SEE_ALSO_WORDS})\\s*[:：]?$`, 'i');
/**
 * A line of a documentation page that names its links onward after a label of its own ("See also: A, B, C", Unity's
 * "Additional resources: AddForceAtPosition, AddTorque."): as a heading, "additional resources" is as often a site's
 * box of its own courses and videos, so that label counts only here, followed by the links it names.
 */
const SEE_ALSO_LINE = new RegExp(`^\\s*(?:${SEE_ALSO_WORDS}|additional resources|weitere ressourcen|ressources supplémentaires|其他资源|其他資源|追加リソース|추가 리소스)\\s*[:：]\\s*\\S`, 'i');
/** Such a line says this much at most (weighted characters), read from this many nodes. */
const SEE_ALSO_LINE_MAX = 600;
const SEE_ALSO_LINE_NODES = 80;
/** Such a heading says this much at most (weighted characters). */
const SEE_ALSO_MAX = 40;
const SEE_ALSO_LEVELS = 3;
/** A box among more children than this is not looked into for the heading before it (each look is a walk of them). */
const SEE_ALSO_SIBLINGS = 200;

/** A block repeating an author's bio is at least this long (squashed characters). */
const BIO_BLOCK_MIN = 40;
/** A block holding a whole bio may add this much (squashed characters): the author's name, "About the author". */
const BIO_EXTRA = 100;
/** The box of a bio holds at most this much more (weighted characters): the name, a title, a "follow" link. */
const BIO_BOX = 120;

/**
 * Removes the blocks that repeat an author's bio (see metadata.ts authorBios), with the box around each that
 * holds little else: the "about the author" box under an article. Only leaf blocks are compared (each text
 * read once), and nothing goes when the boxes would make up more than a third of the content: there the bio
 * is the page (an author's profile).
 */
export function dropBios(main: ElementNode, bios: string[]): void {
  if (bios.length === 0) return;
  const found = new Set<ElementNode>();
  let chars = 0;
  const stack: ElementNode[] = [main];
  while (stack.length) {
    for (const c of stack.pop()!.children) {
      if (c instanceof TextNode) continue;
      if (!c.block || c.children.some((x) => x instanceof ElementNode && x.block)) {
        stack.push(c);
        continue;
      }
      const t = squash(textOf(c));
      if (t.length >= BIO_BLOCK_MIN && bios.some((b) => b.includes(t) || (t.includes(b) && t.length <= b.length + BIO_EXTRA))) {
        // the box around it, with the author's name, title and picture
        let box = c;
        while (box.parent && box.parent !== main && box.parent.chars <= c.chars + BIO_BOX) box = box.parent;
        if (!found.has(box)) chars += box.chars;
        found.add(box);
      }
    }
  }
  if (found.size === 0 || chars * 3 > main.chars) return;
  for (const parent of new Set([...found].map((c) => c.parent!))) {
    const kids = parent.children;
    let w = 0;
    for (const c of kids) if (!(c instanceof ElementNode && found.has(c))) kids[w++] = c;
    kids.length = w;
  }
  for (const c of found) c.parent = null;
}

/** Levels down the chosen block's first words a link home is looked for. */
const LOGO_DEPTH = 40;

/**
 * Drops the link to the site's home page that opens the chosen block standing alone in its block (the site's logo
 * or name, left over from its header: "[Hugging Face's logo Hugging Face](https://huggingface.co/)"). A link home
 * within a sentence stays. Follows the block's first words (or first image) down, a step a level (LOGO_DEPTH at most).
 */
export function dropHomeLink(main: ElementNode, base: URL | null): void {
  if (!base) return;
  let el = main;
  for (let depth = 0; depth < LOGO_DEPTH; depth++) {
    let first: ElementNode | null = null;
    for (const c of el.children) {
      if (c instanceof TextNode) {
        if (!c.ink) continue;
        return;
      }
      if (shows(c)) {
        first = c;
        break;
      }
    }
    if (first === null) return;
    if (first.tag === 'a') {
      if (alone(first) && linksHome(first.attrs.href, base)) {
        el.children.splice(el.children.indexOf(first), 1);
        first.parent = null;
      }
      return;
    }
    el = first;
  }
}

const isImage = (e: ElementNode): boolean => e.tag === 'img';

/** The element shows something: words, or a picture (a logo's, whose alt text the markdown gives). */
function shows(el: ElementNode): boolean {
  return el.chars > 0 || findWithin(el, isImage) !== null;
}

/** The inline element is its block's first words and stands alone there: nothing but a block comes after it. */
function alone(el: ElementNode): boolean {
  const kids = el.parent?.children ?? [];
  for (let i = kids.indexOf(el) + 1; i < kids.length; i++) {
    const c = kids[i]!;
    if (c instanceof TextNode) {
      if (!c.ink) continue;
      return false;
    }
    if (c.block) return true;
    if (shows(c)) return false;
  }
  return true;
}

/** The address is the home page of the site at `base` (its root, without a query). */
function linksHome(href: string | undefined, base: URL): boolean {
  if (href === undefined) return false;
  try {
    const u = new URL(href.trim(), base);
    return u.host === base.host && u.pathname === '/' && u.search === '';
  } catch {
    return false;
  }
}
