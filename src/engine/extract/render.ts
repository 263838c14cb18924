// Renders a cleaned subtree as markdown (headings, nested lists, GFM tables, fenced code with its
// language, blockquotes, absolute links, images as alt text) or as plain text with the same blocks.
import { ancestorTagged, blockLines, boundedTextOf, ElementNode, gridRows, soleChild, LINK_TAGS, TextNode, type DomNode } from './dom';
import { hold } from './shapes';
import { hasWordChar, MONEY_SIGNS } from './text';
import { dropAdjacentCopies } from './blocks';
import { avatarName, codeHeading, decimalMark, readersOnlyName } from './boilerplate';

export type Mode = 'markdown' | 'text';

const BR = '\u0001'; // hard line break inside a paragraph, resolved when the paragraph is flushed

const HEADING_LINK = /^\[?(?:edit|edit source|source|permalink|link|anchor)\]?$/i;

const HEADING: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

export interface RenderOptions {
  mode: Mode;
  /** Absolute base for links; null leaves unresolvable links as text. */
  base: URL | null;
}

export function render(root: ElementNode, options: RenderOptions): string[] {
  const r = new Renderer(options);
  hold(r);
  const out: string[] = [];
  r.top(root, out);
  return dropOrphanHeadings(out, r.levels, r.headings);
}

/**
 * Drops headings left with nothing under them: their section was furniture and went away (a "Related posts" heading
 * over its links), or they close the content. A heading the page itself set right before the next one ("What are the
 * benefits?" over its points, set at its level; a numbered section's heading over its "a." subsection, both h3) heads
 * it: only what was taken out between them orphans it.
 */
function dropOrphanHeadings(blocks: string[], levels: (number | undefined)[], headings: (ElementNode | undefined)[]): string[] {
  const keep: boolean[] = new Array<boolean>(blocks.length).fill(true);
  let nextLevel: number | undefined = 0; // level of the next kept block's heading; 0: end of content
  let next: ElementNode | undefined; // the next kept block's heading
  for (let i = blocks.length - 1; i >= 0; i--) {
    const level = levels[i];
    // (closing the content, a listing's last item title stays: see itemTitle)
    if (level !== undefined && nextLevel !== undefined && (nextLevel === 0 ? !itemTitle(headings, i) : nextLevel <= level && !adjacent(headings[i], next))) {
      keep[i] = false;
      continue;
    }
    nextLevel = level;
    next = headings[i];
  }
  return blocks.filter((_, i) => keep[i]);
}

/** Headings of the same make before a listing's last item title, at least, among the headings looked at (see itemTitle). */
const TITLE_FELLOWS = 2;
const TITLE_LOOKS = 12;

/**
 * The heading at `i`, closing the content, is the last item's title in a listing: a link and nothing besides, set as
 * TITLE_FELLOWS of the TITLE_LOOKS headings before it are (the same tag and class, each a link alone). What came under
 * it (the story's tags, its counts) went as the item's furniture, not as a section's; a section's heading closing the
 * content ("Related posts" over its links taken out) is seldom a link itself, and never one of a run of such titles.
 */
function itemTitle(headings: readonly (ElementNode | undefined)[], i: number): boolean {
  const h = headings[i];
  if (!h || !linkAlone(h)) return false;
  let fellows = 0;
  for (let j = i - 1; j >= 0 && j >= i - TITLE_LOOKS && fellows < TITLE_FELLOWS; j--) {
    const f = headings[j];
    if (f && f.tag === h.tag && f.attrs.class === h.attrs.class && linkAlone(f)) fellows++;
  }
  return fellows >= TITLE_FELLOWS;
}

/** The heading's words are one link's. */
function linkAlone(h: ElementNode): boolean {
  return soleChild(h, 'a')?.attrs.href !== undefined;
}

/** Lines a listing needs at least for its leading numbers to be taken for a gutter's. */
const GUTTER_LINES = 3;

/**
 * A code listing without its gutter of line numbers: when every line opens with its own number, counting up by one
 * ("   4", "   5# Find your…", "  11message = client…"), the numbers are the gutter's, set in the text by the page's
 * markup, not the code's; they go, and so does the margin all the lines then share. A listing whose lines do not
 * all count up so (a BASIC program's 10, 20, 30), or whose numbers a separator sets off ("1,Alice", "1. First": ids,
 * a numbered list), stays as it is.
 */
function withoutLineNumbers(code: string, gutter: boolean): string {
  const lines = code.split('\n');
  // two lines do when each number runs straight into its code ("1export A=1", "2export B=2"), as no text is written
  if (lines.length < 2 || (lines.length < GUTTER_LINES && !lines.every((l) => /^\s*\d+[^\s\d,.;:)\]|]/.test(l)))) return code;
  const first = /^\s*(\d+)/.exec(lines[0]!);
  if (!first) return code;
  let n = Number(first[1]);
  const rest: string[] = [];
  let separated = 0;
  for (const line of lines) {
    const m = /^\s*(\d+)/.exec(line);
    if (!m || Number(m[1]) !== n++) return code;
    const after = line.slice(m[0].length);
    if (/^[,.;:)\]|]/.test(after)) separated++;
    rest.push(after);
  }
  // numbers set off by a separator ("1,Alice", "1. First", "3) Third") are the listing's own: ids, a numbered list
  if (separated * 3 > lines.length) return code;
  let margin = Infinity;
  for (const r of rest) if (r.trim()) margin = Math.min(margin, /^[ \t]*/.exec(r)![0].length);
  // numbers and nothing else: a gutter set apart from its code, when named so; else a program's output ("seq 3")
  if (margin === Infinity) return gutter ? '' : code;
  return rest.map((r) => (r.trim() ? r.slice(margin) : '')).join('\n');
}

/** Class words of a listing's gutter of line numbers. */
const GUTTER_NAME = /gutter|lines?-?num|linenos|lineno|blob-num/i;

/** The listing or the cell holding it is named as a gutter of line numbers (highlight.js's, Pygments' "linenos"). */
function gutterNamed(pre: ElementNode): boolean {
  for (let e: ElementNode | null = pre, n = 0; e && n < 3; e = e.parent, n++) if (GUTTER_NAME.test(e.attrs.class ?? '')) return true;
  return false;
}

/**
 * The code of a code viewer's table (GitHub's, Gitea's: each row a cell named as a line number, empty or holding the
 * number, then a cell of code), its lines' indentation kept; null for any other table.
 */
function codeRows(rows: ElementNode[][]): string | null {
  if (rows.length < 2) return null;
  const lines: string[] = [];
  for (const r of rows) {
    const num = r[0]!;
    if (r.length !== 2 || !GUTTER_NAME.test(num.attrs.class ?? '') || !/^\s*\d*\s*$/.test(rawText(num))) return null;
    lines.push(listingText(r[1]!).replace(/\n+$/, ''));
  }
  return lines.join('\n').replace(/\s+$/, '');
}

/** Elements whose text belongs to the word they follow (see apart). */
const SCRIPT_TAGS = new Set(['sup', 'sub']);
/**
 * Three letters of a script written with spaces between words (read from the last three or the first three characters
 * only: a text node may be long). Chinese and Japanese run words and numbers together ("羽绒服女2024秋冬新款"), so their
 * letters are not counted.
 */
const LETTERS_END = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\p{L}){3}$/u;
const LETTERS_START = /^(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\p{L}){3}/u;
const CURRENCY = /\p{Sc}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;

function elementTag(n: DomNode): string {
  return n instanceof ElementNode ? n.tag : '';
}

/** A price's whole units ending the text before a superscript: "$549", "€ 1.299", "£2,898". */
const PRICE_BEFORE = /[$€£¥₩₹￥￦]\s?\d[\d,.\s]*$/;

/** The same with its currency written after the units, as the French write a price's cents after it: "199€". */
const PRICE_UNITS_BEFORE = /\d[\d.\s]*\s?[$€£¥₩₹￥￦]$/;

/** A superscript that is a footnote's mark or a power: digits (a list of them), or an asterisk or a dagger. */
const SUPERSCRIPT_MARK = /^\s*(?:\d{1,4}(?:[,–-]\d{1,4})*|[*†‡]{1,3})\s*$/;

/** A panel's blocks compared at most: so many, of so many characters in all (nested panels each read theirs). */
const PANEL_BLOCKS = 50;
const PANEL_CHARS = 20_000;

/** The blocks from `start` on, joined, if they are few and short enough to compare; else null. */
function panelText(out: string[], start: number): string | null {
  if (out.length - start > PANEL_BLOCKS) return null;
  let chars = 0;
  for (let i = start; i < out.length; i++) chars += out[i]!.length;
  return chars > PANEL_CHARS ? null : out.slice(start).join('\n\n');
}

/** The letters of a text, lower-cased: "Reviews (12)" and "### Reviews" are both "reviews". */
function letters(t: string): string {
  return t.toLowerCase().replace(/[^\p{L}]+/gu, '');
}

/** Words of a heading that is a sentence at least (see sentenceHeading), or characters of a script without spaces. */
const SENTENCE_HEADING_WORDS = 6;
const SENTENCE_HEADING_CHARS = 15;

/**
 * A heading's text that is a sentence: it ends as one ("…in one place.", "…한 곳에서 찾으세요.", "…一站式找到。"), and has
 * SENTENCE_HEADING_WORDS words at least, or SENTENCE_HEADING_CHARS characters of a script written without spaces.
 */
function sentenceHeading(t: string): boolean {
  if (!/[.!。！]\s*$/.test(t) || /\.\.\.\s*$|…\s*$/.test(t)) return false;
  const words = t.split(/\s+/).length;
  return words >= SENTENCE_HEADING_WORDS || (t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= SENTENCE_HEADING_CHARS;
}

/** Elements passed over between two headings at most (see adjacent), and levels climbed or descended. */
const ADJACENT_STEPS = 24;

/**
 * The heading `next` came after `h` in the page as parsed with nothing between them but elements without text:
 * nothing was taken out between them. Walks the siblings as parsed (ElementNode.next), climbing out of `h`'s
 * wrappers and into the wrappers of `next`, in a bounded number of steps.
 */
function adjacent(h: ElementNode | undefined, next: ElementNode | undefined): boolean {
  if (!h || !next) return false;
  // the wrappers `next` stands first in
  const leads = new Set<ElementNode>();
  for (let e: ElementNode | null = next, n = 0; e && n < ADJACENT_STEPS; e = e.parent, n++) leads.add(e);
  let at: ElementNode = h;
  for (let n = 0; n < ADJACENT_STEPS; n++) {
    const s = at.next;
    if (s === null) {
      // the last of its parent: on to what came after the parent
      if (!at.parent) return false;
      at = at.parent;
      continue;
    }
    if (s.parent === null) return false; // taken out
    if (leads.has(s)) return first(s, next);
    // text of its own that does not show before `next`: taken out from inside it; an element without text (a picture,
    // a row of logos, an FAQ's answers loaded on opening) is passed over, as the page shows the heading over it
    if (s.chars > 0) return false;
    at = s;
  }
  return false;
}

/** `next` is the first element with text inside `s` (reading at most ADJACENT_STEPS levels and nodes). */
function first(s: ElementNode, next: ElementNode): boolean {
  let e: ElementNode = s;
  let budget = ADJACENT_STEPS;
  for (let n = 0; n < ADJACENT_STEPS && e !== next; n++) {
    let found: ElementNode | null = null;
    for (const c of e.children) {
      if (--budget < 0) return false;
      if (c instanceof TextNode) {
        if (c.ink) return false;
        continue;
      }
      if (c.chars > 0 || c === next) {
        found = c;
        break;
      }
    }
    if (!found) return false;
    e = found;
  }
  return e === next;
}

const BARE_LANGUAGES = new Set([
  'bash', 'c', 'cpp', 'csharp', 'css', 'diff', 'go', 'html', 'java', 'javascript', 'js', 'json', 'kotlin', 'lua',
  'php', 'powershell', 'python', 'ruby', 'rust', 'scala', 'shell', 'sh', 'sql', 'swift', 'toml', 'ts', 'typescript',
  'xml', 'yaml', 'zsh', 'haskell', 'perl', 'r', 'dart', 'elixir', 'erlang', 'ocaml', 'clojure', 'console',
]);

/** Names of languages a class may give behind a prefix ("sp-jsx"), besides BARE_LANGUAGES. */
const PREFIXED_LANGUAGES = new Set(['jsx', 'tsx', 'graphql', 'dockerfile', 'vue', 'svelte']);

/** Names of languages as code blocks' headers show them, besides BARE_LANGUAGES. */
const LANGUAGE_NAMES = new Set(['jsx', 'tsx', 'yml', 'text', 'plaintext', 'terminal', 'cmd', 'c#', 'c++', 'objective-c', 'graphql', 'dockerfile', 'ini', 'markdown', 'md', 'vue', 'svelte']);

/** A block that only names a language (at most this long): the header of the code block after it. */
const LANGUAGE_LABEL_MAX = 16;

/** `block` only names a language: `language` (the code block's, when known), or any language's name. */
function languageLabel(block: string, language: string): boolean {
  if (block.length > LANGUAGE_LABEL_MAX) return false;
  const name = block.trim().toLowerCase();
  return name !== '' && (BARE_LANGUAGES.has(name) || LANGUAGE_NAMES.has(name) || name === language);
}

/** Language of a code block from common highlighter class names and data attributes. */
export function codeLanguage(pre: ElementNode): string {
  const candidates: ElementNode[] = [pre];
  const first = pre.children.find((c): c is ElementNode => c instanceof ElementNode);
  if (first && first.tag === 'code') candidates.push(first);
  if (pre.parent) candidates.push(pre.parent);
  if (pre.parent?.parent) candidates.push(pre.parent.parent);
  for (const el of candidates) {
    const a = el.attrs;
    // lang= names a natural language on most elements; only <pre lang="python"> (GitHub) means code
    const data = a['data-lang'] ?? a['data-language'] ?? (el === pre ? a.lang : undefined);
    if (data && /^[\w+#.-]{1,24}$/.test(data)) return data.toLowerCase();
    const cls = a.class;
    if (!cls) continue;
    const m =
      /(?:^|\s)(?:language|lang|highlight-source|highlight|brush:?\s*|sourceCode)-?([\w+#]{1,24})(?:\s|$|;)/i.exec(cls) ??
      /(?:^|\s)(?:language|lang)-([\w+#.-]{1,24})/i.exec(cls);
    if (m && m[1] && !/^(?:none|plain|text|plaintext|nohighlight|source|default)$/i.test(m[1])) {
      return m[1].toLowerCase();
    }
    if (el === pre || el.tag === 'code') {
      // a bare language name among the classes of the <pre>/<code> itself: class="rust", "python hljs"
      const names = cls.toLowerCase().split(/\s+/);
      for (const c of names) if (BARE_LANGUAGES.has(c)) return c;
      // or one behind a component's prefix: Sandpack's "sp-javascript" (react.dev), names of three letters or more
      for (const c of names) {
        const m = /^[a-z]{1,8}-([a-z+#]{3,24})$/.exec(c);
        if (m && (BARE_LANGUAGES.has(m[1]!) || PREFIXED_LANGUAGES.has(m[1]!))) return m[1]!;
      }
    }
  }
  return '';
}

/**
 * The block's one <code> element, when it holds line breaks (<br>) and nothing else in the block has words: inline
 * code written over several lines, which is a listing. Null otherwise (most blocks: their first child decides).
 */
function brokenCode(el: ElementNode): ElementNode | null {
  const code = soleChild(el, 'code');
  return code !== null && code.children.some((c) => c instanceof ElementNode && c.tag === 'br') ? code : null;
}

/**
 * A listing's text (see rawText), its no-break spaces made spaces: they indent the lines of code written without
 * <pre>, and the code is to be copied.
 */
function listingText(node: DomNode): string {
  return rawText(node).replace(/\u00a0/g, ' ');
}

/** Blocks a listing's lines are written as. */
const LINE_BLOCKS: ReadonlySet<string> = new Set(['div', 'p', 'li', 'tr']);

/** Text of a <pre> with <br> as newlines and whitespace untouched. */
function rawText(node: DomNode): string {
  if (node instanceof TextNode) return node.text;
  if (node.tag === 'br') return '\n';
  let s = '';
  // white space between the lines of a listing written as blocks outside a <pre> (Doxygen's <div class="fragment">
  // of <div class="line">, an editor's lines) is the markup's, not the code's: a browser collapses it
  const between = node.tag !== 'pre' && node.tag !== 'code' && node.children.some((c) => c instanceof ElementNode && LINE_BLOCKS.has(c.tag));
  for (const c of node.children) if (!(between && c instanceof TextNode && !c.ink)) s += rawText(c);
  // (a listing's lines written as blocks: <div class="line">, prettify's <ol class="linenums"><li>)
  if (node.tag === 'div' || node.tag === 'p' || node.tag === 'tr' || node.tag === 'li') s += s.endsWith('\n') ? '' : '\n';
  return s;
}

/** Paragraph text that markdown would read as a heading, quote, list item or rule. */
const LOOKS_LIKE_MARKUP = /^(?:#{1,6}(?:\s|$)|>|[-+*](?:\s|$)|\d{1,9}[.)](?:\s|$)|(?:[-*_]\s*){3,}$)/;

function escapeLineStart(line: string): string {
  if (!LOOKS_LIKE_MARKUP.test(line)) return line;
  const m = /^\d+/.exec(line);
  return m ? `${m[0]}\\${line.slice(m[0].length)}` : `\\${line}`;
}

function finishParagraph(s: string, md: boolean): string[] {
  // the white space between a list's items or a container's blocks: nothing to split (most calls)
  if (!hasWordChar(s)) return [];
  const out: string[] = [];
  // two or more hard breaks in a row separate paragraphs (collapse first: keeps the split linear)
  for (const para of collapse(s).split(/[ ]*\u0001[ ]*(?:\u0001[ ]*)+/)) {
    const lines = para
      .split(BR)
      .map((l) => l.trim()) // white space was collapsed above: a line holds no runs of it
      .filter((l) => l.length > 0);
    const p = (md ? lines.map(escapeLineStart) : lines).join('\n');
    if (p && hasWordChar(p)) out.push(p);
  }
  return out;
}

/** Runs of HTML's white space, no-break and zero-width spaces, other than a lone space (see util/escape's spaced). */
const SPACE_RUNS = /[\t\n\r\f\u00a0\u200b\ufeff][ \t\n\r\f\u00a0\u200b\ufeff]*| [ \t\n\r\f\u00a0\u200b\ufeff]+/g;

function collapse(s: string): string {
  return s.replace(SPACE_RUNS, ' ');
}

/** `[text](href)` with brackets in the text escaped and parentheses and spaces in the address encoded. */
function linkMarkup(t: string, href: string): string {
  return `[${t.replace(/([[\]])/g, '\\$1')}](${href.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

/**
 * A ticker's words: at least TICKER_RUN like inline siblings in a row saying the same (a marquee's "Book now *" drawn
 * 100 times). Blocks never count: cells, rows, posts and items repeat a value on purpose ("No | No | No").
 */
const TICKER_RUN = 3;
/** The text of a ticker's part is this long at most (characters), and at least TICKER_MIN. */
const TICKER_MAX = 100;
const TICKER_MIN = 4;
/** Images (their alt text) and line breaks are never a ticker's words. */
const NOT_TICKER = new Set(['br', 'img', 'wbr']);

/**
 * The copies after the first in each run of TICKER_RUN or more sibling elements of one tag and class with the same
 * short text (a marquee's words repeated for its loop), to be skipped; white space may stand between them. Null when
 * there are none. Linear: an element's text is read (bounded) only when its length and markup match its sibling's.
 */
function tickerCopies(el: ElementNode): Set<DomNode> | null {
  const kids = el.children;
  if (kids.length < TICKER_RUN) return null;
  let out: Set<DomNode> | null = null;
  let first: ElementNode | null = null;
  let firstText: string | null = null;
  let run: ElementNode[] = [];
  const close = (): void => {
    if (run.length + 1 >= TICKER_RUN) for (const c of run) (out ??= new Set()).add(c);
    run = [];
  };
  for (const c of kids) {
    if (c instanceof TextNode) {
      if (c.ink) {
        close();
        first = null;
      }
      continue;
    }
    // (inline parts only: a thread's posts or a list's items saying the same, "Thanks, that helped", are each said)
    const candidate = !c.block && c.chars >= TICKER_MIN && c.chars <= TICKER_MAX && !NOT_TICKER.has(c.tag);
    if (candidate && first !== null && c.tag === first.tag && c.attrs.class === first.attrs.class && c.chars === first.chars) {
      firstText ??= boundedTextOf(first, 32, TICKER_MAX * 4);
      if (firstText !== null && boundedTextOf(c, 32, TICKER_MAX * 4) === firstText && /\p{L}/u.test(firstText)) {
        run.push(c);
        continue;
      }
    }
    close();
    first = candidate ? c : null;
    firstText = null;
  }
  close();
  return out;
}

class Renderer {
  private readonly md: boolean;
  /** The blocks of the last panel rendered under its tab's words, joined (see block). */
  private lastPanel: string | null = null;
  /** Heading level of each top-level block that is a heading. */
  readonly levels: (number | undefined)[] = [];
  /** The element of each top-level block that is a heading. */
  readonly headings: (ElementNode | undefined)[] = [];
  private topOut: string[] | null = null;
  private inHeading = false;
  private root: ElementNode | null = null;
  /** Addresses of the links with text of their own in the rendered subtree (gathered on first need). */
  private textHrefs: Set<string> | null = null;
  constructor(private readonly options: RenderOptions) {
    this.md = options.mode === 'markdown';
  }

  /** Renders the chosen subtree: the element itself when it is a block (a <pre>, a <table>…). */
  top(el: ElementNode, out: string[]): void {
    this.topOut = out;
    this.root = el;
    if (el.block && el.tag !== '#root') this.block(el, out);
    else this.blocks(el, out);
  }

  /** Block-level rendering of a container's children into `out`. */
  blocks(el: ElementNode, out: string[]): void {
    let run = '';
    let prev: DomNode | null = null;
    const copies = tickerCopies(el);
    for (const c of el.children) {
      if (copies?.has(c)) continue;
      if (c instanceof TextNode || !c.block) {
        run += this.apart(prev, c) + this.inlineAfter(c, prev);
        prev = c;
        continue;
      }
      prev = null;
      if (run) {
        for (const p of finishParagraph(run, this.md)) out.push(p);
        run = '';
      }
      this.block(c, out);
    }
    if (run) for (const p of finishParagraph(run, this.md)) out.push(p);
  }

  private block(el: ElementNode, out: string[]): void {
    if (el.label === null) return this.blockOf(el, out);
    // a tab's panel under its tab's words, unless it opens with them itself (its own "Specifications" heading)
    const start = out.length;
    this.blockOf(el, out);
    if (out.length === start) return;
    // panels showing the same blocks (a slider's copies of one card under each tab) stay copies, dropped as such
    const shown = panelText(out, start);
    const same = shown !== null && shown === this.lastPanel;
    this.lastPanel = shown;
    if (same) return;
    const first = letters(out[start]!.slice(0, 200));
    const label = letters(el.label);
    if (first.startsWith(label) || (first.length > 0 && label.startsWith(first))) return;
    out.splice(start, 0, this.md ? `**${el.label.replace(/[\\*_[\]`<]/g, '\\$&')}**` : el.label);
    // the heading marks of the blocks after it move down one place
    if (out === this.topOut && start < this.levels.length) {
      this.levels.splice(start, 0, undefined);
      this.headings.splice(start, 0, undefined);
    }
  }

  private blockOf(el: ElementNode, out: string[]): void {
    const level = HEADING[el.tag];
    if (level !== undefined) {
      this.inHeading = true;
      const t = this.flatInline(el);
      this.inHeading = false;
      if (!t || !hasWordChar(t)) return;
      // a sentence set as a heading (a category's "Find all fitness rentals in Los Angeles in one place.") says
      // something of its own: never an orphan heading over a section taken out; nor does a declaration set as a
      // heading (rustdoc's "impl Send for Semaphore", the last of a list of them)
      if (out === this.topOut && !sentenceHeading(t) && !codeHeading(el)) {
        this.levels[out.length] = level;
        this.headings[out.length] = el;
      }
      out.push(this.md ? `${'#'.repeat(level)} ${t}` : t);
      return;
    }
    switch (el.tag) {
      case 'ul':
      case 'ol':
      case 'menu':
      case 'dir':
        this.list(el, out);
        return;
      case 'pre':
      case 'xmp':
      case 'listing':
      case 'plaintext':
        this.code(el, out);
        return;
      case 'blockquote':
        // a forum post's body set in a <blockquote> (vBulletin's "postcontent", XenForo's "messageText") is the
        // post, not a quote: the quotes inside it are marked as such
        if (POST_BODY_CLASS.test(el.attrs.class ?? '')) this.blocks(el, out);
        else this.quote(el, out);
        return;
      case 'table':
        this.table(el, out);
        return;
      case 'hr':
        if (this.md && out.length && out[out.length - 1] !== '---') out.push('---');
        return;
      case 'a': {
        // a link wrapping blocks (a product tile, a story card): one linked paragraph
        if (this.md && this.pictureOfTwin(el)) return; // see link()
        const t = this.flatInline(el);
        if (!t || !hasWordChar(t)) return;
        const href = this.md ? this.resolve(el.attrs.href) : null;
        out.push(href ? linkMarkup(t, href) : t);
        return;
      }
      case 'dt': {
        const t = this.flatInline(el);
        if (t && hasWordChar(t)) out.push(this.md ? emphasis(t, '**') : t);
        return;
      }
      default: {
        // a forum's quote of another post, written as a <div> named so ("bbcode_quote", "bbCodeQuote"): a quote, as
        // a <blockquote> is, unless it holds one (Discourse's <aside class="quote"> around its <blockquote>)
        if (this.md && this.quoteDepth === 0 && QUOTE_CLASS.test(el.attrs.class ?? '') && !holdsBlockquote(el)) {
          this.quote(el, out);
          return;
        }
        // a listing written as inline code broken into lines (<p><code>server {<br>&nbsp;&nbsp;listen 80;<br>}</code></p>,
        // as older sites and editors write it) is a code block, its lines and indentation kept
        const listing = brokenCode(el) ?? (blockLines(el) ? el : null);
        if (listing) {
          this.code(listing, out);
          return;
        }
        // a table drawn with other elements: ARIA's, or a grid of blocks under header cells (see gridRows)
        const grid = gridRows(el);
        if (grid) this.tableOf(el, grid, false, out);
        else this.blocks(el, out);
      }
    }
  }

  /** Quotes inside a quote being rendered (a named quote there is not quoted again: its container already is). */
  private quoteDepth = 0;

  private quote(el: ElementNode, out: string[]): void {
    const inner: string[] = [];
    this.quoteDepth++;
    try {
      this.blocks(el, inner);
    } finally {
      this.quoteDepth--;
    }
    if (!inner.length) return;
    const body = inner.join('\n\n');
    out.push(this.md ? body.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n') : body);
  }

  private list(el: ElementNode, out: string[]): void {
    const ordered = el.tag === 'ol';
    let n = ordered ? Number.parseInt(el.attrs.start ?? '1', 10) : 1;
    if (!Number.isFinite(n)) n = 1;
    const items: string[] = [];
    let stray = '';
    const flushStray = (): void => {
      for (const p of finishParagraph(stray, this.md)) items.push(`- ${p.replace(/\n/g, '\n  ')}`);
      stray = '';
    };
    let prev: DomNode | null = null;
    const copies = tickerCopies(el);
    for (const c of el.children) {
      if (copies?.has(c)) continue;
      if (c instanceof TextNode || (c.tag !== 'li' && !c.block)) {
        stray += this.apart(prev, c) + this.inlineAfter(c, prev);
        prev = c;
        continue;
      }
      prev = null;
      flushStray();
      if (c.tag !== 'li') {
        // a nested list or other block placed directly in the list: keep it, indented
        const inner: string[] = [];
        this.block(c, inner);
        for (const b of inner) items.push(b.replace(/^/gm, '  ').replace(/^ +$/gm, ''));
        continue;
      }
      const inner: string[] = [];
      this.blocks(c, inner);
      if (!inner.length) continue;
      const marker = ordered ? `${n}. ` : '- ';
      n++;
      const pad = ' '.repeat(marker.length);
      // (a quote is set apart by an empty line: a line after it would be read as more of it)
      let body = inner[0]!;
      for (let i = 1; i < inner.length; i++) body += (inner[i - 1]!.startsWith('>') || inner[i]!.startsWith('>') ? '\n\n' : '\n') + inner[i];
      items.push(marker + body.split('\n').map((l, i) => (i === 0 || !l ? l : pad + l)).join('\n'));
    }
    flushStray();
    // a ticker's or marquee's items, written out again and again for the animation, are said once (unordered lists)
    if (items.length) out.push((ordered ? items : dropAdjacentCopies(items)).join('\n'));
  }

  private code(el: ElementNode, out: string[]): void {
    // (blank lines before the first line go, spaces in them too: Javadoc's "<pre> \n class Pool {")
    this.listing(withoutLineNumbers(listingText(el).replace(/^(?:[ \t]*\n)+/, '').replace(/\s+$/, ''), gutterNamed(el)), el, out);
  }

  /** A code listing's text as a fenced block (as it is in text), its language read from `el`'s markup. */
  private listing(code: string, el: ElementNode, out: string[]): void {
    if (!code.trim()) return;
    if (!this.md) {
      out.push(code);
      return;
    }
    let longest = 2;
    for (const m of code.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
    const fence = '`'.repeat(longest + 1);
    let language = codeLanguage(el);
    // the listing's header naming its language ("js" over each of MDN's examples) goes into the fence, which says it
    // (in text, where no fence names it, it stays); a heading stays (a section)
    const last = out.length - 1;
    if (last >= 0 && !(out === this.topOut && this.levels[last] !== undefined) && languageLabel(out[last]!, language)) {
      const label = out.pop()!.trim().toLowerCase();
      language ||= label;
    }
    out.push(`${fence}${language}\n${code}\n${fence}`);
  }

  private table(el: ElementNode, out: string[]): void {
    const rows: ElementNode[][] = [];
    let layout = false;
    const collectRows = (parent: ElementNode): void => {
      for (const c of parent.children) {
        if (!(c instanceof ElementNode)) {
          if (/\S/.test(c.text)) layout = true; // stray text: not a data table
          continue;
        }
        if (c.tag === 'td' || c.tag === 'th' || c.tag === 'caption' || c.tag === 'colgroup' || c.tag === 'col') {
          if (c.tag !== 'caption' && c.tag !== 'colgroup' && c.tag !== 'col') layout = true;
        } else if (c.tag === 'tr') {
          const cells = c.children.filter((x): x is ElementNode => x instanceof ElementNode && (x.tag === 'td' || x.tag === 'th'));
          if (cells.length) rows.push(cells);
        } else if (c.tag === 'thead' || c.tag === 'tbody' || c.tag === 'tfoot') collectRows(c);
        else layout = true;
      }
    };
    collectRows(el);
    this.tableOf(el, rows, layout, out);
  }

  /** Writes `rows` (each a row's cells) as a table, or `el`'s blocks when they make none (a layout, a single column). */
  private tableOf(el: ElementNode, rows: ElementNode[][], layout: boolean, out: string[]): void {
    let cols = 0;
    for (const r of rows) {
      let w = 0;
      for (const cell of r) {
        w += Math.min(Math.max(Number.parseInt(cell.attrs.colspan ?? '1', 10) || 1, 1), 50);
        if (!layout && hasBlockStructure(cell)) layout = true;
      }
      cols = Math.max(cols, w);
    }
    const viewed = codeRows(rows);
    if (viewed !== null) {
      // a code viewer's table (a line's number, then its code, in each row): one listing
      this.listing(viewed, rows[0]![1]!, out);
      return;
    }
    if (!rows.length || cols < 2 || layout || rows.length === 1) {
      // a layout table, a one-column list or broken markup: its cells are ordinary blocks
      this.blocks(el, out);
      return;
    }
    // a cell spanning rows ("Harbour" over two) is written again in each row it spans, so that every row reads whole;
    // one spanning columns is followed by empty cells
    const carried: ({ text: string; rows: number } | undefined)[] = [];
    const carry = (line: string[]): void => {
      for (let c = carried[line.length]; c !== undefined && c.rows > 0; c = carried[line.length]) {
        line.push(c.text);
        c.rows--;
      }
    };
    const grid = rows.map((r) => {
      const line: string[] = [];
      for (const cell of r) {
        carry(line);
        const t = this.flatInline(cell);
        const text = this.md ? t.replace(/\|/g, '\\|').replace(/\n/g, ' ') : t.replace(/\n/g, ' ');
        const down = Math.min(Math.max(Number.parseInt(cell.attrs.rowspan ?? '1', 10) || 1, 1), rows.length);
        // (only in the first columns: cells spanning rows, each a column further right, would widen the table without end)
        if (down > 1 && line.length < SPAN_COLUMNS) carried[line.length] = { text, rows: down - 1 };
        line.push(text);
        const span = Math.min(Math.max(Number.parseInt(cell.attrs.colspan ?? '1', 10) || 1, 1), 50);
        for (let k = 1; k < span; k++) line.push('');
      }
      carry(line);
      return line;
    });
    for (const line of grid) cols = Math.max(cols, line.length);
    for (const line of grid) while (line.length < cols) line.push('');
    const caption = el.children.find((c): c is ElementNode => c instanceof ElementNode && c.tag === 'caption');
    if (caption) {
      const t = this.flatInline(caption);
      if (t) out.push(t);
    }
    if (!this.md) {
      out.push(grid.map((l) => l.join('\t').replace(/\t+$/, '')).join('\n'));
      return;
    }
    const lines = grid.map((l) => `| ${l.join(' | ')} |`);
    lines.splice(1, 0, `|${' --- |'.repeat(cols)}`);
    out.push(lines.join('\n'));
  }

  /** All content of an element on one paragraph, block children joined by spaces. */
  private flatInline(el: ElementNode): string {
    return collapse(this.children(el).replace(/\u0001/g, ' ')).trim();
  }

  /**
   * An inline node after `prev`, its sibling before it in the run (a superscript reads by what it follows). The
   * sibling's last text node is read, never the run built so far: slicing that string would copy it each time.
   */
  private inlineAfter(node: DomNode, prev: DomNode | null): string {
    if (node instanceof ElementNode && node.tag === 'sup') {
      const t = this.children(node);
      if (!SUPERSCRIPT_MARK.test(t)) return t; // "1<sup>st</sup>" stays "1st"
      // a price's cents set as superscript ("$549<sup>00</sup>"): "$549.00", not "$54900"
      // ("€1.299<sup>99</sup>": "€1.299,99", as its thousands are written)
      const before = /^\s*\d\d\s*$/.test(t) && prev !== null ? this.edge(prev, true)?.text : undefined;
      const price = before === undefined ? null : PRICE_BEFORE.exec(before.slice(-24));
      if (price) return `${/\.\d{3}/.test(price[0]) && !price[0].includes(',') ? ',' : '.'}${t.trim()}`;
      // the cents after the amount's own decimal mark, no currency written ("179,<sup>99</sup>": "179,99")
      if (before !== undefined && /\d[.,]$/.test(before)) return t.trim();
      // the cents after the currency that ends the units ("199€<sup>99</sup>"): "199€99", as the price is read
      if (before !== undefined && PRICE_UNITS_BEFORE.test(before.slice(-24))) return t.trim();
      // a dagger marks a footnote by itself ("0% APR‡"); a footnote's number or a power is marked so: "performance^1",
      // "10^6", not "performance1" and "106" (and an asterisk, which markdown would read as emphasis: "^*")
      if (/^\s*[†‡]+\s*$/.test(t)) return t.trim();
      return `^${t.trim()}`;
    }
    return this.inline(node);
  }

  private inline(node: DomNode): string {
    if (node instanceof TextNode) return node.text;
    switch (node.tag) {
      case 'br':
        return BR;
      case 'img': {
        if (!this.md) return ''; // plain text is the text content, as a browser's textContent
        // a member's picture beside their name: its alt says the name again (unless it is all a link shows)
        if (node.attrs.class !== undefined && avatarName(node) && !aloneInLink(node)) return '';
        const alt = collapse(node.attrs.alt ?? '').trim();
        // a formula drawn as a picture, its TeX for the alt (MediaWiki's "{\displaystyle e^{i\pi}+1=0}")
        const formula = node.attrs.class?.includes('mwe-math-fallback-image') ? /^\{\\displaystyle\s*([\s\S]*)\}$/.exec(alt) : null;
        if (formula) return node.attrs.class!.includes('display') ? ` $$${formula[1]!.trim()}$$ ` : ` $${formula[1]!.trim()}$ `;
        return alt && !PLACEHOLDER_ALT.test(alt) && !namedBeside(node, alt) ? ` ${alt} ` : '';
      }
      case 'a':
        return this.link(node);
      case 'code':
      case 'kbd':
      case 'samp':
      case 'tt': {
        const t = collapse(rawText(node)).trim();
        if (!t) return '';
        if (!this.md) return t;
        const fence = t.includes('`') ? '``' : '`';
        const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
        return `${fence}${pad}${t}${pad}${fence}`;
      }
      case 'strong':
      case 'b':
        return this.wrap(node, '**');
      case 'em':
      case 'i':
        return this.wrap(node, '*');
      case 'del':
      case 's':
      case 'strike':
        return this.wrap(node, '~~');
      case 'math':
        return this.math(node);
      case 'wbr':
        return '';
      default: {
        const s = this.children(node);
        // a heading's edit links gone, their brackets and dividers go with them (MediaWiki's "[edit | edit source]")
        if (this.inHeading && !hasWordChar(s) && hasWordChar(rawText(node))) return '';
        return s;
      }
    }
  }

  /** MathML as its TeX annotation (KaTeX, Wikipedia), else its alttext, else its text. */
  private math(el: ElementNode): string {
    let tex: string | null = null;
    const stack: ElementNode[] = [el];
    while (stack.length && tex === null) {
      for (const c of stack.pop()!.children) {
        if (!(c instanceof ElementNode)) continue;
        if (c.tag === 'annotation' && /tex/i.test(c.attrs.encoding ?? '')) {
          tex = rawText(c);
          break;
        }
        stack.push(c);
      }
    }
    const t = collapse(tex ?? el.attrs.alttext ?? mathTex(el, { nodes: MATH_NODES })).trim();
    if (!t) return '';
    if (!this.md) return t;
    return el.attrs.display === 'block' ? `$$${t}$$` : `$${t}$`;
  }

  private children(el: ElementNode): string {
    let s = '';
    let prev: DomNode | null = null;
    const copies = tickerCopies(el);
    for (const c of el.children) {
      if (copies?.has(c)) continue;
      if (c instanceof TextNode || !c.block) {
        s += this.apart(prev, c) + this.inlineAfter(c, prev);
        prev = c;
      } else {
        s += ` ${this.flatInline(c)} `;
        prev = null;
      }
    }
    return s;
  }

  private wrap(el: ElementNode, mark: string): string {
    const s = this.children(el);
    if (!this.md) return s;
    const t = collapse(s).trim();
    if (!t || !hasWordChar(t) || t.includes(BR)) return s;
    const lead = /^\s/.test(s) ? ' ' : '';
    const trail = /\s$/.test(s) ? ' ' : '';
    return `${lead}${emphasis(t, mark)}${trail}`;
  }

  /** First and last text node (with any text) of each element (memoised: each element is read once). */
  private readonly firsts = new Map<ElementNode, TextNode | null>();
  private readonly lasts = new Map<ElementNode, TextNode | null>();

  private edge(n: DomNode, last: boolean): TextNode | null {
    if (n instanceof TextNode) return n.text.length ? n : null;
    const memo = last ? this.lasts : this.firsts;
    let v = memo.get(n);
    if (v === undefined) {
      v = null;
      const kids = n.children;
      for (let i = 0; i < kids.length && v === null; i++) v = this.edge(kids[last ? kids.length - 1 - i : i]!, last);
      memo.set(n, v);
    }
    return v;
  }

  /**
   * A space between two inline siblings, at least one an element, where words run into each other with
   * nothing between them: a lower-case letter or a digit, or a word in capitals, followed by a capitalised
   * word (`<span>REI Co-op</span><span>Nalgene Bottle</span>`, `<b>YETI</b><span>Rambler</span>`: a brand
   * and a product name that the page's style sets on lines of their own). A drop cap ("T" + "he") stays.
   */
  private apart(prev: DomNode | null, c: DomNode): string {
    if (prev === null || (prev instanceof TextNode && c instanceof TextNode)) return '';
    const a = this.edge(prev, true)?.text;
    const b = this.edge(c, false)?.text;
    if (!a || !b) return '';
    const x = a.charCodeAt(a.length - 1);
    const y = b.charCodeAt(0);
    if (prev instanceof ElementNode && c instanceof ElementNode && prev.tag === c.tag && prev.attrs.class && prev.attrs.class === c.attrs.class) {
      // siblings of one kind side by side (a tile's "2026", "1h 54m", "R" metadata items) are separate items,
      // unless each holds a single character (a heading split into letters for an animation)
      if (a.trim().length >= 2 && b.trim().length >= 2 && WORD_CHAR.test(a[a.length - 1]!) && WORD_CHAR.test(b[0]!)) return ' ';
    }
    // buttons side by side (a product's sizes kept as its options: "XS" "S" "M") are separate controls, whatever they say
    if (prev instanceof ElementNode && c instanceof ElementNode && prev.tag === 'button' && c.tag === 'button') return ' ';
    // a label ending in a colon, then its value in the next element ("Title:" "Efficient attention"): two words; a
    // path's "::" is no label's ("std" "::" "move", a highlighter's tokens: "std::move")
    if (x === 0x3a && prev instanceof ElementNode && LETTER.test(b[0]!) && !a.endsWith('::')) return ' ';
    // a superscript or a subscript is a part of the word it stands in ("H<sub>2</sub>O", "CO<sub>2</sub>")
    if (SCRIPT_TAGS.has(elementTag(prev)) || SCRIPT_TAGS.has(elementTag(c))) return '';
    // a currency's sign set in an element of its own before the amount (Shopee's "<span class="mr-px">$</span>
    // <span>1,150</span>"): one price, "$1,150", whatever margin sets the sign off
    if (digitAfterSign(a, y)) return '';
    // an element a utility class sets apart by a margin or padding on its side ("mx-1", "me-2", "ml-1", "px-2"), or
    // children of a row spaced by a gap ("gap-2", "space-x-1"): shown apart, as "kate to linux" is in Lemmy's line
    if ((spacedApart(prev) || spacedApart(c) || spacedRow(c.parent)) && !CLOSING.test(b[0]!) && !OPENING.test(a[a.length - 1]!)) return ' ';
    // a word, then a number in the next element ("5 stars" "187", "iPhone" "15"), or a number, then a word ("4"
    // "reviews"): two items side by side, not one token ("1<span>st</span>": two letters, an ordinal's)
    const digitAfter = y >= 0x30 && y <= 0x39;
    const digitBefore = x >= 0x30 && x <= 0x39;
    if ((digitAfter && LETTERS_END.test(a.slice(-3))) || (digitBefore && LETTERS_START.test(b.slice(0, 3)))) return ' ';
    // two numbers ("$40.95" "2 reviews") are two, not "$40.952 reviews"; a number drawn digit by digit, one element
    // each (a counter's animation), is one
    if (digitAfter && digitBefore && a.trim().length >= 2 && b.trim().length >= 2) return ' ';
    // an amount, then another ("29 990 ₽" "34 990 ₽", "$29.99" "$39.99": a price and the price it was)
    if ((digitAfter && CURRENCY.test(a[a.length - 1]!) && DIGIT.test(a)) || (digitBefore && CURRENCY.test(b[0]!) && DIGIT.test(b))) return ' ';
    // two links to two places side by side are two ("about" "help", "京东首页" "你好，请登录"), as their boxes show
    // them, and so are two anchors a script handles (no href: "추천 12" "신고"); a word linked in pieces to one place
    // ("Co" "ntact us"), or a letter after it, is one word
    if (
      prev instanceof ElementNode && c instanceof ElementNode && prev.tag === 'a' && c.tag === 'a' && (prev.attrs.href !== c.attrs.href || prev.attrs.href === undefined) &&
      a.trim().length >= 2 && b.trim().length >= 2 && WORD_CHAR.test(a[a.length - 1]!) && WORD_CHAR.test(b[0]!)
    ) {
      return ' ';
    }
    // two elements, each named by a class of its own, side by side: a word's end and the next word's start (a shop's
    // place and its name, "Jakarta Selatan" "adidas Indonesia"), or a closing mark and a word ("15%" "Rp649.000"):
    // items the page's style sets apart, not one word
    if (
      prev instanceof ElementNode && c instanceof ElementNode && prev.attrs.class && c.attrs.class && a.trim().length >= 2 && b.trim().length >= 2 &&
      ((LETTERS_END.test(a.slice(-3)) && LETTERS_START.test(b.slice(0, 3))) || ((x === 0x25 || x === 0x29) && WORD_CHAR.test(b[0]!)))
    ) {
      return ' ';
    }
    if (!(y >= 0x41 && y <= 0x5a) && !(y > 0x7f && UPPER.test(b[0]!))) return '';
    if ((x >= 0x61 && x <= 0x7a) || digitBefore || (x > 0x7f && LOWER.test(a[a.length - 1]!))) return ' ';
    // a word in capitals ("YETI") before a capitalised word ("Rambler")
    return a.length >= 2 && CAPS_END.test(a.slice(-2)) && b.length >= 2 && CAP_WORD.test(b.slice(0, 2)) ? ' ' : '';
  }

  /** Resolved hrefs of this render: pages repeat the same links many times. */
  private readonly hrefs = new Map<string, string | null>();

  private resolve(href: string | undefined): string | null {
    if (href === undefined) return null;
    let r = this.hrefs.get(href);
    if (r === undefined) {
      r = resolveHref(href, this.options.base);
      this.hrefs.set(href, r);
    }
    return r;
  }

  /**
   * A link holding only a picture, to where a link with text of its own in the same card goes: the picture's alt text
   * only repeats that title (or says "… primary image"), and the model would read the address twice.
   */
  private pictureOfTwin(a: ElementNode): boolean {
    const href = a.attrs.href?.trim();
    if (!href || linkShows(a) !== 'pictures') return false;
    if (!this.textHrefs) {
      // one walk of the subtree, so a page of pictures none of which has a twin costs no search each
      const hrefs = new Set<string>();
      const walk = (x: ElementNode): void => {
        for (const c of x.children) {
          if (!(c instanceof ElementNode)) continue;
          if (c.tag === 'a') {
            const h = c.attrs.href?.trim();
            if (h && linkShows(c) === 'text') hrefs.add(h);
          }
          walk(c);
        }
      };
      if (this.root) walk(this.root);
      this.textHrefs = hrefs;
    }
    return this.textHrefs.has(href) && hasTwinLink(a, href);
  }

  private link(el: ElementNode): string {
    const s = this.children(el);
    const t = collapse(s).trim();
    // a heading's anchor (¶, #, §) or edit link is page furniture
    if (this.inHeading && (!hasWordChar(t) || HEADING_LINK.test(t))) return '';
    // anywhere, a mark linking into the page (a section's "¶" or "§" beside a summary's or a term's title, a
    // footnote's "↩" back to its reference) is furniture
    if (ANCHOR_MARK.test(t) && el.attrs.href?.trim().startsWith('#')) return '';
    if (!this.md) return s;
    if (!t || !hasWordChar(t) || t.includes(BR)) return s;
    const href = this.resolve(el.attrs.href);
    if (!href) return s;
    // a card's picture linking where its title links too: the alt text is the title again (or "… primary image")
    if (this.pictureOfTwin(el)) return '';
    // a picture linking to its own larger copy (a product's gallery, a lightbox): the plain text shows nothing of it,
    // and neither does the markdown
    if (IMAGE_FILE.test(href) && linkShows(el) === 'pictures') return '';
    const lead = /^\s/.test(s) ? ' ' : '';
    const trail = /\s$/.test(s) ? ' ' : '';
    // a link that shows its own address needs no markup (saves the model reading it twice)
    if (t === href || t === el.attrs.href?.trim()) return `${lead}${href}${trail}`;
    // and so does an address linked to be written to ("mailto:" it)
    if (href.startsWith('mailto:') && href.slice(7).split('?')[0] === t) return `${lead}${t}${trail}`;
    return `${lead}${linkMarkup(t, href)}${trail}`;
  }
}

/**
 * An alt text that says nothing of its picture: a placeholder word ("img", "image", "logo", "icon"), a number, or
 * a file name a camera or an upload gave it ("IMG_2041.jpg", "1765928871193.png", "98A6BAD0-D867-451F.png"); a
 * file name of words ("wiring-diagram.png") says something and stays.
 */
const PLACEHOLDER_ALT =
  /^(?:img|image|images|picture|photo|logo|icon|placeholder|thumbnail|thumb|banner|spacer|graphic|untitled|alt|null|undefined|\d+|(?:img|dsc|dscn|pxl|image|photo|screenshot)?[ _-]?[\da-f]{4,}(?:[_-][\da-f]+)*\.(?:jpe?g|png|gif|webp|avif|heic|bmp))$/i;

/**
 * A picture whose alt text the link it stands in writes out too (a product tile's photo and its name, in one link):
 * the alt would say the name twice. Bounded: the link is looked for a few levels up, and read only so far.
 */
function namedBeside(img: ElementNode, alt: string): boolean {
  const text = linkTextAround(img, 7);
  if (!text) return false;
  const name = wordsOf(alt);
  return name.length > 2 && wordsOf(text).includes(name);
}

/** A picture that is all its link shows (a contributor's avatar linked to their profile): its alt names the link. */
function aloneInLink(img: ElementNode): boolean {
  const text = linkTextAround(img, 4);
  return text !== null && !hasWordChar(text);
}

/**
 * The text of the link a picture stands in, found among the `looks` elements above it and read only so far; null
 * when there is no such link, or its text is past the bound.
 */
function linkTextAround(img: ElementNode, looks: number): string | null {
  const a = ancestorTagged(img, LINK_TAGS, looks);
  return a ? boundedTextOf(a, LINK_TEXT_NODES, LINK_TEXT_CHARS) : null;
}

/** The words of a text, lowercased, each between spaces (" black dress shoes "): to find one name in another text. */
function wordsOf(s: string): string {
  return ` ${s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Nodes and characters of a link's text read to find a picture's alt text in it (see namedBeside). */
const LINK_TEXT_NODES = 200;
const LINK_TEXT_CHARS = 2000;

/**
 * An element whose utility classes give it a margin or a padding beside it (Bootstrap's and Tailwind's), or words for
 * screen readers kept in the text (see readersWords): heard apart from what is beside them ("Original price was:
 * $169.95." then "Current price is: $101.97.", the prices shown between them taken out), but for a price's decimal mark.
 */
function spacedApart(n: DomNode): boolean {
  return n instanceof ElementNode && n.attrs.class !== undefined && (SIDE_SPACE.test(n.attrs.class) || (readersOnlyName(n) && !decimalMark(n)));
}

/** `a` ends in a currency's sign standing alone ("$", "US $", "€") and the next text starts with a digit (`y`). */
function digitAfterSign(a: string, y: number): boolean {
  if (y < 0x30 || y > 0x39) return false;
  const tail = a.slice(-6);
  // (a sign after an amount ends that price: "29 990 ₽" then "34 990 ₽" are two)
  return LONE_SIGN.test(tail) && !AMOUNT_SIGN.test(tail);
}

const AMOUNT_SIGN = new RegExp(String.raw`\d\s*[${MONEY_SIGNS}]\s*$`);

const LONE_SIGN = new RegExp(String.raw`(?:^|[\s(])(?:[A-Z]{1,3}\s?)?[${MONEY_SIGNS}]\s*$`);

/** An element whose utility classes space its children apart in a row. */
function spacedRow(n: ElementNode | null): boolean {
  return n !== null && n.attrs.class !== undefined && ROW_GAP.test(n.attrs.class);
}

/** Punctuation written against the word before it, and brackets against the word after: no space beside them. */
const CLOSING = /[,.;:!?)\]}%、。，：；！？）」』]/u;
const OPENING = /[([{（「『]/u;

/** Bootstrap's and Tailwind's margin and padding on the inline sides: mx-1, ms-2, me-auto, ml-4, mr-px, px-2, pl-1… */
const SIDE_SPACE = /(?:^|\s)(?:[a-z]+:)?-?[mp][xselr]-(?:[1-9]|[1-9]\d|px|auto|\[)/;

/** Tailwind's and Bootstrap's gaps between a row's children: gap-2, gap-x-1, space-x-2, column-gap-3. */
const ROW_GAP = /(?:^|\s)(?:[a-z]+:)?(?:gap|gap-x|column-gap|space-x)-(?:[1-9]|[1-9]\d|px|\[)/;

/** `t` set in `mark`, unless it already is in bold and the mark is bold (<b><strong>…</strong></b>, a <dt>'s <strong>). */
function emphasis(t: string, mark: string): string {
  if (mark === '**' && t.length > 4 && t.startsWith('**') && t.endsWith('**')) return t;
  return `${mark}${t}${mark}`;
}

/** A mark a link into the page shows: a pilcrow, a section sign, a hash, a link or anchor symbol, a return arrow. */
const ANCHOR_MARK = /^[¶§#🔗⚓↩↑⬆]\uFE0E?$/u;

/** Columns a cell spanning rows is written again in, at most (the first ones, where a table's row headers stand). */
const SPAN_COLUMNS = 64;

/** MathML elements read into TeX for one formula, at most (the rest is read as its text). */
const MATH_NODES = 5000;

/**
 * Presentation MathML as TeX (MathJax 3's assistive MathML, a page's own <math> without an annotation): scripts,
 * fractions, roots, limits, fences and matrices keep their structure ("e^{iπ}+1=0", not "eiπ+1=0"). Bounded: past
 * MATH_NODES elements, or 40 levels down, an element is read as its text.
 */
function mathTex(node: DomNode, budget: { nodes: number }, depth = 0): string {
  if (node instanceof TextNode) return collapse(node.text).trim();
  if (--budget.nodes < 0 || depth > 40) return collapse(rawText(node)).trim();
  const kids = node.children.filter((c): c is ElementNode => c instanceof ElementNode);
  const arg = (i: number): string => (kids[i] ? mathTex(kids[i], budget, depth + 1) : '');
  const group = (i: number): string => `{${arg(i)}}`;
  switch (node.tag) {
    case 'msup':
      return `${arg(0)}^${group(1)}`;
    case 'msub':
      return `${arg(0)}_${group(1)}`;
    case 'msubsup':
      return `${arg(0)}_${group(1)}^${group(2)}`;
    case 'munder':
      return `${arg(0)}_${group(1)}`;
    case 'mover':
      return `${arg(0)}^${group(1)}`;
    case 'munderover':
      return `${arg(0)}_${group(1)}^${group(2)}`;
    case 'mfrac':
      return `\\frac${group(0)}${group(1)}`;
    case 'msqrt':
      return `\\sqrt{${kids.map((k) => mathTex(k, budget, depth + 1)).join(' ')}}`;
    case 'mroot':
      return `\\sqrt[${arg(1)}]${group(0)}`;
    case 'mfenced':
      return `${node.attrs.open ?? '('}${kids.map((k) => mathTex(k, budget, depth + 1)).join(',')}${node.attrs.close ?? ')'}`;
    case 'mtable':
      return `\\begin{matrix}${kids.map((row) => mathTex(row, budget, depth + 1)).join(' \\\\ ')}\\end{matrix}`;
    case 'mtr':
    case 'mlabeledtr':
      return kids.map((cell) => mathTex(cell, budget, depth + 1)).join(' & ');
    case 'annotation':
    case 'annotation-xml':
    case 'mphantom':
    case 'none':
    case 'mprescripts':
      return '';
    case 'semantics':
      return arg(0);
    default: {
      // mrow, math, mstyle, mpadded, mi, mn, mo, mtext…: their parts in order
      let out = '';
      for (const c of node.children) {
        const part = mathTex(c, budget, depth + 1);
        if (part) out += out && /\w$/.test(out) && /^\w/.test(part) ? ` ${part}` : part;
      }
      return out;
    }
  }
}

/** A <blockquote> named as a forum post's body (vBulletin's "postcontent", XenForo's "messageText"). */
const POST_BODY_CLASS = /(?:^|\s)(?:postcontent|messagetext|post[-_]?(?:content|body|message|text)|message[-_]?(?:content|body|text))(?:\s|$)/i;

/**
 * A block named as a forum's quote of another post: vBulletin's "bbcode_quote" and "quote_container", XenForo's
 * "bbCodeQuote" and "bbCodeBlock--quote", phpBB's "quotecontent", Invision's "ipsQuote", "post-quote". A bare "quote"
 * is not one: landing pages call testimonials and "Get a quote" buttons so.
 */
const QUOTE_CLASS = /(?:^|\s)(?:bbcode[-_]?quote|bbcodeblock--quote|quotecontent|quote[-_]container|post[-_]?quote|ipsquote)(?:\s|$)/i;

/** A <blockquote> below `el`, a few levels down at most (a named quote's own). */
function holdsBlockquote(el: ElementNode, depth = 0): boolean {
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag === 'blockquote' || (depth < 4 && holdsBlockquote(c, depth + 1))) return true;
  }
  return false;
}

/** An address of a picture file (its path ends so, whatever its query or fragment). */
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|tiff?)(?:[?#]|$)/i;

/** Nodes looked at to tell what a link shows (a picture, its wrappers and sources; or its first words). */
const IMAGE_LINK_NODES = 24;

/**
 * What a link shows of its own within its first IMAGE_LINK_NODES nodes: text ('text'), only pictures, whose alt text
 * is then its text ('pictures'), or neither, or more than those nodes tell ('other').
 */
function linkShows(a: ElementNode): 'text' | 'pictures' | 'other' {
  let budget = IMAGE_LINK_NODES;
  let images = 0;
  const walk = (x: ElementNode): 'text' | 'stop' | null => {
    for (const c of x.children) {
      if (--budget < 0) return 'stop';
      if (c instanceof TextNode) {
        if (hasWordChar(c.text)) return 'text';
        continue;
      }
      if (c.tag === 'img') images++;
      else {
        const r = walk(c);
        if (r) return r;
      }
    }
    return null;
  };
  const r = walk(a);
  return r === 'text' ? 'text' : r === null && images > 0 ? 'pictures' : 'other';
}

/**
 * Levels above a link searched for its twin, elements looked at in all, and children of an element beyond which it is
 * not a card (a grid, a list).
 */
const TWIN_LEVELS = 4;
const TWIN_NODES = 150;
const CARD_CHILDREN = 64;

/**
 * Another link to the same address with text of its own, in the same card (within a few levels up): the picture's
 * link repeats it. Bounded (TWIN_NODES elements at most), so a page of thousands of cards stays linear.
 */
function hasTwinLink(a: ElementNode, href: string): boolean {
  let budget = TWIN_NODES;
  const search = (x: ElementNode, skip: ElementNode | null): boolean => {
    for (const c of x.children) {
      if (!(c instanceof ElementNode) || c === skip || c === a) continue;
      if (--budget < 0) return false;
      if (c.tag === 'a') {
        if (c.attrs.href?.trim() === href && linkShows(c) === 'text') return true;
        continue;
      }
      if (search(c, null)) return true;
    }
    return false;
  };
  let below: ElementNode = a;
  for (let p = a.parent, i = 0; p && i < TWIN_LEVELS && budget > 0; p = p.parent, i++) {
    // a container of this many children is a grid or a list, not one card
    if (p.children.length > CARD_CHILDREN) return false;
    if (search(p, below)) return true;
    below = p;
  }
  return false;
}

const LOWER = /[\p{Ll}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const CAPS_END = /^\p{Lu}\p{Lu}$/u;
const CAP_WORD = /^\p{Lu}\p{Ll}$/u;

function hasBlockStructure(cell: ElementNode): boolean {
  for (const c of cell.children) {
    if (!(c instanceof ElementNode) || !c.block) continue;
    if (c.tag === 'table' || c.tag === 'pre' || c.tag === 'ul' || c.tag === 'ol' || c.tag === 'blockquote') return true;
    if (c.chars > 200 || hasBlockStructure(c)) return true;
  }
  return false;
}

/** Absolute http(s)/mailto URL of a link, or null for fragments, scripts and junk. */
export function resolveHref(href: string | undefined, base: URL | null): string | null {
  if (!href) return null;
  const h = href.trim();
  if (!h || h.startsWith('#') || /^(?:javascript|data|vbscript):/i.test(h)) return null;
  if (!base && !/^[a-z][a-z\d+.-]*:/i.test(h)) return null; // relative, nothing to resolve against
  try {
    const u = base ? new URL(h, base) : new URL(h);
    if (u.protocol !== 'http:' && u.protocol !== 'https:' && u.protocol !== 'mailto:' && u.protocol !== 'ftp:') return null;
    return unwrapRedirect(u).href;
  } catch {
    return null;
  }
}

/**
 * A redirector's path: a search engine's result link (DuckDuckGo's "/l/?uddg=", Google's "/url?q="), a social site's
 * or a mail's link out ("l.php?u=", "/redirect?q=", "/away?to=") that goes on to the address in its query.
 */
const REDIRECT_PATH = /^\/(?:l|url|redirect|out|away|exit|go|link|r|l\.php|click|outbound|leave|linkfilter)\/?$/i;

/** The query parameters a redirector carries its target in, in the order looked at. */
const REDIRECT_PARAMS = ['uddg', 'url', 'u', 'q', 'target', 'dest', 'destination', 'to', 'link', 'redirect', 'href'];

/**
 * The address a redirector's link goes on to (one step), so that the reader sees where a link leads, not the tracker
 * it passes through; any other address as it is. The target is another site's, written out whole (http or https).
 */
function unwrapRedirect(u: URL): URL {
  if (!u.search || !REDIRECT_PATH.test(u.pathname)) return u;
  for (const name of REDIRECT_PARAMS) {
    const v = u.searchParams.get(name);
    if (!v || !/^https?:\/\//i.test(v)) continue;
    try {
      const t = new URL(v);
      if (t.host !== u.host) return t;
    } catch {
      // not an address: the next parameter may hold one
    }
  }
  return u;
}
