import type { GroupPlan, HookSpec, Role, SkippedHook, Task } from '../types.ts';
import { hookMatchesRole, isHookDisabled } from './hook-state.ts';
import { hookTask, type GroupInput, type PlanMemo, type PlanSettings } from './plan-group.ts';

/** Past this many changed hooks, planGroup costs about as much. */
const MAX_CHANGED = 16;

/** Each plan's tasks and skips by hook (`list/document/index`), made once and shared by the plans replanned from it. */
const INDEXES = new WeakMap<GroupPlan, { tasks: Map<string, number>; skipped: Map<string, SkippedHook> }>();

/** A replanned plan: the plan it was made from and the positions of the tasks built again. */
const DERIVED = new WeakMap<GroupPlan, { from: GroupPlan; changed: readonly number[] }>();

/**
 * The plan `plan` was replanned from and where their tasks differ (every other task is the very
 * same object), if replanGroup made it: lets a caller update what it derived from the earlier
 * plan's tasks instead of walking them all again.
 */
export function derivation(plan: GroupPlan): { from: GroupPlan; changed: readonly number[] } | undefined {
  return DERIVED.get(plan);
}

const keyOf = (h: { list: string; document: number; index: number }): string => `${h.list}/${h.document}/${h.index}`;

function indexOf(plan: GroupPlan): { tasks: Map<string, number>; skipped: Map<string, SkippedHook> } {
  let index = INDEXES.get(plan);
  if (!index) {
    index = { tasks: new Map(plan.tasks.map((t, i) => [keyOf(t.hook), i])), skipped: new Map(plan.skipped.map((s) => [keyOf(s), s])) };
    INDEXES.set(plan, index);
  }
  return index;
}

/**
 * Whether planGroup treats `a` and `b` alike in a group of `role`, apart from the unit file it
 * builds: the same place, name (explicit or by position), role filter, useRawName and disabled
 * state. Then the names, numbering, duplicate checks and task keys of every hook stay as they were.
 */
function treatedAlike(a: HookSpec, b: HookSpec, role: Role, s: PlanSettings): boolean {
  const disabled = (h: HookSpec): boolean => isHookDisabled(h, s.apiVersions[h.document] ?? 'v1alpha2', s.behaviour);
  return a.list === b.list && a.document === b.document && a.index === b.index
    && (a.name?.value ?? '') === (b.name?.value ?? '')
    && (a.useRawName?.value === true) === (b.useRawName?.value === true)
    && hookMatchesRole(a, role) === hookMatchesRole(b, role)
    && disabled(a) === disabled(b);
}

/**
 * `planGroup(group, s, memo)` from `plan`, the plan of an earlier input of the same group under
 * the same settings: when the hooks that differ (not `same`) are few and each is treated alike
 * (see treatedAlike) and still writes a unit (or is still skipped for the same reason), only their
 * tasks are built again; every other task is the earlier one. Undefined when that cannot be shown
 * (then plan the group in full). Equal to planGroup's result whenever it returns one.
 */
export function replanGroup(
  before: GroupInput, plan: GroupPlan, group: GroupInput, s: PlanSettings, memo: PlanMemo,
  same: (a: HookSpec, b: HookSpec) => boolean,
): GroupPlan | undefined {
  if (group.name !== before.name || group.role !== before.role || group.document !== before.document) return undefined;
  // A bastion's plan never looks at its hooks; an abort depends on the order of everything before it.
  if (group.role === 'Bastion') return plan;
  if (plan.fatal !== null) return undefined;
  const changed: HookSpec[] = [];
  for (const [was, now] of [[before.instanceGroupHooks, group.instanceGroupHooks], [before.clusterHooks, group.clusterHooks]] as const) {
    if (was.length !== now.length) return undefined;
    for (let i = 0; i < now.length; i++) {
      const a = was[i] as HookSpec;
      const b = now[i] as HookSpec;
      if (same(a, b)) continue;
      if (changed.length === MAX_CHANGED || !treatedAlike(a, b, group.role, s)) return undefined;
      changed.push(b);
    }
  }
  const index = indexOf(plan);
  let tasks: Task[] | undefined;
  const positions: number[] = [];
  for (const hook of changed) {
    const ref = { list: hook.list, index: hook.index, document: hook.document };
    const at = index.tasks.get(keyOf(hook));
    if (at === undefined) {
      const skip = index.skipped.get(keyOf(hook));
      if (!skip) return undefined;
      // Filtered out or named like an earlier hook: still so. Skipped for its body: only if it still is.
      if (skip.reason === 'role-filtered' || skip.reason === 'duplicate-name') continue;
      if (hookTask(hook, skip.name, ref, s, memo) !== skip.reason) return undefined;
      continue;
    }
    const old = plan.tasks[at] as Task;
    // A disabled hook's task does not depend on its body.
    if (old.definition === null) continue;
    const task = hookTask(hook, old.hook.name, ref, s, memo);
    if (typeof task === 'string') return undefined;
    (tasks ??= [...plan.tasks])[at] = task;
    positions.push(at);
  }
  if (!tasks) return plan;
  const next: GroupPlan = { ...plan, tasks };
  INDEXES.set(next, index);
  DERIVED.set(next, { from: plan, changed: positions });
  return next;
}
