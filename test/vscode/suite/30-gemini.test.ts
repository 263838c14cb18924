import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { click, frameLinks, press, shot, typeText } from './driver';
import { startFakeGemini, startPages, startProxy, type FakeAnswer, type TestServer } from './servers';
import { acceptQuickInput, editorWith, quickInputValue, quickPickRows, QUICK_INPUT_BOX } from './ui';
import { activateExtension, closeAllEditors, dismissQuickInput, eventually, invokeTool, resetSettings, setSetting } from './util';

const KEY = 'test-key-Zq8Hv2Lm5';
// Public IP literals: Gemini (here: the fake) "retrieves" them through urlContext; nothing connects to them.
const ZH_ONE = 'http://93.184.215.14/zh/one';
const ZH_TWO = 'http://93.184.215.14/zh/two';

describe('Gemini: API key commands, tool answer, cited preview', () => {
  let pages: TestServer;
  let gemini: TestServer;
  let answer: FakeAnswer;
  const geminiCalls = () => gemini.hits.filter((h) => h.method === 'POST').length;

  before(async () => {
    await activateExtension();
    await closeAllEditors();
    await resetSettings();
    pages = await startPages();
    gemini = await startFakeGemini(() => answer);
  });
  beforeEach(async () => {
    await resetSettings();
    await setSetting('webFetch', 'gemini.baseUrl', gemini.url);
  });
  afterEach(() => dismissQuickInput());
  after(async () => {
    await vscode.commands.executeCommand('webFetch.clearGeminiApiKey');
    await resetSettings();
    await closeAllEditors();
    await pages.close();
    await gemini.close();
  });

  it('"Set Gemini API Key" stores the key in secret storage (not in settings) and the tool then uses Gemini', async () => {
    const stored = vscode.commands.executeCommand('webFetch.setGeminiApiKey');
    await quickInputValue();
    await click(QUICK_INPUT_BOX); // the password box, as a person would
    await typeText(KEY);
    assert.equal(await quickInputValue(KEY), KEY, 'the key was typed into the box');
    await press('Enter');
    await stored;
    for (const section of ['webFetch', 'http']) {
      assert.doesNotMatch(JSON.stringify(vscode.workspace.getConfiguration(section)), new RegExp(KEY));
    }
    await vscode.commands.executeCommand('webFetch.showLog');
    const log = await eventually('the Web Fetch log as a document', () =>
      vscode.workspace.textDocuments.find((d) => /Web Fetch/.test(decodeURIComponent(d.uri.toString())) && d.getText().includes('secret storage')));
    assert.match(log.getText(), /Gemini API key stored in secret storage/);
    assert.doesNotMatch(log.getText(), new RegExp(KEY), 'the key is not in the log');
    await vscode.commands.executeCommand('workbench.action.closePanel');
    answer = { text: 'The alpha page gives the secret word PINEAPPLE [1].', chunks: [], supports: [] };
    const text = await invokeTool(`What is the secret word on ${pages.url}/alpha ?`);
    const call = gemini.hits.at(-1)!;
    assert.equal(call.headers['x-goog-api-key'], KEY);
    assert.match(call.url, /models\/gemini-2\.5-flash:generateContent/);
    assert.match(call.body, /PINEAPPLE/, 'the private page was read here and given to Gemini as text');
    assert.doesNotMatch(call.body, /127\.0\.0\.1/, 'the private address itself is not sent');
    assert.match(text, /^Answer \(route: gemini/);
    assert.match(text, /PINEAPPLE \[1\]/);
    assert.match(text, /Sources:\n\[1\] Alpha Page — http:\/\/127\.0\.0\.1:\d+\/alpha/);
  });

  it('honours webFetch.gemini.model', async () => {
    await setSetting('webFetch', 'gemini.model', 'gemini-test-model');
    answer = { text: 'Beta says TURQUOISE [1].', chunks: [], supports: [] };
    await invokeTool(`Colour of the day on ${pages.url}/beta ?`);
    assert.match(gemini.hits.at(-1)!.url, /models\/gemini-test-model:generateContent/);
  });

  it('webFetch.engine "direct" fetches without Gemini even with a key', async () => {
    await setSetting('webFetch', 'engine', 'direct');
    const before = geminiCalls();
    const text = await invokeTool(`Read ${pages.url}/gamma`);
    assert.equal(geminiCalls(), before);
    assert.match(text, /^Page contents \(route: direct\)/);
    assert.match(text, /FORTY-TWO/);
  });

  it('"Ask about URL" shows a cited Chinese answer: each [n] after its sentence, linked to its source', async () => {
    const s1 = '第一页说今天的关键词是菠萝。';
    const s2 = '第二页说缓存每天过期一次。';
    answer = {
      text: `${s1}${s2}`,
      chunks: [{ uri: ZH_ONE, title: '页面一' }, { uri: ZH_TWO, title: '页面二' }],
      supports: [{ segmentText: s1, chunks: [0] }, { segmentText: s2, chunks: [1] }],
    };
    // should anything fall back to fetching the public addresses, it reaches this local proxy, not the internet
    const guard = await startProxy();
    await setSetting('http', 'proxy', guard.url);
    const question = `请总结这两个页面：${ZH_ONE} 和 ${ZH_TWO}`;
    await editorWith(`${question}\n`, { from: question });
    const flow = vscode.commands.executeCommand<vscode.Uri | undefined>('webFetch.askAboutUrl');
    assert.equal(await quickInputValue(question), question);
    await acceptQuickInput();
    const rows = await quickPickRows(ZH_ONE, ZH_TWO);
    assert.ok(rows.every((r) => !/private/.test(r)), 'public addresses are not flagged private');
    await acceptQuickInput();
    const uri = await flow;
    await guard.close();
    assert.deepEqual(guard.hits.filter((h) => h.url.includes('93.184.215.14')), [], 'nothing fetched the public pages directly');
    assert.ok(uri);
    const md = (await vscode.workspace.openTextDocument(uri)).getText();
    assert.match(md, /## Answer \(Gemini\)/);
    // the markers sit right after the sentences they support, as links to the sources
    assert.ok(md.includes(`${s1}[\\[1\\]](${ZH_ONE}`), md);
    assert.ok(md.includes(`${s2}[\\[2\\]](${ZH_TWO}`), md);
    assert.match(md, /## Sources\n\n1\. \[页面一\]/);
    assert.equal(md.match(/Sources\*{0,2}\n/g)?.length, 1, 'one Sources section');

    const view = await frameLinks('Sources');
    assert.ok(view.seen, 'the preview webview rendered');
    const t = view.text;
    assert.ok(t.indexOf(`${s1}[1]`) >= 0, `"[1]" follows the first sentence in: ${t.slice(0, 400)}`);
    assert.ok(t.indexOf(`${s2}[2]`) > t.indexOf(`${s1}[1]`), 'the second citation follows the second sentence');
    const href = (l: { href: string; dataHref: string }) => l.href + ' ' + l.dataHref;
    assert.ok(view.links.some((l) => l.text === '[1]' && href(l).includes(ZH_ONE)), JSON.stringify(view.links));
    assert.ok(view.links.some((l) => l.text === '[2]' && href(l).includes(ZH_TWO)), JSON.stringify(view.links));
    assert.match(t, /Sources[\s\S]*页面一[\s\S]*read by Gemini[\s\S]*页面二/);
    assert.match(t, /Fetch report/);
    await vscode.commands.executeCommand('workbench.action.closeSidebar'); // room for the preview in the picture
    await shot('preview-cited', 'Sources');
    await vscode.commands.executeCommand('workbench.action.toggleSidebarVisibility');
  });

  it('"Clear Gemini API Key" removes the key: the next run does not call Gemini', async () => {
    await vscode.commands.executeCommand('webFetch.clearGeminiApiKey');
    const before = geminiCalls();
    const text = await invokeTool(`Read ${pages.url}/alpha`);
    assert.equal(geminiCalls(), before);
    assert.match(text, /^Page contents \(route: direct\)/);
  });
});
