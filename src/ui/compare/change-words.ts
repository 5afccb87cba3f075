import type { UnitDiff } from '../../core/compare/types.ts';
import { headlineReason } from '../../core/compare/consequence.ts';

/** A unit's change in words, for the list and screen readers. */
export function changeWords(u: Pick<UnitDiff, 'change' | 'before' | 'after'>): string {
  if (u.change === 'changed' && u.after?.definition === null) return 'changed: disabled';
  if (u.change === 'changed' && u.before?.definition === null) return 'changed: enabled';
  return u.change;
}

/** The headline reason, short: `1.29: kops 1.29 removes Docker…` (what runs the hook before how). */
export function firstReason(u: Pick<UnitDiff, 'reasons'>): string | null {
  const r = headlineReason(u);
  if (!r) return null;
  return `${r.since ? `${r.since}: ` : ''}${r.message}`;
}
