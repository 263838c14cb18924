// Token estimates by script, without a tokenizer: models spend about one token per Chinese, Japanese or Korean
// character, about one per four characters of English (ASCII), and about one per two for other scripts (Cyrillic,
// Greek, Arabic, accented Latin, emoji halves). One pass over char codes, no allocation: a budget of 25 000 tokens
// over 20 pages costs well under a millisecond per page. Written by hand: tokenizer packages need the model's
// vocabulary (megabytes) and are still only right for one model family.

/** Weights in quarter tokens, so the sums stay integers. */
const ASCII = 1; // 1/4 token
const WIDE = 4; // 1 token
const OTHER = 2; // 1/2 token

/** Quarter tokens of one UTF-16 code unit. */
function quarterTokens(c: number): number {
  if (c < 0x80) return ASCII;
  // CJK: Hangul Jamo, CJK radicals … Yi, Hangul syllables, compatibility ideographs, fullwidth forms.
  if (
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xff00 && c <= 0xffef)
  ) {
    return WIDE;
  }
  // Everything else, including each half of a surrogate pair (an emoji costs 1 token over its two code units).
  return OTHER;
}

/** Estimated tokens of text[start, end). */
export function estimateTokens(text: string, start = 0, end = text.length): number {
  let q = 0;
  for (let i = start; i < end; i++) q += quarterTokens(text.charCodeAt(i));
  return Math.ceil(q / 4);
}

/**
 * The end index (exclusive) of the longest slice text[start, end) whose estimate stays within `tokens`, never
 * splitting a surrogate pair. Returns text.length when the rest fits.
 */
export function endForTokens(text: string, start: number, tokens: number): number {
  const budget = Math.max(0, Math.floor(tokens)) * 4;
  let q = 0;
  let i = start;
  for (; i < text.length; i++) {
    q += quarterTokens(text.charCodeAt(i));
    if (q > budget) break;
  }
  if (i < text.length && i > start) {
    const c = text.charCodeAt(i - 1);
    if (c >= 0xd800 && c <= 0xdbff) i--;
  }
  return i;
}

/** How a budget is counted: tokens (the default) or characters (the old maxChars option, kept exact). */
export interface Measure {
  unit: 'tokens' | 'characters';
  /** Cost of text[start, end). */
  cost(text: string, start?: number, end?: number): number;
  /** End index of the longest slice from `start` that costs at most `budget`. */
  endFor(text: string, start: number, budget: number): number;
}

export const TOKENS: Measure = { unit: 'tokens', cost: estimateTokens, endFor: endForTokens };

export const CHARACTERS: Measure = {
  unit: 'characters',
  cost: (text, start = 0, end = text.length) => Math.max(0, end - start),
  endFor(text, start, budget) {
    const n = Math.max(0, Math.floor(budget));
    if (start + n >= text.length) return text.length;
    const c = text.charCodeAt(start + n - 1);
    return n > 0 && c >= 0xd800 && c <= 0xdbff ? start + n - 1 : start + n;
  },
};

/** The measure of a unit (a converter process is told the unit, not the functions). */
export const measureOf = (unit: Measure['unit']): Measure => (unit === 'tokens' ? TOKENS : CHARACTERS);
