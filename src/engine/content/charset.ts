// Charset detection and decoding: BOM → Content-Type → <meta charset> / http-equiv (HTML) or <?xml encoding?> → UTF-8.

/** The charset parameter of a Content-Type header, lower case, or undefined. */
export function charsetFromContentType(contentType: string | null | undefined): string | undefined {
  if (!contentType) return undefined;
  const m = /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  return m ? m[2]!.toLowerCase() : undefined;
}

// The byte-order mark is read where bodies are sniffed (net/mediaType: UTF-16 must be seen before NUL bytes).
import { charsetFromBom } from '../net/mediaType';
export { charsetFromBom };

/** Each `<meta …>` tag of the text, in order. Linear: tags are found with indexOf and never re-scanned. */
function* metaTags(head: string): Generator<string> {
  const lower = head.toLowerCase();
  let from = 0;
  for (;;) {
    const start = lower.indexOf('<meta', from);
    if (start < 0) return;
    const after = lower.charCodeAt(start + 5);
    // "<meta" must end there (\b): followed by white space, "/" or ">".
    if (!(after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0c || after === 0x0d || after === 0x2f || after === 0x3e)) {
      from = start + 5;
      continue;
    }
    const end = lower.indexOf('>', start);
    if (end < 0) return; // no complete tag after this one either
    yield head.slice(start, end + 1);
    from = end + 1;
  }
}

/** <meta charset="…"> or <meta http-equiv="Content-Type" content="…; charset=…"> in the first 4 KB. */
export function charsetFromMeta(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('latin1');
  for (const tag of metaTags(head)) {
    const direct = /\bcharset\s*=\s*["']?\s*([^"'\s/>;]+)/i.exec(tag);
    if (direct && !/http-equiv/i.test(tag)) return direct[1]!.toLowerCase();
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2] ?? /\bcontent\s*=\s*([^\s>]+)/i.exec(tag)?.[1];
      const cs = charsetFromContentType(`x/y; ${content?.replace(/^[^;]*;?/, '') ?? ''}`);
      if (cs) return cs;
    }
    if (direct) return direct[1]!.toLowerCase();
  }
  return undefined;
}

/** The encoding of an XML declaration at the very start (`<?xml version="1.0" encoding="GBK"?>`), for RSS/Atom/XML. */
export function charsetFromXmlDeclaration(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256)).toString('latin1');
  const m = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._:-]*)["']/.exec(head);
  return m ? m[1]!.toLowerCase() : undefined;
}

/** A TextDecoder for the label, or undefined when the label is unknown to this runtime. */
function decoderFor(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

export interface Decoded {
  text: string;
  /** The encoding actually used (WHATWG name, e.g. "gbk", "shift_jis", "utf-8"). */
  charset: string;
  /** Where it came from. */
  source: 'content-type' | 'bom' | 'meta' | 'xml-declaration' | 'default';
}

/**
 * A body that cannot be UTF-16, whatever its label says: no byte-order mark, not one NUL byte in its first KB (UTF-16
 * writes every ASCII character, markup, spaces and line breaks included, with a zero byte) and valid UTF-8 there.
 * Decoded as UTF-16, such a body (a UTF-8 page mislabelled) is a wall of unrelated CJK characters; a UTF-16 label on
 * it falls through to the next candidate instead.
 */
function notUtf16(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  if (head.length < 2 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }); // a sequence cut at the end is no error
    return true;
  } catch {
    return false;
  }
}

/**
 * Decode a body. Candidates in order: BOM (it overrides any label, as in browsers), Content-Type charset, meta (HTML
 * only), XML declaration, UTF-8; an unknown label, or a UTF-16 label on a body that is plainly not UTF-16, falls
 * through to the next candidate. Invalid bytes become U+FFFD (never throws).
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null, isHtml: boolean): Decoded {
  const candidates: [string | undefined, Decoded['source']][] = [
    [charsetFromBom(bytes), 'bom'],
    [charsetFromContentType(contentType), 'content-type'],
    [isHtml ? charsetFromMeta(bytes) : undefined, 'meta'],
    [charsetFromXmlDeclaration(bytes), 'xml-declaration'],
    ['utf-8', 'default'],
  ];
  for (const [label, source] of candidates) {
    if (!label) continue;
    const dec = decoderFor(label);
    // the decoder's own name covers every label of the encoding ("unicode", "ucs-2", "utf-16be"…)
    if (!dec || (dec.encoding.startsWith('utf-16') && notUtf16(bytes))) continue;
    // TextDecoder strips a BOM that matches its own encoding; keep the text otherwise as is.
    return { text: dec.decode(bytes), charset: dec.encoding, source };
  }
  return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8', source: 'default' };
}
