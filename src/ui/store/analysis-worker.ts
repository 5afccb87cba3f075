/// <reference lib="webworker" />
import { analyze, type Analysis, type AnalyzeOptions } from '../../core/index.ts';

/** A request to the analysis worker; the reply carries the same id. */
export interface AnalysisRequest {
  id: number;
  text: string;
  options: AnalyzeOptions;
}

/** The worker's reply: the Analysis without its `text`, which the client re-attaches. */
export interface AnalysisReply {
  id: number;
  analysis: Omit<Analysis, 'text'>;
}

// Off the main thread: a large spec (thousands of hooks, a 4 MB paste) takes longer than a frame.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, text, options } = event.data;
  // The text goes back without its copy: the client still holds it, and cloning a 4 MB string
  // back would cost the main thread what the worker saved it.
  const { text: _sent, ...rest } = analyze(text, options);
  scope.postMessage({ id, analysis: rest } satisfies AnalysisReply);
};
