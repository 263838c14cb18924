// Entry point: keep it thin. Everything VS Code-specific lives in src/vscode/; the engine loads on first use.
import type * as vscode from 'vscode';
import { activateExtension, type WebFetchApi } from './vscode/activate';

export function activate(context: vscode.ExtensionContext): WebFetchApi {
  return activateExtension(context);
}

export function deactivate(): void {}
