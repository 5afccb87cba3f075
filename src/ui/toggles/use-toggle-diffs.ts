import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Analysis, HookSpec } from '../../core/index.ts';
import { analysisChannel } from '../store/analysis-client.ts';
import { editAnalysisLoaded, subscribeEditAnalysis } from '../store/edit-analysis.ts';
import { hookKey } from '../store/hook-key.ts';
import { belongsInWorker, WORKER_MIN_CHARS } from '../store/worker-threshold.ts';
import type { ToggleDiff } from './toggle-preview.ts';
import type { ToggleField } from './toggle-edit.ts';
import type * as ToggleDiffModule from './toggle-diff.ts';

const previewInWorker = analysisChannel('toggle-preview');

type DiffCode = typeof ToggleDiffModule;
let diffCode: DiffCode | null = null;
let loadingDiffCode: Promise<DiffCode> | null = null;

/** toggle-diff.ts, asked for once `wanted` (never before the first paint, so not in the entry). */
function useDiffCode(wanted: boolean): DiffCode | null {
  const [code, setCode] = useState(diffCode);
  useEffect(() => {
    if (code || !wanted) return;
    loadingDiffCode ??= import('./toggle-diff.ts').then((m) => (diffCode = m));
    void loadingDiffCode.then(setCode);
  }, [code, wanted]);
  return code;
}

interface WorkerDiffs {
  hook: string;
  diffs: ToggleDiff[];
}

/**
 * The hook's unit with each toggle off and on. Each diff is a second analysis of the whole text,
 * so from the size where the page analyses in a worker, the diffs are worked out in a worker of
 * their own too (a 1,000-hook spec would otherwise block the page for a third of a second per
 * toggle), and only while they are on screen. While a worker's result is on its way, the previous
 * diffs of the same hook stay up (null when there are none yet for this hook).
 */
export function useToggleDiffs(
  /** Null until there is an analysis to compare against (the diffs then show nothing yet). */
  analysis: Analysis | null,
  hook: HookSpec | undefined,
  fields: readonly ToggleField[],
  group: string | undefined,
  /** False while the diffs are off screen: a large spec's diffs then wait until they are shown. */
  wanted: boolean,
): ToggleDiff[] | null {
  const large = analysis !== null && belongsInWorker(analysis.text);
  // Here when the toggled text is cheap to analyse from the one on screen (always for a small
  // text; for a large one when only the hook is read again), else in the worker.
  // Here only through the incremental analysis, which re-reads the toggled hook alone: until its
  // chunk is in (after the first paint), two full analyses would be a long task for nothing, and
  // the diffs wait for it instead.
  const incremental = useSyncExternalStore(subscribeEditAnalysis, editAnalysisLoaded, editAnalysisLoaded);
  // The diffs' code is asked for once the incremental analysis's chunk is in, after the first paint.
  const code = useDiffCode(incremental);
  const sync = useMemo(() => {
    if (!analysis || !hook || (large && !wanted) || !code) return null;
    const diffs = fields.map((f) => code.toggleDiff(analysis, hook, f, group, large ? WORKER_MIN_CHARS : Infinity));
    return diffs.every((d): d is ToggleDiff => d !== null) ? diffs : null;
  }, [large, analysis, hook, fields, group, wanted, code]);
  const [fromWorker, setFromWorker] = useState<WorkerDiffs | null>(null);
  useEffect(() => {
    if (!analysis || !large || !hook || !wanted || sync || !code) return;
    const texts = fields.map((f) => code.toggledText(analysis, hook, f));
    previewInWorker(texts.filter((t): t is string => t !== null), analysis.options, {
      onPlan: (others) => {
        let next = 0;
        const diffs = fields.map((f, i) => code.diffAgainst(analysis, texts[i] === null ? null : others[next++] ?? null, hook, f, group));
        setFromWorker({ hook: hookKey(hook), diffs });
      },
    });
  }, [large, analysis, hook, fields, group, wanted, sync, code]);
  if (!large || sync) return sync;
  return hook && fromWorker?.hook === hookKey(hook) ? fromWorker.diffs : null;
}
