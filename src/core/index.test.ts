import { describe, expect, it } from 'vitest';
import { analyze } from './index.ts';
import type { AnalyzeOptions } from './types.ts';

describe('analyze', () => {
  it('plans one virtual group per role when there is no InstanceGroup, Bastion only when named', () => {
    const plain = analyze('hooks:\n- manifest: "ExecStart=/bin/true\\n"\n');
    expect(plain.groups.map((g) => [g.name, g.role, g.document])).toEqual([['ControlPlane', 'ControlPlane', null], ['Node', 'Node', null]]);
    const bastion = analyze('hooks:\n- roles: [Bastion]\n  manifest: "ExecStart=/bin/true\\n"\n');
    // A bastion runs no nodeup (v1.36.2:pkg/model/resources/nodeup.go), so even its own hook writes nothing.
    expect(bastion.groups.map((g) => [g.name, g.tasks.length, g.runsNodeup])).toEqual([['ControlPlane', 0, true], ['Node', 0, true], ['Bastion', 0, false]]);
  });

  it('maps the InstanceGroup role Master to ControlPlane and warns on an unknown role', () => {
    const a = analyze('kind: InstanceGroup\nmetadata:\n  name: m\nspec:\n  role: Master\n---\nkind: InstanceGroup\nmetadata:\n  name: w\nspec:\n  role: Worker\n');
    expect(a.groups.map((g) => [g.name, g.role])).toEqual([['m', 'ControlPlane'], ['w', 'Node']]);
    expect(a.diagnostics.filter((d) => d.code === 'unknown-instance-group-role')).toMatchObject([{ severity: 'warning' }]);
  });

  it('reports the effective version, runtime and its source', () => {
    const a = analyze('kind: Cluster\nspec:\n  containerRuntime: docker\n  hooks: []\n', { kopsVersion: 'v1.25.3' });
    expect([a.behaviour.version, a.behaviour.era, a.runtime, a.runtimeSource, a.distro]).toEqual(['1.25.3', '1.23–1.28', 'docker', 'cluster', 'debian']);
    const newest = analyze('kind: Cluster\nspec:\n  containerRuntime: docker\n  hooks: []\n');
    expect([newest.runtime, newest.diagnostics.map((d) => d.code), newest.refusal?.slice(0, 38)]).toEqual(['containerd', ['docker-forbidden'], 'kops 1.36.2 has no Docker runtime: it ']);
  });

  it('sorts diagnostics by range start', () => {
    const a = analyze('kind: Cluster\nspec:\n  containerRuntime: crio\n  hooks: [\n', { kopsVersion: 'nonsense' });
    const starts = a.diagnostics.map((d) => d.range.start);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
  });

  it('never throws: a failure inside becomes one internal-error diagnostic', () => {
    const hostile = { get kopsVersion(): string { throw new Error('boom'); } } as AnalyzeOptions;
    const a = analyze('hooks: []\n', hostile);
    expect(a.groups).toEqual([]);
    expect(a.diagnostics).toMatchObject([{ code: 'internal-error', severity: 'error', range: { start: 0, end: 0 } }]);
    expect(a.diagnostics[0]?.message).toContain('boom');
  });

  it('uses the distro for paths', () => {
    const a = analyze('hooks:\n- name: x\n  manifest: "A=1\\n"\n', { distro: 'flatcar' });
    expect(a.groups[0]?.tasks[0]?.path).toBe('/etc/systemd/system/x.service');
  });
});
