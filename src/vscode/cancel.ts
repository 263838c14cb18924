import type * as vscode from 'vscode';

/**
 * Bridges a CancellationToken to an AbortSignal for the engine. Call `dispose()` in `finally`
 * (after copilot-chat geminiNativeProvider.ts).
 */
export function abortSignalFrom(token: vscode.CancellationToken): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  const listener = token.onCancellationRequested(() => controller.abort());
  return { signal: controller.signal, dispose: () => listener.dispose() };
}
