import { tryAnalyzePlanEdit } from '../../core/analyze-edit.ts';
import type { Analysis } from '../../core/types.ts';

/**
 * The most hooks a plan is warmed for (issue 47). Warming plans every group again on the main
 * thread, in one task that grows with the spec: a 5,000-hook spec opened through "Open YAML
 * file" made it the page's longest task by far in a profile (4.6 s of wall time on a 2-core
 * machine at load average 15 to 30, its nearest rival 1.4 s), where the goal is no task over 200 ms. Past this size the first
 * keystroke pays for that plan instead; issue 17's keystroke figures are taken at 1,000 hooks.
 */
export const WARM_MAX_HOOKS = 2_000;

function hookCount(analysis: Analysis): number {
  let n = 0;
  for (const d of analysis.spec.documents) n += d.hooks.length;
  return n;
}

/**
 * `adopted` (a worker's plan, taken over with adoptAnalysis) made ready for the next keystroke:
 * the same Analysis again, through a space typed after the first hook's name and deleted, or null
 * when that path would read more than `maxRead` characters (or the spec has no hook). The first
 * edit after an adopted plan plans every group again, and runs the incremental path's code for
 * the first time: in a 1,000-hook spec that made the first keystroke a task of 100 ms or more.
 * The space moves every later hook by one character and back, so the code that shifts them runs
 * too (an empty edit shifts nothing). Done while the page is idle, the first keystroke costs what
 * the next ones do. Null too for a spec of more than `maxHooks` hooks.
 */
export function warmPlan(adopted: Analysis, maxRead: number, maxHooks = WARM_MAX_HOOKS): Analysis | null {
  if (hookCount(adopted) > maxHooks) return null;
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
