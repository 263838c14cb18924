// The web-fetch CLI (issue 2, rule 7), run as a real process: bundled from src/cli.ts with esbuild (as
// `node esbuild.mjs` does) into a temporary directory, then spawned against loopback servers.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { closeAll, startServer, type TestServer } from '../support/servers';
import { apiError, FakeGemini, geminiResponse, TEST_KEY } from '../support/fake-gemini';

const ROOT = path.resolve(__dirname, '../..');
const PAGE_KEYS = ['url', 'fetchedUrl', 'ok', 'status', 'contentType', 'charset', 'private', 'title', 'content', 'bytes', 'truncated', 'nextOffset', 'error'];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let cliPath = '';
let tmp = '';

/** Run the CLI with args (and optional stdin); the environment carries no API key and no proxy. */
function cli(args: string[], stdin?: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NO_PROXY', 'no_proxy']) delete env[k];
  Object.assign(env, extraEnv);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin.end(stdin);
    else child.stdin.end();
  });
}

/** Start the CLI and hand back the child (to signal it) plus a promise of its run. */
function cliChild(args: string[]): { child: import('node:child_process').ChildProcess; done: Promise<Run> } {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete env[k];
  const child = spawn(process.execPath, [cliPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

/** stdout must be exactly one JSON value. */
function parseJson(run: Run): Record<string, unknown> {
  const value = JSON.parse(run.stdout) as unknown;
  assert.equal(typeof value, 'object');
  assert.ok(value !== null && !Array.isArray(value));
  return value as Record<string, unknown>;
}

const LONG = Array.from({ length: 500 }, (_, i) => `line ${i} 한국어`).join('\n');

describe('cli', () => {
  let server: TestServer | undefined;
  const hanging = new Set<import('node:http').ServerResponse>();

  before(async function () {
    this.timeout(60_000);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-cli-'));
    cliPath = path.join(tmp, 'cli.js');
    await esbuild.build({
      entryPoints: [path.join(ROOT, 'src/cli.ts')],
      outfile: cliPath,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['vscode'],
      logLevel: 'error',
      banner: { js: '#!/usr/bin/env node' },
    });
    server = await startServer((req, res) => {
      switch (req.url) {
        case '/article':
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end('<html><head><title>CLI Article</title></head><body><p>A sentence for the command line.</p></body></html>');
        case '/long':
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end(LONG);
        case '/hang':
          hanging.add(res);
          return;
        default:
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('nope');
      }
    });
  });
  after(async () => {
    for (const r of hanging) r.destroy();
    await closeAll(server);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('--json prints exactly one object with the page contract; exit 0 when a page came back', async () => {
    const run = await cli(['--json', '--engine', 'direct', `Summarise ${server!.url('/article')} and ${server!.url('/missing')}`]);
    assert.equal(run.code, 0, run.stderr);
    const out = parseJson(run);
    for (const k of ['route', 'answer', 'sources', 'pages']) assert.ok(k in out, `missing ${k}`);
    assert.equal(out.route, 'direct');
    assert.equal(out.answer, null);
    assert.deepEqual(out.sources, []);
    const pages = out.pages as Record<string, unknown>[];
    assert.equal(pages.length, 2);
    for (const p of pages) for (const k of PAGE_KEYS) assert.ok(k in p, `page lacks ${k}`);
    const [ok, missing] = pages as [Record<string, unknown>, Record<string, unknown>];
    assert.equal(ok.ok, true);
    assert.equal(ok.url, server!.url('/article'));
    assert.equal(ok.fetchedUrl, server!.url('/article'));
    assert.equal(ok.status, 200);
    assert.equal(ok.title, 'CLI Article');
    assert.equal(ok.private, true);
    assert.equal(ok.charset, 'utf-8');
    assert.match(ok.content as string, /A sentence for the command line\./);
    assert.equal(ok.error, null);
    assert.equal(missing.ok, false);
    assert.equal(missing.status, 404);
    assert.deepEqual(Object.keys(missing.error as object).sort(), ['code', 'message']);
    assert.equal((missing.error as { code: string }).code, 'HTTP_STATUS');
  });

  it('file: and user:pass@ URLs next to a good one: each INVALID_URL in its place (text output), the good one fetched, exit 0', async () => {
    const run = await cli(['--engine', 'direct', `read file:///etc/passwd, http://me:hunter2pass@127.0.0.1:${server!.port}/article and ${server!.url('/article')}`]);
    assert.equal(run.code, 0, run.stderr);
    const blocks = run.stdout.split(/^=== /m).slice(1);
    assert.match(blocks[0]!, /^\[failed\] file:\/\/\/etc\/passwd\n {4}INVALID_URL: .*only http and https URLs can be fetched/);
    assert.match(blocks[1]!, /^\[failed\] http:\/\/\*\*\*@127\.0\.0\.1:\d+\/article\n {4}INVALID_URL: .*user name or password \(not shown\)/);
    assert.match(blocks[2]!, /^\[ok\] http:\/\/127\.0\.0\.1:\d+\/article — CLI Article/);
    assert.doesNotMatch(run.stdout + run.stderr, /hunter2/);
  });

  it('exit 1 when every URL failed (and --json still prints the pages)', async () => {
    const run = await cli(['--json', server!.url('/gone-1'), server!.url('/gone-2')]);
    assert.equal(run.code, 1);
    const pages = parseJson(run).pages as { ok: boolean; error: { code: string } }[];
    assert.deepEqual(
      pages.map((p) => [p.ok, p.error.code]),
      [
        [false, 'HTTP_STATUS'],
        [false, 'HTTP_STATUS'],
      ],
    );
  });

  for (const [name, args, code] of [
    ['a prompt without URLs', ['--json', 'summarise this please'], 'INVALID_INPUT'],
    ['21 URLs', ['--json', Array.from({ length: 21 }, (_, i) => `https://h${i}.example/`).join(' ')], 'INVALID_INPUT'],
    ['a file: URL', ['--json', 'read file:///etc/passwd'], 'INVALID_URL'],
    ['an unparsable host', ['--json', 'see https://a..b/'], 'INVALID_URL'],
    ['no prompt at all', ['--json'], 'INVALID_INPUT'],
    ['an unknown engine', ['--json', '--engine', 'bing', 'https://example.com/'], 'INVALID_INPUT'],
    ['a bad number', ['--json', '--timeout-ms', 'soon', 'https://example.com/'], 'INVALID_INPUT'],
    ['the gemini engine without a key', ['--json', '--engine', 'gemini', 'https://example.com/'], 'INVALID_INPUT'],
  ] as const) {
    it(`exit 2 and {"error":{code,message}} for ${name}`, async () => {
      const run = await cli([...args]);
      assert.equal(run.code, 2, run.stdout + run.stderr);
      const out = parseJson(run);
      assert.deepEqual(Object.keys(out), ['error']);
      const err = out.error as { code: string; message: string };
      assert.equal(err.code, code);
      assert.ok(err.message.length > 10);
    });
  }

  it('without --json, invalid input goes to stderr with exit 2', async () => {
    const run = await cli(['no urls here']);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /no http\(s\) URL/);
  });

  it('"-" reads the prompt from standard input', async () => {
    const run = await cli(['--json', '-'], `请总结${server!.url('/article')}的内容\n`);
    assert.equal(run.code, 0, run.stderr);
    const pages = parseJson(run).pages as { url: string; ok: boolean }[];
    assert.deepEqual(
      pages.map((p) => [p.url, p.ok]),
      [[server!.url('/article'), true]],
    );
  });

  it('an empty standard input is invalid input', async () => {
    const run = await cli(['--json', '-'], '  \n');
    assert.equal(run.code, 2);
    assert.equal((parseJson(run).error as { code: string }).code, 'INVALID_INPUT');
  });

  it('--max-chars cuts, --offset continues exactly', async () => {
    const first = parseJson(await cli(['--json', '--no-cache', '--max-chars', '1000', server!.url('/long')])).pages as {
      content: string;
      truncated: boolean;
      nextOffset: number;
    }[];
    assert.equal(first[0]!.truncated, true);
    assert.equal(first[0]!.content.length, 1000);
    assert.equal(first[0]!.nextOffset, 1000);
    const second = parseJson(await cli(['--json', '--no-cache', '--max-chars', '100000', '--offset', '1000', server!.url('/long')])).pages as {
      content: string;
      truncated: boolean;
      nextOffset: number | null;
    }[];
    assert.equal(first[0]!.content + second[0]!.content, LONG);
    assert.equal(second[0]!.truncated, false);
    assert.equal(second[0]!.nextOffset, null);
  });

  it('--timeout-ms bounds a hanging server: TIMEOUT, exit 1', async () => {
    const run = await cli(['--json', '--timeout-ms', '400', server!.url('/hang')]);
    assert.equal(run.code, 1);
    const [page] = parseJson(run).pages as { error: { code: string } }[];
    assert.equal(page!.error.code, 'TIMEOUT');
  });

  it('Ctrl+C (SIGINT) cancels the fetch: ABORTED, exit 1, and the process ends', async () => {
    const { child, done } = cliChild(['--json', '--timeout-ms', '60000', server!.url('/hang')]);
    const before = hanging.size;
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (hanging.size > before) {
          clearInterval(poll);
          resolve();
        }
      }, 10);
    });
    child.kill('SIGINT');
    const run = await done;
    assert.equal(run.code, 1, run.stderr);
    const [page] = parseJson(run).pages as { error: { code: string } }[];
    assert.equal(page!.error.code, 'ABORTED');
  });

  it('text output shows each page with its status and the cut hint', async () => {
    const run = await cli(['--engine', 'direct', '--max-chars', '2000', server!.url('/article'), server!.url('/long'), server!.url('/missing')]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /=== \[ok\] http:\/\/127\.0\.0\.1:\d+\/article — CLI Article/);
    assert.match(run.stdout, /A sentence for the command line\./);
    assert.match(run.stdout, /continue with --offset \d+/);
    assert.match(run.stdout, /=== \[failed\] .*\/missing\n\s+HTTP_STATUS: /);
  });

  it('--help and --version exit 0', async () => {
    const help = await cli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--json/);
    assert.match(help.stdout, /--offset/);
    const version = await cli(['--version']);
    assert.equal(version.code, 0);
    assert.match(version.stdout, /^web-fetch \d+\.\d+\.\d+/);
  });

  it('a cut page says where it was cut and how much is left: "[cut at N of M characters: continue with --offset N]"', async () => {
    const run = await cli(['--engine', 'direct', '--no-cache', '--max-chars', '2000', server!.url('/long')]);
    assert.equal(run.code, 0, run.stderr);
    const m = /\[cut at ([\d,]+) of ([\d,]+) characters: continue with --offset (\d+)\]/.exec(run.stdout);
    assert.ok(m, run.stdout.slice(-300));
    assert.equal(Number(m[1]!.replace(/,/g, '')), Number(m[3]));
    assert.equal(Number(m[2]!.replace(/,/g, '')), LONG.length);
    assert.ok(Number(m[3]) > 0 && Number(m[3]) <= 2000);
  });

  it('--offset past the end of the page says so on stderr and exits 1', async () => {
    const run = await cli(['--engine', 'direct', '--no-cache', '--offset', String(LONG.length + 10), server!.url('/long')]);
    assert.equal(run.code, 1);
    assert.match(run.stderr, new RegExp(`--offset ${LONG.length + 10} is past the end of .*/long: it has ${LONG.length.toLocaleString('en-US')} characters`));
    // an offset inside the page is fine
    const inside = await cli(['--engine', 'direct', '--no-cache', '--offset', String(LONG.length - 5), server!.url('/long')]);
    assert.equal(inside.code, 0, inside.stderr);
    assert.equal(inside.stderr, '');
  });

  describe('with a Gemini key (a local stand-in for the API)', () => {
    let fake: FakeGemini;
    beforeEach(async () => {
      fake = await FakeGemini.start();
    });
    afterEach(async () => {
      await fake.close();
    });
    const env = () => ({ GEMINI_API_KEY: TEST_KEY, GOOGLE_GEMINI_BASE_URL: fake.baseUrl });

    it('a cited answer reads as plain [1] markers and a numbered Sources list, without markdown link syntax', async () => {
      fake.reply({ body: geminiResponse({ parts: ['The article has one sentence for the command line [1].'] }) });
      const run = await cli([`Summarise ${server!.url('/article')}`], undefined, env());
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /^The article has one sentence for the command line \[1\]\.$/m);
      assert.match(run.stdout, /^Sources\n {2}\[1\] CLI Article\n +http:\/\/127\.0\.0\.1:\d+\/article$/m);
      assert.doesNotMatch(run.stdout, /\]\(|\\\[|\*\*/, 'markdown link or emphasis syntax in the terminal output');
      assert.doesNotMatch(run.stdout, /\u001b/, 'no escape sequences when stdout is not a terminal');
    });

    it('--offset continues the page itself on the direct route, even with a key (Gemini reads whole pages)', async () => {
      const run = await cli(['--json', '--no-cache', '--max-chars', '100000', '--offset', '1000', `Summarise ${server!.url('/long')}`], undefined, env());
      assert.equal(run.code, 0, run.stderr);
      const out = parseJson(run) as { route: string; pages: { content: string }[] };
      assert.equal(out.route, 'direct');
      assert.equal(out.pages[0]!.content, LONG.slice(1000));
      assert.equal(fake.requests.length, 0);
    });

    it('when Gemini writes no answer, the reason goes to stderr and the pages to stdout', async () => {
      fake.reply(apiError(500, 'INTERNAL', 'backend exploded'), apiError(500, 'INTERNAL', 'backend exploded'));
      const run = await cli([`Summarise ${server!.url('/article')}`], undefined, env());
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stderr, /^web-fetch: .*No answer was written/m);
      assert.match(run.stdout, /A sentence for the command line\./);
      assert.doesNotMatch(run.stdout, /No answer was written/);
    });
  });
});
