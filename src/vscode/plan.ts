// The URLs of a prompt as shown to people before anything is fetched (tool confirmation, QuickPick).
import * as vscode from 'vscode';
import type { PlannedUrl, PromptPlan } from '../engine/types';
import type { Engine } from './engine';

/** How long the DNS look-up behind the "private" flag may take before we fall back to the spelling alone. */
const PRIVATE_CHECK_MS = 1500;

export interface ShownUrl extends PlannedUrl {
  /** Private by spelling or by DNS: fetched locally, never sent to Gemini. */
  isPrivate: boolean;
}

/** Adds the DNS-based private flag to every planned URL (bounded; a failed look-up keeps the spelling's verdict). */
export async function withPrivateFlags(engine: Engine, plan: PromptPlan): Promise<ShownUrl[]> {
  const hosts = new Map<string, Promise<boolean>>();
  const check = (host: string): Promise<boolean> => {
    let p = hosts.get(host);
    if (!p) {
      p = Promise.race([
        // a host that does not resolve here is not called private (the engine decides its route)
        engine.resolveHost(host).then((r) => r.private, () => false),
        new Promise<boolean>((r) => setTimeout(() => r(false), PRIVATE_CHECK_MS).unref?.()),
      ]);
      hosts.set(host, p);
    }
    return p;
  };
  return Promise.all(plan.urls.map(async (u) => ({ ...u, isPrivate: u.privateHint || (await check(u.host)) })));
}

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

/** The confirmation shown before the tool runs: every URL, private ones flagged, rewrites shown. */
export function confirmationMarkdown(urls: ShownUrl[], willUseGemini: boolean): vscode.MarkdownString {
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
    if (u.isPrivate) {
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
  return md;
}
