import { behaviour as resolveBehaviour } from './kops/behaviour.ts';
import { runtime as resolveRuntime } from './kops/runtime.ts';
import { applySuppressions } from './spec/suppressions.ts';
import { planSpec } from './plan-spec.ts';
import { parseSpecTracked, type ParseTrack } from './spec/parse-spec.ts';
import { PlanRecorder } from './incremental/plan-recorder.ts';
import type { replanGroup } from './kops/replan-group.ts';
import { LINTED_FROM, PLAN_STATES, type EditPath, type PlanState } from './incremental/state.ts';
import type { TextChange } from './incremental/text-change.ts';
import type { Analysis, AnalyzeOptions, Diagnostic, Spec } from './types.ts';

function byRangeStart(diagnostics: Diagnostic[]): Diagnostic[] {
  // Array.prototype.sort is stable, so diagnostics at the same offset keep their producer order.
  return [...diagnostics].sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
}

/** Analyses that are an internal error: withLint passes them through, as analyze never linted them. */
const FAILED = new WeakSet<Analysis>();

function internalError(text: string, options: AnalyzeOptions, error: unknown): Analysis {
  const b = resolveBehaviour(undefined, false).behaviour;
  const failed: Analysis = {
    text, options, behaviour: b, runtime: 'containerd', runtimeSource: 'default', distro: options.distro ?? 'debian',
    spec: { documents: [], diagnostics: [] }, refusal: null, groups: [],
    diagnostics: [{
      code: 'internal-error', severity: 'error', range: { start: 0, end: 0 },
      message: `Internal error in the playground (please report it): ${error instanceof Error ? error.message : String(error)}`,
    }],
  };
  FAILED.add(failed);
  return failed;
}

/** A parse made elsewhere (core/incremental), and what the analysis it came from left behind. */
export interface PlanBasis {
  parsed: { spec: Spec; track: ParseTrack | null };
  previous?: PlanState;
  /** Rebuilds only a group's changed hooks (kops/replan-group.ts), passed by the edit path so that a full analysis does not load it. */
  replan?: typeof replanGroup;
  lintFrom?: Analysis | null;
  sinceLint?: TextChange;
  edit?: EditPath;
}

function planUnchecked(text: string, options: AnalyzeOptions, basis?: PlanBasis, keep = true): Analysis {
  const { spec, track } = basis?.parsed ?? parseSpecTracked(text);
  const b = resolveBehaviour(options.kopsVersion, options.proposal === true);
  const cluster = spec.documents.find((d) => d.kind === 'Cluster');
  const rt = resolveRuntime(b.behaviour, cluster, options.runtime);
  const distro = options.distro ?? 'debian';
  // Without a next analysis to serve, nothing is recorded: the plan's own memo (by hook, not by
  // token) is enough, and hooks get no token.
  const recorder = keep ? new PlanRecorder(basis?.previous, basis?.replan) : undefined;
  const planned = planSpec(spec, { behaviour: b.behaviour, runtime: rt.runtime, distro }, recorder);
  const analysis: Analysis = {
    text, options, behaviour: b.behaviour, runtime: rt.runtime, runtimeSource: rt.source, distro, spec, refusal: planned.refusal,
    groups: planned.groups,
    diagnostics: byRangeStart([...spec.diagnostics, ...b.diagnostics, ...rt.diagnostics, ...planned.diagnostics]),
  };
  if (track && recorder) {
    PLAN_STATES.set(analysis, {
      ...recorder.state(track), lintFrom: basis?.lintFrom ?? null,
      ...(basis?.lintFrom && basis.sinceLint ? { sinceLint: basis.sinceLint } : {}), ...(basis?.edit ? { edit: basis.edit } : {}),
    });
  }
  return analysis;
}

/**
 * `analyze` without lint: parse, behaviour and runtime, the plan of every group, and the parser's
 * and planner's diagnostics. The UI renders units from it before the lint chunk has loaded (lint
 * and its systemd catalog are a fifth of the bundle). Pure and total, like `analyze`.
 */
export function analyzePlan(text: string, options: AnalyzeOptions = {}): Analysis {
  try {
    return planUnchecked(text, options);
  } catch (error) {
    return internalError(text, options, error);
  }
}

/**
 * analyzePlan for a caller that never edits the text (the CLI): the same Analysis, without the
 * state that an edit from it would reuse (analyzePlanEdit then plans it afresh).
 */
export function analyzePlanOnce(text: string, options: AnalyzeOptions = {}): Analysis {
  try {
    return planUnchecked(text, options, undefined, false);
  } catch (error) {
    return internalError(text, options, error);
  }
}

/** analyzePlan from a parse made elsewhere (core/incremental): the same result for the same spec. */
export function analyzePlanFrom(text: string, options: AnalyzeOptions, basis: PlanBasis): Analysis {
  try {
    return planUnchecked(text, options, basis);
  } catch (error) {
    return internalError(text, options, error);
  }
}

/**
 * The full Analysis from a plan-only one and a linter (`lint` from lint/lint.ts): what `analyze`
 * returns for the same text and options. Total: a linter that throws gives an `internal-error`.
 */
export function withLint(planned: Analysis, linter: (analysis: Analysis) => Diagnostic[]): Analysis {
  if (FAILED.has(planned)) return planned;
  try {
    return withDiagnostics(planned, applySuppressions(planned, byRangeStart([...planned.diagnostics, ...linter(planned)])));
  } catch (error) {
    return internalError(planned.text, planned.options, error);
  }
}

/**
 * `planned` (a plan-only Analysis) shown with other diagnostics: its lint, or an earlier text's
 * while lint catches up. Edits from the result (analyzePlanEdit) reuse what `planned` recorded.
 */
export function withDiagnostics(planned: Analysis, diagnostics: Diagnostic[]): Analysis {
  const shown = { ...planned, diagnostics };
  LINTED_FROM.set(shown, LINTED_FROM.get(planned) ?? planned);
  return shown;
}
