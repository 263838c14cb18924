// A lean DOM for extraction: htmlparser2's streaming tokenizer feeding plain objects.
// Written by hand rather than using domhandler/linkedom because it is several times faster and
// lighter: it keeps only what extraction reads, drops never-content elements (script, style, svg…)
// while parsing, and collects head metadata (title, meta, base, JSON-LD) in the same pass.
import { Parser } from 'htmlparser2';

export class TextNode {
  parent: ElementNode | null = null;
  constructor(public text: string) {}
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
  /** Subtree text mentions cookies (candidate consent notice). */
  cookie = false;
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
}

/** Elements that never carry readable content: dropped while parsing (their subtrees too). */
const DROP = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'canvas', 'iframe', 'object', 'embed', 'head',
  'select', 'option', 'optgroup', 'datalist', 'textarea', 'button', 'input', 'audio', 'video', 'source', 'track',
  'map', 'area', 'link', 'meta', 'base', 'title', 'dialog', 'frameset', 'frame', 'param',
]);

/** Deeper nesting than this is flattened, so every later pass may recurse safely. */
const MAX_DEPTH = 400;

export function parseHtml(html: string): ParsedDocument {
  const root = new ElementNode('#root', {});
  const doc: ParsedDocument = { root, title: null, htmlLang: null, baseHref: null, metas: [], jsonLd: [] };
  // stack entries: the element opened by each start tag, or null when it was flattened
  const stack: (ElementNode | null)[] = [];
  let current: ElementNode = root;
  let depth = 0;
  let capture: 'title' | 'jsonld' | null = null;
  let captured = '';

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title' && doc.title === null) {
          capture = 'title';
          captured = '';
        } else if (name === 'script' && (attrs.type ?? '').toLowerCase().includes('ld+json')) {
          capture = 'jsonld';
          captured = '';
        } else if (name === 'meta') {
          const key = attrs.property ?? attrs.name ?? attrs.itemprop ?? attrs['http-equiv'];
          if (key && attrs.content !== undefined) doc.metas.push({ name: key.toLowerCase(), content: attrs.content });
        } else if (attrs.itemprop && (attrs.content ?? attrs.datetime)) {
          doc.metas.push({ name: attrs.itemprop.toLowerCase(), content: (attrs.content ?? attrs.datetime)! });
        } else if (name === 'base' && doc.baseHref === null && attrs.href) {
          doc.baseHref = attrs.href;
        } else if (name === 'html' && attrs.lang && doc.htmlLang === null) {
          doc.htmlLang = attrs.lang;
        }
        if (name === 'html' || name === 'body' || depth >= MAX_DEPTH) {
          stack.push(null);
          return;
        }
        const el = new ElementNode(name, attrs);
        el.parent = current;
        // dropped elements stay detached: their descendants attach to them and vanish with them
        if (!DROP.has(name)) current.children.push(el);
        stack.push(el);
        current = el;
        depth++;
      },
      onclosetag(name) {
        if (capture === 'title' && name === 'title') {
          doc.title = captured;
          capture = null;
        } else if (capture === 'jsonld' && name === 'script') {
          doc.jsonLd.push(captured);
          capture = null;
        }
        const el = stack.pop();
        if (el) {
          current = el.parent ?? root;
          depth--;
        }
      },
      ontext(data) {
        if (capture) {
          captured += data;
          return;
        }
        const last = current.children[current.children.length - 1];
        if (last instanceof TextNode) last.text += data;
        else {
          const t = new TextNode(data);
          t.parent = current;
          current.children.push(t);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return doc;
}

/** Concatenated text of a subtree (raw, whitespace untouched). */
export function textOf(node: DomNode): string {
  if (node instanceof TextNode) return node.text;
  let s = '';
  for (const c of node.children) s += textOf(c);
  return s;
}

export function removeNode(node: DomNode): void {
  const p = node.parent;
  if (!p) return;
  const i = p.children.indexOf(node);
  if (i >= 0) p.children.splice(i, 1);
  node.parent = null;
}
