// Workbench helpers built on the driver: the quick input (input box / QuickPick) and the editor.
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { texts, waitForSelector } from './driver';
import { eventually } from './util';

export const QUICK_INPUT = '.quick-input-widget';
export const QUICK_INPUT_BOX = `${QUICK_INPUT} .quick-input-box input`;
export const QUICK_ROWS = `${QUICK_INPUT} .quick-input-list .monaco-list-row`;

/**
 * Waits for the quick input box and returns its value once it equals `expected` (a prefill, a typed key)
 * or, when nothing is expected, once the box shows. On timeout returns what it last saw, for the assertion.
 */
export async function quickInputValue(expected?: string, timeoutMs = 10000): Promise<string> {
  await waitForSelector(QUICK_INPUT_BOX);
  if (expected === undefined) return (await texts(QUICK_INPUT_BOX))[0] ?? '';
  let last = '';
  await eventually('the quick input value', async () => {
    last = (await texts(QUICK_INPUT_BOX))[0] ?? '';
    return last === expected;
  }, timeoutMs).catch(() => undefined);
  return last;
}

/** Waits until the QuickPick lists rows containing every `expected` string; returns the rows' text. */
export async function quickPickRows(...expected: string[]): Promise<string[]> {
  return eventually(`QuickPick rows with ${expected.join(', ')}`, async () => {
    const rows = await texts(QUICK_ROWS);
    return expected.every((e) => rows.some((r) => r.includes(e))) ? rows : undefined;
  });
}

export async function acceptQuickInput(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
}

/** Opens an untitled markdown editor with `content` and puts the cursor (or selection) where asked. */

/** Opens a saved markdown file with `content` (never dirty, so closing it asks nothing) and places the cursor or selection. */
export async function editorWith(content: string, select?: { from: string; to?: string } | { at: string; offset: number }): Promise<vscode.TextEditor> {
  const folder = vscode.workspace.workspaceFolders![0]!.uri;
  // a new name every time: each suite file bundles its own copy of this module
  const uri = vscode.Uri.joinPath(folder, `note-${randomUUID().slice(0, 8)}.md`);
  await vscode.workspace.fs.writeFile(uri, Buffer.from(content, 'utf8'));
  const doc = await vscode.workspace.openTextDocument(uri);
  const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
  if (select && 'from' in select) {
    const start = content.indexOf(select.from);
    const end = select.to === undefined ? start + select.from.length : content.indexOf(select.to) + select.to.length;
    editor.selection = new vscode.Selection(doc.positionAt(start), doc.positionAt(end));
  } else if (select) {
    const p = doc.positionAt(content.indexOf(select.at) + select.offset);
    editor.selection = new vscode.Selection(p, p);
  }
  return editor;
}
