// Markdown first: Accept asks for markdown; an HTML page's same-site <link rel="alternate" type="text/markdown"> is
// read instead of the HTML (through the same policy checks); a site's root names its /llms.txt; the report says
// which form was used. Real loopback servers.
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchPages } from '../../src/engine/fetch/direct';
import { markdownAlternate, isSiteRoot } from '../../src/engine/content/alternate';
import { EngineError, type FetchOptions, type PageResult } from '../../src/engine/types';
import { closeAll, startServer, type TestServer } from '../support/servers';

const html = (head: string) =>
  `<!doctype html><html><head><title>Docs page</title>${head}</head><body><nav>Menu Menu Menu</nav><main><h1>Docs page</h1><p>The HTML body text of the page, long enough to be the main content here.</p></main></body></html>`;
const MD = '# Docs page\n\nThe **markdown** the author wrote.\n';

describe('markdown first: finding the alternate', () => {
  it('finds a same-site markdown alternate, relative to the page or its <base>', () => {
    assert.equal(markdownAlternate(html('<link rel="alternate" type="text/markdown" href="/docs/page.md">'), 'https://e.test/docs/page'), 'https://e.test/docs/page.md');
    assert.equal(markdownAlternate(html("<LINK TYPE='text/markdown' REL='alternate nofollow' HREF='page.md'>"), 'https://e.test/docs/page'), 'https://e.test/docs/page.md');
    assert.equal(markdownAlternate(html('<base href="https://e.test/v2/"><link rel="alternate" type="text/markdown" href="p.md">'), 'https://e.test/docs/page'), 'https://e.test/v2/p.md');
    assert.equal(markdownAlternate(html('<link rel="alternate" type="text/markdown" href="https://www.e.test/p.md?a=1&amp;b=2">'), 'https://e.test/p'), 'https://www.e.test/p.md?a=1&b=2');
  });

  it('ignores other sites, other types, other schemes, and links after the head', () => {
    assert.equal(markdownAlternate(html('<link rel="alternate" type="text/markdown" href="https://evil.test/p.md">'), 'https://e.test/p'), undefined);
    assert.equal(markdownAlternate(html('<link rel="alternate" type="application/rss+xml" href="/feed">'), 'https://e.test/p'), undefined);
    assert.equal(markdownAlternate(html('<link rel="alternate" type="text/markdown" href="file:///etc/passwd">'), 'https://e.test/p'), undefined);
    assert.equal(markdownAlternate('<html><head></head><body><link rel="alternate" type="text/markdown" href="/p.md"></body></html>', 'https://e.test/p'), undefined);
  });

  it('an unterminated or hostile head ends the scan without error', () => {
    assert.equal(markdownAlternate('<head>' + '<link '.repeat(100_000), 'https://e.test/'), undefined);
    assert.equal(markdownAlternate('<head>' + '<link rel=alternate '.repeat(50_000) + '>', 'https://e.test/'), undefined);
  });

  it('a site root is "/" without a query', () => {
    assert.equal(isSiteRoot('https://e.test/'), true);
    assert.equal(isSiteRoot('https://e.test/?q=1'), false);
    assert.equal(isSiteRoot('https://e.test/a'), false);
  });
});

describe('markdown first: fetching', () => {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      switch (path) {
        case '/negotiated':
          if (String(req.headers.accept).startsWith('text/markdown')) return res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(MD);
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html(''));
        case '/docs/page':
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html('<link rel="alternate" type="text/markdown" href="/docs/page.md">'));
        case '/docs/page.md':
          return res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(MD);
        case '/shell':
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html('<link rel="alternate" type="text/markdown" href="/shell.md">'));
        case '/shell.md':
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html(''));
        case '/blocked-alt':
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html('<link rel="alternate" type="text/markdown" href="/secret/page.md">'));
        case '/secret/page.md':
          return res.writeHead(200, { 'content-type': 'text/markdown' }).end('# secret');
        case '/':
          return res.writeHead(200, { 'content-type': 'text/html' }).end(html(''));
        case '/llms.txt':
          return res.writeHead(200, { 'content-type': 'text/plain' }).end('# Site\n> llms');
        default:
          return res.writeHead(404).end();
      }
    });
  });
  after(() => closeAll(server));

  async function one(path: string, options: FetchOptions = {}): Promise<PageResult> {
    return (await fetchPages(planPrompt(server!.url(path)).urls, { timeoutMs: 5000, noCache: true, ...options }))[0]!;
  }

  it('asks for markdown first; a server that negotiates sends it, reported as markdown', async () => {
    const page = await one('/negotiated');
    assert.equal(page.content, MD);
    assert.equal(page.report?.form, 'markdown');
    assert.equal(server!.requests.at(-1)!.headers.accept, 'text/markdown, text/html;q=0.9, */*;q=0.8');
  });

  it('an HTML page with a markdown alternate is read from the alternate', async () => {
    const page = await one('/docs/page');
    assert.equal(page.ok, true);
    assert.equal(page.content, MD);
    assert.equal(page.title, 'Docs page');
    assert.equal(page.report?.form, 'markdown');
    assert.equal(page.report?.alternateUrl, server!.url('/docs/page.md'));
    assert.doesNotMatch(page.content, /Menu/);
  });

  it('an alternate that answers with HTML is ignored: the page is extracted from its HTML', async () => {
    const page = await one('/shell');
    assert.match(page.content, /HTML body text/);
    assert.equal(page.report?.form, 'html');
    assert.equal(page.report?.alternateUrl, undefined);
  });

  it('the alternate goes through the policy (checkUrl): blocked, the HTML is used', async () => {
    const checkUrl = (url: URL) => {
      if (url.pathname.startsWith('/secret/')) throw new EngineError('BLOCKED_BY_POLICY', 'blocked');
    };
    const before = server!.requests.length;
    const page = await one('/blocked-alt', { checkUrl });
    assert.equal(page.ok, true);
    assert.match(page.content, /HTML body text/);
    assert.equal(server!.requests.slice(before).some((r) => r.url.startsWith('/secret/')), false, 'never requested');
  });

  it('markdownAlternates: false reads the HTML', async () => {
    const page = await one('/docs/page', { markdownAlternates: false });
    assert.equal(page.report?.form, 'html');
  });

  it("a site's root names its /llms.txt in the report; other pages do not look", async () => {
    const root = await one('/');
    assert.equal(root.report?.llmsTxt, server!.url('/llms.txt'));
    const before = server!.requests.length;
    const other = await one('/docs/page', { markdownAlternates: false });
    assert.equal(other.report?.llmsTxt, undefined);
    assert.equal(server!.requests.slice(before).some((r) => r.url === '/llms.txt'), false);
  });
});
