/// <reference lib="webworker" />
import { analyze, type AnalyzeOptions } from '../../core/index.ts';

/** A request to the analysis worker; the reply carries the same id. */
export interface AnalysisRequest {
  id: number;
  text: string;
  options: AnalyzeOptions;
}

// Off the main thread: a large spec (thousands of hooks, a 4 MB paste) takes longer than a frame.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, text, options } = event.data;
  scope.postMessage({ id, analysis: analyze(text, options) });
};
