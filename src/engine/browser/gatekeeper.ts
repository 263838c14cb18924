// The gatekeeper: a small forward proxy on 127.0.0.1 through which a rendering browser context sends every
// connection (documents, scripts, XHR/fetch, WebSocket and EventSource, redirects; plain HTTP in absolute form,
// everything else as CONNECT). The browser itself resolves no names (its resolver maps everything to NOTFOUND)
// and bypasses the proxy for nothing (<-loopback>), so this is the one way out. Here the engine resolves each
// host with its own resolver, classifies every address (address.ts), applies the fetch policy, and connects to
// exactly the addresses it checked (pinning: no DNS rebinding between check and connect). A public page can only
// reach public addresses; a page on a private address (the user's own dev server) may reach both.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { resolveHost } from '../net/address';
import { isLoopbackAddress } from '../urls/host';
import type { Resolver } from '../types';

/** The fetch policy's verdict for one host (see policy/policy.ts); injected so this bundle stays small. */
export type PolicyCheck = (url: URL, addresses: string[]) => { allowed: true } | { allowed: false; list: 'blocked' | 'allowed' };


export interface GatekeeperOptions {
  /** The page itself is on a private address: its requests may go to private addresses too. */
  allowPrivate: boolean;
  resolver?: Resolver;
  policy?: PolicyCheck;
  /** The upstream proxy for a URL (http:// only), as the direct route chooses it (http.ts proxyFor); none for loopback. */
  upstreamFor?: (url: URL) => string | undefined;
  /** Most requests and tunnels one page may open (default 1500); more are refused and loading stops. */
  maxRequests?: number;
  /**
   * Most bytes the page may receive through the gatekeeper in total, over every request and tunnel (default 50 MB,
   * as counted on the wire: compressed, TLS included). Past it, every connection of the page is closed and new ones
   * are refused: loading stops, and the page is read as it is.
   */
  maxBytes?: number;
  connectTimeoutMs?: number;
}

export interface Refusal {
  target: string;
  reason: string;
}

export interface Gatekeeper {
  port: number;
  /** "http://127.0.0.1:PORT" for Target.createBrowserContext's proxyServer. */
  url: string;
  /** Requests and tunnels seen (allowed or not). */
  readonly requests: number;
  /** What was refused, and why (the first 100). */
  readonly refused: Refusal[];
  /** Bytes received for the page (responses and tunnels, from the servers towards the browser). */
  readonly bytes: number;
  /** Set when a cap stopped the page's loading: which one, in a sentence. */
  readonly stopped: string | undefined;
  /** Cancelled: close every connection of the page now and refuse whatever comes after (synchronous). */
  cut(): void;
  close(): Promise<void>;
}

/** Caps of one rendered page (see GatekeeperOptions). */
export const GATE_DEFAULTS = { maxRequests: 1500, maxBytes: 50 * 1024 * 1024 } as const;

type Addr = { address: string; family: 4 | 6 };
type Verdict = { ok: true; addresses: Addr[]; upstream?: URL } | { ok: false; reason: string };

const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];

function bracketed(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Start a gatekeeper for one page. Close it when the page is closed. */
export async function startGatekeeper(opts: GatekeeperOptions): Promise<Gatekeeper> {
  const refused: Refusal[] = [];
  const sockets = new Set<net.Socket>();
  // This page's own connections for plain HTTP (kept alive between its requests, closed with it or at a cap).
  const agent = new http.Agent({ keepAlive: true });
  const maxRequests = opts.maxRequests ?? GATE_DEFAULTS.maxRequests;
  const maxBytes = opts.maxBytes ?? GATE_DEFAULTS.maxBytes;
  const connectTimeoutMs = opts.connectTimeoutMs ?? 10_000;
  let requests = 0;
  let bytes = 0;
  let stopped: string | undefined;

  /** A cap was reached: close every connection of the page now; check() refuses whatever comes after. */
  const stop = (why: string) => {
    if (stopped) return;
    stopped = why;
    for (const s of sockets) s.destroy();
    agent.destroy();
  };
  /** Count bytes arriving for the page; past the cap, loading stops. */
  const account = (n: number) => {
    bytes += n;
    if (bytes > maxBytes) stop(`the page's resources reached the ${Math.round(maxBytes / (1024 * 1024))} MB cap for one rendered page`);
  };
  let selfPort = 0;
  let closed: Promise<void> | undefined;
  const lookups = new Map<string, Promise<Verdict>>();

  const refuse = (target: string, reason: string): Verdict => {
    if (refused.length < 100) refused.push({ target, reason });
    return { ok: false, reason };
  };

  /** Resolve, classify and check one target. One lookup per host name and page (the pinned answer is reused). */
  async function check(scheme: 'http:' | 'https:', host: string, port: number): Promise<Verdict> {
    const target = `${scheme}//${bracketed(host)}:${port}`;
    requests++;
    if (stopped) return refuse(target, `loading stopped: ${stopped}`);
    if (requests > maxRequests) {
      stop(`the page made more than ${maxRequests} requests, the cap for one rendered page`);
      return refuse(target, `more than ${maxRequests} requests from one page`);
    }
    let url: URL;
    try {
      url = new URL(`${scheme}//${bracketed(host)}:${port}/`);
    } catch {
      return refuse(target, 'not a valid host');
    }
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    const upstreamUrl = opts.upstreamFor?.(url);
    const key = `${bare}|${upstreamUrl ?? ''}`;
    let pending = lookups.get(key);
    if (!pending) {
      pending = (async (): Promise<Verdict> => {
        let addresses: Addr[] = [];
        let isPrivate = false;
        try {
          const r = await resolveHost(bare, opts.resolver);
          addresses = r.addresses;
          isPrivate = r.private;
        } catch (e) {
          // As on the direct route: behind a proxy, a name this machine cannot resolve may still be reachable.
          if (!upstreamUrl) return { ok: false, reason: (e as Error).message };
        }
        if (isPrivate && !opts.allowPrivate) return { ok: false, reason: 'a public page may not reach a private address' };
        const loopback = addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address));
        const upstream = upstreamUrl && !loopback ? new URL(upstreamUrl) : undefined;
        if (upstream && upstream.protocol !== 'http:') return { ok: false, reason: 'only http:// upstream proxies are supported for rendering' };
        return { ok: true, addresses, upstream };
      })();
      lookups.set(key, pending);
    }
    const v = await pending;
    if (!v.ok) return refuse(target, v.reason);
    if (v.addresses.some((a) => isLoopbackAddress(a.address)) && port === selfPort) return refuse(target, 'the gatekeeper itself');
    const verdict = opts.policy?.(url, v.addresses.map((a) => a.address));
    if (verdict && !verdict.allowed) return refuse(target, `blocked by ${verdict.list === 'blocked' ? 'the blocked list' : 'the allowed list'}`);
    return v;
  }

  function upstreamAuth(u: URL): Record<string, string> {
    if (!u.username && !u.password) return {};
    const cred = `${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`;
    return { 'proxy-authorization': `Basic ${Buffer.from(cred).toString('base64')}` };
  }

  /** Open a TCP connection to the first checked address that answers. */
  function connectPinned(addresses: Addr[], port: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      let i = 0;
      const attempt = (): void => {
        const a = addresses[i++];
        if (!a) return reject(new Error('no address answered'));
        const s = net.connect({ host: a.address, port, family: a.family, timeout: connectTimeoutMs });
        const onError = () => {
          s.destroy();
          attempt();
        };
        s.once('error', onError);
        s.once('timeout', onError);
        s.once('connect', () => {
          s.removeListener('error', onError);
          s.removeListener('timeout', onError);
          s.setTimeout(0);
          resolve(s);
        });
      };
      attempt();
    });
  }

  /** A tunnel through the upstream proxy (CONNECT host:port). */
  function connectUpstream(upstream: URL, host: string, port: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: upstream.hostname.replace(/^\[|\]$/g, ''),
        port: Number(upstream.port || 80),
        method: 'CONNECT',
        path: `${bracketed(host)}:${port}`,
        headers: { host: `${bracketed(host)}:${port}`, ...upstreamAuth(upstream) },
        timeout: connectTimeoutMs,
      });
      req.once('connect', (res, socket) => {
        if (res.statusCode === 200) resolve(socket);
        else {
          socket.destroy();
          reject(new Error(`the upstream proxy answered ${res.statusCode}`));
        }
      });
      req.once('error', reject);
      req.once('timeout', () => req.destroy(new Error('the upstream proxy did not answer')));
      req.end();
    });
  }

  const server = http.createServer();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  // Plain HTTP: absolute-form requests ("GET http://host/path HTTP/1.1").
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('scheme');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('absolute-form http:// request expected');
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const port = Number(target.port || 80);
    void check('http:', host, port).then((v) => {
      if (!v.ok) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end(`Refused by Web Fetch: ${v.reason}.`);
        return;
      }
      const headers: http.OutgoingHttpHeaders = { ...req.headers };
      for (const h of HOP_HEADERS) delete headers[h];
      const pinned = v.addresses[0];
      const upstream = v.upstream;
      const outReq = http.request({
        agent,
        method: req.method,
        headers: upstream ? { ...headers, ...upstreamAuth(upstream) } : headers,
        timeout: connectTimeoutMs,
        ...(upstream
          ? { host: upstream.hostname.replace(/^\[|\]$/g, ''), port: Number(upstream.port || 80), path: target.href }
          : { host: pinned!.address, family: pinned!.family, port, path: target.pathname + target.search, setHost: false }),
      });
      if (!upstream) outReq.setHeader('host', target.host);
      outReq.once('response', (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.on('data', (d: Buffer) => account(d.length));
        up.pipe(res);
        up.once('error', () => res.destroy());
      });
      outReq.once('timeout', () => outReq.destroy(new Error('timeout')));
      outReq.once('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('Web Fetch could not connect.');
        else res.destroy();
      });
      req.pipe(outReq);
    });
  });

  // HTTPS, WebSockets (ws:// and wss://) and anything else: CONNECT tunnels.
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    const m = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(req.url ?? '');
    if (!m) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const host = m[1]!;
    const port = Number(m[2]);
    void check(port === 80 ? 'http:' : 'https:', host, port).then(async (v) => {
      if (!v.ok) {
        client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nRefused by Web Fetch: ${v.reason}.`);
        return;
      }
      let upstream: net.Socket;
      try {
        upstream = v.upstream ? await connectUpstream(v.upstream, host, port) : await connectPinned(v.addresses, port);
      } catch {
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      if (client.destroyed || stopped) {
        upstream.destroy();
        client.destroy();
        return;
      }
      sockets.add(upstream);
      upstream.on('data', (d: Buffer) => account(d.length));
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  selfPort = (server.address() as AddressInfo).port;
  return {
    port: selfPort,
    url: `http://127.0.0.1:${selfPort}`,
    get requests() {
      return requests;
    },
    get bytes() {
      return bytes;
    },
    get stopped() {
      return stopped;
    },
    refused,
    cut: () => stop('the page was cancelled'),
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        server.close(() => resolve());
      })),
  };
}
