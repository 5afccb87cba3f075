import { describe, expect, it } from 'vitest';
import type { HookSpec } from '../types.ts';
import { behaviour } from './behaviour.ts';
import { planGroup, planMemo, type GroupInput, type PlanSettings } from './plan-group.ts';
import { replanGroup } from './replan-group.ts';
import { testHook, type TestHook } from './test-hooks.ts';

const s: PlanSettings = {
  behaviour: behaviour('1.36.0').behaviour, runtime: 'containerd', exec: 'containerd', distro: 'debian', cluster: null, apiVersions: ['v1alpha2'],
};
const m = (i: number): TestHook => ({ name: `h${i}.service`, manifest: `ExecStart=/bin/echo ${i}\n` });
const input = (hooks: TestHook[]): GroupInput => ({ name: 'nodes', role: 'Node', document: null, instanceGroupHooks: [], clusterHooks: hooks.map((h, i) => testHook(h, 'cluster', i)) });
// Hooks compare by object here: the incremental path compares them by content token.
const same = (a: HookSpec, b: HookSpec): boolean => a === b;

/** `before` with hook `i` replaced by `hook`, the other hook objects kept. */
function edited(before: GroupInput, i: number, hook: TestHook): GroupInput {
  return { ...before, clusterHooks: before.clusterHooks.map((h, j) => (j === i ? testHook(hook, 'cluster', i) : h)) };
}

describe('replanGroup', () => {
  const hooks = [m(0), m(1), { name: 'off.service', disabled: true, manifest: 'x' }, { roles: ['Master'], manifest: 'y' }, { name: 'h1.service', manifest: 'z' }, { name: 'empty.service' }, m(6)];
  const before = input(hooks);
  const plan = planGroup(before, s);

  it.each<[string, number, TestHook, 'replanned' | 'same plan']>([
    ['a manifest typed in', 1, { ...m(1), manifest: 'ExecStart=/bin/echo 1x\n' }, 'replanned'],
    ['a disabled hook\'s body', 2, { name: 'off.service', disabled: true, manifest: 'xx' }, 'same plan'],
    ['a role-filtered hook\'s body', 3, { roles: ['Master'], manifest: 'yy' }, 'same plan'],
    ['a hook skipped for its name', 4, { name: 'h1.service', manifest: 'zz' }, 'same plan'],
    ['a hook without a body, still without', 5, { name: 'empty.service', manifest: '' }, 'same plan'],
  ])('%s: builds that task only, equal to planGroup', (_name, i, hook, expected) => {
    const after = edited(before, i, hook);
    const next = replanGroup(before, plan, after, s, planMemo(), same);
    expect(next).toStrictEqual(planGroup(after, s));
    if (expected === 'same plan') expect(next).toBe(plan);
    else expect(next?.tasks.filter((t, k) => t !== plan.tasks[k]).map((t) => t.unit)).toEqual(['h1.service']);
  });

  it.each<[string, number, TestHook]>([
    ['a rename', 0, { ...m(0), name: 'other.service' }],
    ['a hook disabled', 0, { ...m(0), disabled: true }],
    ['a role filter', 0, { ...m(0), roles: ['Master'] }],
    ['a body removed', 0, { name: 'h0.service' }],
    ['a body added', 5, { name: 'empty.service', manifest: 'ExecStart=/bin/true' }],
  ])('%s: gives up (the group is planned in full)', (_name, i, hook) => {
    expect(replanGroup(before, plan, edited(before, i, hook), s, planMemo(), same)).toBeUndefined();
  });

  it('gives up after an abort, on another group, and when hooks come or go', () => {
    const clash = input([m(0), { name: 'kubelet.service', manifest: 'x' }, m(2)]);
    const aborted = planGroup(clash, s);
    expect(aborted.fatal).not.toBeNull();
    expect(replanGroup(clash, aborted, edited(clash, 0, { ...m(0), manifest: 'y' }), s, planMemo(), same)).toBeUndefined();
    expect(replanGroup(before, plan, { ...edited(before, 1, { ...m(1), manifest: 'q' }), name: 'other' }, s, planMemo(), same)).toBeUndefined();
    expect(replanGroup(before, plan, input([...hooks, m(7)]), s, planMemo(), same)).toBeUndefined();
  });
});
