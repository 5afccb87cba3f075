import { nodeContext } from '../kops/node-context.ts';
import { nodeUnits } from '../kops/node-units.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import type { Analysis, GroupPlan } from '../types.ts';
import { buildEdges, completeUnits } from './boot-edges.ts';
import { firstBootNotes, groupNotes, rebootNotes } from './boot-notes.ts';
import { collectUnits, type ModelUnit, type ParseUnit } from './boot-units.ts';
import { adjacency, orderingCycles } from './cycles.ts';
import { bootJobs, type Jobs } from './jobs.ts';
import { KUBELET, kubeletWait } from './kubelet-wait.ts';
import type { BootCycle, BootEdge, BootGraph, BootNode, KubeletHang, MissingUnit } from './types.ts';

export interface BootGraphOptions {
  /** Parses a unit file (default unitParser); lint hands in the parse it already has. */
  parse?: ParseUnit;
  /** At most this many cycles per strongly connected component (default 32). */
  cycleLimit?: number;
}

const isOrdering = (e: BootEdge): boolean => e.type === 'after' || e.type === 'implicit-after';

/** The edge to show for one step of a cycle: a hook's own line first, then kops's, then systemd's. */
function stepEdge(edges: BootEdge[], from: string, to: string): BootEdge {
  const candidates = edges.filter((e) => e.from === from && e.to === to && isOrdering(e));
  const rank = (e: BootEdge): number => (e.origin.kind === 'hook' ? 0 : e.origin.kind === 'systemd-default' && e.origin.cause ? 1 : e.origin.kind === 'kops' ? 2 : 3);
  return candidates.sort((a, b) => rank(a) - rank(b))[0] as BootEdge;
}

function cyclesOf(units: Map<string, ModelUnit>, edges: BootEdge[], jobs: Jobs, hookOrder: Map<string, number>, limit: number): BootCycle[] {
  const ordering = edges.filter((e) => isOrdering(e) && jobs.all.has(e.from) && jobs.all.has(e.to)).map((e) => [e.from, e.to] as const);
  const found = orderingCycles(adjacency(jobs.all, ordering), limit);
  const key = (u: string): string => (hookOrder.has(u) ? `0${String(hookOrder.get(u)).padStart(6, '0')}` : `1${u}`);
  return found.map((raw) => {
    // Start at the first hook of the group (else the smallest name), so the message reads from the user's unit.
    const first = raw.reduce((best, u) => (key(u) < key(best) ? u : best), raw[0] as string);
    const at = raw.indexOf(first);
    const cycle = [...raw.slice(at), ...raw.slice(0, at)];
    const maybe = cycle.map((u) => units.get(u)?.node).find((n) => n?.presence === 'maybe');
    return {
      units: cycle,
      edges: cycle.map((u, i) => stepEdge(edges, u, cycle[(i + 1) % cycle.length] as string)),
      droppable: cycle.filter((u) => !jobs.required.has(u)),
      ...(maybe ? { condition: `only if ${maybe.unit} is on the node (${maybe.condition ?? 'a condition the spec does not settle'})` } : {}),
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
    return { ...base, nodes: [], edges: [], cycles: [], kubeletWaitsFor: [], kubeletHangs: [], missing: [], notes: { reboot: [], firstBoot: [], group: groupNotes(analysis, group) } };
  }
  const ctx = nodeContext(analysis, group.role);
  const units = collectUnits(analysis, group, ctx, nodeUnits(ctx), options.parse ?? unitParser);
  completeUnits(units, ctx);
  const edges = buildEdges(units);
  const jobs = bootJobs(units, edges);
  const hookOrder = new Map(group.tasks.map((t, i) => [t.unit, i]));
  const kindRank = { hook: 0, kops: 1, systemd: 2 } as const;
  const insertion = new Map([...units.keys()].map((u, i) => [u, i]));
  const nodes: BootNode[] = [...units.values()]
    .sort((a, b) => kindRank[a.node.kind] - kindRank[b.node.kind]
      || (a.node.kind === 'systemd' ? a.node.unit.localeCompare(b.node.unit) : (insertion.get(a.node.unit) ?? 0) - (insertion.get(b.node.unit) ?? 0)))
    .map((u) => ({
      ...u.node,
      job: jobs.all.has(u.node.unit),
      start: { boot: jobs.boot.has(u.node.unit), nodeup: u.nodeupStarts && jobs.all.has(u.node.unit), protokube: u.protokubeStarts },
    }));
  const wait = kubeletWait(units, edges, jobs);
  const execHooks = group.tasks.some((t) => t.lineOrigins.some((o) => o.kind === 'field' && o.field === 'execContainer'));
  return {
    ...base,
    nodes,
    edges,
    cycles: cyclesOf(units, edges, jobs, hookOrder, options.cycleLimit ?? 32),
    kubeletWaitsFor: wait.waitsFor,
    kubeletHangs: hangs(analysis, units, wait.waitsFor, wait.chainTo),
    missing: missingUnits(units, edges),
    notes: { reboot: units.has(KUBELET) ? rebootNotes(analysis, group, execHooks) : [], firstBoot: firstBootNotes(analysis), group: groupNotes(analysis, group) },
  };
}
