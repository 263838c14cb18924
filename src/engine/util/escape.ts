// The one set of escapers every text output shares (answers, tool text, preview, terminal).

/**
 * Runs of white space other than a lone space: a run of two or more, or one that holds a newline, a tab or another
 * space character. A lone space, by far the most common run, is left as it is rather than replaced by itself, which
 * makes collapsing many times faster (no match for each word).
 */
const SPACE_RUNS = /[^\S ]\s*| \s+/g;

/** Runs of white space (newlines included) as one space each. */
export function spaced(text: string): string {
  return text.replace(SPACE_RUNS, ' ');
}

/** Text on one line: runs of white space (newlines included) become one space. */
export function oneLine(text: string): string {
  return spaced(text).trim();
}

/** A URL safe inside a markdown link destination `(…)`. */
export function markdownUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** A URL as a markdown link destination in angle brackets `<…>` (spaces and brackets percent-encoded). */
export function markdownLinkTarget(url: string): string {
  return `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;
}

/** Text safe as markdown link text `[…]`, on one line. */
export function markdownLinkText(text: string): string {
  return oneLine(text).replace(/[\\[\]*_`]/g, (c) => `\\${c}`);
}

/** Text that markdown shows literally (no emphasis, links, HTML or headings). */
export function markdownText(s: string): string {
  return s.replace(/([\\`*_{}[\]<>()#+!|])/g, '\\$1');
}

/** A value safe inside a double-quoted XML/HTML attribute. */
export function xmlAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Control characters a page or an answer could use to drive the terminal (escape sequences, bells, backspaces). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text from a page or a model, made inert for a terminal: no escape sequences survive. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, '');
}
