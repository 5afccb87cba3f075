import type { LineRule } from '../types.ts';
import type { UnitDiff } from './types.ts';
import { patchLines } from './unit-patch.ts';

/** One added or removed line of a unit, with the kops rule that wrote it on its side. */
export interface ChangedLine {
  kind: 'added' | 'removed';
  /** 1-based, in the file of its side. */
  line: number;
  text: string;
  rule: LineRule | null;
}

/** The added and removed lines of `u` with their rules (what Compare shows beside each changed line). */
export function changedLines(u: Pick<UnitDiff, 'before' | 'after'>): ChangedLine[] {
  const out: ChangedLine[] = [];
  for (const l of patchLines(u.before?.definition ?? null, u.after?.definition ?? null)) {
    if (l.kind === 'removed' && l.oldLine !== undefined) out.push({ kind: 'removed', line: l.oldLine, text: l.text, rule: u.before?.rules[l.oldLine - 1] ?? null });
    if (l.kind === 'added' && l.newLine !== undefined) out.push({ kind: 'added', line: l.newLine, text: l.text, rule: u.after?.rules[l.newLine - 1] ?? null });
  }
  return out;
}
