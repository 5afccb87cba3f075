import type { BoundarySources } from '../kops/boundary.ts';
import { compareVersions, parseVersion } from '../kops/version.ts';

/** A kops spec field that does what some hooks do by hand. */
export interface KopsField {
  /** How the message names the field. */
  field: string;
  /** Where in the spec it sits. */
  where: string;
  /** The first kops release whose API has it. */
  since: string;
  /** `at`: the field in `since`'s API; `before`: the same file in the release before, without it. */
  sources: BoundarySources;
}

/**
 * The fields of kops's API that replace a hook, each read at both sides of its first release
 * (kops/boundary.ts). The keys are the kinds of hook `use-kops-field` recognises.
 */
export const KOPS_FIELDS = {
  sysctl: {
    field: 'sysctlParameters', where: 'the Cluster or InstanceGroup spec', since: '1.17.0',
    sources: { at: '1.17.0:pkg/apis/kops/cluster.go:185', before: '1.16.4:pkg/apis/kops/cluster.go' },
  },
  packages: {
    field: 'packages', where: 'the InstanceGroup spec', since: '1.24.0',
    sources: { at: 'v1.24.0:pkg/apis/kops/instancegroup.go:196', before: 'v1.23.4:pkg/apis/kops/instancegroup.go' },
  },
  nvidia: {
    field: 'containerd.nvidiaGPU', where: 'the Cluster spec (or an InstanceGroup\'s `containerd`)', since: '1.22.0',
    sources: { at: 'v1.22.0:pkg/apis/kops/containerdconfig.go:40', before: 'v1.21.5:pkg/apis/kops/containerdconfig.go' },
  },
  disk: {
    field: 'volumeMounts', where: 'the InstanceGroup spec', since: '1.12.0',
    sources: { at: '1.12.0:pkg/apis/kops/instancegroup.go:112', before: '1.11.1:pkg/apis/kops/instancegroup.go' },
  },
  registry: {
    field: 'containerd.registryMirrors', where: 'the Cluster spec', since: '1.19.0',
    sources: { at: 'v1.19.0:pkg/apis/kops/containerdconfig.go:30', before: 'v1.18.3:pkg/apis/kops/containerdconfig.go' },
  },
} as const satisfies Record<string, KopsField>;

export type KopsFieldKind = keyof typeof KOPS_FIELDS;

/** True when kops `version` (a behaviour's normalised version) has the field; `proposal` (kops 1.10's design) has none. */
export function hasField(version: string, f: KopsField): boolean {
  const v = parseVersion(version);
  const since = parseVersion(f.since);
  return v !== null && since !== null && compareVersions(v, since) >= 0;
}
