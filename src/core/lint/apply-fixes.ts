import type { Fix, TextEdit } from '../types.ts';

/**
 * Applies fixes to `text`, in order. A fix whose edits overlap an edit already taken is left
 * out whole (apply again on the re-analysed text to pick it up). Returns the new text.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): string {
  const taken: TextEdit[] = [];
  const overlaps = (e: TextEdit): boolean =>
    taken.some((t) => e.start < t.end && t.start < e.end || (e.start === e.end && e.start === t.start && t.start === t.end));
  for (const fix of fixes) {
    const edits = [...fix.edits];
    if (edits.some(overlaps)) continue;
    const sorted = edits.sort((a, b) => a.start - b.start);
    if (sorted.some((e, i) => i > 0 && e.start < (sorted[i - 1]?.end ?? 0))) continue;
    taken.push(...sorted);
  }
  taken.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of taken) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
