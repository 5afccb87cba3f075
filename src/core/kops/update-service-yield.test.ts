import { describe, expect, it } from 'vitest';
import { bootGraph } from '../boot/boot-graph.ts';
import { analyze } from '../index.ts';
import { behaviour } from './behaviour.ts';
import { planGroup, type PlanSettings } from './plan-group.ts';
import { testHooks, type TestHook } from './test-hooks.ts';
import { updateServiceYields } from './update-service-yield.ts';

// Hand-written from kops at both sides of 1.22: v1.21.5:nodeup/pkg/model/update_service.go:57-62
// walks `b.InstanceGroup.Spec.Hooks, b.Cluster.Spec.Hooks` (every role) and compares hook.Name;
// v1.22.0:nodeup/pkg/model/update_service.go:57 walks `b.NodeupConfig.Hooks`, which
// v1.22.0:pkg/apis/nodeup/config.go:140-141 filters by the group's role. Neither looks at the
// hook's body, so a hook the hook builder skips still counts.
function yields(version: string, hooks: TestHook[]): boolean {
  const s: PlanSettings = { behaviour: behaviour(version).behaviour, runtime: 'containerd', exec: 'containerd', distro: 'flatcar', cluster: null, apiVersions: ['v1alpha2'] };
  const g = planGroup({ name: 'nodes', role: 'Node', document: null, instanceGroupHooks: [], clusterHooks: testHooks(hooks, 'cluster', 0) }, s);
  return updateServiceYields(s.behaviour, g);
}

describe('update-service.service yields to a hook of its name', () => {
  it('a hook for another role: yields in 1.21.5, not in 1.22.0', () => {
    const hooks = [{ name: 'update-service', roles: ['Master'], manifest: 'ExecStart=/bin/true' }];
    expect([yields('1.21.5', hooks), yields('1.22.0', hooks)]).toEqual([true, false]);
  });
  it('a hook nodeup skips (no manifest) or disables: yields at both sides', () => {
    for (const h of [{ name: 'update-service.service' }, { name: 'update-service', exec: { image: ' ' } }, { name: 'update-service', disabled: true }]) {
      expect([yields('1.21.5', [h]), yields('1.22.0', [h])], JSON.stringify(h)).toEqual([true, true]);
    }
  });
  it('a name that only makes the same unit does not count (the check compares names, not units)', () => {
    expect([yields('1.21.5', [{ name: 'other' }]), yields('1.22.0', [{ name: 'update-service.timer', manifest: 'A=1' }])]).toEqual([false, false]);
  });
});

describe('the boot graph leaves kops\'s update-service.service out where it yields', () => {
  const yaml = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: a.example.com\nspec:\n  updatePolicy: external\n  hooks:\n  - name: update-service\n    roles: [Master]\n    manifest: ExecStart=/bin/true\n';
  const onNodes = (v: string) => {
    const a = analyze(yaml, { kopsVersion: v, distro: 'flatcar' });
    const g = a.groups.find((x) => x.role === 'Node');
    return g ? bootGraph(a, g).nodes.some((n) => n.unit === 'update-service.service') : undefined;
  };
  it('a hook for the control plane only: gone from workers in 1.21.5, there in 1.22.0', () => {
    expect([onNodes('1.21.5'), onNodes('1.22.0')]).toEqual([false, true]);
  });
});
