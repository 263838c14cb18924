import * as vscode from 'vscode';
import { PREVIEW_SCHEME } from '../ids';

export interface StoredResult {
  id: string;
  question: string;
  markdown: string;
  createdAt: number;
}

const MAX_RESULTS = 20;

/** Recent results (newest first), served as read-only `webfetch:` documents. */
export class ResultStore implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly results: StoredResult[] = [];
  private next = 1;
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  add(question: string, markdown: string): vscode.Uri {
    const id = `${Date.now().toString(36)}-${this.next++}`;
    this.results.unshift({ id, question, markdown, createdAt: Date.now() });
    this.results.splice(MAX_RESULTS);
    return this.uriOf(id);
  }

  uriOf(id: string): vscode.Uri {
    return vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${id}/result.md` });
  }

  list(): readonly StoredResult[] {
    return this.results;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    const id = uri.path.split('/')[1];
    const r = this.results.find((x) => x.id === id);
    return r ? r.markdown : vscode.l10n.t('This Web Fetch result is no longer available (only the last {0} are kept).', MAX_RESULTS);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
