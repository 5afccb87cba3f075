import { diffArrays } from 'diff';

/** One line of a diff: kept, removed (only in `before`) or added (only in `after`). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * A line diff of two texts, split on '\n' (so a final newline shows as a last empty line), by
 * jsdiff's Myers algorithm: the shortest edit script, which is what people expect to read.
 * Within a change, removed lines come before added ones.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffArrays(before.split('\n'), after.split('\n')).flatMap((part) => {
    const kind: DiffLine['kind'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
    return part.value.map((text) => ({ kind, text }));
  });
}
