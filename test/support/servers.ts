// Loopback test servers for engine tests: real node:http servers on 127.0.0.x / [::1], a local forward proxy
// (CONNECT tunnels and absolute-form requests) that only ever connects to loopback, and fake resolvers.
// Nothing here opens a connection to a non-loopback address.
//
// API (stable; other helpers import it):
//   startServer(handler, { host?, port?, tls? }) → TestServer   one node:http (or, with tls, node:https) server;
//                                          records requests; tracks concurrency. TLS uses TEST_TLS (self-signed).
//   startProxy({ routes })                 → TestProxy    forward proxy; `routes` maps "host[:port]" → loopback origin
//   mapResolver({ name: address | address[] }) → CountingResolver   a Resolver for FetchOptions.resolver; counts calls
//   closeAll(...servers)                   closes every server given (ignores undefined), e.g. in after()
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../../src/engine/types';

export interface RecordedRequest {
  method: string;
  /** Request target as sent (origin-form "/path?q" for servers, absolute-form or "host:port" for proxies). */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** Local address the request arrived on (e.g. "127.0.0.2"). */
  localAddress: string;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export interface TestServer {
  server: http.Server;
  /** Address the server listens on, e.g. "127.0.0.1" or "::1". */
  host: string;
  port: number;
  /** "http://127.0.0.1:PORT" (IPv6 hosts in brackets), no trailing slash. */
  origin: string;
  /** origin + path (path should start with "/"). */
  url(path?: string): string;
  requests: RecordedRequest[];
  /** Requests being handled right now (received, response not yet finished or closed). */
  active: number;
  /** Highest `active` seen. */
  peak: number;
  close(): Promise<void>;
}

function originOf(host: string, port: number, scheme = 'http'): string {
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * A self-signed test certificate (P-256, valid until 2125) for public.test, raw.githubusercontent.com, localhost
 * and 127.0.0.1. Test-only: it guards nothing. Clients must use strictSSL: false (or trust `cert`).
 */
export const TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgiz/kLDesxHJBPoKM
B+PqGUkO7Gafnrd1cOymD4cpvoGhRANCAATaD32j/a/ST6v3ls61JHogQ2mSyXZY
1OAG9/StcBk8DJes8I9Nmc+hC7gn9ThQNq+9QFQVRXhEYkCR4CnXYDPh
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBzzCCAXWgAwIBAgIUBYqb9rclE+h9DLzCiNVJf1Cw4eAwCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOd2ViLWZldGNoIHRlc3QwIBcNMjYxMTIyMDQwNDEzWhgPMjEy
NjEwMjkwNDA0MTNaMBkxFzAVBgNVBAMMDndlYi1mZXRjaCB0ZXN0MFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAE2g99o/2v0k+r95bOtSR6IENpksl2WNTgBvf0rXAZ
PAyXrPCPTZnPoQu4J/U4UDavvUBUFUV4RGJAkeAp12Az4aOBmDCBlTAdBgNVHQ4E
FgQUVUrZnIJFx/n+T5vOPf8ZaJc+WR8wHwYDVR0jBBgwFoAUVUrZnIJFx/n+T5vO
Pf8ZaJc+WR8wDwYDVR0TAQH/BAUwAwEB/zBCBgNVHREEOzA5ggtwdWJsaWMudGVz
dIIZcmF3LmdpdGh1YnVzZXJjb250ZW50LmNvbYIJbG9jYWxob3N0hwR/AAABMAoG
CCqGSM49BAMCA0gAMEUCIDXPFqrFZNrRAjZ3imDvYBh77IB8cI95tZVXyVBHkAUb
AiEAyr3dfdBtKe1jMkuF5wjaB8n0gDghgrQ8KG6Z9ZMijcw=
-----END CERTIFICATE-----`,
} as const;

/** Track sockets so close() can end keep-alive and deliberately hanging connections at once. */
function trackSockets(server: net.Server): Set<net.Socket> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return sockets;
}

function closeServer(server: net.Server, sockets: Set<net.Socket>): Promise<void> {
  return new Promise((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
}

/** Start a node:http server (node:https with `tls`) on a loopback address (default 127.0.0.1, port chosen by the OS). */
export async function startServer(handler: Handler, opts: { host?: string; port?: number; tls?: boolean } = {}): Promise<TestServer> {
  const host = opts.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const server: http.Server = opts.tls ? https.createServer({ key: TEST_TLS.key, cert: TEST_TLS.cert }) : http.createServer();
  const sockets = trackSockets(server);
  const state = { active: 0, peak: 0 };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, localAddress: req.socket.localAddress ?? '' });
    state.active++;
    state.peak = Math.max(state.peak, state.active);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      state.active--;
    };
    res.on('finish', finish);
    res.on('close', finish);
    Promise.resolve(handler(req, res)).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`test handler failed: ${String(e)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = originOf(host, port, opts.tls ? 'https' : 'http');
  return {
    server,
    host,
    port,
    origin,
    url: (path = '/') => origin + path,
    requests,
    get active() {
      return state.active;
    },
    get peak() {
      return state.peak;
    },
    close: () => closeServer(server, sockets),
  };
}

/** A server answering every path with 200 text/plain "page <path>". */
export function startTextServer(): Promise<TestServer> {
  return startServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`page ${req.url}`);
  });
}

export interface TestProxy {
  /** "http://127.0.0.1:PORT" — pass as FetchOptions.proxy or HTTP(S)_PROXY. */
  url: string;
  port: number;
  /** Every request the proxy received: CONNECT (url "host:port") or absolute-form (url "http://host/…"). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function isLoopbackOrigin(origin: string): boolean {
  const h = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::1';
}

/**
 * A forward proxy on 127.0.0.1. `routes` maps the requested authority ("public.test:8080", or just the host name
 * "public.test") to a loopback origin ("http://127.0.0.1:PORT") that serves it. Unknown targets get 502 and are never
 * connected to, so a test cannot reach the internet through it.
 */
export async function startProxy(opts: { routes: Record<string, string> }): Promise<TestProxy> {
  for (const o of Object.values(opts.routes)) {
    if (!isLoopbackOrigin(o)) throw new Error(`startProxy: route target ${o} is not a loopback origin`);
  }
  const route = (authority: string): URL | undefined => {
    const a = authority.toLowerCase();
    const target = opts.routes[a] ?? opts.routes[a.replace(/:\d+$/, '')];
    return target ? new URL(target) : undefined;
  };
  const requests: RecordedRequest[] = [];
  const server = http.createServer();
  const sockets = trackSockets(server);
  const tunnels = new Set<net.Socket>();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, localAddress: req.socket.localAddress ?? '' });
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute-form request target expected');
      return;
    }
    const to = route(target.host);
    if (!to) {
      res.writeHead(502).end(`no route for ${target.host}`);
      return;
    }
    const upstream = http.request(
      { host: to.hostname.replace(/^\[|\]$/g, ''), port: Number(to.port), method: req.method, path: target.pathname + target.search, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    requests.push({ method: 'CONNECT', url: req.url ?? '', headers: req.headers, localAddress: client.localAddress ?? '' });
    const to = route(req.url ?? '');
    if (!to) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = net.connect(Number(to.port), to.hostname.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    tunnels.add(upstream);
    upstream.on('close', () => tunnels.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: originOf('127.0.0.1', port),
    port,
    requests,
    close: async () => {
      for (const t of tunnels) t.destroy();
      await closeServer(server, sockets);
    },
  };
}

export interface CountingResolver extends Resolver {
  /** Host names asked, in order. */
  calls: string[];
}

/**
 * A Resolver answering from a fixed table; unknown names fail like DNS does (ENOTFOUND). A value may be a function
 * of the call number (1-based) for that name, to answer differently on a second call (DNS rebinding tests).
 */
export function mapResolver(table: Record<string, string | string[] | ((call: number) => string | string[])>): CountingResolver {
  const calls: string[] = [];
  const perName = new Map<string, number>();
  const resolver = (async (hostname: string) => {
    calls.push(hostname);
    const n = (perName.get(hostname) ?? 0) + 1;
    perName.set(hostname, n);
    const entry = table[hostname];
    if (entry === undefined) {
      const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      err.code = 'ENOTFOUND';
      throw err;
    }
    const value = typeof entry === 'function' ? entry(n) : entry;
    return (Array.isArray(value) ? value : [value]).map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  }) as CountingResolver;
  resolver.calls = calls;
  return resolver;
}

/** Close every server given; undefined entries (a before() that failed half-way) are skipped. */
export async function closeAll(...servers: ({ close(): Promise<void> } | undefined)[]): Promise<void> {
  await Promise.all(servers.map((s) => s?.close()));
}
