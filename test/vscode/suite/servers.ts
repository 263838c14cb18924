// Loopback servers for the tests: web pages, a recording HTTP proxy and a fake Gemini API.
import * as http from 'node:http';
import * as net from 'node:net';

export interface Hit { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

export interface TestServer {
  url: string;
  port: number;
  hits: Hit[];
  /** Requests whose client went away before the answer (aborted fetches). */
  aborted: string[];
  /** Resolves when a request for `path` arrives. */
  waitFor(path: string): Promise<Hit>;
  close(): Promise<void>;
  server: http.Server;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const hits: Hit[] = [];
  const aborted: string[] = [];
  const waiters: { path: string; resolve: (h: Hit) => void }[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      hits.push(hit);
      for (const w of waiters.filter((x) => hit.url.startsWith(x.path))) w.resolve(hit);
      res.on('close', () => { if (!res.writableFinished) aborted.push(hit.url); });
      handler(req, res, hit.body);
    });
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    aborted,
    waitFor: (path) => {
      const seen = hits.find((h) => h.url.startsWith(path));
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ path, resolve }));
    },
    close: () => new Promise<void>((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }),
    server,
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><nav>menu</nav><main><article><h1>${title}</h1>${body}</article></main><footer>footer</footer></body></html>`;

/**
 * Pages: /alpha /beta /gamma (English), /zh (Chinese), /long (many paragraphs), /slow (never answers),
 * /no-robots (disallowed by /robots.txt).
 */
export function startPages(): Promise<TestServer> {
  return startServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const html = (s: string) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(s); };
    switch (path) {
      case '/alpha': return html(page('Alpha Page', '<p>The alpha page says the secret word is <b>PINEAPPLE</b>.</p><p>Alpha is the first letter of the Greek alphabet.</p>'));
      case '/beta': return html(page('Beta Page', '<p>The beta page says the colour of the day is <b>TURQUOISE</b>.</p><p>Beta comes second.</p>'));
      case '/gamma': return html(page('Gamma Page', '<p>The gamma page says the number of the day is <b>FORTY-TWO</b>.</p><p>Gamma comes third.</p>'));
      case '/zh': return html(page('中文页面', '<p>这是一个测试页面。今天的关键词是<b>菠萝</b>。</p><p>第二段说明了缓存的工作方式。</p>'));
      case '/long': return html(page('Long Page', Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i}: lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>`).join('')));
      case '/slow': return; // never answers: only a timeout or an abort ends it
      case '/robots.txt': res.writeHead(200, { 'content-type': 'text/plain' }); res.end('User-agent: *\nDisallow: /no-robots\n'); return;
      case '/no-robots': return html(page('Robots Page', '<p>Robots may not read this; the word is <b>KIWI</b>.</p>'));
      default: res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found');
    }
  });
}

/**
 * A forward HTTP proxy (absolute-URI requests and CONNECT tunnels) that records what it is asked for.
 * It serves hosts under `.invalid` itself (no resolver knows them, so only the proxy reaches them)
 * and relays the rest.
 */
export async function startProxy(): Promise<TestServer> {
  const own = (res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page('Proxied Page', '<p>Only the proxy knows this page: the fruit of the day is <b>MANGO</b>.</p>'));
  };
  const proxy = await startServer((req, res, body) => {
    const target = new URL(req.url ?? '');
    if (target.hostname.endsWith('.invalid')) return own(res);
    const up = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => { res.writeHead(502); res.end('proxy error'); });
    up.end(body);
  });
  // tunnelled requests for the proxy's own hosts are answered by an in-process server
  const inner = http.createServer((req, res) => {
    proxy.hits.push({ method: req.method ?? 'GET', url: `http://${req.headers.host}${req.url}`, headers: req.headers, body: '' });
    own(res);
  });
  proxy.server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = req.url ?? '';
    proxy.hits.push({ method: 'CONNECT', url: target, headers: req.headers, body: '' });
    const [host, port] = target.split(':');
    if (host?.endsWith('.invalid')) {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) socket.unshift(head);
      inner.emit('connection', socket);
      return;
    }
    const up = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on('error', () => socket.destroy());
  });
  return proxy;
}

export interface FakeAnswer {
  text: string;
  /** Cited pages: uri + title, in chunk order. */
  chunks: { uri: string; title: string }[];
  /** Segments of `text` (by the substring they end with) and the chunk indices that support them. */
  supports: { segmentText: string; chunks: number[] }[];
}

/** A fake Gemini API (generateContent / streamGenerateContent) answering with grounding metadata. */
export function startFakeGemini(answer: () => FakeAnswer): Promise<TestServer> {
  return startServer((req, res) => {
    const a = answer();
    // Gemini reports segment offsets in UTF-8 bytes
    const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
    const groundingSupports = a.supports.map((s) => {
      const at = a.text.indexOf(s.segmentText);
      if (at < 0) throw new Error(`segment not in text: ${s.segmentText}`);
      const startIndex = bytes(a.text.slice(0, at));
      return { segment: { startIndex, endIndex: startIndex + bytes(s.segmentText), text: s.segmentText }, groundingChunkIndices: s.chunks };
    });
    const response = {
      candidates: [{
        content: { role: 'model', parts: [{ text: a.text }] },
        finishReason: 'STOP',
        index: 0,
        groundingMetadata: { groundingChunks: a.chunks.map((c) => ({ web: c })), groundingSupports },
        urlContextMetadata: { urlMetadata: a.chunks.map((c) => ({ retrievedUrl: c.uri, urlRetrievalStatus: 'URL_RETRIEVAL_STATUS_SUCCESS' })) },
      }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
      modelVersion: 'fake-gemini',
    };
    if ((req.url ?? '').includes(':streamGenerateContent')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify(response)}\r\n\r\n`);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(response));
    }
  });
}
