/// <reference lib="webworker" />
import type { AnalyzeOptions } from '../../core/index.ts';
import { analyzePlan, withLint } from '../../core/analyze-plan.ts';
import { lint } from '../../core/lint/lint.ts';

/** A request to an analysis worker: plan each text, then (with `lint`) lint the first. */
export interface AnalysisRequest {
  id: number;
  texts: string[];
  options: AnalyzeOptions;
  lint: boolean;
}

/**
 * The worker's replies, as JSON: an Analysis is thousands of small objects, which Chromium's
 * structured clone reads back more slowly than JSON.parse, on the main thread. Texts are not
 * sent back (the client holds them; cloning a 4 MB string back would cost what the worker saved).
 * `plan`: the Analyses (without lint) of every text. `lint`: the first text's diagnostics once
 * linted, sent only if no newer request arrived meanwhile.
 */
export type AnalysisReply =
  | { id: number; phase: 'plan'; /** JSON of `Array<Omit<Analysis, 'text'>>` */ analyses: string }
  | { id: number; phase: 'lint'; /** JSON of `Diagnostic[]` */ diagnostics: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let lintTimer: ReturnType<typeof setTimeout> | undefined;

// Units first, then lint in a later task: a request typed meanwhile cancels the lint, so the
// worker is never busy linting a text that is already gone.
scope.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  clearTimeout(lintTimer);
  const { id, texts, options } = event.data;
  const plans = texts.map((text) => analyzePlan(text, options));
  const bare = plans.map(({ text: _sent, ...rest }) => rest);
  scope.postMessage({ id, phase: 'plan', analyses: JSON.stringify(bare) } satisfies AnalysisReply);
  const first = plans[0];
  if (!event.data.lint || !first) return;
  lintTimer = setTimeout(() => {
    const { diagnostics } = withLint(first, lint);
    scope.postMessage({ id, phase: 'lint', diagnostics: JSON.stringify(diagnostics) } satisfies AnalysisReply);
  }, 0);
};
