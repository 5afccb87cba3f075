/// <reference lib="webworker" />
import type { Analysis, AnalyzeOptions } from '../../core/index.ts';
import { analyzePlan, withLint } from '../../core/analyze-plan.ts';
import { analyzePlanEdit, parseTrackOf } from '../../core/analyze-edit.ts';
import { diffTexts } from '../../core/incremental/text-change.ts';
import { lint } from '../../core/lint/lint.ts';
import { readyForEdits } from '../../core/lint/lint-items.ts';
import { encodeLint, type LintRecord } from './lint-delta.ts';
import { encodeReply, type ReplyMemory } from './reply-delta.ts';

/** A request to an analysis worker: plan each text, then (with `lint`) lint the first. */
export interface AnalysisRequest {
  id: number;
  texts: string[];
  options: AnalyzeOptions;
  lint: boolean;
  /** False: the page made the plans itself; send none (the worker still makes them, to lint). */
  plans: boolean;
  /** The id of the last plan reply the page decoded (0: none): the new reply leaves out what it already has. */
  base: number;
  /** The id of the last lint reply the page decoded (0: none): the lint reply is sent as changes from it. */
  lintBase: number;
}

/**
 * The worker's replies, as JSON: an Analysis is thousands of small objects, which Chromium's
 * structured clone reads back more slowly than JSON.parse, on the main thread. Texts are not
 * sent back (the client holds them; cloning a 4 MB string back would cost what the worker saved).
 * `plan`: the Analyses (without lint) of every text, as changes from the reply named by the
 * request's `base` (see reply-delta.ts). `lint`: the first text's diagnostics once linted, sent
 * only if no newer request arrived meanwhile.
 */
export type AnalysisReply =
  | {
    id: number; phase: 'plan'; /** `encodeReply` JSON, or null when none was asked for */ analyses: string | null;
    /** JSON of each plan's ParseTrack (see adoptAnalysis) */ tracks: string; /** `encodeReply`'s `full`: nothing left out */ full?: boolean;
  }
  | { id: number; phase: 'lint'; /** `encodeLint` JSON of the diagnostics */ diagnostics: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The last plan of each text position: the next text is analysed from it (see analyzePlanEdit). */
const previous: Analysis[] = [];

/** The plan of `text`, from the last plan at position `k` when the options are the same. */
function planOf(text: string, options: AnalyzeOptions, k: number): Analysis {
  const prev = previous[k];
  // The page posts each request's own options object; compare what it says.
  const plan = prev && JSON.stringify(prev.options) === JSON.stringify(options)
    ? (prev.text === text ? prev : analyzePlanEdit(prev, diffTexts(prev.text, text)))
    : analyzePlan(text, options);
  previous[k] = plan;
  return plan;
}
let lintTimer: ReturnType<typeof setTimeout> | undefined;
let memory: ReplyMemory | null = null;
let lintHistory: LintRecord[] = [];

// Units first, then lint in a later task: a request typed meanwhile cancels the lint, so the
// worker is never busy linting a text that is already gone.
scope.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  clearTimeout(lintTimer);
  const { id, texts, options, base, lintBase } = event.data;
  const plans = texts.map((text, k) => planOf(text, options, k));
  if (event.data.plans) {
    const bare = plans.map(({ text: _sent, ...rest }) => rest);
    const reply = encodeReply(id, bare, memory, base);
    memory = reply.memory;
    scope.postMessage({ id, phase: 'plan', analyses: reply.json, tracks: JSON.stringify(plans.map((p) => parseTrackOf(p) ?? null)), full: reply.full } satisfies AnalysisReply);
  } else {
    scope.postMessage({ id, phase: 'plan', analyses: null, tracks: '[]' } satisfies AnalysisReply);
  }
  const first = plans[0];
  if (!event.data.lint || !first) return;
  lintTimer = setTimeout(() => {
    const { diagnostics } = withLint(first, lint);
    const reply = encodeLint(id, first.text.length, diagnostics, lintHistory, lintBase);
    lintHistory = reply.history;
    scope.postMessage({ id, phase: 'lint', diagnostics: reply.json } satisfies AnalysisReply);
    // The next keystroke's lint starts from this one's findings filed hook by hook (a first lint
    // leaves that for later): file them now, while nothing waits.
    lintTimer = setTimeout(() => readyForEdits(first), 0);
  }, 0);
};
