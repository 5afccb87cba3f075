import { V1ALPHA3_RELEASES } from '../kops/v1alpha3.ts';
import { WARMING_KUBELET_DISABLED_RELEASES } from '../kops/warm-pool.ts';

/**
 * A ranged fact (kops/version-ranges.ts) crossed at `since`, in an operator's words: whether kops
 * reads v1alpha3 (kops/v1alpha3.ts), and whether a warm pool's kubelet is disabled while the
 * instance warms (kops/warm-pool.ts). `holds`: the fact holds from `since` on the way the move goes.
 */
export function rangedWords(fact: 'v1alpha3Registered' | 'warmingKubeletDisabled' | 'dockerRefusedOnK8s124', since: string, holds: boolean): string {
  if (fact === 'dockerRefusedOnK8s124') {
    return holds
      ? `From kops ${since} the cluster validation forbids \`containerRuntime: docker\` with Kubernetes 1.24 or later: kops refuses the whole spec, so no node gets these hooks.`
      : `Before kops ${since} the cluster validation accepts \`containerRuntime: docker\` with Kubernetes 1.24 or later: the spec is no longer refused.`;
  }
  if (fact === 'v1alpha3Registered') {
    return holds
      ? `kops ${since} reads apiVersion kops.k8s.io/v1alpha3 (only kops ${V1ALPHA3_RELEASES} do): the spec is no longer refused.`
      : `kops ${since} does not read apiVersion kops.k8s.io/v1alpha3 (only kops ${V1ALPHA3_RELEASES} do): it refuses the whole spec, so no node gets these hooks.`;
  }
  return holds
    ? `On warm-pool groups (spec.warmPool, AWS), kops ${since} writes kubelet.service disabled while an instance warms, so a reboot during warming no longer starts kubelet and joins the node early (kops ${WARMING_KUBELET_DISABLED_RELEASES} do).`
    : `On warm-pool groups (spec.warmPool, AWS), kops ${since} leaves kubelet.service enabled while an instance warms, so a reboot during warming starts kubelet and can join the node early (only kops ${WARMING_KUBELET_DISABLED_RELEASES} disable it).`;
}
