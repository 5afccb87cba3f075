import { KOPS_WRITTEN_PATHS } from '../../files/file-eras.ts';
import type { FileAssetSpec } from '../../types.ts';
import { allFileAssets, assetLabel, fileWalk, listText } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** A fileAsset on a path nodeup writes itself: two File tasks of one name, and nodeup dies. */
export const fileAssetKopsPath: Rule = {
  id: 'file-asset-kops-path',
  severity: 'error',
  title: 'fileAsset on a path kops writes itself',
  docs: {
    summary: 'nodeup dies with "found duplicate tasks with name File/PATH" when its own builder adds the file: on that node nothing is written and no hook runs.',
    why: 'nodeup\'s KubeletBuilder adds /etc/sysconfig/kubelet with AddTask (1.8.1:nodeup/pkg/model/kubelet.go:57, v1.36.2:nodeup/pkg/model/kubelet.go:150) after the FileAssetsBuilder has added the asset\'s File task of the same name, and AddTask treats a second task of one name as fatal (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133).',
    fix: 'Give the asset a path of its own; set kubelet flags through spec.kubelet instead.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: kubelet-env\n    path: /etc/sysconfig/kubelet\n    content: DAEMON_ARGS="--v=4"',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: kubelet-env\n    path: /etc/kubelet-extra.env\n    content: DAEMON_ARGS="--v=4"',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    const groups = new Map<FileAssetSpec, { path: string; fatal: string; names: string[] }>();
    for (const g of ctx.analysis.groups) {
      const walk = fileWalk(ctx, g);
      for (const step of walk.steps) {
        if (step.outcome.kind !== 'written' || !KOPS_WRITTEN_PATHS.has(step.path)) continue;
        const seen = groups.get(step.asset);
        if (seen) seen.names.push(g.name);
        else groups.set(step.asset, { path: step.path, fatal: walk.fatal ?? '', names: [g.name] });
      }
    }
    const out: Finding[] = [];
    for (const [asset, { path, fatal, names }] of groups) {
      out.push({
        at: { fileAsset: asset, field: asset.path ? 'path' : 'name' },
        message: `${assetLabel(ctx, asset)} writes ${path}, which nodeup's kubelet builder writes too: nodeup dies on ${listText(names)} with \`${fatal}\`, before it writes any file or hook there.`,
      });
    }
    return out;
  },
};
