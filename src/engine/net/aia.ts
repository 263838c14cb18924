// A server that sends its certificate without the intermediate certificate that signed it (an incomplete chain, a
// common misconfiguration) fails verification in Node (UNABLE_TO_VERIFY_LEAF_SIGNATURE) while browsers open the page:
// they fetch the missing certificate from the address the server's certificate names for its issuer (Authority
// Information Access, "CA Issuers", RFC 5280 4.2.2.1). This does the same, and trusts nothing it fetched: a fetched
// certificate is used only when it is a CA certificate, in its validity period, whose signature is on the server's
// certificate and which is itself signed by a root this machine trusts (at most two certificates missing).
import fs from 'node:fs';
import tls from 'node:tls';
import { X509Certificate } from 'node:crypto';

/** The verification error of an incomplete chain. */
export const INCOMPLETE_CHAIN = 'UNABLE_TO_VERIFY_LEAF_SIGNATURE';

/** A certificate larger than this (bytes) is not read: real ones are 1–3 KB. */
export const MAX_CERT_BYTES = 64 * 1024;
/** Certificates missing at most: the server's issuer and, rarely, the one above it. */
const MAX_MISSING = 2;

/** Fetches one certificate's bytes from an AIA address (the caller's HTTP client, with its policy and deadline). */
export type CertFetch = (url: string) => Promise<Uint8Array>;

/**
 * Chains looked up before, by the server certificate's issuer-address list: the PEMs to add, or null when they could
 * not be completed (kept for NOT_FOUND_MS, a network may come back); a lookup under way is shared (a page and its
 * robots.txt ask at once). Bounded.
 */
const looked = new Map<string, { chain: string[] | null; at: number } | Promise<string[] | null>>();
const LOOKED_MAX = 200;
const NOT_FOUND_MS = 5 * 60_000;

let trusted: { pems: string[]; certs: X509Certificate[] } | undefined;

/** The roots Node trusts: its bundled ones and those NODE_EXTRA_CA_CERTS adds. */
function roots(): { pems: string[]; certs: X509Certificate[] } {
  if (trusted) return trusted;
  const pems = [...tls.rootCertificates];
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  if (extra) {
    try {
      pems.push(...(fs.readFileSync(extra, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []));
    } catch {
      // unreadable: Node itself warned about it
    }
  }
  const certs: X509Certificate[] = [];
  for (const pem of pems) {
    try {
      certs.push(new X509Certificate(pem));
    } catch {
      // not parseable: not a root this check can use
    }
  }
  trusted = { pems, certs };
  return trusted;
}

/** The http addresses a certificate names for its issuer's certificate (its AIA "CA Issuers" entries). */
function issuerAddresses(cert: X509Certificate): string[] {
  const out: string[] = [];
  for (const m of (cert.infoAccess ?? '').matchAll(/CA Issuers - URI:(http:\/\/\S+)/g)) if (out.length < 2) out.push(m[1]!);
  return out;
}

function inValidity(cert: X509Certificate, now: number): boolean {
  return Date.parse(cert.validFrom) <= now && now <= Date.parse(cert.validTo);
}

/** `issuer` is a CA certificate, valid now, whose key signed `cert`. */
function signs(issuer: X509Certificate, cert: X509Certificate, now: number): boolean {
  return issuer.ca && inValidity(issuer, now) && cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
}

/**
 * The certificates missing between `leaf` and a trusted root, fetched from the AIA addresses and checked (see the
 * top of this file), as PEMs; null when they cannot be found or do not check out.
 */
export async function missingIssuers(leaf: X509Certificate, fetchCert: CertFetch): Promise<string[] | null> {
  const key = issuerAddresses(leaf).join(' ');
  if (!key) return null;
  const known = looked.get(key);
  if (known instanceof Promise) return known;
  if (known && (known.chain || Date.now() - known.at < NOT_FOUND_MS)) return known.chain;
  const lookup = lookUp(leaf, fetchCert);
  looked.set(key, lookup);
  let chain: string[] | null = null;
  try {
    chain = await lookup;
    return chain;
  } finally {
    looked.delete(key);
    if (looked.size >= LOOKED_MAX) looked.delete(looked.keys().next().value!);
    looked.set(key, { chain, at: Date.now() });
  }
}

async function lookUp(leaf: X509Certificate, fetchCert: CertFetch): Promise<string[] | null> {
  const now = Date.now();
  const { certs } = roots();
  const chain: string[] = [];
  let below = leaf;
  for (let depth = 0; depth < MAX_MISSING; depth++) {
    let issuer: X509Certificate | null = null;
    for (const address of issuerAddresses(below)) {
      try {
        const bytes = await fetchCert(address);
        if (bytes.byteLength > MAX_CERT_BYTES) continue;
        const cert = new X509Certificate(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        if (signs(cert, below, now)) {
          issuer = cert;
          break;
        }
      } catch {
        // unreachable, not a certificate (a PKCS#7 bundle), or not the issuer: the next address, if any
      }
    }
    if (!issuer) return null;
    chain.push(issuer.toString());
    if (certs.some((root) => signs(root, issuer!, now))) return chain;
    below = issuer;
  }
  return null;
}

/**
 * The `ca` list that verifies a server whose chain is completed by `missing`: the trusted roots and the checked
 * certificates (which chain to one of them, so they add no trust of their own).
 */
export function caWith(missing: string[]): string[] {
  return [...roots().pems, ...missing];
}

/**
 * The server's own certificate, read over a connection that does not verify it: it is only read here, to find its
 * issuer's address; nothing is sent over that connection, and the page is asked for again over a verified one.
 */
export function serverCertificate(address: string, port: number, servername: string | undefined, timeoutMs: number, signal: AbortSignal): Promise<X509Certificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: address, port, ...(servername ? { servername } : {}), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] });
    const done = (e: Error | null, cert?: X509Certificate) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      if (e) reject(e);
      else resolve(cert!);
    };
    const onAbort = () => done(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    const timer = setTimeout(() => done(new Error('the TLS handshake took too long')), Math.max(1, timeoutMs));
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => {
      const raw = socket.getPeerCertificate(false)?.raw;
      try {
        if (!raw) throw new Error('the server sent no certificate');
        done(null, new X509Certificate(raw));
      } catch (e) {
        done(e as Error);
      }
    });
    socket.once('error', (e) => done(e));
  });
}
