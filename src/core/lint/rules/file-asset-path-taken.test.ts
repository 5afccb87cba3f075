import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. The first asset on a path wins, the instance group's before the Cluster's
// (1.8.1:nodeup/pkg/model/file_assets.go:49,76; v1.36.2:pkg/apis/nodeup/config.go:245, nodeup/pkg/model/file_assets.go:60).
const ID = 'file-asset-path-taken';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n';
const IG = (name: string, assets = ''): string => `---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ${name}\nspec:\n  role: Node\n${assets}`;
const TWO = '  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one\n  - name: b\n    path: /etc/motd\n    content: two\n';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['two paths', `${HEAD}  fileAssets:\n  - name: a\n    path: /etc/a\n    content: one\n  - name: b\n    path: /etc/b\n    content: two\n`, {}],
  ['an instance group overrides a Cluster asset that lands on another group',
    `${HEAD}  fileAssets:\n  - name: a\n    path: /etc/motd\n    content: one\n${IG('special', '  fileAssets:\n  - name: mine\n    path: /etc/motd\n    content: mine\n')}${IG('plain')}`, {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'two Cluster assets on one path',
    yaml: HEAD + TWO,
    options: {},
    hits: [{
      line: 11, column: 11, severity: 'warning',
      message: '`fileAssets[1]` "b" of the Cluster is dropped: `fileAssets[0]` "a" of the Cluster comes first on /etc/motd, and nodeup skips every later asset on a path without a word, so it is written on no node at all.',
    }],
    fixed: null,
  },
  {
    name: 'an empty path and a name on the default path',
    yaml: `${HEAD}  fileAssets:\n  - name: x\n    path: /srv/kubernetes/assets/x\n    content: one\n  - name: x\n    content: two\n`,
    options: {},
    hits: [{
      line: 10, column: 11, severity: 'warning',
      message: '`fileAssets[1]` "x" of the Cluster is dropped: `fileAssets[0]` "x" of the Cluster comes first on the default path of "x", and nodeup skips every later asset on a path without a word, so it is written on no node at all.',
    }],
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
