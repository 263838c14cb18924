import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activateExtension, eventually, resetSettings, setSetting, type Api } from './util';

const KEY = 'AIzaSyLogProbe-0123456789abcdefXYZ';

describe('the "Web Fetch" log: the Gemini key never reaches it', () => {
  let api: Api;
  const saved = process.env.GEMINI_API_KEY;

  before(async () => {
    api = await activateExtension();
  });
  after(async () => {
    if (saved === undefined) delete process.env.GEMINI_API_KEY;
    else process.env.GEMINI_API_KEY = saved;
    await resetSettings();
  });

  it('a key from GEMINI_API_KEY, once the extension has read it, is redacted from the lines written to the log file', async () => {
    process.env.GEMINI_API_KEY = KEY;
    await setSetting('webFetch', 'engine', 'direct');
    // planning reads the key (the extension's key store hands it to the log channel's scrubber); nothing is fetched
    await api.tool.prepareInvocation!({ input: { prompt: 'Read https://example.com/' } }, new vscode.CancellationTokenSource().token);
    const probe = `probe-${Date.now()}`;
    api.log.info(`${probe} whole ${KEY} lower ${KEY.toLowerCase()} piece ${KEY.slice(10, 20).toUpperCase()}`);
    const file = path.join(api.logUri.fsPath, 'Web Fetch.log');
    const line = await eventually('the probe line in the log file', () => {
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      return text.split('\n').find((l) => l.includes(probe));
    });
    assert.match(line, /whole \[redacted\] lower \[redacted\] piece \[redacted\]$/);
    const all = fs.readFileSync(file, 'utf8').toLowerCase();
    for (let i = 0; i + 8 <= KEY.length; i++) assert.ok(!all.includes(KEY.slice(i, i + 8).toLowerCase()), `a piece of the key: ${KEY.slice(i, i + 8)}`);
  });
});
