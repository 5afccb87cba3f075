import type { BoundarySources } from './boundary.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';
import { holdsIn } from './version-ranges.ts';
import { WARMING_KUBELET_DISABLED } from './warm-pool.ts';

/**
 * What nodeup does around the hooks in one kops version: the units it builds itself and how they
 * are ordered. Each field is flipped by an entry of NODE_CHANGES (or, for a back-ported fix, by a
 * set of version ranges); every entry cites kops at both sides of its boundary.
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

/** One release where a node-level fact changed: what an operator sees, and where kops says so. */
export interface NodeChange {
  /** First release with the change, `1.21.0`. */
  since: string;
  set: Partial<NodeBehaviour>;
  /** What changes on the node, in an operator's words. */
  summary: string;
  /** For every field of `set`, where kops shows it at `since` and where it does not at the release before. */
  sources: Readonly<Partial<Record<keyof NodeBehaviour, BoundarySources>>>;
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

/** Every node-level change, oldest first: the behaviour table of the units kops manages. */
export const NODE_CHANGES: readonly NodeChange[] = [
  { since: '1.11.0', set: { dockerSocket: 'tarball' },
    summary: 'nodeup writes docker.socket when it installs Docker from a tarball.',
    sources: { dockerSocket: { at: '1.11.0:nodeup/pkg/model/docker.go:631', before: '1.10.1:nodeup/pkg/model/docker.go:670' } } },
  { since: '1.14.0', set: { updateService: 'flatcar-external' },
    summary: 'nodeup recognises Flatcar: with updatePolicy: external, Flatcar nodes get update-service.service, which masks locksmithd.',
    sources: { updateService: { at: '1.14.0:nodeup/pkg/model/update_service.go:60', before: '1.13.2:nodeup/pkg/model/update_service.go:55' } } },
  { since: '1.15.0', set: { ciliumBpfMount: 'always' },
    summary: 'With Cilium, nodeup mounts /sys/fs/bpf with sys-fs-bpf.mount, ordered before kubelet.service.',
    sources: { ciliumBpfMount: { at: '1.15.0:nodeup/pkg/model/network.go:92', before: '1.14.1:nodeup/pkg/model/network.go:47' } } },
  { since: '1.15.1', set: { ciliumBpfMount: 'unless-mounted' },
    summary: 'sys-fs-bpf.mount is written only where /sys/fs/bpf is not mounted yet when nodeup runs (systemd 238+ mounts it itself).',
    sources: { ciliumBpfMount: { at: '1.15.1:nodeup/pkg/model/network.go:77', before: '1.15.0:nodeup/pkg/model/network.go:73' } } },
  { since: '1.18.0', set: { kubeletAfterRuntime: true, containerdBuilder: true, dockerNetworkOnline: true, dockerHealthCheck: 'opt-in-or-old-kubernetes', nodeAuthorizerAfterRuntime: true },
    summary: 'kubelet (and node-authorizer) are ordered after the node\'s runtime (docker.service or containerd.service); containerd nodes get containerd.service, and Docker nodes too for some Docker versions; docker.service waits for network-online.target.',
    sources: {
      kubeletAfterRuntime: { at: 'v1.18.0:nodeup/pkg/model/kubelet.go:261', before: 'v1.17.2:nodeup/pkg/model/kubelet.go:262' },
      containerdBuilder: { at: 'v1.18.0:nodeup/pkg/model/containerd.go:271', before: 'v1.17.2:nodeup/pkg/model' },
      dockerNetworkOnline: { at: 'v1.18.0:nodeup/pkg/model/docker.go:536', before: 'v1.17.2:nodeup/pkg/model/docker.go:1353' },
      dockerHealthCheck: { at: 'v1.18.0:nodeup/pkg/model/docker.go:485', before: 'v1.17.2:upup/models/nodeup/docker/_systemd/_debian_family/services/docker-healthcheck.service' },
      nodeAuthorizerAfterRuntime: { at: 'v1.18.0:nodeup/pkg/model/node_authorizer.go:85', before: 'v1.17.2:nodeup/pkg/model/node_authorizer.go:80' },
    } },
  { since: '1.19.0', set: { protokubeStartsKubelet: false, containerdWithDocker: 'docker-18.09', flatcarContainerdDropIn: 'containerd-runtime', dockerAfterContainerd: true, dockerSocket: 'always' },
    summary: 'nodeup starts kubelet on every role (protokube no longer does on the control plane); Docker ≥ 18.9 nodes get containerd.service and docker.service is ordered after it; docker.service always has docker.socket; Flatcar gets the containerd drop-in only with the containerd runtime.',
    sources: {
      protokubeStartsKubelet: { at: 'v1.19.0:nodeup/pkg/model/kubelet.go:294', before: 'v1.18.3:nodeup/pkg/model/kubelet.go:291' },
      containerdWithDocker: { at: 'v1.19.0:pkg/model/components/containerd.go:78', before: 'v1.18.3:pkg/model/components/containerd.go:92' },
      flatcarContainerdDropIn: { at: 'v1.19.0:nodeup/pkg/model/containerd.go:54', before: 'v1.18.3:nodeup/pkg/model/containerd.go:107' },
      dockerAfterContainerd: { at: 'v1.19.0:nodeup/pkg/model/docker.go:190', before: 'v1.18.3:nodeup/pkg/model/docker.go:536' },
      dockerSocket: { at: 'v1.19.0:nodeup/pkg/model/docker.go:92', before: 'v1.18.3:nodeup/pkg/model/docker.go:400' },
    } },
  { since: '1.19.1', set: { cniIptablesSetup: true },
    summary: 'containerd with kubenet gets cni-iptables-setup.service.',
    sources: { cniIptablesSetup: { at: 'v1.19.1:nodeup/pkg/model/containerd.go:386', before: 'v1.19.0:nodeup/pkg/model/containerd.go' } } },
  { since: '1.20.0', set: { nodeAuthorizer: false, updateService: 'flatcar-external-ig-first', cgroupDriverDefault: 'systemd-from-kubernetes-1.20' },
    summary: 'node-authorizer.service is gone; an InstanceGroup\'s own updatePolicy decides update-service.service before the Cluster\'s.',
    sources: {
      nodeAuthorizer: { at: 'v1.20.0:nodeup/pkg/model', before: 'v1.19.3:nodeup/pkg/model/node_authorizer.go:70' },
      updateService: { at: 'v1.20.0:nodeup/pkg/model/update_service.go:52', before: 'v1.19.3:nodeup/pkg/model/update_service.go:52' },
      cgroupDriverDefault: { at: 'v1.20.0:pkg/model/components/kubelet.go:233', before: 'v1.19.3:pkg/model/components/kubelet.go' },
    } },
  { since: '1.21.0', set: { kubeletWantedBy: true, warmPools: true },
    summary: 'kubelet.service gets WantedBy=multi-user.target: at a reboot systemd starts kubelet without waiting for nodeup. Warm pools arrive: while an instance warms, nodeup does not start kubelet.',
    sources: {
      kubeletWantedBy: { at: 'v1.21.0:nodeup/pkg/model/kubelet.go:286', before: 'v1.20.3:nodeup/pkg/model/kubelet.go:285' },
      warmPools: { at: 'v1.21.0:nodeup/pkg/model/kubelet.go:299', before: 'v1.20.3:pkg/apis/kops/v1alpha2/instancegroup.go' },
    } },
  { since: '1.22.0', set: { ciliumCgroupMount: true, configHashPinned: true },
    summary: 'nodeup checks its config against the hash in the instance\'s user data: a node rebooted after `kops update cluster` but before a rolling update fails with "nodeup config hash mismatch". With Cilium, run-cilium-cgroupv2.mount appears.',
    sources: {
      ciliumCgroupMount: { at: 'v1.22.0:nodeup/pkg/model/networking/cilium.go:143', before: 'v1.21.5:nodeup/pkg/model/networking/cilium.go:97' },
      configHashPinned: { at: 'v1.22.0:upup/pkg/fi/nodeup/command.go:178', before: 'v1.21.5:upup/pkg/fi/nodeup/command.go:71' },
    } },
  { since: '1.23.0', set: { dockerHealthCheck: 'opt-in' },
    summary: 'docker-healthcheck units need docker.healthCheck.',
    sources: { dockerHealthCheck: { at: 'v1.23.0:nodeup/pkg/model/docker.go:137', before: 'v1.22.6:nodeup/pkg/model/docker.go:138' } } },
  { since: '1.24.0', set: { slices: 'systemd-driver-and-containerd' },
    summary: 'kubelet\'s kubeletCgroups, runtimeCgroups and systemCgroups become .slice units (cgroupDriver systemd, containerd).',
    sources: { slices: { at: 'v1.24.0:nodeup/pkg/model/kubelet.go:166', before: 'v1.23.4:nodeup/pkg/model/kubelet.go' } } },
  { since: '1.25.0', set: { cgroupDriverDefault: 'systemd' },
    summary: 'kubelet\'s cgroupDriver defaults to systemd whatever the Kubernetes version, so the .slice units need no cgroupDriver in the spec.',
    sources: { cgroupDriverDefault: { at: 'v1.25.0:pkg/model/components/kubelet.go:208', before: 'v1.24.5:pkg/model/components/kubelet.go:208' } } },
  { since: '1.26.0', set: { updateService: 'flatcar' },
    summary: 'Every Flatcar node gets update-service.service, whatever its update policy.',
    sources: { updateService: { at: 'v1.26.0:nodeup/pkg/model/update_service.go:52', before: 'v1.25.4:nodeup/pkg/model/update_service.go:53' } } },
  { since: '1.29.0', set: { slices: 'systemd-driver', flatcarContainerdDropIn: 'always' },
    summary: 'Docker is gone: no docker.service, docker.socket or docker-healthcheck; kubelet is after containerd.service everywhere, and every Flatcar node gets containerd\'s drop-in.',
    sources: {
      slices: { at: 'v1.29.0:nodeup/pkg/model/kubelet.go:185', before: 'v1.28.7:nodeup/pkg/model/kubelet.go:166' },
      flatcarContainerdDropIn: { at: 'v1.29.0:nodeup/pkg/model/containerd.go:63', before: 'v1.28.7:nodeup/pkg/model/containerd.go:62' },
    } },
  { since: '1.34.0', set: { containerdAfterDbus: true, slices: 'always' },
    summary: 'containerd.service is ordered after dbus.service instead of local-fs.target; .slice units no longer depend on the cgroup driver.',
    sources: {
      containerdAfterDbus: { at: 'v1.34.0:nodeup/pkg/model/containerd.go:189', before: 'v1.33.2:nodeup/pkg/model/containerd.go:186' },
      slices: { at: 'v1.34.0:nodeup/pkg/model/kubelet.go:199', before: 'v1.33.2:nodeup/pkg/model/kubelet.go:196' },
    } },
  { since: '1.36.0', set: { protokube: 'gossip-only' },
    summary: 'protokube.service runs only in gossip clusters, and there on workers only when their boot config has no API server IPs.',
    sources: { protokube: { at: 'v1.36.0:nodeup/pkg/model/protokube.go:48', before: 'v1.35.2:nodeup/pkg/model/protokube.go:49' } } },
];

const PARSED = NODE_CHANGES.map((c) => ({ ...c, at: parseVersion(c.since) as Version }));

/** The node behaviour of kops `version` (normalised, `1.21.5`); the proposal mode is kops 1.10. */
export function nodeBehaviour(version: string): NodeBehaviour {
  const v = parseVersion(version) ?? [1, 10, 0];
  let out = BASE;
  for (const c of PARSED) if (compareVersions(v, c.at) >= 0) out = { ...out, ...c.set };
  return { ...out, warmingKubeletDisabled: holdsIn(WARMING_KUBELET_DISABLED, v) };
}

/** The node-level changes that take effect after `from` up to and including `to` (either order). */
export function nodeChangesBetween(from: string, to: string): NodeChange[] {
  const a = parseVersion(from) ?? [1, 10, 0];
  const b = parseVersion(to) ?? [1, 10, 0];
  const [lo, hi] = compareVersions(a, b) <= 0 ? [a, b] : [b, a];
  return PARSED.filter((c) => compareVersions(c.at, lo) > 0 && compareVersions(c.at, hi) <= 0)
    .map(({ since, set, summary, sources }) => ({ since, set, summary, sources }));
}
