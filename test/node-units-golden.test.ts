import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviour } from '../src/core/kops/behaviour.ts';
import { nodeUnits, type NodeContext, type NodeUnit } from '../src/core/kops/node-units.ts';
import type { ClusterNodeSettings, Distro, InstanceGroupNodeSettings, Role, Runtime } from '../src/core/types.ts';

/**
 * The units kops itself manages on a node, per era, role, runtime, distro and Cluster settings
 * (../shared/KOPS-NODE-UNITS.md section 1 and 2, every unit citing its `tag:path`), pinned in
 * test/fixtures/node-units/<label>.txt, one unit per line. `npm run test:update` rewrites them.
 */
interface Case { label: string; version: string; runtime: Runtime; distro?: Distro; cluster?: NodeContext['cluster']; group?: InstanceGroupNodeSettings }

const GOSSIP_CILIUM: NodeContext['cluster'] = { name: 'example.k8s.local', settings: { networking: 'cilium' } };
const KUBENET: NodeContext['cluster'] = { name: 'example.com', settings: { networking: 'kubenet', dockerHealthCheck: true, nodeAuthorizer: true } };
const CGROUPS: ClusterNodeSettings = { networking: 'calico', cgroupDriver: 'systemd', kubeletCgroups: '/kubelet', runtimeCgroups: '/runtime', systemCgroups: '/system' };

const CASES: Case[] = [
  { label: '1.10.1-docker', version: '1.10.1', runtime: 'docker' },
  { label: '1.10.1-docker-rhel', version: '1.10.1', runtime: 'docker', distro: 'rhel' },
  { label: '1.15.3-docker-gossip-cilium', version: '1.15.3', runtime: 'docker', cluster: GOSSIP_CILIUM },
  { label: '1.19.2-docker-kubenet', version: '1.19.2', runtime: 'docker', cluster: KUBENET },
  { label: '1.20.3-containerd', version: '1.20.3', runtime: 'containerd' },
  { label: '1.20.3-docker-kubenet', version: '1.20.3', runtime: 'docker', cluster: KUBENET },
  { label: '1.21.5-containerd-kubenet', version: '1.21.5', runtime: 'containerd', cluster: KUBENET },
  // Flatcar with Docker: the containerd drop-in beside a listed Docker in 1.18, none in 1.19–1.28 (v1.23.4:nodeup/pkg/model/containerd.go:59).
  { label: '1.18.3-docker-flatcar', version: '1.18.3', runtime: 'docker', distro: 'flatcar', cluster: { name: 'example.com', settings: { updatePolicy: 'external', kubernetesVersion: '1.18.20' } } },
  { label: '1.23.4-docker-flatcar', version: '1.23.4', runtime: 'docker', distro: 'flatcar', cluster: { name: 'example.com', settings: { updatePolicy: 'external' } } },
  { label: '1.28.7-containerd-cgroups', version: '1.28.7', runtime: 'containerd', cluster: { name: 'example.com', settings: CGROUPS } },
  { label: '1.29.2-containerd', version: '1.29.2', runtime: 'containerd' },
  { label: '1.34.3-containerd-cgroups', version: '1.34.3', runtime: 'containerd', cluster: { name: 'example.com', settings: { ...CGROUPS, cgroupDriver: 'cgroupfs' } } },
  { label: '1.36.0-containerd', version: '1.36.0', runtime: 'containerd' },
  { label: '1.36.0-containerd-gossip-cilium', version: '1.36.0', runtime: 'containerd', cluster: GOSSIP_CILIUM },
  { label: '1.36.0-containerd-cos', version: '1.36.0', runtime: 'containerd', distro: 'cos', cluster: { name: 'example.com', settings: {} } },
  // A warm-pool group on both sides of the back-port (v1.34.1 vs v1.34.2:nodeup/pkg/model/kubelet.go).
  { label: '1.34.1-containerd-warm-pool', version: '1.34.1', runtime: 'containerd', cluster: { name: 'example.com', settings: { cloudProvider: 'aws' } }, group: { warmPool: {} } },
  { label: '1.34.2-containerd-warm-pool', version: '1.34.2', runtime: 'containerd', cluster: { name: 'example.com', settings: { cloudProvider: 'aws' } }, group: { warmPool: {} } },
];

const ROLES: Role[] = ['ControlPlane', 'Node', 'APIServer', 'Bastion'];

function line(u: NodeUnit): string {
  const l = u.lines;
  const parts = [
    u.unit, u.presence === 'yes' ? 'yes' : `maybe (${u.condition ?? ''})`, u.origin, ...(u.oneshot ? ['oneshot'] : []),
    ...(l.after.length ? [`After=${l.after.join(' ')}`] : []), ...(l.before.length ? [`Before=${l.before.join(' ')}`] : []),
    ...(l.requires.length ? [`Requires=${l.requires.join(' ')}`] : []), ...(l.wants.length ? [`Wants=${l.wants.join(' ')}`] : []),
    ...(l.partOf.length ? [`PartOf=${l.partOf.join(' ')}`] : []), ...(l.wantedBy.length ? [`WantedBy=${l.wantedBy.join(' ')}`] : []),
    ...(l.defaultDependencies ? [] : ['DefaultDependencies=no']), ...(l.slice ? [`Slice=${l.slice}`] : []),
    ...(u.warming ? [`warming: running=${u.warming.running} enabled=${u.warming.enabled}`] : []),
    u.source,
  ];
  return parts.join(' | ');
}

function render(c: Case): string {
  const b = behaviour(c.version).behaviour;
  let out = `# kops ${c.version}, runtime ${c.runtime}, distro ${c.distro ?? 'debian'}, cluster ${c.cluster ? JSON.stringify(c.cluster) : 'unknown'}${c.group ? `, instance group ${JSON.stringify(c.group)}` : ''}\n`;
  for (const role of ROLES) {
    out += `\n## ${role}\n`;
    const units = nodeUnits({ behaviour: b, role, runtime: c.runtime, distro: c.distro ?? 'debian', cluster: c.cluster ?? null, ...(c.group ? { instanceGroup: c.group } : {}) });
    out += units.length === 0 ? '(no nodeup: no units)\n' : units.map((u) => `${line(u)}\n`).join('');
  }
  return out;
}

const DIR = join(import.meta.dirname, 'fixtures', 'node-units');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe('units kops manages on a node (test/fixtures/node-units/<label>.txt)', () => {
  for (const c of CASES) {
    it(c.label, () => {
      const actual = render(c);
      const file = join(DIR, `${c.label}.txt`);
      if (UPDATE) writeFileSync(file, actual);
      expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('each unit at most once per node', () => {
    for (const c of CASES) {
      for (const role of ROLES) {
        const units = nodeUnits({ behaviour: behaviour(c.version).behaviour, role, runtime: c.runtime, distro: c.distro ?? 'debian', cluster: c.cluster ?? null });
        expect(new Set(units.map((u) => u.unit)).size).toBe(units.length);
      }
    }
  });
});
