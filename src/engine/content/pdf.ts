// PDF → markdown: the text of each page, pages separated by a rule and a "[Page n of m]" line. The PDF reader
// (pdf.js) is large, so it lives in its own bundle (dist/pdf.js) and is loaded on the first PDF only.
import { EngineError } from '../types';
import { mediaType } from '../net/mediaType';
import { lazyModule } from '../util/lazyModule';

type Reader = typeof import('./pdfReader');

/** dist/pdf.js next to the bundle that runs; from source (tests) the TypeScript module itself. */
const reader = lazyModule<Reader>(__dirname, 'pdf.js', 'pdfReader');

/** The body starts with the PDF signature (allowing for a little junk before it, as readers do). */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** The URL's path names a .pdf file. */
export function isPdfUrl(url: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** Generic binary types servers use for downloads; a .pdf URL sent with one of them is read when its bytes are a PDF. */
const GENERIC_BINARY = new Set(['application/octet-stream', 'binary/octet-stream', 'application/x-download', 'application/force-download', 'application/download', 'application/unknown']);

export function isGenericBinaryType(contentType: string | null): boolean {
  return GENERIC_BINARY.has(mediaType(contentType));
}

export interface PdfContent {
  title: string | null;
  content: string;
  pageCount: number;
  /** False when reading stopped before the last page (the character budget was reached). */
  complete: boolean;
}

/** Settle as soon as the signal aborts, even if the work goes on until its next check. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function pdfError(e: unknown, truncatedBody: boolean, maxBytes: number): EngineError {
  const name = (e as { name?: string })?.name ?? '';
  if (name === 'PasswordException') {
    return new EngineError('DECODE_FAILED', 'The PDF is encrypted with a password, so its text cannot be read.', { cause: e });
  }
  if (truncatedBody) {
    return new EngineError(
      'DECODE_FAILED',
      `The PDF is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB size cap; only part of it was downloaded and that part cannot be read.`,
      { cause: e },
    );
  }
  const detail = e instanceof Error && e.message ? `: ${e.message}` : '';
  return new EngineError('DECODE_FAILED', `The PDF is damaged or not a PDF, so its text cannot be read${detail.replace(/\.$/, '')}.`, { cause: e });
}

/**
 * Read a PDF body as markdown, stopping after about `maxChars` characters. Encrypted, broken or cut-off PDFs are
 * DECODE_FAILED with a sentence that says which.
 */
export async function pdfToMarkdown(
  bytes: Uint8Array,
  options: { maxChars: number; signal?: AbortSignal; truncatedBody?: boolean; maxBytes?: number; timeoutMs?: number },
): Promise<PdfContent> {
  let load: Reader;
  try {
    load = reader.load();
  } catch (e) {
    throw new EngineError('DECODE_FAILED', 'The PDF reader is missing from this installation (dist/pdf.js), so PDFs cannot be read.', { cause: e });
  }
  // Reading is bounded like the download: the caller's signal and a deadline, checked between pages and raced here.
  const deadline = options.timeoutMs !== undefined ? AbortSignal.timeout(Math.max(1, options.timeoutMs)) : undefined;
  const signals = [options.signal, deadline].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length ? AbortSignal.any(signals) : undefined;
  let read: Awaited<ReturnType<Reader['readPdfText']>>;
  try {
    read = await raceAbort(load.readPdfText(bytes, { maxChars: options.maxChars, signal }), signal);
  } catch (e) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline?.aborted) {
      const secs = Math.round(options.timeoutMs! / 100) / 10;
      throw new EngineError('TIMEOUT', `Reading the PDF took longer than ${secs} s, so it was stopped.`, { cause: e });
    }
    throw pdfError(e, options.truncatedBody === true, options.maxBytes ?? 0);
  }
  if (read.complete && read.pages.every((t) => t.trim() === '')) {
    const content = `(This PDF has ${read.pageCount} page${read.pageCount === 1 ? '' : 's'} but no text layer; it may consist of scanned images.)`;
    return { title: read.title, content, pageCount: read.pageCount, complete: true };
  }
  const parts = read.pages.map((text, i) => {
    const body = tidy(text) || '(no text on this page)';
    return i === 0 ? body : `---\n\n[Page ${i + 1} of ${read.pageCount}]\n\n${body}`;
  });
  if (read.pageCount > 1 && parts.length) parts[0] = `[Page 1 of ${read.pageCount}]\n\n${parts[0]}`;
  return { title: read.title, content: parts.join('\n\n'), pageCount: read.pageCount, complete: read.complete };
}
