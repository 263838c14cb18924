// The extension's own log lines (src/vscode/scrubbedLog.ts) pass the engine's secret scrubber before they reach the
// output channel: the key, and any 8+-character piece of it in any letter case, never appear.
import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { ScrubbedLogChannel } from '../../src/vscode/scrubbedLog';

const KEY = 'AIzaSyD3mo-K3y_0123456789abcdefGHIJ';

/** A stand-in for the LogOutputChannel VS Code makes: records every call with its arguments. */
function recorder() {
  const calls: { method: string; args: unknown[] }[] = [];
  const rec = (method: string) => (...args: unknown[]) => void calls.push({ method, args });
  const channel = {
    name: 'Web Fetch', logLevel: 2, onDidChangeLogLevel: () => ({ dispose() {} }),
    trace: rec('trace'), debug: rec('debug'), info: rec('info'), warn: rec('warn'), error: rec('error'),
    append: rec('append'), appendLine: rec('appendLine'), replace: rec('replace'), clear: rec('clear'),
    show: rec('show'), hide: rec('hide'), dispose: rec('dispose'),
  } as unknown as vscode.LogOutputChannel;
  return { channel, calls, text: () => JSON.stringify(calls) };
}

describe('vscode log channel: secrets scrubbed', () => {
  it('writes lines unchanged while no key is known', () => {
    const r = recorder();
    const log = new ScrubbedLogChannel(r.channel);
    log.info(`key ${KEY}`);
    assert.deepEqual(r.calls, [{ method: 'info', args: [`key ${KEY}`] }]);
  });

  it('once a key is known, no method lets it (whole, upper/lower case, or an 8-character piece) through', () => {
    const r = recorder();
    const log = new ScrubbedLogChannel(r.channel);
    log.addSecrets(undefined, '', `  ${KEY}  `);
    const piece = KEY.slice(9, 17);
    log.trace(`t ${KEY}`);
    log.debug(`d ${KEY.toUpperCase()}`);
    log.info(`i ${KEY.toLowerCase()}`, `arg ${KEY}`);
    log.warn(`w …${piece}…`, { nested: { body: `echo ${KEY}` } });
    log.error(new Error(`gateway said ${KEY}`), new Error(`cause ${piece}`));
    log.error(`e ${KEY}`);
    log.append(KEY);
    log.appendLine(`line ${KEY}`);
    log.replace(`all ${KEY}`);
    assert.equal(r.calls.length, 9);
    const seen = r.text();
    assert.doesNotMatch(seen.toLowerCase(), new RegExp(piece.toLowerCase().replace(/[-_]/g, '\\$&')));
    for (let i = 0; i + 8 <= KEY.length; i++) assert.ok(!seen.toLowerCase().includes(KEY.slice(i, i + 8).toLowerCase()), KEY.slice(i, i + 8));
    assert.equal((seen.match(/\[redacted\]/g) ?? []).length, 12);
    // the rest of each line stays
    assert.deepEqual(r.calls[0], { method: 'trace', args: ['t [redacted]'] });
    assert.deepEqual(r.calls[3]!.args[1], { nested: { body: 'echo [redacted]' } });
    assert.match(String(r.calls[4]!.args[0]), /^Error: gateway said \[redacted\]/);
  });

  it('scrubs every key it was given, old and new; other lines and the channel calls pass through', () => {
    const r = recorder();
    const log = new ScrubbedLogChannel(r.channel);
    const other = 'sk-second-key-987654321';
    log.addSecrets(KEY);
    log.addSecrets(other);
    log.info(`${KEY} and ${other} and plain words`);
    assert.deepEqual(r.calls[0]!.args, ['[redacted] and [redacted] and plain words']);
    log.show(true);
    log.clear();
    log.dispose();
    assert.deepEqual(r.calls.slice(1).map((c) => c.method), ['show', 'clear', 'dispose']);
    assert.equal(log.name, 'Web Fetch');
  });
});
