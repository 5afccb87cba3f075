import { fileAssetFacts } from '../../files/file-eras.ts';
import type { FileAssetSpec, Fix, TextEdit } from '../../types.ts';
import { assetLabel, assetOf, executable, execUses, fileWalk, listText, samePath } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';
import { unitLineEdit } from '../unit-line-edit.ts';
import { lineStart } from '../yaml-edits.ts';

/** `mode: "0755"` set on the asset: its value replaced, or the line added before `content:` (else its first key; block mappings only). */
function modeEdit(text: string, asset: FileAssetSpec): TextEdit | undefined {
  if (asset.mode) return { start: asset.mode.range.start, end: asset.mode.range.end, text: '"0755"' };
  if (text[asset.range.start] === '{') return undefined;
  const at = asset.content?.keyRange?.start ?? asset.range.start;
  return { start: at, end: at, text: `mode: "0755"\n${' '.repeat(at - lineStart(text, at))}` };
}

/** A hook runs a script that a fileAsset writes without an execute bit: the unit fails with 203/EXEC. */
export const fileAssetNotExecutable: Rule = {
  id: 'file-asset-not-executable',
  severity: 'warning',
  title: 'Hook runs a fileAsset that is not executable',
  docs: {
    summary: 'The unit loads, but every start fails with status 203/EXEC (Permission denied): kops writes a fileAsset with mode 0440 unless `mode` says otherwise, and that mode has no execute bit.',
    why: 'nodeup writes each fileAsset with its `mode`, or 0440 when it has none (v1.36.2:nodeup/pkg/model/file_assets.go:77); before kops 1.23.3 there is no `mode` and every file is 0440 (v1.23.2:nodeup/pkg/model/file_assets.go:84). systemd execs the command\'s first word directly, so a file without an execute bit cannot be a command. A warning, not an error: systemd accepts the unit, it fails when it starts.',
    fix: 'Give the asset `mode: "0755"` (kops 1.23.3 and later), or run the script through its interpreter: `ExecStart=/bin/sh /opt/bin/tune.sh`.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    content: |\n      #!/bin/sh\n      sysctl -w vm.max_map_count=262144\n  hooks:\n  - name: tune.service\n    manifest: |\n      Type=oneshot\n      ExecStart=/opt/bin/tune.sh',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: |\n      #!/bin/sh\n      sysctl -w vm.max_map_count=262144\n  hooks:\n  - name: tune.service\n    manifest: |\n      Type=oneshot\n      ExecStart=/opt/bin/tune.sh',
  },
  check(ctx: LintContext) {
    const out: Finding[] = [];
    const facts = fileAssetFacts(ctx.analysis.behaviour.version);
    for (const use of execUses(ctx)) {
      const bad = use.view.groups.flatMap((g) => {
        const file = fileWalk(ctx, g).files.find((f) => samePath(f.path, use.executable));
        return file && executable(file.mode) === false ? [{ group: g, file }] : [];
      });
      const first = bad[0];
      if (!first) continue;
      const asset = assetOf(ctx, first.file);
      const where = bad.length === use.view.groups.length ? 'on every node that runs it' : `on ${listText(bad.map((b) => b.group.name))}`;
      const written = asset ? assetLabel(ctx, asset) : 'a fileAsset';
      const modes = [...new Set(bad.map((b) => b.file.mode))].join(', ');
      const fixes: Fix[] = [];
      let advice: string;
      if (facts.modeField) {
        const edit = asset && modeEdit(ctx.analysis.text, asset);
        if (edit) fixes.push({ title: `Set \`mode: "0755"\` on ${asset.name ? `"${asset.name.value}"` : `fileAssets[${asset.index}]`}`, edits: [edit] });
        advice = 'give the asset `mode: "0755"`';
      } else {
        const edit = unitLineEdit(ctx.analysis.text, use.view, use.entry.line, use.executable, `/bin/sh ${use.executable}`);
        if (edit) fixes.push({ title: `Run it with /bin/sh`, edits: [edit], suggestion: true });
        advice = `kops ${ctx.analysis.behaviour.version} has no \`mode\` (it arrives in 1.23.3), so run it through its interpreter: \`${use.entry.key}=/bin/sh ${use.executable}\``;
      }
      out.push({
        at: { unit: use.view, line: use.entry.line },
        message: `\`${use.entry.key}=\` runs ${use.executable}, which ${written} writes with mode ${modes} (no execute bit): ${use.view.task.unit} fails with 203/EXEC (Permission denied) ${where}; ${advice}.`,
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
    return out;
  },
};
