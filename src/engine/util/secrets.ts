// The one secret scrubber: whatever leaves the engine (results, answers, notes, errors, log lines, streamed text,
// progress events) goes through it, so an API key a gateway echoes back — whole, lower-cased, upper-cased or cut —
// is never shown. Any piece of a secret at least MIN_PIECE characters long is replaced, in any letter case.
// Hand-written (no dependency): one pass over the text with a set of the secret's lower-case 8-character windows.

/** Pieces of a secret this long or longer are redacted (shorter ones are too likely to occur by chance). */
export const MIN_PIECE = 8;
export const REDACTED = '[redacted]';

export type Scrub = (text: string) => string;

/** The identity scrubber (no secret known). */
export const noScrub: Scrub = (text) => text;

/**
 * A scrubber for these secrets (empty and too-short ones are ignored). Linear in the text: every position is looked
 * up once in the set of the secrets' 8-character windows; overlapping hits are merged, so a 20-character piece is one
 * "[redacted]". A secret shorter than MIN_PIECE is replaced only whole (case-insensitively).
 */
export function createScrubber(secrets: readonly (string | undefined | null)[]): Scrub {
  const windows = new Set<string>();
  const short: string[] = [];
  for (const raw of secrets) {
    const s = raw?.trim().toLowerCase();
    if (!s) continue;
    if (s.length < MIN_PIECE) {
      if (s.length >= 4) short.push(s);
      continue;
    }
    for (let i = 0; i + MIN_PIECE <= s.length; i++) windows.add(s.slice(i, i + MIN_PIECE));
  }
  if (windows.size === 0 && short.length === 0) return noScrub;
  return (text) => {
    if (typeof text !== 'string' || text.length < 4) return text;
    // ASCII-only lower-casing keeps every position (keys are ASCII; full Unicode case mapping can change lengths).
    const lower = asciiLower(text);
    const ranges: [number, number][] = [];
    for (let i = 0; windows.size && i + MIN_PIECE <= lower.length; i++) {
      if (!windows.has(lower.slice(i, i + MIN_PIECE))) continue;
      const last = ranges[ranges.length - 1];
      if (last && i <= last[1]) last[1] = i + MIN_PIECE;
      else ranges.push([i, i + MIN_PIECE]);
    }
    for (const s of short) {
      for (let at = lower.indexOf(s); at >= 0; at = lower.indexOf(s, at + s.length)) ranges.push([at, at + s.length]);
    }
    if (ranges.length === 0) return text;
    ranges.sort((a, b) => a[0] - b[0]);
    const parts: string[] = [];
    let at = 0;
    for (const [from, to] of ranges) {
      if (to <= at) continue;
      if (from >= at) parts.push(text.slice(at, from), REDACTED);
      at = to;
    }
    parts.push(text.slice(at));
    return parts.join('');
  };
}

function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** A copy of a plain data value (objects, arrays, strings …) with every string scrubbed. */
export function scrubDeep<T>(value: T, scrub: Scrub): T {
  if (scrub === noScrub) return value;
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (v === null || typeof v !== 'object' || depth > 32) return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    if (Buffer.isBuffer(v) || ArrayBuffer.isView(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x, depth + 1);
    return out;
  };
  return walk(value, 0) as T;
}

/** A logger whose every line (and string argument, and error message) is scrubbed. */
export function scrubbingLogger<L extends { trace: F; debug: F; info: F; warn: F; error: (m: string | Error, ...a: unknown[]) => void }>(
  logger: L,
  scrub: Scrub,
): L {
  if (scrub === noScrub) return logger;
  const arg = (a: unknown) => (typeof a === 'string' ? scrub(a) : a instanceof Error ? scrub(a.message) : a);
  return {
    ...logger,
    trace: (m: string, ...a: unknown[]) => logger.trace(scrub(m), ...a.map(arg)),
    debug: (m: string, ...a: unknown[]) => logger.debug(scrub(m), ...a.map(arg)),
    info: (m: string, ...a: unknown[]) => logger.info(scrub(m), ...a.map(arg)),
    warn: (m: string, ...a: unknown[]) => logger.warn(scrub(m), ...a.map(arg)),
    error: (m: string | Error, ...a: unknown[]) => logger.error(typeof m === 'string' ? scrub(m) : scrub(m.message), ...a.map(arg)),
  };
}
type F = (message: string, ...args: unknown[]) => void;

/** The same error with its message scrubbed (an Error keeps its class, code and fields). */
export function scrubError<E>(e: E, scrub: Scrub): E {
  if (scrub === noScrub || !(e instanceof Error)) return e;
  const clean = scrub(e.message);
  if (clean !== e.message) {
    try {
      e.message = clean;
    } catch {
      return new Error(clean) as E;
    }
  }
  if (e.stack) e.stack = scrub(e.stack);
  // A cause holding the secret (the raw gateway text) is kept off the error that leaves.
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof Error && scrub(`${cause.message}\n${cause.stack ?? ''}`) !== `${cause.message}\n${cause.stack ?? ''}`) {
    try {
      delete (e as { cause?: unknown }).cause;
    } catch {
      /* non-configurable: leave it */
    }
  }
  return e;
}
