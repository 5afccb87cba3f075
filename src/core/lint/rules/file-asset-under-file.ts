import { goDir } from '../../files/go-path.ts';
import type { FileStep } from '../../files/walk-file-assets.ts';
import { allFileAssets, assetLabel, listText, stepsByAsset } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** What one asset's step says about a file and a directory on one path (null: nothing). */
function clash(ctx: LintContext, step: FileStep, fatal: string | null): string | null {
  const o = step.outcome;
  if (o.kind === 'path-is-directory') {
    const whose = o.of === null ? 'the directory nodeup creates for fileAssets without a path' : `the directory of ${assetLabel(ctx, o.of)}, which nodeup creates first`;
    return `writes ${step.path}, ${whose}: nodeup dies on GROUPS with \`${fatal ?? ''}\`, before it writes any file or hook there.`;
  }
  if (o.kind === 'directory-is-file') {
    return `writes ${step.path} inside ${o.dir}, which ${assetLabel(ctx, o.by)} writes as a file before it: nodeup dies on GROUPS with \`${fatal ?? ''}\`, before it writes any file or hook there.`;
  }
  if (o.kind === 'written' && o.under) {
    return `writes ${step.path} inside ${goDir(step.path)}, which ${assetLabel(ctx, o.under)} writes as a file: kops ${ctx.analysis.behaviour.version} ignores EnsureTask's error there, so the write of ${step.path} fails on GROUPS (its directory is a file) and is retried for 10 minutes, and no hook starts there.`;
  }
  return null;
}

/** A fileAsset whose path is another's directory, or whose directory is another's file. */
export const fileAssetUnderFile: Rule = {
  id: 'file-asset-under-file',
  severity: 'error',
  title: 'fileAsset path is another fileAsset\'s directory',
  docs: {
    summary: 'One File task per path: nodeup creates each fileAsset\'s directory as a File task of that name, so a fileAsset on that directory\'s path kills nodeup (or, the other way round, nodeup cannot write a file inside a file).',
    why: 'For each fileAsset nodeup calls EnsureTask with a directory task on filepath.Dir(path) (mode 0755), then AddTask with the file (1.8.1:nodeup/pkg/model/file_assets.go:92,98; v1.36.2:nodeup/pkg/model/file_assets.go:81,87), both named by their path, plus the default directory first (1.8.1:nodeup/pkg/model/file_assets.go:43, v1.36.2:nodeup/pkg/model/file_assets.go:42). A file task on a directory task\'s name is AddTask\'s fatal duplicate (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133); a directory task on a file task\'s name is EnsureTask\'s fatal mismatch from 1.27.0 (v1.27.0:upup/pkg/fi/task.go:158), an ignored error before (v1.26.6:upup/pkg/fi/task.go:156, v1.26.6:nodeup/pkg/model/file_assets.go:81).',
    fix: 'Put the file beside the directory, not on it: `/opt/bin/tune.sh`, not `/opt/bin`.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: bin\n    path: /opt/bin\n    content: x\n  - name: tune\n    path: /opt/bin/tune.sh\n    content: x',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: bin\n    path: /opt/bin.env\n    content: x\n  - name: tune\n    path: /opt/bin/tune.sh\n    content: x',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    const found = stepsByAsset(ctx, (step, walk) => clash(ctx, step, walk.fatal), (a, b) => a === b);
    const out: Finding[] = [];
    for (const [asset, { detail: text, groups: names }] of found) {
      out.push({ at: { fileAsset: asset, field: asset.path ? 'path' : 'name' }, message: `${assetLabel(ctx, asset)} ${text.replace('GROUPS', listText(names))}` });
    }
    return out;
  },
};

