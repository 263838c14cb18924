// The terminal output of a run (the CLI's text mode): a cited answer with plain [n] markers and a numbered Sources
// list (OSC 8 hyperlinks when stdout is a terminal), or each page's content with its status line; the run's notes
// and anything the person must know (no answer written, an offset past the end) go to stderr.
import type { PageResult, RunResult, Source } from '../types';
import { modelBody } from '../cite/cite';
import { describeStatus, isReadStatus } from '../cite/status';
import { terminalSafe } from '../util/escape';

export { terminalSafe };

export interface TerminalOptions {
  /** stdout is a terminal: links become OSC 8 hyperlinks. */
  tty: boolean;
  /** The --offset the person asked for (0 when none). */
  offset: number;
}

export interface TerminalOutput {
  stdout: string;
  /** Lines for stderr (without the "web-fetch: " prefix). */
  stderr: string[];
  /** False when nothing usable came back: every URL failed, or every page was read past its end. */
  ok: boolean;
}

const ESC = '\u001b';
/** An OSC 8 hyperlink (shown as `text`, opening `url`); the URL cannot carry control characters. */
export function hyperlink(text: string, url: string): string {
  return `${ESC}]8;;${terminalSafe(url)}${ESC}\\${text}${ESC}]8;;${ESC}\\`;
}

export function thousands(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * The answer's body without citation link syntax: "[text](url)" becomes the text followed by the URL (or an OSC 8
 * link on a terminal); escaped brackets "\[" lose their backslash.
 */
function plainAnswer(markdown: string, tty: boolean): string {
  const linked = markdown.replace(/\[((?:\\.|[^\]\\\n])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"\n]*")?\s*\)/g, (_m, text: string, url: string) => {
    const label = text.replace(/\\([[\]\\*_`])/g, '$1');
    if (/^\[\d+\]$/.test(label)) return label; // a citation marker: the Sources list carries its link
    if (tty) return hyperlink(label, url);
    return label === url ? url : `${label} (${url})`;
  });
  return linked.replace(/\\([[\]])/g, '$1');
}

/** The answer's body: from its pieces (no Sources list to cut off); else the model-facing text before "Sources:". */
function answerBody(r: RunResult): string {
  if (r.pieces) return modelBody(r.pieces);
  if (r.answerForModel) {
    const cut = r.sources.length ? r.answerForModel.lastIndexOf('\n\nSources:\n') : -1;
    return cut >= 0 ? r.answerForModel.slice(0, cut) : r.answerForModel;
  }
  return r.answer ?? '';
}

function sourcesList(sources: readonly Source[], tty: boolean): string[] {
  if (sources.length === 0) return [];
  const width = String(sources[sources.length - 1]!.index).length;
  const lines = sources.map((s) => {
    const n = `  ${`[${s.index}]`.padStart(width + 2)}`;
    const title = terminalSafe(s.title.replace(/\s+/g, ' ').trim()) || s.url;
    const shown = tty ? hyperlink(title, s.url) : title;
    const status = isReadStatus(s.status) ? '' : ` (not read: ${describeStatus(s.status!)})`;
    return `${n} ${shown}${title === s.url ? '' : `\n${' '.repeat(width + 5)}${terminalSafe(s.url)}`}${status}`;
  });
  return ['Sources', ...lines];
}

/** "[cut at 2,000 of 48,310 characters: continue with --offset 2000]" */
export function cutLine(p: PageResult): string {
  if (p.nextOffset === null) return '[cut here: the body exceeded the size cap]';
  const total = p.report?.totalChars;
  const of = total !== undefined && total !== null ? ` of ${thousands(total)}` : '';
  if (p.report?.selection?.mode === 'relevance') {
    // Not a prefix: the outline and the best sections were kept, each omitted part marked with its own offset.
    return `[relevant sections kept${of ? `${of} characters` : ''}: the first omitted part continues with --offset ${p.nextOffset}]`;
  }
  return `[cut at ${thousands(p.nextOffset)}${of} characters: continue with --offset ${p.nextOffset}]`;
}

/**
 * How a page was read, on one line: its form (served as markdown, its markdown alternate, HTML …), the page type and
 * extraction path, which part of a long page was kept, and the site's llms.txt. Empty when nothing is known.
 */
export function readingLine(p: PageResult): string {
  const r = p.report;
  if (!r || !p.ok || r.route === 'gemini') return '';
  const bits: string[] = [];
  if (r.inner) bits.push(`${r.inner.via === 'frame' ? 'from its frame' : 'from its refresh to'} ${terminalSafe(r.inner.url)}`);
  if (r.alternateUrl) bits.push(`markdown alternate ${terminalSafe(r.alternateUrl)}`);
  else if (r.form === 'markdown') bits.push('served as markdown');
  else if (r.form) bits.push(r.form === 'text' ? 'plain text' : r.form.toUpperCase());
  const x = r.extraction;
  if (x) {
    bits.push(x.method === 'fallback' ? `${x.pageType}, whole page (${terminalSafe(x.reason ?? '')})` : `${x.pageType}, main content`);
    if (x.truncated) bits.push(`cut short: ${terminalSafe(x.truncated)}`);
    if (x.forSubscribers) bits.push('for subscribers only: may be just the free part');
  }
  const sel = r.selection;
  if (sel?.mode === 'relevance') bits.push(`relevant sections kept: ${sel.sectionsKept ?? 0} of ${sel.sectionsTotal ?? 0}`);
  else if (sel?.mode === 'head' && p.truncated) bits.push('beginning kept');
  if (r.llmsTxt) bits.push(`the site has ${terminalSafe(r.llmsTxt)}`);
  return bits.join(' · ');
}

/** True when the page was read but the offset asked for starts at or past its end. */
export function pastTheEnd(p: PageResult, offset: number): boolean {
  const total = p.report?.totalChars;
  return p.ok && offset > 0 && total !== undefined && total !== null && offset >= total && p.content === '';
}

export function renderTerminal(r: RunResult, opts: TerminalOptions): TerminalOutput {
  const out: string[] = [];
  const err: string[] = (r.notes ?? []).map((n) => terminalSafe(n));
  if (r.answer) {
    out.push(plainAnswer(terminalSafe(answerBody(r)), opts.tty).trim(), '');
    const list = sourcesList(r.sources, opts.tty);
    if (list.length) out.push(...list, '');
  } else if (r.route !== 'direct') {
    // Gemini was asked but wrote nothing: say why on stderr (the notes say it), the pages follow on stdout.
    if (err.length === 0) err.push('No answer was written; the pages are shown as fetched.');
  }
  let usable = r.answer !== null;
  for (const p of r.pages) {
    if (r.answer && p.ok) continue; // the answer already covers pages that were read
    const title = p.title ? ` — ${terminalSafe(p.title)}` : '';
    out.push(`=== [${p.ok ? 'ok' : 'failed'}] ${terminalSafe(p.url)}${title}`);
    if (p.fetchedUrl !== p.url) out.push(`    fetched: ${terminalSafe(p.fetchedUrl)}`);
    if (!p.ok) {
      out.push(`    ${p.error!.code}: ${terminalSafe(p.error!.message)}`, '');
      continue;
    }
    const render = p.report?.render;
    const rendered = render?.status === 'rendered' ? ` · rendered: browser (${render.timeMs} ms)` : '';
    out.push(`    status ${p.status} · ${p.contentType ?? 'unknown type'} · ${p.charset ?? '-'} · ${thousands(p.bytes)} bytes${p.private ? ' · private (fetched locally)' : ''}${rendered}`);
    if (render?.note) out.push(`    note: ${terminalSafe(render.note)}`);
    const read = readingLine(p);
    if (read) out.push(`    read: ${read}`);
    out.push('');
    if (pastTheEnd(p, opts.offset)) {
      const msg = `--offset ${opts.offset} is past the end of ${p.url}: it has ${thousands(p.report!.totalChars!)} characters.`;
      out.push(`[${msg}]`, '');
      err.push(msg);
      continue;
    }
    usable = true;
    out.push(terminalSafe(p.content).trim() || '(the page is empty)', '');
    if (p.truncated) out.push(cutLine(p), '');
  }
  return { stdout: out.join('\n'), stderr: err, ok: usable };
}
