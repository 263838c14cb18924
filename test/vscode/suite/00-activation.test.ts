import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
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
    console.log(`[webfetch-test] activate() took ${api.activationMs.toFixed(1)} ms`);
    // Exactly one file of the extension is loaded: not the lazily required engine chunk, not the PDF reader.
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    assert.deepEqual(loaded(/[\\/]dist[\\/]/).map((k) => path.relative(root, k).split(path.sep).join('/')), ['dist/extension.js']);
  });

  it('dist/extension.js does not carry the engine: a static import of it would inline undici, @google/genai and htmlparser2', () => {
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const bundle = fs.readFileSync(path.join(root, 'dist/extension.js'), 'utf8');
    // One string that only each library's code contains; the engine chunk (dist/engine.js) has all three.
    const engine = fs.readFileSync(path.join(root, 'dist/engine.js'), 'utf8');
    for (const marker of ['UND_ERR_CONNECT_TIMEOUT', 'generativelanguage.googleapis.com', 'htmlparser2']) {
      assert.ok(engine.includes(marker), `the marker ${marker} is not in dist/engine.js: pick another one`);
      assert.ok(!bundle.includes(marker), `dist/extension.js contains ${marker}: the engine was bundled into the activation file`);
    }
  });

  it('dist/extension.js carries no second copy of engine code: no policy patterns, no ipaddr.js', () => {
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const bundle = fs.readFileSync(path.join(root, 'dist/extension.js'), 'utf8');
    const engine = fs.readFileSync(path.join(root, 'dist/engine.js'), 'utf8');
    // the trusted-domain pattern parser's message, and an ipaddr.js range name
    for (const marker of ['is not a valid host name', 'ipv4Mapped']) {
      assert.ok(engine.includes(marker), `the marker ${marker} is not in dist/engine.js: pick another one`);
      assert.ok(!bundle.includes(marker), `dist/extension.js contains ${marker}: engine code was bundled into it`);
    }
  });

  it('registers every command of the manifest', async () => {
    const all = new Set(await vscode.commands.getCommands(true));
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)!.packageJSON as { contributes: { commands: { command: string }[] } };
    const ids = manifest.contributes.commands.map((c) => c.command);
    assert.ok(ids.length >= 9, `the manifest lists ${ids.length} commands`);
    assert.deepEqual(ids.filter((c) => !all.has(c)), [], 'commands of the manifest that activation did not register');
  });
});
