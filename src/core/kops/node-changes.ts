import type { BoundarySources } from './boundary.ts';
import type { NodeBehaviour } from '../types.ts';
import { NODE_FLIPS, nodeFlipsBetween, type NodeFlip } from './node-behaviour.ts';

/** One release where a node-level fact changed: what an operator sees, and where kops says so. */
export interface NodeChange extends NodeFlip {
  /** What changes on the node, in an operator's words. */
  summary: string;
  /** For every field of `set`, where kops shows it at `since` and where it does not at the release before. */
  sources: Readonly<Partial<Record<keyof NodeBehaviour, BoundarySources>>>;
}

// What each release of NODE_FLIPS means, and its citations. Kept apart from NODE_FLIPS, which the
// page's first paint loads, so that these words and citations load only with what shows them
// (the comparison, the tests); src/core/kops/citations.test.ts keeps the two tables in step.
const NOTES: Readonly<Record<string, Pick<NodeChange, 'summary' | 'sources'>>> = {
  '1.11.0': {
    summary: 'nodeup writes docker.socket when it installs Docker from a tarball.',
    sources: {
      dockerSocket: { at: '1.11.0:nodeup/pkg/model/docker.go:631', before: '1.10.1:nodeup/pkg/model/docker.go:670' },
    },
  },
  '1.14.0': {
    summary: 'nodeup recognises Flatcar: with updatePolicy: external, Flatcar nodes get update-service.service, which masks locksmithd.',
    sources: {
      updateService: { at: '1.14.0:nodeup/pkg/model/update_service.go:60', before: '1.13.2:nodeup/pkg/model/update_service.go:55' },
    },
  },
  '1.15.0': {
    summary: 'With Cilium, nodeup mounts /sys/fs/bpf with sys-fs-bpf.mount, ordered before kubelet.service.',
    sources: {
      ciliumBpfMount: { at: '1.15.0:nodeup/pkg/model/network.go:92', before: '1.14.1:nodeup/pkg/model/network.go:47' },
    },
  },
  '1.15.1': {
    summary: 'sys-fs-bpf.mount is written only where /sys/fs/bpf is not mounted yet when nodeup runs (systemd 238+ mounts it itself).',
    sources: {
      ciliumBpfMount: { at: '1.15.1:nodeup/pkg/model/network.go:77', before: '1.15.0:nodeup/pkg/model/network.go:73' },
    },
  },
  '1.18.0': {
    summary: 'kubelet (and node-authorizer) are ordered after the node\'s runtime (docker.service or containerd.service); containerd nodes get containerd.service, and Docker nodes too for some Docker versions; docker.service waits for network-online.target.',
    sources: {
      kubeletAfterRuntime: { at: 'v1.18.0:nodeup/pkg/model/kubelet.go:261', before: 'v1.17.2:nodeup/pkg/model/kubelet.go:262' },
      containerdBuilder: { at: 'v1.18.0:nodeup/pkg/model/containerd.go:271', before: 'v1.17.2:nodeup/pkg/model' },
      dockerNetworkOnline: { at: 'v1.18.0:nodeup/pkg/model/docker.go:536', before: 'v1.17.2:nodeup/pkg/model/docker.go:1353' },
      dockerHealthCheck: { at: 'v1.18.0:nodeup/pkg/model/docker.go:485', before: 'v1.17.2:upup/models/nodeup/docker/_systemd/_debian_family/services/docker-healthcheck.service' },
      nodeAuthorizerAfterRuntime: { at: 'v1.18.0:nodeup/pkg/model/node_authorizer.go:85', before: 'v1.17.2:nodeup/pkg/model/node_authorizer.go:80' },
    },
  },
  '1.19.0': {
    summary: 'nodeup starts kubelet on every role (protokube no longer does on the control plane); Docker ≥ 18.9 nodes get containerd.service and docker.service is ordered after it; docker.service always has docker.socket; Flatcar gets the containerd drop-in only with the containerd runtime.',
    sources: {
      protokubeStartsKubelet: { at: 'v1.19.0:nodeup/pkg/model/kubelet.go:294', before: 'v1.18.3:nodeup/pkg/model/kubelet.go:291' },
      containerdWithDocker: { at: 'v1.19.0:pkg/model/components/containerd.go:78', before: 'v1.18.3:pkg/model/components/containerd.go:92' },
      flatcarContainerdDropIn: { at: 'v1.19.0:nodeup/pkg/model/containerd.go:54', before: 'v1.18.3:nodeup/pkg/model/containerd.go:107' },
      dockerAfterContainerd: { at: 'v1.19.0:nodeup/pkg/model/docker.go:190', before: 'v1.18.3:nodeup/pkg/model/docker.go:536' },
      dockerSocket: { at: 'v1.19.0:nodeup/pkg/model/docker.go:92', before: 'v1.18.3:nodeup/pkg/model/docker.go:400' },
    },
  },
  '1.19.1': {
    summary: 'containerd with kubenet gets cni-iptables-setup.service.',
    sources: {
      cniIptablesSetup: { at: 'v1.19.1:nodeup/pkg/model/containerd.go:386', before: 'v1.19.0:nodeup/pkg/model/containerd.go' },
    },
  },
  '1.20.0': {
    summary: 'node-authorizer.service is gone; an InstanceGroup\'s own updatePolicy decides update-service.service before the Cluster\'s.',
    sources: {
      nodeAuthorizer: { at: 'v1.20.0:nodeup/pkg/model', before: 'v1.19.3:nodeup/pkg/model/node_authorizer.go:70' },
      updateService: { at: 'v1.20.0:nodeup/pkg/model/update_service.go:52', before: 'v1.19.3:nodeup/pkg/model/update_service.go:52' },
      cgroupDriverDefault: { at: 'v1.20.0:pkg/model/components/kubelet.go:233', before: 'v1.19.3:pkg/model/components/kubelet.go' },
    },
  },
  '1.21.0': {
    summary: 'kubelet.service gets WantedBy=multi-user.target: at a reboot systemd starts kubelet without waiting for nodeup. Warm pools arrive: while an instance warms, nodeup does not start kubelet.',
    sources: {
      kubeletWantedBy: { at: 'v1.21.0:nodeup/pkg/model/kubelet.go:286', before: 'v1.20.3:nodeup/pkg/model/kubelet.go:285' },
      warmPools: { at: 'v1.21.0:nodeup/pkg/model/kubelet.go:299', before: 'v1.20.3:pkg/apis/kops/v1alpha2/instancegroup.go' },
    },
  },
  '1.22.0': {
    summary: 'nodeup checks its config against the hash in the instance\'s user data: a node rebooted after `kops update cluster` but before a rolling update fails with "nodeup config hash mismatch". With Cilium, run-cilium-cgroupv2.mount appears, but nodeup fails whenever /run/cilium/cgroupv2 exists, so at every reboot.',
    sources: {
      ciliumCgroupMount: { at: 'v1.22.0:nodeup/pkg/model/networking/cilium.go:143', before: 'v1.21.5:nodeup/pkg/model/networking/cilium.go:97' },
      configHashPinned: { at: 'v1.22.0:upup/pkg/fi/nodeup/command.go:178', before: 'v1.21.5:upup/pkg/fi/nodeup/command.go:71' },
    },
  },
  '1.22.2': {
    summary: 'With Cilium, nodeup no longer fails where /run/cilium/cgroupv2 exists: it skips run-cilium-cgroupv2.mount where cgroup2 is already mounted there.',
    sources: {
      ciliumCgroupMount: { at: 'v1.22.2:nodeup/pkg/model/networking/cilium.go:114', before: 'v1.22.1:nodeup/pkg/model/networking/cilium.go:117' },
    },
  },
  '1.23.0': {
    summary: 'docker-healthcheck units need docker.healthCheck.',
    sources: {
      dockerHealthCheck: { at: 'v1.23.0:nodeup/pkg/model/docker.go:137', before: 'v1.22.6:nodeup/pkg/model/docker.go:138' },
    },
  },
  '1.24.0': {
    summary: 'kubelet\'s kubeletCgroups, runtimeCgroups and systemCgroups become .slice units (cgroupDriver systemd, containerd).',
    sources: {
      slices: { at: 'v1.24.0:nodeup/pkg/model/kubelet.go:166', before: 'v1.23.4:nodeup/pkg/model/kubelet.go' },
    },
  },
  '1.25.0': {
    summary: 'kubelet\'s cgroupDriver defaults to systemd whatever the Kubernetes version, so the .slice units need no cgroupDriver in the spec.',
    sources: {
      cgroupDriverDefault: { at: 'v1.25.0:pkg/model/components/kubelet.go:208', before: 'v1.24.5:pkg/model/components/kubelet.go:208' },
    },
  },
  '1.26.0': {
    summary: 'Every Flatcar node gets update-service.service, whatever its update policy.',
    sources: {
      updateService: { at: 'v1.26.0:nodeup/pkg/model/update_service.go:52', before: 'v1.25.4:nodeup/pkg/model/update_service.go:53' },
    },
  },
  '1.27.0': {
    summary: 'A hook named like one of kubelet\'s .slice units makes nodeup abort with "cannot add different task with same key"; before, kubelet\'s builder ignored that error and the hook\'s unit stood in for the slice.',
    sources: {
      ensureTaskFatal: { at: 'v1.27.0:upup/pkg/fi/task.go:158', before: 'v1.26.6:upup/pkg/fi/task.go:156' },
    },
  },
  '1.29.0': {
    summary: 'Docker is gone: no docker.service, docker.socket or docker-healthcheck; kubelet is after containerd.service everywhere, and every Flatcar node gets containerd\'s drop-in.',
    sources: {
      slices: { at: 'v1.29.0:nodeup/pkg/model/kubelet.go:185', before: 'v1.28.7:nodeup/pkg/model/kubelet.go:166' },
      flatcarContainerdDropIn: { at: 'v1.29.0:nodeup/pkg/model/containerd.go:63', before: 'v1.28.7:nodeup/pkg/model/containerd.go:62' },
    },
  },
  '1.34.0': {
    summary: 'containerd.service is ordered after dbus.service instead of local-fs.target; .slice units no longer depend on the cgroup driver.',
    sources: {
      containerdAfterDbus: { at: 'v1.34.0:nodeup/pkg/model/containerd.go:189', before: 'v1.33.2:nodeup/pkg/model/containerd.go:186' },
      slices: { at: 'v1.34.0:nodeup/pkg/model/kubelet.go:199', before: 'v1.33.2:nodeup/pkg/model/kubelet.go:196' },
    },
  },
  '1.36.0': {
    summary: 'protokube.service runs only in gossip clusters, and there on workers only when their boot config has no API server IPs.',
    sources: {
      protokube: { at: 'v1.36.0:nodeup/pkg/model/protokube.go:48', before: 'v1.35.2:nodeup/pkg/model/protokube.go:49' },
    },
  },
};

const MISSING: Pick<NodeChange, 'summary' | 'sources'> = { summary: '', sources: {} };

/** Every node-level change, oldest first: the behaviour table of the units kops manages, with its words and citations. */
export const NODE_CHANGES: readonly NodeChange[] = NODE_FLIPS.map((c) => ({ ...c, ...(NOTES[c.since] ?? MISSING) }));

/** The node-level changes that take effect after `from` up to and including `to` (either order). */
export function nodeChangesBetween(from: string, to: string): NodeChange[] {
  return nodeFlipsBetween(from, to).map((c) => ({ ...c, ...(NOTES[c.since] ?? MISSING) }));
}

/** The releases of notes that NODE_FLIPS lacks (a stray entry), for the tests. */
export function strayNodeNotes(): string[] {
  return Object.keys(NOTES).filter((since) => !NODE_FLIPS.some((c) => c.since === since));
}
