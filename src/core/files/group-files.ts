import type { FileAssetSpec, GroupPlan, Spec } from '../types.ts';
import type { PlanSettings } from '../kops/plan-group.ts';
import { walkFileAssets, type FileWalk } from './walk-file-assets.ts';

/** The Cluster documents' fileAssets, in document order (kops reads one Cluster; a paste may hold more). */
export function clusterFileAssets(spec: Spec): FileAssetSpec[] {
  return spec.documents.filter((d) => d.kind === 'Cluster').flatMap((d) => d.fileAssets ?? []);
}

/** The fileAssets walk of one group: none on a bastion, which never runs nodeup. */
export function groupFileWalk(spec: Spec, group: Pick<GroupPlan, 'role' | 'document' | 'runsNodeup'>, s: Pick<PlanSettings, 'behaviour' | 'distro'>): FileWalk {
  if (!group.runsNodeup) return { files: [], steps: [], fatal: null };
  const own = group.document === null ? [] : (spec.documents[group.document]?.fileAssets ?? []);
  return walkFileAssets(own, clusterFileAssets(spec), group.role, s.distro, s.behaviour.version);
}

// A group plan with its files, by the plan it came from: while neither the hooks (the same plan
// object, core/incremental) nor the files change, the result is the same object too, so whatever
// is memoised by group identity stays valid.
const WITH_FILES = new WeakMap<GroupPlan, { key: string; plan: GroupPlan }>();

/**
 * `group` with the files nodeup writes on it. nodeup's FileAssetsBuilder runs before its
 * HookBuilder (upup/pkg/fi/nodeup/command.go), so a fileAsset that stops nodeup is the message it
 * aborts with, whatever the hooks would have done.
 */
export function withGroupFiles(spec: Spec, group: GroupPlan, s: Pick<PlanSettings, 'behaviour' | 'distro'>): GroupPlan {
  // Most specs have no fileAssets: nothing to walk.
  if (!spec.documents.some((d) => d.fileAssets !== undefined && d.fileAssets.length > 0)) return group;
  const walk = groupFileWalk(spec, group, s);
  if (walk.files.length === 0 && walk.fatal === null) return group;
  const key = JSON.stringify([walk.files, walk.fatal]);
  const known = WITH_FILES.get(group);
  if (known?.key === key) return known.plan;
  const plan: GroupPlan = { ...group, files: walk.files, fatal: walk.fatal ?? group.fatal };
  WITH_FILES.set(group, { key, plan });
  return plan;
}
