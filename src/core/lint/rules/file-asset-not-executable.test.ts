import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. nodeup writes a fileAsset with `mode`, else 0440 (v1.36.2:nodeup/pkg/model/file_assets.go:77);
// before 1.23.3 always 0440 (v1.23.2:nodeup/pkg/model/file_assets.go:84). systemd then fails the
// start with 203/EXEC: a warning, as the unit loads.
const ID = 'file-asset-not-executable';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n';
const ASSET = (extra = ''): string => `  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n${extra}    content: |\n      #!/bin/sh\n      sysctl -w vm.max_map_count=262144\n`;
const HOOK = (exec = 'ExecStart=/opt/bin/tune.sh'): string => `  hooks:\n  - name: tune.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      ${exec}\n`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['mode 0755', HEAD + ASSET('    mode: "0755"\n') + HOOK(), {}],
  ['mode 0500 (owner may run it, and root runs it)', HEAD + ASSET('    mode: "0500"\n') + HOOK(), {}],
  ['through its interpreter', HEAD + ASSET() + HOOK('ExecStart=/bin/sh /opt/bin/tune.sh'), {}],
  ['not a fileAsset: what the image holds is unknown', HEAD + ASSET() + HOOK('ExecStart=/opt/bin/other.sh'), {}],
  ['no fileAssets at all', HEAD + HOOK(), {}],
];

const MSG = (mode: string, advice: string): string =>
  `\`ExecStart=\` runs /opt/bin/tune.sh, which \`fileAssets[0]\` "tune" of the Cluster writes with mode ${mode} (no execute bit): tune.service fails with 203/EXEC (Permission denied) on every node that runs it; ${advice}.`;

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'no mode: 0440, the fix adds mode',
    yaml: HEAD + ASSET() + HOOK(),
    options: {},
    hits: [{ line: 17, column: 7, severity: 'warning', message: MSG('0440', 'give the asset `mode: "0755"`') }],
    fixed: HEAD + ASSET('    mode: "0755"\n') + HOOK(),
  },
  {
    name: 'mode 0644, the fix replaces it; ExecStartPre too',
    yaml: HEAD + ASSET('    mode: "0644"\n') + HOOK('ExecStartPre=-/opt/bin/tune.sh'),
    options: { kopsVersion: '1.23.3' },
    hits: [{ line: 18, column: 7, severity: 'warning', message: MSG('0644', 'give the asset `mode: "0755"`').replace('`ExecStart=`', '`ExecStartPre=`') }],
    fixed: HEAD + ASSET('    mode: "0755"\n') + HOOK('ExecStartPre=-/opt/bin/tune.sh'),
  },
  {
    name: 'kops 1.23.2 reads no mode: 0440 whatever it says, advice to use /bin/sh',
    yaml: HEAD + ASSET('    mode: "0755"\n') + HOOK(),
    options: { kopsVersion: '1.23.2' },
    hits: [{ line: 18, column: 7, severity: 'warning', message: MSG('0440', 'kops 1.23.2 has no `mode` (it arrives in 1.23.3), so run it through its interpreter: `ExecStart=/bin/sh /opt/bin/tune.sh`') }],
    fixed: HEAD + ASSET('    mode: "0755"\n') + HOOK('ExecStart=/bin/sh /opt/bin/tune.sh'),
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
