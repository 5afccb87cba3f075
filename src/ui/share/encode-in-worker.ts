import type { EncodeResult, ShareState } from '../../core/share/index.ts';
import type { LinkReply, LinkRequest } from './link-worker.ts';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { state: ShareState; done: (encoded: EncodeResult, state: ShareState) => void }>();

/**
 * Encodes a permalink in a Web Worker (started on first use) and calls `done` with the result and
 * the state it encodes. Results arrive in request order.
 */
export function encodeInWorker(state: ShareState, done: (encoded: EncodeResult, state: ShareState) => void): void {
  if (!worker) {
    worker = new Worker(new URL('./link-worker.ts', import.meta.url), { type: 'module', name: 'permalink' });
    worker.onmessage = (event: MessageEvent<LinkReply>) => {
      const job = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      job?.done(event.data.encoded, job.state);
    };
  }
  const id = ++nextId;
  waiting.set(id, { state, done });
  worker.postMessage({ id, state } satisfies LinkRequest);
}
