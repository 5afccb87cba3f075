import { describe, expect, it } from 'vitest';
import { bootGraph } from '../boot/boot-graph.ts';
import { compare } from '../compare/compare.ts';
import { analyze } from '../index.ts';
import { parseSpec } from '../spec/parse-spec.ts';
import { behaviour } from './behaviour.ts';
import { nodeContext } from './node-context.ts';
import { nodeUnits } from './node-units.ts';
import { groupWarms } from './warm-pool.ts';

// An AWS cluster with a warm pool on its nodes (v1alpha2: the InstanceGroup's spec.warmPool).
const SPEC = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: example.com
spec:
  cloudProvider: aws
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  warmPool:
    minSize: 1
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: control-plane
spec:
  role: Master
`;

function kubeletOf(text: string, version: string, group = 'nodes') {
  const a = analyze(text, { kopsVersion: version });
  const g = a.groups.find((x) => x.name === group);
  return nodeUnits(nodeContext(a, g?.role ?? 'Node', g?.document)).find((u) => u.unit === 'kubelet.service');
}

describe('warm pools: kubelet.service while an instance warms', () => {
  // v1.32.3:nodeup/pkg/model/kubelet.go:424, v1.33.2:…:436, v1.34.2:…:432 and v1.35.0:…:435 set
  // `service.Enabled = false` in "Warming" mode; v1.32.2:…:423, v1.33.1:…:435 and v1.34.1:…:430 set
  // only `Running = false` (kops's golden v1.34.1:nodeup/pkg/model/tests/kubelet/warmpool/tasks.yaml:73
  // says `enabled: true`, v1.35.0's `enabled: false`).
  it.each(['1.32.3', '1.32.4', '1.33.2', '1.34.2', '1.34.3', '1.35.0', '1.35.2', '1.36.2'])('kops %s writes it stopped and not enabled', (v) => {
    const k = kubeletOf(SPEC, v);
    expect(k?.warming).toEqual({ running: false, enabled: false });
    expect(k?.note).toContain(`Warm pool: while the instance warms, nodeup writes kubelet.service but keeps it stopped and disabled (kops ${v})`);
  });

  it.each(['1.21.0', '1.28.7', '1.32.2', '1.33.0', '1.33.1', '1.34.0', '1.34.1'])('kops %s writes it stopped but enabled: a reboot while warming starts it', (v) => {
    const k = kubeletOf(SPEC, v);
    expect(k?.warming).toEqual({ running: false, enabled: true });
    expect(k?.note).toContain('leaves it enabled, so a reboot during warming starts kubelet and can join the node to the cluster early (kops 1.32.3–1.32.x, 1.33.2–1.33.x and 1.34.2 or later also disable it)');
  });

  it('has no warm pool before 1.21 (v1.21.0:pkg/apis/kops/v1alpha2/instancegroup.go:152), nor on the control plane', () => {
    expect(kubeletOf(SPEC, '1.20.3')?.warming).toBeUndefined();
    expect(kubeletOf(SPEC, '1.36.2', 'control-plane')?.warming).toBeUndefined();
  });

  it('takes the Cluster\'s default warm pool, the group\'s maxSize 0 turns it off, and it is AWS only (v1.36.2:pkg/apis/kops/cluster.go:1179)', () => {
    expect(groupWarms('Node', {}, { warmPool: {} })).toBe(true);
    expect(groupWarms('APIServer', { warmPool: {} }, undefined)).toBe(true);
    expect(groupWarms('ControlPlane', { warmPool: {} }, { warmPool: {} })).toBe(false);
    expect(groupWarms('Node', { warmPool: { maxSize: 3 } }, { warmPool: {} })).toBe(true);
    expect(groupWarms('Node', { warmPool: { maxSize: 0 } }, { warmPool: {} })).toBe(false);
    expect(groupWarms('Node', { warmPool: {} }, { warmPool: { maxSize: 0 } })).toBe(false);
    expect(groupWarms('Node', { cloudProvider: 'gce', warmPool: {} }, { warmPool: {} })).toBe(false);
    expect(groupWarms('Node', {}, {})).toBe(false);
  });

  it('reads the warm pool from v1alpha2 and v1alpha3 specs', () => {
    const v3 = 'apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nmetadata:\n  name: example.com\nspec:\n  cloudProvider:\n    aws:\n      warmPool:\n        maxSize: 2\n  networking:\n    topology:\n      dns: None\n    cilium: {}\n---\napiVersion: kops.k8s.io/v1alpha3\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  updatePolicy: external\n';
    const docs = parseSpec(v3).documents;
    expect(docs[0]?.nodeSettings).toEqual({ networking: 'cilium', cloudProvider: 'aws', warmPool: { maxSize: 2 }, dnsNone: true });
    expect(docs[1]?.groupSettings).toEqual({ updatePolicy: 'external' });
    expect(kubeletOf(v3, '1.36.2')?.warming).toEqual({ running: false, enabled: false });
    const v2 = parseSpec('kind: Cluster\nspec:\n  cloudProvider: gce\n  warmPool: {}\n  topology:\n    dns:\n      type: None\n').documents[0];
    expect(v2?.nodeSettings).toEqual({ cloudProvider: 'gce', warmPool: {}, dnsNone: true });
  });

  it('reaches the boot graph and the upgrade notes', () => {
    const a = analyze(SPEC, { kopsVersion: '1.33.2' });
    const node = bootGraph(a, a.groups.find((g) => g.name === 'nodes') as (typeof a.groups)[number]).nodes.find((n) => n.unit === 'kubelet.service');
    expect(node?.note).toContain('keeps it stopped and disabled (kops 1.33.2)');
    // The reboot story follows the range, at both sides of each back-port.
    const reboot = (v: string, group = 'nodes') => {
      const b = analyze(SPEC, { kopsVersion: v });
      return bootGraph(b, b.groups.find((g) => g.name === group) as (typeof b.groups)[number]).notes.reboot.filter((n) => n.startsWith('Warm pool'));
    };
    const enabled = (v: string) => [`Warm pool: while an instance of this group warms, kops ${v}'s nodeup keeps kubelet.service stopped but leaves it enabled, so a reboot during warming starts kubelet, and the node can join the cluster before it leaves the warm pool (kops 1.32.3–1.32.x, 1.33.2–1.33.x and 1.34.2 or later also disable it).`];
    const disabled = (v: string) => [`Warm pool: while an instance of this group warms, kops ${v}'s nodeup writes kubelet.service stopped and disabled, so a reboot during warming does not start kubelet; when the instance enters service, nodeup enables and starts it.`];
    for (const v of ['1.21.0', '1.32.2', '1.33.1', '1.34.1']) expect(reboot(v), v).toEqual(enabled(v));
    for (const v of ['1.32.3', '1.33.2', '1.34.2', '1.35.0', '1.36.2']) expect(reboot(v), v).toEqual(disabled(v));
    expect(reboot('1.20.3')).toEqual([]);
    expect(reboot('1.36.2', 'control-plane')).toEqual([]);
    const notes = compare(SPEC, { kopsVersion: '1.34.1' }, { kopsVersion: '1.34.2' }).notes.map((n) => `${n.since ?? ''} ${n.message}`);
    expect(notes).toContain('1.34.2 On warm-pool groups (spec.warmPool, AWS), kops 1.34.2 writes kubelet.service disabled while an instance warms, so a reboot during warming no longer starts kubelet and joins the node early (kops 1.32.3–1.32.x, 1.33.2–1.33.x and 1.34.2 or later do).');
    const back = compare(SPEC, { kopsVersion: '1.32.4' }, { kopsVersion: '1.33.1' }).notes.map((n) => n.since);
    expect(back).toContain('1.33');
    expect(compare(SPEC, { kopsVersion: '1.34.2' }, { kopsVersion: '1.36.2' }).notes.some((n) => n.message.includes('warm-pool'))).toBe(false);
    expect(behaviour('1.33.1').behaviour.node.warmingKubeletDisabled).toBe(false);
  });
});
