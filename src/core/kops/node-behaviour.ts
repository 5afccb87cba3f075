import type { NodeBehaviour } from '../types.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';

/** One release where a node-level fact changed: what an operator sees, and where kops says so. */
export interface NodeChange {
  /** First release with the change, `1.21.0`. */
  since: string;
  set: Partial<NodeBehaviour>;
  /** What changes on the node, in an operator's words. */
  summary: string;
  /** `tag:path` in kubernetes/kops. */
  source: string;
}

/** kops 1.8–1.10 (era E1 of KOPS-NODE-UNITS.md). */
const BASE: NodeBehaviour = {
  kubeletAfterRuntime: false, protokubeStartsKubelet: true, kubeletWantedBy: false, containerdBuilder: false,
  containerdWithDocker: 'maybe', containerdAfterDbus: false, dockerNetworkOnline: false, dockerAfterContainerd: false,
  dockerSocket: 'never', dockerHealthCheck: 'debian', nodeAuthorizer: true, cniIptablesSetup: false,
  ciliumBpfMount: false, ciliumCgroupMount: false, slices: 'none', protokube: 'control-plane',
  updateService: 'coreos-external', configHashPinned: false,
};

/** Every node-level change, oldest first: the behaviour table of the units kops manages. */
export const NODE_CHANGES: readonly NodeChange[] = [
  { since: '1.11.0', set: { dockerSocket: 'tarball' }, source: 'v1.15.3:nodeup/pkg/model/docker.go',
    summary: 'nodeup writes docker.socket when it installs Docker from a tarball.' },
  { since: '1.15.0', set: { ciliumBpfMount: true, updateService: 'coreos-or-flatcar-external' }, source: 'v1.15.3:nodeup/pkg/model/network.go',
    summary: 'With Cilium, nodeup mounts /sys/fs/bpf with sys-fs-bpf.mount, ordered before kubelet.service.' },
  { since: '1.18.0', set: { kubeletAfterRuntime: true, containerdBuilder: true, dockerNetworkOnline: true, dockerHealthCheck: 'opt-in-or-old-kubernetes' },
    source: 'v1.18.0:nodeup/pkg/model/kubelet.go',
    summary: 'kubelet is ordered after the node\'s runtime (docker.service or containerd.service); containerd nodes get containerd.service; docker.service waits for network-online.target.' },
  { since: '1.19.0', set: { protokubeStartsKubelet: false, dockerAfterContainerd: true, dockerSocket: 'always' },
    source: 'v1.19.2:nodeup/pkg/model/docker.go',
    summary: 'nodeup starts kubelet on every role (protokube no longer does on the control plane); docker.service is ordered after containerd.service and always has docker.socket.' },
  { since: '1.20.0', set: { nodeAuthorizer: false }, source: 'v1.20.3:nodeup/pkg/model',
    summary: 'node-authorizer.service is gone.' },
  { since: '1.20.3', set: { containerdWithDocker: 'yes', cniIptablesSetup: true, updateService: 'flatcar-external' },
    source: 'v1.20.3:nodeup/pkg/model/containerd.go',
    summary: 'Docker nodes also get containerd.service (Docker ≥ 18.09 runs on it); containerd with kubenet gets cni-iptables-setup.service.' },
  { since: '1.21.0', set: { kubeletWantedBy: true }, source: 'v1.21.5:nodeup/pkg/model/kubelet.go',
    summary: 'kubelet.service gets WantedBy=multi-user.target: at a reboot systemd starts kubelet without waiting for nodeup.' },
  { since: '1.22.0', set: { ciliumCgroupMount: true, configHashPinned: true }, source: 'v1.23.4:upup/pkg/fi/nodeup/command.go',
    summary: 'nodeup checks its config against the hash in the instance\'s user data: a node rebooted after `kops update cluster` but before a rolling update fails with "nodeup config hash mismatch".' },
  { since: '1.23.0', set: { dockerHealthCheck: 'opt-in' }, source: 'v1.23.4:nodeup/pkg/model/docker.go',
    summary: 'docker-healthcheck units need docker.healthCheck.' },
  { since: '1.24.0', set: { slices: 'systemd-driver-and-containerd' }, source: 'v1.28.7:nodeup/pkg/model/kubelet.go',
    summary: 'kubelet\'s kubeletCgroups, runtimeCgroups and systemCgroups become .slice units (cgroupDriver systemd, containerd).' },
  { since: '1.28.0', set: { updateService: 'flatcar' }, source: 'v1.28.7:nodeup/pkg/model/update_service.go',
    summary: 'Every Flatcar node gets update-service.service, whatever its update policy.' },
  { since: '1.29.0', set: { slices: 'systemd-driver' }, source: 'v1.29.2:nodeup/pkg/model/kubelet.go',
    summary: 'Docker is gone: no docker.service, docker.socket or docker-healthcheck; kubelet is after containerd.service everywhere.' },
  { since: '1.34.0', set: { containerdAfterDbus: true, slices: 'always' }, source: 'v1.36.2:nodeup/pkg/model/containerd.go',
    summary: 'containerd.service is ordered after dbus.service instead of local-fs.target; .slice units no longer depend on the cgroup driver.' },
  { since: '1.36.0', set: { protokube: 'gossip-only' }, source: 'v1.36.2:nodeup/pkg/model/protokube.go',
    summary: 'protokube.service runs only in gossip clusters.' },
];

const PARSED = NODE_CHANGES.map((c) => ({ ...c, at: parseVersion(c.since) as Version }));

/** The node behaviour of kops `version` (normalised, `1.21.5`); the proposal mode is kops 1.10. */
export function nodeBehaviour(version: string): NodeBehaviour {
  const v = parseVersion(version) ?? [1, 10, 0];
  let out = BASE;
  for (const c of PARSED) if (compareVersions(v, c.at) >= 0) out = { ...out, ...c.set };
  return out;
}

/** The node-level changes that take effect after `from` up to and including `to` (either order). */
export function nodeChangesBetween(from: string, to: string): NodeChange[] {
  const a = parseVersion(from) ?? [1, 10, 0];
  const b = parseVersion(to) ?? [1, 10, 0];
  const [lo, hi] = compareVersions(a, b) <= 0 ? [a, b] : [b, a];
  return PARSED.filter((c) => compareVersions(c.at, lo) > 0 && compareVersions(c.at, hi) <= 0)
    .map(({ since, set, summary, source }) => ({ since, set, summary, source }));
}
