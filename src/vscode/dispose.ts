import type * as vscode from 'vscode';

/** Owns disposables and disposes them together (after markdown-language-features util/dispose.ts). */
export abstract class Disposable implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private disposed = false;

  protected _register<T extends vscode.Disposable>(d: T): T {
    if (this.disposed) d.dispose();
    else this.disposables.push(d);
    return d;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    while (this.disposables.length) this.disposables.pop()?.dispose();
  }
}
