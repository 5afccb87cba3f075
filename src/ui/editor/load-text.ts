import { useStore } from '../store/store.ts';
import { planAhead } from '../store/use-analysis.ts';
import { loadUnitWindow } from '../output/units-view.tsx';
import { editForUser } from './edit-for-user.ts';

/** True when the text on screen holds edits that were not loaded from an example or a file. */
export function hasUnsavedEdits(): boolean {
  const { text, baseline } = useStore.getState();
  return text !== baseline && text.trim() !== '';
}

/**
 * Replaces the whole text with loaded content (example or file). Asks first when the current text
 * has the user's own edits; goes through the editor so that Ctrl+Z (or the notice's Undo) brings the old text back.
 * Returns false when the user said no.
 */
export function loadText(next: string, what: string): boolean {
  if (hasUnsavedEdits() && !window.confirm(`Replace your edited hook spec with ${what}? Ctrl+Z in the editor brings it back.`)) {
    return false;
  }
  const current = useStore.getState().text;
  // The windowed tablist a large spec's units need, loaded while the worker plans: the units
  // render in a transition, which would otherwise wait for this chunk after the plan arrives.
  if (planAhead(next)) void loadUnitWindow();
  editForUser([{ start: 0, end: current.length, text: next }], current, `Opened ${what}.`);
  useStore.getState().loadText(next);
  return true;
}
