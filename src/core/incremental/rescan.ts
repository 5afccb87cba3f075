import { scanInput } from '../spec/limits.ts';
import { scanNestingFrom, type NestingCheckpoint } from '../spec/nesting-scan.ts';

function sameIndents(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The input and nesting scans of a text that was clean before an edit replaced its lines
 * `[start, end)` (of the old text) by `lines`: the checkpoints of the new text, or the reason to
 * read it whole. The input scan looks only at `lines` (its checks are per line and character; the
 * lines start no text, so a byte order mark there would be reported either way). The nesting scan
 * starts at the checkpoint before the edit and stops at the first checkpoint after it that it
 * reaches in the same state: from there on, the old scan found nothing.
 */
export function rescan(after: string, checkpoints: readonly NestingCheckpoint[], start: number, end: number, delta: number, lines: string): NestingCheckpoint[] | string {
  const input = scanInput(lines);
  if (input.diagnostics.length > 0 || !input.parseable) return 'input scan reports a problem';
  let k = checkpoints.length - 1;
  while (k >= 0 && (checkpoints[k] as NestingCheckpoint).at > start) k--;
  const from = checkpoints[k] ?? { at: 0, flow: 0, indents: [] };
  const fresh: NestingCheckpoint[] = [];
  let j = k + 1;
  const result = scanNestingFrom(after, from, fresh, (at, flow, indents) => {
    if (at < end + delta) return false;
    while (j < checkpoints.length && (checkpoints[j] as NestingCheckpoint).at < at - delta) j++;
    const old = checkpoints[j];
    return old !== undefined && old.at === at - delta && old.flow === flow && sameIndents(old.indents, indents);
  });
  if (typeof result === 'object') return 'nesting scan reports a problem';
  const later = result === 'stopped' ? checkpoints.slice(j).map((c) => (delta === 0 ? c : { ...c, at: c.at + delta })) : [];
  return [...checkpoints.slice(0, k + 1), ...fresh, ...later];
}
