// Picks the main-content subtree (largest gain, see analyze.ts) and prunes link-heavy blocks
// left inside it (related-story lists, tag clouds, share rows without telling class names).
import { ElementNode, TextNode } from './dom';
import { contentByName } from './boilerplate';

/** Semantic markup of the main content tips close calls its way. */
function prior(el: ElementNode): number {
  if (el.tag === 'article' || el.tag === 'main' || contentByName(el)) return 1.15;
  return 1;
}

/** The subtree with the largest gain; on a tie the deeper one (the same content, less wrapping). */
export function selectMain(root: ElementNode): ElementNode {
  let best = root;
  let bestScore = root.gain;
  const stack: ElementNode[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    for (const c of el.children) {
      if (c instanceof TextNode || !c.block) continue;
      stack.push(c);
      if (c.gain <= 0) continue;
      const s = c.gain * prior(c);
      if (s >= bestScore) {
        bestScore = s;
        best = c;
      }
    }
  }
  return best;
}

const KEEP = new Set(['p', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'td', 'th', 'tr']);

/** Removes link lists and other net-negative blocks inside the chosen content. */
export function prune(el: ElementNode): void {
  let w = 0;
  const kids = el.children;
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i]!;
    if (c instanceof ElementNode && c.block) {
      // link lists, and the article's own <header> (title, byline, date: the caller has them as metadata)
      if (
        (!KEEP.has(c.tag) && c.gain < 0 && c.linkChars > c.chars * 0.5) ||
        (c.tag === 'p' && c.chars < 200 && c.linkChars > c.chars * 0.6) || // "Related: <a>…</a>"
        (c.tag === 'header' && c.pos < 500)
      ) {
        c.parent = null;
        continue;
      }
      prune(c);
    }
    kids[w++] = c;
  }
  kids.length = w;
}
