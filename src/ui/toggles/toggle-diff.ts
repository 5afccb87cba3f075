import { tryAnalyzePlanEdit } from '../store/edit-analysis.ts';
import { coveringEdit } from '../../core/incremental/text-change.ts';
import type { Analysis, HookSpec } from '../../core/types.ts';
import { applyTextEdits } from '../editor/editor-controller.ts';
import { taskOfHook, toggleState, type ToggleDiff } from './toggle-preview.ts';
import type { ToggleField } from './toggle-edit.ts';

// The diffs' own code, loaded by use-toggle-diffs.ts once the diffs are first worked out (after
// the first paint: the first render shows the checkboxes, and the diffs follow).

/** The text with the toggle flipped for the hook, or null when the text cannot express the flip. */
export function toggledText(analysis: Analysis, hook: HookSpec, field: ToggleField): string | null {
  const { edits } = toggleState(analysis.text, hook, field);
  return edits.length ? applyTextEdits(analysis.text, edits) : null;
}

/**
 * The unit with the toggle off and on, given the real analysis (`other`, plan only) of the
 * toggled text, so the diff shows exactly what kops would write either way (nothing is simulated
 * in the UI). `other` is null when the text cannot express the flip.
 */
export function diffAgainst(analysis: Analysis, other: Analysis | null, hook: HookSpec, field: ToggleField, group: string | undefined): ToggleDiff {
  const checked = hook[field]?.value === true;
  const here = taskOfHook(analysis, hook, group);
  const there = taskOfHook(other ?? analysis, hook, here.group ?? group);
  return {
    off: checked ? there.task : here.task,
    on: checked ? here.task : there.task,
    group: here.group ?? there.group,
  };
}

/**
 * `diffAgainst`, analysing the toggled text here (units only: lint would double the cost), from
 * the analysis on screen: only the toggled hook is read again. Null when that would read more
 * than `maxRead` characters again (see tryAnalyzePlanEdit).
 */
export function toggleDiff(analysis: Analysis, hook: HookSpec, field: ToggleField, group: string | undefined, maxRead = Infinity): ToggleDiff | null {
  const { edits } = toggleState(analysis.text, hook, field);
  if (!edits.length) return diffAgainst(analysis, null, hook, field, group);
  const other = tryAnalyzePlanEdit(analysis, coveringEdit(analysis.text, edits), maxRead);
  return other ? diffAgainst(analysis, other, hook, field, group) : null;
}
