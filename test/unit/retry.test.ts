// GET retries (issue 6): which failures are retried, backoff with jitter, Retry-After up to a bound, the URL's
// deadline and the user's abort. Loopback servers; small delays keep every case bounded.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { isRetryable, parseRetryAfter, retryDelay, withRetries, RETRY_DEFAULTS, type RetryPolicy } from '../../src/engine/net/retry';
import { EngineError, type PageResult } from '../../src/engine/types';
import { fetchPages } from '../../src/engine/fetch/direct';
import type { DirectOptions } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { closeAll, startServer, type TestServer } from '../support/servers';

const status = (s: number, retryAfter?: string) => new EngineError('HTTP_STATUS', `HTTP ${s}`, { status: s, ...(retryAfter ? { retryAfter } : {}) });
const policy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 2000 };

describe('retry: policy', () => {
  it('Retry-After: seconds, an HTTP date, or nothing', () => {
    assert.equal(parseRetryAfter('3'), 3000);
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', now), 5000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon'), undefined);
    assert.equal(parseRetryAfter(undefined), undefined);
  });

  it('429, 502, 503, 504 and connection resets are retried; other errors are not', () => {
    for (const s of [429, 502, 503, 504]) assert.equal(isRetryable(status(s)), true, String(s));
    for (const s of [400, 403, 404, 405, 500, 501]) assert.equal(isRetryable(status(s)), false, String(s));
    assert.equal(isRetryable(new EngineError('CONNECTION_RESET', 'reset')), true);
    for (const code of ['TIMEOUT', 'DNS_FAILED', 'CONNECT_FAILED', 'ABORTED', 'BLOCKED_REDIRECT'] as const) {
      assert.equal(isRetryable(new EngineError(code, 'x')), false, code);
    }
    assert.equal(isRetryable(new Error('plain')), false);
  });

  it('backoff doubles per attempt, with jitter between half and all of it, capped', () => {
    assert.equal(retryDelay(status(503), 1, policy, () => 0), 50);
    assert.equal(retryDelay(status(503), 1, policy, () => 1), 100);
    assert.equal(retryDelay(status(503), 2, policy, () => 1), 200);
    const big: RetryPolicy = { ...policy, maxAttempts: 10 };
    assert.equal(retryDelay(status(503), 8, big, () => 1), 1000);
  });

  it('no retry after the last attempt', () => {
    assert.equal(retryDelay(status(503), 3, policy), undefined);
  });

  it('Retry-After within the bound is waited for exactly; beyond it, no retry', () => {
    assert.equal(retryDelay(status(429, '1'), 1, policy, () => 0), 1000);
    assert.equal(retryDelay(status(429, '3'), 1, policy), undefined);
  });

  it('defaults: 3 attempts, Retry-After honoured up to 10 s', () => {
    assert.equal(RETRY_DEFAULTS.maxAttempts, 3);
    assert.equal(RETRY_DEFAULTS.maxRetryAfterMs, 10_000);
  });
});

describe('retry: withRetries', () => {
  it('returns the first success and counts attempts', async () => {
    let n = 0;
    const r = await withRetries(async () => {
      if (++n < 3) throw status(503);
      return 'ok';
    }, { deadlineAt: performance.now() + 5000, policy: { ...policy, baseDelayMs: 5 } });
    assert.deepEqual(r, { value: 'ok', attempts: 3 });
  });

  it('gives up with the last error, saying how many attempts were made', async () => {
    await assert.rejects(
      withRetries(async () => {
        throw status(502);
      }, { deadlineAt: performance.now() + 5000, policy: { ...policy, baseDelayMs: 5 } }),
      (e: unknown) => e instanceof EngineError && e.code === 'HTTP_STATUS' && e.status === 502 && /after 3 attempts/.test(e.message),
    );
  });

  it('does not start a retry that the deadline leaves no room for', async () => {
    let n = 0;
    await assert.rejects(
      withRetries(async () => {
        n++;
        throw status(503, '1');
      }, { deadlineAt: performance.now() + 500, policy }),
      (e: unknown) => e instanceof EngineError && e.status === 503,
    );
    assert.equal(n, 1);
  });

  it('never retries after the caller aborted, and an abort during the wait ends it', async () => {
    const ac = new AbortController();
    let n = 0;
    const run = withRetries(async () => {
      n++;
      throw status(503, '2');
    }, { deadlineAt: performance.now() + 10_000, policy, signal: ac.signal });
    setTimeout(() => ac.abort(new EngineError('ABORTED', 'stop')), 20);
    await assert.rejects(run, (e: unknown) => e instanceof EngineError && e.code === 'ABORTED');
    assert.equal(n, 1);

    const aborted = AbortSignal.abort();
    let m = 0;
    await assert.rejects(
      withRetries(async () => {
        m++;
        throw status(503);
      }, { deadlineAt: performance.now() + 10_000, policy, signal: aborted }),
    );
    assert.equal(m, 1);
  });
});

describe('retry: fetchPages', () => {
  let server: TestServer | undefined;
  const counts = new Map<string, number>();
  before(async () => {
    server = await startServer((req: http.IncomingMessage, res: http.ServerResponse) => {
      const path = req.url!;
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const ok = () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`ok ${path} on try ${n}`);
      if (path === '/flaky-503') return n < 3 ? res.writeHead(503).end('busy') : ok();
      if (path === '/429-after-1') return n === 1 ? res.writeHead(429, { 'retry-after': '1' }).end('slow down') : ok();
      if (path === '/429-after-hour') return res.writeHead(429, { 'retry-after': '3600' }).end('come back later');
      if (path === '/404') return res.writeHead(404).end('no');
      if (path === '/reset-once') {
        if (n === 1) {
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
          res.write('partial');
          setTimeout(() => res.socket?.destroy(), 10);
          return;
        }
        return ok();
      }
      if (path === '/storm') return res.writeHead(503, { 'retry-after': '0' }).end('storm');
      const wall = '<html><head><title>Just a moment...</title></head><body><p>Checking your browser before accessing the site.</p><script>challenge()</script></body></html>';
      if (path === '/cf-503') return res.writeHead(503, { 'content-type': 'text/html', 'cf-mitigated': 'challenge', 'retry-after': '0' }).end(wall);
      if (path === '/cf-403') return res.writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' }).end(wall);
      if (path === '/aws-202') return res.writeHead(202, { 'content-type': 'text/html', 'x-amzn-waf-action': 'challenge' }).end(wall);
      if (path === '/aws-405') return res.writeHead(405, { 'content-type': 'text/html', 'x-amzn-waf-action': 'captcha' }).end(wall);
      if (path === '/vercel-429') return res.writeHead(429, { 'content-type': 'text/html', 'x-vercel-mitigated': 'challenge', 'retry-after': '0' }).end(wall);
      if (path === '/csp') {
        // a page that only names a bot wall's script host in its policy is a page
        return res.writeHead(200, { 'content-type': 'text/plain', 'content-security-policy': "script-src 'self' https://challenges.cloudflare.com", server: 'cloudflare' }).end('ok /csp');
      }
      ok();
    });
  });
  after(() => closeAll(server));

  async function get(path: string, options: DirectOptions = {}): Promise<PageResult> {
    const [page] = await fetchPages(planPrompt(server!.url(path)).urls, { timeoutMs: 5000, noCache: true, retry: { baseDelayMs: 20 }, ...options });
    return page!;
  }

  it('503 twice, then 200: ok on the 3rd attempt', async () => {
    const page = await get('/flaky-503');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'ok /flaky-503 on try 3');
    assert.equal(page.report?.attempts, 3);
  });

  it('429 with Retry-After: 1 is retried after the wait and succeeds', async () => {
    const page = await get('/429-after-1');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(counts.get('/429-after-1'), 2);
    assert.equal(page.report?.attempts, 2);
  });

  it('429 with Retry-After beyond the bound is not retried: HTTP_STATUS 429 at once', async () => {
    const page = await get('/429-after-hour');
    assert.equal(page.error?.code, 'HTTP_STATUS');
    assert.equal(page.status, 429);
    assert.equal(counts.get('/429-after-hour'), 1);
    assert.match(page.error!.message, /retry after 3600 s/);
  });

  it('404 is not retried', async () => {
    const page = await get('/404');
    assert.equal(page.status, 404);
    assert.equal(counts.get('/404'), 1);
  });

  it('a reset mid-body is retried and the page comes back whole', async () => {
    const page = await get('/reset-once');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'ok /reset-once on try 2');
  });

  it('a 503 storm ends as HTTP_STATUS 503 after the allowed attempts', async () => {
    const page = await get('/storm', { retry: { baseDelayMs: 20, maxAttempts: 4 } });
    assert.equal(page.error?.code, 'HTTP_STATUS');
    assert.equal(page.status, 503);
    assert.match(page.error!.message, /after 4 attempts/);
    assert.equal(counts.get('/storm'), 4);
  });

  it("a bot wall's browser check (Cloudflare, AWS WAF, Vercel) is named, whatever its status, and not retried", async () => {
    const walls: [string, number, RegExp][] = [
      ['/cf-503', 503, /HTTP 503 Service Unavailable with a Cloudflare browser check/],
      ['/cf-403', 403, /HTTP 403 Forbidden with a Cloudflare browser check/],
      ['/aws-202', 202, /HTTP 202 Accepted with an AWS WAF browser check/],
      ['/aws-405', 405, /HTTP 405 Method Not Allowed with an AWS WAF browser check/],
      ['/vercel-429', 429, /HTTP 429 Too Many Requests with a Vercel browser check/],
    ];
    for (const [path, code, message] of walls) {
      const page = await get(path, { retry: { baseDelayMs: 20, maxAttempts: 4 } });
      assert.equal(page.ok, false, path);
      assert.equal(page.error?.code, 'HTTP_STATUS', path);
      assert.equal(page.status, code, path);
      assert.match(page.error!.message, message);
      assert.match(page.error!.message, /only a person in a web browser passes/);
      assert.doesNotMatch(page.content, /Checking your browser/, path);
      assert.equal(counts.get(path), 1, `${path} asked once`);
    }
    const page = await get('/csp');
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.content, 'ok /csp');
  });

  it('retry: { maxAttempts: 1 } turns retries off', async () => {
    counts.delete('/flaky-503');
    const page = await get('/flaky-503', { retry: { maxAttempts: 1 } });
    assert.equal(page.status, 503);
    assert.equal(counts.get('/flaky-503'), 1);
  });
});
