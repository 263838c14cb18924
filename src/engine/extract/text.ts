// Script-aware text measures. Chinese and Japanese have no spaces between words, so lengths are
// counted in characters, with CJK characters weighted double (one carries about as much as a
// short Latin word does in two to three letters).

/** Letters and digits only, lower-cased: for comparing two texts whatever their spacing, punctuation and markup. */
export const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export interface Measure {
  chars: number;
  punct: number;
}

function isCjk(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) || // kana
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) || // hangul syllables
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x1100 && c <= 0x11ff)
  );
}

function isPunct(c: number): boolean {
  switch (c) {
    case 0x2c: // ,
    case 0x2e: // .
    case 0x3b: // ;
    case 0x3a: // :
    case 0x21: // !
    case 0x3f: // ?
    case 0x3001: // 、
    case 0x3002: // 。
    case 0xff0c: // ，
    case 0xff1b: // ；
    case 0xff1a: // ：
    case 0xff01: // ！
    case 0xff1f: // ？
    case 0x060c: // Arabic comma
    case 0x061b: // Arabic semicolon
    case 0x061f: // Arabic question mark
    case 0x06d4: // Arabic full stop
    case 0x0964: // Devanagari danda
      return true;
    default:
      return false;
  }
}

/** Weighted non-whitespace length and punctuation count of a string, in one pass. */
export function measure(s: string): Measure {
  return measureInto(s, { chars: 0, punct: 0 });
}

/**
 * measure() written into `out` (returned): for the per-text-node loop, where a new result object for each of
 * thousands of nodes costs a collection when the call is not inlined.
 */
export function measureInto(s: string, out: Measure): Measure {
  let chars = 0;
  let punct = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || c === 0xa0 || c === 0x200b || c === 0xfeff) continue;
    if (c < 0x3000) {
      chars++;
      if (c < 0x80 ? c === 0x2c || c === 0x2e || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f : isPunct(c)) punct++;
    } else if (isCjk(c)) chars += 2;
    else {
      chars++;
      if (isPunct(c)) punct++;
    }
  }
  out.chars = chars;
  out.punct = punct;
  return out;
}

/** A CJK character (kana, ideographs, hangul), as isCjk reads them: a quick test for a text that holds any. */
const ANY_CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u1100-\u11ff]/;

/**
 * The length of a trimmed text (its spaces counted, as String.length does) with each CJK character counted twice:
 * a text's size for thresholds set in Latin characters, fair to Chinese, Japanese and Korean.
 */
export function weightedLength(s: string): number {
  const t = s.trim();
  if (!ANY_CJK.test(t)) return t.length;
  let n = t.length;
  for (let i = 0; i < t.length; i++) if (isCjk(t.charCodeAt(i))) n++;
  return n;
}

/** True when the string has at least one letter or digit in any script. */
export function hasWordChar(s: string): boolean {
  return /[\p{L}\p{N}]/u.test(s);
}

/**
 * Currency signs, for a character class: "$", "€", "£", "¥", "₩", "₹", "₽", the lira's "₺", the hryvnia's "₴", the
 * dong's "₫", the baht's "฿", the peso's "₱" and the full-width "￥" and "￦".
 */
export const MONEY_SIGNS = '$€£¥₩₹₽₺₴₫฿₱￥￦';
/** Currencies' units written after the amount, for a character class: "元", "円", "원". */
export const MONEY_UNITS = '元円원';

/**
 * An amount of money: a currency sign or code before or after the figures ("$10.93", "1 299 kr", "¥3,000", "29 990 ₽",
 * "229,99 Lei", "1 299 Kč", "49,90 лв", "1.299 TL", Malaysia's "RM59.90", Indonesia's "Rp 1.299.000", "SGD 45"; not
 * "PHP 8", a language's version), or a currency's name after them as a screen reader hears a price ("Ahora: 3499
 * pesos", "1.299 euros"), or the whole crowns' dash of Norway's and Sweden's shops ("24 990,-", "9 990:-").
 */
export const CURRENCY = new RegExp(
  String.raw`(?:[${MONEY_SIGNS}]|\b(?:USD|EUR|GBP|JPY|CNY|RMB|KRW|INR|RUB|CHF|CAD|AUD|NZD|SGD|HKD|TWD|MYR|IDR|THB|VND|SEK|NOK|DKK|PLN|BRL|MXN|ZAR|AED|SAR)\b|\b(?:RM|Rp)(?=[\s\d]))\s?\d|\d(?:[.,]\d+)?\s?(?:[${MONEY_SIGNS}${MONEY_UNITS}]|руб|zł|kr\b|[lL]ei\b|Kč|лв|TL\b|USD|EUR|(?:pesos|euros|dollars|d[oó]lares|reais)\b)|\d,-(?=$|[\s.,;!?)])|\d:-(?=$|[\s.,;!?])`,
);

/**
 * A count of results, the whole of a short block: a number or a range of them ("1-16 of over 10,000"), a word for
 * what is counted, and a few words after ("… found", "… match your search"); in English, German, French, Spanish,
 * Italian, Russian, Chinese, Japanese and Korean.
 */
const COUNT = new RegExp(
  [
    String.raw`^(?:showing\s+(?:all\s+)?|about\s+|over\s+|insgesamt\s+|environ\s+|mostrando\s+|you(?:'|’)?ve\s+viewed\s+|you\s+have\s+viewed\s+)?(?:\d[\d,.\s]*\s*[-–]\s*)?\d[\d,.\u00a0\u202f ]*\+?\s*(?:(?:of|von|sur|de|di)\s+(?:over\s+|about\s+|mehr als\s+|plus de\s+)?\d[\d,.\u00a0\u202f ]*\+?\s+)?(?:results?|items?|products?|packages?|titles?|listings?|matches|ergebnisse|artikel|produkte|treffer|résultats|produits|articles|resultados|productos|risultati|prodotti|результат(?:ов|а)?|товар(?:ов|а)?|(?:[\p{L}-]{1,30}\s+){0,3}(?:jobs|stellen(?:angebote)?|offres(?: d['’]emploi)?|empleos|ofertas|vagas|vacatures|вакансий|вакансии))(?:\s[^\n]{0,100})?$`,
    String.raw`^(?:共|总共|總共|検索結果[:：]?|検索結果\s|검색\s?결과\s?|총\s?|전체\s?)\s*\d[\d,]*\s*(?:件|条|條|个|個|건|개|筆|笔|项|項)(?:\s*[^\n]{0,40})?$`,
    // what has been shown of them, the word between the two numbers ("Vous avez vu 15 produits sur 186", "20 products of
    // 436")
    String.raw`^(?:vous avez vu\s+|you(?:'|’)?ve\s+(?:viewed|seen)\s+|sie haben\s+)?\d[\d,.\u00a0\u202f ]*\s+(?:results?|items?|products?|produits|articles|productos|resultados|prodotti|artikel|produkte)\s+(?:of|sur|de|di|von)\s+\d[\d,.\u00a0\u202f ]*(?:\s+(?:gesehen|angesehen))?$`,
    // (a count with no word before it says what it counts after it, or nothing more: "12개월 무이자" is a term, not a count)
    String.raw`^\d[\d,]*\s*(?:件|条|條|个|個|건|개|筆|笔|项|項)(?:(?:商品|结果|結果|の商品|의 상품|の検索結果)(?:\s*[^\n]{0,40})?)?$`,
    // the query quoted before it ("「氣炸鍋」搜尋結果共 2,386 筆", "“空气炸锅”的搜索结果 约1,200件")
    String.raw`^[「『“"][^」』”"\n]{1,40}[」』”"]\s*(?:的|の)?\s*(?:搜尋結果|搜索结果|搜寻结果|検索結果|검색\s?결과)\s*[:：]?\s*(?:共|总共|總共|約|约|總計|总计)?\s*\d[\d,]*\s*(?:件|条|條|个|個|건|개|筆|笔|项|項)(?:\s*[^\n]{0,40})?$`,
  ].join('|'),
  'iu',
);

/** The whole of `line` is a count of results (see COUNT). */
export function resultsCount(line: string): boolean {
  return COUNT.test(line);
}

