import { compareVersions, parseVersion, type Version } from './version.ts';
import { holdsIn } from './version-ranges.ts';
import { WARMING_KUBELET_DISABLED } from './warm-pool.ts';

/**
 * What nodeup does around the hooks in one kops version: the units it builds itself and how they
 * are ordered. Each field is flipped by an entry of NODE_FLIPS (NODE_CHANGES in node-changes.ts cites
 * each at both sides of its boundary), or, for a back-ported fix, by a set of version ranges.
 */
export interface NodeBehaviour {
  /** kubelet.service is `After=` the runtime of the node; before, always `After=docker.service`. */
  kubeletAfterRuntime: boolean;
  /** On the control plane protokube, not nodeup, starts kubelet (nodeup declares it stopped). */
  protokubeStartsKubelet: boolean;
  /** kubelet.service has `WantedBy=multi-user.target`, so a reboot starts it without nodeup. */
  kubeletWantedBy: boolean;
  /** nodeup's containerd builder exists (containerd.service on containerd nodes). */
  containerdBuilder: boolean;
  /** containerd.service on Docker nodes: for a fixed list of Docker versions (1.18), or for Docker ≥ 18.9 (1.19+). */
  containerdWithDocker: 'listed-docker-versions' | 'docker-18.09';
  /** Flatcar's containerd drop-in: whenever containerd is installed (1.18), only with the containerd runtime (1.19–1.28), always (1.29+). */
  flatcarContainerdDropIn: 'containerd-installed' | 'containerd-runtime' | 'always';
  /** containerd.service is `After=network.target dbus.service` instead of `After=network.target local-fs.target`. */
  containerdAfterDbus: boolean;
  /** docker.service is ordered after network-online.target and requires docker.socket (else after network.target). */
  dockerNetworkOnline: boolean;
  /** docker.service is also `After=containerd.service` (only with Docker ≥ 18.9). */
  dockerAfterContainerd: boolean;
  /** When nodeup writes docker.socket: never, only for a tarball Docker, or always with Docker. */
  dockerSocket: 'never' | 'tarball' | 'always';
  /** When nodeup writes docker-healthcheck.service and .timer. */
  dockerHealthCheck: 'debian' | 'opt-in-or-old-kubernetes' | 'opt-in';
  /** node-authorizer.service exists (with nodeAuthorization.nodeAuthorizer). */
  nodeAuthorizer: boolean;
  /** node-authorizer.service is `After=` the node's runtime; before, always `After=docker.service`. */
  nodeAuthorizerAfterRuntime: boolean;
  /** cni-iptables-setup.service (containerd with kubenet). */
  cniIptablesSetup: boolean;
  /** sys-fs-bpf.mount with Cilium: never, always (1.15.0), or only where /sys/fs/bpf is not mounted yet (1.15.1+). */
  ciliumBpfMount: 'none' | 'always' | 'unless-mounted';
  /** run-cilium-cgroupv2.mount with Cilium. */
  ciliumCgroupMount: boolean;
  /** `<cgroup>.slice` units for kubelet's cgroups, and under which condition. */
  slices: 'none' | 'systemd-driver-and-containerd' | 'systemd-driver' | 'always';
  /** kubelet's cgroupDriver when the spec sets none: no default, systemd from Kubernetes 1.20, or systemd. */
  cgroupDriverDefault: 'none' | 'systemd-from-kubernetes-1.20' | 'systemd';
  /** Where protokube.service runs: the control plane (and every node of a gossip cluster), or gossip clusters only. */
  protokube: 'control-plane' | 'gossip-only';
  /**
   * Which Flatcar nodes get update-service.service: none (only CoreOS had it: kops before 1.14 does
   * not recognise Flatcar), those of a Cluster with `updatePolicy: external`, the same with the
   * InstanceGroup's own updatePolicy first, or all. CoreOS, which kops 1.18 drops
   * (`v1.18.0:nodeup/pkg/distros/identify.go:96`), is no distro of the playground.
   */
  updateService: 'none' | 'flatcar-external' | 'flatcar-external-ig-first' | 'flatcar';
  /** nodeup checks the fetched config against a hash in the user data, so a reboot after `kops update cluster` fails it. */
  configHashPinned: boolean;
  /** Warm pools exist (spec.warmPool, AWS): while an instance warms, nodeup writes kubelet.service but does not start it. */
  warmPools: boolean;
  /** ...and also disables it, so a reboot while warming does not start it (WARMING_KUBELET_DISABLED: version ranges). */
  warmingKubeletDisabled: boolean;
}

/** One release where node-level facts changed, and their new values (node-changes.ts says what and cites kops). */
export interface NodeFlip {
  /** First release with the change, `1.21.0`. */
  since: string;
  set: Partial<NodeBehaviour>;
}

/** kops 1.8–1.10. */
const BASE: NodeBehaviour = {
  kubeletAfterRuntime: false, protokubeStartsKubelet: true, kubeletWantedBy: false, containerdBuilder: false,
  containerdWithDocker: 'listed-docker-versions', flatcarContainerdDropIn: 'containerd-installed', containerdAfterDbus: false,
  dockerNetworkOnline: false, dockerAfterContainerd: false, dockerSocket: 'never', dockerHealthCheck: 'debian',
  nodeAuthorizer: true, nodeAuthorizerAfterRuntime: false, cniIptablesSetup: false, ciliumBpfMount: 'none', ciliumCgroupMount: false,
  slices: 'none', cgroupDriverDefault: 'none', protokube: 'control-plane', updateService: 'none', configHashPinned: false,
  warmPools: false, warmingKubeletDisabled: false,
};

/**
 * Every release where node-level facts changed, oldest first, with their new values: all that
 * planning needs (it is in the page's first paint). NODE_CHANGES (node-changes.ts) adds what each
 * change means and where kops says so, at both sides of its boundary.
 */
export const NODE_FLIPS: readonly NodeFlip[] = [
  { since: '1.11.0', set: { dockerSocket: 'tarball' } },
  { since: '1.14.0', set: { updateService: 'flatcar-external' } },
  { since: '1.15.0', set: { ciliumBpfMount: 'always' } },
  { since: '1.15.1', set: { ciliumBpfMount: 'unless-mounted' } },
  { since: '1.18.0', set: { kubeletAfterRuntime: true, containerdBuilder: true, dockerNetworkOnline: true, dockerHealthCheck: 'opt-in-or-old-kubernetes', nodeAuthorizerAfterRuntime: true } },
  { since: '1.19.0', set: { protokubeStartsKubelet: false, containerdWithDocker: 'docker-18.09', flatcarContainerdDropIn: 'containerd-runtime', dockerAfterContainerd: true, dockerSocket: 'always' } },
  { since: '1.19.1', set: { cniIptablesSetup: true } },
  { since: '1.20.0', set: { nodeAuthorizer: false, updateService: 'flatcar-external-ig-first', cgroupDriverDefault: 'systemd-from-kubernetes-1.20' } },
  { since: '1.21.0', set: { kubeletWantedBy: true, warmPools: true } },
  { since: '1.22.0', set: { ciliumCgroupMount: true, configHashPinned: true } },
  { since: '1.23.0', set: { dockerHealthCheck: 'opt-in' } },
  { since: '1.24.0', set: { slices: 'systemd-driver-and-containerd' } },
  { since: '1.25.0', set: { cgroupDriverDefault: 'systemd' } },
  { since: '1.26.0', set: { updateService: 'flatcar' } },
  { since: '1.29.0', set: { slices: 'systemd-driver', flatcarContainerdDropIn: 'always' } },
  { since: '1.34.0', set: { containerdAfterDbus: true, slices: 'always' } },
  { since: '1.36.0', set: { protokube: 'gossip-only' } },
];

const PARSED = NODE_FLIPS.map((c) => ({ ...c, at: parseVersion(c.since) as Version }));

/** The node behaviour of kops `version` (normalised, `1.21.5`); the proposal mode is kops 1.10. */
export function nodeBehaviour(version: string): NodeBehaviour {
  const v = parseVersion(version) ?? [1, 10, 0];
  let out = BASE;
  for (const c of PARSED) if (compareVersions(v, c.at) >= 0) out = { ...out, ...c.set };
  return { ...out, warmingKubeletDisabled: holdsIn(WARMING_KUBELET_DISABLED, v) };
}

/** The releases of NODE_FLIPS after `from` up to and including `to` (either order), oldest first. */
export function nodeFlipsBetween(from: string, to: string): NodeFlip[] {
  const a = parseVersion(from) ?? [1, 10, 0];
  const b = parseVersion(to) ?? [1, 10, 0];
  const [lo, hi] = compareVersions(a, b) <= 0 ? [a, b] : [b, a];
  return PARSED.filter((c) => compareVersions(c.at, lo) > 0 && compareVersions(c.at, hi) <= 0).map(({ since, set }) => ({ since, set }));
}
