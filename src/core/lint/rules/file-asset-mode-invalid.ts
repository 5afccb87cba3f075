import { fileAssetFacts } from '../../files/file-eras.ts';
import { goParseFileMode, octalFor } from '../../files/go-file-mode.ts';
import { goQuote } from '../../kops/hook-state.ts';
import type { Fix } from '../../types.ts';
import { allFileAssets, assetLabel, listText, stepsByAsset } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** A fileAsset `mode` that kops's File task cannot parse as octal: the file is never written and no unit starts. */
export const fileAssetModeInvalid: Rule = {
  id: 'file-asset-mode-invalid',
  severity: 'error',
  title: 'fileAsset mode is not octal',
  docs: {
    summary: 'nodeup\'s File task fails with "invalid file mode for PATH: MODE"; nodeup retries it for 10 minutes and exits: the file is never written, and no hook or kubelet starts on that node, since every Service task waits for every File task.',
    why: 'From kops 1.23.3 nodeup writes a fileAsset with its `mode` (v1.23.3:nodeup/pkg/model/file_assets.go:77); the File task parses it with `strconv.ParseUint(s, 8, 32)` (v1.23.3:upup/pkg/fi/files.go:143, v1.36.2:upup/pkg/fi/files.go:147): octal digits only, no `0o` prefix, no symbolic `rwx`. An error there fails the task (v1.23.3:upup/pkg/fi/nodeup/nodetasks/file.go:201, v1.36.2:upup/pkg/fi/nodeup/nodetasks/file.go:235), and nodeup\'s executor retries it for 10 minutes (v1.23.3:upup/pkg/fi/executor.go:49, v1.36.2:upup/pkg/fi/executor.go:51), then nodeup exits with "error running tasks: deadline exceeded executing task File/PATH". A YAML number (`mode: 0755`) is another error: kops refuses the spec when it decodes it (wrong-type).',
    fix: 'Write the mode as a quoted octal string: `mode: "0755"`.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: rwxr-xr-x\n    content: "#!/bin/sh\\n"',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: "#!/bin/sh\\n"',
  },
  check(ctx: LintContext) {
    // Cheap first: most specs have no fileAssets, and kops before 1.23.3 never reads `mode`.
    const odd = allFileAssets(ctx).filter((a) => a.mode !== undefined && a.mode.value !== '' && goParseFileMode(a.mode.value) === undefined);
    if (odd.length === 0 || !fileAssetFacts(ctx.analysis.behaviour.version).modeField) return [];
    // A YAML number already has its wrong-type error: kops stops at decoding, before nodeup.
    const decodeErrors = new Set(ctx.analysis.diagnostics.filter((d) => d.code === 'wrong-type').map((d) => d.range.start));
    const groups = stepsByAsset(ctx, (step) => (step.outcome.kind === 'written' && odd.includes(step.asset) ? step.path : null));
    const out: Finding[] = [];
    for (const [asset, { detail: path, groups: names }] of groups) {
      const mode = asset.mode;
      if (!mode || decodeErrors.has(mode.range.start)) continue;
      const octal = octalFor(mode.value);
      const fixes: Fix[] = octal ? [{ title: `Write it as "${octal}"`, edits: [{ ...mode.range, text: `"${octal}"` }] }] : [];
      out.push({
        at: { fileAsset: asset, field: 'mode' },
        message: `${assetLabel(ctx, asset)} has mode ${goQuote(mode.value)}, which nodeup parses as octal digits only: its File task fails on ${listText(names)} with \`invalid file mode for ${goQuote(path)}: ${goQuote(mode.value)}\`; nodeup retries it for 10 minutes, then exits with \`error running tasks: deadline exceeded executing task File/${path}\`: ${path} is never written and no hook starts there.`,
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
    return out;
  },
};
