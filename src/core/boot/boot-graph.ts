import { goClean } from '../files/go-path.ts';
import { nodeContext } from '../kops/node-context.ts';
import { nodeUnits, type NodeUnit } from '../kops/node-units.ts';
import type { Analysis, GroupPlan, Task } from '../types.ts';
import type { UnitDeps } from './unit-deps.ts';
import { buildEdges, completeUnits, emitEdges, isOrdering, RelationSink, type EdgeListSink, type Relations } from './boot-edges.ts';
import { firstBootNotes, groupNotes, rebootNotes } from './boot-notes.ts';
import { collectUnits, parseHookDeps, type HookDeps, type ModelUnit } from './boot-units.ts';
import { adjacency, cyclicComponents, orderingCycles } from './cycles.ts';
import { bootJobs, type Jobs } from './jobs.ts';
import { namesDropped, withoutTwinHooks, type TwinClasses } from './twin-hooks.ts';
import { KUBELET, kubeletWait } from './kubelet-wait.ts';
import { kubeletVerdicts, verdictOracle, type KubeletVerdictCore, type VerdictOracle } from './kubelet-verdicts.ts';
import { rebootBinding } from './reboot-binding.ts';
import type { BootCycle, BootEdge, BootGraph, BootNode, KubeletHang, MissingUnit } from './types.ts';

export interface BootGraphOptions {
  /** The dependency lines of a hook's unit file (default: parse it); lint hands in a memo. */
  hookDeps?: HookDeps;
  /** At most this many cycles per strongly connected component (default 32). */
  cycleLimit?: number;
  /** Only the cycles are wanted (lint): nodes, what kubelet waits for, missing units and notes are left empty. */
  cyclesOnly?: boolean;
}

function* orderingPairs(relations: Relations): Iterable<readonly [string, string]> {
  for (const [from, tos] of relations.order) for (const to of tos) yield [from, to];
}

/** The ordering cycles among the units with a start job, as unit lists. */
function rawCycles(relations: Relations, jobs: Jobs, limit: number): string[][] {
  return orderingCycles(adjacency(jobs.all, orderingPairs(relations)), limit);
}

/** The edge to show for one step of a cycle: a hook's own line first, then kops's, then systemd's. */
function stepEdge(edges: BootEdge[], from: string, to: string): BootEdge {
  const candidates = edges.filter((e) => e.from === from && e.to === to && isOrdering(e));
  const rank = (e: BootEdge): number => (e.origin.kind === 'hook' ? 0 : e.origin.kind === 'systemd-default' && e.origin.cause ? 1 : e.origin.kind === 'kops' ? 2 : 3);
  return candidates.sort((a, b) => rank(a) - rank(b))[0] as BootEdge;
}

function cyclesOf(units: Map<string, ModelUnit>, sink: EdgeListSink, jobs: Jobs, hookOrder: Map<string, number>, limit: number): BootCycle[] {
  const edges = sink.edges;
  const adj = adjacency(jobs.all, orderingPairs(sink));
  const found = orderingCycles(adj, limit);
  // systemd may meet any loop of the component first (a larger one through sockets.target, say),
  // so the jobs it may delete are those of the whole component.
  const components = cyclicComponents(adj);
  const key = (u: string): string => (hookOrder.has(u) ? `0${String(hookOrder.get(u)).padStart(6, '0')}` : `1${u}`);
  return found.map((raw) => {
    // Start at the first hook of the group (else the smallest name), so the message reads from the user's unit.
    const first = raw.reduce((best, u) => (key(u) < key(best) ? u : best), raw[0] as string);
    const at = raw.indexOf(first);
    const cycle = [...raw.slice(at), ...raw.slice(0, at)];
    const maybe = cycle.map((u) => units.get(u)?.node).find((n) => n?.presence === 'maybe');
    const component = components.find((c) => c.includes(cycle[0] as string)) ?? cycle;
    const droppable = [...cycle, ...component.filter((u) => !cycle.includes(u)).sort()].filter((u) => !jobs.required.has(u));
    return {
      units: cycle,
      edges: cycle.map((u, i) => stepEdge(edges, u, cycle[(i + 1) % cycle.length] as string)),
      droppable,
      ...(maybe ? { condition: `only where ${maybe.unit} is on the node: ${maybe.condition ?? 'under a condition the spec does not settle'}` } : {}),
    };
  }).sort((a, b) => a.units.length - b.units.length || a.units.join('\n').localeCompare(b.units.join('\n')));
}

function missingUnits(units: Map<string, ModelUnit>, edges: BootEdge[]): MissingUnit[] {
  const out = new Map<string, MissingUnit>();
  for (const e of edges) {
    if (e.origin.kind !== 'hook') continue;
    const named = e.from === e.origin.unit ? e.to : e.from;
    const node = units.get(named)?.node;
    if (!node || (node.presence !== 'absent' && node.presence !== 'unknown')) continue;
    const entry = out.get(named) ?? { unit: named, presence: node.presence, reason: node.condition ?? '', namedBy: [] };
    entry.namedBy.push(e);
    out.set(named, entry);
  }
  return [...out.values()];
}

function hangs(analysis: Analysis, units: Map<string, ModelUnit>, waitsFor: string[], chainTo: (u: string) => string[]): KubeletHang[] {
  const b = analysis.behaviour;
  return waitsFor.filter((u) => units.get(u)?.node.kind === 'hook' && units.get(u)?.deps?.hangs).map((unit) => {
    const chain = chainTo(unit);
    const message = `${unit} is a oneshot with no \`TimeoutStartSec=\` that kubelet.service waits for (${chain.join(' → ')}): if it hangs, kubelet never starts and the node never becomes Ready`
      + (b.noBlockRestart ? '.' : `; before kops 1.35 nodeup's own restart of it blocks too, so on the first boot kops ${b.version}'s whole node setup stalls with it.`);
    return { unit, chain, message };
  });
}

/**
 * The boot order of `group`'s nodes at a reboot, for the analysis's kops version, runtime and
 * distro: the hooks' units, the units kops manages there (../shared/KOPS-NODE-UNITS.md, via
 * nodeUnits), and the systemd units anything names; every dependency with its origin (the YAML
 * line, the kops unit's definition, or systemd's default); the ordering cycles among the units that
 * start at a reboot (systemd deletes a job to break each one); what kubelet waits for; the hooks
 * that can hang it; and the units hooks name that are not on the node. Pure and total; cheap enough
 * to run for every group in lint.
 */
export function bootGraph(analysis: Analysis, group: GroupPlan, options: BootGraphOptions = {}): BootGraph {
  const base = { group: group.name, role: group.role, runsNodeup: group.runsNodeup, timeline: 'reboot' as const };
  if (!group.runsNodeup) {
    return { ...base, nodes: [], edges: [], cycles: [], kubeletWaitsFor: [], verdicts: [], kubeletHangs: [], missing: [], notes: { reboot: [], firstBoot: [], group: groupNotes(analysis, group) } };
  }
  const ctx = nodeContext(analysis, group.role, group.document);
  const kops = nodeUnits(ctx);
  const units = collectUnits(analysis, group, ctx, kops, options.hookDeps ?? parseHookDeps);
  completeUnits(units, ctx);
  const sink = buildEdges(units);
  const edges = sink.edges;
  const jobs = bootJobs(units, sink);
  const hookOrder = new Map(group.tasks.map((t, i) => [t.unit, i]));
  if (options.cyclesOnly) {
    const cycles = cyclesOf(units, sink, jobs, hookOrder, options.cycleLimit ?? 32);
    return { ...base, nodes: [], edges, cycles, kubeletWaitsFor: [], verdicts: [], kubeletHangs: [], missing: [], notes: { reboot: [], firstBoot: [], group: [] } };
  }
  const kindRank = { hook: 0, kops: 1, systemd: 2 } as const;
  const insertion = new Map([...units.keys()].map((u, i) => [u, i]));
  const nodes: BootNode[] = [...units.values()]
    .sort((a, b) => kindRank[a.node.kind] - kindRank[b.node.kind]
      || (a.node.kind === 'systemd' ? a.node.unit.localeCompare(b.node.unit) : (insertion.get(a.node.unit) ?? 0) - (insertion.get(b.node.unit) ?? 0)))
    .map((u) => Object.assign(u.node, {
      job: jobs.all.has(u.node.unit),
      start: { boot: jobs.boot.has(u.node.unit), nodeup: u.nodeupStarts && jobs.all.has(u.node.unit), protokube: u.protokubeStarts },
    }) as BootNode);
  const cycles = cyclesOf(units, sink, jobs, hookOrder, options.cycleLimit ?? 32);
  const binding = rebootBinding(units, sink, jobs);
  for (const e of edges) if (isOrdering(e) && jobs.all.has(e.from) && jobs.all.has(e.to)) e.holds = binding.holds(e.from, e.to);
  const wait = kubeletWait(units, sink, jobs, binding);
  const files = group.files.length > 0 ? { files: new Set(group.files.map((f) => goClean(f.path))) } : {};
  const verdicts = kubeletVerdicts({ behaviour: analysis.behaviour, tasks: group.tasks, units, relations: sink, jobs, binding, wait, ...files });
  const execHooks = group.tasks.some((t) => t.lineOrigins.some((o) => o.kind === 'field' && o.field === 'execContainer'));
  return {
    ...base,
    nodes,
    edges,
    cycles,
    kubeletWaitsFor: wait.waitsFor,
    verdicts,
    kubeletHangs: hangs(analysis, units, wait.waitsFor, wait.chainTo),
    missing: missingUnits(units, edges),
    notes: { reboot: units.has(KUBELET) ? rebootNotes(analysis, group, execHooks, kops.find((u) => u.unit === KUBELET)?.warming) : [], firstBoot: firstBootNotes(analysis, group), group: groupNotes(analysis, group) },
  };
}

// The units kops manages depend on the analysis, the role and the group's document (its warm
// pool) alone: lint asks for every group.
const KOPS_UNITS = new WeakMap<Analysis, Map<string, NodeUnit[]>>();

/** nodeUnits for the groups of `role` in `analysis` (of `document`'s group settings), made once. */
export function kopsUnitsOf(analysis: Analysis, role: GroupPlan['role'], document?: number | null): NodeUnit[] {
  let byKey = KOPS_UNITS.get(analysis);
  if (!byKey) KOPS_UNITS.set(analysis, (byKey = new Map()));
  const key = `${role}:${document ?? ''}`;
  let kops = byKey.get(key);
  if (!kops) byKey.set(key, (kops = nodeUnits(nodeContext(analysis, role, document))));
  return kops;
}

/**
 * The units of `group`'s node with one hook unit for many alike (withoutTwinHooks), and for each
 * twin left out the unit kept in its place; all of them (and no twins) when a unit systemd brings
 * in names a twin. The model of lint's cheap checks.
 */
function twinlessUnits(analysis: Analysis, group: GroupPlan, hookDeps: HookDeps, classes?: TwinClasses): { units: Map<string, ModelUnit>; twinOf: ReadonlyMap<Task, string> } {
  const ctx = nodeContext(analysis, group.role, group.document);
  const kops = kopsUnitsOf(analysis, group.role, group.document);
  const twins = withoutTwinHooks(group.tasks, hookDeps, kops, classes);
  const units = collectUnits(analysis, { ...group, tasks: twins.tasks }, ctx, kops, hookDeps);
  const ours = new Set(units.keys());
  completeUnits(units, ctx);
  if (!namesDropped(units, ours, twins.dropped)) return { units, twinOf: twins.twinOf };
  const all = collectUnits(analysis, group, ctx, kops, hookDeps);
  completeUnits(all, ctx);
  return { units: all, twinOf: new Map() };
}

/**
 * Whether `group` has an ordering cycle at a reboot: the same model as bootGraph, without
 * building edges, origins or nodes, and with one hook unit for many alike (twinlessUnits): a
 * simple cycle through a twin is one through the unit kept. Lint uses it to clear groups cheaply.
 */
export function hasOrderingCycle(analysis: Analysis, group: GroupPlan, hookDeps: HookDeps = parseHookDeps): boolean {
  if (!group.runsNodeup) return false;
  const { units } = twinlessUnits(analysis, group, hookDeps);
  const sink = new RelationSink();
  emitEdges(units, sink);
  return rawCycles(sink, bootJobs(units, sink), 1).length > 0;
}

/**
 * The kubelet verdicts of `group` (kubeletVerdicts) for the hook units `only` accepts, from the
 * same model as bootGraph without edge objects, origins or nodes, and with one hook unit for many
 * alike (twinlessUnits: a twin has the verdict of the unit kept in its place; `classes`, decided
 * once for all the groups of the role), each with its sentences made only when asked: what lint
 * needs.
 */
export function rebootVerdicts(analysis: Analysis, group: GroupPlan, hookDeps: HookDeps, only: (unit: string) => boolean, classes?: TwinClasses): KubeletVerdictCore[] {
  const oracle = rebootOracle(analysis, group, hookDeps, classes);
  const seen = new Set<string>();
  const out: KubeletVerdictCore[] = [];
  for (const task of group.tasks) {
    if (seen.has(task.unit) || !only(task.unit)) continue;
    seen.add(task.unit);
    const v = oracle.core(task);
    if (v) out.push(v);
  }
  return out;
}

/** rebootVerdicts one task at a time (VerdictOracle): lint reads the reboot value of every claim, and the rest of one. */
export function rebootOracle(analysis: Analysis, group: GroupPlan, hookDeps: HookDeps, classes?: TwinClasses): VerdictOracle {
  if (!group.runsNodeup) return verdictOracle(null);
  const { units, twinOf } = twinlessUnits(analysis, group, hookDeps, classes);
  const sink = new RelationSink();
  emitEdges(units, sink);
  const jobs = bootJobs(units, sink);
  const binding = rebootBinding(units, sink, jobs);
  const wait = kubeletWait(units, sink, jobs, binding);
  const depsOf = (t: Task): UnitDeps | null => (t.definition === null || t.definition === '' ? null : hookDeps(t.unit, t.definition));
  const files = group.files.length > 0 ? { files: new Set(group.files.map((f) => goClean(f.path))) } : {};
  return verdictOracle({ behaviour: analysis.behaviour, tasks: group.tasks, units, relations: sink, jobs, binding, wait, twins: { twinOf, depsOf }, ...files });
}
