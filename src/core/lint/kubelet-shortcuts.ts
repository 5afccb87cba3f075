import type { HookDeps } from '../boot/boot-units.ts';
import { verdictCore, type KubeletStart, type KubeletVerdictCore } from '../boot/kubelet-verdicts.ts';
import type { VerdictFacts } from '../boot/verdict-facts.ts';
import { kubeletStarter } from '../boot/verdict-words.ts';
import { SYSTEMD_TARGETS } from '../boot/systemd-targets.ts';
import { kopsUnitDeps, type DepRef, type UnitDeps } from '../boot/unit-deps.ts';
import { nodeContext } from '../kops/node-context.ts';
import { nodeUnits } from '../kops/node-units.ts';
import type { GroupPlan, Role } from '../types.ts';
import { groupsWithCycles } from './groups-with-cycles.ts';
import type { LintContext, UnitView } from './rule.ts';

const KUBELET = 'kubelet.service';
const MULTI_USER = 'multi-user.target';

/** A shortcut's answer: the reboot value, and where it can, the whole verdict (else ask the graph). */
export interface Shortcut {
  reboot: 'yes' | 'not-yes';
  core: (() => KubeletVerdictCore) | null;
}

/**
 * The verdict of a hook only nodeup starts, ordered straight before kubelet, after nothing of
 * its own, in a group with no cycle: the case `nodeup-only` (kubelet at boot) or `nodeup` of
 * kubeletVerdicts, with its remedy, an [Install].
 */
function plainCore(view: UnitView, d: UnitDeps, k: KubeletStart): KubeletVerdictCore {
  const facts: VerdictFacts = {
    firstBoot: 'race', reboot: k.kubeletAtBoot ? 'no' : 'race', order: 'before', reason: k.kubeletAtBoot ? 'nodeup-only' : 'nodeup',
    atBoot: false, remedy: { before: false, install: true },
  };
  return verdictCore(view.task, d, facts, k);
}
/**
 * Answers, from a hook unit's own lines and what the whole spec names, where its reboot verdict
 * (kubeletVerdicts) is certain without a graph of its group: most hooks of a large spec are
 * plainly ordered before kubelet and enabled, or plainly started by nodeup alone. `yes` and
 * `not-yes` are exact, and so is the whole verdict where one is given (the property test compares
 * them with the graph); null: ask the graph.
 * - `yes`: `Before=kubelet.service` and `WantedBy=multi-user.target` of its own, no requirement
 *   and no `Slice=` (so it always starts at boot), in a group with no ordering cycle: kubelet's job
 *   waits for its boot job, whoever starts kubelet.
 * - `not-yes`: a service with no [Install] that no unit of the spec or of kops names, pulling in
 *   nothing but standard targets that pull in nothing and that no unit installs into, none of
 *   them ordered after it: only its own start by nodeup queues its job, with nothing it is
 *   ordered before, so no ordering of its holds at a reboot.
 * Neither holds where a hook takes kubelet's name or a group writes a unit name twice.
 */
export function kubeletShortcuts(ctx: LintContext, hookDeps: HookDeps): (view: UnitView, group: GroupPlan) => Shortcut | null {
  const named = new Set<string>();
  const installedInto = new Set<string>();
  // A unit that pulls kubelet in starts it at boot even where kubelet has no [Install] of its own
  // (before kops 1.21): then only the graph tells whether kubelet is up at a reboot.
  let kubeletPulledIn = false;
  // Called for every unit of the spec: no list is built per unit.
  const note = (d: UnitDeps): void => {
    if (!kubeletPulledIn && (names(d.requires, KUBELET) || names(d.wants, KUBELET) || names(d.bindsTo, KUBELET) || names(d.requisite, KUBELET))) kubeletPulledIn = true;
    nameAll(d.after, d.unit);
    nameAll(d.before, d.unit);
    nameAll(d.requires, d.unit);
    nameAll(d.wants, d.unit);
    nameAll(d.bindsTo, d.unit);
    nameAll(d.requisite, d.unit);
    nameAll(d.wantedBy, d.unit);
    nameAll(d.requiredBy, d.unit);
    if (d.slice) named.add(d.slice.unit);
    if (d.triggers) named.add(d.triggers.unit);
    for (let i = 0; i < d.wantedBy.length; i++) installedInto.add((d.wantedBy[i] as DepRef).unit);
    for (let i = 0; i < d.requiredBy.length; i++) installedInto.add((d.requiredBy[i] as DepRef).unit);
  };
  const nameAll = (refs: readonly DepRef[], self: string): void => {
    for (let i = 0; i < refs.length; i++) {
      const unit = (refs[i] as DepRef).unit;
      if (unit !== self) named.add(unit);
    }
  };
  for (const v of ctx.units) if (v.task.definition !== '') note(hookDeps(v.task.unit, v.task.definition));
  const roles = new Set<Role>(ctx.analysis.groups.filter((g) => g.runsNodeup).map((g) => g.role));
  for (const role of roles) for (const k of nodeUnits(nodeContext(ctx.analysis, role))) note(kopsUnitDeps(k.unit, k.lines, k.oneshot));
  // A unit written twice in a group (nodeup aborts there), or a hook named like kubelet: ask the graph.
  const doubled = new Set<string>();
  for (const g of ctx.analysis.groups) {
    const seen = new Set<string>();
    for (const t of g.tasks) {
      if (seen.has(t.unit)) doubled.add(t.unit);
      seen.add(t.unit);
    }
  }
  if (ctx.analysis.groups.some((g) => g.tasks.some((t) => t.unit === KUBELET))) return () => null;
  let cyclic: Set<GroupPlan> | null = null;
  const quiet = (p: DepRef): boolean => {
    const t = SYSTEMD_TARGETS[p.unit];
    return !!t && t.requires.length === 0 && t.wants.length === 0 && !installedInto.has(p.unit);
  };
  const isCyclic = (group: GroupPlan): boolean => (cyclic ??= new Set(groupsWithCycles(ctx.analysis, hookDeps))).has(group);
  const starts = new Map<Role, KubeletStart>();
  const startOf = (role: Role): KubeletStart => {
    let k = starts.get(role);
    if (!k) {
      const b = ctx.analysis.behaviour;
      const protokube = b.node.protokubeStartsKubelet && role === 'ControlPlane';
      const kubelet = nodeUnits(nodeContext(ctx.analysis, role)).find((u) => u.unit === KUBELET);
      starts.set(role, (k = { behaviour: b, starter: kubeletStarter(protokube, b), kubeletAtBoot: !protokube && !!kubelet?.lines.wantedBy.includes(MULTI_USER) }));
    }
    return k;
  };
  // What a view's own lines decide, the same in each of its groups (a cluster hook's view has
  // one per group of its role): worked out once per view; only the group's cycle is asked per group.
  const kinds = new Map<UnitView, ViewKind>();
  const kindOf = (view: UnitView): ViewKind => {
    const unit = view.task.unit;
    if (doubled.has(unit) || view.task.definition === '') return NONE;
    const d = hookDeps(unit, view.task.definition);
    const strong = d.requires.length + d.bindsTo.length + d.requisite.length;
    if (names(d.before, KUBELET) && names(d.wantedBy, MULTI_USER) && strong === 0 && !d.slice) return YES;
    if (d.type !== 'service' || d.wantedBy.length > 0 || d.requiredBy.length > 0 || named.has(unit) || d.slice
      || !pullsQuietly(d.requires, d.before) || !pullsQuietly(d.wants, d.before) || !pullsQuietly(d.bindsTo, d.before) || !pullsQuietly(d.requisite, d.before)) return NONE;
    // The words too, where nothing else can decide them: ordered straight before kubelet, after
    // nothing of its own, in a group with no cycle (else the graph tells which case it is).
    return { deps: d, plain: names(d.before, KUBELET) && d.after.length === 0 && !kubeletPulledIn };
  };
  const pullsQuietly = (pulls: readonly DepRef[], before: readonly DepRef[]): boolean => {
    for (let i = 0; i < pulls.length; i++) {
      const p = pulls[i] as DepRef;
      if (!quiet(p) || names(before, p.unit)) return false;
    }
    return true;
  };
  return (view, group) => {
    let kind = kinds.get(view);
    if (kind === undefined) kinds.set(view, (kind = kindOf(view)));
    if (kind === NONE) return null;
    if (kind === YES) return isCyclic(group) ? null : { reboot: 'yes', core: null };
    const d = kind.deps;
    return { reboot: 'not-yes', core: kind.plain && !isCyclic(group) ? () => plainCore(view, d, startOf(group.role)) : null };
  };
}

/** What a view's lines say, whatever its group: no shortcut, `yes` unless the group has a cycle, or `not-yes` (with `plain`, its words too unless the group has a cycle). */
type ViewKind = typeof NONE | typeof YES | { deps: UnitDeps; plain: boolean };
const NONE = 0;
const YES = 1;

/** Whether one of `refs` names `unit`. */
function names(refs: readonly DepRef[], unit: string): boolean {
  for (let i = 0; i < refs.length; i++) if ((refs[i] as DepRef).unit === unit) return true;
  return false;
}
