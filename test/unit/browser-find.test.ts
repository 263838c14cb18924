// Finding an installed browser on each platform, and ending it with every process it started. The real browser is
// exercised in test/browser/; these check the per-platform choices this Linux machine cannot run.
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { candidatePaths, findBrowser } from '../../src/engine/browser/find';
import { treeKillCommand } from '../../src/engine/browser/process';

describe('browser/find: the usual install places', () => {
  it('Windows: Chrome, Edge and Chromium under Program Files, Program Files (x86) and the user\'s LocalAppData', () => {
    const env = { PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)', LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' };
    const paths = candidatePaths('win32', env);
    assert.equal(paths[0], 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    assert.ok(paths.includes('C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'), paths.join('\n'));
    assert.ok(paths.includes('C:\\Users\\u\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'), paths.join('\n'));
    assert.ok(paths.includes('C:\\Users\\u\\AppData\\Local\\Chromium\\Application\\chrome.exe'), paths.join('\n'));
    // an unset variable adds no relative path
    assert.ok(candidatePaths('win32', { PROGRAMFILES: 'C:\\Program Files' }).every((p) => p.startsWith('C:\\Program Files\\')));
  });

  it('macOS: the app bundles\' executables in /Applications and ~/Applications', () => {
    const paths = candidatePaths('darwin', { HOME: '/Users/u' });
    assert.equal(paths[0], '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    assert.ok(paths.includes('/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge'));
    assert.ok(paths.includes('/Users/u/Applications/Chromium.app/Contents/MacOS/Chromium'));
  });

  it('Linux: the usual names in the fixed places and on PATH, Chrome first, no duplicates', () => {
    const paths = candidatePaths('linux', { PATH: '/home/u/bin:/usr/bin' });
    assert.equal(paths[0], '/usr/bin/google-chrome');
    assert.ok(paths.includes('/opt/google/chrome/chrome'));
    assert.ok(paths.includes('/home/u/bin/chromium'));
    assert.ok(paths.includes('/snap/bin/chromium'));
    assert.equal(new Set(paths).size, paths.length);
  });

  it('an explicit path must exist and be executable: a wrong setting is reported, never replaced by another browser', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-find-'));
    try {
      const exe = path.join(dir, 'my-chrome');
      fs.writeFileSync(exe, '#!/bin/sh\n');
      fs.chmodSync(exe, 0o644);
      assert.equal(findBrowser(exe), undefined, 'not executable');
      fs.chmodSync(exe, 0o755);
      assert.deepEqual(findBrowser(exe), { path: exe, source: 'setting' });
      assert.equal(findBrowser(path.join(dir, 'missing')), undefined);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('browser/process: ending the browser with its whole tree', () => {
  it('Windows has no process groups: taskkill /T /F walks the tree from the browser', () => {
    assert.deepEqual(treeKillCommand(4242, 'win32'), ['taskkill', ['/PID', '4242', '/T', '/F']]);
  });

  it('Linux and macOS: SIGKILL to the process group, no helper command', () => {
    assert.equal(treeKillCommand(4242, 'linux'), null);
    assert.equal(treeKillCommand(4242, 'darwin'), null);
  });
});
