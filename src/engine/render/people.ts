// Output for people: the markdown of the preview document (localized through an L10n, vscode.l10n in the
// extension; English by default). Shares the escapers (util/escape.ts) and the status wording (cite/status.ts)
// with the model and terminal outputs; the answer body comes from the run's pieces, so Sources appear once.
import { english, type L10n, type PageResult, type RunResult, type Source } from '../types';
import { peopleBody } from '../cite/cite';
import { statusPhrase } from '../cite/status';
import { formatBytes } from '../util/bytes';
import { markdownLinkTarget, markdownText } from '../util/escape';

export type AnswerOrigin =
  | { kind: 'gemini' }
  | { kind: 'chat-model'; model: string }
  | { kind: 'none'; reason: 'no-key-no-model' | 'model-failed' };

export interface ResultView {
  question: string;
  result: RunResult;
  /** The answer markdown a chat model wrote; for Gemini the run's pieces are rendered. Null when only the content is shown. */
  answer: string | null;
  origin: AnswerOrigin;
  /** Sources the answer's [n] refer to. */
  sources: Source[];
}

/** Sources for an answer written from fetched pages: [n] = the n-th fetched page. */
export function sourcesFromPages(pages: readonly PageResult[]): Source[] {
  return pages.map((p, i) => ({
    index: i + 1,
    title: p.title || p.url,
    url: p.url,
    status: p.ok ? (p.private ? 'fetched directly (private address)' : 'fetched directly') : `not read (${p.error?.code ?? 'ERROR'})`,
  }));
}

/**
 * Makes every plain citation [n] (or [n, m]) a link to its source. Already-linked citations
 * (`[[1]](url)` or `[1](url)`) and code spans are left alone.
 */
export function linkCitations(markdown: string, sources: readonly Source[]): string {
  const byIndex = new Map(sources.map((s) => [s.index, s.url]));
  const parts = markdown.split(/(```[\s\S]*?```|`[^`\n]*`)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part; // code
      return part.replace(/(?<!\[)\[(\d+(?:\s*,\s*\d+)*)\](?![(\[])/g, (whole, list: string) => {
        const nums = list.split(',').map((n) => Number(n.trim()));
        if (!nums.every((n) => byIndex.has(n))) return whole;
        return nums.map((n) => `[\\[${n}\\]](${markdownLinkTarget(byIndex.get(n)!)})`).join('');
      });
    })
    .join('');
}

function linkOrCode(url: string): string {
  return `[${markdownText(url)}](${markdownLinkTarget(url)})`;
}

type PageType = NonNullable<NonNullable<PageResult['report']>['extraction']>['pageType'];

function pageTypeLabel(t: PageType, l10n: L10n): string {
  switch (t) {
    case 'article': return l10n.t('article');
    case 'documentation': return l10n.t('documentation');
    case 'thread': return l10n.t('thread');
    case 'listing': return l10n.t('listing');
    case 'product': return l10n.t('product page');
    case 'app': return l10n.t('app');
    default: return markdownText(String(t));
  }
}

/**
 * How a directly read page was read: its form (served as markdown, its markdown alternate, HTML …), the page type and
 * extraction path, which part of a long page was kept, and the site's llms.txt.
 */
function readingBits(p: PageResult, l10n: L10n): string[] {
  const r = p.report;
  if (!r || !p.ok || r.route === 'gemini') return [];
  const bits: string[] = [];
  if (r.inner) {
    bits.push(r.inner.via === 'frame'
      ? l10n.t('read from the page its frame shows, {0}', linkOrCode(r.inner.url))
      : l10n.t('read from the page it refreshes to, {0}', linkOrCode(r.inner.url)));
  }
  if (r.alternateUrl) bits.push(l10n.t('read as markdown from {0}', linkOrCode(r.alternateUrl)));
  else if (r.form === 'markdown') bits.push(l10n.t('served as markdown'));
  else if (r.form === 'text') bits.push(l10n.t('plain text'));
  else if (r.form) bits.push(r.form.toUpperCase());
  const x = r.extraction;
  if (x) {
    const type = pageTypeLabel(x.pageType, l10n);
    bits.push(x.method === 'fallback'
      ? l10n.t('{0}, whole page ({1})', type, markdownText(x.reason ?? ''))
      : l10n.t('{0}, main content', type));
    if (x.truncated) bits.push(l10n.t('cut short: {0}', markdownText(x.truncated)));
    if (x.forSubscribers) bits.push(l10n.t('for subscribers only: may be just the free part'));
  }
  const sel = r.selection;
  if (sel?.mode === 'relevance') bits.push(l10n.t('relevant sections kept: {0} of {1}', sel.sectionsKept ?? 0, sel.sectionsTotal ?? 0));
  else if (sel?.mode === 'head' && p.truncated) bits.push(l10n.t('beginning kept'));
  if (r.llmsTxt) bits.push(l10n.t('the site has {0}', linkOrCode(r.llmsTxt)));
  return bits;
}

/** One line of the fetch report: route, HTTP status (or Gemini's retrieval status), charset, size, truncation. */
function reportLine(p: PageResult, n: number, l10n: L10n): string {
  // a page Gemini read itself has no HTTP status or size here, only Gemini's retrieval status
  const byGemini = p.report?.route === 'gemini';
  const bits: string[] = [p.report?.route ?? '—'];
  if (byGemini) bits.push(statusPhrase(p.report?.retrievalStatus ?? 'not reported', l10n));
  else if (p.status !== null) bits.push(`HTTP ${p.status}`);
  if (p.charset) bits.push(p.charset);
  if (!byGemini) bits.push(formatBytes(p.bytes));
  if (p.truncated) bits.push(`**${l10n.t('truncated')}**`);
  bits.push(...readingBits(p, l10n));
  if (p.report?.cache === 'hit') bits.push(l10n.t('from cache'));
  else if (p.report?.cache === 'revalidated') bits.push(l10n.t('from cache (revalidated)'));
  if (p.report?.redirects.length) bits.push(l10n.t('{0} redirect(s) → {1}', p.report.redirects.length, linkOrCode(p.report.finalUrl)));
  if (p.report && !byGemini) bits.push(`${p.report.timeMs} ms`);
  const render = p.report?.render;
  if (render?.status === 'rendered') bits.push(l10n.t('rendered: browser ({0} ms)', render.timeMs ?? 0));
  if (render?.note) bits.push(markdownText(render.note));
  if (!p.ok) bits.push(`**${p.error?.code ?? 'ERROR'}**: ${markdownText(p.error?.message ?? '')}`);
  return `${n}. ${linkOrCode(p.url)} — ${bits.join(' · ')}`;
}

function answerMarkdown(v: ResultView): string | null {
  if (v.origin.kind === 'gemini' && v.result.pieces) return peopleBody(v.result.pieces, v.sources).trimEnd();
  // a chat model's own words, "**Sources**" lines included: only its plain [n] markers become links
  return v.answer === null ? null : linkCitations(v.answer, v.sources);
}

/** The preview document. */
export function renderPreview(v: ResultView, l10n: L10n = english): string {
  const out: string[] = [];
  out.push(`# ${l10n.t('Web Fetch')}`, '');
  out.push(`**${l10n.t('Question')}:** ${markdownText(v.question)}`, '');
  const failed = v.result.pages.filter((p) => !p.ok);
  if (v.result.pages.length > 0 && failed.length === v.result.pages.length) {
    out.push(`> ${l10n.t('None of the URLs could be fetched. See the fetch report below.')}`, '');
  }
  const answer = answerMarkdown(v);
  if (answer) {
    const by =
      v.origin.kind === 'gemini' ? l10n.t('Answer (Gemini)') : v.origin.kind === 'chat-model'
        ? l10n.t('Answer ({0})', v.origin.model) : l10n.t('Answer');
    out.push(`## ${by}`, '', answer, '');
  } else {
    out.push(`## ${l10n.t('Page contents')}`, '');
    if (v.origin.kind === 'none' && v.origin.reason === 'no-key-no-model') {
      out.push(
        `> ${l10n.t('No answer was written: no Gemini API key is set and no chat model is available. Run "Web Fetch: Set Gemini API Key" to get cited answers.')}`,
        '',
      );
    } else {
      out.push(`> ${l10n.t('The chat model could not answer; here is the fetched content.')}`, '');
    }
    v.result.pages.forEach((p, i) => {
      if (!p.ok) return;
      out.push(`### [${i + 1}] ${markdownText(p.title || p.url)}`, '', `<${p.url}>`, '', p.content, '');
      if (p.truncated) out.push(`*${l10n.t('Truncated at the token budget (webFetch.maxTokens).')}*`, '');
    });
  }
  if (v.sources.length) {
    out.push(`## ${l10n.t('Sources')}`, '');
    for (const s of v.sources) {
      const status = s.status ? ` — ${markdownText(statusPhrase(s.status, l10n))}` : '';
      out.push(`${s.index}. [${markdownText(s.title || s.url)}](${markdownLinkTarget(s.url)}) — \`${s.url}\`${status}`);
    }
    out.push('');
  }
  out.push(`## ${l10n.t('Fetch report')}`, '', ...v.result.pages.map((p, i) => reportLine(p, i + 1, l10n)), '');
  if (v.result.notes?.length) {
    out.push('', ...v.result.notes.map((n) => `- ${markdownText(n)}`));
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
