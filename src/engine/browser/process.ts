// One headless browser process, started on the first page that needs it, shared by the pages of a run and
// closed when idle. It gets a new empty profile directory (no cookies, no extensions, no logged-in sessions),
// removed when the browser closes, and flags for a closed network: its own DNS answers nothing, QUIC and
// background services are off, and its default proxy refuses everything (each page's context gets its own
// gatekeeper, see gatekeeper.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { CdpConnection } from './cdp';

export interface BrowserProcess {
  readonly cdp: CdpConnection;
  readonly pid: number | undefined;
  readonly executable: string;
  /** Browser product and version, e.g. "HeadlessChrome/156.0.8078.79". */
  readonly product: string;
  readonly userAgent: string;
  /** The temporary profile directory (removed when the browser closes). */
  readonly userDataDir: string;
  readonly closed: boolean;
  /** Keep the Node process alive while pages are open (true) or let it exit (false). */
  hold(on: boolean): void;
  close(): Promise<void>;
  /**
   * End the browser at once, without asking it over DevTools: SIGKILL to its process group (POSIX: the browser leads
   * a group of its own, so its renderers, GPU and utility processes go with it in one system call). No page runs
   * another instruction once the signal is delivered; the profile is removed after the exit.
   */
  kill(): void;
}

/** Flags for a headless browser that reaches the network only through the engine's gatekeepers. */
export function browserArgs(userDataDir: string, denyProxy: string): string[] {
  return [
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${userDataDir}`,
    // The sandbox stays on for a normal user; Chromium refuses to start as root without this flag.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-breakpad',
    '--disable-client-side-phishing-detection',
    '--disable-domain-reliability',
    '--disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,DialMediaRouteProvider',
    '--metrics-recording-only',
    '--password-store=basic',
    '--use-mock-keychain',
    '--mute-audio',
    '--hide-scrollbars',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    // No name resolves inside the browser: it cannot go around the proxy, and it never resolves for itself.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    // Contexts without their own proxy (the default one: background requests) go nowhere.
    `--proxy-server=${denyProxy}`,
    '--proxy-bypass-list=<-loopback>',
    '--js-flags=--max-old-space-size=512',
    '--window-size=1280,1600',
    'about:blank',
  ];
}

/** A proxy that refuses every request: where the browser's default context sends its traffic. */
async function startDenyProxy(): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.writeHead(403).end());
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  server.on('connection', (s) => s.on('error', () => undefined));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  return server;
}

/** The browser runs in a process group of its own (not on Windows, where detached means a console of its own). */
const GROUP = process.platform !== 'win32';

/**
 * How to end a browser with every process it started, besides killing the browser itself: on Windows, where there
 * are no process groups, `taskkill /T` walks the tree (renderers, GPU and utility processes); elsewhere SIGKILL to
 * the process group is enough (null).
 */
export function treeKillCommand(pid: number, platform: NodeJS.Platform = process.platform): [string, string[]] | null {
  return platform === 'win32' ? ['taskkill', ['/PID', String(pid), '/T', '/F']] : null;
}

/** SIGKILL to the browser and, on POSIX, its whole process group; on Windows its whole process tree. */
function killTree(child: ChildProcess): void {
  if (GROUP && child.pid) {
    try {
      process.kill(-child.pid, 'SIGKILL');
      return;
    } catch {
      // no such group (already gone, or the browser left it): the process itself
    }
  }
  const tree = child.pid ? treeKillCommand(child.pid) : null;
  if (tree) {
    // the tree is walked from the browser down, so the browser itself is killed after taskkill has seen it
    try {
      const tk = spawn(tree[0], tree[1], { stdio: 'ignore', windowsHide: true });
      const after = () => child.kill('SIGKILL');
      tk.once('exit', after);
      tk.once('error', after);
      return;
    } catch {
      // no taskkill: the browser itself
    }
  }
  child.kill('SIGKILL');
}

/** Start the browser and wait until it answers on its DevTools pipe. */
export async function launchBrowser(executable: string, opts: { signal?: AbortSignal; timeoutMs: number }): Promise<BrowserProcess> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fetch-browser-'));
  const deny = await startDenyProxy();
  const denyUrl = `http://127.0.0.1:${(deny.address() as AddressInfo).port}`;
  let child: ChildProcess;
  try {
    child = spawn(executable, browserArgs(userDataDir, denyUrl), {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      windowsHide: true,
      // Its own process group (POSIX), so a cancel can kill the browser with every process it started at once. If
      // this Node process dies without its exit handler, the browser still ends: it exits when its DevTools pipe closes.
      detached: GROUP,
    });
  } catch (e) {
    deny.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw e;
  }
  const out = child.stdio[3] as Writable;
  const input = child.stdio[4] as Readable;
  const cdp = new CdpConnection(out, input);
  let closed = false;
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this Node process ends first, the browser and its profile must not outlive it.
  const onExit = () => {
    if (!exited) killTree(child);
    try {
      fs.rmSync(userDataDir, { recursive: true, force: true });
    } catch {
      // best effort at exit
    }
  };
  process.once('exit', onExit);
  let removed: Promise<void> = Promise.resolve();
  const cleanup = () => {
    exited = true;
    closed = true;
    process.removeListener('exit', onExit);
    cdp.dispose();
    deny.close();
    // Chromium may still be writing its profile for a moment after exit.
    removed = fs.promises.rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
  };
  child.once('exit', cleanup);
  const spawnError = new Promise<never>((_, reject) => child.once('error', (e) => reject(e)));

  const hold = (on: boolean) => {
    for (const s of [child, out, input] as { ref?: () => void; unref?: () => void }[]) {
      if (on) s.ref?.();
      else s.unref?.();
    }
  };

  let version: { product?: string; userAgent?: string };
  const timer = new Promise<never>((_, reject) => {
    const t = setTimeout(() => reject(new Error(`the browser did not start within ${Math.round(opts.timeoutMs / 1000)} s`)), opts.timeoutMs);
    t.unref();
    opts.signal?.addEventListener('abort', () => reject(opts.signal!.reason), { once: true });
  });
  try {
    version = await Promise.race([cdp.send<{ product: string; userAgent: string }>('Browser.getVersion'), spawnError, timer]);
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'deny' });
    // Pop-ups and other new windows: closed as soon as they appear (see render.ts for the per-page side).
    await cdp.send('Target.setDiscoverTargets', { discover: true });
  } catch (e) {
    killTree(child);
    await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 2000).unref())]);
    if (!exited) cleanup();
    throw e;
  }

  return {
    cdp,
    pid: child.pid,
    executable,
    product: String(version.product ?? ''),
    userAgent: String(version.userAgent ?? ''),
    userDataDir,
    get closed() {
      return closed || cdp.closed;
    },
    hold,
    kill() {
      if (exited) return;
      closed = true;
      killTree(child);
    },
    async close() {
      if (!exited) {
        closed = true;
        cdp.send('Browser.close').catch(() => undefined);
        const killer = setTimeout(() => killTree(child), 2000);
        await exitedPromise;
        clearTimeout(killer);
      }
      await removed;
    },
  };
}
