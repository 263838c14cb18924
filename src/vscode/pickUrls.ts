// The QuickPick where people confirm (or uncheck) the URLs before anything is fetched.
import * as vscode from 'vscode';
import type { ShownUrl } from './plan';
import { rewriteLabel } from './plan';
import { alwaysAllow, displayHost } from './trust';

interface UrlItem extends vscode.QuickPickItem {
  index: number;
}

function itemFor(u: ShownUrl): UrlItem {
  const flags = [u.isPrivate ? vscode.l10n.t('private') : undefined, u.blocked ? vscode.l10n.t('blocked by your settings') : undefined];
  const description = [u.host, ...flags.filter((f): f is string => f !== undefined)].join(' · ');
  const button: vscode.QuickInputButton = {
    iconPath: new vscode.ThemeIcon('workspace-trusted'),
    tooltip: vscode.l10n.t('Always allow this host (add it to webFetch.trustedDomains)'),
  };
  return { label: u.url, description, detail: rewriteLabel(u), index: u.index, picked: true, buttons: [button] };
}

/**
 * Lists every URL, all checked. Resolves to the indices still checked on accept (possibly none),
 * or undefined when the pick is dismissed (Escape): then nothing is fetched.
 */
export function pickUrls(urls: readonly ShownUrl[], willUseGemini: boolean): Promise<number[] | undefined> {
  const qp = vscode.window.createQuickPick<UrlItem>();
  qp.title = vscode.l10n.t('Web Fetch: choose the URLs to fetch');
  qp.placeholder = willUseGemini
    ? vscode.l10n.t('Uncheck any URL you do not want fetched. Private addresses are read locally; Gemini gets their text, never their address.')
    : vscode.l10n.t('Uncheck any URL you do not want fetched.');
  qp.canSelectMany = true;
  qp.ignoreFocusOut = true;
  qp.matchOnDescription = true;
  qp.items = urls.map(itemFor);
  qp.selectedItems = qp.items;
  return new Promise((resolve) => {
    let accepted = false;
    qp.onDidAccept(() => {
      accepted = true;
      resolve(qp.selectedItems.map((i) => i.index).sort((a, b) => a - b));
      qp.hide();
    });
    qp.onDidTriggerItemButton(async (e) => {
      const pattern = await alwaysAllow(e.item.label);
      if (pattern) {
        void vscode.window.showInformationMessage(
          vscode.l10n.t('{0} is now trusted: its URLs are fetched without asking. Remove it from webFetch.trustedDomains to ask again.', displayHost(pattern)),
        );
      }
    });
    qp.onDidHide(() => {
      if (!accepted) resolve(undefined);
      qp.dispose();
    });
    qp.show();
  });
}
