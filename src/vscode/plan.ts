// The URLs of a prompt as shown to people before anything is fetched (tool confirmation, QuickPick).
import * as vscode from 'vscode';
import type { PlannedUrl } from '../engine/types';
import type { Plan, PlanUrl } from '../engine/engine';

/** A URL as the confirmation shows it: the engine's plan decided its private flag (one DNS answer per host). */
export type ShownUrl = PlanUrl;

function rewriteKind(kind: NonNullable<PlannedUrl['rewrite']>['kind']): string {
  return kind === 'github-blob' ? 'GitHub blob → raw' : kind === 'gitlab-blob' ? 'GitLab blob → raw' : 'Gist → raw';
}

/** "GitHub blob → raw: fetches https://raw…" (plain text, for the QuickPick). */
export function rewriteLabel(u: PlannedUrl, format: (s: string) => string = (s) => s, code: (s: string) => string = (s) => s): string | undefined {
  if (!u.rewrite) return undefined;
  return vscode.l10n.t('{0}: fetches {1}', format(rewriteKind(u.rewrite.kind)), code(u.rewrite.to));
}

/** Escapes text for markdown (MarkdownString.appendText would also turn spaces into &nbsp;). */
function mdText(s: string): string {
  return s.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, '\\$1');
}

/** A URL shown literally: an inline code span with a fence longer than any backtick run inside it. */
function mdCode(s: string): string {
  const fence = '`'.repeat(Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  return `${fence}${s.startsWith('`') || s.endsWith('`') ? ` ${s} ` : s}${fence}`;
}

/** The confirmation shown before the tool runs: the plan's URLs, private ones flagged, rewrites shown. */
export function confirmationMarkdown(plan: Plan): vscode.MarkdownString {
  const urls = plan.urls;
  const willUseGemini = plan.route === 'gemini';
  const md = new vscode.MarkdownString();
  md.appendMarkdown(
    urls.length === 1
      ? vscode.l10n.t('Web Fetch will read this URL:')
      : vscode.l10n.t('Web Fetch will read these {0} URLs:', urls.length),
  );
  md.appendMarkdown('\n\n');
  for (const [i, u] of urls.entries()) {
    md.appendMarkdown(`${i + 1}. ${mdCode(u.url)}`);
    const notes: string[] = [];
    // the plan's policy verdict: this URL will not be fetched (webFetch.blockedDomains / allowedDomains)
    if (u.blocked) notes.push(mdText(vscode.l10n.t('blocked by your settings, not fetched: {0}', u.blocked.message)));
    else if (u.isPrivate) {
      notes.push(mdText(
        willUseGemini
          ? vscode.l10n.t('private address: fetched locally; its address is not sent to Gemini, only its text')
          : vscode.l10n.t('private address: fetched locally'),
      ));
    }
    const rw = rewriteLabel(u, mdText, mdCode);
    if (rw) notes.push(rw);
    for (const n of notes) md.appendMarkdown(`\n   - ${n}`);
    md.appendMarkdown('\n');
  }
  // URLs of the prompt the plan cannot fetch (credentials, another scheme …): named, so nothing is silently dropped
  if (plan.invalid?.length) {
    md.appendMarkdown(`\n${vscode.l10n.t('Not fetched:')}\n\n`);
    for (const u of plan.invalid) md.appendMarkdown(`- ${mdCode(u.url)}: ${mdText(u.error.message)}\n`);
  }
  return md;
}
