// Entry of a conversion worker thread (bundled on its own as dist/convert-worker.js; see pool.ts). Converts one
// body per message and answers with the result or the error; the pool terminates the thread on cancel or limit.
import { parentPort } from 'node:worker_threads';
import { convertBody, toWire, type ConvertInput } from './convert';

export interface TaskMessage {
  id: number;
  input: ConvertInput;
}

export type ReplyMessage =
  | { id: number; ok: true; out: import('./convert').ConvertOutput }
  | { id: number; ok: false; error: import('./convert').WireError }
  /** Sent once, when the code is loaded: the pool hands a task only to a worker that is ready. */
  | { ready: true };

const port = parentPort;
if (port) {
  port.on('message', (msg: TaskMessage) => {
    convertBody(msg.input).then(
      (out) => port.postMessage({ id: msg.id, ok: true, out } satisfies ReplyMessage),
      (e: unknown) => port.postMessage({ id: msg.id, ok: false, error: toWire(e) } satisfies ReplyMessage),
    );
  });
  port.postMessage({ ready: true } satisfies ReplyMessage);
}
