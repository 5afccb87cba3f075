import { assetLabel, execUses, fileWalk, listText, samePath } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** A hook runs a fileAsset whose `roles` leave out a node the hook is written on: there is no such file there. */
export const fileAssetOnOtherRole: Rule = {
  id: 'file-asset-on-other-role',
  severity: 'warning',
  title: 'Hook runs a fileAsset that only another role gets',
  docs: {
    summary: 'On the nodes the fileAsset\'s `roles` leave out, the file does not exist: the unit loads, and every start fails with status 203/EXEC (No such file or directory).',
    why: 'kops gives a fileAsset only to the roles it names (v1.36.2:pkg/apis/nodeup/config.go:497; in nodeup itself until 1.21, v1.21.5:nodeup/pkg/model/file_assets.go:67), while a hook has its own `roles`. A warning, not an error: systemd accepts the unit, it fails when it starts.',
    fix: 'Give the hook the same `roles` as the asset, or the asset the hook\'s.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    roles: [Node]\n    content: "#!/bin/sh\\n"\n  hooks:\n  - name: tune.service\n    manifest: ExecStart=/opt/bin/tune.sh',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    roles: [Node]\n    content: "#!/bin/sh\\n"\n  hooks:\n  - name: tune.service\n    roles: [Node]\n    manifest: ExecStart=/opt/bin/tune.sh',
  },
  check(ctx: LintContext) {
    const out: Finding[] = [];
    for (const use of execUses(ctx)) {
      const missing = use.view.groups.flatMap((g) => {
        const steps = fileWalk(ctx, g).steps.filter((s) => samePath(s.path, use.executable));
        if (steps.some((s) => s.outcome.kind === 'written')) return [];
        const filtered = steps.find((s) => s.outcome.kind === 'role-filtered');
        return filtered ? [{ group: g, asset: filtered.asset }] : [];
      });
      const first = missing[0];
      if (!first) continue;
      const roles = first.asset.roles?.value.map((r) => r.value) ?? [];
      out.push({
        at: { unit: use.view, line: use.entry.line },
        message: `\`${use.entry.key}=\` runs ${use.executable}, which ${assetLabel(ctx, first.asset)} writes only for ${listText(roles)}: on ${listText(missing.map((m) => `${m.group.name} (${m.group.role})`))} there is no such file, and ${use.view.task.unit} fails with 203/EXEC (No such file or directory).`,
      });
    }
    return out;
  },
};
