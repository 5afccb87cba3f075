import type { VersionRange } from './version-ranges.ts';

/**
 * The releases whose cluster validation forbids `containerRuntime: docker` with Kubernetes 1.24 or
 * later: from 1.24.0 (`v1.24.0:pkg/apis/kops/validation/validation.go:1367`; `v1.23.4:` has no
 * such check), never lifted. Kept apart from docker-refusal.ts so that the first paint's
 * behaviour table does not load the refusal's words.
 */
export const DOCKER_REFUSED_ON_K8S_124: readonly VersionRange[] = [{ from: '1.24.0', until: null }];
