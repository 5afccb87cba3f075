import type { Task } from '../../core/index.ts';
import type { DiffLine } from './line-diff.ts';

/**
 * The kops rule that wrote each changed line of a toggle's diff (undefined for a kept line): the
 * `off` side's for a removed line, the `on` side's for an added one. `lines` is the line diff of
 * the two tasks' definitions, whose lines match their `lineOrigins` one to one.
 */
export function changedRules(lines: readonly DiffLine[], off: Task | undefined, on: Task | undefined): Array<string | undefined> {
  let a = 0;
  let b = 0;
  return lines.map((l) => {
    if (l.kind === 'same') {
      a++;
      b++;
      return undefined;
    }
    return l.kind === 'removed' ? off?.lineOrigins[a++]?.rule : on?.lineOrigins[b++]?.rule;
  });
}
