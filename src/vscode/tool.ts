// The `web_fetch` language-model tool: the one registration point.
import * as vscode from 'vscode';
import type { ToolInput } from '../engine/schema';
import { TOOL_NAME } from './ids';
import { abortSignalFrom } from './cancel';
import type { Plan } from '../engine/engine';
import { engineErrorCode, errorMessage, loadEngine } from './engine';
import { confirmationMarkdown } from './plan';
import { allUrlsTrusted } from './trust';
import { appendAlwaysAllow } from './trustedDomains';
import { planPrompt, runPlan, type Services } from './services';

/** The continuation offset of a tool input: a whole number >= 0 (0 when absent). Anything else is refused by invoke(). */
export function offsetOf(input: Partial<ToolInput> | undefined): number | 'invalid' {
  const o = input?.offset;
  if (o === undefined || o === null) return 0;
  return typeof o === 'number' && Number.isSafeInteger(o) && o >= 0 ? o : 'invalid';
}

function text(value: string): vscode.LanguageModelToolResult {
  return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(value)]);
}

export class WebFetchTool implements vscode.LanguageModelTool<ToolInput> {
  /** The plan the last confirmation showed: invoke() runs exactly it when the prompt and the settings are the same. */
  private shown: { prompt: string; offset: number; plan: Plan; settings: object } | undefined;

  constructor(private readonly services: Services) {}

  /** No side effects: plans the prompt (and looks hosts up) to show what will be fetched. */
  async prepareInvocation(
    options: vscode.LanguageModelToolInvocationPrepareOptions<ToolInput>,
  ): Promise<vscode.PreparedToolInvocation> {
    const prompt = String(options.input?.prompt ?? '');
    const offset = offsetOf(options.input);
    let plan: Plan;
    try {
      if (offset === 'invalid') throw new Error('invalid offset');
      plan = await planPrompt(this.services, prompt, 'agent', offset);
    } catch {
      // invoke() reports the problem to the model; nothing to confirm
      return { invocationMessage: vscode.l10n.t('Checking the Web Fetch request') };
    }
    const invocationMessage =
      offset > 0
        ? plan.urls.length === 1
          ? vscode.l10n.t('Reading {0} on from character {1}', plan.urls[0]!.url, offset)
          : vscode.l10n.t('Reading {0} URLs on from character {1}', plan.urls.length, offset)
        : plan.urls.length === 1 ? vscode.l10n.t('Fetching {0}', plan.urls[0]!.url) : vscode.l10n.t('Fetching {0} URLs', plan.urls.length);
    // every URL on a trusted host (webFetch.trustedDomains): no confirmation
    this.shown = { prompt, offset, plan, settings: this.services.settings.current };
    if (allUrlsTrusted(plan.urls.map((u) => u.url), this.services.settings.current.trustedDomains)) return { invocationMessage };
    const urls = plan.urls;
    const message = confirmationMarkdown(plan);
    appendAlwaysAllow(message, plan.urls.map((u) => u.url), this.services.settings.current.trustedDomains);
    return {
      invocationMessage,
      confirmationMessages: {
        title: urls.length === 1 ? vscode.l10n.t('Fetch 1 URL?') : vscode.l10n.t('Fetch {0} URLs?', urls.length),
        message,
      },
    };
  }

  async invoke(
    options: vscode.LanguageModelToolInvocationOptions<ToolInput>,
    token: vscode.CancellationToken,
  ): Promise<vscode.LanguageModelToolResult> {
    const prompt = String(options.input?.prompt ?? '');
    const offset = offsetOf(options.input);
    if (offset === 'invalid') {
      return text(
        `web_fetch could not run: offset must be a whole number of characters, 0 or more (got ${String(JSON.stringify(options.input?.offset)).slice(0, 40)}).\n` +
          'Call it again with the offset a previous result named ("continue with offset N"), or without offset to read a page from its start.',
      );
    }
    const bridge = abortSignalFrom(token);
    try {
      const same =
        this.shown?.prompt === prompt && this.shown.offset === offset && this.shown.settings === this.services.settings.current;
      const shown = same ? this.shown!.plan : undefined;
      this.shown = undefined;
      const plan = shown ?? (await planPrompt(this.services, prompt, 'agent', offset));
      const result = await runPlan(this.services, plan, { signal: bridge.signal });
      if (token.isCancellationRequested) throw new vscode.CancellationError();
      return text(loadEngine().resultForModel(result));
    } catch (err) {
      if (token.isCancellationRequested) throw new vscode.CancellationError();
      const code = engineErrorCode(err);
      this.services.log.error(`tool: ${code ?? 'error'}: ${errorMessage(err)}`);
      if (code === 'INVALID_POLICY') {
        return text(
          `web_fetch could not run: ${errorMessage(err)}\n` +
            'This is a problem in the user\'s Web Fetch settings (webFetch.blockedDomains / webFetch.allowedDomains), not in your prompt: tell the user to fix the pattern; do not retry.',
        );
      }
      if (code === 'INVALID_INPUT' || code === 'INVALID_URL' || code === 'UNSUPPORTED_SCHEME') {
        return text(
          `web_fetch could not run: ${errorMessage(err)}\n` +
            'Call it again with a prompt that writes out one to 20 full http(s) URLs (e.g. "https://example.com/page") and says what to do with them.',
        );
      }
      return text(`web_fetch failed (${code ?? 'error'}): ${errorMessage(err)}. Nothing was fetched; tell the user, or retry once.`);
    } finally {
      bridge.dispose();
    }
  }
}

/** The one registration point of the tool. */
export function registerTool(tool: WebFetchTool): vscode.Disposable {
  return vscode.lm.registerTool(TOOL_NAME, tool);
}
