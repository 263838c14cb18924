// One URL over HTTP with undici: pinned addresses, manual redirects with re-checks, timeouts, decoded-size cap.
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, ProxyAgent, request, type Dispatcher } from 'undici';
import { resolveHost } from './address';
import { ipLiteral, isLoopbackAddress } from '../urls/host';
import { EngineError, type FetchOptions, type Logger, type Resolver } from '../types';
import { kindFromType, unsupportedTypeError } from './mediaType';
import { RedirectCookies } from './cookies';
import { headerValue } from './headers';
import { caWith, INCOMPLETE_CHAIN, MAX_CERT_BYTES, missingIssuers, serverCertificate, type CertFetch } from './aia';
import { hostOf, withoutCredentials } from '../urls/prompt';

export const VERSION = '0.1.0';
export const DEFAULT_USER_AGENT = `Mozilla/5.0 (compatible; WebFetch/${VERSION}; +https://github.com/web-fetch/web-fetch) VS Code extension`;
/** Markdown first: sites that can serve it (content negotiation) send what the author wrote, without navigation. */
export const ACCEPT = 'text/markdown, text/html;q=0.9, */*;q=0.8';
const MAX_REDIRECTS = 5;

/** The headers of every request (before conditional ones); the cache compares them for Vary. */
export function requestHeaders(userAgent: string): Record<string, string> {
  return { 'user-agent': userAgent, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en;q=0.9, *;q=0.5' };
}

export interface HttpOptions {
  timeoutMs: number;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  maxBytes: number;
  proxy?: string;
  noProxy?: string[];
  strictSSL: boolean;
  userAgent: string;
  resolver?: Resolver;
  logger: Logger;
  /** Extra request headers (e.g. conditional revalidation). */
  headers?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  checkUrl?: FetchOptions['checkUrl'];
  /** Read these binary types anyway (e.g. PDF when a PDF reader exists). */
  acceptBinary?: (contentType: string | null) => boolean;
}

export interface HttpResult {
  finalUrl: string;
  redirects: string[];
  status: number;
  headers: Record<string, string | string[] | undefined>;
  contentType: string | null;
  /** Decoded (decompressed) body, at most maxBytes. */
  body: Buffer;
  /** The body was cut at maxBytes. */
  truncated: boolean;
  /** True when any hop was on a private address. */
  private: boolean;
}

type Addr = { address: string; family: 4 | 6 };

/**
 * A dns.lookup replacement that only ever answers with the addresses we already checked (DNS-rebinding pin). It
 * answers asynchronously, as dns.lookup does: an answer given inside net/tls.connect() makes a connect error (e.g.
 * ENETUNREACH) destroy the socket before tls.connect() returns — tls then throws "Cannot read properties of null
 * (reading 'setServername')" and the socket's 'error' is emitted with no listener, which crashed the process.
 * With several addresses (all: true), Node tries each in turn (happy eyeballs): an unreachable IPv6 address falls
 * back to a reachable IPv4 one.
 */
function pinnedLookup(addresses: Addr[]) {
  return (
    _hostname: string,
    options: LookupOneOptions & { all?: boolean },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    const fam = options?.family === 4 || options?.family === 6 ? options.family : 0;
    const list = fam ? addresses.filter((a) => a.family === fam) : addresses;
    process.nextTick(() => {
      if (list.length === 0) {
        const err: NodeJS.ErrnoException = new Error('no address of the requested family');
        err.code = 'ENOTFOUND';
        callback(err, '', 0);
        return;
      }
      if (options?.all) callback(null, list.map((a) => ({ address: a.address, family: a.family })));
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** NO_PROXY matching: "*", host names (with or without leading dot, suffix match), host:port. */
export function noProxyMatches(host: string, port: string, patterns: string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  for (const raw of patterns) {
    const p = raw.trim().toLowerCase();
    if (!p) continue;
    if (p === '*') return true;
    const [pHost, pPort] = p.startsWith('[') ? [p.slice(0, p.indexOf(']') + 1).replace(/^\[|\]$/g, ''), p.split(']:')[1]] : p.split(':');
    if (pPort && pPort !== port) continue;
    const bare = pHost!.replace(/^\*?\./, '');
    if (h === bare || h.endsWith('.' + bare)) return true;
  }
  return false;
}

/** Which proxy (if any) to use for a URL: never for loopback; explicit option, else HTTPS_PROXY/HTTP_PROXY; NO_PROXY honoured. */
export function proxyFor(url: URL, loopback: boolean, opts: Pick<HttpOptions, 'proxy' | 'noProxy' | 'env'>): string | undefined {
  if (loopback) return undefined;
  const env = opts.env ?? process.env;
  const proxy =
    opts.proxy ||
    (url.protocol === 'https:' ? env.HTTPS_PROXY || env.https_proxy || env.HTTP_PROXY || env.http_proxy : env.HTTP_PROXY || env.http_proxy);
  if (!proxy) return undefined;
  const noProxy = [...(opts.noProxy ?? []), ...(env.NO_PROXY || env.no_proxy || '').split(',')];
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (noProxyMatches(hostOf(url), port, noProxy)) return undefined;
  return proxy;
}

function describe(u: string): string {
  return u.length > 200 ? u.slice(0, 200) + '…' : u;
}

/** OS and TLS error codes people can act on, in words. */
const REASONS: Record<string, string> = {
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'no route to the host',
  ENETDOWN: 'the network is down',
  EHOSTDOWN: 'the host is down',
  EADDRNOTAVAIL: 'no local address can reach it',
  ECONNREFUSED: 'the connection was refused',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'a certificate in the chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate cannot be verified (unknown issuer)',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate issuer is unknown',
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not yet valid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is for another host name',
};

/** The first error code found on an error, its cause chain, or the errors of an AggregateError (happy eyeballs). */
function errorCodes(e: unknown, depth = 0): string[] {
  if (!e || typeof e !== 'object' || depth > 4) return [];
  const err = e as NodeJS.ErrnoException & { cause?: unknown; errors?: unknown[] };
  // undici's HTTPParserError often carries no code (llhttp's error name stays inside its message).
  const own = typeof err.code === 'string' ? [err.code] : (err as Error).name === 'HTTPParserError' ? ['HPE_PARSE'] : [];
  const nested = [...(Array.isArray(err.errors) ? err.errors : []), ...(err.cause ? [err.cause] : [])].flatMap((x) => errorCodes(x, depth + 1));
  return [...own, ...nested];
}

const UNREACHABLE = new Set(['ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'EADDRNOTAVAIL']);
const PROTOCOL = new Set(['UND_ERR_HEADERS_OVERFLOW', 'UND_ERR_RES_EXCEEDED_MAX_SIZE', 'UND_ERR_INFO']);

/** Map low-level errors to engine errors with a stable code and a sentence a person understands. */
export function toEngineError(e: unknown, url: string, ctx: { userSignal?: AbortSignal; deadline: AbortSignal; timeoutMs: number }): EngineError {
  if (e instanceof EngineError) return e;
  if (ctx.userSignal?.aborted) return new EngineError('ABORTED', `Fetching ${describe(url)} was cancelled.`, { cause: e });
  if (ctx.deadline.aborted) {
    return new EngineError('TIMEOUT', `${describe(url)} did not finish within ${Math.round(ctx.timeoutMs / 100) / 10} s.`, { cause: e });
  }
  const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const codes = errorCodes(e);
  // The most telling code: unreachable networks and protocol errors win over the generic socket error around them.
  const code =
    codes.find((c) => UNREACHABLE.has(c) || PROTOCOL.has(c) || c.startsWith('HPE_') || REASONS[c]) ?? codes.find((c) => c !== 'UND_ERR_SOCKET') ?? codes[0] ?? '';
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const detail = err?.cause?.message ?? err?.message ?? String(e);
  if (UNREACHABLE.has(code)) {
    return new EngineError('NETWORK_UNREACHABLE', `${host} cannot be reached from this machine: ${REASONS[code]} (${code}).`, { cause: e });
  }
  if (code === 'UND_ERR_SOCKET' && /^bad (?:response|upgrade)$/.test(detail)) {
    // undici's words for an answer it was not waiting for: most often an interim "100 Continue" no request asked for
    // (undici reads 102 and 103, not 100); not a dropped connection, and asking again gets the same
    return new EngineError('PROTOCOL_ERROR', `${host} sent a response the request did not ask for: an unrequested "100 Continue" (which this HTTP client does not read) or upgrade [${detail}].`, { cause: e });
  }
  if (PROTOCOL.has(code) || code.startsWith('HPE_')) {
    const what = code === 'UND_ERR_HEADERS_OVERFLOW' ? 'its response headers are too large' : `its answer is not valid HTTP/1.1 (${detail.replace(/^Response does not match the HTTP\/1\.1 protocol \((.*)\)$/, '$1')})`;
    return new EngineError('PROTOCOL_ERROR', `${host} broke the HTTP protocol: ${what}${code === 'HPE_PARSE' ? '' : ` [${code}]`}.`, { cause: e });
  }
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new EngineError('TIMEOUT', `Connecting to ${host} timed out.`, { cause: e });
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new EngineError('TIMEOUT', `${host} accepted the connection but sent no response headers in time.`, { cause: e });
    case 'UND_ERR_BODY_TIMEOUT':
      return new EngineError('TIMEOUT', `${host} stopped sending the page body (no data in time).`, { cause: e });
    case 'ECONNREFUSED':
      return new EngineError('CONNECT_FAILED', `${host} refused the connection (ECONNREFUSED).`, { cause: e });
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new EngineError('DNS_FAILED', `The host ${host} could not be resolved (${code}).`, { cause: e });
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return new EngineError('CONNECTION_RESET', `${host} closed the connection before the page was complete.`, { cause: e });
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
    case 'ERR_BROTLI_DECOMPRESSION_FAILED':
    case 'ERR__ERROR_FORMAT_PADDING_1':
      return new EngineError('DECODE_FAILED', `The compressed body from ${host} could not be decoded (${code}).`, { cause: e });
    case 'UND_ERR_ABORTED':
    case 'ABORT_ERR':
      return new EngineError('ABORTED', `Fetching ${describe(url)} was aborted.`, { cause: e });
  }
  if (/^(CERT_|ERR_TLS|ERR_SSL|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code) || /certificate|SSL|TLS/i.test(err?.message ?? '')) {
    const reason = REASONS[code] ? `${REASONS[code]} (${code})` : `${err.message}${code ? ` (${code})` : ''}`;
    return new EngineError('CONNECT_FAILED', `A secure (TLS) connection to ${host} failed: ${reason}.`, { cause: e });
  }
  if (/zlib|unexpected end of file|incorrect header|invalid (block|distance|code)/i.test(err?.message ?? '')) {
    return new EngineError('DECODE_FAILED', `The compressed body from ${host} could not be decoded: ${err.message}`, { cause: e });
  }
  if (/other side closed|socket hang up|closed/i.test(err?.message ?? '')) {
    return new EngineError('CONNECTION_RESET', `${host} closed the connection before the page was complete.`, { cause: e });
  }
  return new EngineError('CONNECT_FAILED', `Fetching ${describe(url)} failed: ${err?.message ?? String(e)}${code ? ` (${code})` : ''}`, { cause: e });
}

function decoderFor(encoding: string, firstChunk: Buffer): zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress {
  // Some servers send raw deflate under "deflate": a zlib header is 0x78 … with (b0*256+b1) % 31 == 0.
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate': {
      const zlibHeader = firstChunk.length >= 2 && (firstChunk[0]! & 0x0f) === 8 && ((firstChunk[0]! << 8) | firstChunk[1]!) % 31 === 0;
      return zlibHeader ? zlib.createInflate() : zlib.createInflateRaw();
    }
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new EngineError('DECODE_FAILED', `The server used the content encoding "${encoding}", which cannot be decoded.`);
  }
}

/** Stream the body through the decoders, stopping at maxBytes of *decoded* data without buffering more. */
/**
 * The received bytes, copied chunk by chunk into one buffer as they arrive: sized from Content-Length when it is
 * known (one allocation), else grown by doubling, never past the byte cap. A 10 MB body is then never copied in one
 * piece at its end (Buffer.concat of 160 chunks held the thread for ~20 ms per page on a busy machine).
 */
class BodyBuffer {
  private buf: Buffer;
  length = 0;
  /** `cap`: the most that will be pushed (readBody stops at maxBytes). */
  constructor(
    expected: number,
    private readonly cap: number,
  ) {
    this.buf = Buffer.allocUnsafe(Math.min(cap, Math.max(16 * 1024, expected)));
  }
  push(chunk: Uint8Array): void {
    if (this.length + chunk.length > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(Math.min(this.buf.length * 2, this.cap), this.length + chunk.length));
      this.buf.copy(bigger, 0, 0, this.length);
      this.buf = bigger;
    }
    this.buf.set(chunk, this.length);
    this.length += chunk.length;
  }
  /**
   * The bytes: the buffer itself when it is (nearly) full, else a copy of the bytes, so that a body kept in the cache
   * never holds on to much more memory than the cache counts (a 300-byte page in a 16 KB buffer, a chunked body that
   * grew by doubling).
   */
  take(): Buffer {
    const view = this.buf.subarray(0, this.length);
    const spare = this.buf.length - this.length;
    return spare > 4096 && spare > this.length / 8 ? Buffer.from(view) : view;
  }
}

/** The content codings decoded here (see decoderFor). */
const DECODED = new Set(['gzip', 'x-gzip', 'deflate', 'br']);
/**
 * Real codings that are not decoded here (none is asked for): a body so coded cannot be read (DECODE_FAILED, naming
 * it). Any other name ("utf-8", "none", "text", "8bit": a charset or a placeholder in the wrong header, a server's
 * misconfiguration) is read as no coding at all, as browsers do; bytes that are not text then fail as binary data.
 */
const UNDECODABLE = new Set(['compress', 'x-compress', 'zstd', 'pack200-gzip', 'exi', 'aes128gcm', 'dcb', 'dcz']);

async function readBody(body: Readable, contentEncoding: string | undefined, maxBytes: number, contentLength?: number): Promise<{ body: Buffer; truncated: boolean }> {
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => DECODED.has(s) || UNDECODABLE.has(s));
  // Content-Length counts encoded bytes: a size hint only when nothing is to be decoded, and never past the cap.
  const hint = !encodings.length && contentLength !== undefined && Number.isFinite(contentLength) && contentLength >= 0 ? Math.min(contentLength, maxBytes) : 64 * 1024;
  const chunks = new BodyBuffer(hint, maxBytes);
  let truncated = false;
  let stream: Readable = body;
  const streams: Readable[] = [body];
  try {
    if (encodings.length) {
      const it = body[Symbol.asyncIterator]();
      const first = await it.next();
      if (first.done) return { body: Buffer.alloc(0), truncated: false };
      const firstChunk = Buffer.from(first.value as Uint8Array);
      const rest = Readable.from(
        (async function* () {
          yield firstChunk;
          for (;;) {
            const n = await it.next();
            if (n.done) return;
            yield n.value as Uint8Array;
          }
        })(),
        { objectMode: false },
      );
      streams.push(rest);
      stream = rest;
      // Content-Encoding lists codings in the order applied: undo them in reverse.
      for (const enc of [...encodings].reverse()) {
        const dec = decoderFor(enc, firstChunk);
        const src = stream;
        src.on('error', (e) => dec.destroy(e));
        src.pipe(dec);
        streams.push(dec);
        stream = dec;
      }
    }
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      const room = maxBytes - chunks.length;
      if (buf.length >= room) {
        if (room > 0) chunks.push(buf.subarray(0, room));
        // Exactly at the cap: there may be more; we do not read on to find out.
        truncated = true;
        break;
      }
      chunks.push(buf);
    }
  } finally {
    for (const s of streams) if (!s.destroyed) s.destroy();
  }
  return { body: chunks.take(), truncated };
}

/** Settle with `p`, or reject with the signal's reason as soon as it aborts (a hung DNS lookup must not outlive the deadline). */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Drop a response body we do not want (undici emits an abort error on destroy: swallow it). */
function discard(body: { on(ev: 'error', fn: () => void): unknown; destroy(): unknown }): void {
  body.on('error', () => undefined);
  body.destroy();
}

/**
 * A header value as UTF-8 when its bytes are UTF-8: header values arrive decoded as Latin-1, and a server that sends
 * a redirect's Location with raw UTF-8 (a Chinese or Korean path unescaped) means UTF-8, as browsers read it.
 */
function utf8Header(v: string): string {
  if (!/[\x80-\xff]/.test(v) || /[^\x00-\xff]/.test(v)) return v;
  const utf8 = Buffer.from(v, 'latin1').toString('utf8');
  return utf8.includes('\ufffd') ? v : utf8;
}

/**
 * A direct connection's dispatcher: one connection to the checked addresses only (pinnedLookup), verifying TLS as
 * the options say; `ca`, when given, is the trust list to verify against instead of Node's own (aia.ts).
 */
function pinnedAgent(addresses: Addr[], opts: HttpOptions, ca?: string[]): Agent {
  return new Agent({
    connect: { timeout: opts.connectTimeoutMs, lookup: pinnedLookup(addresses) as never, rejectUnauthorized: opts.strictSSL, ...(ca ? { ca } : {}) },
    connections: 1,
    pipelining: 1,
  });
}

/**
 * The `ca` list that verifies `url`'s server once the certificates its chain lacks are fetched from the addresses its
 * certificate names (aia.ts), or null. The fetches are GETs of this run, with its policy checks and within the URL's
 * deadline; a public server's certificate never sends them to a private address.
 */
async function completeChain(url: URL, address: string, isPriv: boolean, opts: HttpOptions, signal: AbortSignal, deadlineAt: number): Promise<string[] | null> {
  const left = () => deadlineAt - performance.now();
  try {
    const leaf = await serverCertificate(address, Number(url.port) || 443, ipLiteral(url.hostname) ? undefined : url.hostname, Math.min(left(), opts.connectTimeoutMs), signal);
    const fetchCert: CertFetch = async (aia) => {
      const checkUrl: HttpOptions['checkUrl'] = async (u, info) => {
        if (info.private && !isPriv) throw new EngineError('BLOCKED_REDIRECT', `A public server's certificate points to ${describe(u.href)}, a private address; it was not fetched.`);
        await opts.checkUrl?.(u, info);
      };
      const got = await httpGet(aia, { ...opts, headers: undefined, maxBytes: MAX_CERT_BYTES, timeoutMs: Math.max(1, left()), checkUrl, acceptBinary: () => true }, signal);
      if (got.status !== 200) throw new Error(`HTTP ${got.status}`);
      return got.body;
    };
    const missing = await missingIssuers(leaf, fetchCert);
    if (!missing) {
      opts.logger.info(`${url.host}: its certificate chain is incomplete, and the missing certificate could not be fetched and checked`);
      return null;
    }
    opts.logger.info(`${url.host}: its certificate chain is incomplete; completed with ${missing.length} certificate(s) from the address its certificate names, checked against the trusted roots`);
    return caWith(missing);
  } catch (e) {
    if (signal.aborted) throw e;
    opts.logger.info(`${url.host}: completing its certificate chain failed: ${(e as Error).message}`);
    return null;
  }
}

/**
 * GET one URL. Every hop is parsed, resolved, classified and pinned; a hop to a non-http scheme or from a public
 * address to a private one stops with BLOCKED_REDIRECT. The caller's signal and the total deadline abort everything.
 */
export async function httpGet(startUrl: string, opts: HttpOptions, userSignal?: AbortSignal): Promise<HttpResult> {
  // AbortSignal.timeout only takes whole milliseconds (a deadline computed as "time left" is fractional).
  const deadline = AbortSignal.timeout(Math.max(1, Math.ceil(opts.timeoutMs)));
  const deadlineAt = performance.now() + opts.timeoutMs;
  const signal = userSignal ? AbortSignal.any([userSignal, deadline]) : deadline;
  const dispatchers: Dispatcher[] = [];
  // undici does not always honour the signal by itself (a proxy that never answers CONNECT keeps the request
  // pending past any deadline): on abort, destroy the dispatchers, which rejects the request and closes its sockets.
  const destroyAll = () => {
    for (const d of dispatchers) d.destroy().catch(() => undefined);
  };
  signal.addEventListener('abort', destroyAll, { once: true });
  const redirects: string[] = [];
  // each request of the chain, as its URL and the cookies it carried: the same page asked for again with the cookie
  // its redirect set is a step forward (a cookie check), asked for again as before a loop
  const visited = new Set<string>();
  const cookies = new RedirectCookies();
  let current = startUrl;
  let sawPublic = false;
  let anyPrivate = false;
  try {
    for (let hop = 0; ; hop++) {
      if (signal.aborted) throw signal.reason;
      const url = new URL(current);
      const cookie = cookies.header(url);
      visited.add(`${url.href} ${cookie ?? ''}`);
      const host = hostOf(url);
      const proxyEnv = { proxy: opts.proxy, noProxy: opts.noProxy, env: opts.env };
      let resolved: Awaited<ReturnType<typeof resolveHost>> | undefined;
      try {
        resolved = await untilAborted(resolveHost(host, opts.resolver), signal);
      } catch (e) {
        // Behind a proxy, a name this machine cannot resolve may still be reachable through the proxy.
        if (e instanceof EngineError && e.code === 'DNS_FAILED' && proxyFor(url, false, proxyEnv)) resolved = undefined;
        else throw e;
      }
      const isPriv = resolved?.private ?? false;
      if (isPriv && sawPublic) {
        throw new EngineError('BLOCKED_REDIRECT', `A public page redirected to ${describe(url.href)}, a private address; the redirect was not followed.`);
      }
      if (isPriv) anyPrivate = true;
      else sawPublic = true;
      await opts.checkUrl?.(url, { index: hop, private: isPriv, addresses: resolved?.addresses.map((a) => a.address) ?? [] });
      const loopback = resolved ? resolved.addresses.every((a) => isLoopbackAddress(a.address)) : false;
      const proxy = proxyFor(url, loopback, proxyEnv);
      let dispatcher: Dispatcher;
      if (proxy) {
        dispatcher = new ProxyAgent({
          uri: proxy,
          connect: { timeout: opts.connectTimeoutMs, rejectUnauthorized: opts.strictSSL },
          requestTls: { rejectUnauthorized: opts.strictSSL },
          proxyTls: { rejectUnauthorized: opts.strictSSL },
        });
      } else {
        dispatcher = pinnedAgent(resolved!.addresses, opts);
      }
      dispatchers.push(dispatcher);
      opts.logger.debug(`GET ${url.href}${proxy ? ' via proxy' : ''} (${isPriv ? 'private' : 'public'})`);
      const get = (via: Dispatcher) =>
        request(url, {
          method: 'GET',
          dispatcher: via,
          signal,
          headersTimeout: opts.headersTimeoutMs,
          bodyTimeout: opts.bodyIdleTimeoutMs,
          headers: { ...requestHeaders(opts.userAgent), ...(hop === 0 ? opts.headers : {}), ...(cookie ? { cookie } : {}) },
        }).catch((e: unknown) => Promise.reject(beforeHeaders(e, url)));
      let res: Dispatcher.ResponseData;
      try {
        res = await get(dispatcher);
      } catch (e) {
        // a server that leaves out its intermediate certificate: completed as browsers do (aia.ts), then asked again
        const ca = !proxy && resolved && opts.strictSSL && url.protocol === 'https:' && errorCodes(e).includes(INCOMPLETE_CHAIN)
          ? await completeChain(url, resolved.addresses[0]!.address, isPriv, opts, signal, deadlineAt)
          : null;
        if (!ca) throw e;
        dispatcher = pinnedAgent(resolved!.addresses, opts, ca);
        dispatchers.push(dispatcher);
        res = await get(dispatcher);
      }
      const headers = res.headers as Record<string, string | string[] | undefined>;
      const status = res.statusCode;
      if (status >= 300 && status < 400 && status !== 304 && headerValue(headers, 'location')) {
        discard(res.body);
        const location = utf8Header(headerValue(headers, 'location')!);
        cookies.store(url, headers['set-cookie']);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new EngineError('BLOCKED_REDIRECT', `${url.host} redirected to "${describe(location)}", which is not a valid URL.`);
        }
        // Stated rule: a redirect carrying a user name or password is refused (never followed with or without them,
        // never shown): credentials a server hands out belong to someone, and stripping them could fetch another page.
        if (next.username || next.password) {
          throw new EngineError('BLOCKED_REDIRECT', `${url.host} redirected to ${describe(withoutCredentials(next))}, an address with a user name or password (not shown); the redirect was not followed.`);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          throw new EngineError('BLOCKED_REDIRECT', `${url.host} redirected to ${describe(next.href)}; only http and https redirects are followed.`);
        }
        next.hash = '';
        if (visited.has(`${next.href} ${cookies.header(next) ?? ''}`)) {
          throw new EngineError('REDIRECT_LOOP', `Redirect loop: ${describe(url.href)} leads back to ${describe(next.href)}.`);
        }
        if (redirects.length >= MAX_REDIRECTS) {
          throw new EngineError('TOO_MANY_REDIRECTS', `${describe(startUrl)} redirected more than ${MAX_REDIRECTS} times (last to ${describe(next.href)}).`);
        }
        redirects.push(next.href);
        current = next.href;
        continue;
      }
      const contentType = headerValue(headers, 'content-type') ?? null;
      if (status === 304) {
        discard(res.body);
        return { finalUrl: url.href, redirects, status, headers, contentType, body: Buffer.alloc(0), truncated: false, private: anyPrivate };
      }
      const check = browserCheck(headers);
      if (check) {
        // a bot wall's challenge instead of the page (HTTP 403, 429, 503, or AWS WAF's 202): no retry passes it
        discard(res.body);
        throw new EngineError(
          'HTTP_STATUS',
          `${describe(url.href)} answered HTTP ${status}${statusText(status)} with ${check} browser check instead of the page: a challenge that only a person in a web browser passes. Open the page in a browser.`,
          { status, botCheck: true },
        );
      }
      if (status >= 400) {
        discard(res.body);
        throw new EngineError('HTTP_STATUS', `${describe(url.href)} answered HTTP ${status}${statusText(status)}.`, {
          status,
          retryAfter: headerValue(headers, 'retry-after'),
        });
      }
      if (kindFromType(contentType) === 'binary' && !opts.acceptBinary?.(contentType)) {
        discard(res.body);
        throw unsupportedTypeError(contentType);
      }
      const { body, truncated } = await readBody(
        res.body as unknown as Readable,
        headerValue(headers, 'content-encoding'),
        opts.maxBytes,
        headerValue(headers, 'content-length') !== undefined ? Number(headerValue(headers, 'content-length')) : undefined,
      );
      return { finalUrl: url.href, redirects, status, headers, contentType, body, truncated, private: anyPrivate };
    }
  } catch (e) {
    const err = toEngineError(e, current, { userSignal, deadline, timeoutMs: opts.timeoutMs });
    if (anyPrivate) err.private = true;
    throw err;
  } finally {
    signal.removeEventListener('abort', destroyAll);
    // Closing the dispatchers closes every socket of this URL (also on cancel).
    await Promise.all(dispatchers.map((d) => d.destroy().catch(() => undefined)));
  }
}

/**
 * An error before the response headers were read. undici names any HTTP/1.1 parse error of a response that carried a
 * Content-Length as a "length mismatch", which after the headers means a body cut short (worth asking again); before
 * them, the headers themselves were refused, most often `Content-Length` sent together with `Transfer-Encoding:
 * chunked` (a server bug browsers forgive, llhttp does not), and asking again gets the same answer.
 */
function beforeHeaders(e: unknown, url: URL): unknown {
  if (!errorCodes(e).includes('UND_ERR_RES_CONTENT_LENGTH_MISMATCH')) return e;
  return new EngineError(
    'PROTOCOL_ERROR',
    `${url.host} broke the HTTP protocol: its response headers could not be read (most often Content-Length sent together with Transfer-Encoding: chunked, which this HTTP client refuses).`,
    { cause: e },
  );
}

/**
 * The bot wall whose challenge a response is, by the header each documents for it: Cloudflare's
 * `cf-mitigated: challenge`, AWS WAF's `x-amzn-waf-action: challenge | captcha`, Vercel's
 * `x-vercel-mitigated: challenge`. Undefined for any other response.
 */
function browserCheck(headers: Record<string, string | string[] | undefined>): string | undefined {
  const is = (name: string, ...values: string[]): boolean => values.includes((headerValue(headers, name) ?? '').trim().toLowerCase());
  if (is('cf-mitigated', 'challenge')) return 'a Cloudflare';
  if (is('x-amzn-waf-action', 'challenge', 'captcha')) return 'an AWS WAF';
  if (is('x-vercel-mitigated', 'challenge')) return 'a Vercel';
  return undefined;
}

function statusText(status: number): string {
  return STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : '';
}

