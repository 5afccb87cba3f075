import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../../bench/generate-spec.ts';
import { analyzePlan } from '../analyze-plan.ts';
import { analyzePlanEdit } from '../analyze-edit.ts';
import type { GroupPlan, Task } from '../types.ts';
import { taskFacts } from './rule-inputs.ts';

/** A plan of a generated spec, and the plan after typing one character in a cluster hook's manifest. */
function typedInClusterHook(): { before: GroupPlan[]; after: GroupPlan[] } {
  const plan = analyzePlan(generateSpec({ hooks: 200, groups: 4, seed: 7 }));
  const hook = plan.spec.documents.flatMap((d) => d.hooks).find((h) => h.list === 'cluster' && h.manifest && !h.useRawManifest);
  const at = hook?.manifest?.source.lines[0]?.end;
  if (at === undefined) throw new Error('no cluster manifest hook');
  return { before: plan.groups, after: analyzePlanEdit(plan, { start: at, end: at, text: 'x' }).groups };
}

describe('taskFacts', () => {
  it('keeps the very same list when the facts of the tasks built again are the same', () => {
    const { before, after } = typedInClusterHook();
    const cache = new WeakMap<GroupPlan, unknown[]>();
    const fact = (t: Task): unknown => [t.unit, t.hook];
    for (let g = 0; g < after.length; g++) {
      const was = after[g] as GroupPlan;
      expect(was).not.toBe(before[g]);
      const earlier = taskFacts(cache, before[g] as GroupPlan, fact);
      expect(taskFacts(cache, was, fact)).toBe(earlier);
    }
  });

  it('copies the list with only the changed facts replaced when they differ', () => {
    const { before, after } = typedInClusterHook();
    const cache = new WeakMap<GroupPlan, unknown[]>();
    const fact = (t: Task): unknown => t.definition;
    const earlier = taskFacts(cache, before[0] as GroupPlan, fact);
    const now = taskFacts(cache, after[0] as GroupPlan, fact);
    expect(now).not.toBe(earlier);
    expect(now).toEqual((after[0] as GroupPlan).tasks.map(fact));
    expect(now.filter((f, i) => f !== earlier[i])).toHaveLength(1);
  });

  it('walks every task of a plan it has no earlier list for', () => {
    const { after } = typedInClusterHook();
    const group = after[1] as GroupPlan;
    expect(taskFacts(new WeakMap(), group, (t) => t.unit)).toEqual(group.tasks.map((t) => t.unit));
  });
});
