// The CLI's policy flags, run as a real child process against loopback servers.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { startServer, closeAll, type TestServer } from '../support/servers';

const ROOT = path.resolve(__dirname, '../..');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run `web-fetch` from source (tsx), without any Gemini key in the environment. */
function cli(args: string[]): Promise<CliRun> {
  const env = { ...process.env };
  for (const k of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete env[k];
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), ...args], { cwd: ROOT, env, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

interface JsonPage {
  url: string;
  ok: boolean;
  error: { code: string; message: string } | null;
}

function pages(run: CliRun): JsonPage[] {
  return (JSON.parse(run.stdout) as { pages: JsonPage[] }).pages;
}

describe('CLI: --block, --allow, --respect-robots', () => {
  let a: TestServer;
  let b: TestServer;
  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('User-agent: *\nDisallow: /private\n');
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><head><title>t</title></head><body><main><p>Page ${req.url} with a few words of text.</p></main></body></html>`);
  };
  before(async () => {
    a = await startServer(handler);
    b = await startServer(handler, { host: '127.0.0.2' });
  });
  after(() => closeAll(a, b));
  beforeEach(() => {
    a.requests.length = 0;
    b.requests.length = 0;
  });

  it('--block: the URL fails with BLOCKED_BY_POLICY naming the rule and the flag; exit 1 when every URL failed', async () => {
    const run = await cli(['--json', '--engine', 'direct', '--block', '127.0.0.1', a.url('/x')]);
    assert.equal(run.code, 1, run.stderr);
    const [p] = pages(run);
    assert.equal(p!.error?.code, 'BLOCKED_BY_POLICY');
    assert.equal(p!.error?.message, '127.0.0.1 is blocked by the rule "127.0.0.1" in --block.');
    assert.equal(a.requests.length, 0);
  });

  it('--allow (repeatable and comma-separated): only matching hosts are fetched; exit 0 when one page came back', async () => {
    const run = await cli(['--json', '--engine', 'direct', '--allow', 'example.com,127.0.0.1', '--allow', 'other.test', `${a.url('/a')} ${b.url('/b')}`]);
    assert.equal(run.code, 0, run.stderr);
    const ps = pages(run);
    assert.deepEqual(ps.map((p) => p.error?.code ?? 'ok'), ['ok', 'BLOCKED_BY_POLICY']);
    assert.equal(ps[1]!.error?.message, '127.0.0.2 is not in --allow (allowed: example.com, 127.0.0.1, other.test).');
    assert.equal(b.requests.length, 0);
  });

  it('--respect-robots always: a disallowed URL fails with BLOCKED_BY_ROBOTS; without it a person\'s request ignores robots.txt', async () => {
    const honoured = await cli(['--json', '--engine', 'direct', '--respect-robots', 'always', a.url('/private/p')]);
    assert.equal(honoured.code, 1, honoured.stderr);
    assert.equal(pages(honoured)[0]!.error?.code, 'BLOCKED_BY_ROBOTS');
    assert.match(pages(honoured)[0]!.error!.message, /\(rule "Disallow: \/private"\)/);
    assert.deepEqual(a.requests.map((r) => r.url), ['/robots.txt']);
    a.requests.length = 0;
    const ignored = await cli(['--json', '--engine', 'direct', a.url('/private/p')]);
    assert.equal(ignored.code, 0, ignored.stderr);
    assert.deepEqual(a.requests.map((r) => r.url), ['/private/p']);
  });

  it('the human output shows the code and the rule', async () => {
    const ok = await cli(['--engine', 'direct', '--block', '127.0.0.0/8', a.url('/x')]);
    assert.equal(ok.code, 1);
    assert.match(ok.stdout, /BLOCKED_BY_POLICY: 127\.0\.0\.1 is blocked by the rule "127\.0\.0\.0\/8" in --block\./);
  });

  it('invalid values are input errors (exit 2) with a JSON error under --json', async () => {
    const badPattern = await cli(['--json', '--engine', 'direct', '--block', 'not a host', a.url('/x')]);
    assert.equal(badPattern.code, 2);
    const err = (JSON.parse(badPattern.stdout) as { error: { code: string; message: string } }).error;
    assert.equal(err.code, 'INVALID_POLICY');
    assert.match(err.message, /"not a host" in --block/);
    const badMode = await cli(['--json', '--respect-robots', 'sometimes', a.url('/x')]);
    assert.equal(badMode.code, 2);
    assert.match(badMode.stdout, /--respect-robots must be always or never/);
    // A wildcard in front of an address is refused too (use a range such as 127.0.0.0/8).
    const wildIp = await cli(['--engine', 'direct', '--block', '*.0.0.1', a.url('/x')]);
    assert.equal(wildIp.code, 2);
    assert.match(wildIp.stderr, /"\*\.0\.0\.1" in --block/);
    assert.equal(a.requests.length, 0);
  });
});
