import { hasOrderingCycle } from '../boot/boot-graph.ts';
import type { HookDeps } from '../boot/boot-units.ts';
import type { Analysis, GroupPlan, Task } from '../types.ts';

const CYCLE_GROUPS = new WeakMap<Analysis, GroupPlan[]>();

/**
 * The groups that may have an ordering cycle. Every group of one role has the same kops units, and
 * a cycle in a group is also a cycle in the union of the groups' units (more units and edges only
 * add jobs and ordering); so one graph per role clears them all when it has no cycle, which is
 * the usual case and costs a fraction of a graph per group. Groups that write a different file
 * under the same unit name as another group of the role are checked on their own. Both checks
 * build no edge objects (hasOrderingCycle); only a group with a cycle gets its whole graph. Made
 * once per analysis: ordering-cycle and before-kubelet-not-at-reboot both ask (a unit file's
 * dependency lines are the same whoever reads them).
 */
export function groupsWithCycles(analysis: Analysis, hookDeps: HookDeps): GroupPlan[] {
  const known = CYCLE_GROUPS.get(analysis);
  if (known) return known;
  const found = findGroupsWithCycles(analysis, hookDeps);
  CYCLE_GROUPS.set(analysis, found);
  return found;
}

function findGroupsWithCycles(analysis: Analysis, hookDeps: HookDeps): GroupPlan[] {
  const out: GroupPlan[] = [];
  const byRole = new Map<string, GroupPlan[]>();
  for (const g of analysis.groups) {
    if (g.runsNodeup && g.tasks.length > 0) byRole.set(g.role, [...(byRole.get(g.role) ?? []), g]);
  }
  for (const [role, groups] of byRole) {
    if (groups.length === 1) {
      if (hasOrderingCycle(analysis, groups[0] as GroupPlan, hookDeps)) out.push(...groups);
      continue;
    }
    const first = new Map<string, Task>();
    const clash = new Set<string>();
    for (const g of groups) {
      for (const t of g.tasks) {
        const seen = first.get(t.unit);
        if (!seen) first.set(t.unit, t);
        else if (seen.definition !== t.definition || seen.running !== t.running) clash.add(t.unit);
      }
    }
    const alone = clash.size === 0 ? [] : groups.filter((g) => g.tasks.some((t) => clash.has(t.unit)));
    const together = alone.length === 0 ? groups : groups.filter((g) => !alone.includes(g));
    out.push(...alone.filter((g) => hasOrderingCycle(analysis, g, hookDeps)));
    if (together.length === 0) continue;
    // Each unit's first task, in the order the groups list them: with no group left out, the ones
    // found above.
    let tasks = [...first.values()];
    if (alone.length > 0) {
      const seen = new Set<string>();
      tasks = together.flatMap((g) => g.tasks).filter((t) => !seen.has(t.unit) && seen.add(t.unit));
    }
    const union: GroupPlan = { ...(together[0] as GroupPlan), name: role, tasks };
    if (hasOrderingCycle(analysis, union, hookDeps)) out.push(...together);
  }
  return analysis.groups.filter((g) => out.includes(g));
}
