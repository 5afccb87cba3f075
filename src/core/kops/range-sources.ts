import type { BoundarySources } from './boundary.ts';

/** Where kops shows a range's start (`at` its first release, `before` the release before) and its end (null for an open range). */
export interface RangeSources {
  start: BoundarySources;
  end: BoundarySources | null;
}

/**
 * The citations of the version ranges, range by range in the same order: V1ALPHA3_RANGES
 * (v1alpha3.ts), WARMING_KUBELET_DISABLED (warm-pool.ts) and EDIT_IG_REJECTS_UNKNOWN_KEYS (spec-decoding.ts). Kept apart from the ranges, which the
 * page's first paint loads, so that they load only with what shows them; src/core/kops/citations.test.ts
 * keeps them in step.
 */
export const RANGE_SOURCES: Readonly<Record<'v1alpha3' | 'warmingKubeletDisabled' | 'editIgRejectsUnknownKeys' | 'dockerRefusedOnK8s124', readonly RangeSources[]>> = {
  editIgRejectsUnknownKeys: [
    { start: { at: 'v1.22.0:cmd/kops/edit_instancegroup.go:247', before: 'v1.21.5:cmd/kops/edit_instancegroup.go:148' }, end: null },
  ],
  dockerRefusedOnK8s124: [
    {
      start: { at: 'v1.24.0:pkg/apis/kops/validation/validation.go:1367', before: 'v1.23.4:pkg/apis/kops/validation/validation.go:1311' },
      end: null,
    },
  ],
  v1alpha3: [
    {
      start: { at: 'v1.25.0:pkg/apis/kops/install/install.go:32', before: 'v1.24.5:pkg/apis/kops/install/install.go:30' },
      end: { at: 'v1.26.0:pkg/apis/kops/install/install.go:30', before: 'v1.25.4:pkg/apis/kops/install/install.go:32' },
    },
    {
      start: { at: 'v1.29.0:pkg/apis/kops/install/install.go:32', before: 'v1.28.7:pkg/apis/kops/install/install.go:30' },
      end: null,
    },
  ],
  warmingKubeletDisabled: [
    {
      start: { at: 'v1.32.3:nodeup/pkg/model/kubelet.go:424', before: 'v1.32.2:nodeup/pkg/model/kubelet.go:423' },
      end: { at: 'v1.33.0:nodeup/pkg/model/kubelet.go:435', before: 'v1.32.4:nodeup/pkg/model/kubelet.go:424' },
    },
    {
      start: { at: 'v1.33.2:nodeup/pkg/model/kubelet.go:436', before: 'v1.33.1:nodeup/pkg/model/kubelet.go:435' },
      end: { at: 'v1.34.0:nodeup/pkg/model/kubelet.go:430', before: 'v1.33.2:nodeup/pkg/model/kubelet.go:436' },
    },
    {
      start: { at: 'v1.34.2:nodeup/pkg/model/kubelet.go:432', before: 'v1.34.1:nodeup/pkg/model/kubelet.go:430' },
      end: null,
    },
  ],
};
