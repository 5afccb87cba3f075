/// <reference lib="webworker" />
import { compare } from '../../core/compare/compare.ts';
import type { AnalyzeOptions } from '../../core/types.ts';

/** A request to the compare worker. */
export interface CompareRequest {
  id: number;
  text: string;
  from: AnalyzeOptions;
  to: AnalyzeOptions;
}

/** The reply: the Comparison as JSON, without its text (the page holds it). */
export interface CompareReply {
  id: number;
  comparison: string;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

// Large specs are compared here: two full analyses and the replay would block the page.
scope.onmessage = (event: MessageEvent<CompareRequest>) => {
  const { id, text, from, to } = event.data;
  const { text: _text, ...rest } = compare(text, from, to);
  scope.postMessage({ id, comparison: JSON.stringify(rest) } satisfies CompareReply);
};
