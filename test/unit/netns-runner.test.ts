// The network-namespace suite never passes silently: where namespaces cannot be created (here: no `unshare` on PATH)
// its summary line says how many tests were skipped and why, and nothing runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('test/run-netns.mjs without network namespaces', function () {
  this.timeout(60_000);
  it('prints "netns: 0 passed, 0 failed, N skipped (no network namespaces: …)" with N > 0 and exits 0', () => {
    const root = path.resolve(__dirname, '../..');
    const r = spawnSync(process.execPath, ['test/run-netns.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: path.join(root, 'test/fixtures/no-such-dir'), WEB_FETCH_IN_NETNS: '' },
    });
    assert.equal(r.status, 0, r.stderr);
    const m = /^netns: 0 passed, 0 failed, (\d+) skipped \(no network namespaces: .+\)$/m.exec(r.stdout);
    assert.ok(m, r.stdout);
    assert.ok(Number(m[1]) >= 10, `counted ${m[1]} tests`);
  });
});
