import type { Comparison } from '../../core/compare/types.ts';
import type { AnalyzeOptions } from '../../core/types.ts';
import type { CompareReply, CompareRequest } from './compare-worker.ts';

let worker: Worker | null = null;
let nextId = 0;
let inFlight: CompareRequest | null = null;
let pending: { request: CompareRequest; done: (c: Comparison) => void } | null = null;
let done: ((c: Comparison) => void) | null = null;

function pump(): void {
  if (inFlight || !pending) return;
  worker ??= start();
  inFlight = pending.request;
  done = pending.done;
  pending = null;
  worker.postMessage(inFlight);
}

function start(): Worker {
  const w = new Worker(new URL('./compare-worker.ts', import.meta.url), { type: 'module', name: 'compare' });
  w.onmessage = (event: MessageEvent<CompareReply>) => {
    const sent = inFlight;
    inFlight = null;
    // Only the newest request's answer is delivered: a comparison of older text is never shown.
    if (sent && sent.id === event.data.id && !pending) done?.({ ...(JSON.parse(event.data.comparison) as Omit<Comparison, 'text'>), text: sent.text });
    pump();
  };
  w.onerror = () => {
    inFlight = null;
    pump();
  };
  return w;
}

/**
 * Compares in a Web Worker of its own (large specs: two analyses and the replay take long). A
 * newer request replaces one still waiting; `onDone` gets the newest request's comparison.
 */
export function compareInWorker(text: string, from: AnalyzeOptions, to: AnalyzeOptions, onDone: (c: Comparison) => void): void {
  pending = { request: { id: ++nextId, text, from, to }, done: onDone };
  pump();
}
