// Converting one received body to what a model reads: type → decode → markdown/text, or PDF → text. The same code
// runs in a converter process (convert-worker.ts, through the pool) and, as the reference, in the calling thread.
import { EngineError, type ErrorCode, type ExtractionInfo, type RenderMode } from '../types';
import { decodeBody } from '../content/charset';
import { convertContent } from '../content/convert';
import { kindFromType, looksBinary, sniffKind, unsupportedTypeError, type ContentKind } from '../net/mediaType';
import { isPdfBytes, pdfToMarkdown } from '../content/pdf';
import { selectRelevant, type Selection } from '../content/relevance';
import { measureOf, type Measure } from '../content/tokens';
import { createHash } from 'node:crypto';
import { detectShell, mayBeShell, type ShellVerdict } from '../browser/detect';
import { innerPage, type InnerPage } from '../content/frames';

export interface ConvertInput {
  /** The content's kind when the caller classified it already (fetch/direct.ts does, once per page). */
  kind?: ContentKind;
  /** The received body (after decompression). */
  body: Uint8Array;
  contentType: string | null;
  /** The final URL (for relative links and metadata). */
  url: string;
  /** The body was cut at the byte cap. */
  truncated: boolean;
  /** The byte cap, named in errors about cut PDFs. */
  maxBytes: number;
  /** Characters worth keeping (offset + maxChars): the text is cut there and marked incomplete. */
  keepChars: number;
  /** Time limit of PDF reading in this thread (the pool enforces its own limit by terminating the worker). */
  pdfTimeoutMs?: number;
  /** Measure the converted text from this offset in this unit (ConvertOutput.restCost), so the caller need not. */
  costFrom?: { offset: number; unit: Measure['unit'] };
  /**
   * The run's renderJavaScript mode: an HTML page that may need the browser (always, or auto with little text) is
   * judged here (ConvertOutput.shell), so the calling thread never decodes or scans the served HTML itself.
   */
  renderCheck?: RenderMode;
  /** Look for the page an HTML page with next to no text stands for (a refresh, a frame: ConvertOutput.inner). */
  findInner?: boolean;
  /** The response's HTTP Refresh header, read by findInner. */
  refreshHeader?: string;
}

export interface ConvertOutput {
  charset: string | null;
  title: string | null;
  /** The converted text, at most keepChars characters. */
  full: string;
  /** False when there is more text after `full` (cut at keepChars, or a long PDF read only up to it). */
  complete: boolean;
  /** Characters of the whole converted text (more than `full` when cut); null when a PDF was not read to its end. */
  totalChars: number | null;
  pdfPages?: number;
  /** HTML only: page type and extraction path, for the fetch report. */
  extraction?: ExtractionInfo;
  /** The cost of `full` from costFrom.offset, when asked. */
  restCost?: number;
  /** HTML asked about by renderCheck: the script-shell verdict, and a digest of the served bytes (the render cache's key). */
  shell?: { verdict: ShellVerdict; servedDigest: string };
  /** HTML asked about by findInner: the page its refresh or its frame shows (content/frames.ts). */
  inner?: InnerPage;
}

/** One page's relevant sections within its share of the budget (content/relevance.ts), done off the host thread. */
export interface SelectInput {
  text: string;
  start: number;
  budget: number;
  query: string[];
  unit: Measure['unit'];
}

export function selectSections(input: SelectInput): Selection | null {
  return selectRelevant(input.text, input.start, input.budget, input.query, measureOf(input.unit));
}

function withCost(out: ConvertOutput, costFrom: ConvertInput['costFrom']): ConvertOutput {
  if (!costFrom) return out;
  return { ...out, restCost: measureOf(costFrom.unit).cost(out.full, Math.min(costFrom.offset, out.full.length)) };
}

/** Cut at `n` characters without splitting a surrogate pair. */
export function cutAt(s: string, n: number): number {
  if (n >= s.length) return s.length;
  if (n <= 0) return 0;
  const c = s.charCodeAt(n - 1);
  return c >= 0xd800 && c <= 0xdbff ? n - 1 : n;
}

function keep(text: string, keepChars: number): { full: string; complete: boolean; totalChars: number } {
  const end = cutAt(text, keepChars);
  return end < text.length ? { full: text.slice(0, end), complete: false, totalChars: text.length } : { full: text, complete: true, totalChars: text.length };
}

/** What a received body is: its declared type, else sniffed; a binary body that is a PDF is a PDF. */
export function classify(body: Uint8Array, contentType: string | null): ContentKind {
  const declared = kindFromType(contentType);
  // a PDF, or binary data, sent as text (a misconfigured server): read by what it is, not shown as garbled text
  const sentAsText = declared !== undefined && declared !== 'binary' && declared !== 'pdf';
  const kind = sentAsText && (isPdfBytes(body) || looksBinary(body, contentType)) ? 'binary' : (declared ?? sniffKind(body));
  return kind === 'binary' && isPdfBytes(body) ? 'pdf' : kind;
}

/** Convert one body. Throws EngineError (UNSUPPORTED_CONTENT_TYPE, DECODE_FAILED …) for what cannot be read. */
export async function convertBody(input: ConvertInput, signal?: AbortSignal): Promise<ConvertOutput> {
  return withCost(await convertOnly(input, signal), input.costFrom);
}

async function convertOnly(input: ConvertInput, signal?: AbortSignal): Promise<ConvertOutput> {
  const kind = input.kind ?? classify(input.body, input.contentType);
  if (kind === 'pdf') {
    const pdf = await pdfToMarkdown(input.body, {
      maxChars: input.keepChars,
      signal,
      truncatedBody: input.truncated,
      maxBytes: input.maxBytes,
      ...(input.pdfTimeoutMs !== undefined ? { timeoutMs: input.pdfTimeoutMs } : {}),
    });
    const kept = keep(pdf.content, input.keepChars);
    return { charset: null, title: pdf.title, full: kept.full, complete: kept.complete && pdf.complete, totalChars: pdf.complete ? kept.totalChars : null, pdfPages: pdf.pageCount };
  }
  if (kind === 'binary') throw unsupportedTypeError(input.contentType, input.body);
  const decoded = decodeBody(input.body, input.contentType, kind === 'html');
  const { title, content, extraction } = convertContent(decoded.text, kind, input.url, input.contentType);
  const kept = keep(content, input.keepChars);
  const judge = kind === 'html' && input.renderCheck !== undefined && mayBeShell(input.renderCheck, kept.full.length);
  const shell = judge ? { verdict: detectShell(decoded.text, kept.full.length), servedDigest: createHash('sha256').update(input.body).digest('base64url') } : undefined;
  const inner = kind === 'html' && input.findInner ? innerPage(decoded.text, input.url, content.trim().length, input.refreshHeader) : undefined;
  return { charset: decoded.charset, title, ...kept, ...(extraction ? { extraction } : {}), ...(shell ? { shell } : {}), ...(inner ? { inner } : {}) };
}

/** An error as it crosses a thread: EngineErrors keep their code and status. */
export interface WireError {
  name: string;
  message: string;
  code?: ErrorCode;
  status?: number;
}

export function toWire(e: unknown): WireError {
  if (e instanceof EngineError) return { name: e.name, message: e.message, code: e.code, ...(e.status !== undefined ? { status: e.status } : {}) };
  const err = e as { name?: unknown; message?: unknown };
  return { name: typeof err?.name === 'string' ? err.name : 'Error', message: typeof err?.message === 'string' ? err.message : String(e) };
}

/** The EngineError a failed conversion becomes on the calling side. */
export function fromWire(w: WireError, url: string): EngineError {
  if (w.code) return new EngineError(w.code, w.message, w.status !== undefined ? { status: w.status } : undefined);
  // A RangeError is V8 refusing a too-deep stack or a too-long string: the page is past what can be converted.
  if (w.name === 'RangeError') {
    return new EngineError('CONVERSION_LIMIT', `${url} was received in full but is too large or too deeply nested to convert (${w.message}).`);
  }
  return new EngineError('DECODE_FAILED', `${url} was received but could not be converted: ${w.message}`);
}
