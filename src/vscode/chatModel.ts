// Without a Gemini key, the first chat model VS Code offers (e.g. Copilot) answers from the fetched pages
// (framed as untrusted data by the engine's chatPrompt, src/engine/render/model.ts).
import * as vscode from 'vscode';
import type { RunResult } from '../engine/types';
import { loadEngine } from './engine';

export async function firstChatModel(): Promise<vscode.LanguageModelChat | undefined> {
  try {
    const models = await vscode.lm.selectChatModels();
    return models[0];
  } catch {
    return undefined;
  }
}

/** Streams the chat model's answer. Throws on failure or cancellation. */
export async function answerWithChatModel(
  model: vscode.LanguageModelChat,
  question: string,
  result: RunResult,
  token: vscode.CancellationToken,
): Promise<string> {
  const response = await model.sendRequest([vscode.LanguageModelChatMessage.User(loadEngine().chatPrompt(question, result))], {
    justification: vscode.l10n.t('Web Fetch answers your question from the pages it fetched.'),
  }, token);
  let text = '';
  for await (const chunk of response.text) text += chunk;
  return text.trim();
}
