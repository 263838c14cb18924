// "Web Fetch: Ask about URL": question → QuickPick of URLs → fetch with progress → answer → preview.
import * as vscode from 'vscode';
import type { RunResult } from '../engine/types';
import { engineErrorCode, errorMessage, loadEngine } from './engine';
import { pickUrls } from './pickUrls';
import { planPrompt, runPlan, type Services } from './services';
import { urlsInText } from './urlAtCursor';
import { answerWithChatModel, firstChatModel } from './chatModel';
import { renderResult, type ResultView } from './preview/render';
import { showResult, type ResultStore } from './preview';
import { abortSignalFrom } from './cancel';
import { COMMANDS } from './ids';
import { allUrlsTrusted } from './trust';

async function askQuestion(initial: string): Promise<string | undefined> {
  const value = await vscode.window.showInputBox({
    title: vscode.l10n.t('Web Fetch: Ask about URL'),
    prompt: vscode.l10n.t('Your question, with the URLs to read (up to 20)'),
    placeHolder: vscode.l10n.t('e.g. Summarize https://example.com/post and list its main points'),
    value: initial,
    valueSelection: [initial.length, initial.length],
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() === '' || urlsInText(v).length > 0 ? undefined : vscode.l10n.t('Write at least one full http(s) URL.')),
  });
  return value?.trim() || undefined;
}

async function answerFor(question: string, result: RunResult, token: vscode.CancellationToken,
  services: Services, progress: vscode.Progress<{ message?: string }>): Promise<ResultView> {
  if (result.answer) {
    return { question, result, answer: result.answer, origin: { kind: 'gemini' }, sources: result.sources };
  }
  const sources = result.sources.length ? result.sources : loadEngine().sourcesFromPages(result.pages);
  if (!result.pages.some((p) => p.ok)) return { question, result, answer: null, origin: { kind: 'none', reason: 'model-failed' }, sources };
  const model = await firstChatModel();
  if (!model) return { question, result, answer: null, origin: { kind: 'none', reason: 'no-key-no-model' }, sources };
  progress.report({ message: vscode.l10n.t('Asking {0}…', model.name) });
  try {
    const answer = await answerWithChatModel(model, question, result, token);
    return { question, result, answer, origin: { kind: 'chat-model', model: model.name }, sources };
  } catch (err) {
    if (token.isCancellationRequested) throw err;
    services.log.warn(`chat model ${model.id} failed: ${errorMessage(err)}`);
    return { question, result, answer: null, origin: { kind: 'none', reason: 'model-failed' }, sources };
  }
}

/** Runs the whole flow. Resolves to the result document's URI, or undefined when nothing was fetched. */
export async function askAboutUrl(services: Services, store: ResultStore, initial: string): Promise<vscode.Uri | undefined> {
  const question = await askQuestion(initial);
  if (!question) return undefined;
  let plan;
  try {
    plan = await planPrompt(services, question, 'user');
  } catch (err) {
    services.log.warn(`ask: ${engineErrorCode(err) ?? 'error'}: ${errorMessage(err)}`);
    void vscode.window.showErrorMessage(errorMessage(err));
    return undefined;
  }
  // the plan decided the route and where its key comes from (stored key, GEMINI_API_KEY or GOOGLE_API_KEY)
  if (plan.problem && services.settings.current.engine === 'gemini') {
    const set = vscode.l10n.t('Set Gemini API Key');
    const pick = await vscode.window.showErrorMessage(
      vscode.l10n.t('The "webFetch.engine" setting asks for Gemini, but no Gemini API key is set.'),
      set,
    );
    if (pick === set) await vscode.commands.executeCommand(COMMANDS.setApiKey);
    return undefined;
  }
  const trustedRun = allUrlsTrusted(plan.urls.map((u) => u.url), services.settings.current.trustedDomains);
  if (trustedRun) services.log.info('ask: every URL is on a trusted host; no QuickPick');
  const only = trustedRun ? plan.urls.map((u) => u.index) : await pickUrls(plan.urls, plan.route === 'gemini');
  if (only === undefined) {
    services.log.info('ask: URL pick dismissed; nothing fetched');
    return undefined;
  }
  if (only.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No URL was selected, so nothing was fetched.'));
    return undefined;
  }
  const total = only.length;
  try {
    const view = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Web Fetch'), cancellable: true },
      async (progress, token) => {
        const bridge = abortSignalFrom(token);
        let done = 0;
        progress.report({ message: vscode.l10n.t('Fetching {0} URL(s)…', total) });
        try {
          const result = await runPlan(services, plan, {
            only,
            signal: bridge.signal,
            onProgress: (e) => {
              if (e.type !== 'done') return;
              done++;
              progress.report({
                increment: 100 / total,
                message: e.ok
                  ? vscode.l10n.t('{0}/{1} fetched: {2}', done, total, e.url)
                  : vscode.l10n.t('{0}/{1} failed: {2}', done, total, e.url),
              });
            },
          });
          // the engine reports an aborted URL as a per-URL error; a cancelled run shows nothing
          if (token.isCancellationRequested) throw new vscode.CancellationError();
          return await answerFor(question, result, token, services, progress);
        } finally {
          bridge.dispose();
        }
      },
    );
    const uri = store.add(question, renderResult(view));
    await showResult(uri);
    return uri;
  } catch (err) {
    if (engineErrorCode(err) === 'ABORTED' || err instanceof vscode.CancellationError || (err as Error)?.name === 'AbortError') {
      services.log.info('ask: cancelled');
      void vscode.window.showInformationMessage(vscode.l10n.t('Web Fetch was cancelled.'));
      return undefined;
    }
    services.log.error(`ask: ${engineErrorCode(err) ?? 'error'}: ${errorMessage(err)}`);
    void vscode.window.showErrorMessage(vscode.l10n.t('Web Fetch failed: {0}', errorMessage(err)));
    return undefined;
  }
}
