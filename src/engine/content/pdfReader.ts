// The heavy half of PDF support: pdf.js (through unpdf's serverless build, which needs no worker and no canvas).
// esbuild bundles this file on its own (dist/pdf.js, ~1.6 MB), loaded only when a PDF arrives; see pdf.ts.
import { getDocumentProxy } from 'unpdf';

export interface PdfText {
  /** Pages in the document. */
  pageCount: number;
  /** Text of the pages read, in order (may stop before the last page, see `complete`). */
  pages: string[];
  /** The document information Title, when set. */
  title: string | null;
  /** False when reading stopped early because enough characters were collected. */
  complete: boolean;
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * Extract the text of a PDF, page by page, stopping once `maxChars` characters are collected or the signal aborts.
 * Throws pdf.js errors as they are (PasswordException, InvalidPDFException …); pdf.ts names them.
 */
export async function readPdfText(data: Uint8Array, options: { maxChars: number; signal?: AbortSignal }): Promise<PdfText> {
  // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const doc = await getDocumentProxy(new Uint8Array(data), {
    verbosity: 0,
    isEvalSupported: false,
    stopAtErrors: false,
  } as Parameters<typeof getDocumentProxy>[1]);
  try {
    let title: string | null = null;
    try {
      const meta = await doc.getMetadata();
      const t = (meta.info as { Title?: unknown } | undefined)?.Title;
      if (typeof t === 'string' && t.trim()) title = t.trim();
    } catch {
      // metadata is optional
    }
    const pages: string[] = [];
    let chars = 0;
    for (let i = 1; i <= doc.numPages; i++) {
      // pdf.js works in microtasks: yield to the event loop so timers (the deadline) and cancel can fire.
      await new Promise((resolve) => setImmediate(resolve));
      if (options.signal?.aborted) throw options.signal.reason;
      if (chars >= options.maxChars) return { pageCount: doc.numPages, pages, title, complete: false };
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .filter((item) => typeof item.str === 'string')
        .map((item) => item.str! + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      chars += text.length;
    }
    return { pageCount: doc.numPages, pages, title, complete: true };
  } finally {
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}
