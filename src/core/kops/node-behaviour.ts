import type { NodeBehaviour } from '../types.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';
import { holdsIn } from './version-ranges.ts';
import { WARMING_KUBELET_DISABLED } from './warm-pool.ts';

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
  nodeAuthorizer: true, nodeAuthorizerAfterRuntime: false, cniIptablesSetup: false, ciliumBpfMount: 'none', ciliumCgroupMount: 'none', ensureTaskFatal: false,
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
  { since: '1.22.0', set: { ciliumCgroupMount: 'fails-if-present', configHashPinned: true } },
  { since: '1.22.2', set: { ciliumCgroupMount: 'unless-mounted' } },
  { since: '1.23.0', set: { dockerHealthCheck: 'opt-in' } },
  { since: '1.24.0', set: { slices: 'systemd-driver-and-containerd' } },
  { since: '1.25.0', set: { cgroupDriverDefault: 'systemd' } },
  { since: '1.26.0', set: { updateService: 'flatcar' } },
  { since: '1.27.0', set: { ensureTaskFatal: true } },
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
