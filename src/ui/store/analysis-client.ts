import type { Analysis, AnalyzeOptions } from '../../core/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-worker.ts';

let worker: Worker | null = null;
let nextId = 0;
let inFlight: AnalysisRequest | null = null;
let pending: AnalysisRequest | null = null;
let deliver: ((analysis: Analysis) => void) | null = null;

function start(): Worker {
  const w = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module', name: 'analysis' });
  w.onmessage = (event: MessageEvent<AnalysisReply>) => {
    const sent = inFlight;
    inFlight = null;
    if (sent?.id === event.data.id) deliver?.({ ...event.data.analysis, text: sent.text });
    pump();
  };
  w.onerror = () => {
    inFlight = null;
    pump();
  };
  return w;
}

function pump(): void {
  if (inFlight || !pending) return;
  worker ??= start();
  const request = pending;
  pending = null;
  inFlight = request;
  worker.postMessage(request);
}

/**
 * Analyses in a Web Worker and calls `onResult` with each result. At most one analysis runs; a
 * newer request replaces one still waiting, so texts typed in between are never analysed (stale
 * work is dropped) and every result delivered is newer than the one before.
 */
export function analyzeInWorker(text: string, options: AnalyzeOptions, onResult: (analysis: Analysis) => void): void {
  deliver = onResult;
  pending = { id: ++nextId, text, options };
  pump();
}
