// The `web_fetch` language-model tool: the one registration point.
import * as vscode from 'vscode';
import type { ToolInput } from '../engine/schema';
import { TOOL_NAME } from './ids';
import { abortSignalFrom } from './cancel';
import { engineErrorCode, errorMessage, loadEngine } from './engine';
import { confirmationMarkdown, withPrivateFlags } from './plan';
import { resultForModel } from './modelText';
import { allUrlsTrusted } from './trust';
import { appendAlwaysAllow } from './trustedDomains';
import { runEngine, willUseGemini, type Services } from './services';

function text(value: string): vscode.LanguageModelToolResult {
  return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(value)]);
}

export class WebFetchTool implements vscode.LanguageModelTool<ToolInput> {
  constructor(private readonly services: Services) {}

  /** No side effects: plans the prompt (and looks hosts up) to show what will be fetched. */
  async prepareInvocation(
    options: vscode.LanguageModelToolInvocationPrepareOptions<ToolInput>,
  ): Promise<vscode.PreparedToolInvocation> {
    const engine = loadEngine();
    let plan;
    try {
      plan = engine.planPrompt(String(options.input?.prompt ?? ''));
    } catch {
      // invoke() reports the problem to the model; nothing to confirm
      return { invocationMessage: vscode.l10n.t('Checking the Web Fetch request') };
    }
    const invocationMessage =
      plan.urls.length === 1 ? vscode.l10n.t('Fetching {0}', plan.urls[0]!.url) : vscode.l10n.t('Fetching {0} URLs', plan.urls.length);
    // every URL on a trusted host (webFetch.trustedDomains): no confirmation
    if (allUrlsTrusted(plan.urls.map((u) => u.url), this.services.settings.current.trustedDomains)) return { invocationMessage };
    const urls = await withPrivateFlags(engine, plan);
    const gemini = await willUseGemini(this.services);
    const message = confirmationMarkdown(urls, gemini);
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
    const bridge = abortSignalFrom(token);
    try {
      const result = await runEngine(this.services, { prompt, requestedBy: 'agent', signal: bridge.signal });
      if (token.isCancellationRequested) throw new vscode.CancellationError();
      return text(resultForModel(result));
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
