// Extraction strategies beyond the article model: the lenient second judgement (prose over names),
// listings and collections (repeated items with their links), and product facts from structured data.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { extract } from '../../src/engine/extract';
import { choose, mainWithNoscript, mayHoldMore, wholePageOf } from '../../src/engine/extract/choose';

const ld = (o: unknown): string => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const page = (body: string, head = ''): string => `<html><head><title>Page</title>${head}</head><body>
  <header><a href="/">Site</a><nav><a href="/a">Products</a><a href="/b">Support</a><a href="/c">About</a></nav></header>
  ${body}
  <footer><p>© 2026 Example Ltd. All rights reserved.</p><a href="/privacy">Privacy</a></footer></body></html>`;

const sentence = (topic: string, i: number): string =>
  `Paragraph ${i} about ${topic} explains one more step of the method, with the reasons behind it and the measurements that support it. ` +
  `It closes with a short note on what to check before moving on, so that the reader can follow along without guessing anything.`;

describe('extract: lenient second judgement', () => {
  it('keeps an article built of blocks named like widgets, and says which path was used', () => {
    const blocks = Array.from({ length: 8 }, (_, i) => `<div class="feature-widget-container"><p>${sentence('sourdough', i)}</p></div>`).join('');
    const r = extract(page(`<main><h1>Sourdough at home</h1>${blocks}</main>`), { url: 'https://bake.example/sourdough' });
    for (let i = 0; i < 8; i++) assert.ok(r.text.includes(`Paragraph ${i} about sourdough`), `paragraph ${i} missing`);
    assert.equal(r.method, 'main');
    assert.match(r.reason ?? '', /judged again by prose/);
    assert.doesNotMatch(r.text, /All rights reserved/);
  });

  it('keeps a long transcript inside an element with a furniture role', () => {
    const transcript = Array.from({ length: 10 }, (_, i) => `<p>${sentence('cleaning products', i)}</p>`).join('');
    const r = extract(page(`<main><h1>Episode 12</h1><p>Short intro.</p><div role="navigation" id="episode-info">${transcript}</div></main>`));
    for (let i = 0; i < 10; i++) assert.ok(r.text.includes(`Paragraph ${i} about cleaning products`), `paragraph ${i} missing`);
    assert.equal(r.method, 'main');
    assert.match(r.reason ?? '', /judged again by prose/);
  });

  it('still drops a long cookie notice that the lenient pass no longer judges by its name', () => {
    const blocks = Array.from({ length: 8 }, (_, i) => `<div class="widget"><p>${sentence('tiling', i)}</p></div>`).join('');
    const notice = `<div class="privacy-banner"><p>We, and our partners use cookies and similar methods to recognise visitors. ${'These technologies measure campaigns and remember your choices across visits and devices. '.repeat(14)}</p></div>`;
    const r = extract(page(`${notice}<main><h1>Tiling a floor</h1>${blocks}</main>`));
    assert.ok(r.text.includes('Paragraph 7 about tiling'));
    assert.doesNotMatch(r.text, /partners use cookies/);
  });

  it("keeps a consent manager's long preference centre out of the lenient pass, whatever prose it holds", () => {
    // an article built of blocks named like widgets (judged again by prose), beside a consent centre describing each purpose at length
    const blocks = Array.from({ length: 4 }, (_, i) => `<div class="text-widget-container"><p>${sentence('sports cars', i)}</p></div>`).join('');
    const purposes = Array.from({ length: 8 }, (_, i) => `<section class="ot-cat-grp"><h4>Purpose ${i}</h4><p>These cookies let us and our partners measure visits and sources of traffic, so that we can improve the site; they tell us which pages are the most and the least popular and how visitors move around the site, purpose ${i}. All information these cookies collect is aggregated and therefore anonymous.</p></section>`).join('');
    const centre = `<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk" class="otPcPanel ot-hide"><h3>Manage Consent Preferences</h3><div id="ot-pc-content">${purposes}</div></div></div>`;
    const r = extract(page(`<main><h1>The hybrid sports car</h1>${blocks}</main>${centre}`), { url: 'https://cars.example/hybrid' });
    for (let i = 0; i < 4; i++) assert.ok(r.text.includes(`Paragraph ${i} about sports cars`), `paragraph ${i} missing`);
    assert.doesNotMatch(r.text, /Manage Consent Preferences|measure visits and sources of traffic/);
  });

  it('does not read a state class ("hide-read-more-ad") as an advertisement', () => {
    const cards = Array.from({ length: 9 }, (_, i) => `<div class="grid-item hide-read-more-ad"><h3><a href="/story/${i}">Story number ${i} about the river survey</a></h3>
      <p>A short summary of story ${i}: what the survey found along the river this spring.</p></div>`).join('');
    const r = extract(page(`<main><h1>Science</h1><div class="grid">${cards}</div></main>`), { url: 'https://news.example/category/science/' });
    for (let i = 0; i < 9; i++) assert.ok(r.text.includes(`Story number ${i} about the river survey`), `story ${i} missing`);
    assert.equal(r.method, 'main', 'the cards are the content, not a whole-page fallback');
  });
});

describe('extract: listings and collections', () => {
  it('a collection of product tiles: every name with its link and price, inside a "pagination" wrapper', () => {
    const tiles = Array.from({ length: 12 }, (_, i) => `<div class="product-card"><a href="/products/shirt-${i}"><p class="title">Seamless Training Shirt ${i}</p></a>
      <p class="fit">slim fit</p><p class="colour">Storm Blue</p><p class="price">$${20 + i}</p></div>`).join('');
    const body = `<main><h1>T-Shirts and Tops</h1><p>Shirts for every workout, in breathable fabrics that keep you cool and dry.</p>
      <div class="pagination-wrapper"><div class="product-grid">${tiles}</div></div></main>`;
    const r = extract(page(body), { url: 'https://shop.example/collections/shirts' });
    for (let i = 0; i < 12; i++) {
      assert.ok(r.text.includes(`Seamless Training Shirt ${i}`), `tile ${i} missing`);
      assert.ok(r.text.includes(`$${20 + i}`), `price ${i} missing`);
      assert.ok(r.markdown.includes(`(https://shop.example/products/shirt-${i})`), `link ${i} missing`);
    }
    assert.match(r.reason ?? '', /a list of 12 items/);
  });

  it('an article that is a list of linked items is read as that list, not as a thread of its long comment section', () => {
    // each item a link with a one-line blurb: link-heavy, so the prose reading keeps little, and the comments hold more prose
    const courses = Array.from({ length: 24 }, (_, i) => `<li><a href="https://courses.example/c/${i}">Introduction to Data Analysis, part ${i}</a>
      from <a href="https://uni.example/${i}">University ${i}</a>: a free certificate after six weeks.</li>`).join('');
    const comments = Array.from({ length: 12 }, (_, i) => `<li class="comment"><div class="comment-author">Reader ${i}</div>
      <p>Thank you for putting this together, I finished two of the courses last month and both certificates arrived by mail within a week, number ${i}.</p></li>`).join('');
    const body = `<div class="content"><article class="post"><h1>Free certificate courses</h1>
      <div class="wysiwyg"><p>We compiled the free certificate courses we found.</p><ul>${courses}</ul></div></article>
      <div id="commentSection"><section id="comments"><h2>Comments</h2><ol class="comments_list">${comments}</ol></section></div></div>`;
    const r = extract(page(body, '<meta property="og:type" content="article">'), { url: 'https://report.example/free-certificates/' });
    for (let i = 0; i < 24; i++) assert.ok(r.text.includes(`Introduction to Data Analysis, part ${i}`), `course ${i} missing`);
    assert.doesNotMatch(r.text, /Thank you for putting this together/);
  });

  it("a list of story cards keeps each card's byline whole (\"By <a class=author>…</a>\"), never a bare \"By\"", () => {
    const authors = ['Logan Jones', 'Mia Park', 'Ravi Shah', 'Ana Silva', 'Tom Berg', 'Kei Ito'];
    const cards = authors.map((who, i) => `<article class="post-block"><h2><a href="/news/story-${i}">Streaming prices rise again, story ${i}</a></h2>
      <div class="author-area--name">By <a href="/author/${i}" class="author url fn" rel="author">${who}</a></div><div class="author-area--date">Dec ${10 + i}, 2025</div>
      <p class="post-block--excerpt">Drawing on a survey of nearly 27,000 customers, we looked at what households pay for television each month, part ${i}.</p></article>`).join('');
    const r = extract(page(`<main><h1>Industry news</h1><p>Streaming and TV news from our experts, updated every day.</p><div class="posts">${cards}</div></main>`), { url: 'https://tv.example/news' });
    for (const who of authors) assert.ok(r.text.includes(`By ${who}`), `byline of ${who} missing`);
    assert.doesNotMatch(r.text, /^By$/m);
  });

  it('a grid chosen on its own keeps the page heading and intro above it, without the links between them', () => {
    const cards = Array.from({ length: 10 }, (_, i) => `<article class="card"><a href="/teile/akku-${i}"><h3>Ersatzakku Modell ${i}</h3></a>
      <p>Geprüfter Ersatzakku für Modell ${i}, mit Werkzeug und Anleitung; passt in alle Geräte dieser Baureihe, auch die ältere Ausführung.</p></article>`).join('');
    const links = Array.from({ length: 14 }, (_, i) => `<a href="/marke/${i}">Marke ${i}</a>`).join(' ');
    const body = `<div class="page"><section class="hero"><h1>Alle Ersatzteile</h1>
      <p>Geprüfte Ersatzteile für die Reparatur zu Hause, mit lebenslanger Garantie und kostenlosen Anleitungen.</p></section>
      <div class="brands">${links}</div><div class="results">${cards}</div></div>`;
    const r = extract(page(body), { url: 'https://teile.example/search?q=akku' });
    assert.equal(r.pageType, 'listing');
    assert.match(r.text, /Geprüfte Ersatzteile für die Reparatur zu Hause/);
    for (let i = 0; i < 10; i++) assert.ok(r.text.includes(`Ersatzakku Modell ${i}`), `card ${i} missing`);
    assert.doesNotMatch(r.text, /Marke 3/);
  });

  it("a widget's state parked as JSON text in a div is not the page's content: the tiles it describes are", () => {
    const tiles = Array.from({ length: 8 }, (_, i) => `<div class="tile"><a href="/dp/B0${i}"><span>Kopfhörer Modell ${i} mit Geräuschunterdrückung</span></a>
      <span class="stars">4,${i} von 5 Sternen</span></div>`).join('');
    const state = JSON.stringify({ painterId: 'GridWidget', asins: Array.from({ length: 40 }, (_, i) => `B0${i}XYZ`), title: 'Kopfhörer', note: 'Angebote der Woche' });
    const body = `<main><h2>Kopfhörer und Zubehör</h2><div class="grid-state">${state.replace(/"/g, '&quot;')}</div>
      <div class="grid-content">${tiles}</div></main>`;
    const r = extract(page(body), { url: 'https://shop.example/b?node=1' });
    assert.doesNotMatch(r.text, /painterId|"asins"/);
    for (let i = 0; i < 8; i++) assert.ok(r.text.includes(`Kopfhörer Modell ${i}`), `tile ${i} missing`);
  });

  it("a template's dictionary printed as is in a span (single quotes) is data, not the page's text; one in <code> stays", () => {
    const dict = `{${['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp', 'ko-kr', 'zh-cn', 'x-default'].map((l) => `'${l}': 'https://firm.example/${l}/'`).join(', ')}}`;
    const body = `<main><h1>Quality engineering</h1><p>${sentence('testing', 1)}</p><p>${sentence('testing', 2)}</p>
      <p>Our locales are configured as <code>${dict.replace(/'/g, '&#x27;')}</code> in the settings.</p>
      <p>The settings hold <span class="value">${dict.replace(/'/g, '&#x27;')}</span> until the next release.</p>
      <span>${dict.replace(/'/g, '&#x27;')}</span></main>`;
    const r = extract(page(body), { url: 'https://firm.example/services/testing' });
    assert.match(r.text, /configured as/);
    assert.equal(r.text.split("'x-default'").length - 1, 2, "the dictionary in <code> and the one a sentence speaks of stay, the bare one goes");
    assert.match(r.text, /until the next release/);
    assert.ok(r.text.indexOf("'x-default'") < r.text.indexOf('in the settings'));
  });

  it("a template's placeholder or a CMS shortcode left unrendered alone in a paragraph goes; in a code listing or a sentence it stays", () => {
    const left = ['{{hire-ai-eng="/case-banners/hire-ai-eng"}}', '[CTA_MODULE]', '[contact-form-7 id="12" title="Contact"]', '{% include newsletter.html %}'];
    const body = `<main><h1>Yoga pricing</h1><p>${sentence('yoga', 1)}</p>${left.map((x) => `<p>${x.replace(/"/g, '&quot;')}</p>`).join('')}<p>${sentence('yoga', 2)}</p>
      <pre><code>{{ form.non_field_errors }}</code></pre><p>Put [CTA_MODULE] where the call should go, and {{ name }} for the name.</p></main>`;
    const r = extract(page(body), { url: 'https://studio.example/blog/yoga-pricing' });
    const lines = r.text.split('\n').map((l) => l.trim());
    for (const x of left) assert.ok(!lines.includes(x), `placeholder kept: ${x}`);
    assert.match(r.text, /yoga/);
    assert.match(r.text, /\{\{ form\.non_field_errors \}\}/);
    assert.match(r.text, /Put \[CTA_MODULE\] where the call should go/);
  });

  it('a JSON example in a code block stays: it is shown to the reader', () => {
    const json = JSON.stringify({ name: 'example', version: '1.0.0', dependencies: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`dep-${i}`, `^${i}.0.0`])) });
    const body = `<main><h1>Configuration</h1><p>${sentence('configuration', 1)}</p><pre>${json.replace(/"/g, '&quot;')}</pre><p>${sentence('configuration', 2)}</p></main>`;
    const r = extract(page(body), { url: 'https://docs.example/guide/config' });
    assert.match(r.text, /"dependencies"/);
  });

  it("keeps the parts of each item that carry a layout name (its rating), and drops an item's share links", () => {
    const items = Array.from({ length: 10 }, (_, i) => `<li class="chart-item"><h3><a href="/title/${i}">Film number ${i}</a></h3>
      <span class="meta">2026</span> <span class="rating-star">7.${i} (${i + 1}2K votes)</span>
      <div class="social"><a href="/share/fb/${i}">Facebook</a> <a href="/share/x/${i}">X</a></div></li>`).join('');
    const r = extract(page(`<main><h1>Most popular films</h1><ul class="chart">${items}</ul></main>`), { url: 'https://films.example/chart/popular' });
    for (let i = 0; i < 10; i++) {
      assert.ok(r.text.includes(`Film number ${i}`), `item ${i} missing`);
      assert.ok(r.text.includes(`7.${i} (${i + 1}2K votes)`), `rating ${i} missing`);
    }
    assert.doesNotMatch(r.text, /Facebook/);
  });

  it('a page of story cards: headlines with their links and blurbs, under the page heading', () => {
    const cards = Array.from({ length: 10 }, (_, i) => `<div class="card"><h2><a href="/2026/story-${i}">Headline ${i}: the council votes on the new bridge</a></h2>
      <p>Blurb ${i} on what the vote means.</p><span>Mar 0${i % 9 + 1}, 2026</span></div>`).join('');
    const r = extract(page(`<main><h1>Latest stories</h1><section class="stories">${cards}</section></main>`), { url: 'https://paper.example/' });
    for (let i = 0; i < 10; i++) {
      assert.ok(r.text.includes(`Headline ${i}: the council votes`), `headline ${i} missing`);
      assert.ok(r.markdown.includes(`(https://paper.example/2026/story-${i})`), `link ${i} missing`);
    }
    // the items themselves, not a whole-page conversion
    assert.equal(r.wholePage, false);
    assert.match(r.reason ?? '', /^a list of 10 items$/);
  });

  it('an article followed by a grid of other stories keeps only the article', () => {
    const body = Array.from({ length: 10 }, (_, i) => `<p>${sentence('the harbour', i)}</p>`).join('');
    const cards = Array.from({ length: 8 }, (_, i) => `<div class="card"><h3><a href="/other/${i}">Other story ${i} from this week</a></h3><p>Teaser ${i} text.</p></div>`).join('');
    const r = extract(page(`<main><article><h1>The harbour reopens</h1>${body}</article><div class="more">${cards}</div></main>`), {
      url: 'https://paper.example/2026/harbour',
    });
    assert.ok(r.text.includes('Paragraph 9 about the harbour'));
    assert.doesNotMatch(r.text, /Other story 3/);
    assert.equal(r.reason, null);
  });

  it('a long text under the page heading is not replaced by a larger grid of linked cards elsewhere', () => {
    // a site's grid of featured products: 7 cards, each one link with a long description, more text than the article
    const blurb = 'It runs your workloads at any scale, with support, monitoring and backups included, and it bills by the second. '.repeat(5);
    const cards = Array.from({ length: 7 }, (_, i) =>
      `<li class="tile"><a href="/products/p${i}"><b>Product ${i}</b> <span>Managed service number ${i}. ${blurb}</span></a></li>`).join('');
    const body = Array.from({ length: 7 }, (_, i) => `<p>${sentence('cloud computing', i)}</p>`).join('');
    const html = page(`<div class="featured"><ul class="tiles">${cards}</ul></div>
      <div class="content"><h1>What is cloud computing?</h1>${body}</div>`, '<meta property="og:type" content="website">');
    // no telling address: nothing but the page itself says which part is the content
    const r = extract(html, { url: 'https://example.invalid/' });
    for (let i = 0; i < 7; i++) assert.ok(r.text.includes(`Paragraph ${i} about cloud computing`), `paragraph ${i} missing`);
    assert.doesNotMatch(r.text, /Managed service number 5/);
    assert.equal(r.reason, null);
  });
});

  it("an article's closing list of bare links (one link per paragraph, nothing said beside them) is a link list, not items", () => {
    const body = Array.from({ length: 8 }, (_, i) => `<p>${sentence('cleaning costs', i)}</p>`).join('');
    const links = Array.from({ length: 12 }, (_, i) =>
      `<p><a href="/blog/costs-in-city-${i}"><span><strong>Average costs of cleaning in city number ${i}</strong></span></a></p>`).join('');
    const html = page(`<div class="entry-content"><h1>Cleaning costs in one city</h1>${body}
      <h2>Costs in other cities</h2><div class="row"><div class="col">${links}</div></div></div>`,
      ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Cleaning costs in one city' }));
    const r = extract(html, { url: 'https://cleaning.example/blog/one-city' });
    for (let i = 0; i < 8; i++) assert.ok(r.text.includes(`Paragraph ${i} about cleaning costs`), `paragraph ${i} missing`);
    assert.doesNotMatch(r.text, /city number \d/);
    assert.equal(r.pageType, 'article');
  });

  it('the same bare links with text beside each one are kept as the items of a list', () => {
    const body = Array.from({ length: 3 }, (_, i) => `<p>${sentence('cleaning costs', i)}</p>`).join('');
    const items = Array.from({ length: 12 }, (_, i) =>
      `<p><a href="/blog/costs-in-city-${i}">Average costs of cleaning in city number ${i}</a>: from ${80 + i} to ${140 + i} dollars a visit for a flat of two rooms, less for a regular booking.</p>`).join('');
    const html = page(`<div class="entry-content"><h1>Cleaning costs by city</h1>${body}<div class="row"><div class="col">${items}</div></div></div>`,
      ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Cleaning costs by city' }));
    const r = extract(html, { url: 'https://cleaning.example/blog/by-city' });
    for (let i = 0; i < 12; i++) assert.ok(r.text.includes(`city number ${i}: from ${80 + i}`), `item ${i} missing`);
  });

describe('extract: landing pages', () => {
  it('keeps the sections of a service page together rather than its longest one', () => {
    // three columns of short service links: too little text per item to be a listing, enough links to sink the wrapper's score
    const column = (c: number): string => `<ul class="col">${Array.from({ length: 20 }, (_, i) => `<li><a href="/s/${c}/${i}">Service ${c}-${i}</a></li>`).join('')}</ul>`;
    const body = `<div class="page"><section class="hero"><h1>Data services</h1><p>Turn your data into an advantage: we help teams collect, clean and use what they already have.</p></section>
      <section class="intro"><p>${sentence('our approach', 1)}</p><p>${sentence('our approach', 2)}</p></section>
      <section class="offer">${[1, 2, 3].map(column).join('')}</section>
      <section class="faq"><div class="accordion"><h2>What are data services?</h2><p>${sentence('data services', 1)}</p><h2>Who needs them?</h2><p>${sentence('data services', 2)}</p></div></section></div>`;
    const r = extract(page(body), { url: 'https://consult.example/data-services' });
    assert.match(r.text, /Turn your data into an advantage/);
    assert.match(r.text, /Paragraph 2 about our approach/);
    assert.match(r.text, /Paragraph 2 about data services/);
    assert.match(r.reason ?? '', /sections/);
  });

  it('drops the call-to-action boxes ("blog-cta") set into an article, and keeps a landing page\'s "cta" sections', () => {
    const cta = (i: number): string => `<div class="blog__ctas"><div class="blog-cta"><h3>Sign up and try the planner ${i} for 14 days free</h3>
      <p>Bookings, payments and reminders in one app built for studios like yours.</p><a href="/signup">Start now</a></div></div>`;
    const body = Array.from({ length: 8 }, (_, i) => `<p>${sentence('class prices', i)}</p>${i % 3 === 2 ? cta(i) : ''}`).join('');
    const article = page(`<main><article><h1>What to charge for a class</h1>${body}</article></main>`,
      ld({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'What to charge for a class' }));
    const r = extract(article, { url: 'https://studio.example/blog/class-prices' });
    for (let i = 0; i < 8; i++) assert.ok(r.text.includes(`Paragraph ${i} about class prices`), `paragraph ${i} missing`);
    assert.doesNotMatch(r.text, /Sign up and try the planner|Bookings, payments and reminders/);
    // a landing page names its offer blocks so too: there they are the content
    const landing = page(`<main><section class="hero"><h1>The studio planner</h1><p>${sentence('the planner', 0)}</p></section>
      <section class="cta-block"><h2>Plans for every studio</h2><p>${sentence('the plans', 1)}</p></section></main>`);
    const r2 = extract(landing, { url: 'https://studio.example/' });
    assert.match(r2.text, /Paragraph 1 about the plans/);
  });

  it('drops a call-to-action box ("cta-cloud", "atlas-cta") at the end of a documentation page', () => {
    const steps = Array.from({ length: 6 }, (_, i) => `<h2 id="s${i}">Step ${i}</h2><p>${sentence('the sorted set command', i)}</p><pre><code>ZADD leaderboard ${i * 10} "player:${i}"</code></pre>`).join('');
    const docs = page(`<main><article class="docs-content"><h1>ZADD</h1><p>Adds all the specified members with the specified scores to the sorted set stored at key.</p>${steps}
      <section class="mt-8 p-6 rounded-lg" id="cta-cloud"><p class="font-semibold">Get the world's fastest caching and vector database</p><p>Spin up a free cloud database in seconds, no credit card needed.</p><a href="https://redis.example/try-free/?utm_source=docs">Start free with the cloud</a></section></article></main>`,
      ld({ '@context': 'https://schema.org', '@type': 'TechArticle', headline: 'ZADD' }));
    const r = extract(docs, { url: 'https://redis.example/docs/latest/commands/zadd/' });
    assert.equal(r.pageType, 'documentation');
    for (let i = 0; i < 6; i++) assert.ok(r.text.includes(`Paragraph ${i} about the sorted set command`), `paragraph ${i} missing`);
    assert.match(r.text, /ZADD leaderboard 50 "player:5"/);
    assert.doesNotMatch(r.text, /fastest caching|Spin up a free cloud database|Start free with the cloud/);
  });

  it("keeps an FAQ's questions set in accordion buttons (in the heading, or named as the accordion's toggle), and drops other buttons", () => {
    const body = `<main><h1>자주 묻는 질문</h1><p>${sentence('our service', 0)}</p>
      <h3><button aria-expanded="false" aria-controls="a1">환불은 언제 받을 수 있나요?</button></h3>
      <div id="a1"><p>결제 후 7일 이내에 요청하시면 영업일 기준 3일 안에 환불됩니다. 카드사에 따라 며칠 더 걸릴 수 있습니다.</p></div>
      <button class="faq-toggle" aria-expanded="true" aria-controls="a2"><div><h3>배송비는 얼마인가요?</h3></div></button>
      <div id="a2"><p>3만 원 이상 주문하면 무료이고, 그보다 적으면 3천 원입니다. 제주와 도서 지역은 추가 요금이 붙습니다.</p></div>
      <button class="size-picker" aria-expanded="false" aria-controls="sizes">사이즈 선택</button>
      <button type="submit">장바구니에 담기</button></main>`;
    const r = extract(page(body), { url: 'https://shop.example/faq' });
    assert.match(r.text, /환불은 언제 받을 수 있나요\?\s+결제 후 7일 이내에/);
    assert.match(r.text, /배송비는 얼마인가요\?\s+3만 원 이상 주문하면/);
    assert.doesNotMatch(r.text, /사이즈 선택|장바구니에 담기/);
  });

  it("keeps the hero and each feature's lead where a landing page puts them in <header> elements", () => {
    const feature = (i: number): string => `<section class="feature"><header><h2>Feature ${i}</h2>
      <p>Lead ${i}: record your screen and camera in a few clicks, then share the link anywhere.</p></header>
      <p>${sentence(`feature ${i}`, i)}</p></section>`;
    const body = `<main><section class="hero"><header><h1>One video is worth a thousand words</h1>
      <p>Easily record and share video messages with your teammates and customers.</p></header></section>
      ${[1, 2, 3].map(feature).join('')}</main>`;
    const r = extract(page(body), { url: 'https://video.example/' });
    assert.match(r.text, /Easily record and share video messages/);
    for (let i = 1; i <= 3; i++) assert.match(r.text, new RegExp(`Lead ${i}: record your screen`));
    // the same page marked og:type article: the sections' headers are not the article's title block
    const r2 = extract(page(body, '<meta property="og:type" content="article">'), { url: 'https://video.example/' });
    for (let i = 1; i <= 3; i++) assert.match(r2.text, new RegExp(`Lead ${i}: record your screen`));
  });

  it('keeps blocks with layout names inside the main content of a landing page (a carousel of testimonials, a banner)', () => {
    const body = `<div role="main"><h1>Screen recording for teams</h1><p>${sentence('recording', 1)}</p>
      <div class="banner"><p>Customers recorded 93 million videos this year, saving hundreds of meetings.</p></div>
      <div class="carousel"><p>Our team saves an hour a day: quick videos replaced most of our status meetings.</p></div>
      <p>${sentence('sharing', 2)}</p></div><div class="sidebar"><a href="/x">Blog</a> <a href="/y">Careers</a></div>`;
    const r = extract(page(body), { url: 'https://video.example/teams' });
    assert.match(r.text, /93 million videos/);
    assert.match(r.text, /quick videos replaced most of our status meetings/);
    assert.doesNotMatch(r.text, /Careers/);
    // on an article, a banner inside the body is still an aside
    const head = ld({ '@type': 'NewsArticle', headline: 'Screen recording for teams' });
    const a = extract(page(body, head), { url: 'https://video.example/teams' });
    assert.doesNotMatch(a.text, /93 million videos/);
  });

  it("keeps a landing page's grid of linked cards (a heading and its blurb inside each link), in any language; a menu of short links still goes", () => {
    const cards = [
      ['Tickets', 'Alle Anfragen aus E-Mail, Chat und Telefon landen in einer Ansicht, nach Dringlichkeit sortiert.'],
      ['Automatisierung', 'Regeln verteilen Anfragen nach Thema, Sprache und Auslastung des Teams, ohne Handarbeit.'],
      ['Berichte', 'Antwortzeiten und Zufriedenheit auf einen Blick, für jedes Team und jeden Kanal.'],
      ['Wissensdatenbank', 'Kunden finden Antworten selbst, und das Team schreibt sie nur einmal auf.'],
    ];
    const grid = `<div class="grid">${cards.map(([h, p], i) => `<a class="card" href="/funktionen/${i}"><h3>${h}</h3><p>${p}</p></a>`).join('')}</div>`;
    const menu = `<div class="more">${['Preise', 'Demo', 'Partner', 'Karriere', 'Presse', 'Kontakt'].map((t) => `<a href="/${t}">${t}</a>`).join(' ')}</div>`;
    const body = `<div class="page"><section class="hero"><h1>Kundenservice, der mitwächst</h1>
      <p>Beantworten Sie jede Anfrage schneller: eine Plattform für E-Mail, Chat und Telefon, die Ihr Team entlastet.</p></section>
      <section class="intro"><p>${sentence('dem Kundenservice', 1)}</p></section>
      <section class="features"><h2>Alles, was Ihr Team braucht</h2>${grid}${menu}</section>
      <section class="faq"><h2>Wie lange dauert die Einrichtung?</h2><p>${sentence('der Einrichtung', 3)}</p></section></div>`;
    const r = extract(page(body), { url: 'https://service.example/de/kundenservice' });
    for (const [h, p] of cards) {
      assert.ok(r.text.includes(h!), `card heading missing: ${h}`);
      assert.ok(r.text.includes(p!), `card text missing: ${p}`);
    }
    assert.doesNotMatch(r.text, /Karriere/);
    // on an article, the same grid is a block of links to other pages: it goes
    const a = extract(page(`<main><article><h1>Kundenservice</h1><p>${sentence('dem Kundenservice', 1)}</p><p>${sentence('dem Kundenservice', 2)}</p>${grid}</article></main>`,
      ld({ '@type': 'NewsArticle', headline: 'Kundenservice' })), { url: 'https://service.example/de/blog/kundenservice' });
    assert.doesNotMatch(a.text, /Wissensdatenbank/);
  });

  it("still drops an article's own header (title, byline, date)", () => {
    const body = Array.from({ length: 8 }, (_, i) => `<p>${sentence('the harbour', i)}</p>`).join('');
    const head = ld({ '@type': 'NewsArticle', headline: 'The harbour reopens' });
    const r = extract(page(`<main><article><header><h1>The harbour reopens</h1><p>By Jane Doe, reporter at large</p></header>${body}</article></main>`, head), {
      url: 'https://paper.example/2026/harbour',
    });
    assert.ok(r.text.includes('Paragraph 7 about the harbour'));
    assert.doesNotMatch(r.text, /reporter at large/);
  });
});

describe('extract: product facts from structured data', () => {
  it('adds the price, the description kept in a collapsed tab, and the specs', () => {
    const body = `<main><div class="product-detail"><h1>Pour-over kettle</h1><p class="product-price">Add to cart</p>
      <div class="tab" hidden><p>A gooseneck kettle with a thermometer in the lid, for a slow and even pour.</p></div></div></main>`;
    const head = ld({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pour-over kettle',
      description: 'A gooseneck kettle with a thermometer in the lid, for a slow and even pour.',
      offers: { '@type': 'Offer', price: '49.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Capacity', value: '1', unitText: 'l' }, { '@type': 'PropertyValue', name: 'Material', value: 'Steel' }],
    });
    const r = extract(page(body, head), { url: 'https://shop.example/products/kettle' });
    assert.equal(r.pageType, 'product');
    assert.match(r.text, /Price: 49\.90 EUR/);
    assert.match(r.text, /Availability: InStock/);
    assert.match(r.text, /gooseneck kettle with a thermometer/);
    assert.match(r.markdown, /\| Capacity \| 1 l \|/);
    assert.match(r.markdown, /\| Material \| Steel \|/);
  });

  it('decodes a description the shop wrote percent-encoded; leaves a value with a percent sign in its words as it is', () => {
    const description = 'An elegant sofa with a curved back, feather cushions and a plywood frame on S-springs. 100% linen cover.';
    const body = '<main><div class="product-detail"><h1>Atelier sofa</h1><p class="product-price">$4,345.00</p></div></main>';
    const head = (d: string) => ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Atelier sofa', description: d, offers: { '@type': 'Offer', price: '4345.00', priceCurrency: 'AUD' } });
    const r = extract(page(body, head(encodeURIComponent(description))), { url: 'https://shop.example/345808-atelier-sofa.html' });
    assert.ok(r.text.includes(description), r.text);
    assert.doesNotMatch(r.text, /%20/);
    const plain = 'Now 20% off: a sofa with a curved back and feather cushions, 100% linen, in %20 sizes (sic).';
    assert.ok(extract(page(body, head(plain)), { url: 'https://shop.example/345808-atelier-sofa.html' }).text.includes(plain));
    const broken = 'An%20elegant%20sofa%20at%E0%A4%A';
    assert.ok(extract(page(body, head(broken)), { url: 'https://shop.example/345808-atelier-sofa.html' }).text.includes(broken));
  });

  /** The coffee's structured facts were read, not the menus of the page around them. */
  const readsFacts = (r: ReturnType<typeof extract>): void => {
    assert.equal(r.pageType, 'product');
    assert.match(r.text, /A dark roast of arabica and robusta beans/);
    assert.match(r.text, /Price: 19\.99 USD/);
    assert.doesNotMatch(r.text, /Category 12/);
    assert.equal(r.method, 'main');
    assert.match(r.reason ?? '', /structured data/);
  };

  it('a product page that writes its description with scripts: the structured facts, not the whole page with its menus', () => {
    const menu = `<div class="mega-menu"><ul>${Array.from({ length: 30 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`).join('')}</ul></div>`;
    const description = 'A dark roast of arabica and robusta beans, fair trade and organic, with a smooth taste and a strong finish that lasts through a long working day. Ground or whole bean, in bags of 450 grams, roasted to order.';
    const head = ld({ '@type': 'Product', name: 'Dark roast coffee', description, offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' } }) + '<meta property="og:type" content="product">';
    const r = extract(page(`${menu}<main><div id="app"></div></main>`, head), { url: 'https://coffee.example/products/dark-roast' });
    readsFacts(r);
  });

  it('a product page that writes its description with scripts, with banners and a slogan left beside it: still the structured facts', () => {
    // what survives cleaning (two promotion banners, the account links, a slogan) is less than the structured description
    const menu = `<nav><ul>${Array.from({ length: 30 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`).join('')}</ul></nav>`;
    const banners = '<div><p><a href="/c/lattes">Subscribe and save 40% on canned lattes with the code EXTRA10</a></p><p><a href="/blog/ticket">Enter for a chance to win a golden ticket tankard</a></p><p><a href="/ship">Free shipping on every order over fifty dollars</a></p></div>' +
      '<div><a href="/account">Account</a> <a href="/rewards">Rewards</a> <a href="/stores">Find in store</a> <a href="/help">Help and FAQs</a> <a href="/about">About</a> <a href="/login">Log in</a> <a href="/cart">Cart</a></div>';
    const description = 'A dark roast of arabica and robusta beans, fair trade and organic, with a smooth taste and a strong finish that lasts through a long working day. Ground or whole bean, in bags of 450 grams, roasted to order in small batches and sent the day it leaves the roaster, so that it reaches you fresh.';
    const head = ld({ '@type': 'Product', name: 'Dark roast coffee', description, offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' } }) + '<meta property="og:type" content="product">';
    const body = `${menu}${banners}<div id="app"></div><div data-section-id="newsletter"><div><h2>Let's drink coffee and throw things at happy people</h2><div><div></div></div></div></div>`;
    const r = extract(page(body, head), { url: 'https://coffee.example/products/dark-roast' });
    readsFacts(r);
    // a page that shows more than its structured data says is read from the page
    const shown = extract(page(`${menu}${banners}<main><div>${'<p>The roaster writes about this coffee at length, its farms, its harvest and its roast, in paragraphs of its own. </p>'.repeat(6)}</div></main>`, head), { url: 'https://coffee.example/products/dark-roast' });
    assert.match(shown.text, /writes about this coffee at length/);
  });

  it('reads the price a shop gives in a list of price specifications, not the struck-through one', () => {
    const body = '<main><div class="product-detail"><h1>Smart bird feeder</h1><p>A feeder with a camera that names the birds it sees and sends their photos to your phone.</p></div></main>';
    const head = ld({
      '@type': 'Product',
      name: 'Smart bird feeder',
      offers: {
        '@type': 'Offer',
        availability: 'https://schema.org/InStock',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '249.00', priceCurrency: 'EUR' },
          { '@type': 'UnitPriceSpecification', price: '149.00', priceCurrency: 'EUR' },
        ],
      },
    }) + '<meta property="og:type" content="product">';
    const r = extract(page(body, head), { url: 'https://birds.example/product/smart-bird-feeder/' });
    assert.match(r.text, /Price: 149\.00 EUR/);
    assert.doesNotMatch(r.text, /249/);
  });

  it("gives a product group's price as the range of its variants' prices, in the currency they share", () => {
    const body = '<main><div class="product-detail"><h1>Black Edition</h1><p>A shake with 40 g of protein, fibre and all the vitamins and minerals a meal should have.</p></div></main>';
    const variant = (name: string, price: string, priceCurrency = 'USD') => ({ '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency } });
    const group = (variants: object[]) =>
      ld({ '@type': 'ProductGroup', name: 'Black Edition', hasVariant: variants }) + '<meta property="og:type" content="product">';
    const url = 'https://shake.example/products/black-edition';
    const r = extract(page(body, group([variant('Chocolate', '75.00'), variant('Selection box', '118.75'), variant('Vanilla', '56.30')])), { url });
    assert.match(r.text, /Price: 56\.30–118\.75 USD/);
    const same = extract(page(body, group([variant('Chocolate', '75'), variant('Vanilla', '75')])), { url });
    assert.match(same.text, /Price: 75 USD/);
    const mixed = extract(page(body, group([variant('Chocolate', '75', 'USD'), variant('Vanilla', '69', 'EUR')])), { url });
    assert.doesNotMatch(mixed.text, /Price:/, 'no range across currencies');
  });

  it('a product named in structured data on a product address is a product page, though scripts draw its price', () => {
    const body = `<div class="single-product"><h1>Reusable glass cup</h1>
      <p>A reusable cup of hand-blown borosilicate glass with a natural cork band, for coffee on the go that tastes of coffee.</p>
      <p>It holds 120 ml, which suits a piccolo or a macchiato, and fits under most espresso machines.</p></div>`;
    const head = ld({ '@type': 'Product', name: 'Reusable glass cup', description: 'Hand-blown glass cup with a cork band.', offers: { '@type': 'Offer', price: '27.23', priceCurrency: 'AUD' } }) +
      '<meta property="og:type" content="article">';
    const r = extract(page(body, head), { url: 'https://cups.example/product/glass-cup/' });
    assert.equal(r.pageType, 'product');
    assert.match(r.text, /Price: 27\.23 AUD/);
    const essay = extract(page(body, head), { url: 'https://cups.example/blog/glass-cup/' });
    assert.equal(essay.pageType, 'article', 'off a product address the og:type stands');
  });

  it('a product page whose structured data also holds an ItemList (related products a script fills) is a product page; a placeholder description adds nothing', () => {
    const body = `<main><h1>The Cream</h1><p><b>$195.00</b> or 4 payments of $48.75</p><p>Size: 1 oz / 30 mL</p><div class="carousel" data-related></div></main>`;
    const head = (description: string) =>
      ld({ '@type': 'Product', name: 'The Cream', description, offers: { '@type': 'AggregateOffer', lowPrice: '195.00', highPrice: '315.00', priceCurrency: 'USD' } }) +
      ld({ '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://beauty.example/p/serum' }] });
    const url = 'https://beauty.example/product/the-cream-P470507';
    const r = extract(page(body, head('A rich face cream with a complex of amino acids and vitamins that supports the skin through the day.')), { url });
    assert.equal(r.pageType, 'product');
    assert.match(r.text, /A rich face cream with a complex of amino acids/);
    const placeholder = extract(page(body, head('wf')), { url });
    assert.equal(placeholder.pageType, 'product');
    assert.doesNotMatch(placeholder.text, /^wf$/m);
    const named = extract(page(body, head('The Cream')), { url });
    assert.equal(named.text.split('The Cream').length, 2, 'the name once, as the title');
  });

  it('adds nothing the visible text already shows', () => {
    const body = `<main><div class="product-detail"><h1>Trail Runner 2</h1><div class="product-price">$129.00</div>
      <p>A light trail shoe with a rock plate and a grippy outsole, made for long days on rough ground.</p></div></main>`;
    const head = ld({
      '@type': 'Product',
      name: 'Trail Runner 2',
      description: 'A light trail shoe with a rock plate and a grippy outsole, made for long days on rough ground.',
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD' },
    });
    const r = extract(page(body, head), { url: 'https://shop.example/products/trail-runner-2' });
    assert.doesNotMatch(r.text, /Price:/);
    assert.equal(r.text.split('rock plate').length, 2, 'the description appears once');
  });

  it('a page that shows a long text of its own (highlights, features) does not get the structured description again', () => {
    const features = [
      'Leistungsstarker Motor: 1400 Watt Spitzenleistung zerkleinern Eis in Sekunden und machen Smoothies, gefrorene Getränke und Suppen schnell und gleichmäßig.',
      'Großer Behälter: Der Krug fasst 2 Liter und reicht für die ganze Familie; Deckel und Messer lassen sich in der Spülmaschine reinigen.',
      'Fünf Automatikprogramme: Smoothie, Eis, Teig, Hacken und Pürieren wählen Geschwindigkeit und Pausen von selbst, ein Tastendruck genügt.',
      'Becher für unterwegs: Zwei Becher mit Trinkdeckel nehmen den Smoothie mit ins Büro, ins Fitnessstudio oder auf die Wanderung.',
      'Teig in einer Minute: Der Knethaken verarbeitet bis zu einem Kilogramm Teig für Brot, Pizza oder Kuchen, ohne dass der Motor heiß läuft.',
      'Sicher und standfest: Saugfüße halten das Gerät auf der Arbeitsplatte, und der Motor startet nur, wenn Krug und Deckel eingerastet sind.',
      'Leise im Betrieb: Ein gedämmtes Gehäuse hält das Geräusch auch bei voller Leistung erträglich, selbst früh am Morgen in einer kleinen Küche.',
      'Lange Garantie: Fünf Jahre Herstellergarantie auf den Motor, dazu Ersatzteile und Zubehör für mindestens zehn Jahre nach dem Kauf.',
      'Einfache Reinigung: Etwas warmes Wasser und ein Tropfen Spülmittel, dann das Reinigungsprogramm starten, und der Krug ist nach einer Minute sauber.',
      'Platzsparend: Das Kabel wird im Sockel aufgewickelt, und der Mixer passt mit aufgesetztem Krug unter die meisten Hängeschränke.',
      'Präzise Steuerung: Ein Drehregler mit zehn Stufen und eine Pulstaste geben die volle Kontrolle, wenn kein Automatikprogramm passt.',
      'Robuste Messer: Sechs Klingen aus gehärtetem Edelstahl bleiben lange scharf und lassen sich zum Schleifen oder Tauschen mit einem Griff abnehmen.',
      'Durchdachtes Zubehör: Ein Stößel drückt zähe Zutaten nach unten, ein Messbecher im Deckel dosiert Flüssigkeiten, und ein Rezeptheft gibt Ideen.',
      'Sparsam im Verbrauch: Im Ruhezustand nimmt das Gerät weniger als ein halbes Watt auf und schaltet sich nach zehn Minuten ohne Nutzung ab.',
    ];
    const body = `<main><div class="product-detail"><h1>Standmixer Pro 1400</h1><h2>Highlights</h2><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul></div></main>`;
    const head = ld({
      '@type': 'Product',
      name: 'Standmixer Pro 1400',
      description: 'Der Standmixer Pro 1400 verbindet ein modernes Design mit mehr Funktionen als sein Vorgänger: Messer für Eis und Teig, fünf Programme und zwei Becher.',
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'EUR' },
    }) + '<meta property="og:type" content="product">';
    const r = extract(page(body, head), { url: 'https://shop.example/p/standmixer-pro-1400' });
    assert.equal(r.pageType, 'product');
    assert.match(r.text, /Teig in einer Minute/);
    assert.match(r.text, /Price: 129\.00 EUR/, 'the price the text lacks is still added');
    assert.doesNotMatch(r.text, /modernes Design mit mehr Funktionen/);
  });
});

describe("extract: the page's whole text bounds every reading of it", () => {
  // the text found in the first reading (kept and removed) is never less than what the whole-page and <noscript>
  // readings keep, so those readings are skipped when the bound says they could not be used
  const dir = path.join(__dirname, '../fixtures/extract');
  const made = [
    '<html><body><nav><a href="/">Home</a> <a href="/b">Blog</a></nav><div hidden>Hidden words that never count.</div><main><p>Short.</p></main></body></html>',
    '<html><head><style>.gone{display:none}</style></head><body><noscript><p>' + 'The page without scripts says a good deal more than it does with them. '.repeat(8) +
      '</p></noscript><div class="gone">' + 'Hidden by the style sheet. '.repeat(20) + '</div><div id="app"></div></body></html>',
    '<html><body><div class="sidebar">' + '<p>A sidebar paragraph with enough words in it to count as prose.</p>'.repeat(12) +
      '</div><article><p>Tiny.</p></article><div class="comments"><p>' + 'A comment that says something. '.repeat(10) + '</p></div></body></html>',
  ];
  const pages = [...made, ...fs.readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))];

  it('holds for every page, with and without its style sheets', () => {
    let checked = 0;
    for (const html of pages) {
      for (const sheets of [true, false]) {
        const chosen = choose(html, null, sheets);
        const whole = wholePageOf(html, sheets).root.chars;
        assert.ok(chosen.pageChars >= whole, `page ${checked}: ${chosen.pageChars} < whole page ${whole}`);
        assert.ok(chosen.pageChars >= chosen.main.chars);
        for (const thread of [false, true]) {
          const noscript = mainWithNoscript(html, 0, thread, sheets);
          assert.ok(chosen.pageChars >= (noscript?.chars ?? 0), `page ${checked}: noscript reading holds more`);
        }
        checked++;
      }
    }
    assert.equal(checked, pages.length * 2);
  });

  it('lets the readings through when they may add enough, and stops them when not', () => {
    const small = choose(made[0]!, null, true);
    assert.equal(mayHoldMore(small.pageChars, small.main.chars), false);
    // the <noscript> page's first reading kept nothing of its text: the readings that may find it are let through
    const noscript = choose(made[1]!, null, true);
    assert.equal(mayHoldMore(noscript.pageChars, 0), true);
    assert.equal(mayHoldMore(noscript.pageChars, noscript.pageChars / 2), false);
    // and the page whose text is only in <noscript> is still read from there
    assert.match(extract(made[1]!).text, /The page without scripts says a good deal more/);
  });
});

describe('extract: a page built all of "widget" blocks, a list of six or more items among them, the first judgement choosing no block', () => {
  it('reads the blocks judged again by their prose, not the whole page with its footer', () => {
    const widget = (inner: string, id: number): string => `<div doz_type="widget" id="w2023${id}" class="_widget_data _ds_widget"><div class="widget text"><div class="text-table">${inner}</div></div></div>`;
    const plan = (name: string, price: string, feats: string[], id: number): string => `<div class="col-dz col-dz-4">${widget(`<h3>${name}</h3><p><strong>${price}</strong> / 월</p><ul>${feats.map((f) => `<li>${f}</li>`).join('')}</ul>`, id)}</div>`;
    const page = `<html><head><title>멤버십 | 스페이스온 코워킹</title></head><body>
      <div id="doz_header"><nav><ul class="viewport-nav">${[['소개', ['스페이스온 이야기', '공간 둘러보기']], ['멤버십', ['요금 안내', '기업 멤버십']], ['지점 안내', ['강남점 찾아오는 길', '성수점 찾아오는 길']], ['이벤트', ['네트워킹 데이', '입주사 인터뷰']], ['커뮤니티', ['공지사항', '자주 묻는 질문']], ['문의하기', ['투어 예약', '제휴 문의']]].map(([m, subs], i) => `<li class="dropdown"><a href="/menu${i}">${m}</a><ul class="dropdown-menu">${(subs as string[]).map((t, j) => `<li><a href="/menu${i}/${j}">${t}</a></li>`).join('')}</ul></li>`).join('')}</ul></nav></div>
      <div id="doz_body"><div class="_section_wrap" id="membership_page">
        <div class="section_wrap pc_section hero">${widget('<h2>일하는 방식에 꼭 맞는 멤버십을 고르세요</h2><p>강남역 도보 3분, 스페이스온 강남점은 1인 창업자부터 20인 규모의 팀까지 함께 일하는 코워킹 스페이스입니다. 모든 멤버십에는 고속 인터넷, 무제한 커피, 복합기 이용이 포함되어 있습니다.</p>', 1)}</div>
        <div class="section_wrap pc_section">
          ${plan('라운지 멤버십', '190,000원', ['오픈 라운지 자유석 이용 (09:00~22:00)', '회의실 월 4시간 무료', '우편물 수령 서비스'], 2)}
          ${plan('24시간 멤버십', '290,000원', ['오픈 라운지 자유석 24시간 365일 이용', '회의실 월 8시간 무료', '개인 사물함 제공'], 3)}
          ${plan('고정석 멤버십', '390,000원', ['전용 고정 데스크와 모니터 제공', '회의실 월 12시간 무료', '사업자 등록 주소 제공'], 4)}
        </div>
        <div class="section_wrap pc_section">${[
          '멤버십은 언제든지 해지할 수 있나요? 네, 다음 결제일 7일 전까지 마이페이지에서 해지를 신청하시면 위약금 없이 해지됩니다. 남은 기간은 일할 계산하지 않으니 참고해 주세요.',
          '회의실은 어떻게 예약하나요? 멤버 전용 앱에서 원하는 시간과 회의실을 선택하면 바로 예약됩니다. 무료 시간을 모두 사용한 뒤에는 시간당 15,000원이 부과됩니다.',
          '주차가 가능한가요? 건물 지하 주차장을 이용하실 수 있으며, 멤버에게는 하루 2시간 무료 주차 쿠폰을 드립니다. 월 정기 주차는 별도 신청이 필요합니다.',
          '방문객을 데려와도 되나요? 멤버 한 명당 하루 두 명까지 방문객을 초대하실 수 있습니다. 방문객은 1층 안내 데스크에서 출입증을 받아 라운지를 이용하시면 됩니다.',
        ].map((q, i) => widget(`<p>${q}</p>`, 10 + i)).join('')}</div>
        <div class="section_wrap pc_section">${widget('<p>※ 모든 요금은 부가세(VAT 10%) 별도 금액입니다. 3개월 이상 선결제 시 10% 할인이 적용되며, 투어 예약은 홈페이지나 카카오톡 채널로 신청하실 수 있습니다.</p>', 5)}</div>
      </div></div>
      <footer id="doz_footer"><div class="footer-widget"><p>상호: (주)스페이스온 | 대표: 김도현 | 사업자등록번호: 220-81-12345</p><p>통신판매업신고: 제2021-서울강남-01834호</p><p>Copyright ⓒ 2024 SPACEON Inc. All rights reserved.</p></div></footer></body></html>`;
    const r = extract(page, { url: 'https://spaceon.kr/membership' });
    assert.equal(r.method, 'main');
    assert.match(r.text, /일하는 방식에 꼭 맞는 멤버십을 고르세요/);
    assert.match(r.text, /오픈 라운지 자유석 24시간 365일 이용/);
    assert.match(r.text, /부가세\(VAT 10%\) 별도/);
    assert.doesNotMatch(r.text, /통신판매업신고|SPACEON Inc/);
  });
});
