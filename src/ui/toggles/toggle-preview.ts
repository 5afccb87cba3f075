import type { Analysis, HookSpec, Task, TextEdit } from '../../core/types.ts';
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
