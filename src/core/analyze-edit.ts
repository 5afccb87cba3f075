import { analyzePlanFrom } from './analyze-plan.ts';
import type { Analysis, TextEdit } from './types.ts';
import { parseEdit, type ParsedEdit } from './incremental/parse-edit.ts';
import { replanGroup } from './kops/replan-group.ts';
import { parseSpecTracked, type ParseTrack } from './spec/parse-spec.ts';
import { LINT_STATES, PLAN_STATES, planOf, type EditPath } from './incremental/state.ts';
import { applyEdit, changeOf, fitsText, joinChanges } from './incremental/text-change.ts';

/**
 * `analyzePlan(text after the edit, previous.options)`, reusing what `edit` did not touch in
 * `previous` (an Analysis from analyzePlan, analyze, or this function): the document or hook the
 * edit falls in is read again, everything after it moves, groups whose hooks did not change keep
 * their plans. Edits it cannot prove local (document markers, directives, aliases, indentation,
 * text that no longer parses...) take the full path. The result is the same either way.
 * `previous` without a recorded state (e.g. one sent from a worker) gives a full analysis.
 */
export function analyzePlanEdit(previous: Analysis, edit: TextEdit): Analysis {
  return tryAnalyzePlanEdit(previous, edit, Infinity) as Analysis;
}

/**
 * analyzePlanEdit, or null when that would read more than `maxRead` characters of the text
 * again (a long document, or the whole text): the page then hands the text to a worker.
 */
export function tryAnalyzePlanEdit(previous: Analysis, edit: TextEdit, maxRead: number): Analysis | null {
  const prev = planOf(previous);
  if (!fitsText(prev.text, edit)) throw new RangeError(`edit [${edit.start}, ${edit.end}) is outside the text (length ${prev.text.length})`);
  const text = applyEdit(prev.text, edit);
  const state = PLAN_STATES.get(prev);
  let parsed: ParsedEdit | null;
  if (!state) {
    parsed = text.length > maxRead ? null : { ...parseSpecTracked(text), path: { path: 'full', reason: 'no recorded state' } };
  } else {
    try {
      parsed = parseEdit(prev.text, text, prev.spec, state.track, edit, maxRead);
    } catch (error) {
      // A bug in the incremental path must cost time, never a wrong result.
      parsed = { ...parseSpecTracked(text), path: { path: 'full', reason: `incremental parse failed: ${String(error)}` } };
    }
  }
  if (!parsed) return null;
  const linted = LINT_STATES.has(prev);
  const change = changeOf(edit);
  const sinceLint = linted ? change : state?.sinceLint && joinChanges(state.sinceLint, change);
  return analyzePlanFrom(text, prev.options, {
    parsed: { spec: parsed.spec, track: parsed.track },
    ...(state ? { previous: state, replan: replanGroup } : {}),
    lintFrom: linted ? prev : (state?.lintFrom ?? null),
    ...(sinceLint ? { sinceLint } : {}),
    edit: parsed.path,
  });
}

/** What the parse of `analysis` recorded (for a worker to send along), or undefined. */
export function parseTrackOf(analysis: Analysis): ParseTrack | undefined {
  return PLAN_STATES.get(planOf(analysis))?.track;
}

/**
 * Lets edits start from an Analysis made elsewhere (a worker's, sent as JSON) with what its parse
 * recorded (`parseTrackOf` there): the next edit re-reads only what it touched, and plans every
 * group again once.
 */
export function adoptAnalysis(analysis: Analysis, track: ParseTrack): void {
  const plan = planOf(analysis);
  if (!PLAN_STATES.has(plan)) PLAN_STATES.set(plan, { track, settings: null, inputs: [], plans: [], memo: new WeakMap(), lintFrom: null });
}

/** How `analysis` was reached from the analysis before it (undefined for a plain analysis). */
export function editPath(analysis: Analysis): EditPath | undefined {
  return PLAN_STATES.get(planOf(analysis))?.edit;
}
