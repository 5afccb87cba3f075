import { analyzePlan } from '../../core/analyze-plan.ts';
import { planOf } from '../../core/incremental/state.ts';
import { applyEdit } from '../../core/incremental/text-change.ts';
import type { Analysis, TextEdit } from '../../core/types.ts';
import type { ParseTrack } from '../../core/spec/parse-spec.ts';
import type * as EditChunkModule from './edit-chunk.ts';

type EditChunk = typeof EditChunkModule;

let chunk: EditChunk | null = null;
let loading: Promise<EditChunk> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the incremental analysis (edit-chunk.ts, about 4 KB gzipped) after the first paint: no
 * kind of visit needs it for its first units. Until it is in, the functions below give the same
 * results through a full analysis, which a text small enough to be analysed on the page can
 * afford for the few keystrokes typed meanwhile.
 */
export function loadEditAnalysis(): Promise<EditChunk> {
  loading ??= import('./edit-chunk.ts').then((m) => {
    chunk = m;
    listeners.forEach((l) => l());
    return m;
  });
  return loading;
}

/** Whether the chunk is in: work that is only cheap through it (the toggles' diffs) waits for it. */
export function editAnalysisLoaded(): boolean {
  return chunk !== null;
}

/** Calls `listener` once the chunk is in (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeEditAnalysis(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** analyze-edit.ts's analyzePlanEdit, or the full analysis it equals while its chunk loads. */
export function analyzePlanEdit(previous: Analysis, edit: TextEdit): Analysis {
  if (chunk) return chunk.analyzePlanEdit(previous, edit);
  const prev = planOf(previous);
  return analyzePlan(applyEdit(prev.text, edit), prev.options);
}

/**
 * analyze-edit.ts's tryAnalyzePlanEdit, or while its chunk loads the full analysis, null past
 * `maxRead` characters as it would be for a plan without a recorded state: a large text goes to
 * the worker, as it does for any edit the incremental path cannot keep short.
 */
export function tryAnalyzePlanEdit(previous: Analysis, edit: TextEdit, maxRead: number): Analysis | null {
  if (chunk) return chunk.tryAnalyzePlanEdit(previous, edit, maxRead);
  const prev = planOf(previous);
  const text = applyEdit(prev.text, edit);
  return text.length > maxRead ? null : analyzePlan(text, prev.options);
}

/** analyze-edit.ts's adoptAnalysis, at once or as soon as its chunk is in (until then, edits analyse the whole text). */
export function adoptAnalysis(analysis: Analysis, track: ParseTrack): void {
  if (chunk) chunk.adoptAnalysis(analysis, track);
  else void loadEditAnalysis().then((m) => m.adoptAnalysis(analysis, track));
}

/** warm-plan.ts's warmPlan, or null (nothing to warm) while the chunk loads. */
export function warmPlan(adopted: Analysis, maxRead: number): Analysis | null {
  return chunk ? chunk.warmPlan(adopted, maxRead) : null;
}
