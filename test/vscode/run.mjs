#!/usr/bin/env node
// `npm run test:vscode`: install the test environment (idempotent, cached outside the repo), build the
// extension and the in-host tests, then run them in code-server. Prints "vscode: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cache = process.env.WEB_FETCH_VSC_CACHE || path.join(os.homedir(), '.cache/web-fetch-vsc');
const passthrough = process.argv.slice(2);

function step(name, cmd, args, opts = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`[test:vscode] ${name} failed (exit ${r.status ?? r.signal})`);
    console.log('vscode: 0 passed, 1 failed');
    process.exit(r.status || 2);
  }
  console.log(`[test:vscode] ${name} ok in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

step('setup', 'bash', [path.join(root, 'test/vscode/setup.sh'), cache]);
if (!process.env.WEB_FETCH_SKIP_BUILD) step('build extension', process.execPath, [path.join(root, 'esbuild.mjs')]);

// the in-host tests: one CommonJS file per suite file (vscode and mocha stay external)
const suiteDir = path.join(root, 'test/vscode/suite');
const outDir = path.join(root, 'out/test/vscode/suite');
fs.rmSync(outDir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: fs.readdirSync(suiteDir).filter((f) => f === 'index.ts' || f.endsWith('.test.ts')).map((f) => path.join(suiteDir, f)),
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'inline',
  external: ['vscode', 'mocha', 'mocha/*'],
  logLevel: 'warning',
});

// a scratch workspace folder for the run
const folder = path.join(root, 'out/test/vscode/workspace');
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(path.join(folder, 'README.md'), '# Web Fetch test workspace\n');

const shotDir = process.env.WEB_FETCH_SHOT_DIR || path.join(root, 'test-results/vscode-screenshots');
fs.mkdirSync(shotDir, { recursive: true });
console.log(`[test:vscode] screenshots will be saved in ${shotDir}`);
const r = spawnSync(process.execPath, [
  path.join(root, 'test/vscode/run-ext-tests.mjs'),
  '--ext', root,
  // a fake chat model provider (off until a test enables it), installed next to the extension
  '--install', path.join(root, 'test/vscode/fixtures/fake-chat-model'),
  '--tests', path.join(outDir, 'index.js'),
  '--folder', folder,
  '--shot-dir', shotDir,
  ...passthrough,
], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_FETCH_VSC_CACHE: cache } });
console.log(`[test:vscode] screenshots: ${shotDir}`);
process.exit(r.status ?? 2);
