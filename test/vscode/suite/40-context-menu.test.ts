import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { press, texts, waitForSelector } from './driver';
import { editorWith } from './ui';
import { activateExtension, closeAllEditors, dismissQuickInput, eventually } from './util';

const MENU_ITEMS = '.monaco-menu .action-menu-item .action-label';
const ENTRY = 'Ask about this URL';

async function contextMenuLabels(): Promise<string[]> {
  await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
  await vscode.commands.executeCommand('editor.action.showContextMenu');
  const menu = await waitForSelector(MENU_ITEMS);
  assert.ok(menu.seen, 'the editor context menu opened');
  const labels = menu.texts.length ? menu.texts : await texts(MENU_ITEMS);
  await press('Escape');
  return labels;
}

/** Opens the menu until it shows (or lacks) the entry: the context key follows the selection through the extension host. */
function menuWith(present: boolean): Promise<string[]> {
  let last: string[] = [];
  return eventually(`context menu ${present ? 'with' : 'without'} "${ENTRY}"`, async () => {
    last = await contextMenuLabels();
    return last.length > 3 && last.some((l) => l.includes(ENTRY)) === present ? last : undefined;
  }, 10000).catch((e: Error) => { throw new Error(`${e.message}; last menu: ${last.join(' | ')}`); });
}

describe('editor context menu', () => {
  before(async () => {
    await activateExtension();
    await dismissQuickInput();
    await closeAllEditors();
  });
  after(() => closeAllEditors());

  it('offers "Ask about this URL" only when the cursor is on a URL', async () => {
    const text = 'Plain words here, then https://example.com/docs/page?x=1 and more words.';
    const editor = await editorWith(text, { at: 'https://example.com', offset: 12 });
    const onUrl = await menuWith(true);
    assert.ok(onUrl.includes(ENTRY));

    editor.selection = new vscode.Selection(0, 2, 0, 2); // in "Plain"
    const offUrl = await menuWith(false);
    assert.ok(!offUrl.includes(ENTRY));

    editor.selection = new vscode.Selection(0, 30, 0, 40); // a selection inside the URL
    await menuWith(true);
  });
});
