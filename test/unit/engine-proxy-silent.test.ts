// A proxy that accepts the connection but never answers CONNECT (or a proxied GET) must not outlive the URL's
// deadline, and its socket must be closed. undici alone keeps such a request pending for minutes.
import assert from 'node:assert/strict';
import net from 'node:net';
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';

describe('engine/proxy: a silent proxy', () => {
  let server: net.Server;
  let open = 0;
  let accepted = 0;
  let port = 0;
  before(async () => {
    server = net.createServer((s) => {
      open++;
      accepted++;
      s.on('data', () => undefined); // read the CONNECT / GET, never answer
      s.on('close', () => open--);
      s.on('error', () => undefined);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  for (const url of ['https://public.test/page', 'http://public.test/page']) {
    it(`${url.split(':')[0]}: TIMEOUT at the deadline, proxy socket closed`, async () => {
      const before = accepted;
      const [page] = await fetchPages(planPrompt(url).urls, {
        proxy: `http://127.0.0.1:${port}`,
        timeoutMs: 800,
        noCache: true,
        retry: { maxAttempts: 1 },
        // stands for a public address; with a proxy the engine never connects to it itself
        resolver: async () => [{ address: '93.184.215.14', family: 4 }],
      });
      assert.equal(page!.ok, false);
      assert.equal(page!.error?.code, 'TIMEOUT');
      assert.ok(accepted > before, 'the request went to the proxy');
      for (let i = 0; i < 100 && open > 0; i++) await new Promise((r) => setTimeout(r, 20));
      assert.equal(open, 0, 'no socket to the proxy is left open');
    });
  }
});
