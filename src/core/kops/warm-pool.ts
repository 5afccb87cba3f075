import type { ClusterNodeSettings, InstanceGroupNodeSettings, Role } from '../types.ts';
import { rangesText, type VersionRange } from './version-ranges.ts';

/**
 * The releases where nodeup, while a warm-pool instance warms (`ConfigurationMode == "Warming"`),
 * writes kubelet.service with `enabled: false` as well as not running, so that a reboot during
 * warming does not start kubelet and join the node early (kubernetes/kops#17792; kops's golden
 * `v1.35.0:nodeup/pkg/model/tests/kubelet/warmpool/tasks.yaml:73` says `enabled: false`,
 * `v1.34.1:nodeup/pkg/model/tests/kubelet/warmpool/tasks.yaml:73` `enabled: true`). It landed in 1.35.0 and was back-ported to 1.32.3, 1.33.2 and 1.34.2: 1.33.0,
 * 1.33.1, 1.34.0 and 1.34.1 lack it although 1.32.3 has it. 1.35.0 and later carry it from the
 * main line (`v1.35.0:nodeup/pkg/model/kubelet.go:435`, `v1.36.2:nodeup/pkg/model/kubelet.go:602`).
 */
export const WARMING_KUBELET_DISABLED: readonly VersionRange[] = [
  { from: '1.32.3', until: '1.33.0' },
  { from: '1.33.2', until: '1.34.0' },
  { from: '1.34.2', until: null },
];

/** `1.32.3–1.32.x, 1.33.2–1.33.x and 1.34.2 or later`. */
export const WARMING_KUBELET_DISABLED_RELEASES = rangesText(WARMING_KUBELET_DISABLED);

/**
 * Whether instances of a group warm in an AWS warm pool before they serve (nodeup then runs in
 * "Warming" mode): only Node and APIServer groups (`v1.36.2:upup/pkg/fi/nodeup/command.go:762`), on
 * AWS (`v1.36.2:pkg/nodemodel/nodeupconfigbuilder.go:423`), with the group's spec.warmPool or the
 * Cluster's default, whose maxSize the group's inherits, and not with maxSize 0
 * (`v1.36.2:pkg/apis/kops/cluster.go:1175` IsEnabled, `:1179` ResolveDefaults). A Cluster that
 * does not name its cloud counts as AWS: warm pools exist nowhere else.
 */
export function groupWarms(role: Role, cluster: ClusterNodeSettings | undefined, group: InstanceGroupNodeSettings | undefined): boolean {
  if (role !== 'Node' && role !== 'APIServer') return false;
  if (cluster?.cloudProvider !== undefined && cluster.cloudProvider.toLowerCase() !== 'aws') return false;
  const own = group?.warmPool;
  const fallback = cluster?.warmPool;
  if (!own && !fallback) return false;
  const maxSize = own?.maxSize ?? fallback?.maxSize;
  return maxSize !== 0;
}
