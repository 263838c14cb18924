#!/usr/bin/env node
// `npm test`: install (if node_modules is missing) → build → typecheck → import layers → unit suite → browser suite → VS Code suite.
// Every step runs even when an earlier check failed (a failed install or build stops the run);
// the exit code is non-zero when any step failed. Each suite prints its own "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

function step(name, cmd, args, { fatal = false, env } = {}) {
  const t0 = Date.now();
  console.log(`\n[test] ── ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name, ok, secs });
  console.log(`[test] ${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
  if (!ok && fatal) finish();
  return ok;
}

function finish() {
  console.log('\n[test] summary');
  for (const r of results) console.log(`[test]   ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${r.secs} s`);
  const failed = results.filter((r) => !r.ok).length;
  process.exit(failed ? 1 : 0);
}

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  const lock = fs.existsSync(path.join(root, 'package-lock.json'));
  step('install', npm, lock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], { fatal: true });
}
step('build', process.execPath, ['esbuild.mjs'], { fatal: true });
step('typecheck', process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.']);
step('layers', process.execPath, ['scripts/check-layers.mjs']);
step('unit', process.execPath, ['test/run-unit.mjs']);
step('browser', process.execPath, ['test/run-browser.mjs']);
// Network faults inside a network namespace (root on Linux); elsewhere it prints why it was skipped.
step('netns', process.execPath, ['test/run-netns.mjs']);
step('vscode', process.execPath, ['test/vscode/run.mjs'], { env: { WEB_FETCH_SKIP_BUILD: '1' } });
finish();
