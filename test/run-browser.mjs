#!/usr/bin/env node
// The browser suite: installs a browser if none is there (test/browser/setup.mjs), then runs test/browser/**/*.test.ts
// with a real headless Chromium and prints "browser: N passed, N failed".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const setup = spawnSync(process.execPath, [path.join(root, 'test/browser/setup.mjs')], { cwd: root, stdio: 'inherit' });
if (setup.status !== 0) {
  console.log('browser: 0 passed, 1 failed (no browser could be installed)');
  process.exit(1);
}
const extra = process.argv.slice(2);
const r = spawnSync(process.execPath, [path.join(root, 'test/run-unit.mjs'), ...(extra.length ? extra : ['test/browser/**/*.test.ts'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_SUITE_NAME: 'browser' },
});
process.exit(r.status ?? 1);
