// Address policy: resolve every host, classify each address, and hand the checked addresses to the
// connection (pinning) so that DNS rebinding cannot swap them between check and connect.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { EngineError, type Resolver } from './types';

/** Ranges that reach the public internet. Everything else (loopback, private, link-local, CGNAT …) is private. */
const PUBLIC_RANGES = new Set(['unicast']);
/** IPv6 ranges that embed an IPv4 address: classify by the embedded address. */
const EMBEDS_V4 = new Set(['ipv4Mapped', 'rfc6052', 'rfc6145']);

/** Classify one IP address (any spelling ipaddr.js accepts). Unparsable → private (fail closed). */
export function isPrivateAddress(address: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return true;
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    const range = v6.range();
    if (EMBEDS_V4.has(range)) {
      const bytes = v6.toByteArray().slice(12);
      return isPrivateAddress(bytes.join('.'));
    }
    if (range === '6to4') {
      const b = v6.toByteArray();
      return isPrivateAddress(`${b[2]}.${b[3]}.${b[4]}.${b[5]}`);
    }
    // Deprecated IPv4-compatible ::a.b.c.d (URL parsing turns [::127.0.0.1] into [::7f00:1]; ipaddr.js calls it
    // "unicast"): classify by the embedded address, never as public by default.
    const b = v6.toByteArray();
    if (range === 'unicast' && b.slice(0, 12).every((x) => x === 0)) return isPrivateAddress(b.slice(12).join('.'));
    return !PUBLIC_RANGES.has(range);
  }
  return !PUBLIC_RANGES.has(addr.range());
}

/** localhost, localhost., foo.localhost — reserved names that always mean this machine (RFC 6761). */
export function isLocalhostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

/** An IP literal (after WHATWG URL canonicalisation: 127.1, 0x7f.1, 2130706433 … are already 127.0.0.1). */
export function ipLiteral(host: string): string | undefined {
  const h = host.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(h) && (h.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(h)) ? h : undefined;
}

/** Private by spelling alone: a private IP literal or a localhost name. (DNS may still find more.) */
export function isPrivateLiteral(host: string): boolean {
  if (isLocalhostName(host)) return true;
  const ip = ipLiteral(host);
  return ip !== undefined && isPrivateAddress(ip);
}

export const systemResolver: Resolver = async (hostname) => {
  const rs = await lookup(hostname, { all: true, verbatim: true });
  return rs.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/** getaddrinfo / c-ares codes in words. */
const DNS_REASONS: Record<string, string> = {
  ENOTFOUND: 'no such host name',
  ENODATA: 'the name has no address',
  EAI_AGAIN: 'the DNS server failed or did not answer (try again later)',
  ESERVFAIL: 'the DNS server failed',
  ETIMEOUT: 'the DNS server did not answer',
  ECONNREFUSED: 'the DNS server refused the query',
};

export interface ResolvedHost {
  /** True when any address of the host is private: the whole host is then treated as private. */
  private: boolean;
  addresses: { address: string; family: 4 | 6 }[];
}

/**
 * Resolve a host to every address and classify it. IP literals are not looked up; localhost names
 * always resolve to loopback (RFC 6761), whatever DNS says. Throws EngineError DNS_FAILED.
 */
export async function resolveHost(host: string, resolver: Resolver = systemResolver): Promise<ResolvedHost> {
  const bare = host.replace(/^\[|\]$/g, '');
  const ip = ipLiteral(bare);
  if (ip) {
    return { private: isPrivateAddress(ip), addresses: [{ address: ip, family: ip.includes(':') ? 6 : 4 }] };
  }
  if (isLocalhostName(bare)) {
    return {
      private: true,
      addresses: [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    };
  }
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    addresses = await resolver(bare.replace(/\.$/, ''));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code ? DNS_REASONS[code] : undefined;
    throw new EngineError('DNS_FAILED', `The host "${bare}" could not be resolved${reason ? `: ${reason}` : ''}${code ? ` (${code})` : ''}.`, { cause: e });
  }
  if (addresses.length === 0) throw new EngineError('DNS_FAILED', `The host "${bare}" has no addresses.`);
  return { private: addresses.some((a) => isPrivateAddress(a.address)), addresses };
}
