import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, EXTENSION_ID, TOOL } from './util';

/** Modules of this extension (not VS Code's own) that Node has loaded. */
function loaded(re: RegExp): string[] {
  const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
  return Object.keys(require.cache).filter((k) => k.startsWith(root) && re.test(k));
}

describe('activation', () => {
  it('lists the web_fetch tool before activation, from the manifest', () => {
    const tool = vscode.lm.tools.find((t) => t.name === TOOL);
    assert.ok(tool, `web_fetch not in lm.tools: ${vscode.lm.tools.map((t) => t.name).join(', ')}`);
    assert.match(tool.description, /20 http\(s\) URLs/);
    assert.deepEqual((tool.inputSchema as { required: string[] }).required, ['prompt']);
  });

  it('activates without loading the engine, @google/genai or the extractor', async () => {
    const t0 = performance.now();
    const api = await activateExtension();
    // for the report, not an assertion: loading dist/extension.js plus activate()
    console.log(`[webfetch-test] ext.activate() incl. loading took ${(performance.now() - t0).toFixed(1)} ms`);
    assert.ok(api.activationMs >= 0);
    console.log(`[webfetch-test] activate() took ${api.activationMs.toFixed(1)} ms`);
    assert.deepEqual(loaded(/[\\/]dist[\\/]engine\.js$/), []);
    assert.deepEqual(loaded(/node_modules[\\/](@google[\\/]genai|undici|htmlparser2|html-to-text|ipaddr\.js|zod|unpdf)[\\/]/), []);
    assert.ok(loaded(/[\\/]dist[\\/]extension\.js$/).length === 1, 'dist/extension.js is what VS Code loaded');
  });

  it('registers every command of the manifest', async () => {
    const all = new Set(await vscode.commands.getCommands(true));
    for (const c of ['webFetch.askAboutUrl', 'webFetch.askAboutThisUrl', 'webFetch.setGeminiApiKey', 'webFetch.clearGeminiApiKey', 'webFetch.showLog', 'webFetch.showRecentResults']) {
      assert.ok(all.has(c), `${c} not registered`);
    }
  });
});
