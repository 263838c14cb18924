// Address policy: resolve every host, classify each address, and hand the checked addresses to the
// connection (pinning) so that DNS rebinding cannot swap them between check and connect.
import { lookup } from 'node:dns/promises';
import { EngineError, type Resolver } from '../types';
import { ipLiteral, isLocalhostName, isPrivateAddress } from '../urls/host';

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
