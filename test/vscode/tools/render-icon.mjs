// Renders media/icon.svg to media/icon.png (128×128) with the test environment's chromium.
// Run after test/vscode/setup.sh: node test/vscode/tools/render-icon.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const prefix = process.env.WEB_FETCH_VSC_CACHE || path.join(os.homedir(), '.cache/web-fetch-vsc');
const { chromium } = createRequire(path.join(prefix, 'runner/package.json'))('playwright-core');
const svg = fs.readFileSync(path.join(root, 'media/icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('width="256" height="256"', 'width="128" height="128"')}</body></html>`);
  await page.screenshot({ path: path.join(root, 'media/icon.png'), omitBackground: true, clip: { x: 0, y: 0, width: 128, height: 128 } });
} finally {
  await browser.close();
}
console.log('media/icon.png written');
