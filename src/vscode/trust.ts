// Trusted domains: URLs whose hosts all match `webFetch.trustedDomains` skip the QuickPick and the tool
// confirmation; "Always allow" in the QuickPick adds a host to the user's list.
import * as vscode from 'vscode';
import { CONFIG_SECTION } from './ids';
import { loadEngine } from './engine';

/** The engine's pattern helpers: in the engine bundle, loaded on first use, not at activation. */
const trusted = loadEngine;

/** True when there is at least one URL and every one is on a trusted host. */
export function allUrlsTrusted(urls: readonly string[], trustedDomains: readonly string[]): boolean {
  return trustedDomains.length > 0 && trusted().allTrusted(urls, trustedDomains);
}

/** Adds the URL's host to the user's `webFetch.trustedDomains`. Returns the stored pattern. */
export async function alwaysAllow(url: string): Promise<string | undefined> {
  const t = trusted();
  const pattern = t.trustPatternFor(url);
  if (!pattern) return undefined;
  const c = vscode.workspace.getConfiguration(CONFIG_SECTION);
  const current = c.inspect<string[]>('trustedDomains')?.globalValue ?? [];
  await c.update('trustedDomains', t.addTrusted(current, pattern), vscode.ConfigurationTarget.Global);
  return pattern;
}

export function displayHost(pattern: string): string {
  return trusted().displayHost(pattern);
}
