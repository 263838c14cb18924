// A page that only leads to another (a <meta http-equiv="refresh">, a frameset, a blog post in one same-site iframe):
// the other page is read instead, through the same policy checks as a redirect, and the report says so. The scan
// (content/frames.ts) on its own, then whole fetches from real loopback servers.
import assert from 'node:assert/strict';
import { innerPage } from '../../src/engine/content/frames';
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';
import { fetchReportLine } from '../../src/engine/render/model';
import { EngineError, type FetchOptions, type PageResult } from '../../src/engine/types';
import { closeAll, mapResolver, startProxy, startServer, type TestProxy, type TestServer } from '../support/servers';

const PAGE = 'https://blog.example/user/221';
const doc = (head: string, body = ''): string => `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('frames: the page a page stands for', () => {
  it('a refresh to another URL, in any of its spellings, relative to the page or its <base>', () => {
    assert.deepEqual(innerPage(doc('<meta http-equiv="refresh" content="0; url=https://new.example/post">'), PAGE, 0), { url: 'https://new.example/post', via: 'refresh' });
    assert.equal(innerPage(doc(`<meta http-equiv="Refresh" content="3;URL='/moved/here'">`), PAGE, 20)?.url, 'https://blog.example/moved/here');
    assert.equal(innerPage(doc('<META HTTP-EQUIV=REFRESH CONTENT="0;url=next.html">'), PAGE, 0)?.url, 'https://blog.example/user/next.html');
    assert.equal(innerPage(doc('<base href="https://cdn.example/site/"><meta http-equiv="refresh" content="1; url=a.html">'), PAGE, 0)?.url, 'https://cdn.example/site/a.html');
    assert.equal(innerPage(doc('<meta http-equiv="refresh" content="0; url=/a?x=1&amp;y=2">'), PAGE, 0)?.url, 'https://blog.example/a?x=1&y=2');
  });

  it("the HTTP Refresh header, when the page has no refresh of its own", () => {
    assert.deepEqual(innerPage(doc(''), PAGE, 0, '0; url=/login'), { url: 'https://blog.example/login', via: 'refresh' });
    assert.equal(innerPage(doc('<meta http-equiv="refresh" content="0; url=/own">'), PAGE, 0, '0; url=/header')?.url, 'https://blog.example/own');
    assert.equal(innerPage(doc(''), PAGE, 0, '60'), undefined);
    assert.equal(innerPage(doc(''), PAGE, 900, '0; url=/login'), undefined, 'a page with text of its own');
  });

  it('not followed: a refresh that only reloads, to the page itself, to another scheme, with credentials, or in <noscript>, a comment or a script', () => {
    for (const head of [
      '<meta http-equiv="refresh" content="300">',
      '<meta http-equiv="refresh" content="0; url=https://blog.example/user/221#top">',
      '<meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
      '<meta http-equiv="refresh" content="0; url=file:///etc/passwd">',
      '<meta http-equiv="refresh" content="0; url=https://user:pw@blog.example/x">',
      '<noscript><meta http-equiv="refresh" content="0; url=/no-js"></noscript>',
      '<!-- <meta http-equiv="refresh" content="0; url=/old"> -->',
      `<script>document.write('<meta http-equiv="refresh" content="0; url=/js">')</script>`,
      '<meta name="refresh" content="0; url=/not-http-equiv">',
    ]) {
      assert.equal(innerPage(doc(head), PAGE, 0), undefined, head);
    }
  });

  it("a frameset's main frame: the one named as the main view, else the last (menus come first)", () => {
    const javadoc = doc('', '').replace('<body></body>', `<frameset cols="20%,80%"><frameset rows="30%,70%">
      <frame src="overview-frame.html" name="packageListFrame"><frame src="allclasses-frame.html" name="packageFrame"></frameset>
      <frame src="overview-summary.html" name="classFrame"></frameset><noframes><p>This document is designed to be viewed using frames.</p></noframes>`);
    assert.deepEqual(innerPage(javadoc, 'https://docs.example/api/index.html', 60), { url: 'https://docs.example/api/overview-summary.html', via: 'frame' });
    const named = `<html><frameset cols="200,*"><frame name="contents" src="toc.html"><frame name="main" src="intro.html"><frame name="footer" src="foot.html"></frameset></html>`;
    assert.equal(innerPage(named, 'https://old.example/manual/', 0)?.url, 'https://old.example/manual/intro.html');
    // a domain forwarded by framing its site: another host, as a redirect could be
    const forwarded = `<html><frameset rows="100%,*"><frame src="https://real-site.example/"></frameset></html>`;
    assert.equal(innerPage(forwarded, 'https://vanity.example/', 0)?.url, 'https://real-site.example/');
    // a frameset page's menu for old browsers may be longer than a redirect notice, not longer than a page
    assert.equal(innerPage(named, 'https://old.example/manual/', 1500)?.via, 'frame');
    assert.equal(innerPage(named, 'https://old.example/manual/', 2500), undefined);
  });

  it('a post in the one visible same-site iframe (or the one named as the main view) of a page with next to no text', () => {
    const naver = doc('', `<div id="wrap"><iframe id="mainFrame" name="mainFrame" src="/PostView.naver?blogId=user&amp;logNo=221" scrolling="auto"></iframe>
      <iframe src="/Helper.naver" width="0" height="0"></iframe><iframe src="/track" style="display:none"></iframe>
      <iframe src="https://ads.example/slot"></iframe></div>`);
    assert.deepEqual(innerPage(naver, 'https://blog.example/user/221', 30), { url: 'https://blog.example/PostView.naver?blogId=user&logNo=221', via: 'frame' });
    const single = doc('', '<iframe src="https://www.blog.example/view/221"></iframe>');
    assert.equal(innerPage(single, PAGE, 0)?.url, 'https://www.blog.example/view/221');
    // two frames, neither named as the main view: no way to tell which is the page
    assert.equal(innerPage(doc('', '<iframe src="/a"></iframe><iframe src="/b"></iframe>'), PAGE, 0), undefined);
    // another site's iframe (a video, a map, an ad) is an embed, not the page
    assert.equal(innerPage(doc('', '<iframe src="https://video.example/embed/1"></iframe>'), PAGE, 0), undefined);
    // a page with text of its own keeps it: its iframe is an embed
    assert.equal(innerPage(naver, PAGE, 800), undefined);
    // iframes a script writes, or inside <noscript> (a tag manager's), are not the page's
    assert.equal(innerPage(doc('', `<noscript><iframe src="/ns.html"></iframe></noscript><script>var f = '<iframe src="/x">';</script>`), PAGE, 0), undefined);
  });

  it('stays linear on hostile markup: endless tags, unclosed scripts and comments', () => {
    const many = '<iframe src="/a">'.repeat(200_000);
    assert.equal(innerPage(many, PAGE, 0), undefined, 'too many frames: none chosen');
    assert.equal(innerPage('<iframe src="/a"'.repeat(100_000), PAGE, 0), undefined);
    assert.equal(innerPage(`<script>${'<meta http-equiv="refresh" content="0;url=/x">'.repeat(10_000)}`, PAGE, 0), undefined);
    assert.equal(innerPage(`<!--${'<frameset><frame src="/x">'.repeat(10_000)}`, PAGE, 0), undefined);
  });
});

const ARTICLE = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav>
  <article><h1>${title}</h1>${Array.from({ length: 5 }, (_, i) => `<p>Paragraph ${i} of ${title}: the post explains how the build cache is keyed and when it is thrown away.</p>`).join('')}</article></body></html>`;

describe('frames: fetching the page a page stands for', () => {
  let server: TestServer | undefined;
  let secret: TestServer | undefined;
  let proxy: TestProxy | undefined;
  before(async () => {
    secret = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE('Secret')));
    server = await startServer((req, res) => {
      const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      switch (req.url) {
        case '/moved':
          return html(doc('<meta http-equiv="refresh" content="0; url=/post">', '<p>Redirecting…</p>'));
        case '/post':
          return html(ARTICLE('Build cache'));
        case '/blog/221':
          return html(doc('', '<div><iframe id="mainFrame" src="/PostView?no=221"></iframe></div>'));
        case '/PostView?no=221':
          return html(ARTICLE('한국어 블로그 글'));
        case '/api/':
          return html(`<html><frameset cols="20%,80%"><frame src="menu.html" name="packageFrame"><frame src="summary.html" name="classFrame"></frameset></html>`);
        case '/api/summary.html':
          return html(ARTICLE('API summary'));
        case '/api/menu.html':
          return html(ARTICLE('Menu'));
        case '/loop-a':
          return html(doc('<meta http-equiv="refresh" content="0; url=/loop-b">'));
        case '/loop-b':
          return html(doc('<meta http-equiv="refresh" content="0; url=/loop-a">'));
        case '/header-refresh':
          return res.writeHead(200, { 'content-type': 'text/html', refresh: '0; url=/post' }).end('<html><body></body></html>');
        case '/slow-frame':
          return html(doc('', '<iframe name="main" src="/hang"></iframe>'));
        case '/hang':
          return; // never answers
        case '/gone-frame':
          return html(doc('', '<iframe name="main" src="/missing"></iframe>'));
        case '/to-private':
          return html(doc('', `<iframe name="main" src="${secret!.url('/inside')}"></iframe>`));
        case '/policy':
          return html(doc('<meta http-equiv="refresh" content="0; url=/blocked/post">'));
        case '/download':
          return html(doc('<meta http-equiv="refresh" content="2; url=/files/tool.zip">', '<p>Your download will begin shortly.</p>'));
        case '/files/tool.zip':
          return res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from('PK\x03\x04 not read'));
        case '/paper':
          return html(doc('<meta http-equiv="refresh" content="0; url=/files/paper.pdf">', '<p>The paper has moved.</p>'));
        case '/files/paper.pdf':
          return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n1 0 obj broken beyond reading');
        case '/untyped':
          return html(doc('<meta http-equiv="refresh" content="0; url=/files/blob">', '<p>Fetching the file.</p>'));
        case '/files/blob':
          return res.writeHead(200).end(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff, 0xfe, 0, 1, 2, 3, 0, 0, 0, 0x90, 0x91]));
        case '/to-blank':
          return html(doc('<meta http-equiv="refresh" content="0; url=/blank">', '<p>Checking your browser.</p>'));
        case '/blank':
          return html(`<html><body>${' '.repeat(100_000)}</body></html>`);
        case '/with-text':
          return html(ARTICLE('Own text').replace('</article>', '<iframe src="/post"></iframe></article>'));
        default:
          return res.writeHead(404).end();
      }
    });
    proxy = await startProxy({ routes: { 'public.test': server.origin } });
  });
  after(() => closeAll(server, secret, proxy));

  async function one(url: string, options: FetchOptions = {}): Promise<PageResult> {
    return (await fetchPages(planPrompt(url).urls, { timeoutMs: 5000, noCache: true, renderJavaScript: 'never', ...options }))[0]!;
  }

  it('a refresh: the page it leads to is read, and the report names it', async () => {
    const page = await one(server!.url('/moved'));
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.match(page.content, /Paragraph 4 of Build cache/);
    assert.doesNotMatch(page.content, /Redirecting/);
    assert.equal(page.title, 'Build cache');
    assert.equal(page.fetchedUrl, server!.url('/post'));
    assert.deepEqual(page.report?.redirects, [server!.url('/post')]);
    assert.deepEqual(page.report?.inner, { url: server!.url('/post'), via: 'refresh' });
    assert.match(fetchReportLine(page, 1), /refreshes to, http:\/\/127\.0\.0\.1:\d+\/post/);
  });

  it('the HTTP Refresh header of an empty page is followed too', async () => {
    const page = await one(server!.url('/header-refresh'));
    assert.match(page.content, /Paragraph 1 of Build cache/);
    assert.equal(page.report?.inner?.via, 'refresh');
  });

  it("a blog post in its page's main iframe, and a frameset's main frame, are read", async () => {
    const blog = await one(server!.url('/blog/221'));
    assert.match(blog.content, /Paragraph 0 of 한국어 블로그 글/);
    assert.deepEqual(blog.report?.inner, { url: server!.url('/PostView?no=221'), via: 'frame' });
    const api = await one(server!.url('/api/'));
    assert.match(api.content, /Paragraph 2 of API summary/);
    assert.doesNotMatch(api.content, /of Menu/);
    assert.equal(api.report?.inner?.via, 'frame');
  });

  it('a page with text of its own is read as it is, its iframe an embed', async () => {
    const before = server!.requests.length;
    const page = await one(server!.url('/with-text'));
    assert.match(page.content, /Paragraph 4 of Own text/);
    assert.equal(page.report?.inner, undefined);
    assert.equal(server!.requests.slice(before).some((r) => r.url === '/post'), false);
  });

  it('refreshes in a loop stop: each page is read once, and a page comes back', async () => {
    const before = server!.requests.length;
    const page = await one(server!.url('/loop-a'));
    assert.equal(page.ok, true);
    const asked = server!.requests.slice(before).map((r) => r.url);
    assert.deepEqual(asked, ['/loop-a', '/loop-b']);
  });

  it('an inner page that cannot be read leaves the page as served, not an error', async () => {
    const page = await one(server!.url('/gone-frame'));
    assert.equal(page.ok, true);
    assert.equal(page.report?.inner, undefined);
    assert.equal(page.fetchedUrl, server!.url('/gone-frame'));
  });

  it('a refresh to a file (a download page), to a document that cannot be read or to a page with less text leaves the page as served', async () => {
    for (const [path, text] of [['/download', 'Your download will begin'], ['/paper', 'The paper has moved'], ['/untyped', 'Fetching the file'], ['/to-blank', 'Checking your browser']]) {
      const page = await one(server!.url(path!));
      assert.equal(page.ok, true, `${path}: ${JSON.stringify(page.error)}`);
      assert.match(page.content, new RegExp(text!), path);
      assert.equal(page.fetchedUrl, server!.url(path!));
      assert.equal(page.report?.inner, undefined, path);
    }
  });

  it("a frame that never answers is given what is left of the URL's deadline, then the page comes back as served", async () => {
    const page = await one(server!.url('/slow-frame'), { timeoutMs: 1500 });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.report?.inner, undefined);
    assert.equal(page.fetchedUrl, server!.url('/slow-frame'));
  });

  it('the inner page passes the policy (checkUrl): blocked, it is never asked for', async () => {
    const checkUrl = (url: URL) => {
      if (url.pathname.startsWith('/blocked/')) throw new EngineError('BLOCKED_BY_POLICY', 'blocked');
    };
    const before = server!.requests.length;
    const page = await one(server!.url('/policy'), { checkUrl });
    assert.equal(page.ok, true);
    assert.equal(page.report?.inner, undefined);
    assert.equal(server!.requests.slice(before).some((r) => r.url.startsWith('/blocked/')), false);
  });

  it('a public page framing a private address: the private server is never asked', async () => {
    const resolver = mapResolver({ 'public.test': '93.184.216.34' });
    const before = secret!.requests.length;
    const page = await one('http://public.test/to-private', { resolver, proxy: proxy!.url });
    assert.equal(page.ok, true, JSON.stringify(page.error));
    assert.equal(page.report?.inner, undefined);
    assert.equal(secret!.requests.length, before);
  });
});
