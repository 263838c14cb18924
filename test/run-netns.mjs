#!/usr/bin/env node
// The hermetic network suite (test/netns/): re-executes itself inside new network and mount namespaces
// (`unshare --net --mount`, as root in CI) where only loopback exists, so every fault is real and no packet can leave:
//   - lo up; "public" addresses 93.184.216.34–37 added to lo (reachable), any other public address has no route
//     (ENETUNREACH), IPv6 has no route beyond ::1;
//   - /etc/resolv.conf → 127.0.0.1 (the suite's own DNS server, test/support/dns-server.ts), /etc/hosts → localhost
//     only, nsswitch "files dns": the engine's real resolver (getaddrinfo) is what gets tested;
//   - NODE_EXTRA_CA_CERTS trusts the test CA of test/fixtures/tls.
// Prints "netns: N passed, N failed". Where namespaces cannot be created it runs nothing and says so in the same line:
//   "netns: 0 passed, 0 failed, N skipped (no network namespaces: <reason>)" — and exits 0 (nothing was tested).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['test/netns/**/*.test.ts'];
const mocha = [path.join(root, 'node_modules/mocha/bin/mocha.js'), '--node-option', 'import=tsx', '--timeout', '30000', '--exit'];
const PUBLIC_ADDRESSES = ['93.184.216.34', '93.184.216.35', '93.184.216.36', '93.184.216.37'];

function run(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });
}

/** How many tests the suite has (mocha --dry-run), for the skip line. */
function countTests() {
  const r = run(process.execPath, [...mocha, '--dry-run', '--reporter', 'json', ...files]);
  try {
    return JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))).stats.tests;
  } catch {
    return '?';
  }
}

function skip(reason) {
  console.log(`netns: 0 passed, 0 failed, ${countTests()} skipped (no network namespaces: ${reason})`);
  process.exit(0);
}

if (process.env.WEB_FETCH_IN_NETNS !== '1') {
  if (process.platform !== 'linux') skip(`${process.platform} has none`);
  const probe = run('unshare', ['--net', '--mount', 'true']);
  if (probe.error) skip(`unshare: ${probe.error.code === 'ENOENT' ? 'not installed' : probe.error.message}`);
  if (probe.status !== 0) skip(`unshare --net --mount: ${(probe.stderr || '').trim().split('\n').pop() || `exit ${probe.status}`} (run as root)`);
  const r = spawnSync('unshare', ['--net', '--mount', '--', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_FETCH_IN_NETNS: '1' },
  });
  process.exit(r.status ?? 1);
}

// ---- inside the namespaces
function must(cmd, args) {
  const r = run(cmd, args);
  if (r.status !== 0) {
    console.log(`netns: 0 passed, 1 failed (setup: ${cmd} ${args.join(' ')}: ${(r.stderr || r.error?.message || '').trim()})`);
    process.exit(1);
  }
}
must('ip', ['link', 'set', 'lo', 'up']);
for (const a of PUBLIC_ADDRESSES) must('ip', ['addr', 'add', `${a}/32`, 'dev', 'lo']);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-netns-'));
const files_ = {
  'resolv.conf': 'nameserver 127.0.0.1\noptions timeout:1 attempts:1\n',
  hosts: '127.0.0.1 localhost\n::1 localhost\n',
  'nsswitch.conf': 'hosts: files dns\n',
};
for (const [name, text] of Object.entries(files_)) {
  fs.writeFileSync(path.join(dir, name), text);
  // The mount namespace is private (unshare's default propagation): these bind mounts are seen by this process tree only.
  must('mount', ['--bind', path.join(dir, name), `/etc/${name}`]);
}
const r = spawnSync(process.execPath, [...mocha, '--reporter', path.join(root, 'test/support/count-reporter.cjs'), ...files], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_SUITE_NAME: 'netns',
    NODE_EXTRA_CA_CERTS: path.join(root, 'test/fixtures/tls/ca.pem'),
    // No proxy from the outer environment may route test traffic.
    HTTPS_PROXY: '',
    HTTP_PROXY: '',
    https_proxy: '',
    http_proxy: '',
    NO_PROXY: '',
    no_proxy: '',
    GEMINI_API_KEY: '',
    GOOGLE_API_KEY: '',
  },
});
fs.rmSync(dir, { recursive: true, force: true });
process.exit(r.status ?? 1);
