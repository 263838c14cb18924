// The rest of "trusted domains": "Always allow <host>" links in the tool confirmation, and
// "Web Fetch: Manage Trusted Domains", which lists the user's trusted domains and removes the checked ones.
// Only the user's (global) list is ever written, never the workspace's.
import * as vscode from 'vscode';
import { COMMANDS, CONFIG_SECTION } from './ids';
import { loadEngine } from './engine';
import { alwaysAllow, displayHost } from './trust';

/** The engine's pattern helpers: in the engine bundle, loaded on first use, not at activation. */
const trusted = loadEngine;

function mdText(s: string): string {
  return s.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, '\\$1');
}

/**
 * Appends "Always allow <host>" command links for every host not trusted yet. A click adds the host to the user's
 * webFetch.trustedDomains; this request still waits for Continue, the next one on that host is not confirmed.
 */
export function appendAlwaysAllow(md: vscode.MarkdownString, urls: readonly string[], trustedDomains: readonly string[]): void {
  const t = trusted();
  const patterns = [...new Set(urls.filter((u) => !t.isTrustedUrl(u, trustedDomains)).map((u) => t.trustPatternFor(u)))].filter(
    (p): p is string => p !== undefined,
  );
  if (patterns.length === 0) return;
  md.isTrusted = { enabledCommands: [COMMANDS.trustHost] };
  const links = patterns.map(
    (p) => `[${mdText(vscode.l10n.t('Always allow {0}', displayHost(p)))}](command:${COMMANDS.trustHost}?${encodeURIComponent(JSON.stringify([p]))})`,
  );
  md.appendMarkdown(`\n${links.join(' · ')}\n`);
}

/** The command behind the links: trusts a host (or the host of a URL) in the user's settings. */
export async function trustHostCommand(hostOrUrl: unknown, log: vscode.LogOutputChannel): Promise<string | undefined> {
  if (typeof hostOrUrl !== 'string' || !hostOrUrl.trim()) return undefined;
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(hostOrUrl) ? hostOrUrl : `https://${hostOrUrl.trim()}/`;
  const pattern = await alwaysAllow(url);
  if (!pattern) return undefined;
  log.info(`trusted domain added to user settings: ${pattern}`);
  void vscode.window.showInformationMessage(
    vscode.l10n.t('{0} is now trusted: its URLs are fetched without asking. Remove it from webFetch.trustedDomains to ask again.', displayHost(pattern)),
  );
  return pattern;
}

/** Lists the user's trusted domains; the checked ones are removed on accept. */
export async function manageTrustedDomains(log: vscode.LogOutputChannel): Promise<void> {
  const c = vscode.workspace.getConfiguration(CONFIG_SECTION);
  const raw = c.inspect<unknown>('trustedDomains')?.globalValue;
  const list = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  if (list.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No trusted domains yet. Choose "Always allow" when Web Fetch asks about a URL, or add hosts to webFetch.trustedDomains.'),
    );
    return;
  }
  const picked = await vscode.window.showQuickPick(
    list.map((p) => ({ label: displayHost(p), description: displayHost(p) !== p ? p : undefined, pattern: p })),
    {
      title: vscode.l10n.t('Web Fetch: Trusted Domains'),
      placeHolder: vscode.l10n.t('URLs on these hosts are fetched without asking. Check the ones to remove.'),
      canPickMany: true,
      ignoreFocusOut: true,
    },
  );
  if (!picked?.length) return;
  const t = trusted();
  const next = picked.reduce<string[]>((acc, p) => t.removeTrusted(acc, p.pattern), list);
  await c.update('trustedDomains', next.length ? next : undefined, vscode.ConfigurationTarget.Global);
  log.info(`trusted domains removed from user settings: ${picked.map((p) => p.pattern).join(', ')}`);
  void vscode.window.showInformationMessage(vscode.l10n.t('Removed {0} trusted domain(s).', picked.length));
}
