import { describe, expect, it } from 'vitest';
import type { ApiVersion, Role } from '../types.ts';
import { behaviour } from './behaviour.ts';
import { planGroup, type GroupInput, type PlanSettings } from './plan-group.ts';
import { testHooks, type TestHook } from './test-hooks.ts';

function settings(version: string, opts: Partial<PlanSettings> = {}): PlanSettings {
  return {
    behaviour: behaviour(version).behaviour, runtime: 'containerd', exec: 'containerd', distro: 'debian', cluster: null,
    apiVersions: ['v1alpha2', 'v1alpha2'], ...opts,
  };
}
function group(ig: TestHook[], cluster: TestHook[], role: Role = 'Node'): GroupInput {
  return { name: 'nodes', role, document: 1, instanceGroupHooks: testHooks(ig, 'instanceGroup', 1), clusterHooks: testHooks(cluster, 'cluster', 0) };
}
const units = (g: ReturnType<typeof planGroup>) => g.tasks.map((t) => t.unit);

describe('planGroup', () => {
  const m = { manifest: 'ExecStart=/bin/true\n' };

  it('numbers by position before 1.22 and after role filtering from 1.22', () => {
    const cluster = [{ ...m, roles: ['Master'] }, m, { ...m, roles: ['Node'] }];
    expect(units(planGroup(group([], cluster), settings('1.21.0')))).toEqual(['kops-hook-1.service', 'kops-hook-2.service']);
    expect(units(planGroup(group([], cluster), settings('1.22.0')))).toEqual(['kops-hook-0.service', 'kops-hook-1.service']);
    const skipped = planGroup(group([], cluster), settings('1.21.0')).skipped;
    expect(skipped).toEqual([{ name: 'kops-hook-0', reason: 'role-filtered', list: 'cluster', index: 0, document: 0 }]);
  });

  it('v1alpha2 Master and v1alpha3 ControlPlane are the same role', () => {
    expect(units(planGroup(group([], [{ ...m, roles: ['Master'] }], 'ControlPlane'), settings('1.30.0')))).toEqual(['kops-hook-0.service']);
  });

  it('puts instance group hooks first, suffixes -ig, and lets the group win a name', () => {
    const g = planGroup(group([{ name: 'x', manifest: 'A=ig' }, m], [{ name: 'x', manifest: 'A=cluster' }, m]), settings('1.30.0'));
    expect(units(g)).toEqual(['x.service', 'kops-hook-1-ig.service', 'kops-hook-1.service']);
    expect(g.tasks[0]?.definition).toBe('[Unit]\nDescription=Kops Hook x\n\n[Service]\nA=ig');
    expect(g.skipped).toEqual([{ name: 'x', reason: 'duplicate-name', list: 'cluster', index: 0, document: 0 }]);
  });

  it('a disabled or empty group hook still claims its name', () => {
    const g = planGroup(group([{ name: 'x' }], [{ name: 'x', manifest: 'A=1' }]), settings('1.30.0'));
    expect(g.tasks).toEqual([]);
    expect(g.skipped.map((s) => s.reason)).toEqual(['no-manifest-or-exec', 'duplicate-name']);
  });

  it('disabled hooks become stop-and-disable tasks with no definition', () => {
    const g = planGroup(group([], [{ name: 'x', disabled: true }]), settings('1.10.0'));
    expect(g.tasks).toMatchObject([{ unit: 'x.service', definition: null, enabled: false, running: false, manageState: true, lineOrigins: [] }]);
  });

  it('reads disabled/enabled by era, API version and list (the 1.23 instance group inversion)', () => {
    const plan = (v: string, api: ApiVersion, h: TestHook, list: 'ig' | 'cluster') =>
      planGroup(list === 'ig' ? group([h], []) : group([], [h]), settings(v, { apiVersions: [api, api] })).tasks[0]?.definition === null;
    const h = { ...m, name: 'h' };
    expect(plan('1.22.0', 'v1alpha2', { ...h, disabled: true }, 'ig')).toBe(true);
    expect(plan('1.23.0', 'v1alpha2', { ...h, disabled: true }, 'ig')).toBe(false);
    expect(plan('1.23.0', 'v1alpha2', { ...h, disabled: false }, 'ig')).toBe(true);
    expect(plan('1.23.0', 'v1alpha2', { ...h, disabled: true }, 'cluster')).toBe(true);
    expect(plan('1.23.0', 'v1alpha2', { ...h, disabled: false }, 'cluster')).toBe(false);
    expect(plan('1.23.0', 'v1alpha3', { ...h, enabled: false }, 'ig')).toBe(true);
    expect(plan('1.23.0', 'v1alpha3', { ...h, disabled: true }, 'ig')).toBe(false);
    expect(plan('1.22.0', 'v1alpha2', { ...h, enabled: false }, 'cluster')).toBe(false);
  });

  it('skips an exec hook whose image is blank, and trims a padded image', () => {
    const g = planGroup(group([], [{ exec: { image: '  ' } }, { exec: { image: ' busybox ' } }]), settings('1.30.0'));
    expect(g.skipped).toMatchObject([{ name: 'kops-hook-0', reason: 'empty-image' }]);
    expect(g.tasks[0]?.definition).toContain('image pull docker.io/library/busybox:latest\n');
  });

  it('takes the raw branch first: raw + image + no manifest writes an empty file', () => {
    const g = planGroup(group([], [{ name: 'r', useRawManifest: true, exec: { image: 'busybox' } }]), settings('1.30.0'));
    expect(g.tasks).toMatchObject([{ unit: 'r.service', definition: '' }]);
  });

  it('ignores useRawManifest before 1.11 and useRawName outside the proposal', () => {
    const h = { name: 'swap1.swap', useRawManifest: true, useRawName: true, manifest: '[Swap]\nWhat=/swap1\n' };
    expect(planGroup(group([], [h]), settings('1.10.0')).tasks[0]).toMatchObject({
      unit: 'swap1.swap.service', definition: '[Unit]\nDescription=Kops Hook swap1.swap\n\n[Service]\n[Swap]\nWhat=/swap1\n' });
    expect(planGroup(group([], [{ ...h, name: 'myswap' }]), settings('1.30.0')).tasks[0]).toMatchObject({ unit: 'myswap.service', definition: h.manifest });
    const proposal: PlanSettings = { ...settings('1.10.0'), behaviour: behaviour(undefined, true).behaviour };
    expect(planGroup(group([], [{ ...h, name: 'myswap' }]), proposal).tasks[0]).toMatchObject({ unit: 'myswap', definition: h.manifest });
  });

  it('aborts on foo + foo.service, keeping the tasks added before', () => {
    const g = planGroup(group([], [{ name: 'a', ...m }, { name: 'foo', ...m }, { name: 'foo.service', ...m }, { name: 'z', ...m }]), settings('1.30.0'));
    expect(units(g)).toEqual(['a.service', 'foo.service']);
    expect(g.fatal).toBe('found duplicate tasks with name "Service/foo.service"');
  });

  it('a hook named kubelet collides with nodeup\'s own kubelet.service task', () => {
    const g = planGroup(group([], [{ name: 'a', ...m }, { name: 'kubelet', disabled: true }, { name: 'b', ...m }]), settings('1.10.0'));
    expect([units(g), g.fatal]).toEqual([['a.service'], 'found duplicate tasks with name "Service/kubelet.service"']);
  });

  it('a disabled hook collides too', () => {
    const g = planGroup(group([], [{ name: 'foo', disabled: true }, { name: 'foo.service', ...m }]), settings('1.20.0'));
    expect(g.fatal).toBe('found duplicate tasks with name "Service/foo.service"');
  });

  it('gives every line an origin', () => {
    const g = planGroup(group([], [{ name: 'e', requires: ['a.service'], before: ['b.service'], exec: { image: 'busybox', command: ['true'] } }]), settings('1.30.0'));
    const t = g.tasks[0];
    expect(t?.definition?.split('\n').length).toBe(t?.lineOrigins.length);
    expect(t?.lineOrigins).toEqual([
      { kind: 'builder', rule: 'wrap-unit-section' }, { kind: 'field', field: 'name', rule: 'wrap-description' },
      { kind: 'field', field: 'requires', item: 0, rule: 'wrap-requires' }, { kind: 'field', field: 'before', item: 0, rule: 'wrap-before' },
      { kind: 'field', field: 'execContainer', rule: 'exec-requires-containerd' }, { kind: 'builder', rule: 'wrap-section-break' },
      { kind: 'builder', rule: 'exec-service-section' }, { kind: 'field', field: 'image', rule: 'exec-ctr-pull' },
      { kind: 'field', field: 'command', rule: 'exec-ctr-run' }, { kind: 'field', field: 'execContainer', rule: 'exec-oneshot' },
      { kind: 'builder', rule: 'wrap-section-break' }, { kind: 'builder', rule: 'exec-install-section' },
      { kind: 'field', field: 'execContainer', rule: 'exec-wanted-by' }, { kind: 'builder', rule: 'wrap-section-break' },
    ]);
  });
});
