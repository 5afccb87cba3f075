import type { EncodeResult, ShareState } from '../../core/share/index.ts';
import type { LinkReply, LinkRequest } from './link-worker.ts';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (encoded: EncodeResult) => void>();

/** Encodes a permalink in a Web Worker (started on first use) and calls `done` with the result. */
export function encodeInWorker(state: ShareState, done: (encoded: EncodeResult) => void): void {
  if (!worker) {
    worker = new Worker(new URL('./link-worker.ts', import.meta.url), { type: 'module', name: 'permalink' });
    worker.onmessage = (event: MessageEvent<LinkReply>) => {
      waiting.get(event.data.id)?.(event.data.encoded);
      waiting.delete(event.data.id);
    };
  }
  const id = ++nextId;
  waiting.set(id, done);
  worker.postMessage({ id, state } satisfies LinkRequest);
}
