import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. A fileAsset goes only to the roles it names (v1.36.2:pkg/apis/nodeup/config.go:497,
// v1.21.5:nodeup/pkg/model/file_assets.go:67); a hook elsewhere finds no file: 203/EXEC.
const ID = 'file-asset-on-other-role';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n';
const ASSET = (roles: string): string => `  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n${roles}    content: "#!/bin/sh\\n"\n`;
const HOOK = (roles = ''): string => `  hooks:\n  - name: tune.service\n${roles}    manifest: |\n      ExecStart=/opt/bin/tune.sh\n`;
const IG = (name: string, role: string): string => `---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ${name}\nspec:\n  role: ${role}\n`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['the same roles', HEAD + ASSET('    roles: [Node]\n') + HOOK('    roles: [Node]\n'), {}],
  ['the asset everywhere', HEAD + ASSET('') + HOOK(), {}],
  ['no group of the other role', HEAD + ASSET('    roles: [Node]\n') + HOOK() + IG('nodes', 'Node'), {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'a Node asset, a hook on every node',
    yaml: HEAD + ASSET('    roles: [Node]\n') + HOOK() + IG('cp', 'Master') + IG('nodes', 'Node'),
    options: {},
    hits: [{
      line: 15, column: 7, severity: 'warning',
      message: '`ExecStart=` runs /opt/bin/tune.sh, which `fileAssets[0]` "tune" of the Cluster writes only for Node: on cp (ControlPlane) there is no such file, and tune.service fails with 203/EXEC (No such file or directory).',
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
