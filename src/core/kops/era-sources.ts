/**
 * Where kops shows the change at the start of each era of the era table (KOPS_ERAS, by label), as
 * `tag:path:line` in kubernetes/kops: first at the era's first release, then at the release
 * before, which lacks it. Kept beside the table, not in it: the table is on the page's first
 * paint, and only the explanations (the line rule catalogue) read these.
 */
export const ERA_SOURCES: Readonly<Record<string, readonly string[]>> = {
  '1.8–1.10': ['1.8.0:nodeup/pkg/model/hooks.go:98', '1.7.1:nodeup/pkg/model/hooks.go:96'],
  '1.11–1.20.2': ['1.11.0:nodeup/pkg/model/hooks.go:121', '1.11.0:pkg/systemd/unit.go:25', '1.10.1:nodeup/pkg/model/hooks.go:98'],
  '1.20.3–1.21': [
    'v1.20.3:nodeup/pkg/model/hooks.go:131', 'v1.20.3:nodeup/pkg/model/convenience.go:55',
    'v1.20.2:nodeup/pkg/model/hooks.go:131', 'v1.20.2:nodeup/pkg/model/convenience.go:55',
  ],
  '1.22': ['v1.22.0:pkg/apis/nodeup/config.go:140', 'v1.21.5:nodeup/pkg/model/hooks.go:47'],
  '1.23–1.28': ['v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324', 'v1.23.0:pkg/apis/kops/v1alpha2/conversion.go:82', 'v1.22.6:pkg/apis/kops/v1alpha2/cluster.go:317'],
  '1.29–1.34': ['v1.29.0:nodeup/pkg/model/hooks.go:127', 'v1.28.7:nodeup/pkg/model/hooks.go:127'],
  '1.35+': ['v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go:397', 'v1.34.3:upup/pkg/fi/nodeup/nodetasks/service.go:396'],
};

/** The era's citations (none for an era the table does not have). */
export function eraSources(label: string): readonly string[] {
  return ERA_SOURCES[label] ?? [];
}
