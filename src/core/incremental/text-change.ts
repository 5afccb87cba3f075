import type { TextEdit } from '../types.ts';

/** The text after replacing `[edit.start, edit.end)` with `edit.text`. */
export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

/** Whether `edit` addresses `text`: 0 ≤ start ≤ end ≤ its length. */
export function fitsText(text: string, edit: TextEdit): boolean {
  return Number.isInteger(edit.start) && Number.isInteger(edit.end) && edit.start >= 0 && edit.start <= edit.end && edit.end <= text.length;
}

/**
 * The one edit that turns `before` into `after`, as small as a common prefix and suffix make it.
 * Where several edits would do (typing `a` into `aa`), it picks the last place.
 */
export function diffTexts(before: string, after: string): TextEdit {
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < max - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}
