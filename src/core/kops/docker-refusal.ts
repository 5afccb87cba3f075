import type { Behaviour, DocumentSpec, Range } from '../types.ts';
import { compareVersions, parseVersion } from './version.ts';

/** kops's own words for both refusals (pkg/apis/kops/validation/validation.go). */
const DOCKERSHIM = 'Docker CRI support was removed in Kubernetes 1.24: https://kubernetes.io/blog/2020/12/02/dockershim-faq';

/** One field of the Cluster that kops's validation forbids, with kops's message and ours. */
export interface FieldRefusal {
  range: Range;
  /** What kops prints (`spec.containerRuntime: Forbidden: …`). */
  kops: string;
  message: string;
}

const atLeast = (version: string | undefined, min: readonly number[]): boolean => {
  const v = version === undefined ? null : parseVersion(version);
  return v !== null && compareVersions(v, min) >= 0;
};

/**
 * The Docker fields kops's cluster validation forbids in release `b.version`, so that `kops create
 * -f`, `replace -f` and `update cluster` refuse the spec and no node gets its hooks:
 * - `containerRuntime: docker` when the Cluster's kubernetesVersion is 1.24 or later, from kops
 *   1.24.0 (`v1.24.0:pkg/apis/kops/validation/validation.go:1367`; `v1.23.4:` has no such check),
 *   and whatever the Kubernetes version from kops 1.29.0 (`v1.29.0:…:1692`;
 *   `v1.28.7:…:1676` still asks `c.IsKubernetesGTE("1.24")`);
 * - `spec.docker` set at all, from kops 1.29.0 (`v1.29.0:…:207-208`; `v1.28.7:…:203-204` only
 *   validates its fields).
 * The proposal (kops 1.10 with the request's fields) has Docker and refuses nothing.
 */
export function dockerRefusals(b: Pick<Behaviour, 'version' | 'dockerAvailable' | 'dockerRefusedOnK8s124'>, cluster: DocumentSpec | undefined): FieldRefusal[] {
  if (!cluster) return [];
  const out: FieldRefusal[] = [];
  // By the Behaviour's switches, not the version: the comparison's replay flips them one at a time.
  const from129 = !b.dockerAvailable;
  const written = cluster.containerRuntime;
  if (written && written.value.trim() === 'docker') {
    const k8s = cluster.kubernetesVersion?.value;
    const newK8s = atLeast(k8s?.replace(/^v/, ''), [1, 24, 0]);
    if (from129 || (b.dockerRefusedOnK8s124 && newK8s)) {
      const why = from129 ? `kops ${b.version} has no Docker runtime` : `kops ${b.version} runs no Docker with Kubernetes ${k8s ?? ''}`;
      out.push({
        range: written.range,
        kops: `spec.containerRuntime: Forbidden: ${DOCKERSHIM}`,
        message: `${why}: it rejects \`containerRuntime: docker\` ("spec.containerRuntime: Forbidden: ${DOCKERSHIM}"), so it refuses the whole cluster and no node gets these hooks. Remove the line (nodes then run containerd) and check that no hook needs docker.service.`,
      });
    }
  }
  if (from129 && cluster.dockerKeyRange) {
    out.push({
      range: cluster.dockerKeyRange,
      kops: `spec.docker: Forbidden: ${DOCKERSHIM}`,
      message: `kops ${b.version} rejects any \`spec.docker\` ("spec.docker: Forbidden: ${DOCKERSHIM}"), so it refuses the whole cluster and no node gets these hooks. Remove the \`docker:\` block.`,
    });
  }
  return out;
}
