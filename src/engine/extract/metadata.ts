// Page metadata from <title>, <meta> (OpenGraph, Twitter, Dublin Core, itemprop) and JSON-LD.
import { textOf, type ParsedDocument } from './dom';
import { findLd, isObject, jsonLd, ldTypes, type Json } from './jsonld';
import { measure, squash } from './text';
import { oneLine } from '../util/escape';

export interface Metadata {
  title: string | null;
  byline: string | null;
  siteName: string | null;
  published: string | null;
  lang: string | null;
  excerpt: string | null;
  /**
   * The page's structured data says its text is for subscribers only (schema.org isAccessibleForFree false, the
   * markup of a paywalled article): what the markup holds may be only the part shown without a subscription.
   */
  forSubscribers: boolean;
}

function clean(s: string | null | undefined): string | null {
  if (typeof s !== 'string') return null;
  const t = oneLine(s);
  return t ? t : null;
}

// types are compared in lower case, as the page-type signals compare them (pages write "article" too)
const ARTICLE_TYPE = /article|blogposting|posting|report|webpage|qapage|question|review|recipe|howto|creativework|socialmediaposting|techarticle/;
const NEWS_TYPE = /article|blogposting|posting|report/;

/** The most article-like JSON-LD object of the page (Article over WebPage over anything). */
function jsonLdMain(values: Json[]): { [k: string]: Json } | null {
  let best: { [k: string]: Json } | null = null;
  let bestRank = 0;
  const visit = (v: Json | undefined, depth: number): void => {
    if (depth > 6 || v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    if (!isObject(v)) return;
    const types = ldTypes(v).join(' ');
    const rank = NEWS_TYPE.test(types) ? 3 : ARTICLE_TYPE.test(types) ? 2 : 0;
    if (rank > bestRank) {
      best = v;
      bestRank = rank;
    }
    if (v['@graph']) visit(v['@graph'], depth + 1);
    if (v.mainEntity) visit(v.mainEntity, depth + 1);
  };
  for (const v of values) visit(v, 0);
  return best;
}

function names(v: Json | undefined): string | null {
  if (typeof v === 'string') return clean(v);
  if (Array.isArray(v)) {
    const all = v.map((x) => names(x)).filter((x): x is string => !!x);
    return all.length ? [...new Set(all)].join(', ') : null;
  }
  if (isObject(v)) return names(v.name);
  return null;
}

function str(v: Json | undefined): string | null {
  return typeof v === 'string' ? clean(v) : null;
}

/** Splits "Head | Tail" at the last separator (| - – — · • » :: /) surrounded by spaces. */
const LAST_SEPARATOR = /^(.*\S)\s+(?:[|\-–—·•»/]|::)\s+(\S.*)$/;

/** Chinese and Japanese titles often join the parts without spaces: "标题_站点", "标题｜站点". */
const LAST_TIGHT_SEPARATOR = /^(.*\S)\s*[_|｜]\s*([^_|｜]+)$/;

export interface TitleHints {
  siteName: string | null;
  /** Host name of the page, e.g. en.wikipedia.org ("X - Wikipedia" → "X"). */
  host: string | null;
  /** Texts of the page's first <h1> elements. */
  h1s: string[];
}

/**
 * "Headline | Site" → "Headline" when the tail names the site (site name, host name, the page's
 * h1 matching the head) or — for a <title>, `loose` — when the headline is the substantial part.
 */
export function cleanTitle(title: string, hints: TitleHints, loose = true): string {
  const named = headingWithin(title, hints.h1s);
  if (named) return named;
  // "Headline - Blog - Platform": the platform's name goes first, then the blog's where the headline is the page's <h1>
  const t = siteless(siteless(title, hints, loose), hints, false);
  // "Headline | by Jane Roe | Publication": the author's part stays once the site's is gone
  const by = BY_TAIL.exec(t);
  return by && measure(by[1]!).chars >= 15 ? by[1]! : t;
}

/**
 * One of the page's first <h1>s, when the title is it with the site's words before and after it, each set off by a
 * separator or a bracket: "Amazon.com: <h1> : Home & Kitchen", "【天猫】<h1>-tmall.com天猫". Words on one side only
 * are left to siteless: "Visual Studio Code - <its slogan>" is no heading with words around it, "<h1> - 2026 Season"
 * may be a subtitle.
 */
function headingWithin(title: string, h1s: string[]): string | null {
  // (both are on one line already: see readMetadata)
  const t = title.toLowerCase();
  for (const raw of h1s.slice(0, 3)) {
    const h = raw.toLowerCase();
    if (measure(h).chars < 10) continue;
    const at = t.indexOf(h);
    if (at <= 0) continue;
    if (PREFIX_END.test(t.slice(0, at)) && SUFFIX_START.test(t.slice(at + h.length))) return raw;
  }
  return null;
}

/** Where the site's words after a title's heading start: a separator or an opening bracket. */
const SUFFIX_START = /^\s*(?:[-–—|:·•_»/]|【|\[|\s::)/;
/** Where the site's words before a title's heading end: a separator or a closing bracket. */
const PREFIX_END = /(?:[-–—|:·•_»/]|】|\])\s*$/;

/** "Headline | by Jane Roe", "Titel – von Max Muster": a headline and its author's name (see stripBy's words). */
const BY_TAIL = /^(.*\S)\s+[|\-–—·]\s+(?:by|von|par|por|door|di)\s+[^|\-–—·]{1,60}$/iu;

function siteless(title: string, hints: TitleHints, loose: boolean): string {
  const { siteName } = hints;
  if (title.length > 500) return title.slice(0, 500);
  const m = LAST_SEPARATOR.exec(title) ?? LAST_TIGHT_SEPARATOR.exec(title);
  if (!m) return title;
  const head = m[1]!;
  const tail = m[2]!;
  if (siteName) {
    const site = siteName.toLowerCase();
    if (tail.toLowerCase() === site) return head;
    if (head.toLowerCase() === site) return tail;
  }
  const t = squash(tail);
  if (t.length >= 3 && hints.host && hints.host.replace(/\./g, '').includes(t)) return head;
  const h = squash(head);
  if (hints.h1s.some((x) => squash(x) === h)) return head;
  return loose && measure(head).chars >= 15 && measure(tail).chars < measure(head).chars ? head : title;
}

/**
 * A paper's authors as Google Scholar's tags list them, one `citation_author` each (arXiv, journals, repositories):
 * the first few, "Doe, Jane; Roe, Richard", and "et al." for the rest.
 */
function scholarAuthors(doc: ParsedDocument): string | null {
  const all: string[] = [];
  for (const m of doc.metas) if (m.name === 'citation_author' && m.content.trim()) all.push(oneLine(m.content));
  if (all.length === 0) return null;
  const shown = all.slice(0, SCHOLAR_AUTHORS);
  return shown.join('; ') + (all.length > shown.length ? ' et al.' : '');
}

/** Authors of a paper named in its byline, at most. */
const SCHOLAR_AUTHORS = 5;

/** "By Jane Doe" → "Jane Doe". */
function stripBy(s: string | null): string | null {
  return s ? clean(s.replace(/^\s*(?:(?:by|von|par|por|door|di)\s+|(?:автор|作者|文|著者|글)\s*[:：/]\s*)/iu, '')) : null;
}

/** A name-sized text, or null (an author link wrapping a whole bio is no byline). */
function shortText(s: string): string | null {
  const t = clean(s);
  return t && t.length <= 100 ? t : null;
}

function normaliseDate(s: string | null): string | null {
  if (!s) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return s;
  const t = Date.parse(s);
  return Number.isFinite(t) ? new Date(t).toISOString() : s;
}

/** The description the page's head declares (og:description, description, twitter:description), if any. */
export function declaredDescription(doc: ParsedDocument): string | null {
  for (const key of ['og:description', 'description', 'twitter:description']) {
    const m = doc.metas.find((x) => x.name === key && x.content.trim() !== '');
    if (m) return m.content.trim();
  }
  return null;
}

export function readMetadata(doc: ParsedDocument, domByline: string | null, pageUrl: URL | null): Metadata {
  const meta = new Map<string, string>();
  for (const m of doc.metas) if (!meta.has(m.name) && m.content.trim()) meta.set(m.name, m.content);
  const get = (...keys: string[]): string | null => {
    for (const k of keys) {
      const v = clean(meta.get(k));
      if (v) return v;
    }
    return null;
  };
  const ld = jsonLdMain(jsonLd(doc));
  const publisher = ld && isObject(ld.publisher) ? ld.publisher : null;

  const siteName = get('og:site_name') ?? (publisher ? str(publisher.name) : null) ?? get('application-name');
  const docTitle = clean(doc.title);
  const hints: TitleHints = {
    siteName,
    host: pageUrl?.hostname ?? null,
    h1s: doc.h1s.map((el) => oneLine(textOf(el))),
  };
  const declared = get('og:title', 'twitter:title') ?? (ld ? str(ld.headline) : null) ?? get('citation_title');
  const title =
    (declared ? cleanTitle(declared, hints, false) : null) ??
    (docTitle ? cleanTitle(docTitle, hints) : null) ??
    get('dc.title', 'title');

  const metaAuthor = get('author', 'article:author', 'parsely-author', 'dc.creator', 'sailthru.author');
  const byline = stripBy(
    (ld ? names(ld.author) : null) ??
      (metaAuthor && !/^https?:\/\//.test(metaAuthor) ? metaAuthor : null) ??
      scholarAuthors(doc) ??
      (doc.authorLink ? shortText(textOf(doc.authorLink)) : null) ??
      (domByline ? shortText(domByline) : null),
  );

  const published = normaliseDate(
    get('article:published_time', 'og:article:published_time', 'datepublished', 'article.published', 'published_time') ??
      (ld ? str(ld.datePublished) : null) ??
      get('date', 'pubdate', 'publishdate', 'publish-date', 'citation_publication_date', 'citation_date', 'citation_online_date', 'dc.date.issued', 'dc.date', 'dcterms.created',
        'dcterms.date', 'sailthru.date', 'parsely-pub-date', 'article:modified_time', 'datemodified') ??
      (ld ? str(ld.dateModified) : null) ??
      clean(doc.firstTime),
  );

  const rawLang =
    clean(doc.htmlLang) ??
    get('content-language', 'language', 'dc.language') ??
    (ld ? str(ld.inLanguage) : null) ??
    get('og:locale');
  const lang = rawLang ? rawLang.replace(/_/g, '-').split(/[,;\s]/)[0]! : null;

  const excerpt = get('og:description', 'description', 'twitter:description') ?? (ld ? str(ld.description) : null);
  const forSubscribers = notFree(meta.get('isaccessibleforfree')) || paywalledInLd(jsonLd(doc));
  return { title, byline, siteName, published, lang, excerpt, forSubscribers };
}

/** A schema.org isAccessibleForFree value that says no: false, or "False", "false", "no" written as text. */
function notFree(v: Json | undefined): boolean {
  return v === false || (typeof v === 'string' && /^\s*(?:false|no)\s*$/i.test(v));
}

/**
 * Whether an article or web page the JSON-LD describes (not one of its parts: a WebPageElement marks where the
 * paywalled part of the markup stands) is not free to read.
 */
function paywalledInLd(values: Json[]): boolean {
  return findLd(values, 6, (v) => {
    if (!notFree(v.isAccessibleForFree)) return false;
    const types = ldTypes(v).join(' ');
    return ARTICLE_TYPE.test(types) && !types.includes('webpageelement');
  }) !== null;
}

/**
 * The classes the page's structured data names as its paywalled parts (a WebPageElement not free to read, its
 * cssSelector ".paywall": Google's markup for subscription content, Bloomberg's every paragraph): the article's own
 * text, whatever the class says. Only plain class selectors are read; the look is bounded (PAID_DEPTH levels, PAID_LIST items).
 */
export function paidPartClasses(doc: ParsedDocument): Set<string> {
  const out = new Set<string>();
  const visit = (v: Json | undefined, depth: number): void => {
    if (depth > PAID_DEPTH || v === undefined || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v.slice(0, PAID_LIST)) visit(x, depth + 1);
      return;
    }
    if (typeof v.cssSelector === 'string' && notFree(v.isAccessibleForFree)) {
      for (const sel of v.cssSelector.split(',')) {
        const m = /^\s*\.([\w-]{1,80})\s*$/.exec(sel);
        if (m) out.add(m[1]!);
      }
    }
    for (const k of ['@graph', 'mainEntity', 'hasPart']) if (v[k] !== undefined) visit(v[k], depth + 1);
  };
  for (const v of jsonLd(doc)) visit(v, 0);
  return out;
}

const PAID_DEPTH = 6;
const PAID_LIST = 50;

/**
 * A Person's description shorter than this (letters and digits) is a title ("Editor"), not a bio; one longer
 * than BIO_MAX is not an author box's (and would make comparing each block with it costly).
 */
const BIO_MIN = 60;
const BIO_MAX = 3000;
/** Bios read at most, and how deep into the JSON-LD. */
const BIOS_MAX = 20;
const BIO_DEPTH = 6;

/**
 * The authors' bios the page's structured data holds (the description of each schema.org Person: SEO plugins
 * write the writer's profile there), squashed (see text.ts). An "about the author" box repeats them.
 */
export function authorBios(doc: ParsedDocument): string[] {
  const out = new Set<string>();
  const visit = (v: Json | undefined, depth: number): void => {
    if (depth > BIO_DEPTH || out.size >= BIOS_MAX || v === undefined || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v.slice(0, 200)) visit(x, depth + 1);
      return;
    }
    const person = ldTypes(v).some((t) => /^(?:https?:\/\/schema\.org\/)?person$/.test(t));
    if (person && typeof v.description === 'string' && v.description.length <= BIO_MAX * 4) {
      // the description may be written as HTML
      const bio = squash(v.description.replace(/<[^>]*>|&#?\w+;/g, ' '));
      if (bio.length >= BIO_MIN && bio.length <= BIO_MAX) out.add(bio);
    }
    // authors, contributors, reviewers: wherever the graph names a person
    for (const key in v) if (typeof v[key] === 'object') visit(v[key], depth + 1);
  };
  for (const v of jsonLd(doc)) visit(v, 0);
  return [...out];
}

/** A page's own account of itself (see storedText): the raw string, and where it came from. */
export interface StoredText {
  body: string;
  from: 'article body' | 'description';
}

/** An article body longer than this (characters) is cut there: it is read as a last resort, and a page never needs more. */
const STORED_MAX = 500_000;

/**
 * What a page says of itself outside the text of its markup, for a page whose markup holds almost none (an
 * application shell that builds its text with scripts): the article body (or text) of its main JSON-LD object, else
 * the longest of its descriptions (<meta> description, OpenGraph, Twitter, JSON-LD). Null when there is none.
 * `body` is the raw string (it may be written as HTML); the caller renders it.
 */
export function storedText(doc: ParsedDocument): StoredText | null {
  const ld = jsonLdMain(jsonLd(doc));
  const body = ld ? (typeof ld.articleBody === 'string' ? ld.articleBody : typeof ld.text === 'string' ? ld.text : null) : null;
  if (body && body.trim()) return { body: body.slice(0, STORED_MAX), from: 'article body' };
  let best: string | null = null;
  for (const m of doc.metas) {
    if (m.name !== 'description' && m.name !== 'og:description' && m.name !== 'twitter:description') continue;
    const v = clean(m.content);
    if (v && (!best || v.length > best.length)) best = v;
  }
  const ldDescription = ld ? str(ld.description) : null;
  if (ldDescription && (!best || ldDescription.length > best.length)) best = ldDescription;
  return best ? { body: best.slice(0, STORED_MAX), from: 'description' } : null;
}

/**
 * The names of the page's breadcrumb trail as its structured data gives them (schema.org BreadcrumbList: "Home",
 * "Phones & Tablets", "Mobile Phones"…), in their order, each as trailKey reads it; null when it names fewer than two.
 */
export function breadcrumbNames(doc: ParsedDocument): string[] | null {
  const list = findLd(jsonLd(doc), 5, (v) => ldTypes(v).includes('breadcrumblist') && Array.isArray(v.itemListElement));
  if (!list) return null;
  const items = (list.itemListElement as Json[]).slice(0, TRAIL_ITEMS).filter(isObject);
  const named = items.map((it, i) => {
    const item = isObject(it.item) ? it.item : null;
    const name = typeof it.name === 'string' ? it.name : item && typeof item.name === 'string' ? item.name : null;
    return { at: typeof it.position === 'number' ? it.position : i + 1, key: name === null ? '' : trailKey(name) };
  });
  named.sort((a, b) => a.at - b.at);
  const names = named.map((n) => n.key).filter((k) => k !== '');
  return names.length >= 2 ? names : null;
}

/** A trail's items read, at most. */
const TRAIL_ITEMS = 20;

/** Text as a trail's names are compared: lower-cased, its letters and digits only (separators and spaces go). */
export function trailKey(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
