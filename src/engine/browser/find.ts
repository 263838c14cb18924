// Finding a Chromium-family browser that is already installed: an explicit path (webFetch.browserPath, --browser)
// or Chrome, Edge and Chromium at their usual places on Linux, macOS and Windows. Nothing is ever downloaded.
import fs from 'node:fs';
import path from 'node:path';

export interface FoundBrowser {
  path: string;
  /** Where it came from: the setting, or the usual install places. */
  source: 'setting' | 'installed';
}

function isExecutable(file: string): boolean {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    if (process.platform === 'win32') return true;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The usual install places for this platform, most common first. */
export function candidatePaths(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string[] {
  if (platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge', 'Google Chrome Beta.app/Contents/MacOS/Google Chrome Beta', 'Brave Browser.app/Contents/MacOS/Brave Browser'];
    const roots = ['/Applications', ...(env.HOME ? [path.join(env.HOME, 'Applications')] : [])];
    return roots.flatMap((r) => apps.map((a) => path.join(r, a)));
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    const rel = ['Google\\Chrome\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe', 'Chromium\\Application\\chrome.exe', 'BraveSoftware\\Brave-Browser\\Application\\brave.exe'];
    return roots.flatMap((r) => rel.map((p) => path.win32.join(r, p)));
  }
  const names = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser', 'microsoft-edge', 'microsoft-edge-stable', 'brave-browser'];
  const dirs = (env.PATH ?? '').split(':').filter(Boolean);
  const fixed = ['/usr/bin', '/usr/local/bin', '/snap/bin', '/opt/google/chrome', '/usr/lib/chromium'];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    for (const d of [...fixed, ...dirs]) {
      const p = path.join(d, n === 'google-chrome' && d === '/opt/google/chrome' ? 'chrome' : n);
      if (!seen.has(p)) {
        seen.add(p);
        out.push(p);
      }
    }
  }
  return out;
}

/**
 * The browser to use: `explicit` when given (it must exist: a wrong setting is reported, never silently replaced),
 * else the first installed one. Undefined when none is found.
 */
export function findBrowser(explicit?: string): FoundBrowser | undefined {
  const wanted = explicit?.trim();
  if (wanted) return isExecutable(wanted) ? { path: wanted, source: 'setting' } : undefined;
  for (const p of candidatePaths()) if (isExecutable(p)) return { path: p, source: 'installed' };
  return undefined;
}
