import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../types.ts';
import { behaviour } from './behaviour.ts';
import { planGroup, planMemo, type GroupInput, type PlanSettings } from './plan-group.ts';
import { planGroups } from './plan-groups.ts';
import { testHooks, type TestHook } from './test-hooks.ts';

// Few names, so that a group's hooks often reuse a cluster hook's name or unit, or one of kops's
// own units (kubelet.service makes nodeup abort), and defaults (kops-hook-N) collide too.
const hook: fc.Arbitrary<TestHook> = fc.record({
  name: fc.option(fc.constantFrom('a', 'b', 'a.service', 'kubelet.service', 'kops-hook-0', 'kops-hook-1-ig', 't.timer'), { nil: undefined }),
  roles: fc.option(fc.subarray(['Node', 'Master', 'ControlPlane', 'Bastion']), { nil: undefined }),
  manifest: fc.option(fc.constantFrom('', 'ExecStart=/bin/true'), { nil: undefined }),
  disabled: fc.option(fc.boolean(), { nil: undefined }),
  useRawName: fc.option(fc.boolean(), { nil: undefined }),
  exec: fc.option(fc.record({ image: fc.constantFrom('', 'busybox') }), { nil: undefined }),
}, { requiredKeys: [] });

const ROLES: Role[] = ['ControlPlane', 'Node', 'Node', 'Bastion', 'APIServer'];

const groups = fc.record({
  cluster: fc.array(hook, { maxLength: 6 }),
  own: fc.array(fc.record({ role: fc.constantFrom(...ROLES), hooks: fc.array(hook, { maxLength: 4 }) }), { minLength: 1, maxLength: 5 }),
}).map(({ cluster, own }): GroupInput[] => {
  const clusterHooks = testHooks(cluster, 'cluster', 0);
  return own.map((g, i) => ({ name: `ig-${i}`, role: g.role, document: i + 1, instanceGroupHooks: testHooks(g.hooks, 'instanceGroup', i + 1), clusterHooks }));
});

function settings(version: string, count: number): PlanSettings {
  return {
    behaviour: behaviour(version, false).behaviour, runtime: 'containerd', exec: 'containerd', distro: 'debian', cluster: null,
    apiVersions: Array.from({ length: count + 1 }, () => 'v1alpha2' as const),
  };
}

describe('planGroups (the cluster list walked once per role)', () => {
  it('plans every group exactly as planGroup plans it alone, whatever names and units the groups share', () => {
    fc.assert(fc.property(groups, fc.constantFrom('1.10.1', '1.21.5', '1.22.0', '1.36.0'), (inputs, version) => {
      const s = settings(version, inputs.length);
      expect(planGroups(inputs, s, planMemo())).toEqual(inputs.map((g) => planGroup(g, s)));
    }), { numRuns: 600 });
  });

  it('gives groups that share no name or unit with the cluster list its tasks after their own, and skips a cluster hook whose name a group took', () => {
    const clusterHooks = testHooks([{ name: 'a', manifest: 'ExecStart=/bin/a' }, { name: 'b', manifest: 'ExecStart=/bin/b' }]);
    const group = (i: number, name: string): GroupInput => ({
      name: `ig-${i}`, role: 'Node', document: i + 1, clusterHooks, instanceGroupHooks: testHooks([{ name, manifest: 'ExecStart=/bin/x' }], 'instanceGroup', i + 1),
    });
    const s = settings('1.36.0', 3);
    const [one, two, clash] = planGroups([group(0, 'x'), group(1, 'y'), group(2, 'a')], s, planMemo());
    // Both groups add the cluster's tasks, the very same objects.
    expect(one?.tasks.map((t) => t.unit)).toEqual(['x.service', 'a.service', 'b.service']);
    expect(two?.tasks.slice(1)).toEqual(one?.tasks.slice(1));
    expect(two?.tasks[1]).toBe(one?.tasks[1]);
    // ig-2's own hook takes the name `a`: nodeup skips the cluster's `a` there.
    expect(clash?.tasks.map((t) => t.unit)).toEqual(['a.service', 'b.service']);
    expect(clash?.skipped).toEqual([{ name: 'a', reason: 'duplicate-name', list: 'cluster', index: 0, document: 0 }]);
  });
});
