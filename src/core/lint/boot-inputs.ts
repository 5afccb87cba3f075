import type { HookDeps } from '../boot/boot-units.ts';
import { hookUnitDeps, type UnitDeps } from '../boot/unit-deps.ts';
import { clusterNodeFacts } from '../kops/node-context.ts';
import type { ParsedUnit } from '../systemd/unit-parser.ts';
import type { GroupPlan, Task } from '../types.ts';
import type { LintContext } from './rule.ts';
import { memo, taskFacts } from './rule-inputs.ts';

/** What the boot-graph rules (ordering-cycle, before-kubelet-not-at-reboot) read, and the inputs their findings depend on. */

// Dependency lines by parse (lint keeps parses across edits), and inputs by task and by group.
// A parse is almost always read under one unit name: its lines are held alone, and a map by unit
// name is made only for a second name (no map per unit file of a large spec).
const DEPS = new WeakMap<ParsedUnit, UnitDeps | Map<string, UnitDeps>>();
const TASKS = new WeakMap<Task, unknown>();
const GROUPS = new WeakMap<GroupPlan, unknown>();
const TASK_LISTS = new WeakMap<GroupPlan, unknown[]>();

/** The dependency lines of a hook's unit file, read once per parse and unit name. */
function unitDeps(unit: string, parsed: ParsedUnit): UnitDeps {
  const held = DEPS.get(parsed);
  if (held === undefined) {
    const deps = hookUnitDeps(unit, parsed);
    DEPS.set(parsed, deps);
    return deps;
  }
  if (!(held instanceof Map)) {
    if (held.unit === unit) return held;
    const deps = hookUnitDeps(unit, parsed);
    DEPS.set(parsed, new Map([[held.unit, held], [unit, deps]]));
    return deps;
  }
  let deps = held.get(unit);
  if (!deps) held.set(unit, (deps = hookUnitDeps(unit, parsed)));
  return deps;
}

/**
 * What the boot-graph findings depend on (Rule.inputs): the Cluster's node settings (the
 * units kops builds), and per group its name, role and tasks, each task by unit, state, hook,
 * line origins and dependency lines. Typing that changes no dependency line keeps the findings.
 */
export function bootInputs(ctx: LintContext): unknown {
  const task = (t: Task): unknown => memo(TASKS, t, () => [
    t.unit, t.running, t.hook, t.lineOrigins, t.definition === null || t.definition === '' ? t.definition : unitDeps(t.unit, ctx.parse(t.definition)),
  ]);
  const group = (g: GroupPlan): unknown => memo(GROUPS, g, () => [g.name, g.role, g.runsNodeup, taskFacts(TASK_LISTS, g, task)]);
  return [clusterNodeFacts(ctx.analysis.spec), ctx.analysis.groups.map(group)];
}

/** The dependency lines of a hook's unit file, from the lint context's parses (a memo over them). */
export function lintHookDeps(ctx: LintContext): HookDeps {
  return (unit, definition) => unitDeps(unit, ctx.parse(definition));
}
