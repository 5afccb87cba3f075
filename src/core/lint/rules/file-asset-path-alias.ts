import { goClean } from '../../files/go-path.ts';
import type { FileAssetSpec } from '../../types.ts';
import { allFileAssets, assetLabel, fileWalk, listText } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** Two fileAssets whose paths differ as written but name one file (`/opt/bin/x`, `/opt//bin/x`): nodeup writes both. */
export const fileAssetPathAlias: Rule = {
  id: 'file-asset-path-alias',
  severity: 'warning',
  title: 'Two fileAssets on one file under two spellings',
  docs: {
    summary: 'nodeup skips a later fileAsset only on the same path as written: two spellings of one file (a doubled `/`, a `/./`, a `..`) are two File tasks, both written, and the file ends with whichever nodeup\'s executor runs last.',
    why: 'The FileAssetsBuilder\'s tracker and the task name are the path as written (1.8.1:nodeup/pkg/model/file_assets.go:76,98; v1.36.2:nodeup/pkg/model/file_assets.go:60,87); only filepath.Dir, for the directory, cleans it. nodeup\'s executor runs the tasks that are ready side by side, each in its own goroutine (v1.36.2:upup/pkg/fi/executor.go:204), and neither of two File tasks of one file depends on the other.',
    fix: 'Keep one of the two assets, on the path written plainly.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one\n  - name: b\n    path: /etc//motd\n    content: two',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    // By later asset: the first asset on the same file under another spelling, and the groups.
    const aliases = new Map<FileAssetSpec, { first: FileAssetSpec; path: string; firstPath: string; groups: string[] }>();
    for (const g of ctx.analysis.groups) {
      const byFile = new Map<string, { asset: FileAssetSpec; path: string }>();
      for (const step of fileWalk(ctx, g).steps) {
        if (step.outcome.kind !== 'written') continue;
        const file = goClean(step.path);
        const first = byFile.get(file);
        if (!first) {
          byFile.set(file, { asset: step.asset, path: step.path });
          continue;
        }
        const seen = aliases.get(step.asset);
        if (seen) seen.groups.push(g.name);
        else aliases.set(step.asset, { first: first.asset, path: step.path, firstPath: first.path, groups: [g.name] });
      }
    }
    const out: Finding[] = [];
    for (const [asset, { first, path, firstPath, groups }] of aliases) {
      out.push({
        at: { fileAsset: asset, field: asset.path ? 'path' : 'name' },
        message: `${assetLabel(ctx, asset)} writes ${path}, the file ${assetLabel(ctx, first)} writes as ${firstPath}: nodeup tells paths apart as written, so on ${listText(groups)} it writes both, and which content and mode the file ends with depends on the order its executor runs them in.`,
      });
    }
    return out;
  },
};
