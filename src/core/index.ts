import { analyzePlan, analyzePlanOnce, withLint } from './analyze-plan.ts';
import { analyzePlanEdit } from './analyze-edit.ts';
import { lint, lintOnce } from './lint/lint.ts';
import type { Analysis, AnalyzeOptions, TextEdit } from './types.ts';

export type * from './types.ts';
export { analyzePlan, withDiagnostics, withLint } from './analyze-plan.ts';
export { adoptAnalysis, analyzePlanEdit, editPath, parseTrackOf, tryAnalyzePlanEdit } from './analyze-edit.ts';
export { coveringEdit, diffTexts } from './incremental/text-change.ts';
export { KOPS_ERAS, NEWEST_KOPS_VERSION } from './kops/behaviour.ts';
export { NODE_FLIPS, nodeBehaviour } from './kops/node-behaviour.ts';
export { NODE_CHANGES, nodeChangesBetween } from './kops/node-changes.ts';
export { nodeUnits } from './kops/node-units.ts';
export type { NodeContext, NodeUnit, NodeUnitLines } from './kops/node-units.ts';
export { clusterNodeFacts, nodeContext } from './kops/node-context.ts';
export { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT, nodeLifecycleNotes, restartEffect } from './kops/nodeup-messages.ts';
export { enabledByInstall } from './systemd/install-section.ts';
export { planGroup } from './kops/plan-group.ts';
export { groupInputs } from './kops/plan.ts';

/**
 * Analyses `text`: parse the spec, resolve the kops behaviour and runtime, plan every instance
 * group as nodeup would, lint. Pure and total: never throws; an unexpected failure becomes one
 * `internal-error` diagnostic and an empty plan.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  return withLint(analyzePlan(text, options), lint);
}

/**
 * `analyze` for a caller that analyses a text once and never edits it (the CLI): the same
 * Analysis, without the state that analyzeEdit would reuse, which a large spec spends a few
 * percent of its analysis on (an analyzeEdit from it works, as from any Analysis, but re-reads
 * everything). `fixes: false`, for a caller that reads no fix (`lint` without `--fix`): the
 * diagnostics may lack the fixes that cost to build, and are otherwise the same.
 */
export function analyzeOnce(text: string, options: AnalyzeOptions = {}, { fixes = true }: { fixes?: boolean } = {}): Analysis {
  return withLint(analyzePlanOnce(text, options), fixes ? lintOnce : (analysis) => lintOnce(analysis, false));
}

/**
 * `analyze(text after the edit, previous.options)`, reusing what the edit did not touch in
 * `previous` (see analyzePlanEdit; lint reuses the findings of hooks and units that did not
 * change). Deep-equal to `analyze` of the edited text. Throws RangeError for an edit outside the text.
 */
export function analyzeEdit(previous: Analysis, edit: TextEdit): Analysis {
  return withLint(analyzePlanEdit(previous, edit), lint);
}
