import { fileAssetFacts } from '../../files/file-eras.ts';
import { unknownKeyFate } from '../../kops/spec-decoding.ts';
import { didYouMean } from '../../spec/did-you-mean.ts';
import { FILE_ASSET_FIELDS } from '../../spec/read-file-assets.ts';
import type { Range } from '../../types.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';
import { allFileAssets, assetLabel } from '../file-asset-uses.ts';

/** Keys kops's FileAssetSpec does not know (`mode` before 1.23.3): rejected by `kops edit`, dropped by `create -f`/`replace -f`. */
export const unknownFileAssetField: Rule = {
  id: 'unknown-file-asset-field',
  severity: 'error',
  title: 'Unknown fileAsset field',
  docs: {
    summary: 'The field never reaches nodeup: `kops edit cluster` rejects the spec (`kops edit ig` only from kops 1.22; before, it drops the key), and `kops create -f`/`kops replace -f` silently drop it. `mode` is one before kops 1.23.3, where every fileAsset is written 0440.',
    why: 'kops decodes a fileAsset into its FileAssetSpec struct, and only `kops edit` checks the text for keys that did not fit (v1.36.2:cmd/kops/edit_cluster.go:217). The struct has `name`, `path`, `roles`, `content`, `isBase64`, and `mode` from 1.23.3 (v1.23.3:nodeup/pkg/model/file_assets.go:77; v1.23.2:nodeup/pkg/model/file_assets.go:84 writes 0440 whatever the spec says).',
    fix: 'Rename the key to the field meant, or remove it; before kops 1.23.3, leave `mode` out and run a script through its interpreter (`ExecStart=/bin/sh /opt/bin/tune.sh`).',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    contents: "#!/bin/sh\\n"',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    content: "#!/bin/sh\\n"',
  },
  check(ctx: LintContext) {
    const assets = allFileAssets(ctx);
    if (assets.length === 0) return [];
    const modeRead = fileAssetFacts(ctx.analysis.behaviour.version).modeField;
    const known = FILE_ASSET_FIELDS.filter((f) => modeRead || f !== 'mode');
    const out: Finding[] = [];
    for (const asset of assets) {
      const unknown: Array<{ value: string; at: Finding['at']; range?: Range }> = asset.unknownFields.map((f, i) => ({ value: f.value, at: { fileAsset: asset, unknownField: i }, range: f.keyRange ?? f.range }));
      if (!modeRead && asset.mode) unknown.push({ value: 'mode', at: { fileAsset: asset, field: 'mode', key: true } });
      for (const field of unknown) {
        const guess = field.value === 'mode' ? undefined : didYouMean(field.value, known);
        const range = field.range;
        const version = field.value === 'mode' ? ` in kops ${ctx.analysis.behaviour.version} (it arrives in 1.23.3; until then nodeup writes every fileAsset 0440)` : '';
        out.push({
          at: field.at,
          message: `\`${field.value}\` is not a field of ${assetLabel(ctx, asset)}${version}${guess ? ` (did you mean \`${guess}\`?)` : ''}: ${unknownKeyFate(ctx.analysis.behaviour, asset.list)}, so it never reaches the node.`,
          ...(guess && range ? { fixes: [{ title: `Rename to \`${guess}\``, edits: [{ start: range.start, end: range.end, text: guess }] }] } : {}),
        });
      }
    }
    return out;
  },
};
