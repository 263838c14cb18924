// A lean DOM for extraction: htmlparser2's tokenizer feeding plain objects through our own tree
// builder. Written by hand rather than using htmlparser2's Parser/domhandler or linkedom because it
// is several times faster and lighter, and stays linear on pathological markup (htmlparser2's
// Parser keeps its open-element stack with Array#unshift, quadratic on thousands of unclosed tags).
// It keeps only what extraction reads, drops never-content elements (script, style, svg…) while
// parsing, and collects head metadata (title, meta, base, JSON-LD) in the same pass.
import { Tokenizer, QuoteType, type TokenizerCallbacks } from 'htmlparser2';
import { decodeHTML } from 'entities';
import { hiddenClasses, MAX_CSS, type HiddenClasses } from './css';
import { hold } from './shapes';
import { cloudflareEmail, unprotectedHref } from './cfemail';
import { CURRENCY, hasWordChar, MONEY_SIGNS, MONEY_UNITS } from './text';
import { oneLine } from '../util/escape';

export class TextNode {
  parent: ElementNode | null = null;
  /**
   * Holds a character other than white space. Kept up to date while parsing, piece by piece: a text node grows by
   * appending, and testing its whole text at each step would read it again each time (quadratic on a page of
   * ten thousand buttons taken out between its words).
   */
  ink: boolean;
  constructor(public text: string) {
    this.ink = /\S/.test(text);
  }
}

export class ElementNode {
  parent: ElementNode | null = null;
  children: DomNode[] = [];
  /** Non-whitespace characters in the subtree (CJK counted double: see text.ts). */
  chars = 0;
  /** Of which inside links. */
  linkChars = 0;
  /** Sentence punctuation marks in the subtree. */
  punct = 0;
  /** True when the element is block-level or holds a block-level descendant. */
  block = false;
  /** Boilerplate-vs-content score of the subtree (see select.ts). */
  gain = 0;
  /** Sum of the positive (prose-like) run gains in the subtree. */
  pos = 0;
  /** Subtree holds the page heading or a main-content landmark. */
  landmark = false;
  /** Subtree holds a heading that is mostly a link (a story card's headline). */
  headLink = false;
  /** Links in the subtree that wrap blocks (a card: a heading and its blurb inside one <a>), and their text. */
  cards = 0;
  cardChars = 0;
  /** Subtree text mentions cookies (candidate consent notice). */
  cookie = false;
  /** Set by analyze: a short block saying only that it is an ad ("广告", "Sponsored") stood inside and was taken out. */
  adLabel = false;
  /**
   * A product page's comment section (its customers' reviews, their questions: Taobao's "Comments", Mercari's
   * comments), kept but never chosen as the main block nor counted in its ancestors' prose (see analyze.ts): read
   * beside the product (see choose.ts, reviewsApart).
   */
  reviews = false;
  /** A control that dismisses a notice is here (see analyze.ts): 1 it carries one up, 2 it is the notice. */
  dismiss = 0;
  /** The element itself if a heading, else its first heading child: its id may be that heading's slug. */
  heading: ElementNode | null = null;
  /** What its class and id words say (boilerplate.ts), once asked; -1 before. */
  nameFlags = -1;
  /** A class of it is hidden by the page's style sheets (see css.ts). */
  cssHidden = false;
  /**
   * The element that came right after this one among its siblings as parsed (text between them aside), whatever was
   * taken out since: taken out, its parent is null (see render.ts, dropOrphanHeadings).
   */
  next: ElementNode | null = null;
  /**
   * A collapsed panel: the element an accordion's toggle or a tab opens (named by its `aria-controls`, or right after
   * the toggle: a button, a heading holding one, an element made a button that says whether it is open, a <details>'s
   * <summary>; or declared a tab's panel: role=tabpanel, class "tab-pane"). Hidden the way panels are closed (a class,
   * `hidden`, `display:none`, `visibility:hidden`), its text is one click away and stays content; hidden by other
   * means (off-screen, zero-sized type) it does not.
   */
  panel = false;
  /** A panel's tab's words ("Specs", "npm"), when a tab names it: its title, the tab list being furniture. */
  label: string | null = null;
  /**
   * A field for an e-mail address (a newsletter's, a download's, a demo request's) and its sign-up box (see analyze.ts).
   * Set to 1 while parsing on the field's <form>, or on the element holding the field when it has no form.
   */
  signup = 0;
  /** A trial or demo offer's button standing alone, and the vendor's box around it (see analyze.ts). */
  offer = 0;
  /** A <form> holding a text area to write in (a reply's, an answer's, a comment's): set while parsing. */
  writes = false;
  /** A button dismissing the element stood in it, taken out while parsing (see dismissControl). */
  closer = false;
  /** A list to choose from (<select>) stood in it, taken out while parsing: its label, if any, is left without it. */
  chooser = false;
  constructor(
    public tag: string,
    public attrs: Record<string, string>,
  ) {}
}

export type DomNode = ElementNode | TextNode;

export interface MetaTag {
  name: string;
  content: string;
}

export interface ParsedDocument {
  /** Synthetic root holding <html>'s body content. */
  root: ElementNode;
  title: string | null;
  htmlLang: string | null;
  baseHref: string | null;
  /** <meta name|property|itemprop|http-equiv=… content=…>, names lower-cased. */
  metas: MetaTag[];
  /** Raw bodies of <script type="application/ld+json">. */
  jsonLd: string[];
  /** The first few <h1> elements of the body (a site's menu title may come before the page's). */
  h1s: ElementNode[];
  /** The first <a rel="author"> (or other element with rel=author). */
  authorLink: ElementNode | null;
  /** datetime of the first <time datetime=…>. */
  firstTime: string | null;
  /** Set when a limit stopped the parse (too many elements): what was left out, for the report. */
  truncated: string | null;
  /** schema.org itemtype values seen in the body (microdata), lower-cased, de-duplicated. */
  itemTypes: string[];
  /** Elements the page's style sheets hide (css.ts), with their subtrees; 0 when style sheets were not read. */
  styleHidden: number;
  /** <script> elements that run code (not JSON-LD or other data blocks). */
  scripts: number;
  /** Buttons that put a product in a basket ("Add to cart", "In den Warenkorb", "かごに追加", "加入购物车"…). */
  cartButtons: number;
}

/**
 * Elements that never carry readable content: dropped while parsing (their subtrees too).
 * <noscript> is kept in the tree: it is furniture to the main pass, but some pages (forums
 * rendered for crawlers) hold all their text there, and the fallback reads it.
 */
const DROP = new Set([
  'script', 'style', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'head',
  'select', 'option', 'optgroup', 'datalist', 'textarea', 'button', 'input', 'audio', 'video', 'source', 'track',
  'map', 'area', 'link', 'meta', 'base', 'title', 'dialog', 'frameset', 'frame', 'param',
]);

/**
 * An element opening as a closed panel does: closed by its markup (see closedByMarkup), or by a class that closes it
 * ("hidden", "collapse", "d-none", "is-hidden", "closed").
 */
export function closedLooking(attrs: Record<string, string>): boolean {
  return closedByMarkup(attrs) || (attrs.class !== undefined && CLOSED_CLASS.test(attrs.class));
}

/** Closed by its own markup: the `hidden` attribute, aria-hidden, or display:none or visibility:hidden inline. */
export function closedByMarkup(attrs: Record<string, string>): boolean {
  if (attrs.hidden !== undefined || attrs['aria-hidden'] === 'true') return true;
  return attrs.style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attrs.style);
}

const CLOSED_CLASS = /(?:^|\s)(?:hidden|collapse|collapsed|d-none|is-hidden|is-closed|closed)(?:\s|$)/;

/**
 * A toggle's label: words, a question's length at most (an icon's "×" or a "Menu" of one word opens no answer worth
 * reading; a long text is no label). Read in 20 nodes at most.
 */
function toggleLabel(el: ElementNode): boolean {
  const raw = boundedTextOf(el, 20, TOGGLE_LABEL_MAX * 2);
  if (raw === null) return false;
  const t = oneLine(raw);
  return t.length <= TOGGLE_LABEL_MAX && t.includes(' ') && hasWordChar(t);
}

/** A toggle's label is at most this long (characters). */
const TOGGLE_LABEL_MAX = 200;

/** Share of an accordion's toggles, at least, whose labels differ (each asks its own question). */
const DISTINCT_QUESTIONS = 0.8;

/**
 * Of toggles grouped by `key`, the keys of the groups that are a list's (an accordion's questions, a list of collapsed
 * operations): two or more toggles, their labels (read in 20 nodes) different (see DISTINCT_QUESTIONS).
 */
function togglesLists<T>(entries: readonly T[], key: (e: T) => string, toggle: (e: T) => ElementNode): Set<string> {
  const groups = new Map<string, { n: number; labels: Set<string> }>();
  for (const e of entries) {
    const k = key(e);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { n: 0, labels: new Set() }));
    g.n++;
    g.labels.add(oneLine(boundedTextOf(toggle(e), 20, TOGGLE_LABEL_MAX * 2) ?? ''));
  }
  const lists = new Set<string>();
  for (const [k, g] of groups) if (g.n >= 2 && g.labels.size >= g.n * DISTINCT_QUESTIONS) lists.add(k);
  return lists;
}

/**
 * A button's words that put a product in a basket, in the shop's language: English, German, French, Spanish,
 * Italian, Portuguese, Dutch, Russian, Japanese, Chinese, Korean.
 */
const CART_BUTTON =
  /^(?:add to (?:cart|bag|basket|trolley)|buy (?:it )?now|in den warenkorb|jetzt kaufen|ajouter au panier|acheter|añadir al carrito|comprar(?: ahora)?|aggiungi al carrello|adicionar ao carrinho|in winkelwagen|добавить в корзину|в корзину|купить|カートに入れる|かごに追加|買い物かごに入れる|今すぐ購入|加入购物车|加入購物車|立即购买|立即購買|장바구니(?: 담기)?|바로 ?구매)$/i;

/**
 * A button's words holding a cart's, a price or more after them ("Add to cart – $29.99"), or a number before them (a
 * product's id hidden in the button: "15859 Add to cart - $29.95").
 */
const CART_WORDS = new RegExp(`(?:^|[\\s\\d])${CART_BUTTON.source.slice(1, -1)}(?:\\s|[-–—:·|]|$)`, 'i');

/** A link's attributes say it leads nowhere but to a script: no address, "#", "javascript:…", or role=button. */
function scriptLink(a: Attrs): boolean {
  return scriptHref(a.href) || a.role === 'button';
}

/** An address that runs a script or goes to the page's own top ("#", "javascript:…"), or none. */
export function scriptHref(raw: string | undefined): boolean {
  const href = raw?.trim();
  return href === undefined || href === '' || href === '#' || /^javascript:/i.test(href);
}

/** An address that goes nowhere but to a script, or to a place in the page ("#", "javascript:;", "#collapseOne"). */
export function inPageHref(href: string): boolean {
  return scriptHref(href) || href.trimStart().startsWith('#');
}

/** The attributes of a picture whose alt text is `alt` (a drawing read as one). */
function namedPicture(alt: string): Record<string, string> {
  const a = newAttrs();
  a.alt = alt;
  return a;
}

/** A formula's TeX is read up to this long (characters). */
const MAX_TEX = 10_000;

/**
 * A text field named as holding code (pkg.go.dev's example in <textarea class="Documentation-exampleCode code">, a
 * playground's source): a listing to read, as a <pre> is, where any other field's text is a form's input.
 */
function codeField(attrs: Record<string, string>): boolean {
  return CODE_FIELD.test(`${attrs.class ?? ''} ${attrs.id ?? ''}`);
}

const CODE_FIELD = /(?:^|[\s_-])(?:code|source|snippet)(?:$|[\s_-])|[a-z](?:Code|Source|Snippet)(?:$|[\s_A-Z-])/;

/**
 * A declarative shadow root (<template shadowrootmode="open">, and the older shadowroot="open"): a web component's
 * content as the server wrote it, which the browser shows in place, unlike any other <template>'s inert content.
 */
function shadowRoot(name: string, attrs: Record<string, string>): boolean {
  return name === 'template' && (attrs.shadowrootmode !== undefined || attrs.shadowroot !== undefined);
}

/**
 * A button that opens a panel (an accordion's or an FAQ's question, `aria-expanded` / `aria-controls`): its text is
 * the heading of the panel's text, so it is kept, unlike other buttons (controls, not content). So is a button that
 * holds a heading (an FAQ's question written as `<button><h5>…</h5></button>`), known only once it closes.
 */
function disclosure(attrs: Record<string, string>, parent: string): boolean {
  if (attrs['aria-expanded'] === undefined && attrs['aria-controls'] === undefined) return false;
  // the accordion pattern: the button inside the panel's heading, or named as an accordion's toggle
  return HEADING.test(parent) || ACCORDION.test(attrs.class ?? '');
}

/** Panel ids remembered at most (see control()): a page of a million toggles does not grow the set without end. */
const MAX_CONTROLLED = 10_000;

/** The ids a toggle or a tab names in its aria-controls (16 at most). */
function controlledIds(attrs: Record<string, string>): string[] {
  const ids = attrs['aria-controls'];
  return ids ? ids.split(/\s+/, 16).filter((id) => id !== '') : [];
}

/** A tab's words at most (characters): past it, the "tab" holds more than a title. */
const TAB_LABEL_MAX = 60;

/** The class of a tab's panel. */
const TAB_PANE = /(?:^|\s)(?:tab-pane|tab-panel|tabpanel)(?:\s|$)/i;
/** A tab's panel named so by a data attribute (JD's `<div data-tab="item" class="hide">`, its tabs `data-tab="trigger"`). */
const TAB_ITEM = /^(?:item|panel|pane|content)$/i;

/** Class words of an accordion's toggle (not of a menu's or a size picker's). */
const ACCORDION = /accordion|faq|collaps|disclosure/i;

/** Class words of an accordion's or a toggle's title ("et_pb_toggle_title", "accordion-title", "faq-question"). */
const TOGGLE_TITLE = /(?:accordion|toggle|faq|collaps)[\w-]*(?:title|header|heading|question|trigger)/i;

/** A heading's tag name. */
const HEADING = /^h[1-6]$/;

/** An input for an e-mail address: typed so, or a text field named so ("email", "newsletter-email", "EMAIL"). */
function emailField(attrs: Record<string, string>): boolean {
  const type = attrs.type?.toLowerCase();
  if (type === 'email') return true;
  if (type !== undefined && type !== 'text') return false;
  return /e-?mail/i.test(attrs.name ?? '') || /e-?mail/i.test(attrs.id ?? '');
}

/** A text node of white space only. */
function blank(node: DomNode): boolean {
  return node instanceof TextNode && !node.ink;
}

/** Deeper nesting than this is flattened, so every later pass may recurse safely. */
const MAX_DEPTH = 400;

/**
 * Elements built at most: parsing stops there (memory stays bounded on hostile input such as
 * 10 MB of `<li>x`; the largest real pages hold under a tenth of it) and the result says so.
 */
export const MAX_ELEMENTS = 200_000;

const VOID = new Set([
  'area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen',
  'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

// Start tags that close an open element of these names first (the HTML parsing rules, simplified
// as in htmlparser2).
const P = new Set(['p']);
const IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['rt', new Set(['rt', 'rp'])],
  ['rp', new Set(['rt', 'rp'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ['select', new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'])],
]);
for (const t of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table',
  'ul', 'p']) {
  IMPLIES_CLOSE.set(t, P);
}

/**
 * The tag names of HTML, each mapped to itself: a name read from the page is swapped for the one written here, a
 * string the engine keeps once, so the many comparisons and set look-ups of tag names that follow compare one
 * reference instead of characters and reuse its hash (unknown names, custom elements, stay as read).
 */
const TAG_NAMES = new Map(
  [
    'a', 'abbr', 'address', 'area', 'article', 'aside', 'audio', 'b', 'base', 'bdi', 'bdo', 'blockquote', 'body', 'br',
    'button', 'canvas', 'caption', 'cite', 'code', 'col', 'colgroup', 'data', 'datalist', 'dd', 'del', 'details',
    'dfn', 'dialog', 'div', 'dl', 'dt', 'em', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame',
    'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'i', 'iframe', 'img',
    'input', 'ins', 'kbd', 'label', 'legend', 'li', 'link', 'main', 'map', 'mark', 'math', 'menu', 'meta', 'meter',
    'nav', 'noscript', 'object', 'ol', 'optgroup', 'option', 'output', 'p', 'param', 'picture', 'pre', 'progress', 'q',
    'rp', 'rt', 'ruby', 's', 'samp', 'script', 'search', 'section', 'select', 'slot', 'small', 'source', 'span',
    'strong', 'style', 'sub', 'summary', 'sup', 'svg', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th',
    'thead', 'time', 'title', 'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr', 'center', 'font', 'big', 'strike', 'tt',
    'nobr', 'marquee', 'acronym',
  ].map((t) => [t, t]),
);

/** The tag name as written here when it is one of HTML's (see TAG_NAMES). */
function tagName(raw: string): string {
  // most pages write their tags in lower case: looked up as read, they need no lower-cased copy
  const known = TAG_NAMES.get(raw);
  if (known !== undefined) return known;
  const name = raw.toLowerCase();
  return TAG_NAMES.get(name) ?? name;
}

/**
 * An element's attributes, the names extraction reads: an object with a field for each, set in one order by literal
 * names, so that every element's attributes share one shape and reading one is a fixed-offset load rather than a
 * look-up among the shapes that adding names in each page's own order would make (measured: the extractor is a few
 * per cent faster; a loop over the names instead, or a prototype-less object, is far slower).
 */
class Attrs {
  class?: string = undefined;
  id?: string = undefined;
  role?: string = undefined;
  hidden?: string = undefined;
  'aria-hidden'?: string = undefined;
  style?: string = undefined;
  href?: string = undefined;
  alt?: string = undefined;
  itemprop?: string = undefined;
  content?: string = undefined;
  datetime?: string = undefined;
  rel?: string = undefined;
  colspan?: string = undefined;
  rowspan?: string = undefined;
  start?: string = undefined;
  lang?: string = undefined;
  'data-lang'?: string = undefined;
  'data-language'?: string = undefined;
  name?: string = undefined;
  property?: string = undefined;
  'http-equiv'?: string = undefined;
  type?: string = undefined;
  encoding?: string = undefined;
  alttext?: string = undefined;
  display?: string = undefined;
  checked?: string = undefined;
  'xml:lang'?: string = undefined;
  itemtype?: string = undefined;
  itemscope?: string = undefined;
  'aria-label'?: string = undefined;
  'aria-expanded'?: string = undefined;
  'aria-controls'?: string = undefined;
  'aria-labelledby'?: string = undefined;
  'data-cfemail'?: string = undefined;
  'data-dismiss'?: string = undefined;
  'data-bs-dismiss'?: string = undefined;
  'data-type'?: string = undefined;
  'data-tab'?: string = undefined;
  'data-testid'?: string = undefined;
  title?: string = undefined;
  shadowrootmode?: string = undefined;
  shadowroot?: string = undefined;
  for?: string = undefined;
}

function newAttrs(): Record<string, string> {
  return new Attrs() as unknown as Record<string, string>;
}

/** The only attributes extraction reads (Attrs' fields); the others are not even sliced out of the input. */
const WANTED_ATTRS: ReadonlySet<string> = new Set(Object.keys(new Attrs()));

/** Attributes test frameworks find elements by (Cypress's data-cy, Playwright's data-testid…): read as data-testid. */
const TEST_IDS: ReadonlySet<string> = new Set(['data-test', 'data-test-id', 'data-qa', 'data-cy', 'data-at', 'data-e2e']);

/**
 * A style sheet named as one the page's scripts take away once they have drawn what it hides (Judge.me's
 * "jdgm-temp-hiding-style" over a product's reviews, ".jdgm-rev-widg{ display: none }"; an "anti-flicker" or
 * "async-hide" snippet): what it hides is shown, it is not read.
 */
const TEMPORARY_STYLE = /temp[-_]?hid|hiding[-_]?style|anti[-_]?flicker|async[-_]?hide/i;

/** Elements that may stay in <head>; any other start tag ends it (as browsers do). */
const HEAD_CONTENT = new Set(['meta', 'link', 'title', 'script', 'style', 'base', 'noscript', 'template']);

/** Shared by every element without any attribute extraction reads (most of them). */
const EMPTY_ATTRS: Record<string, string> = Object.freeze(newAttrs());

function char(cp: number): string {
  return cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
}

/** Builds the tree from tokenizer events. Every stack operation is O(1) amortised. */
class TreeBuilder implements TokenizerCallbacks {
  readonly doc: ParsedDocument;
  private readonly names: string[] = [];
  /** Element receiving children while the frame at the same index is on top. */
  private readonly containers: ElementNode[] = [];
  private readonly open = new Map<string, number>();
  /** Open <form> elements, innermost last: a field for an e-mail address marks its form (see ElementNode.signup). */
  private readonly forms: ElementNode[] = [];
  /** Open <head> elements (a body start tag closes them). */
  private heads = 0;
  private current: ElementNode;
  private depth = 0;
  private foreign = 0;
  private tag = '';
  private attrs: Record<string, string> = EMPTY_ATTRS;
  /** Stands for every dropped element (script, svg…): nothing under it is built or kept. */
  private readonly sink = new ElementNode('#dropped', EMPTY_ATTRS);
  /** Open buttons built on trial: kept when a heading opens inside, else taken out when they close. */
  private readonly trial: ElementNode[] = [];
  private trialKeep = false;
  /** Ids named by the aria-controls of accordion toggles and tabs: the panels they open. */
  private readonly controlled = new Set<string>();
  /** Ids of radio buttons: a style sheet's tabs, each showing the panel labelled by it when checked. */
  private readonly radios = new Set<string>();
  /** A tab's words, by the panel it names ("c:" and its aria-controls) and by its own id ("t:", for aria-labelledby). */
  private readonly tabLabels = new Map<string, string>();
  private attrName = '';
  private attrValue = '';
  private attrWanted = false;
  private capture: 'title' | 'jsonld' | 'style' | 'tex' | null = null;
  /** The formula being captured is a displayed one (MathJax 2's "math/tex; mode=display"). */
  private texDisplay = false;
  private captured = '';
  private elements = 0;
  /** Text of the page's <style> elements, read for the classes they hide (css.ts). */
  readonly styles: string[] = [];
  private styleChars = 0;
  /** Set when the element cap is reached: the caller stops feeding the tokenizer. */
  stopped = false;
  onStop: (() => void) | null = null;

  constructor(private readonly html: string) {
    const root = new ElementNode('#root', {});
    this.doc = {
      root, title: null, htmlLang: null, baseHref: null, metas: [], jsonLd: [], h1s: [], authorLink: null, firstTime: null,
      truncated: null, itemTypes: [], scripts: 0, styleHidden: 0, cartButtons: 0,
    };
    this.current = root;
  }

  private push(name: string, container: ElementNode): void {
    this.names.push(name);
    this.containers.push(container);
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
    if (name === 'head') this.heads++;
    if (name === 'svg' || name === 'math') this.foreign++;
    if (name === 'form') this.forms.push(container);
  }

  private pop(): void {
    const name = this.names.pop()!;
    const container = this.containers.pop()!;
    this.open.set(name, this.open.get(name)! - 1);
    if (name === 'head') this.heads--;
    if (name === 'svg' || name === 'math') this.foreign--;
    if (name === 'form') this.forms.pop();
    // a text field's characters come raw from the tokenizer (it decodes references only in <title>): decoded here
    if (name === 'textarea' && container.tag === 'pre') {
      for (const c of container.children) if (c instanceof TextNode) c.text = decodeHTML(c.text);
    }
    if (this.capture === 'title' && name === 'title') {
      this.doc.title = this.captured;
      this.capture = null;
    } else if (this.capture === 'jsonld' && name === 'script') {
      this.doc.jsonLd.push(this.captured);
      this.capture = null;
    } else if (this.capture === 'style' && name === 'style') {
      this.styles.push(this.captured);
      this.styleChars += this.captured.length;
      this.capture = null;
    } else if (this.capture === 'tex' && name === 'script') {
      this.capture = null;
      const parent = this.containers[this.containers.length - 1] ?? this.doc.root;
      const tex = this.captured.trim();
      if (parent !== this.sink && tex && tex.length <= MAX_TEX) {
        const el = new ElementNode('math', newAttrs());
        el.attrs.alttext = tex;
        if (this.texDisplay) el.attrs.display = 'block';
        el.parent = parent;
        parent.children.push(el);
      }
    }
    // a link drawn as a shop's button, going nowhere but to a script ("<a href="#">立即购买</a>"): counted as a button
    if (name === 'a' && container !== this.sink && scriptLink(container.attrs)) this.countCart(container);
    if (container.attrs.role === 'tab' && container !== this.sink) this.tabClosed(container, container.attrs.id);
    else if (name === 'label' && container !== this.sink && container.attrs.for && this.radios.has(container.attrs.for)) this.tabClosed(container, container.attrs.for);
    if (this.trial.length && container === this.trial[this.trial.length - 1]) this.closeTrial(container);
    if (container.attrs.role === 'img' && container !== this.sink) pictureOfWords(container);
    const below = this.containers[this.containers.length - 1] ?? this.doc.root;
    if (container !== below) this.depth--;
    this.current = below;
  }

  /** Counts `el` among the page's add-to-cart buttons when its words are one's (see CART_BUTTON). */
  private countCart(el: ElementNode): void {
    const words = boundedTextOf(el, 20, TOGGLE_LABEL_MAX * 2);
    if (words !== null && CART_BUTTON.test(oneLine(words))) this.doc.cartButtons++;
  }

  /** A button built on trial closes: kept if a heading opened inside it, else taken out of the tree. */
  private closeTrial(button: ElementNode): void {
    this.trial.pop();
    if (this.trialKeep) {
      this.trialKeep = this.trial.length > 0; // a heading in an inner button is in the outer one too
      return;
    }
    // (its words read once, in a few nodes: a button saying more is neither of the two below)
    const words = boundedTextOf(button, 40, OPEN_TOGGLE_MAX * 4);
    const line = words === null ? '' : oneLine(words);
    // the toggle of an open panel, saying what the panel is (Swagger UI's "GET /stops List stops near a location" over
    // the operation it opens): its title
    if (button.attrs['aria-expanded'] === 'true' && line.length >= 3 && line.length <= OPEN_TOGGLE_MAX && hasWordChar(line)) return;
    // a price set in a button (a rental's "$842 total", which opens its breakdown) is the price; a cart's button
    // showing one ("Add to cart – $29.99") is still the shop's control
    if (line !== '' && line.length <= PRICE_BUTTON_MAX && DIGIT.test(line) && showsPrice(button) && !CART_WORDS.test(line)) return;
    // an address set in a button that shows it on a map (ImmoScout24's "Schönhauser Allee 118, Prenzlauer Berg,
    // Berlin", titled "Auf der Karte anzeigen"): where the place is
    if (line.length <= ADDRESS_BUTTON_MAX && DIGIT.test(line) && hasWordChar(line) && mapButton(button.attrs)) return;
    // and how far the place is from somewhere, set in such a button (Trivago's "0,4 km bis Stadtzentrum (Marienplatz)"
    // under each hotel); a distance alone ("10 km", a search's radius) is a filter's choice
    if (line.length <= ADDRESS_BUTTON_MAX && DISTANCE_TO.test(line)) return;
    // an option set as a radio button in its group (a product's "Kit Configuration": "1 Battery (2.0 Ah)", "2 Batteries
    // (1.3 Ah)", "Tool Only" in a role=radiogroup): what the product comes in, not a control's label
    if (button.attrs.role === 'radio' && button.parent?.attrs.role === 'radiogroup' && line.length <= OPTION_BUTTON_MAX && hasWordChar(line)) return;
    // the words of a heading set in a button that opens what it names, the heading's first words (a result card's
    // "<h2><button title="Motel One München-Sendlinger Tor">", Trivago's hotels): the heading's title; not a control
    // after the title ("Enum Option <button>Copy item path</button>", "Average ratings <button>See more</button>")
    if (button.parent !== null && HEADING_TAGS.has(button.parent.tag) && line.length <= HEADING_BUTTON_MAX && hasWordChar(line) && opensHeading(button)) return;
    const parent = button.parent!;
    const kids = parent.children;
    if (kids[kids.length - 1] === button) kids.pop();
    button.parent = null;
    this.countCart(button);
    // the toggle of a closed panel the page has not drawn yet (Swagger UI's collapsed operation: "GET /vehicles
    // Vehicle positions within a bounding box"): its words may be the only ones the item shows (see settleCollapsed)
    if (button.attrs['aria-expanded'] === 'false' && this.collapsed.length < MAX_CONTROLLED && toggleLabel(button)) {
      this.collapsed.push({ button, parent, after: kids[kids.length - 1] ?? null });
    }
    // the button closes the block it stands in (a notice's "×"): the block is told, the button goes
    if (dismissControl(button.attrs, (boundedTextOf(button, 10, 8) ?? 'many words').trim().length)) parent.closer = true;
    // a toggle that names its panel (aria-controls) is put back if that panel comes right after it; so is a button
    // with a label of words right before a closed block (a script's accordion: "<button>Can I return it?</button>
    // <div class="hidden">…"), which it opens
    // (its panel may stand right after the box the button was alone in: Tilda's answer beside its question's box)
    if (button.attrs['aria-controls'] && button.attrs['aria-expanded'] === 'false') this.boxedToggle = { ids: controlledIds(button.attrs), box: parent };
    if (button.attrs['aria-controls'] || toggleLabel(button)) {
      const before = kids[kids.length - 1];
      this.pending = { button, parent, at: kids.length, tail: before instanceof TextNode ? before : null, words: false };
    }
  }

  /**
   * A button taken out that names the panel it opens (or, with a label of words, may open the closed block after it),
   * until the next element opens: where it stood, the text node before it (which text after it joins, see
   * appendText), and whether words came after it.
   */
  private pending: { button: ElementNode; parent: ElementNode; at: number; tail: TextNode | null; words: boolean } | null = null;
  /** The last closed toggle taken out that names its panels, and the box it stood in (see boxedPanel). */
  private boxedToggle: { ids: string[]; box: ElementNode } | null = null;

  /**
   * Whether the element opening with these attributes is the panel the last closed toggle names, standing right after
   * the box that held the button and nothing else (Tilda: `<div class="t585__header"><button aria-controls="a0">…`
   * then `<div id="a0" hidden>`). Words between them (a menu button's "Menus.") make it no toggle's panel.
   */
  private boxedPanel(attrs: Record<string, string>): boolean {
    const t = this.boxedToggle;
    if (t === null || attrs.id === undefined || !t.ids.includes(attrs.id)) return false;
    this.boxedToggle = null;
    return this.previousSibling() === t.box && t.box.children.every(blank);
  }

  /**
   * The toggle of the panel opening, when only its place says it opens it (a button or an element made one, with a
   * label of words, right before a closed block; see settleGuesses).
   */
  private guess: ElementNode | null = null;
  private readonly guesses: { panel: ElementNode; toggle: ElementNode }[] = [];

  /** Closed toggles taken out, with where they stood (the node before them, null for first), see settleCollapsed. */
  private readonly collapsed: { button: ElementNode; parent: ElementNode; after: DomNode | null }[] = [];

  /**
   * Closed toggles taken out and not put back before a panel (whose panels the page draws only when opened) go back
   * when they are a list's: two or more alike (the same class, under the same kind of parent) saying different things,
   * as Swagger UI's collapsed operations or an FAQ whose answers load on a click. A lone "Show details" stays out.
   */
  settleCollapsed(): void {
    const left = this.collapsed.filter((c) => c.button.parent === null);
    if (!left.length) return;
    const key = (c: (typeof left)[number]): string => `${c.button.attrs.class ?? ''}|${c.parent.tag}`;
    const lists = togglesLists(left, key, (c) => c.button);
    // each parent's children rebuilt once: the buttons back after the node each stood after
    const byParent = new Map<ElementNode, Map<DomNode | null, ElementNode[]>>();
    for (const c of left) {
      if (!lists.has(key(c))) continue;
      let at = byParent.get(c.parent);
      if (!at) byParent.set(c.parent, (at = new Map()));
      const list = at.get(c.after);
      if (list) list.push(c.button);
      else at.set(c.after, [c.button]);
    }
    for (const [parent, at] of byParent) {
      const kids: DomNode[] = [...(at.get(null) ?? [])];
      for (const k of parent.children) {
        kids.push(k);
        const back = at.get(k);
        if (back) kids.push(...back);
      }
      // (the sibling chain as parsed: each button between the elements it stood between)
      let prev: ElementNode | null = null;
      let open: ElementNode | null = null; // a button back whose next one is still to come
      for (const k of kids) {
        if (!(k instanceof ElementNode)) continue;
        if (k.parent === null) {
          k.parent = parent;
          k.next = prev ? prev.next : null;
          if (prev) prev.next = k;
          open = k.next === null ? k : null;
        } else if (open) {
          open.next = k;
          open = null;
        }
        prev = k;
      }
      parent.children = kids;
    }
  }

  /**
   * Panels known only by their place are an accordion's when it has two or more of them alike (the same markup, in
   * wrappers alike) whose toggles say different things (its questions): a lone "Show more" before a hidden block, or
   * the same "Add to cart" on every tile before its toast, opens nothing the page shows as content, and its text
   * stays hidden. The others are closed again, and a button put back for them taken out as any other.
   */
  settleGuesses(): void {
    // (the wrappers' class names holding a digit number one item each, "et_pb_toggle_2": left out; the panels' own
    // classes must be alike)
    const key = (g: { panel: ElementNode }): string => `${kindOf(g.panel)}|${g.panel.parent?.tag}.${unnumbered(g.panel.parent?.attrs.class)}`;
    // an accordion asks a different question in each item; a shop's tiles each say "Add to cart" before the toast that
    // button opens, which is no accordion's
    const accordions = togglesLists(this.guesses, key, (g) => g.toggle);
    const out = new Set<ElementNode>();
    for (const g of this.guesses) {
      if (accordions.has(key(g))) continue;
      g.panel.panel = false;
      g.panel.label = null;
      if (g.toggle.tag === 'button') out.add(g.toggle);
    }
    // each parent's children filtered once (thousands of lone toggles under one parent stay linear)
    const parents = new Set<ElementNode>();
    for (const b of out) if (b.parent) parents.add(b.parent);
    for (const p of parents) p.children = p.children.filter((c) => !(c instanceof ElementNode && out.has(c)));
    for (const b of out) b.parent = null;
  }

  /** The panels an accordion's toggle or a tab names (aria-controls): their text counts, though closed. */
  private control(attrs: Record<string, string>): void {
    if (this.controlled.size >= MAX_CONTROLLED) return;
    for (const id of controlledIds(attrs)) this.controlled.add(id);
  }

  /**
   * A tab closes: its words (at most TAB_LABEL_MAX characters, read in 20 nodes) are kept for the panel it names, and
   * for the panel labelled by `id` (the tab's own, or for a radio button's <label> the button's).
   */
  private tabClosed(tab: ElementNode, id: string | undefined): void {
    if (this.tabLabels.size >= MAX_CONTROLLED) return;
    const raw = boundedTextOf(tab, 20, TAB_LABEL_MAX * 2);
    const label = raw === null ? '' : oneLine(raw);
    if (!label || label.length > TAB_LABEL_MAX || !hasWordChar(label)) return;
    for (const id of controlledIds(tab.attrs)) this.tabLabels.set(`c:${id}`, label);
    if (id) this.tabLabels.set(`t:${id}`, label);
  }

  /** The words of the tab that shows the panel opening with these attributes, if a tab named it or labels it. */
  private tabLabel(attrs: Record<string, string>): string | null {
    if (this.tabLabels.size === 0) return null;
    const byId = attrs.id === undefined ? undefined : this.tabLabels.get(`c:${attrs.id}`);
    if (byId !== undefined) return byId;
    const by = attrs['aria-labelledby']?.trim().split(/\s+/, 1)[0];
    return by ? this.tabLabels.get(`t:${by}`) ?? null : null;
  }

  /** Whether the element opening with these attributes is the panel of the button taken out just before it; if so, the button goes back. */
  private reclaimToggle(attrs: Record<string, string>): boolean {
    const p = this.pending!;
    this.pending = null;
    const kids = this.current.children;
    if (p.parent !== this.current || p.words || !kids.slice(p.at).every(blank)) return false;
    const controls = p.button.attrs['aria-controls'];
    if (controls ? attrs.id === undefined || !controls.split(/\s+/).includes(attrs.id) : !closedLooking(attrs) || this.guesses.length >= MAX_CONTROLLED) return false;
    if (!controls) this.guess = p.button;
    kids.splice(p.at, 0, p.button);
    p.button.parent = this.current;
    return true;
  }

  /**
   * The element opening comes right after a toggle: a button, a <details>'s <summary>, a heading holding a button
   * (an accordion's question written as `<h3><button aria-expanded>…</button></h3>`, its panel beside the heading),
   * or an element made a button that says whether it is open (`<div role="button" aria-expanded="false"><h2>Specs</h2>`)
   * or, with a label of words, stands before a closed block (a guess, see settleGuesses).
   */
  private afterToggle(attrs: Record<string, string>): boolean {
    const prev = this.previousSibling();
    if (!prev) return false;
    // a <details>'s <summary> opens what follows it
    if (prev.tag === 'button' || prev.tag === 'summary') return true;
    // an element made a button opens what follows it, when it says so or what follows is closed
    if (prev.attrs.role === 'button' && prev.attrs['aria-expanded'] !== undefined) return true;
    if (prev.attrs.role === 'button' && closedLooking(attrs) && this.guesses.length < MAX_CONTROLLED && toggleLabel(prev)) {
      this.guess = prev;
      return true;
    }
    if (!HEADING.test(prev.tag)) return false;
    for (const c of prev.children) if (c instanceof ElementNode && c.tag === 'button') return true;
    // a heading named as a toggle's title, its panel closed by the style sheet through a class on their wrapper
    // (Divi's "et_pb_toggle_title" over "et_pb_toggle_content" in "et_pb_toggle_close"): an accordion, known as the
    // guesses are (two or more alike, asking different questions)
    if (TOGGLE_TITLE.test(prev.attrs.class ?? '') && this.guesses.length < MAX_CONTROLLED && toggleLabel(prev)) {
      this.guess = prev;
      return true;
    }
    return false;
  }

  /** The element child last added to the current element, passing over white space. */
  private previousSibling(): ElementNode | null {
    const kids = this.current.children;
    for (let i = kids.length - 1; i >= 0 && i >= kids.length - 2; i--) {
      const k = kids[i]!;
      if (k instanceof ElementNode) return k;
      if (!blank(k)) return null;
    }
    return null;
  }

  /** A table's cell is open. */
  private inCell(): boolean {
    return (this.open.get('td') ?? 0) > 0 || (this.open.get('th') ?? 0) > 0;
  }

  private top(): string | undefined {
    return this.names[this.names.length - 1];
  }

  private appendText(text: string): void {
    if (this.stopped) return;
    if (this.capture) {
      this.captured += text;
      return;
    }
    if (this.current === this.sink) return;
    const kids = this.current.children;
    const last = kids[kids.length - 1];
    if (last instanceof TextNode) {
      last.text += text;
      if (!last.ink) last.ink = /\S/.test(text);
      // text after a button taken out joins the text before it: whether it holds words decides if the button goes back
      const p = this.pending;
      if (p !== null && last === p.tail && !p.words) p.words = /\S/.test(text);
    } else {
      const t = new TextNode(text);
      t.parent = this.current;
      kids.push(t);
    }
  }

  private collectHead(name: string, attrs: Record<string, string>): void {
    const doc = this.doc;
    if (name === 'title' && doc.title === null && this.foreign === 0) {
      this.capture = 'title';
      this.captured = '';
    } else if (name === 'script' && (attrs.type ?? '').toLowerCase().includes('ld+json')) {
      this.capture = 'jsonld';
      this.captured = '';
    } else if (name === 'script' && /^\s*math\/tex/i.test(attrs.type ?? '')) {
      // a formula MathJax 2 typesets in place (kramdown writes them so): its TeX, read as a <math> with that text
      this.capture = 'tex';
      this.captured = '';
      this.texDisplay = /mode\s*=\s*display/i.test(attrs.type!);
    } else if (name === 'style' && this.styleChars < MAX_CSS && !TEMPORARY_STYLE.test(`${attrs.class ?? ''} ${attrs.id ?? ''}`)) {
      this.capture = 'style';
      this.captured = '';
    } else if (name === 'script') {
      if (/^(?:|module|(?:text|application)\/(?:javascript|ecmascript)|text\/babel)$/i.test((attrs.type ?? '').trim())) doc.scripts++;
    } else if (name === 'meta') {
      const key = attrs.property ?? attrs.name ?? attrs.itemprop ?? attrs['http-equiv'];
      if (key && attrs.content !== undefined) doc.metas.push({ name: key.toLowerCase(), content: attrs.content });
    } else if (attrs.itemprop && (attrs.content ?? attrs.datetime)) {
      doc.metas.push({ name: attrs.itemprop.toLowerCase(), content: (attrs.content ?? attrs.datetime)! });
    } else if (name === 'base' && doc.baseHref === null && attrs.href) {
      doc.baseHref = attrs.href;
    } else if (name === 'html' && (attrs.lang || attrs['xml:lang']) && doc.htmlLang === null) {
      doc.htmlLang = (attrs.lang || attrs['xml:lang'])!;
    }
  }

  private openElement(name: string, attrs: Record<string, string>, selfClosing: boolean): void {
    if (this.stopped) return;
    if (this.heads > 0 && !HEAD_CONTENT.has(name) && name !== 'head') {
      while (this.heads > 0) this.pop();
    }
    const closes = IMPLIES_CLOSE.get(name);
    if (closes) while (this.names.length && closes.has(this.top()!)) this.pop();
    // a link opening inside a link closes it first, as browsers do (links do not nest)
    if (name === 'a' && (this.open.get('a') ?? 0) > 0) this.closeElement('a');
    this.collectHead(name, attrs);
    const isVoid = VOID.has(name);
    if (name === 'html' || name === 'body') {
      if (!isVoid) this.push(name, this.current);
      return;
    }
    if (name === 'input' && attrs.type?.toLowerCase() === 'checkbox' && this.current !== this.sink) {
      this.appendText(attrs.checked !== undefined ? '[x] ' : '[ ] '); // task lists
    }
    if (name === 'input' && this.current !== this.sink && emailField(attrs)) (this.forms[this.forms.length - 1] ?? this.current).signup = 1;
    if (name === 'input' && attrs.id && attrs.type?.toLowerCase() === 'radio' && this.radios.size < MAX_CONTROLLED) this.radios.add(attrs.id);
    let container = this.current;
    const listing = name === 'textarea' && codeField(attrs);
    // a box to write in marks its form, or without one the block it stands in when it says it is one, by a prompt or by
    // being shut (Clien's comment box: a <div> round a "log in to comment" line and a disabled <textarea> "로그인 후 댓글을
    // 작성할 수 있습니다."); a bare one may show a page's text (a paste's raw text)
    if (name === 'select' && this.current !== this.sink) this.current.chooser = true;
    if (name === 'textarea' && !listing) {
      const prompts = attrs.placeholder !== undefined || attrs.disabled !== undefined;
      const box = this.forms.length ? this.forms[this.forms.length - 1]! : prompts && this.current !== this.sink ? this.current : null;
      if (box) box.writes = true;
    }
    // a drawing that names itself in a table's cell (a comparison table's check mark, <svg aria-label="Included">): a
    // picture with that text for its alt, as an <img> would be; what it draws is not read. (Elsewhere such names label
    // icons beside words that say it: "star", "Windows logo".)
    const drawing = name === 'svg' && attrs['aria-label'] !== undefined && attrs['aria-hidden'] !== 'true' && this.inCell() && hasWordChar(attrs['aria-label']);
    if (container === this.sink) {
      // inside a dropped element: nothing to build
    } else if (
      (DROP.has(name) && (name !== 'button' || this.depth >= MAX_DEPTH) && !shadowRoot(name, attrs) && !listing && !drawing) ||
      // MathJax 2's preview of the formula it typesets from the script after it (read from that script instead)
      attrs.class?.includes('MathJax_Preview')
    ) {
      container = this.sink;
    } else if (this.depth < MAX_DEPTH) {
      if (++this.elements > MAX_ELEMENTS) {
        this.stopped = true;
        this.doc.truncated = `the page has more than ${MAX_ELEMENTS.toLocaleString('en')} elements; the rest was not read`;
        this.onStop?.();
        return;
      }
      if (attrs.itemtype && this.doc.itemTypes.length < 20) {
        const t = attrs.itemtype.toLowerCase();
        if (!this.doc.itemTypes.includes(t)) this.doc.itemTypes.push(t);
      }
      const el = new ElementNode(listing ? 'pre' : drawing ? 'img' : name, drawing ? namedPicture(attrs['aria-label']!) : attrs);
      el.parent = this.current;
      if (name === 'button') {
        if (disclosure(attrs, this.current.tag)) {
          this.control(attrs);
        } else if (!this.trialKeep) {
          this.trial.push(el);
        }
      } else if (this.trial.length && HEADING.test(name)) {
        this.trialKeep = true;
      }
      // a tab (a code sample's language, a product's "Specifications") names the panel it shows, one click away
      if (attrs.role === 'tab') this.control(attrs);
      if (this.pending !== null && this.reclaimToggle(attrs)) el.panel = true;
      else if (attrs.id !== undefined && this.controlled.has(attrs.id)) el.panel = true;
      else if (this.afterToggle(attrs)) el.panel = true;
      else if (this.boxedPanel(attrs)) el.panel = true;
      if (this.guess !== null) {
        this.guesses.push({ panel: el, toggle: this.guess });
        this.guess = null;
      }
      // a tab's panel, declared so (role=tabpanel, Bootstrap's "tab-pane", data-tab="item"), whose tab is a script's <div>
      else if (attrs.role === 'tabpanel' || (attrs.class !== undefined && TAB_PANE.test(attrs.class)) || (attrs['data-tab'] !== undefined && TAB_ITEM.test(attrs['data-tab']))) el.panel = true;
      // or labelled by a radio button, a tab made of a style sheet's rules (Redis' "codetabs": `<input type="radio"
      // id="t-cli" checked><label for="t-cli">Redis CLI</label><div class="panel hidden" aria-labelledby="t-cli">`)
      else if (attrs['aria-labelledby'] !== undefined && this.radios.size > 0 && this.radios.has(attrs['aria-labelledby'].trim().split(/\s+/, 1)[0]!)) el.panel = true;
      if (el.panel) el.label = this.tabLabel(attrs);
      // an address Cloudflare obfuscated (see cfemail.ts): read back, in place of the "[email protected]" it shows
      const email = attrs['data-cfemail'] === undefined ? null : cloudflareEmail(attrs['data-cfemail']);
      if (name === 'a' && attrs.href !== undefined) attrs.href = unprotectedHref(attrs.href, attrs['data-cfemail']);
      if (name === 'h1' && this.doc.h1s.length < 4 && !dialogTitle(el)) this.doc.h1s.push(el);
      else if (this.trial.length && !this.trialKeep) {
        // inside a button on trial: nothing recorded that may be taken out
      } else if (this.doc.authorLink === null && attrs.rel && /(?:^|\s)author(?:\s|$)/i.test(attrs.rel)) this.doc.authorLink = el;
      else if (name === 'time' && this.doc.firstTime === null && attrs.datetime) this.doc.firstTime = attrs.datetime;
      const kids = this.current.children;
      const before = kids[kids.length - 1] instanceof TextNode ? kids[kids.length - 2] : kids[kids.length - 1];
      if (before instanceof ElementNode) before.next = el;
      kids.push(el);
      container = drawing ? this.sink : el;
      if (email !== null) {
        attrs.class = ''; // "__cf_email__" names no e-mail button
        const t = new TextNode(email);
        t.parent = el;
        el.children.push(t);
        container = this.sink;
      }
    }
    if (isVoid || (selfClosing && this.foreign > 0)) {
      if (this.capture && (name === 'title' || name === 'script' || name === 'style')) this.capture = null;
      return;
    }
    if (container !== this.current) this.depth++;
    this.push(name, container);
    this.current = container;
  }

  onopentagname(start: number, end: number): void {
    this.tag = tagName(this.html.slice(start, end));
    this.attrs = EMPTY_ATTRS;
  }
  onattribname(start: number, end: number): void {
    let name = this.html.slice(start, end);
    if (!WANTED_ATTRS.has(name)) {
      // most names are lower case already: lower-case only when an upper-case letter shows up
      let upper = false;
      for (let i = start; i < end && !upper; i++) {
        const c = this.html.charCodeAt(i);
        upper = c >= 65 && c <= 90;
      }
      if (upper) name = name.toLowerCase();
    }
    // the names a page's tests find an element by, under any of their attributes, as one (see nameFlags)
    this.attrName = TEST_IDS.has(name) ? 'data-testid' : name;
    // (a <textarea>'s prompt and state tell a box to write in: see openElement)
    this.attrWanted = WANTED_ATTRS.has(this.attrName) || (this.tag === 'textarea' && (name === 'placeholder' || name === 'disabled'));
  }
  onattribdata(start: number, end: number): void {
    if (this.attrWanted) this.attrValue += this.html.slice(start, end);
  }
  onattribentity(cp: number): void {
    if (this.attrWanted) this.attrValue += char(cp);
  }
  onattribend(_quote: QuoteType, _end: number): void {
    if (this.attrWanted && this.attrs[this.attrName] === undefined) {
      if (this.attrs === EMPTY_ATTRS) this.attrs = newAttrs();
      this.attrs[this.attrName] = this.attrValue;
    }
    this.attrValue = '';
  }
  onopentagend(_end: number): void {
    this.openElement(this.tag, this.attrs, false);
  }
  onselfclosingtag(_end: number): void {
    this.openElement(this.tag, this.attrs, true);
  }
  onclosetag(start: number, end: number): void {
    this.closeElement(tagName(this.html.slice(start, end)));
  }
  private closeElement(name: string): void {
    if (VOID.has(name)) {
      if (name === 'br') this.openElement('br', EMPTY_ATTRS, true); // </br> acts as <br>
      return;
    }
    if ((this.open.get(name) ?? 0) > 0) {
      // each pop removes an open element, so the walk down is paid for by the pushes
      while (this.names.length) {
        const top = this.top();
        this.pop();
        if (top === name) break;
      }
    }
  }
  ontext(start: number, end: number): void {
    this.appendText(this.html.slice(start, end));
  }
  ontextentity(cp: number, _end: number): void {
    this.appendText(char(cp));
  }
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    while (this.names.length) this.pop();
  }
}

/** The Tokenizer's own fields and steps that RunTokenizer replaces (htmlparser2 10.x; pinned in package.json). */
interface TokenizerInternals {
  buffer: string;
  offset: number;
  index: number;
  decodeEntities: boolean;
  fastForwardTo(c: number): boolean;
  stateText(c: number): void;
  handleInAttributeValue(c: number, quote: number): void;
}

/** Where the next "<", "&", '"' and "'" lie in a buffer, remembered while still ahead (length: none). */
class Ahead {
  private readonly next = [-1, -1, -1, -1];
  private buf: string | null = null;
  /** The position of the next `ch` (slot `slot`) at or after `pos` in `buf`. */
  at(buf: string, slot: number, ch: string, pos: number): number {
    if (this.buf !== buf) {
      this.buf = buf;
      this.next.fill(-1);
    }
    let at = this.next[slot]!;
    if (at < pos) {
      at = buf.indexOf(ch, pos);
      if (at < 0) at = buf.length;
      this.next[slot] = at;
    }
    return at;
  }
}

type Runs = TokenizerInternals & { ahead: Ahead };

/**
 * htmlparser2's Tokenizer with entity decoding steps through text and quoted attribute values one character
 * at a time, and waits for the end of a script, a comment or a tag with a loop of its own. This one jumps over
 * the characters those steps would do nothing with, found by the engine's native indexOf: the same tokens, in
 * about a third of the time. Where the next "<", "&" or quote lies is remembered while it is still ahead, so each
 * is searched for once per occurrence: linear however the page is built.
 */
export class RunTokenizer extends Tokenizer {
  readonly ahead = new Ahead();

  static {
    const LT = 0x3c;
    const AMP = 0x26;
    const DOUBLE = 0x22;
    const proto = RunTokenizer.prototype as unknown as TokenizerInternals;
    const base = Tokenizer.prototype as unknown as TokenizerInternals;
    const baseText = base.stateText;
    const baseValue = base.handleInAttributeValue;
    proto.fastForwardTo = function (this: TokenizerInternals, c: number): boolean {
      const at = this.buffer.indexOf(String.fromCharCode(c), this.index + 1 - this.offset);
      if (at >= 0) {
        this.index = at + this.offset;
        return true;
      }
      this.index = this.buffer.length + this.offset - 1;
      return false;
    };
    // a text character other than "<" and "&" is passed over: the main loop's index++ lands on the next of those
    proto.stateText = function (this: Runs, c: number): void {
      if (c === LT || c === AMP || !this.decodeEntities) return baseText.call(this, c);
      const pos = this.index - this.offset;
      const stop = Math.min(this.ahead.at(this.buffer, 0, '<', pos), this.ahead.at(this.buffer, 1, '&', pos));
      this.index = stop - 1 + this.offset;
    };
    // likewise inside a quoted attribute value, up to its closing quote or an "&"
    proto.handleInAttributeValue = function (this: Runs, c: number, quote: number): void {
      if (c === quote || c === AMP || !this.decodeEntities) return baseValue.call(this, c, quote);
      const pos = this.index - this.offset;
      const q = quote === DOUBLE ? this.ahead.at(this.buffer, 2, '"', pos) : this.ahead.at(this.buffer, 3, "'", pos);
      this.index = Math.min(q, this.ahead.at(this.buffer, 1, '&', pos)) - 1 + this.offset;
    };
  }
}

/**
 * Parses a page. `styleSheets` false leaves the page's <style> rules unread: nothing is hidden by them (the
 * caller's last resort for a page that hides all its text until its scripts run).
 */
export function parseHtml(html: string, styleSheets = true): ParsedDocument {
  const builder = new TreeBuilder(html);
  const tokenizer = new RunTokenizer({ xmlMode: false, decodeEntities: true }, builder);
  hold(builder);
  hold(tokenizer);
  builder.onStop = () => tokenizer.pause();
  tokenizer.write(html);
  if (builder.stopped) builder.onend();
  else tokenizer.end();
  builder.settleGuesses();
  builder.settleCollapsed();
  if (styleSheets) builder.doc.styleHidden = markCssHidden(builder.doc.root, hiddenClasses(builder.styles));
  return builder.doc;
}

/**
 * Marks the elements that carry a class the page's style sheets hide (css.ts), under the ancestors the hiding
 * rule names; their subtrees go with them. One walk that keeps a count of the names (".class", "#id", tag) of the
 * elements above the current one. Returns how many elements it marked.
 */
function markCssHidden(root: ElementNode, classes: HiddenClasses): number {
  if (classes.size === 0) return 0;
  let marked = 0;
  // only the names some rule asks for above its class are counted (none when every rule hides its class anywhere)
  const wanted = new Set<string>();
  for (const conditions of classes.values()) for (const need of conditions) for (const n of need) wanted.add(n);
  const above = new Map<string, number>();
  const none: string[] = [];
  const wantedIn = new Map<string, string[]>();
  const names = (el: ElementNode): string[] => {
    if (wanted.size === 0) return none;
    const out: string[] = [];
    if (wanted.has(el.tag)) out.push(el.tag);
    const id = el.attrs.id;
    const idName = id ? `#${id.toLowerCase()}` : '';
    if (idName && wanted.has(idName)) out.push(idName);
    const cls = el.attrs.class;
    if (cls) {
      let asked = wantedIn.get(cls);
      if (asked === undefined) {
        asked = [];
        for (const c of cls.split(/\s+/)) {
          const name = `.${c.toLowerCase()}`;
          if (c && wanted.has(name)) asked.push(name);
        }
        wantedIn.set(cls, asked);
      }
      for (const n of asked) out.push(n);
    }
    return out.length ? out : none;
  };
  // class attributes repeat across a page: which hidden classes each one holds is worked out once
  const held = new Map<string, string[][][] | null>();
  const hiddenHere = (el: ElementNode): boolean => {
    const cls = el.attrs.class;
    if (cls === undefined) return false;
    let rules = held.get(cls);
    if (rules === undefined) {
      rules = null;
      for (const c of cls.split(/\s+/)) {
        const conditions = c ? classes.get(c) : undefined;
        if (conditions) (rules ??= []).push(conditions);
      }
      held.set(cls, rules);
    }
    if (rules === null) return false;
    for (const conditions of rules) if (conditions.some((need) => need.every((n) => (above.get(n) ?? 0) > 0))) return true;
    return false;
  };
  // entries are elements to enter, or the names to forget when leaving one
  const stack: (ElementNode | string[])[] = [root];
  while (stack.length) {
    const top = stack.pop()!;
    if (Array.isArray(top)) {
      for (const n of top) above.set(n, above.get(n)! - 1);
      continue;
    }
    if (top !== root && hiddenHere(top)) {
      top.cssHidden = true;
      marked++;
      if (!top.panel) continue; // a collapsed panel's text stays, so what its own parts hide is looked for
    }
    const own = top === root ? none : names(top);
    if (own.length) {
      for (const n of own) above.set(n, (above.get(n) ?? 0) + 1);
      stack.push(own);
    }
    for (const c of top.children) if (c instanceof ElementNode) stack.push(c);
  }
  return marked;
}

/** Concatenated text of a subtree (raw, whitespace untouched). */
export function textOf(node: DomNode): string {
  if (node instanceof TextNode) return node.text;
  let s = '';
  for (const c of node.children) s += textOf(c);
  return s;
}

/**
 * The text of a subtree (raw, as textOf gives it) read in at most `nodes` nodes below `el`, or null past them or past
 * `chars` characters: a short element may still hold thousands of empty ones, and nested such elements may each be
 * asked.
 */
export function boundedTextOf(el: ElementNode, nodes: number, chars = Infinity): string | null {
  let t = '';
  let budget = nodes;
  const stack: DomNode[] = [];
  pushFirst(stack, el, budget);
  while (stack.length) {
    if (--budget < 0) return null;
    const n = stack.pop()!;
    if (n instanceof TextNode) {
      t += n.text;
      if (t.length > chars) return null;
    } else pushFirst(stack, n, budget);
  }
  return t;
}

/** The first text under `root` among its first `budget` nodes (depth first) that `match` takes, or null. */
export function findText(root: ElementNode, match: (t: TextNode) => boolean, budget: number): TextNode | null {
  const stack: DomNode[] = [];
  pushFirst(stack, root, budget);
  for (let seen = 0; stack.length && seen < budget; seen++) {
    const n = stack.pop()!;
    if (n instanceof TextNode) {
      if (match(n)) return n;
    } else pushFirst(stack, n, budget - seen - 1);
  }
  return null;
}

/**
 * Pushes the element's first `room` children onto a walk's stack, the first on top: a walk that may look at `room` more
 * nodes at most can reach no child past those, and a wide element's every child pushed at each look (20,000 children,
 * asked of each of 20,000 nested elements) would make the looks quadratic.
 */
function pushFirst(stack: DomNode[], el: ElementNode, room: number): void {
  for (let i = Math.min(el.children.length, Math.max(room, 0)) - 1; i >= 0; i--) stack.push(el.children[i]!);
}

/** A table's cells. */
export const TABLE_CELLS: ReadonlySet<string> = new Set(['td', 'th']);

/** An element's kind, its tag and its whole class attribute: "li.s-item s-item__pl-on-bottom". */
export function kindOf(el: ElementNode): string {
  return `${el.tag}.${el.attrs.class ?? ''}`;
}

/**
 * `need` of the element children in `kids` (but `skip`), among the first `look` of them, are ones `ok` takes: a bounded
 * count of siblings alike (a run of sections, an ad's fellows).
 */
export function enough(kids: readonly DomNode[], skip: DomNode | null, look: number, need: number, ok: (c: ElementNode) => boolean): boolean {
  let n = 0;
  let looked = 0;
  for (const c of kids) {
    if (!(c instanceof ElementNode) || c === skip) continue;
    if (++looked > look) break;
    if (ok(c) && ++n >= need) return true;
  }
  return false;
}

/**
 * Two more elements of its kind (tag and class, see kindOf) stand beside it among the first `look` of its parent's
 * children: it is one of a run of fellows (a post among posts, a row of a details list).
 */
export function amongItsKind(el: ElementNode, look: number): boolean {
  if (!el.parent) return false;
  const kind = kindOf(el);
  return enough(el.parent.children, el, look, 2, (c) => kindOf(c) === kind);
}

/** `el` is `anc` or inside it. */
export function isInside(el: ElementNode, anc: ElementNode): boolean {
  for (let p: ElementNode | null = el; p; p = p.parent) if (p === anc) return true;
  return false;
}

/** Lowest common ancestor of two attached elements. */
export function commonAncestor(a: ElementNode, b: ElementNode): ElementNode | null {
  const seen = new Set<ElementNode>();
  for (let p: ElementNode | null = a; p; p = p.parent) seen.add(p);
  for (let p: ElementNode | null = b; p; p = p.parent) if (seen.has(p)) return p;
  return null;
}

/** The nearest of the `looks` elements above `el` (its parent first) whose tag `tags` holds; null if none is. */
export function ancestorTagged(el: ElementNode, tags: ReadonlySet<string>, looks: number): ElementNode | null {
  let p = el.parent;
  for (let i = 0; p && i < looks; i++, p = p.parent) if (tags.has(p.tag)) return p;
  return null;
}

/** The first element under `root`, itself included (depth first, the first `budget` elements), that `match` takes. */
export function findElement(root: ElementNode, match: (el: ElementNode) => boolean, budget: number): ElementNode | null {
  const stack: ElementNode[] = [root];
  for (let seen = 0; stack.length && seen < budget; seen++) {
    const el = stack.pop()!;
    if (match(el)) return el;
    // (only the first children the budget can reach: see pushFirst; text nodes, never more than the elements plus
    // one, count towards the room as elements would)
    for (let i = Math.min(el.children.length, 2 * (budget - seen) + 1) - 1; i >= 0; i--) {
      const c = el.children[i]!;
      if (c instanceof ElementNode) stack.push(c);
    }
  }
  return null;
}

/** A custom element (a web component's, `<cart-drawer>`): its name holds a hyphen, as no HTML element's does. */
export function customElement(el: ElementNode): boolean {
  return el.tag.includes('-');
}

/**
 * The element's class attribute, with a custom element's name as one more class: its author's word for what it is
 * (`<cart-drawer>`, `<shreddit-comment>`). Undefined when it has neither.
 */
export function classWords(el: ElementNode): string | undefined {
  const cls = el.attrs.class;
  if (!customElement(el)) return cls;
  return cls === undefined ? el.tag : `${cls} ${el.tag}`;
}

/**
 * Class names but those holding a digit, which number one item or post ("et_pb_toggle_2", old Reddit's "id-t1_k8x3"),
 * not name its kind.
 */
export function unnumbered(cls: string | undefined): string {
  if (cls === undefined) return '';
  return /\d/.test(cls) ? cls.split(/\s+/).filter((w) => !/\d/.test(w)).join(' ') : cls;
}

/** The heading elements. */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The link element, for ancestorTagged. */
export const LINK_TAGS: ReadonlySet<string> = new Set(['a']);

/** The element's one element child, when it is a `tag` (any, without one) and no words stand beside it; null otherwise. */
export function soleChild(el: ElementNode, tag?: string): ElementNode | null {
  let only: ElementNode | null = null;
  for (const c of el.children) {
    if (c instanceof TextNode) {
      if (c.ink) return null;
      continue;
    }
    if (only !== null || (tag !== undefined && c.tag !== tag)) return null;
    only = c;
  }
  return only;
}

/**
 * A site's logo set as its <h1> (older portals' and shops' header and footer: `<h1 class="logo"><a href="/"><img
 * alt="Coupang"></a></h1>`): one link home and nothing besides. It names the site, not the page's content, and marks
 * no landmark (the footer holding one would stand for the content).
 */
export function logoHeading(h1: ElementNode): boolean {
  const link = soleChild(h1, 'a');
  return link !== null && HOME.test(link.attrs.href ?? '');
}

/**
 * A heading inside a dialog (<dialog>, role=dialog or alertdialog), up to DIALOG_LEVELS levels above it: a consent
 * pop-up's or a modal's title (Didomi's "Deine Privatsphäre ist uns wichtig"), not the page's.
 */
export function dialogTitle(h: ElementNode): boolean {
  let p = h.parent;
  for (let i = 0; p && i < DIALOG_LEVELS; i++, p = p.parent) {
    if (p.tag === 'dialog' || p.attrs.role === 'dialog' || p.attrs.role === 'alertdialog') return true;
  }
  return false;
}

const DIALOG_LEVELS = 12;

/** A link to a site's home page: "/", "./", "https://host/" (a query or a fragment aside). */
const HOME = /^\s*(?:(?:https?:)?\/\/[^/?#\s]+\/?|\.?\/)(?:index\.\w+)?\s*(?:[?#].*)?$/i;

/** A text node with words (not only white space): beside an inline element, the words of its line. */
export function inkText(n: DomNode | undefined): boolean {
  return n instanceof TextNode && n.ink;
}

/**
 * Set as code: a <pre>, a <code>, or an element named as code, "code" as a whole class name or a syntax highlighter's
 * box (a forum's code block set as a list of lines: XenForo's `<div class="code"><ol class="dp-j"><li><span
 * class="keyword">if</span> …`).
 */
export function setAsCode(el: ElementNode): boolean {
  if (el.tag === 'pre' || el.tag === 'code') return true;
  const cls = el.attrs.class;
  return cls !== undefined && cls.includes('code') && CODE_LINES.test(cls);
}

const CODE_LINES = /(?:^|\s)(?:code|syntaxhighlighter|dp-highlighter)(?:\s|$)/;

/** The element's first element child (a section's heading, a card's box), if any. */
export function firstElementChild(el: ElementNode): ElementNode | null {
  for (const k of el.children) if (k instanceof ElementNode) return k;
  return null;
}

/**
 * The nearest element beside position `i` of `kids`, one way (`step` -1 before it, 1 after it), past white space; null
 * when words or the end come first.
 */
export function elementBeside(kids: readonly DomNode[], i: number, step: 1 | -1): ElementNode | null {
  for (let j = i + step; j >= 0 && j < kids.length; j += step) {
    const k = kids[j]!;
    if (k instanceof ElementNode) return k;
    if (k.ink) return null;
  }
  return null;
}

export function removeNode(node: DomNode): void {
  const p = node.parent;
  if (!p) return;
  const i = p.children.indexOf(node);
  if (i >= 0) p.children.splice(i, 1);
  node.parent = null;
}

/**
 * An element drawn as a picture of words (role=img) whose every part is hidden from screen readers, which hear its
 * label instead: a price set digit by digit in styled spans (Mercado Libre's and Mercari's "Ahora: 89999 pesos"). The
 * label is what it says, as an image's alt is, when it carries the figures its parts show; the parts, hidden, would
 * say nothing.
 */
function pictureOfWords(el: ElementNode): void {
  const label = el.attrs['aria-label'];
  if (label === undefined || label.length > PICTURE_LABEL_MAX || !hasWordChar(label)) return;
  let parts = 0;
  for (const c of el.children) {
    if (c instanceof TextNode) {
      if (c.ink) return;
    } else if (c.attrs['aria-hidden'] !== 'true') return;
    else parts++;
  }
  if (parts === 0) return;
  // the label says what the parts show: the same figures ("$ 89.999" shown, "Ahora: 89999 pesos" heard)
  const shown = boundedTextOf(el, 40, PICTURE_LABEL_MAX * 4);
  const figures = shown?.replace(/\D+/g, '') ?? '';
  if (figures === '' || !label.replace(/\D+/g, '').includes(figures)) return;
  for (const c of el.children) c.parent = null;
  const t = new TextNode(label.trim());
  t.parent = el;
  el.children = [t];
}

/** A picture of words is labelled in this many characters at most. */
const PICTURE_LABEL_MAX = 120;

/**
 * A control that dismisses the block it sits in, by its markup (Bootstrap's data-dismiss, a forum's "notice-dismiss")
 * or, when it shows only a cross or an icon (`shown` characters of text at most 2), by a name saying it closes a
 * notice ("Close announcement", "Dismiss"): an announcement, a site-wide notice, an alert. Such a block is the site
 * speaking, not the page's content. A control named "Close" alone is not one: tabs, menus and accordions close.
 */
export function dismissControl(a: Record<string, string>, shown: number): boolean {
  // (what Bootstrap dismisses may be a dialog or a side panel, not a notice: data-bs-dismiss="modal", "offcanvas")
  const what = a['data-bs-dismiss'] ?? a['data-dismiss'];
  if (what !== undefined) return !/^(?:modal|offcanvas)$/i.test(what);
  if (a.class !== undefined && /dismiss/i.test(a.class)) return true;
  const name = a['aria-label'] ?? a.title;
  return name !== undefined && shown <= 2 && CLOSE_NOTICE.test(name.trim());
}

/** A control's name saying it dismisses a notice ("Dismiss", "Close announcement", "Hinweis schließen"). */
const CLOSE_NOTICE =
  /^(?:dismiss\b|(?:close|hide)(?: this)? (?:announcement|notice|alert|banner|message|notification)s?$|(?:hinweis|meldung|banner|bekanntmachung|ankündigung|mitteilung|benachrichtigung) (?:schließen|ausblenden)$|fermer (?:l['’]annonce|l['’]alerte|le message|la notification)$|cerrar (?:el )?(?:aviso|anuncio|mensaje)$|закрыть (?:объявление|уведомление|сообщение)$|关闭公告|關閉公告|お知らせを閉じる|공지 닫기)/i;

const DIGIT = /\d/;

/** An open panel's toggle kept as its title says this much at most (characters). */
const OPEN_TOGGLE_MAX = 200;

/** A button showing a price says this much at most (characters): "$910 $842 total, originally $910". */
const PRICE_BUTTON_MAX = 80;

/** An option's button says this much at most (characters). */
const OPTION_BUTTON_MAX = 60;

/** A button showing an address says this much at most (characters). */
const ADDRESS_BUTTON_MAX = 120;
/** A distance and then words, the place it is measured to ("0,4 km bis Stadtzentrum", "1.2 mi to downtown"). */
const DISTANCE_TO = /^\d{1,4}(?:[.,]\d{1,3})?\s?(?:km|mi|m|miles?|ft)\s+\p{L}{2,}\s+\S/u;
/** A heading's words set in a button say this much at most (characters). */
const HEADING_BUTTON_MAX = 150;

/** Nothing with words stands before the element in its parent (as parsed so far: the element is its last child). */
function opensHeading(el: ElementNode): boolean {
  const kids = el.parent!.children;
  for (let i = kids.length - 2, n = 0; i >= 0; i--, n++) {
    const k = kids[i]!;
    if (k instanceof ElementNode || k.ink || n >= HEADING_LOOK) return false;
  }
  return true;
}
const HEADING_LOOK = 4;

/**
 * A button named as one that shows a place on a map: by its class ("map-link", "mapButton") or by what it says to the
 * reader on hover or to screen readers ("Auf der Karte anzeigen", "Show on map", "地図を見る", "지도 보기").
 */
function mapButton(attrs: Record<string, string>): boolean {
  if (attrs.class !== undefined && MAP_CLASS.test(attrs.class)) return true;
  const said = attrs.title ?? attrs['aria-label'];
  return said !== undefined && said.length <= 60 && MAP_WORDS.test(said);
}

const MAP_CLASS = /(?:^|[\s_-])map(?:[\s_-]|link|button|btn|$)|[a-z]Map(?:Link|Button|Btn)?(?:$|[\s_-])/;
const MAP_WORDS = /\b(?:map|maps|karte|carte|mapa|mappa|kaart|карт[еау])\b|地図|地图|地圖|지도/i;

/**
 * A currency sign, or a currency's unit written after the amount ("원", "円", "元"), and nothing else but the period the
 * amount is for (idealista's "<span class="txt-big">€/mes</span>" after "1.650", "$/mo", "円/月").
 */
const SIGN_ALONE = new RegExp(String.raw`^\s*[${MONEY_SIGNS}${MONEY_UNITS}](?:\s?/\s?\p{L}{1,8}\.?)?\s*$`, 'u');

/** A text that is a price and little more ("54 990 ₽", "Ahora: 3499 pesos"), not a sentence naming one. */
export function priceText(t: TextNode): boolean {
  return t.text.length < PRICE_TEXT_MAX && CURRENCY.test(t.text);
}

/** A text as short as a price alone, however the markup indents it: not a sentence that names an amount. */
export function priceSized(t: TextNode): boolean {
  return t.text.length < PRICE_TEXT_MAX || (t.text.length < PRICE_TEXT_MAX * 10 && t.text.trim().length < PRICE_TEXT_MAX);
}
/** Such a text is this long at most (characters, white space round it aside). */
const PRICE_TEXT_MAX = 40;

/**
 * A text under `el` shows an amount of money ("$10.93", "1 299 kr", "¥3,000"), twelve levels down at most; or an
 * element there is labelled with one for screen readers, its figures set in pieces (Allegro's <span
 * aria-label="1 689,00 zł aktualna cena"> round "1 689," "00" "zł"); or a currency's sign or unit in a box of its
 * own beside the amount (see SIGN_ALONE).
 */
export function showsPrice(el: ElementNode, depth = 0): boolean {
  for (const c of el.children) {
    if (c instanceof TextNode) {
      // a price alone in its text, however the markup indents it
      if (priceSized(c) && CURRENCY.test(c.text)) return true;
      // a currency sign alone, its amount in the element beside it ("<span>¥</span><span>38,500</span>",
      // "<span>36,900</span><span>원</span>"): the two read together, in a few nodes
      if (c.text.length < 40 && SIGN_ALONE.test(c.text) && depth > 0) {
        const t = boundedTextOf(el.parent ?? el, 10, 80);
        if (t !== null && CURRENCY.test(t.replace(/\s+/g, ''))) return true;
      }
    } else {
      const label = c.attrs['aria-label'];
      if (label !== undefined && label.length < 60 && CURRENCY.test(label)) return true;
      if (depth < 12 && showsPrice(c, depth + 1)) return true;
    }
  }
  return false;
}

/**
 * The lines of a code editor drawn in the page (CodeMirror 6's "cm-content", CodeMirror 5's "CodeMirror-code",
 * Monaco's "view-lines"): one block per line, its white space kept by the editor's style. A listing.
 */
const EDITOR_LINES = /(?:^|\s)(?:cm-content|CodeMirror-code|view-lines)(?:\s|$)/;

/**
 * Doxygen's code fragment: <div class="fragment"> of <div class="line"> blocks, one per line of the listing, their
 * white space kept by its style sheet.
 */
function fragmentLines(el: ElementNode): boolean {
  if (el.attrs.class !== 'fragment') return false;
  for (const c of el.children) if (c instanceof ElementNode) return c.attrs.class === 'line';
  return false;
}

/** A code listing written as one block per line: an editor's (see EDITOR_LINES) or Doxygen's (see fragmentLines). */
export function blockLines(el: ElementNode): boolean {
  return EDITOR_LINES.test(el.attrs.class ?? '') || fragmentLines(el);
}

/** ARIA's roles of a table, and of its cells. */
const TABLE_ROLES: ReadonlySet<string> = new Set(['table', 'grid', 'treegrid']);
const CELL_ROLES: ReadonlySet<string> = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);

/** Rows of a table drawn with other elements, at most (past them it is read as its blocks, none lost). */
const GRID_ROWS_MAX = 5000;

/** A header cell of a grid of blocks: named so ("table-header", "th"). */
const GRID_HEADER = /(?:^|\s)(?:table-header|th|header-cell|table-head)(?:\s|$)/;

/**
 * The rows of a table drawn with elements other than <table> (each row its cells), or null:
 * - ARIA's: role=table (grid, treegrid) holding role=row elements (in role=rowgroup ones or wrappers, a level or two
 *   down), each holding role=cell (gridcell, columnheader, rowheader) elements;
 * - a grid of blocks under its header cells, as CSS lays it out in columns (Javadoc's summaries: two or more children
 *   named "table-header", then the cells, as many as a whole number of rows).
 * Cells are those elements themselves (their roles or their places say what they are). Bounded: GRID_ROWS_MAX rows.
 */
export function gridRows(el: ElementNode): ElementNode[][] | null {
  if (!gridTable(el)) return null;
  if (el.attrs.role !== undefined && TABLE_ROLES.has(el.attrs.role)) return ariaRows(el);
  // (words between the cells would be lost: then it is read as its blocks)
  if (el.children.some(inkText)) return null;
  const kids = el.children.filter((c): c is ElementNode => c instanceof ElementNode);
  let heads = 0;
  while (heads < kids.length && GRID_HEADER.test(kids[heads]!.attrs.class ?? '')) heads++;
  if (heads < 2 || kids.length <= heads || kids.length % heads !== 0 || kids.length / heads > GRID_ROWS_MAX) return null;
  const rows: ElementNode[][] = [];
  for (let i = 0; i < kids.length; i += heads) rows.push(kids.slice(i, i + heads).map((c) => asCell(c, i === 0 ? 'th' : 'td')));
  return rows;
}

/**
 * A quick look for gridRows: ARIA's table roles, or a name with "table" in it whose first two element children are
 * named as header cells.
 */
export function gridTable(el: ElementNode): boolean {
  const role = el.attrs.role;
  if (role !== undefined) return TABLE_ROLES.has(role);
  const cls = el.attrs.class;
  if (cls === undefined || !cls.includes('table')) return false;
  let heads = 0;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (!GRID_HEADER.test(c.attrs.class ?? '')) return false;
    if (++heads === 2) return true;
  }
  return false;
}

/**
 * ARIA's table's rows, or null when anything of it would be lost: words outside its rows' cells, an element that is
 * neither a row nor a wrapper of rows (two levels down at most), or more than GRID_ROWS_MAX rows.
 */
function ariaRows(el: ElementNode): ElementNode[][] | null {
  const rows: ElementNode[][] = [];
  let whole = true;
  const collect = (p: ElementNode, depth: number): void => {
    for (const c of p.children) {
      if (!whole) return;
      if (!(c instanceof ElementNode)) {
        if (c.ink) whole = false;
      } else if (c.attrs.role === 'row') {
        const cells: ElementNode[] = [];
        for (const x of c.children) {
          if (x instanceof ElementNode && x.attrs.role !== undefined && CELL_ROLES.has(x.attrs.role)) {
            cells.push(asCell(x, x.attrs.role === 'columnheader' ? 'th' : 'td'));
          } else if (x instanceof ElementNode || x.ink) whole = false;
        }
        if (cells.length) rows.push(cells);
        if (rows.length > GRID_ROWS_MAX) whole = false;
      } else if (depth < 2) collect(c, depth + 1);
      else whole = false;
    }
  };
  collect(el, 0);
  return rows.length >= 2 && whole ? rows : null;
}

/** A table cell standing for `el`: its children (shared, not moved: they keep `el` for their parent) and measures. */
function asCell(el: ElementNode, tag: 'td' | 'th'): ElementNode {
  const cell = new ElementNode(tag, el.attrs);
  cell.children = el.children;
  cell.block = el.block;
  cell.chars = el.chars;
  return cell;
}
