// Canonical URLs for cache keys: the same resource spelled differently maps to one key.
// The URL parser already lower-cases the scheme and host and drops default ports; this adds
// the fragment, a trailing dot on the host and common tracking parameters.

/** Query parameters that only track the click, never change the resource. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'wickedid',
]);

export function isTrackingParam(name: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith('utm_') || TRACKING_PARAMS.has(n);
}

function paramName(pair: string): string {
  const raw = pair.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The cache key of a URL; throws TypeError for a string that is not a URL. */
export function canonicalUrl(input: string | URL): string {
  const u = new URL(typeof input === 'string' ? input : input.href);
  u.hash = '';
  if (u.hostname.endsWith('.')) u.hostname = u.hostname.slice(0, -1);
  if (u.search) {
    // Filter the raw pairs, so the parameters kept keep their exact spelling and order.
    const pairs = u.search.slice(1).split('&');
    const kept = pairs.filter((pair) => pair !== '' && !isTrackingParam(paramName(pair)));
    if (kept.length !== pairs.length) u.search = kept.length ? '?' + kept.join('&') : '';
  }
  let href = u.href;
  if (href.endsWith('?')) href = href.slice(0, -1);
  return href;
}
