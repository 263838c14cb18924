import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'web-fetch.web-fetch';
export const TOOL = 'web_fetch';

export interface Api {
  activationMs: number;
  tool: vscode.LanguageModelTool<{ prompt: string; offset?: number }>;
  log: vscode.LogOutputChannel;
  logUri: vscode.Uri;
}

export async function activateExtension(): Promise<Api> {
  const ext = vscode.extensions.getExtension<Api>(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is not loaded`);
  return ext.activate();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a truthy value (UI state driven by another process settles asynchronously). */
export async function eventually<T>(what: string, check: () => T | Promise<T>, timeoutMs = 15000): Promise<NonNullable<T>> {
  const t0 = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export function resultText(r: vscode.LanguageModelToolResult): string {
  return r.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
}

export async function invokeTool(prompt: string, token?: vscode.CancellationToken, extra: { offset?: number } = {}): Promise<string> {
  const r = await vscode.lm.invokeTool(TOOL, { input: { prompt, ...extra }, toolInvocationToken: undefined }, token);
  return resultText(r);
}

const SETTING_KEYS = ['engine', 'gemini.model', 'gemini.baseUrl', 'timeoutSeconds', 'maxTokens', 'maxCharacters', 'blockedDomains', 'allowedDomains', 'trustedDomains', 'respectRobotsTxt', 'cacheTtlMinutes', 'cache.privateOnDisk', 'rateLimitPerMinute'];

export async function setSetting(section: string, key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration(section).update(key, value, vscode.ConfigurationTarget.Global);
}

export async function resetSettings(): Promise<void> {
  for (const k of SETTING_KEYS) await setSetting('webFetch', k, undefined);
  await setSetting('http', 'proxy', undefined);
  await setSetting('http', 'proxyStrictSSL', undefined);
}

/** Hides whatever quick input a failed test may have left open (it would hold the keyboard focus). */
export async function dismissQuickInput(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
}

export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The webfetch: result documents currently open. */
export function resultDocuments(): vscode.TextDocument[] {
  return vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'webfetch');
}
