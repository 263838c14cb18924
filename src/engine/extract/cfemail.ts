// Cloudflare's e-mail address obfuscation: a site behind Cloudflare may have every address in its pages replaced by
// "[email protected]" in an element whose data-cfemail holds the address, and every mailto: link pointed at
// /cdn-cgi/l/email-protection#…; a script in the browser puts the address back. Read without scripts, the page would
// say "[email protected]" where its readers see the address: this reads it back the same way.

/** The path Cloudflare points an obfuscated mailto: link at, the address's code after its '#'. */
const PROTECTION_PATH = '/cdn-cgi/l/email-protection';

/** An address is at most 254 characters: its code, two hex digits a byte and one key byte, at most this long. */
const MAX_CODE = 2 * (254 * 4 + 1);

const decoder = new TextDecoder('utf-8');

/**
 * The address in Cloudflare's code: hex digits, the first byte the key that every following byte is XOR-ed with, the
 * bytes UTF-8. Null when the code is not one (odd length, not hex, too long) or what it decodes to is no address
 * (control characters, no '@').
 */
export function cloudflareEmail(code: string): string | null {
  const hex = code.trim();
  if (hex.length < 4 || hex.length > MAX_CODE || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  const bytes = new Uint8Array(hex.length / 2 - 1);
  for (let i = 2; i < hex.length; i += 2) bytes[i / 2 - 1] = parseInt(hex.slice(i, i + 2), 16) ^ key;
  const address = decoder.decode(bytes);
  // eslint-disable-next-line no-control-regex
  return address.includes('@') && !/[\u0000-\u001f\u007f\ufffd\s<>]/.test(address) ? address : null;
}

/** A link's target, with a link Cloudflare pointed at its protection page turned back into the mailto: link it was. */
export function unprotectedHref(href: string, code?: string): string {
  const at = href.indexOf(PROTECTION_PATH);
  if (at < 0) return href;
  const hash = href.indexOf('#', at);
  const address = cloudflareEmail(hash >= 0 ? href.slice(hash + 1) : (code ?? ''));
  return address === null ? href : `mailto:${address}`;
}
