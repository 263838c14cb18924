// The classes a page's own style sheets (its <style> elements) hide at every screen width: text so
// marked is not shown, and hidden text is where prompt injections hide (see boilerplate.ts hidden()).
// Only what a plain scan can be sure of: a rule whose selector ends in the class (".x", or ".menu .x"
// under an element so named) and that sets display:none, or moves the element off-screen the way
// screen-reader-only text is.
// A class that any rule shows (display:block, in a media query, or with a state such as ".x.open")
// is not hidden: tabs, menus and responsive blocks open that way. visibility:hidden is left alone,
// as carousels hide their inactive slides with it. One pass over the style text, linear in its size.

import { hold } from './shapes';

/** Characters of style text read per page; past that, the rest is ignored (dom.ts keeps no more). */
export const MAX_CSS = 2_000_000;
/** Longer selectors are not read (a bound on the selector test). */
const MAX_SELECTOR = 200;

const DISPLAY_NONE = /(?:^|[;\s])display\s*:\s*none\b/i;
const ABSOLUTE = /(?:^|[;\s])position\s*:\s*absolute\b/i;
/** Far off-screen ("left:-9999px"), clipped to nothing, or a 1px box that hides its overflow. */
const OFF_SCREEN = /(?:^|[;\s])(?:left|top)\s*:\s*-\d{3,}(?:\.\d+)?px|(?:^|[;\s])clip\s*:\s*rect\(\s*0/i;
const ONE_PX_WIDTH = /(?:^|[;\s])width\s*:\s*1px\b/i;
const ONE_PX_HEIGHT = /(?:^|[;\s])height\s*:\s*1px\b/i;
const OVERFLOW_HIDDEN = /(?:^|[;\s])overflow\s*:\s*hidden\b/i;
/** A declaration that shows an element (found ahead over the whole text: "{" or ";" or a space before it). */
const SHOWS_AHEAD = /[{;\s]display\s*:\s*(?!none\b)[a-z-]|[{;\s]visibility\s*:\s*visible\b|[{;\s]position\s*:\s*(?:static|relative)\b/gi;
/** ".x" or a descendant of simple names ending in ".x" ("body .x", ".menu .x"): the class that is hidden. */
const HIDDEN_SELECTOR = /^((?:[.#]?[\w-]+\s+)*)\.([\w-]+)$/;
/** Ancestor conditions kept per hidden class, and names per condition; rules past these are not read. */
const MAX_CONDITIONS = 16;
const MAX_ANCESTORS = 4;

/**
 * A hidden class and, for each rule hiding it, the ancestors it needs (".menu", "#nav", "body"): an element
 * with the class is hidden when all the ancestors of one rule are above it (an empty list: always).
 */
export type HiddenClasses = Map<string, string[][]>;
const CLASS_IN_SELECTOR = /\.([\w-]+)/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

function hides(body: string): boolean {
  if (DISPLAY_NONE.test(body)) return true;
  if (!ABSOLUTE.test(body)) return false;
  return OFF_SCREEN.test(body) || (ONE_PX_WIDTH.test(body) && ONE_PX_HEIGHT.test(body) && OVERFLOW_HIDDEN.test(body));
}

const enum Block {
  Rule,
  /** @media, @supports, @container: its rules apply at some widths only (they can show, not hide). */
  Conditional,
  /** @layer and other groups whose rules always apply. */
  Group,
  /** @keyframes, @font-face, nested rules…: not read. */
  Skip,
}

/** Classes the style sheets hide (see above). */
export function hiddenClasses(sheets: string[]): HiddenClasses {
  const hide: HiddenClasses = new Map();
  const read: { css: string; shows: number[] }[] = [];
  let budget = MAX_CSS;
  for (const sheet of sheets) {
    if (budget <= 0) break;
    const css = sheet.length > budget ? sheet.slice(0, budget) : sheet;
    budget -= css.length;
    read.push({ css, shows: scan(css, hide) });
  }
  // a class named in the selector of a rule that shows is not hidden
  if (hide.size > 0) for (const { css, shows } of read) unhide(css, shows, hide);
  return hide;
}

/** Removes from `hide` the classes named in the selectors at `ranges` (start, end pairs in document order). */
function unhide(css: string, ranges: number[], hide: HiddenClasses): void {
  // one forward pass of the class pattern over the text, however many ranges
  const re = CLASS_IN_SELECTOR;
  let m: RegExpExecArray | null = null;
  let at = -1;
  const from = (pos: number): void => {
    re.lastIndex = pos;
    m = re.exec(css);
    at = m ? m.index : Infinity;
  };
  for (let r = 0; r < ranges.length && at !== Infinity; r += 2) {
    const start = ranges[r]!;
    const end = ranges[r + 1]!;
    if (at < start) from(start);
    while (at < end) {
      hide.delete(m![1]!);
      from(at + 1);
    }
  }
}

/** Words a rule that hides, or one that shows, must hold (found ahead once, not tested per rule). */
const HIDE_HINT = /display\s*:\s*none|position\s*:\s*absolute/gi;

/**
 * The end of the next match of a global pattern at or after a position, remembered while it stays ahead. The
 * patterns match inside one rule's body (none crosses a "}"), so a match ending by a body's end lies in it.
 * test() rather than exec(): no match object for each of the thousands of declarations found.
 */
class Ahead {
  private end = -1;
  constructor(
    private readonly re: RegExp,
    private readonly text: string,
  ) {}
  /** True when the pattern matches inside [start, end). */
  within(start: number, end: number): boolean {
    if (this.end !== Infinity && this.end <= start) {
      this.re.lastIndex = start;
      this.end = this.re.test(this.text) ? this.re.lastIndex : Infinity;
    }
    return this.end <= end;
  }
}

/** Reads the rules that hide into `hide`; returns where the selectors of the rules that show are (start, end pairs). */
function scan(css: string, hide: HiddenClasses): number[] {
  const shows: number[] = [];
  const stack: Block[] = [];
  /** Where each open rule's selector starts and ends (two entries per block). */
  const preludes: number[] = [];
  const hints = new Ahead(HIDE_HINT, css);
  const showing = new Ahead(SHOWS_AHEAD, css);
  hold(hints);
  hold(showing);
  let conditional = 0;
  let skipping = 0;
  let start = 0;
  // jumps from one brace or comment to the next (native searches, each redone only once passed)
  let open = -1;
  let close = -1;
  let comment = -1;
  let semi = -1;
  let next = 0;
  for (;;) {
    if (open < next) open = indexOr(css, '{', next);
    if (close < next) close = indexOr(css, '}', next);
    if (comment < next) comment = indexOr(css, '/*', next);
    const i = Math.min(open, close, comment);
    if (i === Infinity) return shows;
    next = i + 1;
    const c = css.charCodeAt(i);
    if (c === 0x2f /* / */) {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return shows;
      next = end + 2;
    } else if (c === 0x7b /* { */) {
      if (stack.length === 0) {
        // "@import …;" or "@charset …;" before this rule: its selector starts after them
        if (semi < start) semi = indexOr(css, ';', start);
        while (semi < i) {
          start = semi + 1;
          semi = indexOr(css, ';', start);
        }
      }
      let kind: Block;
      if (skipping > 0 || stack[stack.length - 1] === Block.Rule) kind = Block.Skip;
      else {
        const first = firstVisible(css, start, i);
        if (first < i && (css.charCodeAt(first) === 0x40 /* @ */ || css.charCodeAt(first) === 0x2f /* / */)) {
          const prelude = css.slice(start, i).replace(COMMENT, '').trim();
          if (prelude.startsWith('@')) kind = /^@(?:media|supports|container)\b/i.test(prelude) ? Block.Conditional : /^@layer\b/i.test(prelude) ? Block.Group : Block.Skip;
          else kind = Block.Rule;
        } else kind = Block.Rule;
      }
      stack.push(kind);
      preludes.push(start, i);
      start = i + 1;
      if (kind === Block.Conditional) conditional++;
      if (kind === Block.Skip) skipping++;
    } else if (c === 0x7d /* } */) {
      const kind = stack.pop();
      const to = preludes.pop() ?? 0;
      const from = preludes.pop() ?? 0;
      if (kind === Block.Conditional) conditional--;
      else if (kind === Block.Skip) skipping--;
      else if (kind === Block.Rule) {
        // most rules neither hide nor show: their text is not copied out (the body's "{" starts a match that shows)
        if (conditional === 0 && hints.within(start, i) && hides(css.slice(start, i))) hidesClasses(css.slice(from, to).replace(COMMENT, ''), hide);
        else if (showing.within(start - 1, i)) shows.push(from, to);
      }
      start = i + 1;
    }
  }
}

/** The index of `needle` at or after `from`, or Infinity. */
function indexOr(text: string, needle: string, from: number): number {
  const i = text.indexOf(needle, from);
  return i < 0 ? Infinity : i;
}

/** The first character in [from, to) that is not white space (to when there is none). */
function firstVisible(css: string, from: number, to: number): number {
  let i = from;
  while (i < to) {
    const c = css.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09 && c !== 0x0c) break;
    i++;
  }
  return i;
}

/** A rule that hides the classes its selectors end in (under the ancestors they name). */
function hidesClasses(selectorList: string, hide: HiddenClasses): void {
  for (const part of selectorList.split(',')) {
    const sel = part.trim();
    if (sel.length > MAX_SELECTOR) continue;
    const m = HIDDEN_SELECTOR.exec(sel);
    if (!m) continue;
    const need = m[1]!.split(/\s+/).filter(Boolean).map((a) => a.toLowerCase());
    const conditions = hide.get(m[2]!) ?? [];
    if (need.length <= MAX_ANCESTORS && conditions.length < MAX_CONDITIONS) conditions.push(need);
    hide.set(m[2]!, conditions);
  }
}
