// Signals that an element is page furniture rather than content: its tag, ARIA role, visibility,
// and class/id words (cookie banners, share bars, comments, related links, ads, navigation…).
// General patterns only; nothing here is keyed to particular sites.
import type { ElementNode } from './dom';

/** Elements that are furniture by definition. <header> is judged separately (it may hold the title). */
const FURNITURE_TAGS = new Set(['nav', 'aside', 'footer', 'menu', 'menuitem', 'label', 'fieldset', 'legend']);

const FURNITURE_ROLES = new Set([
  'navigation', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar',
  'tablist', 'banner', 'alert', 'status', 'tooltip',
]);

// Whole words of class/id values, split on space, hyphen, underscore and camelCase humps.
const FURNITURE_WORDS = new Set([
  'nav', 'navbar', 'navigation', 'menu', 'menubar', 'breadcrumb', 'breadcrumbs', 'footer', 'sidebar', 'sidenav',
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'replies', 'cookie', 'cookies', 'consent', 'gdpr',
  'newsletter', 'subscribe', 'subscription', 'signup', 'login', 'signin', 'register', 'share', 'sharing', 'shares',
  'sharebar', 'sharedaddy', 'addthis', 'social', 'socials', 'related', 'recommended', 'recommendations',
  'recirculation', 'trending', 'popular', 'outbrain', 'taboola', 'advert', 'adverts', 'advertisement', 'advertising',
  'ad', 'ads', 'adsbygoogle', 'adslot', 'adunit', 'dfp', 'gpt', 'sponsor', 'sponsored', 'promo', 'promotion',
  'promoted', 'popup', 'modal', 'overlay', 'paywall', 'skiplink', 'skip', 'sronly', 'visuallyhidden', 'offscreen',
  'tags', 'taglist', 'tagcloud', 'pagination', 'pager', 'masthead', 'toolbar', 'banner', 'widget', 'widgets',
  'byline', 'author', 'bio', 'print', 'hidden', 'tooltip', 'disclaimer', 'newsletters', 'follow',
  'toc', 'jump', 'feedback', 'rating', 'survey', 'upsell', 'donate', 'donation', 'flyout', 'dropdown', 'subnav',
]);

/** Words that mark the main content: an element carrying one is never removed as furniture. */
const CONTENT_CLASS =
  /(?:^|[\s_-])(?:(?:article|entry|post|story|blog|page|main)[-_]?(?:body|content|text|inner)|articlebody|main[-_]?content|content[-_]?main|markdown[-_]?body|mw[-_]parser[-_]output|prose)(?:$|[\s_-])/i;

function words(value: string, out: string[]): void {
  // "socialShareBar post-footer" → social share bar post footer (and the joined forms)
  for (const raw of value.split(/\s+/)) {
    if (!raw) continue;
    const parts = raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_\-:.]+/);
    for (const p of parts) if (p) out.push(p);
    if (parts.length > 1) out.push(parts.join(''));
  }
}

const scratch: string[] = [];

/** Class/id words say "furniture". */
export function furnitureByName(el: ElementNode): boolean {
  const cls = el.attrs.class;
  const id = el.attrs.id;
  if (!cls && !id) return false;
  scratch.length = 0;
  if (cls) words(cls, scratch);
  if (id) words(id, scratch);
  for (const w of scratch) if (FURNITURE_WORDS.has(w)) return true;
  return false;
}

export function contentByName(el: ElementNode): boolean {
  const a = el.attrs;
  if (a.itemprop === 'articleBody' || a.role === 'main') return true;
  return CONTENT_CLASS.test(a.class ?? '') || CONTENT_CLASS.test(a.id ?? '');
}

export function hidden(el: ElementNode): boolean {
  const a = el.attrs;
  if (a.hidden !== undefined || a['aria-hidden'] === 'true') return true;
  const style = a.style;
  return style !== undefined && /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

export function furnitureByTagOrRole(el: ElementNode): boolean {
  if (FURNITURE_TAGS.has(el.tag)) return true;
  const role = el.attrs.role;
  return role !== undefined && FURNITURE_ROLES.has(role.toLowerCase());
}
