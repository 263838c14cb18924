// A product page's facts from its structured data (schema.org Product / ProductGroup with Offer,
// AggregateOffer and PropertyValue, in JSON-LD or microdata <meta itemprop>): name, price,
// availability, brand, SKU, description and specs. Shops often keep the description and the
// specs in collapsed tabs or render the price with scripts; these facts fill in what the visible
// text lacks (see extract()).
import type { ParsedDocument } from './dom';
import { findLd, isObject, jsonLd, ldTypes, unprefixed, type Json } from './jsonld';
import { squash } from './text';
import { oneLine } from '../util/escape';

export interface ProductFacts {
  name: string | null;
  /** "129.00 USD", "19.99–49.99 EUR". */
  price: string | null;
  availability: string | null;
  brand: string | null;
  sku: string | null;
  description: string | null;
  /** Name/value pairs (additionalProperty, and a few plain fields such as color or material). */
  specs: [string, string][];
}

/** A value longer than this (characters) is not decoded: no description is. */
const UNESCAPED_MAX = 100_000;

/**
 * A value some shops write percent-encoded, as if for an address ("An%20elegant%20sofa%20with…"): decoded when it has
 * no white space and three escapes or more, and decodes (else as it is).
 */
function unescaped(v: string): string {
  if (v.length > UNESCAPED_MAX || /\s/.test(v) || (v.match(/%[0-9A-Fa-f]{2}/g)?.length ?? 0) < 3) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function text(v: Json | undefined, max = 4000): string | null {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  // descriptions sometimes carry markup: the facts are plain text
  const t = oneLine(
    unescaped(v)
      .replace(/<[^>]{0,500}>/g, ' ')
      .replace(/&(?:nbsp|#160);/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
  return t ? t.slice(0, max) : null;
}

function nameOf(v: Json | undefined): string | null {
  if (Array.isArray(v)) return nameOf(v[0]);
  return isObject(v) ? text(v.name, 200) : text(v, 200);
}

const PRODUCT = /^(?:product|productgroup|individualproduct|productmodel|car|vehicle)$/;

/** A price that is not the one asked: the struck-through former price, or the maker's list price. */
const NOT_ASKED = /(?:Strikethrough|List)Price$/;

/** The price specification an offer asks (one, or the first of a list that is not a former or list price). */
function priceSpec(v: Json | undefined): { [k: string]: Json } | null {
  const all = (Array.isArray(v) ? v : [v]).slice(0, 10).filter((x): x is { [k: string]: Json } => isObject(x) && text(x.price, 30) !== null);
  return all.find((x) => !NOT_ASKED.test(text(x.priceType, 80) ?? '')) ?? all[0] ?? null;
}

/** What an offer asks: its amount ("129.00", "19.99–49.99"), its currency, and whether it is in stock. */
interface Offered {
  amount: string | null;
  currency: string | null;
  availability: string | null;
}

const NO_OFFER: Offered = { amount: null, currency: null, availability: null };

/** "129.00 USD": an amount with its currency, when the offer gives one. */
function priced(amount: string, currency: string | null): string {
  return `${amount}${currency ? ` ${currency}` : ''}`;
}

/**
 * A product group's price from its variants (schema.org hasVariant, each with its offer): one price when they
 * agree, else the range from the lowest to the highest, in the currency they share (null when they mix currencies).
 */
function variantPrice(v: Json | undefined): string | null {
  if (!Array.isArray(v)) return null;
  const amounts: number[] = [];
  const currencies = new Set<string>();
  for (const x of v.slice(0, 200)) {
    if (!isObject(x)) continue;
    const { amount, currency } = offered(x.offers);
    if (amount === null || !/^\d+(?:\.\d+)?$/.test(amount) || (currency !== null && /\s/.test(currency))) continue;
    amounts.push(Number(amount));
    currencies.add(currency ?? '');
  }
  if (!amounts.length || currencies.size > 1) return null;
  const [currency] = currencies;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const shown = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  return priced(low === high ? shown(low) : `${shown(low)}–${shown(high)}`, currency || null);
}

function offered(v: Json | undefined, depth = 0): Offered {
  if (depth > 3) return NO_OFFER;
  if (Array.isArray(v)) {
    for (const x of v) {
      const r = offered(x, depth + 1);
      if (r.amount) return r;
    }
    return NO_OFFER;
  }
  if (!isObject(v)) return NO_OFFER;
  const spec = priceSpec(v.priceSpecification);
  const currency = text(v.priceCurrency, 10) ?? (spec ? text(spec.priceCurrency, 10) : null);
  const low = text(v.lowPrice, 30);
  const high = text(v.highPrice, 30);
  const one = text(v.price, 30) ?? (spec ? text(spec.price, 30) : null);
  const amount = one ?? (low && high && low !== high ? `${low}–${high}` : low ?? high);
  const availability = unprefixed(text(v.availability, 80));
  if (!amount && v.offers) return offered(v.offers, depth + 1);
  return { amount, currency, availability };
}

const PLAIN_SPECS: [string, string][] = [
  ['color', 'Color'], ['material', 'Material'], ['size', 'Size'], ['weight', 'Weight'], ['model', 'Model'], ['gtin13', 'GTIN'], ['mpn', 'MPN'],
];

/** Characters a description holds at least: a shop's placeholder ("wf", "-", "N/A") describes nothing. */
const DESCRIPTION_MIN = 4;

/** The description, unless a placeholder or the product's name again. */
function described(description: string | null, name: string | null): string | null {
  if (description === null || description.length < DESCRIPTION_MIN) return null;
  return description === name ? null : description;
}

function factsOf(v: { [k: string]: Json }): ProductFacts {
  const { amount, currency, availability } = offered(v.offers);
  const price = amount ? priced(amount, currency) : variantPrice(v.hasVariant);
  const specs: [string, string][] = [];
  for (const [key, label] of PLAIN_SPECS) {
    const value = isObject(v[key]) ? text((v[key] as { [k: string]: Json }).value ?? (v[key] as { [k: string]: Json }).name, 200) : text(v[key], 200);
    if (value) specs.push([label, value]);
  }
  const props = Array.isArray(v.additionalProperty) ? v.additionalProperty : isObject(v.additionalProperty) ? [v.additionalProperty] : [];
  for (const p of props.slice(0, 60)) {
    if (!isObject(p)) continue;
    const n = text(p.name, 120);
    const value = text(p.value, 300);
    if (n && value) specs.push([n, `${value}${text(p.unitText, 20) ? ` ${text(p.unitText, 20)}` : ''}`]);
  }
  return {
    name: text(v.name, 300),
    price,
    availability,
    brand: nameOf(v.brand) ?? nameOf(v.manufacturer),
    sku: text(v.sku, 80),
    description: described(text(v.description), text(v.name, 300)),
    specs,
  };
}

/** The page's main product (the first with a name), or null when its structured data names none. */
export function productFacts(doc: ParsedDocument): ProductFacts | null {
  const product = findLd(jsonLd(doc), 5, (v) => ldTypes(v).some((t) => PRODUCT.test(t)) && text(v.name) !== null);
  if (product) return factsOf(product);
  // microdata: <meta itemprop="price" content="…"> and friends (collected with the page's metas)
  const meta = (n: string): string | null => text(doc.metas.find((m) => m.name === n)?.content, 300);
  const amount = meta('price') ?? meta('lowprice');
  if (!amount) return null;
  const currency = meta('pricecurrency');
  return {
    name: meta('name'),
    price: priced(amount, currency),
    availability: unprefixed(meta('availability')),
    brand: meta('brand'),
    sku: meta('sku'),
    description: null,
    specs: [],
  };
}

/**
 * The facts the extracted text does not already hold, as blocks to add after it ("Price: 129.00 USD",
 * the description, a spec table). Empty when the text has them all. `description` false leaves the
 * description out (the text shows one of its own).
 */
export function missingFacts(facts: ProductFacts, text: string, md: boolean, description = true): string[] {
  const have = squash(text);
  const holds = (s: string): boolean => {
    const k = squash(s);
    // a long description counts as present when its opening is
    return k.length === 0 || have.includes(k.length > 80 ? k.slice(0, 80) : k);
  };
  const amountShown = (p: string): boolean => {
    const num = p.split(' ')[0]!.split('–')[0]!;
    const n = Number(num);
    // 129.00 is shown as "$129", "129,00 €" or "129.00"
    return holds(num) || (Number.isFinite(n) && (have.includes(squash(String(n))) || have.includes(squash(n.toFixed(2)))));
  };
  const out: string[] = [];
  const line = (label: string, value: string): string => (md ? `**${label}:** ${value}` : `${label}: ${value}`);
  if (facts.price && !amountShown(facts.price)) out.push(line('Price', facts.price));
  if (facts.availability && facts.price && !amountShown(facts.price)) out.push(line('Availability', facts.availability));
  if (description && facts.description && !holds(facts.description)) out.push(facts.description);
  const specs = facts.specs.filter(([, v]) => !holds(v));
  if (specs.length) {
    out.push(
      md
        ? ['| Specification | Value |', '| --- | --- |', ...specs.map(([k, v]) => `| ${k.replace(/\|/g, '\\|')} | ${v.replace(/\|/g, '\\|')} |`)].join('\n')
        : specs.map(([k, v]) => `${k}\t${v}`).join('\n'),
    );
  }
  return out;
}
