import { promises as fs } from 'node:fs';
import * as vscode from 'vscode';
import { API_KEY_ENV, COMMANDS } from './ids';
import { askAboutUrl } from './ask';
import { prefillFromEditor } from './urlAtCursor';
import { showResult, type ResultStore } from './preview';
import type { Services } from './services';
import { manageTrustedDomains, trustHostCommand } from './trustedDomains';

/**
 * Empty the response cache, memory and disk. Before the engine's first use memory holds nothing, so the engine is
 * not built for this: the disk cache's folder is removed directly.
 */
async function clearCache(s: Services): Promise<void> {
  try {
    const engine = s.engine.built;
    if (engine) await engine.clearCache();
    if (s.cacheDir) await fs.rm(s.cacheDir, { recursive: true, force: true });
    s.log.info('response cache cleared (memory and disk)');
    void vscode.window.showInformationMessage(vscode.l10n.t('Web Fetch cache cleared: the next request fetches every page again.'));
  } catch (e) {
    s.log.error(`clearing the cache failed: ${(e as Error).message}`);
    void vscode.window.showErrorMessage(vscode.l10n.t('Web Fetch could not clear its cache: {0}', (e as Error).message));
  }
}

async function setApiKey(s: Services): Promise<boolean> {
  const key = await vscode.window.showInputBox({
    title: vscode.l10n.t('Web Fetch: Set Gemini API Key'),
    prompt: vscode.l10n.t('Paste your Gemini API key (from Google AI Studio). It is kept in VS Code\'s secret storage.'),
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('The key cannot be empty.')),
  });
  if (!key?.trim()) return false;
  await s.keys.store(key);
  s.log.info('Gemini API key stored in secret storage');
  void vscode.window.showInformationMessage(vscode.l10n.t('Gemini API key saved. Web Fetch now answers with Gemini.'));
  return true;
}

async function clearApiKey(s: Services): Promise<void> {
  await s.keys.clear();
  s.log.info('Gemini API key removed from secret storage');
  void vscode.window.showInformationMessage(
    process.env[API_KEY_ENV]
      ? vscode.l10n.t('Gemini API key cleared. The {0} environment variable is still set and will be used.', API_KEY_ENV)
      : vscode.l10n.t('Gemini API key cleared.'),
  );
}

async function showRecent(store: ResultStore): Promise<void> {
  const items = store.list().map((r) => ({
    label: r.question.length > 80 ? `${r.question.slice(0, 79)}…` : r.question,
    description: new Date(r.createdAt).toLocaleTimeString(),
    id: r.id,
  }));
  if (items.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No Web Fetch results yet. Run "Web Fetch: Ask about URL" first.'));
    return;
  }
  const pick = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Web Fetch: Recent Results') });
  if (pick) await showResult(store.uriOf(pick.id));
}

export function registerCommands(s: Services, store: ResultStore): vscode.Disposable {
  const ask = (initial?: unknown) =>
    askAboutUrl(s, store, typeof initial === 'string' ? initial : prefillFromEditor(vscode.window.activeTextEditor));
  return vscode.Disposable.from(
    vscode.commands.registerCommand(COMMANDS.askAboutUrl, ask),
    // from the editor context menu: the argument is the document URI; the URL comes from the cursor
    vscode.commands.registerCommand(COMMANDS.askAboutThisUrl, () => ask()),
    vscode.commands.registerCommand(COMMANDS.setApiKey, () => setApiKey(s)),
    vscode.commands.registerCommand(COMMANDS.clearApiKey, () => clearApiKey(s)),
    vscode.commands.registerCommand(COMMANDS.showLog, () => s.log.show()),
    vscode.commands.registerCommand(COMMANDS.showRecentResults, () => showRecent(store)),
    vscode.commands.registerCommand(COMMANDS.manageTrustedDomains, () => manageTrustedDomains(s.log)),
    vscode.commands.registerCommand(COMMANDS.trustHost, (host: unknown) => trustHostCommand(host, s.log)),
    vscode.commands.registerCommand(COMMANDS.clearCache, () => clearCache(s)),
  );
}
