import { useDeferredValue, useMemo } from 'react';
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
 * The Analysis of the current inputs, derived and memoised (never stored). The text is deferred
 * so that a keystroke repaints the editor first and the output follows in the same idle slice.
 */
export function useAnalysis(): Analysis {
  const text = useDeferredValue(useStore((s) => s.text));
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  return useMemo(() => analyze(text, analyzeOptions(kopsVersion, runtime)), [text, kopsVersion, runtime]);
}
