// Per-host rate limit: at most N requests to one host name in any 60 s window (a sliding window), shared by every
// run of one engine (createEngine), so a runaway agent loop cannot hammer a site. Requests over the limit wait in a FIFO queue;
// they are never refused. A fresh window admits a burst of N at once, so the ≤ 20 URLs of one prompt on one host
// (N ≥ 20) go out together. Loopback hosts (this machine) are not limited.
import { isLocalhostName } from '../urls/host';
import { isLoopbackAddress } from '../urls/host';

export const RATE_DEFAULTS = {
  perMinute: 60,
  windowMs: 60_000,
} as const;

interface Waiter {
  grant: () => void;
}

interface HostState {
  /** Times (ms) of the requests inside the window, oldest first. */
  times: number[];
  queue: Waiter[];
  timer?: ReturnType<typeof setTimeout>;
}

export interface RateLimiterOptions {
  perMinute?: number;
  windowMs?: number;
  /** Clock in ms (injectable for tests). */
  now?: () => number;
}

export class RateLimiter {
  private readonly hosts = new Map<string, HostState>();
  private perWindow: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions = {}) {
    this.perWindow = Math.max(1, Math.floor(options.perMinute ?? RATE_DEFAULTS.perMinute));
    this.windowMs = options.windowMs ?? RATE_DEFAULTS.windowMs;
    this.now = options.now ?? Date.now;
  }

  configure(options: { perMinute?: number }): void {
    if (options.perMinute !== undefined) this.perWindow = Math.max(1, Math.floor(options.perMinute));
    for (const host of this.hosts.keys()) this.drain(host);
  }

  get limit(): number {
    return this.perWindow;
  }

  /**
   * Wait for a slot for one request to `host`, then count it. Resolves with the time waited (ms).
   * Rejects with the signal's reason when it aborts while waiting (the slot is then not taken).
   */
  async acquire(host: string, signal?: AbortSignal): Promise<number> {
    const key = host.toLowerCase();
    const state = this.state(key);
    this.prune(state);
    if (state.queue.length === 0 && state.times.length < this.perWindow) {
      state.times.push(this.now());
      return 0;
    }
    if (signal?.aborted) throw signal.reason;
    const start = this.now();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const i = state.queue.indexOf(waiter);
        if (i >= 0) state.queue.splice(i, 1);
        this.drain(key);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.queue.push(waiter);
      this.drain(key);
    });
    return this.now() - start;
  }

  /** Count a request that was made without waiting (e.g. a redirect hop): later requests wait for it. */
  record(host: string): void {
    const state = this.state(host.toLowerCase());
    this.prune(state);
    state.times.push(this.now());
  }

  /** Requests waiting for a slot on this host. */
  waiting(host: string): number {
    return this.hosts.get(host.toLowerCase())?.queue.length ?? 0;
  }

  /** Requests counted in the current window for this host. */
  used(host: string): number {
    const state = this.hosts.get(host.toLowerCase());
    if (!state) return 0;
    this.prune(state);
    return state.times.length;
  }

  /** Forget every count and release every waiter (tests, or a settings reset). */
  reset(): void {
    for (const state of this.hosts.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.times = [];
      for (const w of state.queue.splice(0)) w.grant();
    }
    this.hosts.clear();
  }

  private state(key: string): HostState {
    let s = this.hosts.get(key);
    if (!s) {
      if (this.hosts.size >= 512) this.sweep();
      this.hosts.set(key, (s = { times: [], queue: [] }));
    }
    return s;
  }

  /** Forget hosts with nothing in the window and nobody waiting (keeps the map small in long sessions). */
  private sweep(): void {
    for (const [key, state] of this.hosts) {
      this.prune(state);
      if (state.times.length === 0 && state.queue.length === 0) this.hosts.delete(key);
    }
  }

  private prune(state: HostState): void {
    const cutoff = this.now() - this.windowMs;
    let i = 0;
    while (i < state.times.length && state.times[i]! <= cutoff) i++;
    if (i) state.times.splice(0, i);
  }

  /** Grant queued waiters while there is room; otherwise wake up when the oldest request leaves the window. */
  private drain(key: string): void {
    const state = this.hosts.get(key);
    if (!state) return;
    this.prune(state);
    while (state.queue.length && state.times.length < this.perWindow) {
      state.times.push(this.now());
      state.queue.shift()!.grant();
    }
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = undefined;
    }
    if (state.queue.length) {
      const wait = Math.max(1, state.times[0]! + this.windowMs - this.now() + 1);
      state.timer = setTimeout(() => {
        state.timer = undefined;
        this.drain(key);
      }, wait);
    } else if (state.times.length === 0) {
      this.hosts.delete(key);
    }
  }
}

/** Loopback (this machine) is never limited: localhost names and 127.0.0.0/8, ::1 literals. */
export function isRateExempt(host: string): boolean {
  return isLocalhostName(host) || isLoopbackAddress(host);
}

/**
 * Wait for a request slot on `host` in `limiter`, then count the request.
 * Loopback hosts pass at once. Resolves with the time waited in ms; rejects with the signal's reason on abort.
 * The Gemini route calls this once per public URL it hands to urlContext.
 */
export async function acquireRate(host: string, signal: AbortSignal | undefined, limiter: RateLimiter): Promise<number> {
  if (isRateExempt(host)) return 0;
  return limiter.acquire(host, signal);
}
