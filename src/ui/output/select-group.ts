import type { Analysis, GroupPlan, Task } from '../../core/index.ts';
import { hookKey } from '../store/hook-key.ts';
import type { HookKey } from '../store/slices.ts';

/** The group the output shows: the chosen one if it still exists, else the first. */
export function selectGroup(analysis: Analysis, name: string | null): GroupPlan | undefined {
  return analysis.groups.find((g) => g.name === name) ?? analysis.groups[0];
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

