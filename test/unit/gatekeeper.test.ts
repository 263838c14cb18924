// The gatekeeper (browser/gatekeeper.ts) on its own, without a browser: the forward proxy every rendered page's
// connections go through. Plain HTTP in absolute form and CONNECT tunnels, against loopback servers; "public" names
// resolve through an injected resolver, so no packet leaves 127.0.0.0/8.
import * as assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { startGatekeeper, type Gatekeeper } from '../../src/engine/browser/gatekeeper';
import { closeAll, mapResolver, startServer, type TestServer } from '../support/servers';

/** A plain-HTTP request through the gatekeeper (absolute form, as a browser sends to its proxy). */
function viaGate(gate: Gatekeeper, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: gate.port, path: target, headers: { host: new URL(target).host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A CONNECT tunnel through the gatekeeper: the status line it answered, and the socket when it was established. */
function tunnel(gate: Gatekeeper, hostPort: string): Promise<{ status: number; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: gate.port, method: 'CONNECT', path: hostPort });
    req.on('connect', (res, socket) => resolve({ status: res.statusCode ?? 0, socket }));
    req.on('error', reject);
    req.end();
  });
}

describe('browser/gatekeeper (no browser)', () => {
  let site: TestServer | undefined;
  const held: http.ServerResponse[] = [];
  const gates: Gatekeeper[] = [];
  const resolver = mapResolver({ 'public.test': '93.184.216.34', 'private.test': '127.0.0.1', 'meta.test': '169.254.169.254' });

  before(async () => {
    site = await startServer((req, res) => {
      if (req.url === '/held') {
        held.push(res);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first bytes');
        return; // never finished
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`served ${req.url}`);
    });
  });
  after(async () => {
    for (const r of held) r.destroy();
    for (const g of gates) await g.close();
    await closeAll(site);
  });
  const gate = async (opts: Parameters<typeof startGatekeeper>[0]) => {
    const g = await startGatekeeper({ resolver, ...opts });
    gates.push(g);
    return g;
  };

  it('a public page may not reach a private address, by name or by number; a page on a private address may', async () => {
    const pub = await gate({ allowPrivate: false });
    const port = site!.port;
    for (const target of [`http://127.0.0.1:${port}/x`, `http://private.test:${port}/x`, `http://meta.test:${port}/x`, `http://[::1]:${port}/x`]) {
      const r = await viaGate(pub, target);
      assert.equal(r.status, 403, target);
      assert.match(r.body, /Refused by Web Fetch: a public page may not reach a private address/);
    }
    const t = await tunnel(pub, `private.test:${port}`);
    assert.equal(t.status, 403);
    t.socket.destroy();
    assert.ok(pub.refused.length >= 5, JSON.stringify(pub.refused));

    const priv = await gate({ allowPrivate: true });
    assert.deepEqual(await viaGate(priv, `http://private.test:${port}/ok`), { status: 200, body: 'served /ok' });
  });

  it('applies the fetch policy to every host, with the addresses it resolved', async () => {
    const seen: string[] = [];
    const g = await gate({
      allowPrivate: true,
      policy: (url, addresses) => {
        seen.push(`${url.hostname} ${addresses.join(',')}`);
        return url.hostname === 'private.test' ? { allowed: false, list: 'blocked' } : { allowed: true };
      },
    });
    const r = await viaGate(g, `http://private.test:${site!.port}/x`);
    assert.equal(r.status, 403);
    assert.match(r.body, /blocked by the blocked list/);
    assert.deepEqual(seen, ['private.test 127.0.0.1']);
    assert.equal((await viaGate(g, `http://127.0.0.1:${site!.port}/y`)).status, 200);
  });

  it('cut(): every open connection of the page closes at once and nothing new gets through', async () => {
    const g = await gate({ allowPrivate: true });
    const before = held.length;
    // one plain-HTTP response and one tunnel, both left open by the server
    const plain = new Promise<string>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: g.port, path: `http://127.0.0.1:${site!.port}/held` }, (res) => {
        res.once('data', () => {
          res.once('close', () => resolve('plain closed'));
          res.resume();
        });
      });
      req.on('error', () => resolve('plain closed'));
      req.end();
    });
    const t = await tunnel(g, `127.0.0.1:${site!.port}`);
    assert.equal(t.status, 200);
    t.socket.write(`GET /held HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
    const tunnelClosed = new Promise<string>((resolve) => t.socket.once('close', () => resolve('tunnel closed')));
    t.socket.resume(); // read what arrives, so the end of the stream is seen
    for (let i = 0; i < 250 && held.length < before + 2; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(held.length, before + 2, 'both requests reached the server');
    const serverSides = held.slice(before).map((res) => new Promise<void>((resolve) => (res.destroyed ? resolve() : res.once('close', () => resolve()))));

    g.cut();
    assert.deepEqual(await Promise.all([plain, tunnelClosed]), ['plain closed', 'tunnel closed']);
    await Promise.all(serverSides); // the server saw both connections go
    const after = await viaGate(g, `http://127.0.0.1:${site!.port}/z`).catch((e: Error) => ({ status: 0, body: e.message }));
    assert.equal(after.status, 403, after.body);
    assert.match(after.body, /loading stopped: the page was cancelled/);
    await g.close();
    await g.close(); // closing twice is harmless
  });

  it('stops the page past its request cap and says so', async () => {
    const g = await gate({ allowPrivate: true, maxRequests: 3 });
    const statuses: number[] = [];
    // the request past the cap stops the page: its own connection is closed with the others (a hang-up, status 0)
    for (let i = 0; i < 5; i++) statuses.push((await viaGate(g, `http://127.0.0.1:${site!.port}/n${i}`).catch(() => ({ status: 0 }))).status);
    assert.deepEqual(statuses.slice(0, 3), [200, 200, 200]);
    assert.ok(statuses.slice(3).every((s) => s === 403 || s === 0), statuses.join(','));
    assert.equal(statuses[4], 403, 'after the stop, refused with a reason');
    assert.match(g.stopped ?? '', /more than 3 requests/);
  });

  it('refuses a tunnel to itself', async () => {
    const g = await gate({ allowPrivate: true });
    const t = await tunnel(g, `127.0.0.1:${g.port}`);
    assert.equal(t.status, 403);
    t.socket.destroy();
    assert.ok(g.refused.some((r) => r.reason === 'the gatekeeper itself'));
  });
});
