// Renders a result as the markdown of the preview document. Shown to people, so localized.
import * as vscode from 'vscode';
import type { PageResult, RunResult, Source } from '../../engine/types';
import { size } from '../modelText';

export type AnswerOrigin =
  | { kind: 'gemini' }
  | { kind: 'chat-model'; model: string }
  | { kind: 'none'; reason: 'no-key-no-model' | 'model-failed' };

export interface ResultView {
  question: string;
  result: RunResult;
  /** Answer markdown (Gemini's, or the chat model's); null when only the content is shown. */
  answer: string | null;
  origin: AnswerOrigin;
  /** Sources the answer's [n] refer to. */
  sources: Source[];
}

/** Sources for an answer written from fetched pages: [n] = the n-th fetched page. */
export function sourcesFromPages(pages: PageResult[]): Source[] {
  return pages.map((p, i) => ({
    index: i + 1,
    title: p.title || p.url,
    url: p.url,
    status: p.ok ? vscode.l10n.t('fetched directly') : vscode.l10n.t('failed: {0}', p.error?.code ?? 'ERROR'),
  }));
}

function mdEscape(s: string): string {
  return s.replace(/([\\`*_{}[\]<>()#+!|])/g, '\\$1');
}

function linkTarget(url: string): string {
  return `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;
}

/**
 * Makes every plain citation [n] (or [n, m]) a link to its source. Already-linked citations
 * (`[[1]](url)` or `[1](url)`) and code spans are left alone.
 */
export function linkCitations(markdown: string, sources: Source[]): string {
  const byIndex = new Map(sources.map((s) => [s.index, s.url]));
  const parts = markdown.split(/(```[\s\S]*?```|`[^`\n]*`)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part; // code
      return part.replace(/(?<!\[)\[(\d+(?:\s*,\s*\d+)*)\](?![(\[])/g, (whole, list: string) => {
        const nums = list.split(',').map((n) => Number(n.trim()));
        if (!nums.every((n) => byIndex.has(n))) return whole;
        return nums.map((n) => `[\\[${n}\\]](${linkTarget(byIndex.get(n)!)})`).join('');
      });
    })
    .join('');
}

/** The engine's answer may end with its own "**Sources**" list; the preview renders one Sources section for every origin. */
export function withoutSourcesList(answer: string): string {
  return answer.replace(/\n+\*\*Sources\*\*\n[\s\S]*$/, '');
}

/** A source's retrieval status in words (Gemini's URL_RETRIEVAL_STATUS_* codes are kept in parentheses). */
export function statusLabel(status: string): string {
  if (status === 'URL_RETRIEVAL_STATUS_SUCCESS') return vscode.l10n.t('retrieved by Gemini');
  if (status.startsWith('URL_RETRIEVAL_STATUS_')) return vscode.l10n.t('not retrieved by Gemini ({0})', status);
  return status;
}


/** One line of the fetch report: route, HTTP status (or Gemini's retrieval status), charset, size, truncation. */
function reportLine(p: PageResult, n: number): string {
  // a page Gemini read itself has no HTTP status or size here, only Gemini's retrieval status
  const byGemini = p.report?.route === 'gemini';
  const bits: string[] = [p.report?.route ?? '—'];
  if (byGemini) bits.push(statusLabel(p.report?.retrievalStatus ?? '—'));
  else if (p.status !== null) bits.push(`HTTP ${p.status}`);
  if (p.charset) bits.push(p.charset);
  if (!byGemini) bits.push(size(p.bytes));
  if (p.truncated) bits.push(`**${vscode.l10n.t('truncated')}**`);
  if (p.report?.cache === 'hit') bits.push(vscode.l10n.t('from cache'));
  else if (p.report?.cache === 'revalidated') bits.push(vscode.l10n.t('from cache (revalidated)'));
  if (p.report?.redirects.length) bits.push(vscode.l10n.t('{0} redirect(s) → {1}', p.report.redirects.length, linkOrCode(p.report.finalUrl)));
  if (p.report && !byGemini) bits.push(`${p.report.timeMs} ms`);
  if (!p.ok) bits.push(`**${p.error?.code ?? 'ERROR'}**: ${mdEscape(p.error?.message ?? '')}`);
  return `${n}. ${linkOrCode(p.url)} — ${bits.join(' · ')}`;
}

function linkOrCode(url: string): string {
  return `[${mdEscape(url)}](${linkTarget(url)})`;
}

export function renderResult(v: ResultView): string {
  const out: string[] = [];
  out.push(`# ${vscode.l10n.t('Web Fetch')}`, '');
  out.push(`**${vscode.l10n.t('Question')}:** ${mdEscape(v.question)}`, '');
  const failed = v.result.pages.filter((p) => !p.ok);
  if (v.result.pages.length > 0 && failed.length === v.result.pages.length) {
    out.push(`> ${vscode.l10n.t('None of the URLs could be fetched. See the fetch report below.')}`, '');
  }
  if (v.answer) {
    const by =
      v.origin.kind === 'gemini' ? vscode.l10n.t('Answer (Gemini)') : v.origin.kind === 'chat-model'
        ? vscode.l10n.t('Answer ({0})', v.origin.model) : vscode.l10n.t('Answer');
    out.push(`## ${by}`, '', linkCitations(withoutSourcesList(v.answer), v.sources), '');
  } else {
    out.push(`## ${vscode.l10n.t('Page contents')}`, '');
    if (v.origin.kind === 'none' && v.origin.reason === 'no-key-no-model') {
      out.push(
        `> ${vscode.l10n.t('No answer was written: no Gemini API key is set and no chat model is available. Run "Web Fetch: Set Gemini API Key" to get cited answers.')}`,
        '',
      );
    } else {
      out.push(`> ${vscode.l10n.t('The chat model could not answer; here is the fetched content.')}`, '');
    }
    v.result.pages.forEach((p, i) => {
      if (!p.ok) return;
      out.push(`### [${i + 1}] ${mdEscape(p.title || p.url)}`, '', `<${p.url}>`, '', p.content, '');
      if (p.truncated) out.push(`*${vscode.l10n.t('Truncated at the character budget (webFetch.maxCharacters).')}*`, '');
    });
  }
  if (v.sources.length) {
    out.push(`## ${vscode.l10n.t('Sources')}`, '');
    for (const s of v.sources) {
      out.push(`${s.index}. [${mdEscape(s.title || s.url)}](${linkTarget(s.url)}) — \`${s.url}\`${s.status ? ` — ${mdEscape(statusLabel(s.status))}` : ''}`);
    }
    out.push('');
  }
  out.push(`## ${vscode.l10n.t('Fetch report')}`, '', ...v.result.pages.map((p, i) => reportLine(p, i + 1)), '');
  if (v.result.notes?.length) {
    out.push('', ...v.result.notes.map((n) => `- ${mdEscape(n)}`));
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
