import { tryAnalyzePlanEdit } from '../../core/analyze-edit.ts';
import type { Analysis } from '../../core/types.ts';

/**
 * `adopted` (a worker's plan, taken over with adoptAnalysis) made ready for the next keystroke:
 * the same Analysis again, through a space typed after the first hook's name and deleted, or null
 * when that path would read more than `maxRead` characters (or the spec has no hook). The first
 * edit after an adopted plan plans every group again, and runs the incremental path's code for
 * the first time: in a 1,000-hook spec that made the first keystroke a task of 100 ms or more.
 * The space moves every later hook by one character and back, so the code that shifts them runs
 * too (an empty edit shifts nothing). Done while the page is idle, the first keystroke costs what
 * the next ones do.
 */
export function warmPlan(adopted: Analysis, maxRead: number): Analysis | null {
  const hook = adopted.spec.documents.find((d) => d.hooks.length > 0)?.hooks[0];
  if (!hook) return null;
  const name = hook.name?.range.end;
  if (name !== undefined) {
    const typed = tryAnalyzePlanEdit(adopted, { start: name, end: name, text: ' ' }, maxRead);
    const back = typed && tryAnalyzePlanEdit(typed, { start: name, end: name + 1, text: '' }, maxRead);
    if (back) return back;
  }
  const at = Math.floor((hook.range.start + hook.range.end) / 2);
  return tryAnalyzePlanEdit(adopted, { start: at, end: at, text: '' }, maxRead);
}

/** Runs `job` when the main thread is idle (within `timeout` ms), or in a later task where idle callbacks do not exist. */
export function whenIdle(job: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(job, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 50);
  return () => clearTimeout(id);
}
