import { useMemo } from 'react';
import { analyze, type Analysis, type AnalyzeOptions, type Runtime } from '../../core/index.ts';
import { runtimeOption, useStore } from './store.ts';

/** The store's version choice as analyze options (`proposal` is a mode, not a version). */
export function analyzeOptions(kopsVersion: string, runtime: Runtime | 'auto'): AnalyzeOptions {
  const options: AnalyzeOptions = kopsVersion === 'proposal' ? { proposal: true } : { kopsVersion };
  const r = runtimeOption(runtime);
  if (r) options.runtime = r;
  return options;
}

/**
 * The Analysis of the current inputs, derived and memoised (never stored). Not deferred: a toggle
 * or fix must show its result in the same render as the edit (a checkbox that flips back for a
 * frame reads as "did not work"), and one analysis of a typical spec costs a few milliseconds.
 */
export function useAnalysis(): Analysis {
  const text = useStore((s) => s.text);
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  return useMemo(() => analyze(text, analyzeOptions(kopsVersion, runtime)), [text, kopsVersion, runtime]);
}
