import { TextIndex } from '../../core/text-index.ts';

let cached: TextIndex | null = null;

/**
 * The TextIndex of `text`, shared by every view of the same text (markers, quick fixes, Problems):
 * building one scans the whole text, ~100 ms for a 5 MB paste.
 */
export function textIndexOf(text: string): TextIndex {
  if (cached?.text !== text) cached = new TextIndex(text);
  return cached;
}

/**
 * The 1-based line of `offset` in `text`, as `textIndexOf(text).lineCol(offset).line` says. A
 * view that needs one line on every keystroke (the unit's "Go to line") counts the line breaks
 * before it instead of indexing the whole text again: in a 1,000-hook spec the index cost each
 * keystroke a millisecond, and the line of a hook near the top costs next to nothing.
 */
export function lineOf(text: string, offset: number): number {
  if (cached?.text === text) return cached.lineCol(offset).line;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
