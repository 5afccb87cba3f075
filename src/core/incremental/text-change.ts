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

/**
 * The one edit that makes the same change as `edits` (offsets of the same text, not overlapping):
 * from the first start to the last end, so that an incremental analysis sees a single edit.
 */
export function coveringEdit(text: string, edits: readonly TextEdit[]): TextEdit {
  if (edits.length === 0) return { start: text.length, end: text.length, text: '' };
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const start = (sorted[0] as TextEdit).start;
  const end = Math.max(...sorted.map((e) => e.end));
  let out = '';
  let at = start;
  for (const e of sorted) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return { start, end, text: out + text.slice(at, end) };
}

/** Where a text changed: `[start, end)` of the old text became `[start, end + delta)` of the new. */
export interface TextChange {
  start: number;
  end: number;
  delta: number;
}

/** The change an edit makes. */
export function changeOf(edit: TextEdit): TextChange {
  return { start: edit.start, end: edit.end, delta: edit.text.length - (edit.end - edit.start) };
}

/** The change made by `first` then `second` (whose offsets index the text after `first`). */
export function joinChanges(first: TextChange, second: TextChange): TextChange {
  return { start: Math.min(first.start, second.start), end: Math.max(first.end + first.delta, second.end) - first.delta, delta: first.delta + second.delta };
}
