// Where the CLI keeps its disk cache: the user's cache directory, per platform conventions.
import os from 'node:os';
import path from 'node:path';

/** $XDG_CACHE_HOME/web-fetch or ~/.cache/web-fetch; %LOCALAPPDATA%\web-fetch\Cache on Windows; ~/Library/Caches/web-fetch on macOS. */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = os.homedir()): string {
  if (platform === 'win32') return path.win32.join(env.LOCALAPPDATA || path.win32.join(home, 'AppData', 'Local'), 'web-fetch', 'Cache');
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return path.join(env.XDG_CACHE_HOME, 'web-fetch');
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'web-fetch');
  return path.join(home, '.cache', 'web-fetch');
}
