import * as vscode from 'vscode';
import { CONTEXT_KEYS } from './ids';
import { createLogChannel } from './log';
import { SettingsWatcher } from './settings';
import { ApiKeyStore } from './secrets';
import { registerTool, WebFetchTool } from './tool';
import { registerCommands } from './commands';
import { registerPreview, ResultStore } from './preview';
import { UrlAtCursorContext } from './urlAtCursor';
import { EngineHost, type Services } from './services';

export interface WebFetchApi {
  /** Milliseconds activate() took (measured inside it). */
  readonly activationMs: number;
  /** The registered web_fetch tool (so integration tests can call prepareInvocation as chat does). */
  readonly tool: vscode.LanguageModelTool<{ prompt: string; offset?: number }>;
  /** The "Web Fetch" log channel (scrubbed) and the folder VS Code writes it to, for integration tests. */
  readonly log: vscode.LogOutputChannel;
  readonly logUri: vscode.Uri;
}

/** Thin: builds the shared services and registers tool, commands and preview. Loads no engine code. */
export function activateExtension(context: vscode.ExtensionContext): WebFetchApi {
  const t0 = performance.now();
  const log = createLogChannel();
  // The keys the engine may use (it reads both variables) are scrubbed from every line from the start.
  log.addSecrets(process.env.GEMINI_API_KEY, process.env.GOOGLE_API_KEY);
  const keys = new ApiKeyStore(context.secrets, (key) => log.addSecrets(key));
  void keys.get().catch(() => undefined); // the stored key, as soon as secret storage answers
  const settings = new SettingsWatcher();
  const cacheDir = vscode.Uri.joinPath(context.globalStorageUri, 'cache').fsPath;
  const services: Services = { log, settings, keys, engine: new EngineHost(settings, log, cacheDir), cacheDir };
  const store = new ResultStore();
  const tool = new WebFetchTool(services);
  context.subscriptions.push(
    log,
    services.settings,
    services.engine,
    registerTool(tool),
    registerPreview(store),
    registerCommands(services, store),
    new UrlAtCursorContext(),
  );
  void vscode.commands.executeCommand('setContext', CONTEXT_KEYS.active, true);
  const activationMs = performance.now() - t0;
  log.info(`activated in ${activationMs.toFixed(1)} ms (engine not loaded)`);
  return { activationMs, tool, log, logUri: context.logUri };
}
