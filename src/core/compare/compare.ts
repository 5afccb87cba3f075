import { diffArrays } from 'diff';
import { analyzePlan, withLint } from '../analyze-plan.ts';
import { definitionLineCount } from '../kops/unit-lines.ts';
import { lint } from '../lint/lint.ts';
import type { Analysis, AnalyzeOptions, GroupPlan, Task } from '../types.ts';
import { compareNotes } from './compare-notes.ts';
import { nodeupEffect } from './nodeup-effect.ts';
import type { RuntimeMove } from './reasons.ts';
import { replayFacts, unitFingerprint } from './replay.ts';
import { sideDiagnostics } from './side-diagnostics.ts';
import { comparisonCounts } from './summary.ts';
import { SWITCH_FIELDS, replaySteps, type ResolvedSide, type SwitchField } from './steps.ts';
import type { CompareSide, Comparison, GroupDiff, SideDiagnostic, UnitChange, UnitDiff, UnitSide } from './types.ts';
import { groupDiagnostics } from './group-diagnostics.ts';
import { problemsByHook, unitProblems } from './unit-problems.ts';
import { fileDiffs } from './file-diffs.ts';
import { unitPatch } from './unit-patch.ts';
import { unitReasons, type Replay } from './unit-reasons.ts';

function side(a: Analysis): CompareSide {
  return { options: a.options, kopsVersion: a.behaviour.version, runtime: a.runtime, runtimeSource: a.runtimeSource, refusal: a.refusal };
}

/** `kops 1.21.5, docker` (or `proposal, docker`): how a patch header names a side. */
export function sideLabel(s: Pick<CompareSide, 'kopsVersion' | 'runtime'>): string {
  return `${s.kopsVersion === 'proposal' ? 'proposal' : `kops ${s.kopsVersion}`}, ${s.runtime}`;
}

function unitSide(t: Task): UnitSide {
  return {
    path: t.path, definition: t.definition, enabled: t.enabled, running: t.running, manageState: t.manageState,
    hook: t.hook, actions: t.actions, rules: t.lineOrigins.slice(0, definitionLineCount(t.definition)).map((o) => o.rule),
  };
}

/** The unit file names of both sides, merged in the order a reader expects (a diff of the two lists). */
function mergedUnits(before: readonly Task[], after: readonly Task[]): string[] {
  return diffArrays(before.map((t) => t.unit), after.map((t) => t.unit)).flatMap((part) => part.value);
}

function groupDiff(a: Analysis, b: Analysis, g0: GroupPlan | undefined, g1: GroupPlan | undefined, replay: Replay, diagnostics: readonly SideDiagnostic[], problems: ReadonlyMap<string, SideDiagnostic[]>): GroupDiff {
  const g = (g1 ?? g0) as GroupPlan;
  const fatal = { from: g0?.fatal ?? null, to: g1?.fatal ?? null };
  const fatalDiffers = fatal.from !== fatal.to;
  const before = g0?.tasks ?? [];
  const after = g1?.tasks ?? [];
  const byUnit0 = new Map(before.map((t) => [t.unit, t]));
  const byUnit1 = new Map(after.map((t) => [t.unit, t]));
  const labels = [sideLabel(side(a)), sideLabel(side(b))] as const;
  const units = mergedUnits(before, after).map((unit): UnitDiff => {
    const t0 = byUnit0.get(unit);
    const t1 = byUnit1.get(unit);
    const change: UnitChange = !t0 ? 'added' : !t1 ? 'removed' : unitFingerprint(t0) === unitFingerprint(t1) ? 'unchanged' : 'changed';
    const s0 = t0 ? unitSide(t0) : null;
    const s1 = t1 ? unitSide(t1) : null;
    const path = (t1 ?? t0 as Task).path;
    return {
      unit, path, change, before: s0, after: s1,
      patch: unitPatch({ path, text: t0?.definition ?? null, label: labels[0] }, { path, text: t1?.definition ?? null, label: labels[1] }),
      reasons: change === 'unchanged' && !fatalDiffers ? [] : unitReasons(replay, g.name, unit, fatalDiffers),
      nodeup: nodeupEffect(change, s0, s1, { behaviour: b.behaviour, refusal: b.refusal, fatal: fatal.to }),
      problems: unitProblems(problems, t0?.hook, t1?.hook),
    };
  });
  return {
    name: g.name, role: g.role, runsNodeup: (g0?.runsNodeup ?? false) || (g1?.runsNodeup ?? false), units,
    files: fileDiffs(g0, g1, [a.behaviour.version, b.behaviour.version], labels), fatal,
    diagnostics: groupDiagnostics(a.spec, [g0, g1], diagnostics),
  };
}

function moveSide(a: Analysis): RuntimeMove['from'] {
  return { kopsVersion: a.behaviour.version, runtime: a.runtime, runtimeSource: a.runtimeSource, dockerAvailable: a.behaviour.dockerAvailable };
}

function resolved(a: Analysis): ResolvedSide {
  return { behaviour: a.behaviour, runtime: a.runtime, options: a.options };
}

/**
 * Compares what nodeup writes for `text` under two sets of analyze options (kops version and
 * runtime each): for every instance group, every unit by file name, with its change (`added`,
 * `removed`, `changed` when its text or its enabled, running or manage state differs,
 * `unchanged`), both sides, a unified patch, the reasons, and what nodeup does about it; plus the
 * diagnostics that appear or disappear, and the node-level notes between the two versions.
 *
 * Reasons come from a replay: starting from `from`, the switches between the two sides are
 * flipped one at a time in the order an upgrade meets them (steps.ts), each state is planned
 * with an explicit Behaviour (plan-spec.ts), and every step that changes a unit is one of its
 * reasons. So every changed unit has at least one reason, and each reason is a real cause.
 * Pure and total: never throws (an internal failure becomes one `internal-error` diagnostic).
 */
export function compare(text: string, from: AnalyzeOptions = {}, to: AnalyzeOptions = {}): Comparison {
  const a = withLint(analyzePlan(text, from), lint);
  const b = withLint(analyzePlan(text, to), lint);
  try {
    return compareAnalyses(a, b);
  } catch (error) {
    return {
      text, from: side(a), to: side(b), groups: [], notes: [], counts: { changed: 0, unchanged: 0, groupsChanged: 0, groups: 0, filesChanged: 0 },
      diagnostics: [{
        code: 'internal-error', severity: 'error', range: { start: 0, end: 0 }, side: 'both',
        message: `Internal error in the playground (please report it): ${error instanceof Error ? error.message : String(error)}`,
      }],
    };
  }
}

/** `compare` for two analyses of the same text (with lint, for the diagnostics). */
export function compareAnalyses(a: Analysis, b: Analysis): Comparison {
  const steps = replaySteps(resolved(a), resolved(b), a.spec.documents.find((d) => d.kind === 'Cluster'));
  const anyDifference = a.groups.some((g0) => {
    const g1 = b.groups.find((g) => g.name === g0.name);
    return !g1 || g0.fatal !== g1.fatal || g0.tasks.length !== g1.tasks.length
      || g0.tasks.some((t, i) => t.unit !== g1.tasks[i]?.unit || unitFingerprint(t) !== unitFingerprint(g1.tasks[i] as Task));
  }) || b.groups.length !== a.groups.length;
  const replay: Replay = {
    steps,
    netZero: new Set(steps.filter((s) => (SWITCH_FIELDS as readonly string[]).includes(s.switch)
      && String(a.behaviour[s.switch as SwitchField]) === String(b.behaviour[s.switch as SwitchField]))),
    // Without a difference no unit needs a reason: skip the replay's plans.
    facts: anyDifference ? replayFacts(a.spec, b.distro, { behaviour: a.behaviour, runtime: a.runtime }, steps, { behaviour: b.behaviour, runtime: b.runtime }) : [],
    move: { from: moveSide(a), to: moveSide(b) },
    refusal: a.refusal ?? b.refusal,
  };
  const names = [...new Set([...b.groups.map((g) => g.name), ...a.groups.map((g) => g.name)])];
  const diagnostics = sideDiagnostics(a.diagnostics, b.diagnostics);
  const problems = problemsByHook(a.spec, diagnostics);
  const groups = names.map((name) => groupDiff(a, b, a.groups.find((g) => g.name === name), b.groups.find((g) => g.name === name), replay, diagnostics, problems));
  const counts = comparisonCounts(groups);
  return {
    text: a.text, from: side(a), to: side(b), groups, counts, diagnostics,
    notes: compareNotes(a.behaviour, b.behaviour, counts.changed > 0),
  };
}
