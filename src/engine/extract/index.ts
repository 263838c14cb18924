// Main-content extraction: HTML → markdown + text + metadata.
// Placeholder: the whole page through html-to-text (issue 3 replaces this).
import { convert } from 'html-to-text';

export interface ExtractOptions {
  url?: string;
  contentType?: string;
}

export interface ExtractResult {
  title: string | null;
  byline: string | null;
  siteName: string | null;
  published: string | null;
  lang: string | null;
  excerpt: string | null;
  markdown: string;
  text: string;
}

export function extract(html: string, options: ExtractOptions = {}): ExtractResult {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() || null;
  const text = convert(html, { wordwrap: false, baseElements: { selectors: ['body'] } });
  return { title, byline: null, siteName: null, published: null, lang: null, excerpt: null, markdown: text, text };
}
