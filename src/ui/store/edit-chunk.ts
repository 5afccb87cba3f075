/**
 * The incremental analysis (src/core/incremental: re-reading only what an edit touched), in one
 * chunk loaded after the first paint: the first render analyses the whole text anyway, and only
 * the edits after it need this (edit-analysis.ts stands in until it has loaded).
 */
export { adoptAnalysis, analyzePlanEdit, tryAnalyzePlanEdit } from '../../core/analyze-edit.ts';
export { warmPlan } from './warm-plan.ts';
