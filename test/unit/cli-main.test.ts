// The CLI's main() in-process: it must leave no process-wide listeners behind (it is also imported by tests/tools).
import assert from 'node:assert/strict';
import { main } from '../../src/cli';

/** Run main() with stdout/stderr captured. */
async function capture(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  let stdout = '';
  let stderr = '';
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => ((stderr += String(chunk)), true)) as typeof process.stderr.write;
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

describe('cli main()', () => {
  it('a usage error returns 2 and leaves no SIGINT listener behind', async () => {
    const before = process.listenerCount('SIGINT');
    const r = await capture(['--json', '--timeout-ms', 'soon', 'https://example.com/']);
    assert.equal(r.code, 2);
    assert.deepEqual(JSON.parse(r.stdout), { error: { code: 'INVALID_INPUT', message: '--timeout-ms needs a whole number ≥ 1, got "soon".' } });
    assert.equal(process.listenerCount('SIGINT'), before);
  });

  for (const argv of [
    ['--json', '--bogus', 'https://example.com/'],
    ['--json', '--offset', '-5', 'https://example.com/'],
    ['--json', '--timeout-ms'],
  ]) {
    it(`a malformed command line (${argv.slice(1).join(' ')}) is a usage error: exit 2 with the error as JSON`, async () => {
      const r = await capture(argv);
      assert.equal(r.code, 2);
      const out = JSON.parse(r.stdout) as { error: { code: string; message: string } };
      assert.equal(out.error.code, 'INVALID_INPUT');
      assert.match(out.error.message, /--bogus|--offset|--timeout-ms/);
    });
  }

  it('invalid input from the engine returns 2 and leaves no SIGINT listener behind', async () => {
    const before = process.listenerCount('SIGINT');
    const r = await capture(['--json', 'no links here']);
    assert.equal(r.code, 2);
    assert.equal((JSON.parse(r.stdout) as { error: { code: string } }).error.code, 'INVALID_INPUT');
    assert.equal(process.listenerCount('SIGINT'), before);
  });
});
