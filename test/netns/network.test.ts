// The engine against real network faults, inside a network namespace that test/run-netns.mjs creates (loopback only;
// "public" addresses 93.184.216.34–37 live on lo, every other public address has no route). Names are answered by
// the suite's own DNS server on 127.0.0.1:53 through the system resolver (getaddrinfo), TLS certificates come from
// test/fixtures/tls (its CA trusted via NODE_EXTRA_CA_CERTS). Every case: a named error with the reason, the other
// URLs of the prompt unaffected, no socket left open. Run it with `node test/run-netns.mjs`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { RateLimiter } from '../../src/engine/net/ratelimit';
import type { ErrorCode, PageResult, Resolver } from '../../src/engine/types';
import type { DirectOptions as FetchOptions } from '../../src/engine/fetch/direct';
import { startDnsServer, type DnsServer } from '../support/dns-server';
import { FakeGemini } from '../support/fake-gemini';

const ROOT = path.resolve(__dirname, '../..');
const TLS_DIR = path.join(ROOT, 'test/fixtures/tls');
const tlsFile = (name: string) => fs.readFileSync(path.join(TLS_DIR, name), 'utf8');
const WEB = '93.184.216.34';
const TLS = '93.184.216.35';
const NO_ROUTE_V4 = '93.184.216.99';
const NO_ROUTE_V6 = '2606:2800:220:1::1';
const RAW = '93.184.216.36';
const HOSTILE_ROBOTS = 'User-agent: *\nDisallow: /' + '*'.repeat(500_000) + 'b\n';

interface Listening {
  server: net.Server;
  sockets: Set<net.Socket>;
}

function track(server: net.Server): Listening {
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  // TLS servers report handshake failures on tlsClientError; the raw socket is tracked above.
  server.on('tlsClientError', () => undefined);
  return { server, sockets };
}

function listen(l: Listening, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    l.server.once('error', reject);
    l.server.listen(port, host, () => resolve());
  });
}

function close(l: Listening | undefined): Promise<void> {
  if (!l) return Promise.resolve();
  return new Promise((resolve) => {
    for (const s of l.sockets) s.destroy();
    l.server.close(() => resolve());
  });
}

/** Open connections, polled (bounded) until none is left. */
async function openConnections(l: Listening): Promise<number> {
  const count = () => new Promise<number>((resolve) => l.server.getConnections((_e, n) => resolve(n ?? 0)));
  const until = Date.now() + 2000;
  let n = await count();
  while (n > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    n = await count();
  }
  return n;
}

const aiaRequests: string[] = [];

const page = (req: http.IncomingMessage, res: http.ServerResponse) => {
  if (req.url === '/to-credentials') {
    res.writeHead(302, { location: 'http://user:hunter2@web.test/secret' }).end();
    return;
  }
  if (req.headers.host === 'aia.test') {
    // the issuer certificates that incomplete chains name (Authority Information Access), counted
    aiaRequests.push(req.url!);
    const file = req.url === '/int.cer' ? 'aia-intermediate.cer' : req.url === '/rogue.cer' ? 'aia-rogue.cer' : null;
    if (file) res.writeHead(200, { 'content-type': 'application/pkix-cert' }).end(fs.readFileSync(path.join(TLS_DIR, file)));
    else res.writeHead(404).end();
    return;
  }
  if (req.headers.host === 'robots.test' && req.url === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(HOSTILE_ROBOTS);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`page ${req.headers.host} ${req.url}`);
};

describe('netns: network faults, each a named error with its reason', function () {
  this.timeout(30_000);
  let dns: DnsServer | undefined;
  const servers: Listening[] = [];
  let web: Listening;
  let good: Listening;

  before(async function () {
    if (process.env.WEB_FETCH_IN_NETNS !== '1') throw new Error('run this suite through test/run-netns.mjs (it needs its own network namespace)');
    dns = await startDnsServer(
      {
        'web.test': { A: [WEB] },
        'robots.test': { A: [WEB] },
        'raw.test': { A: [RAW] },
        'xn--bcher-kva.test': { A: [WEB] },
        'dual.test': { AAAA: [NO_ROUTE_V6], A: [WEB] },
        'v6only.test': { AAAA: [NO_ROUTE_V6] },
        'unreach.test': { A: [NO_ROUTE_V4] },
        'slow.test': { silent: true },
        'servfail.test': { rcode: 2 },
        'good.test': { A: [TLS] },
        'wrong.test': { A: [TLS] },
        'expired.test': { A: [TLS] },
        'selfsigned.test': { A: [TLS] },
        'stall.test': { A: [TLS] },
        'chain.test': { A: [TLS] },
        'rogue.test': { A: [TLS] },
        'aia.test': { A: [WEB] },
      },
      { port: 53 },
    );
    web = track(http.createServer(page));
    await listen(web, 80, WEB);
    good = track(https.createServer({ key: tlsFile('leaf.key'), cert: tlsFile('good.pem') }, page));
    await listen(good, 443, TLS);
    const expired = track(https.createServer({ key: tlsFile('leaf.key'), cert: tlsFile('expired.pem') }, page));
    await listen(expired, 8443, TLS);
    const self = track(https.createServer({ key: tlsFile('self.key'), cert: tlsFile('self.pem') }, page));
    await listen(self, 9443, TLS);
    // servers that send their certificate without the intermediate that signed it
    const chain = track(https.createServer({ key: tlsFile('chain-leaf.key'), cert: tlsFile('chain-leaf.pem') }, page));
    await listen(chain, 11443, TLS);
    const rogue = track(https.createServer({ key: tlsFile('chain-leaf.key'), cert: tlsFile('rogue-leaf.pem') }, page));
    await listen(rogue, 12443, TLS);
    servers.push(chain, rogue);
    const stall = track(net.createServer((s) => s.resume())); // accepts TCP, reads, never speaks TLS
    await listen(stall, 10443, TLS);
    // Answers node:http would refuse to send: broken HTTP, and UTF-16 with a BOM and no Content-Type.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße in UTF-16', 'utf16le')]);
    const answers: Record<string, Buffer> = {
      '/bad-chunk': Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n'),
      '/http09': Buffer.from('no status line\n'),
      '/huge-headers': Buffer.from(`HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(100 * 1024)}\r\ncontent-length: 2\r\n\r\nhi`),
      '/utf16': Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-length: ${utf16.length}\r\n\r\n`), utf16]),
    };
    const raw = track(
      net.createServer((s) => {
        s.on('error', () => undefined);
        s.once('data', (d) => s.end(answers[d.toString('latin1').split(' ')[1] ?? ''] ?? 'HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'));
      }),
    );
    await listen(raw, 80, RAW);
    servers.push(web, good, expired, self, stall, raw);
  });

  after(async () => {
    await Promise.all(servers.map(close));
    await dns?.close();
  });

  afterEach(async () => {
    for (const l of servers) assert.equal(await openConnections(l), 0, 'a server still has an open connection');
  });

  const base: FetchOptions = { timeoutMs: 5000, noCache: true, retry: { maxAttempts: 1 } };

  /** Fetch `urls` with a good companion URL; check the companion; return the pages of `urls`. */
  async function withCompanion(urls: string[], options: FetchOptions = {}): Promise<PageResult[]> {
    const plan = planPrompt([...urls, 'http://web.test/companion'].join(' '));
    const pages = await fetchPages(plan.urls, { ...base, rateLimiter: new RateLimiter(), ...options });
    const companion = pages.at(-1)!;
    assert.equal(companion.ok, true, JSON.stringify(companion.error));
    assert.equal(companion.content, 'page web.test /companion');
    return pages.slice(0, -1);
  }

  function assertError(p: PageResult, code: ErrorCode, reason: RegExp): void {
    assert.equal(p.ok, false, `expected ${code}, got ok`);
    assert.equal(p.error?.code, code, JSON.stringify(p.error));
    assert.match(p.error!.message, reason);
  }

  it('a public host whose network is unreachable (ENETUNREACH), over http and https: NETWORK_UNREACHABLE, no crash', async () => {
    const [a, b] = await withCompanion(['http://unreach.test/a', 'https://unreach.test/b']);
    assertError(a!, 'NETWORK_UNREACHABLE', /unreach\.test cannot be reached from this machine: the network is unreachable \(ENETUNREACH\)/);
    assertError(b!, 'NETWORK_UNREACHABLE', /ENETUNREACH/);
  });

  it('a host with only an unreachable IPv6 address: NETWORK_UNREACHABLE', async () => {
    const [p] = await withCompanion(['https://v6only.test/']);
    assertError(p!, 'NETWORK_UNREACHABLE', /ENETUNREACH/);
  });

  it('a host with an unreachable IPv6 and a reachable IPv4 address falls back to IPv4 (system resolver)', async () => {
    const [p] = await withCompanion(['http://dual.test/x']);
    assert.equal(p!.ok, true, JSON.stringify(p!.error));
    assert.equal(p!.content, 'page dual.test /x');
    assert.ok(dns!.queries.includes('dual.test AAAA') && dns!.queries.includes('dual.test A'), dns!.queries.join(', '));
  });

  it('IPv6 first, then IPv4 (a resolver that lists the unreachable IPv6 address first): falls back to IPv4', async () => {
    const v6first: Resolver = async () => [
      { address: NO_ROUTE_V6, family: 6 },
      { address: WEB, family: 4 },
    ];
    const [p] = await fetchPages(planPrompt('http://dual.test/y').urls, { ...base, resolver: v6first });
    assert.equal(p!.ok, true, JSON.stringify(p!.error));
    assert.equal(p!.content, 'page dual.test /y');
  });

  it('NXDOMAIN: DNS_FAILED "no such host name"', async () => {
    const [p] = await withCompanion(['http://nx.test/']);
    assertError(p!, 'DNS_FAILED', /nx\.test.*no such host name \(ENOTFOUND\)/);
  });

  it('SERVFAIL: DNS_FAILED saying the DNS server failed', async () => {
    const [p] = await withCompanion(['http://servfail.test/']);
    assertError(p!, 'DNS_FAILED', /servfail\.test.*DNS server failed or did not answer.*\(EAI_AGAIN\)/);
  });

  it('a DNS server that never answers: DNS_FAILED once the resolver gives up (within the deadline)', async () => {
    const [p] = await withCompanion(['http://slow.test/']);
    assertError(p!, 'DNS_FAILED', /slow\.test.*EAI_AGAIN/);
  });

  it('a DNS server that never answers, with a deadline shorter than the resolver\'s: TIMEOUT at the deadline', async () => {
    const [p] = await fetchPages(planPrompt('http://slow.test/').urls, { ...base, timeoutMs: 300 });
    assertError(p!, 'TIMEOUT', /did not finish within 0\.3 s/);
  });

  it('TLS with a certificate from the trusted test CA: ok', async () => {
    const [p] = await withCompanion(['https://good.test/ok']);
    assert.equal(p!.ok, true, JSON.stringify(p!.error));
    assert.equal(p!.content, 'page good.test /ok');
  });

  for (const [url, reason] of [
    ['https://selfsigned.test:9443/', /self-signed \(DEPTH_ZERO_SELF_SIGNED_CERT\)/],
    ['https://expired.test:8443/', /has expired \(CERT_HAS_EXPIRED\)/],
    ['https://wrong.test/', /for another host name \(ERR_TLS_CERT_ALTNAME_INVALID\)/],
  ] as const) {
    it(`TLS ${url}: CONNECT_FAILED naming the certificate problem`, async () => {
      const [p] = await withCompanion([url]);
      assertError(p!, 'CONNECT_FAILED', new RegExp(`secure \\(TLS\\) connection to .*${reason.source}`));
    });
  }

  it("an incomplete chain (no intermediate sent) is completed from the address its certificate names, as browsers do", async () => {
    aiaRequests.length = 0;
    const [p] = await withCompanion(['https://chain.test:11443/ok']);
    assert.equal(p!.ok, true, JSON.stringify(p!.error));
    assert.equal(p!.content, 'page chain.test:11443 /ok');
    assert.deepEqual(aiaRequests, ['/int.cer']);
  });

  it('a fetched "intermediate" that no trusted root signed makes nothing trusted: CONNECT_FAILED, as before', async () => {
    aiaRequests.length = 0;
    const [p] = await withCompanion(['https://rogue.test:12443/']);
    assertError(p!, 'CONNECT_FAILED', /secure \(TLS\) connection to rogue\.test:12443 failed: the certificate cannot be verified/);
    assert.deepEqual(aiaRequests, ['/rogue.cer']);
  });

  it('a TLS handshake that stalls: TIMEOUT at the connect timeout', async () => {
    const [p] = await withCompanion(['https://stall.test:10443/'], { connectTimeoutMs: 500 });
    assertError(p!, 'TIMEOUT', /Connecting to stall\.test:10443 timed out/);
  });

  it('the CLI on a hostile prompt: every URL a result or its own named error, exit 0, no crash', async () => {
    const prompt = [
      'Compare http://web.test/ok',
      'with https://unreach.test/tls', // ENETUNREACH on a TLS socket (crashed the process before)
      'and http://bücher.test/x and http://web.test/wiki/Zürich',
      'and http://user:hunter2@web.test/creds and file:///etc/passwd',
      `and http://robots.test/${'a'.repeat(8192)}`,
      'and http://raw.test/bad-chunk and http://raw.test/http09 and http://raw.test/huge-headers and http://raw.test/utf16',
      'and http://web.test/to-credentials',
      'and http://web.test/last' + ')'.repeat(200_000),
    ].join(' ');
    const out = await runCli(['--json', '--no-cache', '--timeout-ms', '3000', '--respect-robots', 'always', '-'], prompt);
    assert.equal(out.code, 0, out.stderr);
    const json = JSON.parse(out.stdout) as { pages: PageResult[] };
    assert.deepEqual(
      json.pages.map((p) => [p.url.slice(0, 40), p.ok ? p.content.slice(0, 40) : p.error!.code]),
      [
        ['http://web.test/ok', 'page web.test /ok'],
        ['https://unreach.test/tls', 'NETWORK_UNREACHABLE'],
        ['http://bücher.test/x', 'page xn--bcher-kva.test /x'],
        ['http://web.test/wiki/Zürich', 'page web.test /wiki/Z%C3%BCrich'],
        ['http://***@web.test/creds', 'INVALID_URL'],
        ['file:///etc/passwd', 'INVALID_URL'],
        [`http://robots.test/${'a'.repeat(21)}`, `page robots.test /${'a'.repeat(22)}`],
        ['http://raw.test/bad-chunk', 'PROTOCOL_ERROR'],
        ['http://raw.test/http09', 'PROTOCOL_ERROR'],
        ['http://raw.test/huge-headers', 'PROTOCOL_ERROR'],
        ['http://raw.test/utf16', 'Grüße in UTF-16'],
        ['http://web.test/to-credentials', 'BLOCKED_REDIRECT'],
        ['http://web.test/last', 'page web.test /last'],
      ],
    );
    assert.doesNotMatch(out.stdout + out.stderr, /hunter2/);
    assert.equal(json.pages.find((p) => p.url === 'http://raw.test/utf16')?.charset, 'utf-16le');
  });
});

describe('netns: the CLI never prints the Gemini key', function () {
  this.timeout(30_000);
  let fake: FakeGemini | undefined;
  before(async () => {
    fake = await FakeGemini.start();
  });
  after(() => fake?.close());

  it('a gateway echoing the key (whole, lower-cased, cut) in blockReasonMessage and its error body: stdout and stderr carry none of it', async () => {
    const key = 'AIzaSyD-Xq7kPz3mW9vLr2Tn8bHc4JfG5sYe1Ua';
    fake!.reply(
      { body: { promptFeedback: { blockReason: 'OTHER', blockReasonMessage: `blocked for ${key} / ${key.toLowerCase()}` } } },
      { status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: `bad key ${key.slice(4, 30)}` } } },
    );
    for (const json of [[], ['--json']]) {
      const out = await runCli([...json, '--engine', 'gemini', '--verbose', 'Summarise https://93.184.216.34/a'], '', {
        GEMINI_API_KEY: key,
        GOOGLE_GEMINI_BASE_URL: fake!.baseUrl,
      });
      assert.match(out.stdout + out.stderr, /GEMINI_ERROR|Gemini refused|Gemini rejected/);
      const lower = (out.stdout + out.stderr).toLowerCase();
      for (let i = 0; i + 8 <= key.length; i++) assert.ok(!lower.includes(key.slice(i, i + 8).toLowerCase()), `printed a piece of the key: ${out.stdout}${out.stderr}`);
    }
  });
});

function runCli(args: string[], stdin: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(stdin);
  });
}
