// Host names and IP addresses by their spelling alone (no DNS): private, loopback and localhost classification.
import ipaddr from 'ipaddr.js';

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

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback. */
export function isLoopbackAddress(a: string): boolean {
  const ip = ipLiteral(a);
  if (!ip) return false;
  try {
    let addr = ipaddr.parse(ip);
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
    return addr.range() === 'loopback';
  } catch {
    return false;
  }
}
