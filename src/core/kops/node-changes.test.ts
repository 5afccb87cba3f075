import { describe, expect, it } from 'vitest';
import type { ClusterNodeSettings, InstanceGroupNodeSettings } from '../types.ts';
import { behaviour } from './behaviour.ts';
import { citationTag } from './boundary.ts';
import { NODE_CHANGES } from './node-changes.ts';
import { nodeUnits, type NodeContext, type NodeUnit } from './node-units.ts';
import { nodeLifecycleNotes } from './nodeup-messages.ts';
import { planGroup, type PlanSettings } from './plan-group.ts';
import { testHooks } from './test-hooks.ts';
import { parseVersion } from './version.ts';

/**
 * Facts outside the code: for every entry of NODE_CHANGES, what a node looks like at the release
 * before the boundary and at its first release, written by hand from kops's source at both tags
 * (the entry's `sources` cite the lines). The goldens of test/fixtures/node-units are only the
 * code's own output; these are not.
 */
type Over = Partial<Omit<NodeContext, 'behaviour' | 'cluster'>> & { cluster?: ClusterNodeSettings & { name?: string }; group?: InstanceGroupNodeSettings };

function unitsAt(version: string, over: Over = {}): Map<string, NodeUnit> {
  const { cluster, group, ...rest } = over;
  const { name, ...settings } = cluster ?? {};
  const ctx: NodeContext = {
    behaviour: behaviour(version).behaviour, role: 'Node', runtime: 'containerd', distro: 'debian',
    cluster: cluster ? { ...(name ? { name } : {}), settings } : null, ...(group ? { instanceGroup: group } : {}), ...rest,
  };
  return new Map(nodeUnits(ctx).map((u) => [u.unit, u]));
}

/** `absent`, `yes` or `maybe: <condition>`, as an operator reads the unit list. */
function presence(version: string, unit: string, over: Over = {}): string {
  const u = unitsAt(version, over).get(unit);
  return !u ? 'absent' : u.presence === 'yes' ? 'yes' : `maybe: ${u.condition ?? ''}`;
}

function linesOf(version: string, unit: string, over: Over = {}): NodeUnit['lines'] | undefined {
  return unitsAt(version, over).get(unit)?.lines;
}

interface BoundaryFact {
  since: string;
  /** The release before the boundary (the tag of every `before` citation of the entry). */
  before: string;
  /** What the node shows at a release, and what it shows at `before` and at `since`. */
  facts: Array<{ what: string; look: (version: string) => unknown; was: unknown; is: unknown }>;
}

const KUBENET_DOCKER: Over = { runtime: 'docker', cluster: { name: 'a.example.com', networking: 'kubenet', kubernetesVersion: '1.17.9', dockerVersion: '19.03.14' } };
const CGROUPS: ClusterNodeSettings = { networking: 'calico', cgroupDriver: 'systemd', kubeletCgroups: '/kubelet' };
const WARM: Over = { cluster: { name: 'a.example.com', warmPool: {} } };

/** A node's plan at `version` for one cluster hook named kubelet.slice, with kubelet's cgroup slices on. */
function sliceHookPlan(version: string): { units: string[]; fatal: string | null } {
  const s: PlanSettings = { behaviour: behaviour(version).behaviour, runtime: 'containerd', exec: 'containerd', distro: 'debian',
    cluster: { settings: CGROUPS }, apiVersions: ['v1alpha2'] };
  const g = planGroup({ name: 'nodes', role: 'Node', document: null, instanceGroupHooks: [], clusterHooks: testHooks([{ name: 'kubelet.slice', manifest: 'CPUWeight=100' }], 'cluster', 0) }, s);
  return { units: g.tasks.map((t) => t.unit), fatal: g.fatal };
}

const FACTS: BoundaryFact[] = [
  { since: '1.11.0', before: '1.10.1', facts: [
    // 1.10.1:nodeup/pkg/model/docker.go:670 requires the package's docker.socket; 1.11.0:…:631 writes one for a tarball Docker.
    { what: 'docker.socket', look: (v) => presence(v, 'docker.socket', { runtime: 'docker' }), was: 'absent', is: 'maybe: only when Docker is installed from a tarball' },
  ] },
  { since: '1.14.0', before: '1.13.2', facts: [
    // 1.13.2:nodeup/pkg/model/update_service.go:55 builds it on CoreOS only; 1.14.0:…:60 on Flatcar too.
    { what: 'update-service on Flatcar, updatePolicy external', look: (v) => presence(v, 'update-service.service', { distro: 'flatcar', cluster: { updatePolicy: 'external' } }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.15.0', before: '1.14.1', facts: [
    // 1.14.1:nodeup/pkg/model/network.go has no mount; 1.15.0:…:92 writes sys-fs-bpf.mount whenever Cilium is on.
    { what: 'sys-fs-bpf.mount with Cilium', look: (v) => presence(v, 'sys-fs-bpf.mount', { runtime: 'docker', cluster: { networking: 'cilium' } }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.15.1', before: '1.15.0', facts: [
    // 1.15.1:nodeup/pkg/model/network.go:77 first checks whether /sys/fs/bpf is mounted.
    { what: 'sys-fs-bpf.mount with Cilium', look: (v) => presence(v, 'sys-fs-bpf.mount', { runtime: 'docker', cluster: { networking: 'cilium' } }), was: 'yes', is: 'maybe: only if /sys/fs/bpf is not already mounted when nodeup runs' },
  ] },
  { since: '1.18.0', before: '1.17.2', facts: [
    // v1.17.2:nodeup/pkg/model/kubelet.go:262 After=docker.service; v1.18.0:…:261 After=containerd.service on containerd.
    { what: 'kubelet After=', look: (v) => linesOf(v, 'kubelet.service')?.after, was: ['docker.service'], is: ['containerd.service'] },
    // v1.18.0:nodeup/pkg/model/containerd.go:271; v1.17.2 has no containerd.go.
    { what: 'containerd.service on containerd', look: (v) => presence(v, 'containerd.service'), was: 'absent', is: 'yes' },
    // v1.17.2:nodeup/pkg/model/docker.go:1353 After=network.target docker.socket; v1.18.0:…:536 network-online.
    { what: 'docker.service After=', look: (v) => linesOf(v, 'docker.service', { runtime: 'docker' })?.after, was: ['network.target', 'docker.socket'], is: ['network-online.target', 'firewalld.service'] },
    // Every Debian node in 1.17 (upup/models/nodeup/docker/_systemd/_debian_family); v1.18.0:nodeup/pkg/model/docker.go:485 only with healthCheck or Kubernetes < 1.18.
    { what: 'docker-healthcheck on Debian, Kubernetes 1.18', look: (v) => presence(v, 'docker-healthcheck.service', { runtime: 'docker', cluster: { kubernetesVersion: '1.18.20' } }), was: 'yes', is: 'absent' },
    // v1.17.2:nodeup/pkg/model/node_authorizer.go:80 After=docker.service; v1.18.0:…:85 After=containerd.service on containerd.
    { what: 'node-authorizer After=', look: (v) => linesOf(v, 'node-authorizer.service', { cluster: { nodeAuthorizer: true } })?.after, was: ['docker.service'], is: ['containerd.service'] },
  ] },
  { since: '1.19.0', before: '1.18.3', facts: [
    // v1.18.3:nodeup/pkg/model/kubelet.go:291 leaves the control plane's kubelet to protokube; v1.19.0:…:294 runs it everywhere.
    { what: 'who starts kubelet on the control plane', look: (v) => unitsAt(v, { role: 'ControlPlane' }).get('kubelet.service')?.note?.startsWith('On the control plane nodeup declares kubelet stopped'), was: true, is: false },
    // v1.18.3:pkg/model/components/containerd.go:92 pairs only listed Docker versions (not 19.03.14); v1.19.0:…:78 any ≥ 18.9.
    { what: 'containerd.service beside Docker 19.03.14', look: (v) => presence(v, 'containerd.service', KUBENET_DOCKER), was: 'absent', is: 'yes' },
    // v1.19.0:nodeup/pkg/model/docker.go:190 adds containerd.service to After= for Docker ≥ 18.9.
    { what: 'docker.service After=', look: (v) => linesOf(v, 'docker.service', KUBENET_DOCKER)?.after, was: ['network-online.target', 'firewalld.service'], is: ['network-online.target', 'firewalld.service', 'containerd.service'] },
    // v1.18.3:nodeup/pkg/model/docker.go:400 writes docker.socket for PlainBinary only; v1.19.0:…:92 always.
    { what: 'docker.socket', look: (v) => presence(v, 'docker.socket', KUBENET_DOCKER), was: 'maybe: only when Docker is installed from a tarball', is: 'yes' },
    // v1.18.3:nodeup/pkg/model/containerd.go:107 writes Flatcar's drop-in whenever containerd is installed; v1.19.0:…:54 only with the containerd runtime.
    { what: 'Flatcar containerd drop-in beside Docker 19.03.11', look: (v) => presence(v, 'containerd.service', { runtime: 'docker', distro: 'flatcar', cluster: { dockerVersion: '19.03.11' } }), was: 'yes', is: 'absent' },
  ] },
  { since: '1.19.1', before: '1.19.0', facts: [
    // v1.19.0:nodeup/pkg/model/containerd.go has no cni-iptables-setup; v1.19.1:…:386 builds it.
    { what: 'cni-iptables-setup with containerd and kubenet', look: (v) => presence(v, 'cni-iptables-setup.service', { cluster: { networking: 'kubenet' } }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.20.0', before: '1.19.3', facts: [
    // v1.19.3:nodeup/pkg/model/node_authorizer.go:70; gone from v1.20.0:nodeup/pkg/model.
    { what: 'node-authorizer', look: (v) => presence(v, 'node-authorizer.service', { cluster: { nodeAuthorizer: true } }), was: 'yes', is: 'absent' },
    // v1.19.3:nodeup/pkg/model/update_service.go:52 reads only the Cluster; v1.20.0:…:52 the InstanceGroup's first.
    { what: 'update-service, Cluster external, InstanceGroup automatic', look: (v) => presence(v, 'update-service.service', { distro: 'flatcar', cluster: { updatePolicy: 'external' }, group: { updatePolicy: 'automatic' } }), was: 'yes', is: 'absent' },
    // v1.20.0:pkg/model/components/kubelet.go:233 defaults cgroupDriver to systemd for Kubernetes 1.20+ (slices come in 1.24).
    { what: 'default cgroupDriver', look: (v) => behaviour(v).behaviour.node.cgroupDriverDefault, was: 'none', is: 'systemd-from-kubernetes-1.20' },
  ] },
  { since: '1.21.0', before: '1.20.3', facts: [
    // v1.20.3:nodeup/pkg/model/kubelet.go:285 renders no [Install]; v1.21.0:…:286 WantedBy=multi-user.target.
    { what: 'kubelet WantedBy=', look: (v) => linesOf(v, 'kubelet.service')?.wantedBy, was: [], is: ['multi-user.target'] },
    // v1.21.0:nodeup/pkg/model/kubelet.go:299 keeps kubelet stopped while warming; v1.20.3 has no warm pools.
    { what: 'kubelet while a warm-pool instance warms', look: (v) => unitsAt(v, WARM).get('kubelet.service')?.warming, was: undefined, is: { running: false, enabled: true } },
  ] },
  { since: '1.22.0', before: '1.21.5', facts: [
    // v1.22.0:nodeup/pkg/model/networking/cilium.go:143; v1.21.5:…:97 writes only sys-fs-bpf.mount.
    // v1.22.0:…:117 errors on any statfs answer but "no such file": nodeup fails where the directory exists.
    { what: 'run-cilium-cgroupv2.mount', look: (v) => presence(v, 'run-cilium-cgroupv2.mount', { cluster: { networking: 'cilium' } }), was: 'absent', is: 'maybe: only if /run/cilium/cgroupv2 does not exist when nodeup runs' },
    { what: 'run-cilium-cgroupv2.mount note', look: (v) => unitsAt(v, { cluster: { networking: 'cilium' } }).get('run-cilium-cgroupv2.mount')?.note, was: undefined,
      is: 'In kops 1.22.0 nodeup fails with "error checking for /run/cilium/cgroupv2" whenever that directory exists, so at every reboot once this mount has made it (fixed in 1.22.2).' },
    // v1.22.0:upup/pkg/fi/nodeup/command.go:178 "nodeup config hash mismatch".
    { what: 'config hash note', look: (v) => nodeLifecycleNotes(behaviour(v).behaviour, true, false).some((n) => n.includes('nodeup config hash mismatch')), was: false, is: true },
  ] },
  { since: '1.22.2', before: '1.22.1', facts: [
    // v1.22.1:nodeup/pkg/model/networking/cilium.go:117 `if !errors.Is(err, os.ErrNotExist)`; v1.22.2:…:114 `if err != nil && …`, then skips an existing cgroup2 mount.
    { what: 'run-cilium-cgroupv2.mount', look: (v) => presence(v, 'run-cilium-cgroupv2.mount', { cluster: { networking: 'cilium' } }), was: 'maybe: only if /run/cilium/cgroupv2 does not exist when nodeup runs', is: 'maybe: only if it is not already mounted when nodeup runs' },
    { what: 'run-cilium-cgroupv2.mount note', look: (v) => unitsAt(v, { cluster: { networking: 'cilium' } }).get('run-cilium-cgroupv2.mount')?.note?.slice(0, 36), was: 'In kops 1.22.1 nodeup fails with "er', is: undefined },
  ] },
  { since: '1.23.0', before: '1.22.6', facts: [
    // v1.22.6:nodeup/pkg/model/docker.go:138 also for Kubernetes < 1.18 on Debian; v1.23.0:…:137 healthCheck only.
    { what: 'docker-healthcheck on Debian, Kubernetes 1.17', look: (v) => presence(v, 'docker-healthcheck.service', { runtime: 'docker', cluster: { kubernetesVersion: '1.17.17' } }), was: 'yes', is: 'absent' },
  ] },
  { since: '1.24.0', before: '1.23.4', facts: [
    // v1.23.4:nodeup/pkg/model/kubelet.go has no buildCgroupService; v1.24.0:…:166.
    { what: 'kubelet.slice and Slice=', look: (v) => [presence(v, 'kubelet.slice', { cluster: CGROUPS }), linesOf(v, 'kubelet.service', { cluster: CGROUPS })?.slice], was: ['absent', undefined], is: ['yes', 'kubelet.slice'] },
  ] },
  { since: '1.25.0', before: '1.24.5', facts: [
    // v1.24.5:pkg/model/components/kubelet.go:208 defaults to systemd only for Kubernetes 1.20+; v1.25.0:…:208 always.
    { what: 'kubelet.slice, no cgroupDriver, Kubernetes 1.19', look: (v) => presence(v, 'kubelet.slice', { cluster: { kubeletCgroups: '/kubelet', kubernetesVersion: '1.19.16' } }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.26.0', before: '1.25.4', facts: [
    // v1.25.4:nodeup/pkg/model/update_service.go:53 needs updatePolicy external; v1.26.0:…:52 builds it on every Flatcar node.
    { what: 'update-service on Flatcar, no updatePolicy', look: (v) => presence(v, 'update-service.service', { distro: 'flatcar', cluster: {} }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.27.0', before: '1.26.6', facts: [
    // v1.26.6:upup/pkg/fi/task.go:156 EnsureTask returns the error, which v1.26.6:nodeup/pkg/model/kubelet.go:169 drops;
    // v1.27.0:upup/pkg/fi/task.go:158 calls klog.Fatalf. The hook builder runs first (v1.26.6:upup/pkg/fi/nodeup/command.go:330-331).
    { what: 'a hook named kubelet.slice', look: (v) => sliceHookPlan(v), was: { units: ['kubelet.slice'], fatal: null },
      is: { units: ['kubelet.slice'], fatal: 'cannot add different task with same key "Service/kubelet.slice"' } },
  ] },
  { since: '1.29.0', before: '1.28.7', facts: [
    // v1.28.7:nodeup/pkg/model/kubelet.go:166 needs containerd; v1.29.0:…:185 only the systemd driver.
    { what: 'kubelet.slice on a node asked for Docker', look: (v) => presence(v, 'kubelet.slice', { runtime: 'docker', cluster: CGROUPS }), was: 'absent', is: 'yes' },
    // v1.28.7:nodeup/pkg/model/containerd.go:62 only with the containerd runtime; v1.29.0:…:63 always.
    { what: 'Flatcar containerd drop-in on a node asked for Docker', look: (v) => presence(v, 'containerd.service', { runtime: 'docker', distro: 'flatcar' }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.34.0', before: '1.33.2', facts: [
    // v1.33.2:nodeup/pkg/model/containerd.go:186; v1.34.0:…:189.
    { what: 'containerd After=', look: (v) => linesOf(v, 'containerd.service')?.after, was: ['network.target', 'local-fs.target'], is: ['network.target', 'dbus.service'] },
    // v1.33.2:nodeup/pkg/model/kubelet.go:196 needs the systemd driver; v1.34.0:…:199 does not.
    { what: 'kubelet.slice with cgroupfs', look: (v) => presence(v, 'kubelet.slice', { cluster: { ...CGROUPS, cgroupDriver: 'cgroupfs' } }), was: 'absent', is: 'yes' },
  ] },
  { since: '1.36.0', before: '1.35.2', facts: [
    // v1.35.2:nodeup/pkg/model/protokube.go:49 skips only non-gossip workers; v1.36.0:…:48 every non-gossip node.
    { what: 'protokube on the control plane, not gossip', look: (v) => presence(v, 'protokube.service', { role: 'ControlPlane', cluster: { name: 'a.example.com' } }), was: 'yes', is: 'absent' },
    // v1.36.0:…:48 also skips workers whose boot config has API server IPs.
    { what: 'protokube on a gossip worker', look: (v) => presence(v, 'protokube.service', { cluster: { name: 'a.k8s.local' } }).split(' (')[0], was: 'yes', is: 'maybe: only on workers whose boot config has no API server IPs' },
  ] },
];

describe('every NODE_CHANGES boundary, by hand at both sides', () => {
  it('has a fact test for every entry, at the release its citations name as the one before', () => {
    expect(FACTS.map((f) => f.since)).toEqual(NODE_CHANGES.map((c) => c.since));
    for (const c of NODE_CHANGES) {
      const fact = FACTS.find((f) => f.since === c.since);
      for (const s of Object.values(c.sources)) {
        expect(parseVersion(citationTag(s.before) ?? ''), `${c.since}: ${s.before}`).toEqual(parseVersion(fact?.before ?? ''));
        expect(parseVersion(citationTag(s.at) ?? ''), `${c.since}: ${s.at}`).toEqual(parseVersion(c.since));
      }
    }
  });

  for (const f of FACTS) {
    for (const fact of f.facts) {
      it(`${f.since}: ${fact.what} (${f.before} → ${f.since})`, () => {
        expect(fact.look(f.before)).toEqual(fact.was);
        expect(fact.look(f.since)).toEqual(fact.is);
      });
    }
  }
});
