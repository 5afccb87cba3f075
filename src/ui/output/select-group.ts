import type { Analysis, GroupPlan, Task } from '../../core/index.ts';

/** The group the output shows: the chosen one if it still exists, else the first. */
export function selectGroup(analysis: Analysis, name: string | null): GroupPlan | undefined {
  return analysis.groups.find((g) => g.name === name) ?? analysis.groups[0];
}

/** The unit the output shows: the chosen one if the group still has it, else the first. */
export function selectTask(group: GroupPlan | undefined, unit: string | null): Task | undefined {
  if (!group) return undefined;
  return group.tasks.find((t) => t.unit === unit) ?? group.tasks[0];
}
