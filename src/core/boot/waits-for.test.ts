import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { bootGraph } from './boot-graph.ts';
import { kubeletWaits } from './waits-for.ts';

// Issue 39, point 10: a unit that exists only with a Cluster setting is listed among what kubelet
// waits for only when the spec has that setting, or marked "only with ...". The Cilium mounts are
// written only with Cilium (v1.36.2:nodeup/pkg/model/networking/cilium.go) and are ordered
// Before=kubelet.service there.
const IG = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n';
const cluster = (networking: string): string =>
  `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c.example.com\nspec:\n  networking:\n    ${networking}: {}\n---\n${IG}`;

function mounts(text: string): Array<{ unit: string; condition: string | null }> {
  const analysis = analyze(text, { kopsVersion: '1.36.0' });
  const group = analysis.groups.find((g) => g.name === 'nodes');
  return group ? kubeletWaits(bootGraph(analysis, group)).filter((w) => w.unit.endsWith('.mount')) : [];
}

describe('what kubelet waits for, with the condition of units a Cluster setting decides', () => {
  it('no Cluster document: the Cilium mounts are marked only with Cilium', () => {
    expect(mounts(IG)).toEqual([
      { unit: 'run-cilium-cgroupv2.mount', condition: 'only with Cilium, if it is not already mounted' },
      { unit: 'sys-fs-bpf.mount', condition: 'only with Cilium, if /sys/fs/bpf is not already mounted' },
    ]);
  });

  it('a Cluster with Calico: no Cilium mount at all', () => {
    expect(mounts(cluster('calico'))).toEqual([]);
  });

  it('a Cluster with Cilium: the mounts, on the one condition the spec cannot settle', () => {
    expect(mounts(cluster('cilium'))).toEqual([
      { unit: 'run-cilium-cgroupv2.mount', condition: 'only if it is not already mounted when nodeup runs' },
      { unit: 'sys-fs-bpf.mount', condition: 'only if /sys/fs/bpf is not already mounted when nodeup runs' },
    ]);
  });
});
