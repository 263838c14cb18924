// Asks the runner (which watches the page console) to act on the workbench: screenshots, key presses,
// DOM and webview text. Protocol: log "[vsc-drive] ID {json}", the runner writes $VSC_DRIVE_DIR/ID.json.
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

// each suite file bundles its own copy of this module: ids carry a random part so they never repeat
const session = randomUUID().slice(0, 8);
let seq = 0;

async function drive<T>(req: Record<string, unknown>, timeoutMs = 60000): Promise<T> {
  const dir = process.env.VSC_DRIVE_DIR;
  if (!dir) throw new Error('VSC_DRIVE_DIR is not set: run these tests with test/vscode/run.mjs');
  const id = `d${session}-${++seq}`;
  const file = path.join(dir, `${id}.json`);
  console.log(`[vsc-drive] ${id} ${JSON.stringify(req)}`);
  const t0 = Date.now();
  while (!fs.existsSync(file)) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`runner did not answer ${JSON.stringify(req)} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const res = JSON.parse(fs.readFileSync(file, 'utf8')) as T & { error?: string };
  fs.rmSync(file, { force: true });
  if (res.error) throw new Error(`runner: ${res.error}`);
  return res;
}

/** A workbench screenshot, once `waitText` shows in some frame; returns the PNG path. */
export async function shot(name: string, waitText?: string): Promise<string> {
  return (await drive<{ file: string }>({ action: 'shot', name, waitText })).file;
}

/** Playwright key presses, e.g. ['ArrowDown', 'Space', 'Enter']. */
export async function press(...keys: string[]): Promise<void> {
  await drive({ action: 'keys', keys });
}

export async function typeText(text: string): Promise<void> {
  await drive({ action: 'type', text });
}

/** Waits until some frame (workbench or webview) shows `text`; returns that frame's text. */
export async function waitForText(text: string, timeoutMs = 20000): Promise<{ seen: boolean; text: string }> {
  return drive({ action: 'waitText', text, timeoutMs });
}

/** innerText of every element matching `selector` in the workbench page, once one is visible. */
export async function waitForSelector(selector: string, timeoutMs = 15000): Promise<{ seen: boolean; texts: string[] }> {
  return drive({ action: 'waitSelector', selector, timeoutMs });
}

export async function texts(selector: string): Promise<string[]> {
  return (await drive<{ texts?: string[] }>({ action: 'texts', selector })).texts ?? [];
}

/** outerHTML of the first element matching a Playwright selector (to debug selectors). */
export async function html(selector: string, max = 4000): Promise<string> {
  return (await drive<{ html: string }>({ action: 'html', selector, max })).html;
}

/** A real mouse click on the first element matching a Playwright selector. */
export async function click(selector: string, hoverFirst?: string): Promise<void> {
  await drive({ action: 'click', selector, hover: hoverFirst });
}

export interface FrameLink { text: string; href: string; dataHref: string }

/** The links of the frame that shows `contains` (the rendered markdown preview is a webview frame). */
export async function frameLinks(contains: string, timeoutMs = 25000): Promise<{ seen: boolean; links: FrameLink[]; text: string }> {
  return drive({ action: 'links', contains, timeoutMs });
}
