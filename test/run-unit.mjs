#!/usr/bin/env node
// Runs the unit suite (plain Node, mocha, loopback servers) and prints "unit: N passed, N failed".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extra = process.argv.slice(2);
const r = spawnSync(process.execPath, [
  path.join(root, 'node_modules/mocha/bin/mocha.js'),
  '--node-option', 'import=tsx',
  '--reporter', path.join(root, 'test/support/count-reporter.cjs'),
  '--timeout', '20000',
  '--exit',
  ...(extra.length ? extra : ['test/unit/**/*.test.ts']),
], { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_SUITE_NAME: process.env.TEST_SUITE_NAME || 'unit' } });
process.exit(r.status ?? 1);
