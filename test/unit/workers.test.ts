// Conversion off the main thread: hostile pages come back ok or with a named error without touching the test
// process; memory and time limits end a conversion by name (CONVERSION_LIMIT, never TIMEOUT); cancel terminates the
// worker; an idle pool stops its workers. No timing assertions: waits poll the pool's counts, with a bound.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { prettyJson, reindentJson } from '../../src/engine/content/convert';
import { EngineError, nullLogger } from '../../src/engine/types';
import { ConvertPool, type ConvertTask } from '../../src/engine/workers/pool';
import { convertBody, type ConvertInput } from '../../src/engine/workers/convert';
import { closeAll, startServer, type TestServer } from '../support/servers';

const MB = 1024 * 1024;
const JSON_BOMB = '['.repeat(16_000) + '12345678901234567891' + ']'.repeat(16_000);
const flatPage = (mb: number) => `<!doctype html><html><head><title>Flat</title></head><body><ul>${'<li>x'.repeat(Math.floor((mb * MB) / 5))}</ul></body></html>`;

function input(body: string, contentType = 'text/html; charset=utf-8'): ConvertInput {
  return { body: Buffer.from(body), contentType, url: 'http://127.0.0.1/page', truncated: false, maxBytes: 10 * MB, keepChars: 100_000 };
}

/** Resolves once `test` holds, polling; fails after `boundMs` (a safety net against a hang, not a speed check). */
async function until(test: () => boolean, what: string, boundMs = 15_000): Promise<void> {
  const end = Date.now() + boundMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`still waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const task = (over: Partial<ConvertTask> = {}): ConvertTask => ({ limitMs: 60_000, ...over });

describe('JSON re-indent: bounded and exact', () => {
  it('a 16 000-deep bomb comes back as sent, at once (no quadratic indentation)', () => {
    assert.deepEqual(reindentJson(JSON_BOMB), { ok: false, reason: 'depth' });
    assert.equal(prettyJson(JSON_BOMB), JSON_BOMB);
  });

  it('nesting up to the bound is re-indented, keeping a 20-digit id exactly', () => {
    const text = '['.repeat(100) + '12345678901234567891' + ']'.repeat(100);
    const r = reindentJson(text);
    assert.equal(r.ok, true);
    assert.ok(r.ok && r.text.includes('\n' + '  '.repeat(100) + '12345678901234567891\n'));
    assert.deepEqual(reindentJson('[' + text + ']'), { ok: false, reason: 'depth' });
  });

  it('a wide array at depth 90 would grow past 4× its size: the text as sent', () => {
    const text = '['.repeat(90) + '1,'.repeat(50_000) + '1' + ']'.repeat(90);
    assert.deepEqual(reindentJson(text), { ok: false, reason: 'size' });
    assert.equal(prettyJson(text), text);
  });

  it('JSON past maxChars is validated but comes back as sent (its parsed tree would not fit a converter)', () => {
    const wide = '[' + '[1],'.repeat(600_000) + '[1]]'; // 2.4 M characters
    assert.deepEqual(reindentJson(wide), { ok: false, reason: 'size' });
    assert.equal(prettyJson(wide), wide);
    assert.deepEqual(reindentJson(wide + ']'), { ok: false, reason: 'invalid' });
    assert.equal(reindentJson('[[1]]', { maxDepth: 100, maxGrowth: 4, maxChars: 4 }).ok, false);
  });

  it('invalid JSON is named invalid (trailing comma, bad escape, control character, junk after the value)', () => {
    for (const bad of ['[1,]', '{"a":1,}', '"\\x"', '"a\u0001"', '[1] 2', '01', '{"a" 1}', '[', '"open']) {
      assert.deepEqual(reindentJson(bad), { ok: false, reason: 'invalid' }, bad);
      assert.throws(() => prettyJson(bad), SyntaxError, bad);
    }
  });
});

describe('convertBody: the script-shell verdict is judged with the conversion (off the calling thread)', () => {
  const shellPage = '<!doctype html><html><head><script src="/app.js"></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>';
  const textPage = `<!doctype html><html><body><main><h1>Title</h1><p>${'Plenty of words in a real article. '.repeat(100)}</p></main></body></html>`;

  it('auto: a shell gets a verdict and a digest of the served bytes; a page with text gets none', async () => {
    const shell = await convertBody({ ...input(shellPage), renderCheck: 'auto' });
    assert.equal(shell.shell?.verdict.shell, true);
    assert.match(shell.shell!.servedDigest, /^[A-Za-z0-9_-]{43}$/);
    const again = await convertBody({ ...input(shellPage), renderCheck: 'auto' });
    assert.equal(again.shell!.servedDigest, shell.shell!.servedDigest);
    const other = await convertBody({ ...input(shellPage.replace('root', 'app')), renderCheck: 'auto' });
    assert.notEqual(other.shell!.servedDigest, shell.shell!.servedDigest);
    const text = await convertBody({ ...input(textPage), renderCheck: 'auto' });
    assert.equal(text.shell, undefined);
  });

  it('always: every HTML page is judged; never: only a page with little text (to say why it is blank); no check asked: none is', async () => {
    assert.ok((await convertBody({ ...input(textPage), renderCheck: 'always' })).shell);
    assert.equal((await convertBody({ ...input(shellPage), renderCheck: 'never' })).shell?.verdict.shell, true);
    assert.equal((await convertBody({ ...input(textPage), renderCheck: 'never' })).shell, undefined);
    assert.equal((await convertBody(input(shellPage))).shell, undefined);
    assert.equal((await convertBody({ ...input('{"a":1}', 'application/json'), renderCheck: 'always' })).shell, undefined);
  });
});

describe('workers: the conversion pool', function () {
  this.timeout(60_000);
  let pool: ConvertPool | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await pool?.dispose();
    pool = undefined;
    await closeAll(server);
    server = undefined;
  });

  it('converts in a converter process and answers like the page converter', async () => {
    pool = new ConvertPool({ size: 1 });
    const out = await pool.convert(input('<html><head><title>T</title></head><body><main><h1>Hello</h1><p>World of text.</p></main></body></html>'), task());
    assert.equal(out.title, 'T');
    assert.match(out.full, /World of text/);
    assert.equal(out.charset, 'utf-8');
    assert.equal(pool.stats().started, 1);
  });

  it('10 JSON bombs through fetchPages: every page ok as the raw text, the test process untouched', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON_BOMB));
    pool = new ConvertPool({ size: 2 });
    const urls = Array.from({ length: 10 }, (_, i) => server!.url(`/bomb/${i}`));
    const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { noCache: true, converter: pool, maxChars: 1_000_000 });
    assert.equal(pages.length, 10);
    for (const p of pages) {
      assert.equal(p.ok, true, JSON.stringify(p.error));
      assert.equal(p.content, JSON_BOMB);
    }
  });

  it('a page past the memory limit is CONVERSION_LIMIT, the host process lives on, and the next page converts on a fresh worker', async () => {
    // 4 MB of <li>x is 800 000 elements: far more than a 40 MB heap, which still leaves a fresh worker (under tsx it
    // compiles its own sources) room to start and convert a small page. The same shape at some limits aborted the
    // whole process when conversion ran in a worker thread (nodejs/node#47224); a converter process dies alone.
    pool = new ConvertPool({ size: 1, maxOldGenerationSizeMb: 40, maxYoungGenerationSizeMb: 6 });
    await assert.rejects(pool.convert(input(flatPage(4)), task()), (e: unknown) => {
      assert.ok(e instanceof EngineError);
      assert.equal(e.code, 'CONVERSION_LIMIT');
      assert.match(e.message, /40 MB of memory/);
      return true;
    });
    const out = await pool.convert(input('{"a":1}', 'application/json'), task());
    assert.equal(out.full, '{\n  "a": 1\n}');
    assert.equal(pool.stats().started, 2);
    assert.equal(pool.stats().killed, 0, 'the first worker ended by itself (out of memory), not by the pool');
  });

  it('a converter process that cannot start: the page is converted on the calling thread, with a warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-worker-'));
    const file = path.join(dir, 'broken-worker.js');
    fs.writeFileSync(file, 'process.exit(3);\n');
    const warnings: string[] = [];
    pool = new ConvertPool({ size: 1, workerFile: file, logger: { ...nullLogger, warn: (m: string) => warnings.push(m) } });
    try {
      const out = await pool.convert(input('{"a":1}', 'application/json'), task());
      assert.equal(out.full, '{\n  "a": 1\n}');
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, /Could not start a page converter process \(exit code 3\)/);
      const again = await pool.convert(input('[2]', 'application/json'), task());
      assert.equal(again.full, '[\n  2\n]');
      assert.equal(pool.stats().started, 1, 'no second attempt: the calling thread converts from now on');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a huge flat page (6 MB of <li>x) is ok or CONVERSION_LIMIT, never a crash', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(flatPage(6)));
    pool = new ConvertPool({ size: 1 });
    const [page] = await fetchPages(planPrompt(server.url('/flat')).urls, { noCache: true, converter: pool, timeoutMs: 60_000 });
    assert.ok(page!.ok || page!.error?.code === 'CONVERSION_LIMIT', JSON.stringify(page!.error));
  });

  it('running out of time while converting is CONVERSION_LIMIT (received in full), not TIMEOUT', async () => {
    pool = new ConvertPool({ size: 1 });
    await assert.rejects(pool.convert(input(flatPage(2)), task({ limitMs: 1 })), (e: unknown) => {
      assert.ok(e instanceof EngineError);
      assert.equal(e.code, 'CONVERSION_LIMIT');
      assert.match(e.message, /received in full/);
      return true;
    });
    await until(() => pool!.stats().workers === 0, 'the timed-out worker to exit');
  });

  it('cancel during conversion rejects at once and terminates the worker', async () => {
    pool = new ConvertPool({ size: 1 });
    const ac = new AbortController();
    const running = pool.convert(input(flatPage(8)), task({ signal: ac.signal }));
    await until(() => pool!.stats().busy === 1 && pool!.stats().workers === 1, 'the conversion to start');
    ac.abort(new EngineError('ABORTED', 'Cancelled by the test.'));
    await assert.rejects(running, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    assert.equal(pool.stats().busy, 0);
    await until(() => pool!.stats().workers === 0, 'the worker to exit');
    assert.equal(pool.stats().killed, 1);
  });

  it('cancel through fetchPages: every page ABORTED, no worker left (idle ones included)', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(flatPage(6)));
    // Idle workers would live a minute: only the cancel can stop them within the wait below.
    pool = new ConvertPool({ size: 2, idleMs: 60_000 });
    const ac = new AbortController();
    const run = fetchPages(planPrompt(`${server.url('/a')} ${server.url('/b')}`).urls, { noCache: true, converter: pool, signal: ac.signal, timeoutMs: 60_000 });
    await until(() => pool!.stats().busy > 0, 'a conversion to start');
    ac.abort();
    const pages = await run;
    assert.deepEqual(
      pages.map((p) => p.error?.code),
      ['ABORTED', 'ABORTED'],
    );
    await until(() => pool!.stats().workers === 0, 'every worker to exit');
  });

  it('a lone fetchPages call in a process with nothing else to do returns its page (stopping its pool keeps the process alive until then)', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>T</title><main><p>' + 'Words here. '.repeat(200) + '</p></main>'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/lone-fetch.ts'), server.url('/lone')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    assert.equal(code, 0, err);
    const page = JSON.parse(out.trim()) as { ok: boolean; chars: number };
    assert.equal(page.ok, true);
    assert.ok(page.chars > 1000);
  });

  it('an idle pool stops its workers, and starts one again when work comes', async () => {
    pool = new ConvertPool({ size: 2, idleMs: 50 });
    await pool.convert(input('plain words', 'text/plain'), task());
    await until(() => pool!.stats().workers === 0, 'the idle worker to stop');
    const out = await pool.convert(input('more words', 'text/plain'), task());
    assert.equal(out.full, 'more words');
    assert.equal(pool.stats().started, 2);
  });

  it('a disposed pool refuses work and has no worker left', async () => {
    pool = new ConvertPool({ size: 1 });
    await pool.convert(input('x', 'text/plain'), task());
    await pool.dispose();
    assert.equal(pool.stats().workers, 0);
    await assert.rejects(pool.convert(input('x', 'text/plain'), task()), (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
  });
});
