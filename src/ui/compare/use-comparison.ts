import { startTransition, useEffect, useMemo, useState } from 'react';
import { compare } from '../../core/compare/compare.ts';
import type { Comparison } from '../../core/compare/types.ts';
import type { AnalyzeOptions, Distro } from '../../core/types.ts';
import { useSettledValue } from '../hooks/use-settled-value.ts';
import { useStore } from '../store/store.ts';
import { analyzeOptions } from '../store/use-analysis.ts';
import { belongsInWorker } from '../store/worker-threshold.ts';
import type { CompareSide } from './compare-store.ts';
import { compareInWorker } from './compare-client.ts';

/** A compare side as analyze options (`proposal` is a mode; `auto` means no runtime option), on the page's distro. */
export function sideOptions(side: CompareSide, distro: Distro = 'debian'): AnalyzeOptions {
  return analyzeOptions(side.kopsVersion, side.runtime, distro);
}

/** Typing pauses this long before the comparison (two analyses and a replay) follows. */
const PAUSE_MS = 150;

/**
 * The comparison of `text` between two sides, or null until the first one is ready. It follows
 * the text once typing pauses, so it never sits between a keystroke and the editor; a large spec
 * is compared in a worker.
 */
export function useComparison(text: string, from: CompareSide, to: CompareSide): Comparison | null {
  const settled = useSettledValue(text, PAUSE_MS);
  const distro = useStore((s) => s.distro);
  const a = useMemo(() => sideOptions(from, distro), [from, distro]);
  const b = useMemo(() => sideOptions(to, distro), [to, distro]);
  const large = settled !== null && belongsInWorker(settled);
  const sync = useMemo(() => (settled === null || large ? null : compare(settled, a, b)), [settled, large, a, b]);
  const [fromWorker, setFromWorker] = useState<Comparison | null>(null);
  useEffect(() => {
    if (settled === null || !large) return;
    compareInWorker(settled, a, b, (c) => startTransition(() => setFromWorker(c)));
  }, [settled, large, a, b]);
  return large ? fromWorker : sync;
}
