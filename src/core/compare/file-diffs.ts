import { FILE_ASSET_BOUNDARIES, fileAssetFacts } from '../files/file-eras.ts';
import type { GroupPlan, NodeFile } from '../types.ts';
import type { UnitChange } from './types.ts';
import { unitPatch } from './unit-patch.ts';

/** One file nodeup writes from fileAssets, on both sides of a comparison (by path, within one group). */
export interface FileDiff {
  path: string;
  change: UnitChange;
  before: NodeFile | null;
  after: NodeFile | null;
  /** A unified diff of the content ('' when it is the same). */
  patch: string;
  /** Why it changes between the two versions, or null when the versions do not explain it. */
  reason: string | null;
}

const same = (a: NodeFile, b: NodeFile): boolean => a.mode === b.mode && a.content === b.content && a.binary === b.binary;

/**
 * The fileAsset files of one group on both sides, in the order the `to` side writes them (then
 * those only `from` writes). The one version fact that changes a file is `mode` (kops 1.23.3 reads
 * it; before, every file is 0440), so a mode that moves across that release says so.
 */
export function fileDiffs(g0: GroupPlan | undefined, g1: GroupPlan | undefined, versions: readonly [string, string], labels: readonly [string, string]): FileDiff[] {
  const before = new Map((g0?.files ?? []).map((f) => [f.path, f]));
  const after = new Map((g1?.files ?? []).map((f) => [f.path, f]));
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  const reads = versions.map((v) => fileAssetFacts(v).modeField);
  return paths.map((path) => {
    const f0 = before.get(path) ?? null;
    const f1 = after.get(path) ?? null;
    const change: UnitChange = !f0 ? 'added' : !f1 ? 'removed' : same(f0, f1) ? 'unchanged' : 'changed';
    const modeMoved = f0 && f1 && f0.mode !== f1.mode && reads[0] !== reads[1];
    return {
      path, change, before: f0, after: f1,
      patch: unitPatch({ path, text: f0?.content ?? null, label: labels[0] }, { path, text: f1?.content ?? null, label: labels[1] }),
      reason: modeMoved
        ? `kops ${FILE_ASSET_BOUNDARIES.modeField} reads a fileAsset's \`mode\`; before it, every fileAsset is written 0440 (no execute bit).`
        : null,
    };
  });
}
