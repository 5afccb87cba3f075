import type { GroupPlan, HookSpec, Role } from '../types.ts';
import { groupPlan, HookLoop, planGroup, type GroupInput, type PlanMemo, type PlanSettings } from './plan-group.ts';

/** The cluster list walked alone on a node of one role: what each group of the role adds after its own hooks. */
interface ClusterPart {
  hooks: readonly HookSpec[];
  loop: HookLoop;
  /** The unit that makes nodeup abort in that walk, or null. */
  fatal: string | null;
}

function meets(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
}

/**
 * planGroup for each of `groups`, with one `memo`: the same plans, with the cluster list walked
 * once per role rather than once per group. nodeup walks a group's own hooks first, then the
 * cluster's with the names and units those left. When none of them is a name or unit that the
 * cluster walk checks on its own (the usual case), every step of it goes as it does alone, so the
 * group adds the role's walk as it is (the very same task and skip objects); otherwise the group
 * walks the cluster list itself. A large spec repeats the cluster's hooks in every group.
 */
export function planGroups(groups: readonly GroupInput[], s: PlanSettings, memo: PlanMemo): GroupPlan[] {
  const parts = new Map<Role, ClusterPart>();
  return groups.map((group) => {
    if (group.role === 'Bastion') return planGroup(group, s, memo);
    const own = new HookLoop(group.role, s, memo);
    const fatal = own.run('instanceGroup', group.instanceGroupHooks);
    if (fatal !== null) return groupPlan(group, own.tasks, own.skipped, fatal, true, own.ensuredAfter);
    let part = parts.get(group.role);
    if (part?.hooks !== group.clusterHooks) {
      const alone = new HookLoop(group.role, s, memo);
      part = { hooks: group.clusterHooks, loop: alone, fatal: alone.run('cluster', group.clusterHooks) };
      parts.set(group.role, part);
    }
    const { loop, fatal: partFatal } = part;
    // A unit that makes the walk abort is one it has already taken: `units` holds it.
    if (meets(own.names, loop.names) || own.tasks.some((t) => loop.units.has(t.unit))) {
      return groupPlan(group, own.tasks, own.skipped, own.run('cluster', group.clusterHooks), true, own.ensuredAfter);
    }
    return groupPlan(group, [...own.tasks, ...loop.tasks], [...own.skipped, ...loop.skipped], partFatal, true, own.ensuredAfter);
  });
}
