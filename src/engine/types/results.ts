// What a run returns: per-URL results, reports, sources. Ground type: imports nothing but its siblings.
import type { PageError } from './errors';

/** Per-URL fetch report (route, redirects, sizes, time). */
export interface FetchReport {
  route: 'direct' | 'gemini';
  finalUrl: string;
  redirects: string[];
  status: number | null;
  contentType: string | null;
  charset: string | null;
  bytes: number;
  chars: number;
  /** Characters of the whole page's text (null while a long PDF was read only up to the budget). */
  totalChars?: number | null;
  /** The character offset this slice starts at (continuations). */
  offset?: number;
  /** hit: served from the cache; revalidated: a 304 confirmed the cached copy; miss: fetched and stored; bypass: no cache used. */
  cache?: 'hit' | 'revalidated' | 'miss' | 'bypass';
  timeMs: number;
  /** HTTP attempts made (more than 1 after retries; 0 for a cache hit). */
  attempts?: number;
  /** Time spent waiting for the per-host rate limit (ms). */
  rateWaitMs?: number;
  /** Pages in the document, for PDFs. */
  pdfPages?: number;
  /** Estimated tokens of the content returned. */
  tokens?: number;
  /**
   * How a page over its share of the budget was cut: 'head' kept the beginning; 'relevance' kept the outline and the
   * sections that match the instruction (sectionsKept of sectionsTotal), each omitted one marked with its offset.
   */
  selection?: { mode: 'head' | 'relevance'; sectionsKept?: number; sectionsTotal?: number };
  /** The form the content was read from: markdown (served as such, or the page's markdown alternate), HTML, … */
  form?: 'markdown' | 'html' | 'text' | 'json' | 'xml' | 'pdf';
  /** The page's <link rel="alternate" type="text/markdown"> that was read instead of its HTML. */
  alternateUrl?: string;
  /**
   * The page read instead of the one asked for, which had next to no text of its own: the page its
   * <meta http-equiv="refresh"> leads to, or the one its frameset or single same-site iframe shows (the final URL).
   */
  inner?: { url: string; via: 'refresh' | 'frame' };
  /** The site's /llms.txt, when this URL is a site's root and the site has one. */
  llmsTxt?: string;
  /** The error of a failed URL (the same as PageResult.error). */
  error?: PageError;
  /** Gemini's urlRetrievalStatus when the page went through urlContext. */
  retrievalStatus?: string;
  /** JavaScript rendering, when the page was (or needed to be) rendered in a browser. */
  render?: RenderInfo;
  /** HTML pages: the page type recognised and the extraction path taken (main content or whole-page fallback). */
  extraction?: ExtractionInfo;
}

/** What JavaScript rendering did for one page. Shown as "rendered: browser (N ms)" in reports. */
export interface RenderInfo {
  /** rendered: the content is the browser's DOM; unavailable/failed/skipped: the served HTML's text, with `note`. */
  status: 'rendered' | 'unavailable' | 'failed' | 'skipped';
  /** Why it was rendered: "script shell (empty #root)", "renderJavaScript: always". */
  reason: string;
  timeMs?: number;
  /** What ended the wait (rendered pages). */
  settled?: 'idle' | 'stable' | 'deadline';
  /** Connections the page opened, and how many the policy or the private-address rule refused. */
  requests?: number;
  refused?: number;
  /** A sentence for people and the model when the page could not be rendered, or when a cap stopped its loading. */
  note?: string;
  /** The rendered page was reused from an earlier render (same URL and mode, served page still fresh in the cache). */
  fromCache?: boolean;
}

/** How an HTML page's text was extracted (src/engine/extract). */
export interface ExtractionInfo {
  pageType: 'article' | 'documentation' | 'thread' | 'listing' | 'product' | 'app';
  /** 'main': the main-content pass; 'fallback': a whole-page conversion, for `reason`. */
  method: 'main' | 'fallback';
  /** Why the fallback was used; on the main path, the strategy when not the plain one (a list of items…), else null. */
  reason: string | null;
  /** Set when a size limit cut the page short (what was left out). */
  truncated: string | null;
  /**
   * Set when the page's structured data says its text is for subscribers only (a paywalled article): what was read
   * may be only its free part.
   */
  forSubscribers?: true;
}

/** One URL's result: ok with content, or a named error. Field names are the CLI --json contract. */
export interface PageResult {
  /** The URL as written in the prompt. */
  url: string;
  /** The URL actually fetched: after rewrites and redirects (the rewritten URL when the fetch failed). */
  fetchedUrl: string;
  ok: boolean;
  status: number | null;
  contentType: string | null;
  charset: string | null;
  private: boolean;
  title: string | null;
  /** Markdown (or plain text) of the page, possibly a slice starting at the requested offset. */
  content: string;
  /** Bytes received (decoded body size). */
  bytes: number;
  truncated: boolean;
  /** When truncated, the character offset to continue from. */
  nextOffset: number | null;
  error: PageError | null;
  report?: FetchReport;
}

export interface Source {
  index: number;
  title: string;
  url: string;
  /** e.g. URL_RETRIEVAL_STATUS_SUCCESS, or "fetched directly" */
  status?: string;
}

export type Route = 'direct' | 'gemini' | 'gemini+fallback';

/** A piece of a cited answer: text, or one citation marker naming source indices (sorted, unique). */
export type AnswerPiece = { kind: 'text'; text: string } | { kind: 'cite'; sources: number[] };

export interface RunResult {
  route: Route;
  /** Markdown answer for people, with every [n] linked to its source; null on the direct route. */
  answer: string | null;
  /** The same answer for a model: plain [n] markers followed by a "Sources:" list. */
  answerForModel?: string | null;
  /** The answer as text and citation markers, without a Sources list: what the renderers (src/engine/render) start from. */
  pieces?: AnswerPiece[] | null;
  sources: Source[];
  pages: PageResult[];
  /** Things the caller should know (e.g. URLs Gemini could not retrieve). */
  notes?: string[];
}
