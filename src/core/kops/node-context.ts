import type { Analysis, Role, Spec } from '../types.ts';
import type { NodeContext } from './node-units.ts';

/** The Cluster document's name and node settings, or null when the input has no Cluster. */
export function clusterNodeFacts(spec: Spec): NodeContext['cluster'] {
  const cluster = spec.documents.find((d) => d.kind === 'Cluster');
  if (!cluster) return null;
  return { ...(cluster.name ? { name: cluster.name.value } : {}), settings: cluster.nodeSettings ?? {} };
}

/**
 * The node a group of `role` runs on, as the analysis sees it (version, runtime, distro, cluster),
 * and, given the group's InstanceGroup document (GroupPlan.document), that group's own settings
 * (updatePolicy, warm pool).
 */
export function nodeContext(analysis: Analysis, role: Role, document?: number | null): NodeContext {
  const group = document === undefined || document === null ? undefined : analysis.spec.documents[document]?.groupSettings;
  return {
    behaviour: analysis.behaviour, role, runtime: analysis.runtime, distro: analysis.distro, cluster: clusterNodeFacts(analysis.spec),
    ...(group ? { instanceGroup: group } : {}),
  };
}
