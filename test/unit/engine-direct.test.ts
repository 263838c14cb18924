// Fetching many URLs (issue 2, rules 4 and 6): concurrency per host name, prompt order, cancellation,
// and 20 URLs with one failing through runPrompt. Servers gate their answers on what they have seen, so the
// outcomes do not depend on timing.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { runPrompt } from '../../src/engine/engine';
import { EngineError, type ProgressEvent } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';

function ok(res: http.ServerResponse, body: string): void {
  if (res.destroyed) return;
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(body);
}

describe('engine/direct: concurrency', () => {
  it('never more than 6 at a time to one host name, and all are fetched', async () => {
    const total = 14;
    const held: http.ServerResponse[] = [];
    let finished = 0;
    let safety: NodeJS.Timeout | undefined;
    const releaseAll = () => {
      for (const r of held.splice(0)) {
        ok(r, `page ${new URL(r.req.url!, 'http://x').pathname}`);
        finished++;
      }
    };
    // Hold requests until the 6 allowed at once are all here (or, at the end, all that remain), then answer them.
    // A limiter that lets a 7th through is caught by `peak`; the safety timer only prevents a hang if the engine stalls.
    const server = await startServer((_req, res) => {
      held.push(res);
      if (held.length >= Math.min(6, total - finished)) releaseAll();
      clearTimeout(safety);
      safety = setTimeout(releaseAll, 3000);
    });
    try {
      const urls = Array.from({ length: total }, (_, i) => server.url(`/p${i}`));
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { timeoutMs: 10_000, noCache: true });
      assert.equal(server.peak, 6);
      assert.equal(server.requests.length, total);
      assert.deepEqual(
        pages.map((p) => p.content),
        urls.map((_, i) => `page /p${i}`),
      );
    } finally {
      clearTimeout(safety);
      await server.close();
    }
  });

  it('perHostConcurrency lowers the limit', async () => {
    const held: http.ServerResponse[] = [];
    let finished = 0;
    const server = await startServer((_req, res) => {
      held.push(res);
      if (held.length >= Math.min(2, 5 - finished)) {
        for (const r of held.splice(0)) {
          ok(r, 'x');
          finished++;
        }
      }
    });
    try {
      const urls = Array.from({ length: 5 }, (_, i) => server.url(`/q${i}`));
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { timeoutMs: 10_000, perHostConcurrency: 2, noCache: true });
      assert.ok(pages.every((p) => p.ok));
      assert.equal(server.peak, 2);
    } finally {
      await server.close();
    }
  });

  it('a different host never waits behind a busy one', async () => {
    const held: http.ServerResponse[] = [];
    let releasedBecause = '';
    let safety: NodeJS.Timeout | undefined;
    let open = false;
    const release = (why: string) => {
      releasedBecause ||= why;
      open = true;
      for (const r of held.splice(0)) ok(r, 'busy host page');
    };
    let busy: TestServer | undefined;
    let other: TestServer | undefined;
    try {
      // The busy host answers nothing until the other host has answered (safety: after 3 s, to end a failing test).
      busy = await startServer((_req, res) => {
        if (open) return ok(res, 'busy host page');
        held.push(res);
        clearTimeout(safety);
        safety = setTimeout(() => release('safety timer'), 3000);
      });
      other = await startServer((_req, res) => {
        ok(res, 'other host page');
        res.on('finish', () => setImmediate(() => release('other host answered')));
      }, { host: '127.0.0.2' });
      const urls = [...Array.from({ length: 8 }, (_, i) => busy!.url(`/b${i}`)), other.url('/o')];
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { timeoutMs: 10_000, noCache: true });
      assert.equal(releasedBecause, 'other host answered');
      assert.ok(pages.every((p) => p.ok));
      assert.equal(pages[8]!.content, 'other host page');
    } finally {
      clearTimeout(safety);
      await closeAll(busy, other);
    }
  });

  it('results come back in prompt order even when pages finish in reverse order', async () => {
    // Once all 5 requests are in, answer /4; each "done" event then releases the page before it.
    const held = new Map<number, http.ServerResponse>();
    const answer = (i: number) => {
      ok(held.get(i)!, `page ${i}`);
      held.delete(i);
    };
    const server = await startServer((req, res) => {
      held.set(Number(req.url!.slice(1)), res);
      if (held.size === 5) answer(4);
    });
    try {
      const urls = [0, 1, 2, 3, 4].map((i) => server.url(`/${i}`));
      const done: number[] = [];
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, {
        timeoutMs: 10_000,
        noCache: true,
        onProgress: (e) => {
          if (e.type !== 'done') return;
          done.push(e.index);
          if (e.index > 0) answer(e.index - 1);
        },
      });
      assert.deepEqual(done, [4, 3, 2, 1, 0]);
      assert.deepEqual(
        pages.map((p) => p.content),
        ['page 0', 'page 1', 'page 2', 'page 3', 'page 4'],
      );
      assert.deepEqual(
        pages.map((p) => p.url),
        urls,
      );
    } finally {
      await server.close();
    }
  });
});

describe('engine/direct: cancellation', () => {
  it('cancel mid-fetch: every URL (running, queued behind the host limit, other hosts) ends ABORTED', async () => {
    const controller = new AbortController();
    const held: http.ServerResponse[] = [];
    let busy: TestServer | undefined;
    let other: TestServer | undefined;
    const maybeAbort = () => {
      // 6 requests on the busy host (2 more queued) plus 1 on the other host: cancel now.
      if (held.length === 7) controller.abort();
    };
    try {
      busy = await startServer((_req, res) => {
        held.push(res);
        maybeAbort();
      });
      other = await startServer((_req, res) => {
        held.push(res);
        maybeAbort();
      }, { host: '127.0.0.2' });
      const urls = [...Array.from({ length: 8 }, (_, i) => busy!.url(`/c${i}`)), other.url('/slow')];
      const events: ProgressEvent[] = [];
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, {
        timeoutMs: 60_000,
        noCache: true,
        signal: controller.signal,
        onProgress: (e) => events.push(e),
      });
      assert.equal(pages.length, 9);
      for (const p of pages) {
        assert.equal(p.ok, false);
        assert.equal(p.error?.code, 'ABORTED', JSON.stringify(p.error));
      }
      assert.equal(busy.requests.length, 6, 'queued URLs were never sent');
      assert.equal(events.filter((e) => e.type === 'done').length, 9);
    } finally {
      for (const r of held) r.destroy();
      await closeAll(busy, other);
    }
  });

  it('an abort reason that is an EngineError is kept', async () => {
    const server = await startServer(() => undefined);
    try {
      const controller = new AbortController();
      server.server.on('request', () => controller.abort(new EngineError('ABORTED', 'Interrupted by the test.')));
      const [page] = await fetchPages(planPrompt(server.url('/')).urls, { timeoutMs: 60_000, signal: controller.signal, noCache: true });
      assert.deepEqual(page!.error, { code: 'ABORTED', message: 'Interrupted by the test.' });
    } finally {
      await server.close();
    }
  });

  it('an already-aborted signal fetches nothing', async () => {
    const server = await startServer((_req, res) => ok(res, 'x'));
    try {
      const urls = [server.url('/a'), server.url('/b')];
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { signal: AbortSignal.abort(), noCache: true });
      assert.deepEqual(
        pages.map((p) => p.error?.code),
        ['ABORTED', 'ABORTED'],
      );
      assert.equal(server.requests.length, 0);
    } finally {
      await server.close();
    }
  });
});

describe('engine/direct: 20 URLs with one failing (runPrompt, direct route)', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer((req, res) => {
      if (req.url === '/page/13') return res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
      ok(res, `content of ${req.url}`);
    });
  });
  after(() => closeAll(server));

  it('19 pages ok and the failing one named, all in prompt order', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => server!.url(`/page/${i}`));
    const result = await runPrompt(`Compare these pages: ${urls.join(', ')}.`, { engine: 'direct', timeoutMs: 10_000, noCache: true });
    assert.equal(result.route, 'direct');
    assert.equal(result.answer, null);
    assert.equal(result.pages.length, 20);
    result.pages.forEach((p, i) => {
      assert.equal(p.url, urls[i]);
      if (i === 13) {
        assert.equal(p.ok, false);
        assert.equal(p.error?.code, 'HTTP_STATUS');
        assert.equal(p.status, 404);
      } else {
        assert.equal(p.ok, true, JSON.stringify(p.error));
        assert.equal(p.content, `content of /page/${i}`);
        assert.equal(p.private, true);
      }
    });
  });

  it('only= fetches the chosen indices', async () => {
    const urls = Array.from({ length: 3 }, (_, i) => server!.url(`/only/${i}`));
    const before = server!.requests.length;
    const result = await runPrompt(urls.join(' '), { engine: 'direct', only: [0, 2], noCache: true });
    assert.deepEqual(
      result.pages.map((p) => p.url),
      [urls[0], urls[2]],
    );
    assert.equal(server!.requests.length - before, 2);
  });
});

describe('engine/direct: one abort listener per run', () => {
  it('20 URLs on one host with a cancel signal: no MaxListenersExceededWarning, and the signal is left clean', async () => {
    const { EventEmitter } = await import('node:events');
    const getEventListeners = EventEmitter.getEventListeners.bind(EventEmitter);
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const held: http.ServerResponse[] = [];
    let answered = 0;
    // Answer in batches of 6 (the per-host limit) so 14 URLs are queued behind the first batch.
    const server = await startServer((_req, res) => {
      held.push(res);
      if (held.length >= Math.min(6, 20 - answered)) {
        for (const r of held.splice(0)) {
          ok(r, 'x');
          answered++;
        }
      }
    });
    const controller = new AbortController();
    try {
      const urls = Array.from({ length: 20 }, (_, i) => server.url(`/q${i}`));
      const pages = await fetchPages(planPrompt(urls.join(' ')).urls, { timeoutMs: 10_000, noCache: true, signal: controller.signal });
      // 'warning' is emitted on the next tick: let it arrive before looking
      await new Promise((r) => setImmediate(r));
      assert.equal(pages.filter((p) => p.ok).length, 20);
      assert.deepEqual(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message), []);
      assert.equal(getEventListeners(controller.signal, 'abort').length, 0, 'listeners left on the signal after the run');
    } finally {
      process.off('warning', onWarning);
      await server.close();
    }
  });
});
