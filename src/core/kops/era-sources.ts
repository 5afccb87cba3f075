import type { EraBehaviour } from './behaviour.ts';
import type { BoundarySources } from './boundary.ts';

/**
 * For every era of KOPS_ERAS (by label), for each switch that flips at its start, where kops shows
 * it on both sides of the boundary (BoundarySources: `at` the era's first release, `before` the
 * release before it). Kept apart from KOPS_ERAS, which the page's first paint loads, so that the
 * citations load only with what shows them; src/core/kops/citations.test.ts keeps them in step.
 */
export const ERA_SOURCES: Readonly<Record<string, Readonly<Partial<Record<keyof EraBehaviour, BoundarySources>>>>> = {
  '1.8–1.10': {
    // 1.7.1 names every hook unit `kops-hook-<name>.service`.
    keptSuffixes: { at: '1.8.0:nodeup/pkg/model/hooks.go:99', before: '1.7.1:nodeup/pkg/model/hooks.go:96' },
  },
  '1.11–1.20.2': {
    keptSuffixes: { at: '1.11.0:pkg/systemd/unit.go:25', before: '1.10.1:nodeup/pkg/model/hooks.go:99' },
    useRawManifest: { at: '1.11.0:nodeup/pkg/model/hooks.go:121', before: '1.10.1:nodeup/pkg/model/hooks.go:133' },
  },
  '1.20.3–1.21': {
    envFlag: { at: 'v1.20.3:nodeup/pkg/model/convenience.go:55', before: 'v1.20.2:nodeup/pkg/model/convenience.go:55' },
    containerdExec: { at: 'v1.20.3:nodeup/pkg/model/hooks.go:132', before: 'v1.20.2:nodeup/pkg/model/hooks.go:131' },
  },
  '1.22': {
    roleFilterBeforeNumbering: { at: 'v1.22.0:pkg/apis/nodeup/config.go:140', before: 'v1.21.5:nodeup/pkg/model/hooks.go:47' },
  },
  '1.23–1.28': {
    // v1alpha2's field becomes `Enabled *bool json:"disabled"`; only the Cluster conversion inverts it (conversion.go:82).
    invertedIgDisabled: { at: 'v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324', before: 'v1.22.6:pkg/apis/kops/v1alpha2/cluster.go:317' },
  },
  '1.29–1.34': {
    // nodeup/pkg/model has no docker.go any more.
    dockerAvailable: { at: 'v1.29.0:nodeup/pkg/model', before: 'v1.28.7:nodeup/pkg/model/docker.go:58' },
  },
  '1.35+': {
    noBlockRestart: { at: 'v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go:397', before: 'v1.34.3:upup/pkg/fi/nodeup/nodetasks/service.go:396' },
  },
};

/** Where kops shows the flip of era switch `field` (its last one), or undefined for a switch that never flips in kops (the proposal's). */
export function eraSources(field: keyof EraBehaviour): BoundarySources | undefined {
  return Object.values(ERA_SOURCES).map((e) => e[field]).filter((s) => s !== undefined).pop();
}
