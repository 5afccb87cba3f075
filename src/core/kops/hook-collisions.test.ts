import { describe, expect, it } from 'vitest';
import type { ClusterNodeSettings, Distro, Runtime } from '../types.ts';
import { analyze } from '../index.ts';
import { behaviour } from './behaviour.ts';
import { planGroup, type PlanSettings } from './plan-group.ts';
import { testHooks, type TestHook } from './test-hooks.ts';

/**
 * Facts outside the code: what nodeup does with a hook named like a unit that it does not add
 * with AddTask before the hook builder, written by hand from kops at both sides of each boundary.
 * Collisions are not in the era table, so only such facts catch them.
 */
function plan(version: string, hooks: TestHook[], o: { runtime?: Runtime; distro?: Distro; cluster?: ClusterNodeSettings } = {}) {
  const runtime = o.runtime ?? 'containerd';
  const s: PlanSettings = { behaviour: behaviour(version).behaviour, runtime, exec: runtime, distro: o.distro ?? 'debian',
    cluster: o.cluster ? { settings: o.cluster } : null, apiVersions: ['v1alpha2'] };
  const g = planGroup({ name: 'nodes', role: 'Node', document: null, instanceGroupHooks: [], clusterHooks: testHooks(hooks, 'cluster', 0) }, s);
  return { units: g.tasks.map((t) => t.unit), fatal: g.fatal };
}

const HEALTH: TestHook = { name: 'docker-healthcheck.service', manifest: 'ExecStart=/bin/true' };
const SLICE: TestHook = { name: 'kubelet.slice', manifest: 'CPUWeight=100' };
const CGROUPS: ClusterNodeSettings = { cgroupDriver: 'systemd', kubeletCgroups: '/kubelet' };

describe('docker-healthcheck: model tree before 1.18, AddTask from 1.18', () => {
  // 1.17.2:upup/pkg/fi/nodeup/loader.go:121,181-184 keys the model tree's services `service/<path>`
  // (upup/models/nodeup/docker/_systemd/_debian_family/services/docker-healthcheck.service): a hook's
  // `Service/docker-healthcheck.service` is another key, so nodeup does not abort.
  it('1.17.2: no abort, the hook keeps its task', () => {
    expect(plan('1.17.2', [HEALTH], { runtime: 'docker' })).toEqual({ units: ['docker-healthcheck.service'], fatal: null });
  });
  // v1.18.0:nodeup/pkg/model/docker.go:487 c.AddTask(b.buildSystemdHealthCheckService()), Name at :617.
  it('v1.18.0 (Kubernetes 1.17, Debian): AddTask aborts', () => {
    expect(plan('1.18.0', [HEALTH], { runtime: 'docker', cluster: { kubernetesVersion: '1.17.17' } }))
      .toEqual({ units: [], fatal: 'found duplicate tasks with name "Service/docker-healthcheck.service"' });
  });
  it('lint: a warning in 1.17.2, an error in 1.18.0', () => {
    const yaml = 'kind: Cluster\nmetadata:\n  name: a.example.com\nspec:\n  kubernetesVersion: 1.17.17\n  hooks:\n  - name: docker-healthcheck.service\n    manifest: ExecStart=/bin/true\n';
    const at = (v: string) => analyze(yaml, { kopsVersion: v, runtime: 'docker' }).diagnostics.filter((d) => d.code === 'shadows-kops-unit').map((d) => [d.severity, d.message]);
    expect(at('1.17.2')).toEqual([['warning', 'Hook `docker-healthcheck.service` writes docker-healthcheck.service, which nodeup also writes from its model tree on instance groups ControlPlane, Node, in kops 1.17.2: that task\'s key is `service/docker-healthcheck.service`, not the hook\'s `Service/docker-healthcheck.service`, so nodeup does not abort, and both tasks write the same unit, the last one winning in an order that is not fixed.']]);
    expect(at('1.18.0').map(([s]) => s)).toEqual(['error']);
    expect(at('1.18.0')[0]?.[1]).toContain('nodeup aborts with "found duplicate tasks with name \\"Service/docker-healthcheck.service\\""');
  });
});

describe('kubelet slices: EnsureTask after the hooks', () => {
  // v1.23.4:nodeup/pkg/model/kubelet.go has no buildCgroupService: a hook of that name is any hook.
  // v1.24.0:upup/pkg/fi/nodeup/command.go:328-329 runs HookBuilder before KubeletBuilder, whose
  // v1.24.0:nodeup/pkg/model/kubelet.go:171 `c.EnsureTask(b.buildCgroupService(cgroup))` drops the
  // error that EnsureTask returns (v1.24.0:upup/pkg/fi/task.go:96): the hook's unit stays.
  it('v1.23.4 and v1.24.0: no abort', () => {
    expect(plan('1.23.4', [SLICE], { cluster: CGROUPS })).toEqual({ units: ['kubelet.slice'], fatal: null });
    expect(plan('1.24.0', [SLICE], { cluster: CGROUPS })).toEqual({ units: ['kubelet.slice'], fatal: null });
  });
  // v1.26.6:upup/pkg/fi/task.go:156 returns the error, v1.26.6:nodeup/pkg/model/kubelet.go:169 drops it;
  // v1.27.0:upup/pkg/fi/task.go:158 klog.Fatalf("cannot add different task with same key %q", key).
  it('v1.26.6 no abort; v1.27.0 aborts with EnsureTask\'s message, after every hook', () => {
    expect(plan('1.26.6', [SLICE], { cluster: CGROUPS })).toEqual({ units: ['kubelet.slice'], fatal: null });
    expect(plan('1.27.0', [SLICE, { name: 'later', manifest: 'A=1' }], { cluster: CGROUPS }))
      .toEqual({ units: ['kubelet.slice', 'later.service'], fatal: 'cannot add different task with same key "Service/kubelet.slice"' });
  });
  it('a duplicate hook aborts first, in the hook builder (AddTask)', () => {
    expect(plan('1.27.0', [SLICE, { name: 'x', manifest: 'A=1' }, { name: 'y', useRawName: true, manifest: 'A=1' }, { name: 'x.service', manifest: 'A=2' }], { cluster: CGROUPS }).fatal)
      .toBe('found duplicate tasks with name "Service/x.service"');
  });
  it('lint: a warning in 1.26.6, an error in 1.27.0', () => {
    const yaml = 'kind: Cluster\nmetadata:\n  name: a.example.com\nspec:\n  kubelet:\n    cgroupDriver: systemd\n    kubeletCgroups: /kubelet\n  hooks:\n  - name: kubelet.slice\n    manifest: CPUWeight=100\n';
    const at = (v: string) => analyze(yaml, { kopsVersion: v }).diagnostics.filter((d) => d.code === 'shadows-kops-unit').map((d) => [d.severity, d.message]);
    expect(at('1.26.6')).toEqual([['warning', 'Hook `kubelet.slice` writes kubelet.slice, the slice kubelet\'s builder adds after the hooks on instance groups ControlPlane, Node: in kops 1.26.6 its EnsureTask error is ignored, so nodeup does not abort and your hook\'s unit stands in for kops\'s slice (kubelet.service still names it in Slice=).']]);
    expect(at('1.27.0')).toEqual([['error', 'Hook `kubelet.slice` writes kubelet.slice, the slice kubelet\'s builder ensures after the hooks on instance groups ControlPlane, Node: nodeup aborts with "cannot add different task with same key \\"Service/kubelet.slice\\"". nodeup stops while it collects its tasks, before running any: none of this group\'s units is written, kubelet is never configured and the node never joins the cluster.']]);
  });
});
