// Per-host concurrency for one run: at most `limit` requests at a time to one host name, the rest queued in order.
// One 'abort' listener for the whole run (not one per queued URL: 17+ URLs on one host used to trip Node's
// MaxListenersExceededWarning on the shared signal); a cancel rejects every queued URL at once.

interface Waiter {
  host: string;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

interface HostState {
  active: number;
  queue: Waiter[];
}

export class HostSlots {
  private readonly hosts = new Map<string, HostState>();
  /** Highest number of holders seen at once on any one host (for benchmarks and tests). */
  peak = 0;
  private readonly onAbort = (): void => {
    const reason = this.signal!.reason;
    for (const state of this.hosts.values()) {
      const queued = state.queue.splice(0);
      for (const w of queued) w.reject(reason);
    }
  };

  constructor(
    private readonly limit: number,
    private readonly signal?: AbortSignal,
  ) {
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Waits for a slot on `host`; resolves with its release function (idempotent). Rejects with the abort reason. */
  async acquire(host: string): Promise<() => void> {
    if (this.signal?.aborted) throw this.signal.reason;
    let state = this.hosts.get(host);
    if (!state) this.hosts.set(host, (state = { active: 0, queue: [] }));
    if (state.active >= this.limit) {
      await new Promise<void>((resolve, reject) => state!.queue.push({ host, resolve, reject }));
    }
    state.active++;
    this.peak = Math.max(this.peak, state.active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state!.active--;
      state!.queue.shift()?.resolve();
    };
  }

  /** Removes the run's abort listener; call once the run is over. */
  dispose(): void {
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}
