// A tiny authoritative DNS server over UDP for the network-namespace suite: answers A and AAAA queries from a table,
// or SERVFAIL / NXDOMAIN, or never (a slow or dead server). Inside the namespace it listens on 127.0.0.1:53 and the
// runner points /etc/resolv.conf at it, so the engine's real resolver (getaddrinfo) is what gets tested.
//
// API: startDnsServer(zone, { host?, port? }) → { port, queries, close() }
import dgram from 'node:dgram';
import ipaddr from 'ipaddr.js';

export interface ZoneEntry {
  A?: string[];
  AAAA?: string[];
  /** Answer with this response code instead (2 SERVFAIL, 3 NXDOMAIN, 5 REFUSED). */
  rcode?: number;
  /** Never answer (the resolver times out). */
  silent?: boolean;
}

/** Names (lower case, no trailing dot) → answers. Unknown names get NXDOMAIN. */
export type Zone = Record<string, ZoneEntry>;

export interface DnsServer {
  port: number;
  /** "name TYPE" of every query received. */
  queries: string[];
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (i < msg.length && msg[i]! !== 0) {
    const len = msg[i]!;
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('latin1'));
    i += 1 + len;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function answer(query: Buffer, zone: Zone, queries: string[]): Buffer | undefined {
  if (query.length < 12) return undefined;
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  queries.push(`${name} ${qtype === TYPE_A ? 'A' : qtype === TYPE_AAAA ? 'AAAA' : qtype}`);
  const question = query.subarray(12, end + 4);
  const entry = zone[name];
  if (entry?.silent) return undefined;
  const rcode = entry ? (entry.rcode ?? 0) : 3;
  const addresses = rcode === 0 ? ((qtype === TYPE_A ? entry?.A : qtype === TYPE_AAAA ? entry?.AAAA : undefined) ?? []) : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // id
  header.writeUInt16BE(0x8000 | 0x0400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR AA RD RA rcode
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((a) => {
    const rdata = Buffer.from(ipaddr.parse(a).toByteArray());
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // name: pointer to the question
    rr.writeUInt16BE(qtype, 2);
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(5, 6); // TTL
    rr.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([rr, rdata]);
  });
  return Buffer.concat([header, question, ...records]);
}

export async function startDnsServer(zone: Zone, opts: { host?: string; port?: number } = {}): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (msg, rinfo) => {
    const reply = answer(msg, zone, queries);
    if (reply) socket.send(reply, rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: socket.address().port,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
