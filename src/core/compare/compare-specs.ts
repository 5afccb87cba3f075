import { analyzePlan, withLint } from '../analyze-plan.ts';
import { fileDiffs } from './file-diffs.ts';
import { definitionLineCount } from '../kops/unit-lines.ts';
import { lint } from '../lint/lint.ts';
import type { Analysis, AnalyzeOptions, GroupPlan, Task } from '../types.ts';
import { compareAnalyses, sideLabel } from './compare.ts';
import { nodeupEffect } from './nodeup-effect.ts';
import { unitFingerprint } from './replay.ts';
import { rollVerdict } from './roll.ts';
import { specCounts } from './spec-summary.ts';
import type { SpecComparison, SpecGroupDiff, SpecSide } from './spec-types.ts';
import type { ChangeReason, Comparison, UnitChange, UnitDiff, UnitSide } from './types.ts';
import { unitPatch } from './unit-patch.ts';
import { groupUserData, plainDocuments, type GroupUserData } from './user-data.ts';
import { diffArrays } from 'diff';

function specSide(a: Analysis): SpecSide {
  return { options: a.options, kopsVersion: a.behaviour.version, runtime: a.runtime, runtimeSource: a.runtimeSource, refusal: a.refusal, text: a.text, diagnostics: a.diagnostics };
}

function unitSide(t: Task): UnitSide {
  return {
    path: t.path, definition: t.definition, enabled: t.enabled, running: t.running, manageState: t.manageState,
    hook: t.hook, actions: t.actions, rules: t.lineOrigins.slice(0, definitionLineCount(t.definition)).map((o) => o.rule),
  };
}

function editReason(t: Task): ChangeReason {
  const list = t.hook.list === 'cluster' ? 'Cluster' : 'InstanceGroup';
  return { since: null, switch: 'specEdit', message: `The edit of ${list} hook "${t.hook.name}" changes it.` };
}

/** The reasons of a unit that differs: the edit (base vs changed at the base's options), then the move to the changed side's options. */
function reasons(unit: string, group: string, t0: Task | undefined, mid: GroupPlan | undefined, up: Comparison | null, t1: Task | undefined): ChangeReason[] {
  const m = mid?.tasks.find((t) => t.unit === unit);
  const out: ChangeReason[] = [];
  const edited = !t0 || !m ? t0 !== m : unitFingerprint(t0) !== unitFingerprint(m);
  if (edited) out.push(editReason((m ?? t0 ?? t1) as Task));
  const moved = up?.groups.find((g) => g.name === group)?.units.find((u) => u.unit === unit);
  if (moved && moved.change !== 'unchanged') out.push(...moved.reasons);
  return out;
}

function units(a: Analysis, b: Analysis, g0: GroupPlan | undefined, g1: GroupPlan | undefined, mid: GroupPlan | undefined, up: Comparison | null, context: number): UnitDiff[] {
  const before = g0?.tasks ?? [];
  const after = g1?.tasks ?? [];
  const labels = [`base: ${sideLabel(specSide(a))}`, `changed: ${sideLabel(specSide(b))}`] as const;
  const names = diffArrays(before.map((t) => t.unit), after.map((t) => t.unit)).flatMap((p) => p.value);
  return names.map((unit): UnitDiff => {
    const t0 = before.find((t) => t.unit === unit);
    const t1 = after.find((t) => t.unit === unit);
    const change: UnitChange = !t0 ? 'added' : !t1 ? 'removed' : unitFingerprint(t0) === unitFingerprint(t1) ? 'unchanged' : 'changed';
    const s0 = t0 ? unitSide(t0) : null;
    const s1 = t1 ? unitSide(t1) : null;
    const path = (t1 ?? t0 as Task).path;
    return {
      unit, path, change, before: s0, after: s1,
      patch: unitPatch({ path, text: t0?.definition ?? null, label: labels[0] }, { path, text: t1?.definition ?? null, label: labels[1] }, context),
      reasons: change === 'unchanged' ? [] : reasons(unit, (g1 ?? g0 as GroupPlan).name, t0, mid, up, t1),
      nodeup: nodeupEffect(change, s0, s1, { behaviour: b.behaviour, refusal: b.refusal, fatal: g1?.fatal ?? null }),
      problems: [],
    };
  });
}

/** Same kops version, runtime, distro and mode on both sides. */
function sameOptions(a: Analysis, b: Analysis): boolean {
  return a.behaviour.version === b.behaviour.version && a.runtime === b.runtime && a.distro === b.distro;
}

/**
 * Compares two specs, `base` and `changed`, each analysed at its own options (`changedOptions`
 * defaults to `baseOptions`): for every instance group (matched by name), each hook unit added,
 * removed, changed or unchanged with its patch, its reasons (the edit; then, when the options
 * differ, the upgrade preview's reasons on the changed spec) and what nodeup does; which
 * fileAssets change for it; and whether it rolls (roll.ts, from what kops puts in its user-data,
 * user-data.ts). Patches have `context` lines around each change. A change kops never reads (a comment, key order) changes nothing and says so.
 * Pure and total: never throws.
 */
export function compareSpecs(base: string, changed: string, baseOptions: AnalyzeOptions = {}, changedOptions: AnalyzeOptions = baseOptions, context = 3): SpecComparison {
  const a = withLint(analyzePlan(base, baseOptions), lint);
  const b = withLint(analyzePlan(changed, changedOptions), lint);
  const same = sameOptions(a, b);
  const mid = same ? b : analyzePlan(changed, baseOptions);
  let up: Comparison | null = null;
  try {
    up = same ? null : compareAnalyses(mid, b);
  } catch {
    // The upgrade's reasons are extra detail: without them each unit still says the edit changed it.
  }
  const docs = [plainDocuments(base), plainDocuments(changed)] as const;
  const names = [...new Set([...b.groups.map((g) => g.name), ...a.groups.map((g) => g.name)])];
  const sides = { base: { kopsVersion: a.behaviour.version, runtime: a.runtime }, changed: { kopsVersion: b.behaviour.version, runtime: b.runtime } };
  const data = names.map((name) => {
    const g0 = a.groups.find((g) => g.name === name);
    const g1 = b.groups.find((g) => g.name === name);
    return { name, g0, g1, u0: g0 ? groupUserData(a, docs[0], g0) : null, u1: g1 ? groupUserData(b, docs[1], g1) : null };
  });
  // An edit to a hook or file that reaches some group, Cluster-level or its own: to tell a group that does not roll why.
  const differs = (list: 'Cluster' | 'InstanceGroup'): boolean => data.some(({ u0, u1 }) => {
    const pick = (u: GroupUserData): string => JSON.stringify([...u.hooks, ...u.fileAssets].filter((e) => e.key.startsWith(`${list}\u0000`)));
    return u0 !== null && u1 !== null && pick(u0) !== pick(u1);
  });
  const edited = { cluster: differs('Cluster'), instanceGroup: differs('InstanceGroup') };
  const groups = data.map(({ name, g0, g1, u0, u1 }): SpecGroupDiff => {
    const g = (g1 ?? g0) as GroupPlan;
    const diffs = units(a, b, g0, g1, mid.groups.find((m) => m.name === name), up, context);
    let roll = rollVerdict(u0, u1, sides, edited);
    if (!roll.rolls && g0 && g1 && diffs.some((u) => u.change !== 'unchanged')) {
      // kops 1.8–1.21 fingerprints an exec command's words joined with spaces: [sh, -c, "a b"] and [sh, -c, a, b] render apart and roll alike.
      roll = { ...roll, reason: `${roll.reason.replace(/\.$/, '')}, so kops does not roll it; yet its units change: only nodes that boot from now on get them (\`kops rolling-update cluster --force\` replaces the others).` };
    }
    return {
      name, role: g.role, presence: g0 && g1 ? 'both' : g1 ? 'added' : 'removed',
      runsNodeup: (g0?.runsNodeup ?? false) || (g1?.runsNodeup ?? false),
      units: diffs,
      files: fileDiffs(g0, g1, [a.behaviour.version, b.behaviour.version], [`base: ${sideLabel(specSide(a))}`, `changed: ${sideLabel(specSide(b))}`]),
      fileAssets: roll.reasons.filter((r) => r.cause === 'fileAsset' && r.subject !== undefined).map((r) => r.subject as string),
      fatal: { from: g0?.fatal ?? null, to: g1?.fatal ?? null },
      roll,
    };
  });
  const counts = specCounts(groups);
  const quiet = counts.unitsChanged === 0 && counts.rolling === 0
    && groups.every((g) => g.presence === 'both' && g.fatal.from === g.fatal.to && g.files.every((f) => f.change === 'unchanged'));
  let note: string | null = null;
  if (quiet) {
    note = base === changed
      ? 'The two specs are the same text: no unit changes and no instance group rolls.'
      : 'The two specs differ only in what kops does not read (comments, key order, formatting): no unit changes and no instance group rolls.';
  }
  return { base: specSide(a), changed: specSide(b), groups, counts, note };
}
