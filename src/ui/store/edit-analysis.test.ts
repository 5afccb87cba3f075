import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../../core/analyze-plan.ts';
import { editPath } from '../../core/analyze-edit.ts';
import type { TextEdit } from '../../core/types.ts';
import { adoptAnalysis, analyzePlanEdit, editAnalysisLoaded, loadEditAnalysis, subscribeEditAnalysis, tryAnalyzePlanEdit, warmPlan } from './edit-analysis.ts';

const OPTIONS = { kopsVersion: '1.36' };
const TEXT = 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/echo a\n- name: b.service\n  manifest: |\n    ExecStart=/bin/echo b\n';
// "a" → "ab" in the first hook's ExecStart.
const AT = TEXT.indexOf('echo a') + 'echo a'.length;
const EDIT: TextEdit = { start: AT, end: AT, text: 'b' };
const AFTER = TEXT.slice(0, AT) + 'b' + TEXT.slice(AT);

// One file, in this order: the module's chunk is loaded once per test file.
describe('edit-analysis', () => {
  it('before its chunk has loaded, an edit gives the full analysis of the text after it: the same units', () => {
    const edited = analyzePlanEdit(analyzePlan(TEXT, OPTIONS), EDIT);
    expect(edited).toEqual(analyzePlan(AFTER, OPTIONS));
    expect(edited.text).toBe(AFTER);
    expect(edited.groups[0]!.tasks.map((t) => t.unit)).toEqual(['a.service', 'b.service']);
    expect(edited.groups[0]!.tasks[0]!.definition).toContain('ExecStart=/bin/echo ab\n');
    // A full analysis, not the incremental path.
    expect(editPath(edited)).toBeUndefined();
    // Past maxRead, null: the page's worker takes the text.
    expect(tryAnalyzePlanEdit(analyzePlan(TEXT, OPTIONS), EDIT, AFTER.length - 1)).toBeNull();
    expect(tryAnalyzePlanEdit(analyzePlan(TEXT, OPTIONS), EDIT, AFTER.length)).toEqual(analyzePlan(AFTER, OPTIONS));
    expect(warmPlan(analyzePlan(TEXT, OPTIONS), Infinity)).toBeNull();
  });

  it('once its chunk has loaded, the same edit re-reads only the hook it falls in, with the same result', async () => {
    // What waits for the chunk (the toggles' diffs) hears when it is in.
    expect(editAnalysisLoaded()).toBe(false);
    const heard: boolean[] = [];
    const unsubscribe = subscribeEditAnalysis(() => heard.push(editAnalysisLoaded()));
    await loadEditAnalysis();
    unsubscribe();
    expect(heard).toEqual([true]);
    const edited = analyzePlanEdit(analyzePlan(TEXT, OPTIONS), EDIT);
    expect(edited).toEqual(analyzePlan(AFTER, OPTIONS));
    expect(editPath(edited)).toEqual({ path: 'hook' });
    expect(editPath(tryAnalyzePlanEdit(analyzePlan(TEXT, OPTIONS), EDIT, Infinity)!)).toEqual({ path: 'hook' });
  });

  it('adopts a plan made elsewhere once its chunk is in, so that the next edit is incremental', async () => {
    const worker = analyzePlan(TEXT, OPTIONS);
    const { parseTrackOf } = await import('../../core/analyze-edit.ts');
    const page = { ...(JSON.parse(JSON.stringify(worker)) as typeof worker) };
    adoptAnalysis(page, parseTrackOf(worker)!);
    expect(editPath(analyzePlanEdit(page, EDIT))).toEqual({ path: 'hook' });
  });
});
