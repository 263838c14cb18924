import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startPages, type TestServer } from './servers';
import { activateExtension, invokeTool, resetSettings, setSetting } from './util';

describe('response cache: reuse, "Clear Cache", and the TTL setting', () => {
  let pages: TestServer;
  const hits = (path: string) => pages.hits.filter((h) => h.url === path).length;

  before(async () => {
    await activateExtension();
    pages = await startPages();
  });
  after(async () => {
    await resetSettings();
    await pages.close();
  });
  afterEach(() => resetSettings());

  it('a repeat is served from the cache; after "Web Fetch: Clear Cache" the page is fetched again', async () => {
    await vscode.commands.executeCommand('webFetch.clearCache');
    const first = await invokeTool(`What is the secret word on ${pages.url}/alpha ?`);
    assert.match(first, /PINEAPPLE/);
    assert.equal(hits('/alpha'), 1);
    const second = await invokeTool(`Once more: ${pages.url}/alpha`);
    assert.match(second, /PINEAPPLE/, 'the cached page has the same content');
    assert.equal(hits('/alpha'), 1, 'the repeat sent no request');
    await vscode.commands.executeCommand('webFetch.clearCache');
    await invokeTool(`And again: ${pages.url}/alpha`);
    assert.equal(hits('/alpha'), 2, 'after Clear Cache the page is fetched again');
  });

  it('webFetch.cacheTtlMinutes = 0 turns the cache off', async () => {
    await vscode.commands.executeCommand('webFetch.clearCache');
    await setSetting('webFetch', 'cacheTtlMinutes', 0);
    const before = hits('/beta');
    await invokeTool(`Read ${pages.url}/beta`);
    await invokeTool(`Read ${pages.url}/beta again`);
    assert.equal(hits('/beta') - before, 2, 'each request reached the server');
  });
});
