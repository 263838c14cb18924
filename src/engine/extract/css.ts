// The classes a page's own style sheets (its <style> elements) hide at every screen width: text so
// marked is not shown, and hidden text is where prompt injections hide (see boilerplate.ts hidden()).
// Only what a plain scan can be sure of: a rule whose selector ends in the class (".x", or ".menu .x"
// under an element so named) and that sets display:none, or moves the element off-screen the way
// screen-reader-only text is.
// A class that any rule shows (display:block, in a media query, or with a state such as ".x.open")
// is not hidden: tabs, menus and responsive blocks open that way. visibility:hidden is left alone,
// as carousels hide their inactive slides with it. One pass over the style text, linear in its size.

/** Characters of style text read per page; past that, the rest is ignored. */
const MAX_CSS = 2_000_000;
/** Longer selectors are not read (a bound on the selector test). */
const MAX_SELECTOR = 200;

const DISPLAY_NONE = /(?:^|[;\s])display\s*:\s*none\b/i;
const ABSOLUTE = /(?:^|[;\s])position\s*:\s*absolute\b/i;
/** Far off-screen ("left:-9999px"), clipped to nothing, or a 1px box that hides its overflow. */
const OFF_SCREEN = /(?:^|[;\s])(?:left|top)\s*:\s*-\d{3,}(?:\.\d+)?px|(?:^|[;\s])clip\s*:\s*rect\(\s*0/i;
const ONE_PX_WIDTH = /(?:^|[;\s])width\s*:\s*1px\b/i;
const ONE_PX_HEIGHT = /(?:^|[;\s])height\s*:\s*1px\b/i;
const OVERFLOW_HIDDEN = /(?:^|[;\s])overflow\s*:\s*hidden\b/i;
const SHOWS = /(?:^|[;\s])display\s*:\s*(?!none\b)[a-z-]|(?:^|[;\s])visibility\s*:\s*visible\b|(?:^|[;\s])position\s*:\s*(?:static|relative)\b/i;
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
  const show = new Set<string>();
  let budget = MAX_CSS;
  for (const sheet of sheets) {
    if (budget <= 0) break;
    const css = sheet.length > budget ? sheet.slice(0, budget) : sheet;
    budget -= css.length;
    scan(css, hide, show);
  }
  for (const c of show) hide.delete(c);
  return hide;
}

function scan(css: string, hide: HiddenClasses, show: Set<string>): void {
  const stack: Block[] = [];
  const selectors: string[] = [];
  let conditional = 0;
  let skipping = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 0x2f /* / */ && css.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return;
      i = end + 1;
    } else if (c === 0x7b /* { */) {
      const prelude = css.slice(start, i).replace(COMMENT, '').trim();
      start = i + 1;
      let kind: Block;
      if (skipping > 0 || stack[stack.length - 1] === Block.Rule) kind = Block.Skip;
      else if (prelude.startsWith('@')) kind = /^@(?:media|supports|container)\b/i.test(prelude) ? Block.Conditional : /^@layer\b/i.test(prelude) ? Block.Group : Block.Skip;
      else kind = Block.Rule;
      stack.push(kind);
      selectors.push(kind === Block.Rule ? prelude : '');
      if (kind === Block.Conditional) conditional++;
      if (kind === Block.Skip) skipping++;
    } else if (c === 0x7d /* } */) {
      const kind = stack.pop();
      const sel = selectors.pop() ?? '';
      if (kind === Block.Conditional) conditional--;
      else if (kind === Block.Skip) skipping--;
      else if (kind === Block.Rule) rule(sel, css.slice(start, i), conditional > 0, hide, show);
      start = i + 1;
    } else if (c === 0x3b /* ; */ && stack.length === 0) {
      start = i + 1; // @import, @charset
    }
  }
}

function rule(selectorList: string, body: string, conditional: boolean, hide: HiddenClasses, show: Set<string>): void {
  const hiding = !conditional && hides(body);
  const showing = !hiding && SHOWS.test(body);
  if (!hiding && !showing) return;
  for (const part of selectorList.split(',')) {
    const sel = part.trim();
    if (sel.length > MAX_SELECTOR) continue;
    if (hiding) {
      const m = HIDDEN_SELECTOR.exec(sel);
      if (!m) continue;
      const need = m[1]!.split(/\s+/).filter(Boolean).map((a) => a.toLowerCase());
      const conditions = hide.get(m[2]!) ?? [];
      if (need.length <= MAX_ANCESTORS && conditions.length < MAX_CONDITIONS) conditions.push(need);
      hide.set(m[2]!, conditions);
    } else {
      for (const x of sel.matchAll(CLASS_IN_SELECTOR)) show.add(x[1]!);
    }
  }
}
