// Entry of a converter child process (bundled on its own as dist/convert-worker.js; see pool.ts). Converts one body
// per message and answers with the result or the error; the pool kills the process on cancel or limit, and the
// process ends by itself when the pool's side of the channel goes away (the host exited).
import { convertBody, selectSections, toWire, type ConvertInput, type SelectInput } from './convert';

/** Convert a body, or pick a converted page's relevant sections. */
export type TaskMessage = { id: number; input: ConvertInput } | { id: number; select: SelectInput };

export type ReplyMessage =
  /** maxRssKb: the process's peak resident memory so far (the pool reports the largest, for benchmarks and logs). */
  | { id: number; ok: true; out: import('./convert').ConvertOutput | import('../content/relevance').Selection | null; maxRssKb: number }
  | { id: number; ok: false; error: import('./convert').WireError; maxRssKb: number }
  /** Sent once, when the code is loaded: the pool hands a task only to a worker that is ready. */
  | { ready: true };

const send = process.send?.bind(process);
if (send) {
  const reply = (m: ReplyMessage) => send(m);
  process.on('message', (msg: TaskMessage) => {
    const job = 'select' in msg ? Promise.resolve().then(() => selectSections(msg.select)) : convertBody(msg.input);
    job.then(
      (out) => reply({ id: msg.id, ok: true, out, maxRssKb: process.resourceUsage().maxRSS }),
      (e: unknown) => reply({ id: msg.id, ok: false, error: toWire(e), maxRssKb: process.resourceUsage().maxRSS }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  reply({ ready: true });
}
