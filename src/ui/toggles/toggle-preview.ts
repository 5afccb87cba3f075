import { tryAnalyzePlanEdit } from '../store/edit-analysis.ts';
import { coveringEdit } from '../../core/incremental/text-change.ts';
import type { Analysis, HookSpec, Task, TextEdit } from '../../core/types.ts';
import { applyTextEdits } from '../editor/editor-controller.ts';
import { hookKey } from '../store/hook-key.ts';
import { toggleEdit, type ToggleField } from './toggle-edit.ts';

/** A toggle's state in the current text and the edit that flips it (cheap: no analysis). */
export interface ToggleState {
  field: ToggleField;
  checked: boolean;
  /** Flips the toggle; empty when the text cannot express it. */
  edits: TextEdit[];
}

/** The hook's unit with the toggle off and on. */
export interface ToggleDiff {
  off: Task | undefined;
  on: Task | undefined;
  /** The group whose unit is compared. */
  group: string | undefined;
}

/** Whether the toggle is on for the hook, and the smallest edit that flips it. */
export function toggleState(text: string, hook: HookSpec, field: ToggleField): ToggleState {
  const checked = hook[field]?.value === true;
  return { field, checked, edits: toggleEdit(text, hook, field, !checked) };
}

/** The hook's task, preferring the given group (a hook can be role-filtered out of some groups). */
export function taskOfHook(analysis: Analysis, hook: HookSpec, group: string | undefined): { task?: Task; group?: string } {
  const key = hookKey(hook);
  const ordered = [...analysis.groups].sort((a, b) => (a.name === group ? -1 : b.name === group ? 1 : 0));
  for (const g of ordered) {
    const task = g.tasks.find((t) => hookKey(t.hook) === key);
    if (task) return { task, group: g.name };
  }
  return {};
}

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
