import * as vscode from 'vscode';
import { PREVIEW_SCHEME } from '../ids';
import { ResultStore } from './store';

export { ResultStore } from './store';

/** Registers the `webfetch:` content provider. */
export function registerPreview(store: ResultStore): vscode.Disposable {
  return vscode.Disposable.from(store, vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, store));
}

/**
 * Opens a result's markdown preview beside the editor. Locked, so that it keeps showing the result
 * when another markdown editor becomes active (a plain preview follows the active editor).
 */
export async function showResult(uri: vscode.Uri): Promise<void> {
  await vscode.commands.executeCommand('markdown.showLockedPreviewToSide', uri);
}
