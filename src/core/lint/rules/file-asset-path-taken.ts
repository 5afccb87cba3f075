import type { FileAssetSpec } from '../../types.ts';
import { allFileAssets, assetLabel, stepsByAsset } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** Two fileAssets on one path: nodeup writes the first and skips the other without a word. */
export const fileAssetPathTaken: Rule = {
  id: 'file-asset-path-taken',
  severity: 'warning',
  title: 'Two fileAssets on one path: one is dropped',
  docs: {
    summary: 'nodeup writes the first fileAsset on a path and silently skips every later one on the same path: the instance group\'s before the Cluster\'s, then in list order.',
    why: 'nodeup keeps a set of the paths it has written and skips an asset whose path is in it (1.8.1:nodeup/pkg/model/file_assets.go:76, v1.36.2:nodeup/pkg/model/file_assets.go:60), walking the instance group\'s assets before the Cluster\'s (v1.36.2:pkg/apis/nodeup/config.go:245). An instance group overriding one Cluster asset is the intended use; two assets on one path in the same list, or a Cluster asset that never lands anywhere, is a mistake.',
    fix: 'Remove the asset that is dropped, or give it its own `path`.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one\n  - name: b\n    path: /etc/motd\n    content: two',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    // By dropped asset: the first asset it loses to, and the groups where it does.
    const written = new Set<FileAssetSpec>();
    const dropped = stepsByAsset(ctx, (step) => {
      if (step.outcome.kind === 'written') written.add(step.asset);
      return step.outcome.kind === 'shadowed' ? step.outcome.by : null;
    });
    const out: Finding[] = [];
    for (const [asset, { detail: by }] of dropped) {
      // An instance group's asset replacing a Cluster asset on its own nodes, while the Cluster's lands elsewhere: kops's design.
      if (asset.list === 'cluster' && by.list === 'instanceGroup' && written.has(asset)) continue;
      const path = asset.path?.value || `the default path of "${asset.name?.value ?? ''}"`;
      const nowhere = written.has(asset) ? '' : ', so it is written on no node at all';
      out.push({
        at: { fileAsset: asset, field: asset.path ? 'path' : asset.name ? 'name' : undefined },
        message: `${assetLabel(ctx, asset)} is dropped: ${assetLabel(ctx, by)} comes first on ${path}, and nodeup skips every later asset on a path without a word${nowhere}.`,
      });
    }
    return out;
  },
};
