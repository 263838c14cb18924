import * as vscode from 'vscode';
import { CONTEXT_KEYS } from './ids';
import { Disposable } from './dispose';

// A light URL finder for the editor (the engine's parser is loaded only on first use; this runs on
// every selection change, so it stays a single regular expression).
// stops at whitespace, quotes, brackets, and CJK / full-width punctuation (。，、「」（）…)
const URL_RE = /\bhttps?:\/\/[^\s<>"'`\]\[{}|\\^\u3000-\u303f\uff00-\uffef]+/gi;
const TRAILING = /[.,;:!?'")\]}>*_~]$/;

/** Strips punctuation that ends a sentence rather than the URL; keeps a ")" that closes a "(" of the URL. */
function trimUrl(raw: string): string {
  let url = raw;
  while (TRAILING.test(url)) {
    if (url.endsWith(')') && (url.match(/\(/g) ?? []).length >= (url.match(/\)/g) ?? []).length) break;
    url = url.slice(0, -1);
  }
  return url;
}

/** Every http(s) URL in a text, in order, trimmed. */
export function urlsInText(text: string): string[] {
  return [...text.matchAll(URL_RE)].map((m) => trimUrl(m[0])).filter((u) => /^https?:\/\/[^/]/i.test(u));
}

/** The URL that covers character `column` of `line`, if any. */
export function urlAt(line: string, column: number): string | undefined {
  for (const m of line.matchAll(URL_RE)) {
    const url = trimUrl(m[0]);
    const start = m.index ?? 0;
    if (column >= start && column <= start + url.length) return url;
  }
  return undefined;
}

/** The URL under the cursor of the editor, or in its selection. */
export function urlInEditor(editor: vscode.TextEditor): string | undefined {
  const sel = editor.selection;
  if (!sel.isEmpty) {
    const found = urlsInText(editor.document.getText(sel));
    if (found.length) return found[0];
  }
  const line = editor.document.lineAt(sel.active.line).text;
  return urlAt(line, sel.active.character);
}

/** What to prefill the question box with: a selection holding a URL, else the URL under the cursor. */
export function prefillFromEditor(editor: vscode.TextEditor | undefined): string {
  if (!editor) return '';
  const sel = editor.selection;
  if (!sel.isEmpty) {
    const text = editor.document.getText(sel).trim();
    if (urlsInText(text).length) return text;
  }
  const url = urlInEditor(editor);
  return url ? `${url} ` : '';
}

/** Keeps the `webFetch.urlAtCursor` context key current as the selection moves. */
export class UrlAtCursorContext extends Disposable {
  private last: boolean | undefined;

  constructor() {
    super();
    this._register(vscode.window.onDidChangeTextEditorSelection((e) => this.update(e.textEditor)));
    this._register(vscode.window.onDidChangeActiveTextEditor((e) => this.update(e)));
    this.update(vscode.window.activeTextEditor);
  }

  private update(editor: vscode.TextEditor | undefined): void {
    const value = editor ? urlInEditor(editor) !== undefined : false;
    if (value === this.last) return;
    this.last = value;
    void vscode.commands.executeCommand('setContext', CONTEXT_KEYS.urlAtCursor, value);
  }
}
