// Trusted domains from the tool confirmation and the manage command (the QuickPick button is in 20-ask).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { click } from './driver';
import { startPages, type TestServer } from './servers';
import { acceptQuickInput, quickPickRows, QUICK_ROWS } from './ui';
import { activateExtension, eventually, invokeTool, resetSettings, setSetting, type Api } from './util';

function userTrusted(): string[] | undefined {
  return vscode.workspace.getConfiguration('webFetch').inspect<string[]>('trustedDomains')?.globalValue;
}

describe('trusted domains: tool confirmation and Manage Trusted Domains', () => {
  let pages: TestServer;
  let api: Api;
  const token = () => new vscode.CancellationTokenSource().token;

  before(async () => {
    api = await activateExtension();
    await resetSettings();
    pages = await startPages();
  });
  after(async () => {
    await resetSettings();
    await pages.close();
  });
  afterEach(async () => {
    await resetSettings();
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });

  it('the confirmation offers "Always allow <host>"; it adds the host to the user settings and the next invocation is not confirmed', async () => {
    const prompt = `Read ${pages.url}/alpha and https://github.com/owner/repo/blob/main/README.md`;
    const first = await api.tool.prepareInvocation!({ input: { prompt } }, token());
    const md = first!.confirmationMessages!.message as vscode.MarkdownString;
    const local = /\[Always allow 127\\\.0\\\.0\\\.1\]\(command:webFetch\.trustHost\?([^)]+)\)/.exec(md.value);
    assert.ok(local, `no "Always allow" link for the local host in: ${md.value}`);
    assert.match(md.value, /\[Always allow github\\\.com\]\(command:webFetch\.trustHost\?/);
    assert.deepEqual((md.isTrusted as { enabledCommands?: string[] }).enabledCommands, ['webFetch.trustHost'], 'only this command may run from the message');

    // What a click on the link runs:
    const args = JSON.parse(decodeURIComponent(local[1]!)) as string[];
    assert.equal(await vscode.commands.executeCommand('webFetch.trustHost', ...args), '127.0.0.1');
    assert.deepEqual(userTrusted(), ['127.0.0.1']);
    assert.equal(vscode.workspace.getConfiguration('webFetch').inspect('trustedDomains')?.workspaceValue, undefined, 'never written to the workspace');

    const localOnly = `Read ${pages.url}/alpha`;
    const next = await api.tool.prepareInvocation!({ input: { prompt: localOnly } }, token());
    assert.equal(next!.confirmationMessages, undefined, 'the trusted host is not confirmed again');
    assert.match(await invokeTool(localOnly), /PINEAPPLE/);
    // github.com is still untrusted: a prompt with it is still confirmed, and offers only its own link.
    const again = await api.tool.prepareInvocation!({ input: { prompt } }, token());
    const md2 = (again!.confirmationMessages!.message as vscode.MarkdownString).value;
    assert.doesNotMatch(md2, /Always allow 127/);
    assert.match(md2, /Always allow github/);
  });

  it('"Manage Trusted Domains" lists the user\'s trusted domains and removes the checked ones', async () => {
    await setSetting('webFetch', 'trustedDomains', ['docs.example.com', '127.0.0.1', '*.xn--bcher-kva.example']);
    const done = vscode.commands.executeCommand('webFetch.manageTrustedDomains');
    const rows = await quickPickRows('docs.example.com', '127.0.0.1', '*.bücher.example');
    assert.equal(rows.length, 3);
    await click(`${QUICK_ROWS}:has-text("docs.example.com") .monaco-checkbox`);
    await click(`${QUICK_ROWS}:has-text("bücher") .monaco-checkbox`);
    await acceptQuickInput();
    await done;
    await eventually('the removal', () => userTrusted()?.length === 1);
    assert.deepEqual(userTrusted(), ['127.0.0.1']);
  });
});
