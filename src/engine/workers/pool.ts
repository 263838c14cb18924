// A small pool of child processes that convert received pages (decode, JSON, PDF, HTML extraction), so that no page
// can block, exhaust or crash the process that runs the engine (the VS Code extension host, the CLI). Each child runs
// with a V8 heap limit; a task has a time limit; cancel and the limit kill the child that runs the task (a
// replacement starts on demand). Children start lazily and stop after a short idle time; an idle child never keeps
// the process alive.
//
// Why processes and not worker threads: a worker thread that reaches its resourceLimits is meant to end alone, but
// V8 can still abort the whole process ("Reached heap limit", nodejs/node#47224: it depends on the shape of the
// allocation, and a worker torn down with a full heap aborts in FreeEnvironment). A page must never take the
// extension host down, so the limit is a process boundary. A child is also stopped at once (SIGKILL), where a
// thread deep in garbage collection took seconds to terminate.
//
// Time rule (see fetch's use in direct.ts): a URL's deadline bounds its download. A page received in full is then
// converted within what is left of that deadline (at least CONVERT_MIN_MS, for a page that arrived right at it),
// counted from the moment it was received, queue wait included, so heavy pages cannot hold a prompt past its
// deadline. The only extension is the time a page waited for a worker that was still starting (at most
// COLD_START_ALLOWANCE_MS for the pool's first worker, WAIT_ALLOWANCE_MS for a replacement). Within its time, a page that reached a worker gets at least CONVERT_MIN_MS of conversion. A page
// that runs out of time here is CONVERSION_LIMIT ("received in full, but…"), never TIMEOUT: TIMEOUT is kept for the
// network.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { EngineError, nullLogger, type Logger } from '../types';
import { convertBody, fromWire, selectSections, type ConvertInput, type ConvertOutput, type SelectInput } from './convert';
import type { Selection } from '../content/relevance';
import type { ReplyMessage, TaskMessage } from './convert-worker';

/** A received page always gets at least this long to convert, even when it arrived right at its deadline. */
export const CONVERT_MIN_MS = 1000;

/** A queued page's clock stops while a worker is starting (and it waits while the converter is moving), at most this long in all. */
const WAIT_ALLOWANCE_MS = 1500;

/** The pool's first worker (a cold start: loading the code from disk, a busy machine) may take up to this long. */
const COLD_START_ALLOWANCE_MS = 10_000;

export interface ConvertTask {
  /** Time allowed from now (queue wait and conversion). */
  limitMs: number;
  signal?: AbortSignal;
}

/** Converts received bodies: the pool (child processes) or, as the reference, the calling thread. */
export interface Converter {
  convert(input: ConvertInput, task: ConvertTask): Promise<ConvertOutput>;
  /** A converted page's relevant sections within its share (null: relevance cannot help; cut the head). */
  select?(input: SelectInput, url: string, task: ConvertTask): Promise<Selection | null>;
  /** A hint that pages are on their way (start a worker while the network works). */
  warm?(): void;
  /** A run was cancelled: stop the workers that have nothing to do, unless pages wait for them. */
  trim?(): void;
}

export interface PoolOptions {
  /** Converter processes at most (default: the machine's cores less one, 1 to 4). */
  size?: number;
  /** A worker with nothing to do stops after this long (default 15 s: an agent's next call within it starts no process). */
  idleMs?: number;
  /** V8 old-generation heap of each converter process (default 160 MB): a page needing more is CONVERSION_LIMIT. */
  maxOldGenerationSizeMb?: number;
  /** V8 young-generation heap of each converter process (default 16 MB; V8 is given a third of it per semi-space). */
  maxYoungGenerationSizeMb?: number;
  logger?: Logger;
  /** The worker script (default: convert-worker.js next to this bundle, or the .ts entry when running from source). */
  workerFile?: string;
}

export const POOL_DEFAULTS = {
  idleMs: 15_000,
  maxOldGenerationSizeMb: 160,
  maxYoungGenerationSizeMb: 16,
} as const;

/** Workers for this machine: leave one core to the host thread; at least 1, at most 4. */
export function defaultPoolSize(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores - 1));
}

export interface PoolStats {
  /** Converter processes alive (started and not yet exited). */
  workers: number;
  /** Tasks being converted. */
  busy: number;
  /** Tasks waiting for a worker. */
  queued: number;
  /** Workers started since the pool was made. */
  started: number;
  /** Workers killed by cancel or a time limit (not those that ran out of memory, stopped idle or were disposed). */
  killed: number;
  /** Tasks a worker answered (conversions and section selections). */
  done: number;
  /** The largest peak resident memory a worker reported after a page (MB; 0 before the first answer). */
  peakWorkerRssMb: number;
}

/** Converts in the calling thread (the old way): the benchmarks' reference, and the fallback without a worker file. */
export const inlineConverter: Converter = {
  convert(input, task) {
    return convertBody({ ...input, pdfTimeoutMs: input.pdfTimeoutMs ?? task.limitMs }, task.signal);
  },
  async select(input) {
    return selectSections(input);
  },
};

/** What a worker does: convert a received body, or select a converted page's sections. */
type Job = { input: ConvertInput } | { select: SelectInput };

function runInline(job: Job, url: string, task: ConvertTask): Promise<unknown> {
  return 'select' in job ? inlineConverter.select!(job.select, url, task) : inlineConverter.convert(job.input, task);
}

interface Pending {
  id: number;
  job: Job;
  url: string;
  receivedAt: number;
  /** When a worker took it. */
  startedAt?: number;
  limitMs: number;
  signal?: AbortSignal;
  slot?: Slot;
  settled: boolean;
  resolve(out: unknown): void;
  reject(e: unknown): void;
  cleanup(): void;
}

interface Slot {
  child: ChildProcess;
  /** The child's code is loaded (its first message): only then is a task handed over, so a slow start is queue time. */
  ready: boolean;
  task?: Pending;
  idle?: NodeJS.Timeout;
  /** Killed or exited: never given another task. */
  gone: boolean;
  /** The end of the child's stderr (V8 writes "heap out of memory" there before it aborts). */
  stderr: string;
  /** Stopped by the pool (cancel, limit, idle, dispose), not by itself. */
  killed?: boolean;
}

type Spawn = (execArgv: string[]) => ChildProcess;

/** The child's environment: the host's, without NODE_OPTIONS (an --inspect or a heap flag meant for the host). */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  // Inside VS Code (Electron), process.execPath is the editor's binary: run it as plain Node.
  if (process.versions.electron) env.ELECTRON_RUN_AS_NODE = '1';
  return env;
}

/**
 * How to start a converter: dist/convert-worker.js next to the running bundle (engine.js, cli.js); from source (tests,
 * benchmarks under tsx) the TypeScript entry through tsx's require hook. Undefined when neither is there.
 */
function findWorkerEntry(file?: string): Spawn | undefined {
  const options = (execArgv: string[]) => ({
    execArgv,
    env: childEnv(),
    serialization: 'advanced' as const,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'] as ('ignore' | 'pipe' | 'ipc')[],
    windowsHide: true,
  });
  const built = file ?? path.join(__dirname, 'convert-worker.js');
  if (existsSync(built)) return (argv) => fork(built, [], options(argv));
  const source = path.join(__dirname, 'convert-worker.ts');
  if (existsSync(source)) {
    const hook = 'tsx/cjs'; // a variable, so bundlers leave it alone: only ever used when running from source
    let hookPath: string;
    try {
      hookPath = require.resolve(hook);
    } catch {
      return undefined;
    }
    return (argv) => fork(source, [], options([...argv, '--require', hookPath]));
  }
  return undefined;
}

/** V8 aborted the child for want of heap (its own message on stderr, or the abort signal/exit code it leaves). */
function outOfMemory(stderr: string, code: number | null, signal: NodeJS.Signals | null): boolean {
  return /heap out of memory|Reached heap limit|Allocation failed/i.test(stderr) || signal === 'SIGABRT' || code === 134;
}

export class ConvertPool implements Converter {
  readonly size: number;
  private readonly idleMs: number;
  private readonly limits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  private readonly log: Logger;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private started = 0;
  private killed = 0;
  private peakRssKb = 0;
  private done = 0;
  /** Some worker has loaded its code (later starts are replacements, with the code in the disk cache). */
  private everReady = false;
  private disposed = false;
  private spawn: Spawn | undefined | null = null; // null: not looked up yet
  private readonly workerFile: string | undefined;
  /** One promise per converter process started and not yet exited (its size is the count alive). */
  private readonly exits = new Set<Promise<void>>();

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.idleMs = options.idleMs ?? POOL_DEFAULTS.idleMs;
    this.limits = {
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? POOL_DEFAULTS.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? POOL_DEFAULTS.maxYoungGenerationSizeMb,
    };
    this.log = options.logger ?? nullLogger;
    this.workerFile = options.workerFile;
  }

  /** Start a worker ahead of the first page, unless one is running or starting. */
  warm(): void {
    if (!this.disposed && this.slots.length === 0 && this.entry()) this.start();
  }

  /** How to start a worker, looked up once; undefined (with a warning) when the installation lacks the worker file. */
  private entry(): Spawn | undefined {
    if (this.spawn === null) {
      this.spawn = findWorkerEntry(this.workerFile);
      if (!this.spawn) this.log.warn('convert-worker.js is missing from this installation: pages are converted on the main thread.');
    }
    return this.spawn;
  }

  /** Some page being converted started less than CONVERT_MIN_MS ago: nothing heavy holds the workers. */
  private moving(): boolean {
    const now = performance.now();
    return this.slots.some((s) => s.task?.startedAt !== undefined && now - s.task.startedAt < CONVERT_MIN_MS);
  }

  /** A worker is starting (its code not yet loaded). */
  private starting(): boolean {
    return this.slots.some((s) => !s.ready && !s.gone);
  }

  stats(): PoolStats {
    return {
      workers: this.exits.size,
      busy: this.slots.filter((s) => s.task).length,
      queued: this.queue.length,
      started: this.started,
      killed: this.killed,
      done: this.done,
      peakWorkerRssMb: this.peakRssKb / 1024,
    };
  }

  convert(input: ConvertInput, task: ConvertTask): Promise<ConvertOutput> {
    return this.run({ input }, input.url, task) as Promise<ConvertOutput>;
  }

  select(input: SelectInput, url: string, task: ConvertTask): Promise<Selection | null> {
    return this.run({ select: input }, url, task) as Promise<Selection | null>;
  }

  private run(job: Job, url: string, task: ConvertTask): Promise<unknown> {
    if (this.disposed) return Promise.reject(new EngineError('ABORTED', 'The page converter was shut down.'));
    if (task.signal?.aborted) return Promise.reject(task.signal.reason);
    if (!this.entry()) return runInline(job, url, task);
    return new Promise<unknown>((resolve, reject) => {
      const signal = task.signal;
      const onAbort = () => this.fail(p, signal!.reason);
      let timer = setTimeout(onLimit, Math.max(1, task.limitMs));
      let paused = 0;
      let startWait = 0;
      // The clock runs from receipt, queue wait included (see the rule at the top). The hard end is what is left of
      // the deadline, but at least CONVERT_MIN_MS, plus the time the page waited for a worker that was starting;
      // before it, a queued page waits while the pages ahead are still within their CONVERT_MIN_MS (the converter
      // is moving), and a page that reached a worker gets at least CONVERT_MIN_MS of conversion. At the hard end
      // the page is CONVERSION_LIMIT, whatever it waits for: the run keeps its deadline.
      function onLimit(): void {
        if (!p.slot && pool.starting() && paused < (pool.everReady ? WAIT_ALLOWANCE_MS : COLD_START_ALLOWANCE_MS)) {
          paused += 50;
          startWait += 50;
          timer = setTimeout(onLimit, 50);
          return;
        }
        const left = p.receivedAt + Math.max(task.limitMs, CONVERT_MIN_MS) + startWait - performance.now();
        if (left > 0) {
          if (!p.slot && pool.moving() && paused < WAIT_ALLOWANCE_MS) {
            paused += 50;
            timer = setTimeout(onLimit, Math.min(50, left));
            return;
          }
          const ran = p.slot && p.startedAt !== undefined ? performance.now() - p.startedAt : Infinity;
          if (ran < CONVERT_MIN_MS) {
            timer = setTimeout(onLimit, Math.min(CONVERT_MIN_MS - ran, left));
            return;
          }
        }
        pool.overLimit(p);
      }
      const pool = this;
      const p: Pending = {
        id: this.nextId++,
        job,
        url,
        receivedAt: performance.now(),
        limitMs: task.limitMs,
        signal,
        settled: false,
        resolve,
        reject,
        cleanup: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(p);
      this.pump();
    });
  }

  /** Stop the workers that have nothing to do (idle, or still starting) when no page waits for one. */
  trim(): void {
    if (this.queue.length > 0) return;
    for (const s of [...this.slots]) if (!s.task) this.kill(s, false);
  }

  /** Stop every worker and refuse what is queued. Resolves when every converter process has exited. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const p of [...this.queue]) this.fail(p, new EngineError('ABORTED', 'The page converter was shut down.'));
    for (const s of [...this.slots]) {
      if (s.task) this.fail(s.task, new EngineError('ABORTED', 'The page converter was shut down.'));
      else this.kill(s, false);
    }
    await Promise.all([...this.exits]);
  }

  // ------------------------------------------------------------------------------------------------ internals
  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && !s.task && !s.gone);
      if (slot) {
        this.assign(slot, this.queue.shift()!);
        continue;
      }
      // Start workers for what waits (up to the size); a task goes to the first that is ready.
      const starting = this.slots.filter((s) => !s.ready).length;
      if (this.slots.length >= this.size || starting >= this.queue.length || !this.start()) return;
    }
  }

  private start(): Slot | undefined {
    const semi = Math.max(1, Math.round(this.limits.maxYoungGenerationSizeMb / 3));
    let child: ChildProcess;
    try {
      child = this.spawn!([`--max-old-space-size=${this.limits.maxOldGenerationSizeMb}`, `--max-semi-space-size=${semi}`]);
    } catch (e) {
      this.startFailed((e as Error).message);
      return undefined;
    }
    this.started++;
    if (this.started === 1) this.log.debug(`page converter: ${this.size} process(es) at most, ${this.limits.maxOldGenerationSizeMb} MB heap each`);
    const slot: Slot = { child, ready: false, gone: false, stderr: '' };
    this.slots.push(slot);
    this.hold(slot, false);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      slot.stderr = (slot.stderr + d).slice(-4096);
    });
    child.on('message', (m: ReplyMessage) => this.reply(slot, m));
    let resolveExit!: () => void;
    const exited = new Promise<void>((resolve) => (resolveExit = resolve));
    this.exits.add(exited);
    const end = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      if (!this.exits.delete(exited)) return; // ended already ('error' and 'exit' may both come)
      const p = slot.task;
      const came = slot.ready;
      const killed = slot.killed === true;
      this.drop(slot);
      const why = error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`;
      if (p) {
        if (outOfMemory(slot.stderr, code, signal)) {
          this.fail(
            p,
            new EngineError('CONVERSION_LIMIT', `${p.url} was received in full but converting it needed more than the ${this.limits.maxOldGenerationSizeMb} MB of memory a page may use, so it was stopped.`),
          );
        } else {
          this.fail(p, new EngineError('DECODE_FAILED', `${p.url} could not be converted: the converter process stopped (${why}).`));
        }
      }
      if (!came && !killed && !this.disposed) this.startFailed(why);
      resolveExit();
      this.pump();
    };
    child.once('exit', (code, signal) => end(code, signal));
    child.on('error', (e) => {
      // Not started at all (no pid): no 'exit' follows. Otherwise a message could not be sent: stop the child.
      if (child.pid === undefined) end(null, null, e);
      else this.kill(slot, false);
    });
    return slot;
  }

  /**
   * No converter process could be started (the platform refuses to start one, or it died while loading): say so once,
   * and convert on the calling thread from now on, with what waits now, rather than fail every page.
   */
  private startFailed(why: string): void {
    this.log.warn(`Could not start a page converter process (${why}): pages are converted on the main thread.`);
    this.spawn = undefined;
    for (const p of this.queue.splice(0)) {
      runInline(p.job, p.url, { limitMs: p.limitMs, signal: p.signal }).then(
        (out) => this.settle(p, () => p.resolve(out)),
        (e: unknown) => this.settle(p, () => p.reject(e)),
      );
    }
  }

  /** A child in use keeps the process alive until it answers; an idle or dying one does not. */
  private hold(slot: Slot, on: boolean): void {
    const c = slot.child;
    if (on) {
      c.ref();
      c.channel?.ref();
    } else {
      c.unref();
      c.channel?.unref();
    }
    (c.stderr as { unref?(): void } | null)?.unref?.();
  }

  private assign(slot: Slot, p: Pending): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.task = p;
    p.slot = slot;
    p.startedAt = performance.now();
    this.hold(slot, true);
    let msg: TaskMessage;
    if ('select' in p.job) msg = { id: p.id, select: p.job.select };
    else {
      const { pdfTimeoutMs: _, ...input } = p.job.input;
      msg = { id: p.id, input };
    }
    const lost = (e: Error) => {
      if (slot.task === p) this.fail(p, new EngineError('DECODE_FAILED', `${p.url} could not be handed to the converter: ${e.message}`));
    };
    try {
      slot.child.send(msg, (e) => e && lost(e));
    } catch (e) {
      lost(e as Error);
    }
  }

  private reply(slot: Slot, m: ReplyMessage): void {
    if ('ready' in m) {
      slot.ready = true;
      this.everReady = true;
      this.release(slot);
      this.pump();
      return;
    }
    this.peakRssKb = Math.max(this.peakRssKb, m.maxRssKb);
    const p = slot.task;
    if (!p || p.id !== m.id) return;
    this.done++;
    slot.task = undefined;
    p.slot = undefined;
    if (m.ok) this.settle(p, () => p.resolve(m.out));
    else this.settle(p, () => p.reject(fromWire(m.error, p.url)));
    this.release(slot);
    this.pump();
  }

  /** A child with nothing to do: no hold on the process, and it stops after idleMs unless work comes. */
  private release(slot: Slot): void {
    if (slot.gone || slot.idle) return;
    this.hold(slot, false);
    if (this.queue.length === 0) {
      slot.idle = setTimeout(() => this.kill(slot, false), this.idleMs);
      slot.idle.unref();
    }
  }

  private settle(p: Pending, how: () => void): void {
    if (p.settled) return;
    p.settled = true;
    p.cleanup();
    how();
  }

  /** End a task with an error: out of the queue, or its worker killed (it may be deep in a conversion). */
  private fail(p: Pending, error: unknown): void {
    if (p.settled) return;
    const q = this.queue.indexOf(p);
    if (q >= 0) this.queue.splice(q, 1);
    const slot = p.slot;
    p.slot = undefined;
    this.settle(p, () => p.reject(error));
    if (slot && slot.task === p) {
      slot.task = undefined;
      this.kill(slot, true);
    }
    this.pump();
  }

  private overLimit(p: Pending): void {
    if (p.settled) return;
    const secs = (ms: number) => `${Math.round(ms / 100) / 10} s`;
    const waited = performance.now() - p.receivedAt;
    const msg = p.slot
      ? `${p.url} was received in full but converting it took longer than the ${secs(p.limitMs)} left of its deadline, so it was stopped.`
      : `${p.url} was received in full but not converted: the converter was busy with other pages for the ${secs(waited)} left of its deadline. Ask for fewer pages at once.`;
    this.fail(p, new EngineError('CONVERSION_LIMIT', msg));
  }

  /** Out of the pool for good: killed (killed counts cancels and limits) or already exited. */
  private kill(slot: Slot, counted: boolean): void {
    if (slot.gone) return;
    if (counted) this.killed++;
    slot.killed = true;
    this.drop(slot);
    // SIGKILL: the child stops at once, whatever it is doing (a thread deep in garbage collection did not). Its
    // process handle stays referenced until the exit is seen, so that dispose() (which waits for it) keeps the
    // process alive that long; the channel holds nothing any more.
    this.hold(slot, false);
    slot.child.ref();
    slot.child.kill('SIGKILL');
  }

  private drop(slot: Slot): void {
    slot.gone = true;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = undefined;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }
}
