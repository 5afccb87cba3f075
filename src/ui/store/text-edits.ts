import { diffTexts } from '../../core/incremental/text-change.ts';
import type { TextEdit } from '../../core/types.ts';

let last: { before: string; after: string; edit: TextEdit } | null = null;

/** Records the edit the editor reported for the change from `before` to `after` (its texts). */
export function noteEdit(before: string, after: string, edit: TextEdit): void {
  const fits = edit.start >= 0 && edit.start <= edit.end && edit.end <= before.length && before.length - (edit.end - edit.start) + edit.text.length === after.length;
  last = fits ? { before, after, edit } : null;
}

/**
 * The edit from `before` to `after`: the one the editor reported for exactly these texts, else a
 * diff (one pass over the texts: the fallback textarea, a loaded file, a fix, several edits at once).
 */
export function editBetween(before: string, after: string): TextEdit {
  if (last && last.before === before && last.after === after) return last.edit;
  return diffTexts(before, after);
}
