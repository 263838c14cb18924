// web-fetch: a thin command-line door onto the engine.
//   web-fetch [--json] [--engine auto|direct|gemini] [--timeout-ms N] [--max-tokens N] [--offset N] [--no-cache]
//             [--block PATTERN]... [--allow PATTERN]... [--respect-robots always|never] [--render auto|never|always]
//             [--browser PATH] "<prompt>"
//   ("-" reads the prompt from standard input)
// Exit codes: 0 at least one page (or an answer) came back, 1 every URL failed, 2 invalid input.
import { parseArgs } from 'node:util';
import { EngineError, type Logger, type PageResult, type RunOptions, type RunResult, type EngineChoice, type RenderMode } from './engine/types';
import { createEngine, type Engine } from './engine/engine';
import { VERSION } from './engine/net/http';
import { renderTerminal } from './engine/render/terminal';
import { userCacheDir } from './engine/cache/location';

const USAGE = `Usage: web-fetch [options] "<prompt with up to 20 URLs>"
       echo "<prompt>" | web-fetch [options] -

Fetches the URLs in the prompt and prints their content (or, with a Gemini key, an answer with citations).

Options:
  --json                 print one JSON object (stable contract) instead of text
  --engine <name>        auto (Gemini when GEMINI_API_KEY is set, else direct) | direct | gemini
  --timeout-ms <n>       total deadline per URL in milliseconds (default 10000)
  --max-tokens <n>       tokens of content shared across all URLs (default 25000; estimated per script:
                         about 4 characters of English or 1 Chinese/Japanese/Korean character a token)
  --max-chars <n>        the old budget in characters (used when --max-tokens is not given)
  --offset <n>           continue a truncated page from this character offset
  --max-bytes <n>        body size cap per URL in bytes (default 10485760)
  --model <name>         Gemini model (default gemini-2.5-flash)
  --proxy <url>          proxy for public URLs (default: HTTPS_PROXY / HTTP_PROXY; NO_PROXY honoured)
  --no-cache             do not use cached responses (neither memory nor disk)
  --cache-dir <dir>      disk cache directory (default $XDG_CACHE_HOME/web-fetch or ~/.cache/web-fetch;
                         %LOCALAPPDATA%\\web-fetch\\Cache on Windows)
  --cache-private        also keep pages from private addresses (localhost, 10.x …) in the disk cache
  --block <pattern>      never fetch matching hosts (repeatable or comma-separated): example.com,
                         *.example.com (the domain and its subdomains), host:port, 10.0.0.0/8, [fd00::]/8
  --allow <pattern>      fetch only matching hosts (repeatable); --block wins over --allow.
                         Blocked URLs fail with BLOCKED_BY_POLICY, on every redirect hop and both engines
  --respect-robots <m>   always | never (default never: a person asked). With always, a robots.txt
                         disallow fails the URL with BLOCKED_BY_ROBOTS
  --render <mode>        JavaScript pages: auto (render script shells in an installed Chrome, Edge or
                         Chromium; default) | never | always (render every HTML page)
  --browser <path>       the browser to render with (default: Chrome, Edge or Chromium where installed)
  --verbose              log progress to stderr
  -h, --help             show this help
  -v, --version          show the version`;

class UsageError extends Error {}

function intOption(name: string, v: string | undefined, min: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min) throw new UsageError(`--${name} needs a whole number ≥ ${min}, got "${v}".`);
  return Number(v);
}

/** Repeated and comma-separated pattern flags as one list (patterns never contain commas). */
function patternList(values: string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stderrLogger(verbose: boolean): Logger {
  const w = (level: string) => (m: unknown, ...a: unknown[]) => {
    if (verbose || level === 'warn' || level === 'error') process.stderr.write(`[${level}] ${String(m)}${a.length ? ' ' + a.map(String).join(' ') : ''}\n`);
  };
  return { trace: verbose ? w('trace') : () => {}, debug: verbose ? w('debug') : () => {}, info: w('info'), warn: verbose ? w('warn') : () => {}, error: w('error') };
}

function pageJson(p: PageResult) {
  return {
    url: p.url,
    fetchedUrl: p.fetchedUrl,
    ok: p.ok,
    status: p.status,
    contentType: p.contentType,
    charset: p.charset,
    private: p.private,
    title: p.title,
    content: p.content,
    bytes: p.bytes,
    truncated: p.truncated,
    nextOffset: p.nextOffset,
    error: p.error,
    ...(p.report ? { report: p.report } : {}),
  };
}

function toJson(r: RunResult) {
  return {
    route: r.route,
    answer: r.answer,
    sources: r.sources.map((s) => ({ index: s.index, title: s.title, url: s.url })),
    pages: r.pages.map(pageJson),
    ...(r.notes?.length ? { notes: r.notes } : {}),
  };
}

/** The CLI's engine, built once per process: its cache, rate limiter and robots.txt answers serve every run. */
let cliEngine: Engine | undefined;

export async function main(argv: string[]): Promise<number> {
  // Known before parsing, so a malformed command line still gets its error as JSON.
  let json = argv.includes('--json');
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        engine: { type: 'string', default: 'auto' },
        'timeout-ms': { type: 'string' },
        'max-chars': { type: 'string' },
        'max-tokens': { type: 'string' },
        'cache-dir': { type: 'string' },
        'cache-private': { type: 'boolean', default: false },
        'max-bytes': { type: 'string' },
        offset: { type: 'string' },
        model: { type: 'string' },
        proxy: { type: 'string' },
        'no-cache': { type: 'boolean', default: false },
        block: { type: 'string', multiple: true },
        allow: { type: 'string', multiple: true },
        'respect-robots': { type: 'string' },
        render: { type: 'string', default: 'auto' },
        browser: { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
    json = values.json === true;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (values.version) {
      process.stdout.write(`web-fetch ${VERSION}\n`);
      return 0;
    }
    const engine = values.engine as string;
    if (!['auto', 'direct', 'gemini'].includes(engine)) throw new UsageError(`--engine must be auto, direct or gemini, got "${engine}".`);
    const robots = values['respect-robots'];
    if (robots !== undefined && robots !== 'always' && robots !== 'never') {
      throw new UsageError(`--respect-robots must be always or never, got "${robots}".`);
    }
    const render = values.render as string;
    if (!['auto', 'never', 'always'].includes(render)) throw new UsageError(`--render must be auto, never or always, got "${render}".`);
    if (positionals.length === 0) throw new UsageError('Give a prompt with at least one URL (or "-" to read it from standard input).');
    const prompt = positionals.length === 1 && positionals[0] === '-' ? await readStdin() : positionals.join(' ');
    const env = process.env;
    const apiKey = env.GEMINI_API_KEY || env.GOOGLE_API_KEY || undefined;
    const controller = new AbortController();
    const onSigint = () => controller.abort(new EngineError('ABORTED', 'Interrupted.'));
    const offset = intOption('offset', values.offset, 0);
    const options: RunOptions = {
      // A continuation reads the page's own text from the offset: direct, unless --engine gemini says otherwise.
      engine: (offset && engine === 'auto' ? 'direct' : engine) as EngineChoice,
      timeoutMs: intOption('timeout-ms', values['timeout-ms'], 1),
      maxTokens: intOption('max-tokens', values['max-tokens'], 1),
      maxChars: intOption('max-chars', values['max-chars'], 1),
      maxBytes: intOption('max-bytes', values['max-bytes'], 1),
      offset,
      proxy: values.proxy,
      noCache: values['no-cache'],
      policy: { blockedDomains: patternList(values.block), allowedDomains: patternList(values.allow), labels: { blocked: '--block', allowed: '--allow' } },
      respectRobots: robots ?? 'never',
      requestedBy: 'user',
      renderJavaScript: render as RenderMode,
      browserPath: values.browser,
      signal: controller.signal,
      logger: stderrLogger(values.verbose === true),
      gemini: { apiKey, model: values.model, baseUrl: env.GOOGLE_GEMINI_BASE_URL || undefined },
    };
    // Registered only once the options are valid, so a usage error never leaves a SIGINT listener behind.
    process.once('SIGINT', onSigint);
    let result: RunResult;
    try {
      cliEngine ??= createEngine();
      // The disk cache lets a continuation (--offset) or a repeat in a new process reuse the page.
      if (!values['no-cache']) {
        cliEngine.configure({ cache: { diskDir: values['cache-dir'] || userCacheDir(), privateOnDisk: values['cache-private'] === true } });
      }
      result = await cliEngine.run(await cliEngine.plan(prompt, options));
    } finally {
      process.removeListener('SIGINT', onSigint);
      await cliEngine?.closeBrowser();
    }
    if (json) {
      process.stdout.write(JSON.stringify(toJson(result), null, 2) + '\n');
      return result.answer !== null || result.pages.some((p) => p.ok) ? 0 : 1;
    }
    const text = renderTerminal(result, { tty: process.stdout.isTTY === true, offset: options.offset ?? 0 });
    process.stdout.write(text.stdout + '\n');
    for (const line of text.stderr) process.stderr.write(`web-fetch: ${line}\n`);
    return text.ok ? 0 : 1;
  } catch (caught) {
    // node:util parseArgs errors (unknown option, missing value) are usage errors too.
    const parseError = typeof (caught as NodeJS.ErrnoException)?.code === 'string' && (caught as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS');
    const e = parseError ? new UsageError((caught as Error).message) : caught;
    const isInput = e instanceof UsageError || (e instanceof EngineError && ['INVALID_INPUT', 'INVALID_POLICY', 'INVALID_URL', 'UNSUPPORTED_SCHEME'].includes(e.code));
    const code = e instanceof EngineError ? e.code : e instanceof UsageError ? 'INVALID_INPUT' : 'INTERNAL';
    const message = e instanceof Error ? e.message : String(e);
    if (json) process.stdout.write(JSON.stringify({ error: { code, message } }) + '\n');
    else process.stderr.write(`web-fetch: ${message}\n${e instanceof UsageError ? '\n' + USAGE + '\n' : ''}`);
    return isInput ? 2 : 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(`web-fetch: ${e instanceof Error ? e.message : e}\n`);
      process.exitCode = 1;
    },
  );
}
