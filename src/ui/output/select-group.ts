import type { Analysis, GroupPlan, Task } from '../../core/index.ts';
import { hookKey } from '../store/hook-key.ts';
import type { HookKey } from '../store/slices.ts';

/**
 * The group the output shows: the chosen one if it still exists; else the group that has the
 * chosen unit (a docs link or embed names a `roles: [Node]` hook's unit, and no group); else the
 * first group with units (that hook's spec opens on its nodes, not on control-plane nodes with
 * 0 units); else the first.
 */
export function selectGroup(analysis: Analysis, name: string | null, unit: string | null = null): GroupPlan | undefined {
  const { groups } = analysis;
  return groups.find((g) => g.name === name)
    ?? (unit === null ? undefined : groups.find((g) => g.tasks.some((t) => t.unit === unit)))
    ?? groups.find((g) => g.tasks.length > 0)
    ?? groups[0];
}

/**
 * The unit the output shows: the chosen one if the group still has it; else the unit of the
 * chosen hook (its name changed, or another group is shown); else the group's first unit.
 */
export function selectTask(group: GroupPlan | undefined, unit: string | null, hook: HookKey | null = null): Task | undefined {
  if (!group) return undefined;
  return (unit === null ? undefined : group.tasks.find((t) => t.unit === unit))
    ?? (hook === null ? undefined : group.tasks.find((t) => hookKey(t.hook) === hook))
    ?? group.tasks[0];
}

