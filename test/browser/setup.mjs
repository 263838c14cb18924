#!/usr/bin/env node
// Browser test setup: make sure a Chromium-family browser is installed, like the VS Code suite makes sure of its
// VS Code. Idempotent: a browser already in place is used as is. On Debian/Ubuntu as root, installs the distribution's
// `chromium` with apt (the package manager's own download; nothing is fetched by this project). Bounded in time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/microsoft-edge',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function found() {
  return CANDIDATES.find((p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function run(cmd, args, timeoutMs) {
  console.log(`[browser setup] ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', timeout: timeoutMs, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.error) console.log(`[browser setup] ${cmd} failed: ${r.error.message}`);
  return r.status === 0;
}

let browser = found();
if (browser) {
  console.log(`[browser setup] using ${browser}`);
  process.exit(0);
}
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (process.platform === 'linux' && hasApt && process.getuid?.() === 0) {
  // Ten minutes at most for the index and the package (the Debian package is about 80 MB with its libraries).
  if (run('apt-get', ['update'], 300_000)) run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], 600_000);
  browser = found();
}
if (browser) {
  console.log(`[browser setup] installed ${browser}`);
  process.exit(0);
}
console.error(
  '[browser setup] no Chromium-family browser found and none could be installed here.\n' +
    '  Debian/Ubuntu: sudo apt-get install --no-install-recommends chromium   (or install Google Chrome / Microsoft Edge)',
);
process.exit(1);
