import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. FileAssetSpec has name, path, roles, content, isBase64, and mode from 1.23.3
// (v1.23.3:nodeup/pkg/model/file_assets.go:77; v1.23.2:nodeup/pkg/model/file_assets.go:84 writes 0440);
// `kops edit cluster` rejects unknown keys (1.8.0:cmd/kops/edit_cluster.go:188, v1.36.2:cmd/kops/edit_cluster.go:217),
// `kops create -f`/`kops replace -f` drop them (1.8.0:cmd/kops/replace.go:106, v1.36.2:cmd/kops/replace.go:110).
const ID = 'unknown-file-asset-field';

const ASSET = (extra: string): string =>
  `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n${extra}`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['every field', ASSET('    roles: [Node]\n    isBase64: false\n    mode: "0755"\n    content: x\n'), {}],
  ['mode from 1.23.3', ASSET('    mode: "0755"\n    content: x\n'), { kopsVersion: '1.23.3' }],
];

const FATE = '`kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node.';

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'a misspelt field: the fix renames it', yaml: ASSET('    contents: x\n'), options: {},
    hits: [{ line: 9, column: 5, severity: 'error', message: `\`contents\` is not a field of \`fileAssets[0]\` "tune" of the Cluster (did you mean \`content\`?): ${FATE}` }],
    fixed: ASSET('    content: x\n'),
  },
  {
    name: 'mode in kops 1.23.2', yaml: ASSET('    mode: "0755"\n    content: x\n'), options: { kopsVersion: '1.23.2' },
    hits: [{ line: 9, column: 5, severity: 'error', message: `\`mode\` is not a field of \`fileAssets[0]\` "tune" of the Cluster in kops 1.23.2 (it arrives in 1.23.3; until then nodeup writes every fileAsset 0440): ${FATE}` }],
    fixed: null,
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});
