// A minimal Chrome DevTools Protocol client over --remote-debugging-pipe: the browser reads commands on its fd 3
// and writes replies and events on its fd 4, each message one JSON text ended by a NUL byte. Written by hand
// instead of bundling playwright-core or puppeteer-core (several MB against a 2.5 MB .vsix budget, and both
// reach for browser downloads): the engine needs a dozen commands, flat sessions and events, nothing more.
// No WebSocket and no debugging port: nothing else on the machine can drive this browser.
import type { Readable, Writable } from 'node:stream';

export type CdpParams = Record<string, unknown>;
export interface CdpEvent {
  method: string;
  params: CdpParams;
  sessionId?: string;
}

interface Pending {
  resolve: (v: CdpParams) => void;
  reject: (e: Error) => void;
  method: string;
}

/** A reply larger than this closes the connection (a page's HTML is capped well below it). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

export class CdpError extends Error {
  constructor(
    readonly method: string,
    message: string,
  ) {
    super(`${method}: ${message}`);
    this.name = 'CdpError';
  }
}

export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(e: CdpEvent) => void>();
  private chunks: Buffer[] = [];
  private size = 0;
  private closedError: Error | undefined;
  private readonly closeListeners = new Set<(e: Error) => void>();

  constructor(
    private readonly out: Writable,
    private readonly input: Readable,
  ) {
    input.on('data', (d: Buffer) => this.onData(d));
    input.on('error', (e) => this.fail(e));
    input.on('close', () => this.fail(new Error('The browser closed its DevTools pipe.')));
    out.on('error', (e) => this.fail(e));
  }

  get closed(): boolean {
    return this.closedError !== undefined;
  }

  private onData(d: Buffer): void {
    let start = 0;
    for (;;) {
      const nul = d.indexOf(0, start);
      if (nul < 0) break;
      const part = d.subarray(start, nul);
      const whole = this.chunks.length ? Buffer.concat([...this.chunks, part], this.size + part.length) : part;
      this.chunks = [];
      this.size = 0;
      start = nul + 1;
      this.dispatch(whole.toString('utf8'));
    }
    if (start < d.length) {
      const rest = d.subarray(start);
      this.size += rest.length;
      if (this.size > MAX_MESSAGE_BYTES) return this.fail(new Error('A DevTools message exceeded the size limit.'));
      this.chunks.push(Buffer.from(rest));
    }
  }

  private dispatch(text: string): void {
    let msg: { id?: number; result?: CdpParams; error?: { message?: string }; method?: string; params?: CdpParams; sessionId?: string };
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof msg.id === 'number') {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error) p.reject(new CdpError(p.method, msg.error.message ?? 'failed'));
      else p.resolve(msg.result ?? {});
    } else if (typeof msg.method === 'string') {
      const e: CdpEvent = { method: msg.method, params: msg.params ?? {}, sessionId: msg.sessionId };
      for (const l of this.listeners) {
        try {
          l(e);
        } catch {
          // a listener's bug must not break the connection
        }
      }
    }
  }

  private fail(e: Error): void {
    if (this.closedError) return;
    this.closedError = e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
    for (const l of this.closeListeners) l(e);
  }

  /** Send one command (to a page when `sessionId` is given) and wait for its reply. */
  send<T extends CdpParams = CdpParams>(method: string, params: CdpParams = {}, sessionId?: string): Promise<T> {
    if (this.closedError) return Promise.reject(this.closedError);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: CdpParams) => void, reject, method });
      this.out.write(JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params }) + '\0');
    });
  }

  /** Subscribe to every event; returns the unsubscribe function. */
  onEvent(listener: (e: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onClose(listener: (e: Error) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Stop reading and reject whatever is pending. */
  dispose(): void {
    this.fail(new Error('The DevTools connection was closed.'));
    this.input.destroy();
    this.out.destroy();
  }
}
