import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { click, frameLinks, press, shot, texts } from './driver';
import { startPages, startProxy, type TestServer } from './servers';
import { acceptQuickInput, editorWith, quickInputValue, quickPickRows, QUICK_ROWS } from './ui';
import { activateExtension, closeAllEditors, dismissQuickInput, eventually, resetSettings, setSetting } from './util';

describe('"Ask about URL" (no key, no chat model)', () => {
  let pages: TestServer;
  const fetched = (path: string) => pages.hits.filter((h) => h.url === path).length;

  before(async () => {
    await activateExtension();
    await resetSettings();
    pages = await startPages();
  });
  afterEach(() => dismissQuickInput());
  after(async () => {
    await closeAllEditors();
    await pages.close();
  });

  it('lists every URL in a QuickPick; an unchecked URL is not fetched; the preview shows the content', async () => {
    const [a, b, c] = ['/alpha', '/beta', '/gamma'].map((p) => `${pages.url}${p}`);
    const gh = 'https://github.com/owner/repo/blob/main/README.md';
    // were the public URL fetched after all, it would reach this local proxy, not the internet
    const guard = await startProxy();
    await setSetting('http', 'proxy', guard.url);
    const question = `What do these pages say? ${a} ${b} ${c} ${gh}`;
    await editorWith(`Notes\n\n${question}\n`, { from: question });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');

    assert.equal(await quickInputValue(question), question, 'the question box is prefilled from the selection');
    await acceptQuickInput();

    const rows = await quickPickRows(a!, b!, c!, gh);
    assert.equal(rows.length, 4);
    for (const r of rows.slice(0, 3)) assert.match(r, /127\.0\.0\.1 · private/);
    assert.match(rows[3]!, /github\.com/);
    assert.doesNotMatch(rows[3]!, /private/);
    assert.match(rows[3]!, /GitHub blob → raw: fetches https:\/\/raw\.githubusercontent\.com\/owner\/repo\/main\/README\.md/);
    const file = await shot('quickpick');
    assert.ok(fs.statSync(file).size > 5000);

    await click(`${QUICK_ROWS}:has-text("/beta") .monaco-checkbox`);
    await click(`${QUICK_ROWS}:has-text("github.com") .monaco-checkbox`);
    await acceptQuickInput();
    const uri = await flow;
    await setSetting('http', 'proxy', undefined);
    await guard.close();
    assert.deepEqual(guard.hits, [], 'the unchecked public URL was not fetched');
    assert.ok(uri, 'the flow returns the result document');
    assert.equal(uri.scheme, 'webfetch');
    assert.equal(fetched('/alpha'), 1);
    assert.equal(fetched('/gamma'), 1);
    assert.equal(fetched('/beta'), 0, 'the unchecked URL was not fetched');

    const doc = await vscode.workspace.openTextDocument(uri);
    const md = doc.getText();
    assert.match(md, /PINEAPPLE/);
    assert.match(md, /FORTY-TWO/);
    assert.doesNotMatch(md, /TURQUOISE/);
    assert.match(md, /No answer was written: no Gemini API key is set and no chat model is available/);
    assert.match(md, /## Fetch report/);

    const view = await frameLinks('No answer was written');
    assert.ok(view.seen, 'the markdown preview webview rendered the result');
    assert.match(view.text, /PINEAPPLE/);
    assert.match(view.text, /Fetch report/);
    assert.ok(view.links.some((l) => (l.href + l.dataHref).includes('/alpha')), 'the page URL is a link');
    await shot('preview-content', 'No answer was written');

    await editorWith('# Another markdown file\n', { at: 'Another', offset: 0 });
    await frameLinks('Another markdown file').catch(() => undefined);
    const still = await frameLinks('No answer was written');
    assert.ok(still.seen, 'the result preview stays on the result when another markdown editor is active');
  });

  it('a progress notification reports each URL, and its Cancel button aborts the fetch', async () => {
    await setSetting('webFetch', 'timeoutSeconds', 60);
    const [a, slow] = [`${pages.url}/alpha`, `${pages.url}/slow?progress`];
    await editorWith(`Read ${a} and ${slow}`, { from: 'Read', to: '?progress' });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    await quickInputValue(`Read ${a} and ${slow}`);
    await acceptQuickInput();
    await quickPickRows('/alpha', '/slow');
    await acceptQuickInput();
    await pages.waitFor('/slow?progress');
    // the smoke-test driver mode hides toasts: the notification is read in the notification center
    await vscode.commands.executeCommand('notifications.showList');
    const toast = '.notifications-center .notification-list-item';
    const messages = await eventually('the per-URL progress message', async () => {
      const t = await texts(`${toast} .notification-list-item-message`);
      return t.some((m) => m.includes(`1/2 fetched: ${a}`)) ? t : undefined;
    });
    assert.ok(messages.length >= 1);
    await click(`${toast}:has-text("Web Fetch") .monaco-button:has-text("Cancel")`);
    assert.equal(await flow, undefined, 'a cancelled run opens no result');
    await eventually('the slow request to be dropped', () => pages.aborted.includes('/slow?progress'));
    await setSetting('webFetch', 'timeoutSeconds', undefined);
    await vscode.commands.executeCommand('notifications.hideList');
  });

  it('with engine "gemini" and no key, says so, offers to set the key, and fetches nothing', async () => {
    await setSetting('webFetch', 'engine', 'gemini');
    const before = pages.hits.length;
    const url = `${pages.url}/alpha`;
    await editorWith(`About ${url}`, { at: url, offset: 3 });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    assert.equal(await quickInputValue(`${url} `), `${url} `);
    await acceptQuickInput();
    await vscode.commands.executeCommand('notifications.showList');
    const item = '.notifications-center .notification-list-item:has-text("no Gemini API key is set")';
    await click(`${item} .monaco-button:has-text("Set Gemini API Key")`);
    // the button runs "Set Gemini API Key": its password box opens
    await eventually('the API key box', async () => (await texts('.quick-input-widget .quick-input-title')).some((t) => t.includes('Set Gemini API Key')));
    await vscode.commands.executeCommand('notifications.hideList');
    await dismissQuickInput(); // Escape on the key box
    assert.equal(await flow, undefined);
    assert.equal(pages.hits.length, before, 'nothing was fetched');
    await setSetting('webFetch', 'engine', undefined);
  });

  it('a person asking reads a page robots.txt keeps from the model', async () => {
    const url = `${pages.url}/no-robots`;
    await editorWith(`About ${url}`, { at: url, offset: 3 });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    await quickInputValue(`${url} `);
    await acceptQuickInput();
    await quickPickRows('/no-robots');
    await acceptQuickInput();
    const uri = await flow;
    assert.ok(uri);
    assert.match((await vscode.workspace.openTextDocument(uri)).getText(), /KIWI/);
  });

  it('"Always allow" in the QuickPick trusts the host; then the QuickPick is skipped for it', async () => {
    const url = `${pages.url}/beta`;
    await editorWith(`About ${url}`, { at: url, offset: 3 });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    await quickInputValue(`${url} `);
    await acceptQuickInput();
    await quickPickRows('/beta');
    await click(`${QUICK_ROWS}:has-text("/beta") .action-label.codicon-workspace-trusted`, `${QUICK_ROWS}:has-text("/beta")`);
    await eventually('the host in webFetch.trustedDomains', () =>
      (vscode.workspace.getConfiguration('webFetch').inspect<string[]>('trustedDomains')?.globalValue ?? []).includes('127.0.0.1'));
    await press('Escape');
    assert.equal(await flow, undefined);

    const hits = fetched('/beta');
    const again = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    await quickInputValue(`${url} `);
    await acceptQuickInput(); // no QuickPick follows: the run starts
    const uri = await again;
    assert.ok(uri);
    assert.equal(fetched('/beta'), hits + 1);
    await setSetting('webFetch', 'trustedDomains', undefined);
  });

  it('Escape in the QuickPick fetches nothing', async () => {
    const before = pages.hits.length;
    await editorWith(`See ${pages.url}/alpha and ${pages.url}/gamma`, { from: 'See', to: '/gamma' });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    await quickInputValue();
    await acceptQuickInput();
    await quickPickRows('/alpha', '/gamma');
    await press('Escape');
    assert.equal(await flow, undefined);
    assert.equal(pages.hits.length, before, 'no request reached the server');
  });

  it('the editor entry prefills the URL under the cursor', async () => {
    const url = `${pages.url}/gamma`;
    await editorWith(`Text before ${url} and after`, { at: url, offset: 10 });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutThisUrl');
    assert.equal(await quickInputValue(`${url} `), `${url} `);
    await press('Escape');
    assert.equal(await flow, undefined);
  });

  it('"Show Recent Results" reopens an earlier result', async () => {
    await closeAllEditors();
    const flow = vscode.commands.executeCommand('webFetch.showRecentResults');
    const rows = await quickPickRows('What do these pages say?');
    assert.ok(rows.length >= 1);
    await acceptQuickInput();
    await flow;
    const view = await frameLinks('No answer was written');
    assert.ok(view.seen, 'the preview of the earlier result is shown again');
    await eventually('a webfetch: document', () => vscode.workspace.textDocuments.some((d) => d.uri.scheme === 'webfetch'));
  });
});
