/// <reference lib="webworker" />
import { encodeShareLink, type EncodeResult, type ShareState } from '../../core/share/index.ts';

/** A permalink to encode; the reply carries the same id. */
export interface LinkRequest {
  id: number;
  state: ShareState;
}

export interface LinkReply {
  id: number;
  encoded: EncodeResult;
}

// Deflating a large spec at level 9 takes tens of milliseconds: off the main thread, the address
// bar can follow every pause in typing without delaying the next keystroke.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<LinkRequest>) => {
  scope.postMessage({ id: event.data.id, encoded: encodeShareLink(event.data.state) } satisfies LinkReply);
};
