import type { Behaviour } from '../types.ts';
import { holdsIn, rangesText, type VersionRange } from './version-ranges.ts';
import type { Version } from './version.ts';

/**
 * The releases that read a spec written as `apiVersion: kops.k8s.io/v1alpha3`. `kops create` and
 * `kops replace` decode with pkg/kopscodecs, whose scheme holds only the versions that
 * pkg/apis/kops/install/install.go registers. The v1alpha3 Go types ship from 1.23, but the
 * scheme registers them only in 1.25.x and from 1.29.0: 1.23–1.24 (commit 42c83e6c9d, "Remove the
 * v1alpha3 API version") and 1.26–1.28 (de2e4def1a, b51e1ba7f7, "Don't expose v1alpha3 API")
 * refuse such a spec, as every release before 1.23 does. Not an era switch: a set of ranges.
 */
export const V1ALPHA3_RANGES: readonly VersionRange[] = [
  { from: '1.25.0', until: '1.26.0' },
  { from: '1.29.0', until: null },
];

/** Whether kops `version` registers (reads) kops.k8s.io/v1alpha3. */
export function registersV1alpha3(version: Version): boolean {
  return holdsIn(V1ALPHA3_RANGES, version);
}

/** `1.25.0–1.25.x and 1.29.0 or later`. */
export const V1ALPHA3_RELEASES = rangesText(V1ALPHA3_RANGES);

/** Why kops `b.version` refuses a spec written as v1alpha3. */
export function v1alpha3Refusal(b: Pick<Behaviour, 'version'>): string {
  return `kops ${b.version} does not read apiVersion kops.k8s.io/v1alpha3 (only kops ${V1ALPHA3_RELEASES} register it): it refuses the whole spec, so no node gets these hooks. Use kops 1.25.x or 1.29 or later, or write the spec as kops.k8s.io/v1alpha2.`;
}
