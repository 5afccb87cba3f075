import { useMemo } from 'react';
import { compareSpecs } from '../../core/compare/compare-specs.ts';
import type { SpecComparison } from '../../core/compare/spec-types.ts';
import { useSettledValue } from '../hooks/use-settled-value.ts';
import type { CompareSide } from './compare-store.ts';
import { sideOptions } from './use-comparison.ts';

/** Typing pauses this long before the plan (two analyses with lint) follows. */
const PAUSE_MS = 150;

/**
 * The plan of the edit from `base` to `text` (compareSpecs), each at its side's kops version and
 * runtime, or null until the first one. It follows the text once typing pauses. It runs on the
 * page, not in the compare worker: a spec of a few hundred hooks plans in tens of milliseconds.
 */
export function useSpecComparison(base: string, text: string, from: CompareSide, to: CompareSide): SpecComparison | null {
  const settled = useSettledValue(text, PAUSE_MS);
  const a = useMemo(() => sideOptions(from), [from]);
  const b = useMemo(() => sideOptions(to), [to]);
  return useMemo(() => (settled === null ? null : compareSpecs(base, settled, a, b)), [base, settled, a, b]);
}
