import { factRelease } from './pre-releases.ts';
import type { NodeContext } from './node-units.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';

/** Three-valued answer to "does the spec say so?": true, false, or undefined when it cannot tell. */
export type Known = boolean | undefined;

/** The kops release of the node (the proposal mode is kops 1.10). */
export function nodeVersion(ctx: NodeContext): Version {
  return parseVersion(factRelease(ctx.behaviour.version)) ?? [1, 10, 1];
}

export function networkingIs(ctx: NodeContext, plugin: string): Known {
  const n = ctx.cluster?.settings.networking;
  return n === undefined ? undefined : n === plugin;
}

/**
 * A gossip cluster: its name ends in `.k8s.local` and its DNS topology is not `None`
 * (`v1.36.0:pkg/apis/kops/cluster.go:949` UsesLegacyGossip; DNS `None` exists from 1.26.0,
 * `v1.26.0:pkg/apis/kops/cluster.go:825`).
 */
export function gossip(ctx: NodeContext): Known {
  const name = ctx.cluster?.name;
  return name === undefined ? undefined : name.endsWith('.k8s.local') && ctx.cluster?.settings.dnsNone !== true;
}

export function sliceName(cgroup: string | undefined): string | undefined {
  const trimmed = (cgroup ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : `${trimmed}.slice`;
}

function below(text: string | undefined, minor: number): Known {
  const v = text === undefined ? null : parseVersion(text);
  return v === null ? undefined : compareVersions(v, [1, minor, 0]) < 0;
}

/** Whether the Cluster's spec.kubernetesVersion is below 1.`minor`; undefined when it does not say. */
export function kubernetesBelow(ctx: NodeContext, minor: number): Known {
  return below(ctx.cluster?.settings.kubernetesVersion, minor);
}

/**
 * kubelet's cgroup driver: the spec's, else kops's default (`pkg/model/components/kubelet.go`):
 * none before 1.20, systemd for Kubernetes 1.20+ in 1.20–1.24, systemd from 1.25.
 */
function cgroupDriver(ctx: NodeContext): string | undefined {
  const set = ctx.cluster?.settings.cgroupDriver;
  if (set !== undefined) return set;
  if (!ctx.cluster) return undefined;
  const mode = ctx.behaviour.node.cgroupDriverDefault;
  if (mode === 'systemd') return 'systemd';
  if (mode === 'none') return '';
  const old = below(ctx.cluster.settings.kubernetesVersion, 20);
  return old === undefined ? undefined : old ? '' : 'systemd';
}

/** Whether kubelet's cgroup settings become slices in this version (`buildCgroupService`). */
export function slicesApply(ctx: NodeContext): Known {
  const mode = ctx.behaviour.node.slices;
  if (mode === 'none') return false;
  if (mode === 'always') return true;
  if (mode === 'systemd-driver-and-containerd' && ctx.runtime !== 'containerd') return false;
  const driver = cgroupDriver(ctx);
  return driver === undefined ? undefined : driver === 'systemd';
}

// The Docker versions kops 1.18 pairs with a containerd (v1.18.0:pkg/model/components/containerd.go:93-99).
const LISTED_DOCKER = new Set(['19.03.4', '19.03.8', '19.03.11', '18.09.3', '18.09.9']);

/**
 * Whether the node's Docker is one kops installs containerd.service beside: spec.docker.version,
 * or kops's default for the Kubernetes version (`v1.19.0:pkg/model/components/docker.go:49`:
 * 19.03 for Kubernetes 1.17+, 18.09.9 for 1.16, 18.06.3 or 17.03.2 before; from 1.22 never below
 * 19.03.15). kops 1.18 takes only a fixed list of versions (which holds its defaults for 1.16+);
 * 1.19+ takes any Docker ≥ 18.9 (`v1.19.0:pkg/model/components/containerd.go:78`).
 */
export function dockerRunsContainerd(ctx: NodeContext): Known {
  const settings = ctx.cluster?.settings;
  const listed = ctx.behaviour.node.containerdWithDocker === 'listed-docker-versions';
  const written = settings?.dockerVersion;
  if (written !== undefined) {
    if (listed) return LISTED_DOCKER.has(written);
    const m = /^v?(\d+)\.(\d+)/.exec(written.trim());
    return m ? compareVersions([Number(m[1]), Number(m[2]), 0], [18, 9, 0]) >= 0 : undefined;
  }
  if (compareVersions(nodeVersion(ctx), [1, 22, 0]) >= 0) return true;
  if (!settings) return undefined;
  const old = below(settings.kubernetesVersion, 16);
  return old === undefined ? undefined : !old;
}
