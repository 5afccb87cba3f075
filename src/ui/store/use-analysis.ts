import { useEffect, useMemo, useState } from 'react';
import { analyzePlan, withLint } from '../../core/analyze-plan.ts';
import type { Analysis, AnalyzeOptions, Runtime } from '../../core/types.ts';
import { analyzeInWorker } from './analysis-client.ts';
import { loadLinter, useLinter } from './lint-loader.ts';
import { runtimeOption, useStore } from './store.ts';

/**
 * Texts from this size on are analysed in a Web Worker: a 1,000-hook spec (~70 kB) takes longer
 * than a frame to analyse, so keystrokes would queue behind it. Smaller texts stay synchronous, so
 * that a toggle or fix shows its result in the same render as the edit.
 */
export const WORKER_MIN_CHARS = 48 * 1024;

/** The store's version choice as analyze options (`proposal` is a mode, not a version). */
export function analyzeOptions(kopsVersion: string, runtime: Runtime | 'auto'): AnalyzeOptions {
  const options: AnalyzeOptions = kopsVersion === 'proposal' ? { proposal: true } : { kopsVersion };
  const r = runtimeOption(runtime);
  if (r) options.runtime = r;
  return options;
}

/**
 * The Analysis of the current inputs, derived and memoised (never stored). The first render uses
 * the plan alone (units need no lint; lint loads right after and the problems follow). Not
 * deferred for typical specs: a toggle or fix must show its result in the same render as the edit
 * (a checkbox that flips back for a frame reads as "did not work"). Large texts go to a worker;
 * until its first result, an empty analysis stands in.
 */
export function useAnalysis(): Analysis {
  const text = useStore((s) => s.text);
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  const linter = useLinter();
  useEffect(() => {
    void loadLinter();
  }, []);
  const options = useMemo(() => analyzeOptions(kopsVersion, runtime), [kopsVersion, runtime]);
  const large = text.length >= WORKER_MIN_CHARS && typeof Worker !== 'undefined';
  const [fromWorker, setFromWorker] = useState<Analysis | null>(null);
  useEffect(() => {
    if (large) analyzeInWorker(text, options, setFromWorker);
  }, [large, text, options]);
  const sync = useMemo(() => {
    if (large) return null;
    const planned = analyzePlan(text, options);
    return linter ? withLint(planned, linter) : planned;
  }, [large, text, options, linter]);
  const placeholder = useMemo(() => analyzePlan('', options), [options]);
  return sync ?? fromWorker ?? placeholder;
}
