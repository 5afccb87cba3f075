import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// update-engine.service and locksmithd.service are Flatcar's update stack; kops itself treats
// locksmithd as Flatcar's only (1.14.0:nodeup/pkg/model/update_service.go:60 masks it on Flatcar
// nodes; 1.13.2:nodeup/pkg/model/update_service.go:55, before kops knew Flatcar, on CoreOS).
const ID = 'unit-not-on-distro';

const BEFORE = '- name: hold.service\n  before: [update-engine.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true\n';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['flatcar has it', BEFORE, { distro: 'flatcar' }],
  ['unknown distro', BEFORE, {}],
  ['another unit', BEFORE.replace('update-engine', 'kubelet'), { distro: 'debian' }],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[] }> = [
  {
    name: 'before on debian', yaml: BEFORE, options: { distro: 'debian' },
    hits: [{ line: 2, column: 12, severity: 'warning', message: '`before: update-engine.service`: update-engine.service exists only on Flatcar, so on Debian/Ubuntu the ordering does nothing.' }],
  },
  {
    name: 'requires on rhel, at 1.18.3 and 1.36.2 alike',
    yaml: '- name: hold.service\n  requires: [locksmithd.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true\n',
    options: { distro: 'rhel', kopsVersion: '1.18.3' },
    hits: [{ line: 2, column: 14, severity: 'warning', message: '`requires: locksmithd.service`: locksmithd.service exists only on Flatcar, so on RHEL systemd cannot load the requirement and the hook never starts.' }],
  },
  {
    name: 'a disabled hook', yaml: '- name: update-engine.service\n  disabled: true\n', options: { distro: 'cos' },
    hits: [{ line: 1, column: 9, severity: 'warning', message: 'The hook disables update-engine.service, but update-engine.service exists only on Flatcar: on COS there is nothing to disable.' }],
  },
  {
    name: 'ordering lines in a raw manifest',
    yaml: '- name: hold.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=network.target locksmithd.service\n    Wants=update-engine.service\n    [Service]\n    ExecStart=/usr/bin/true\n',
    options: { distro: 'debian' },
    hits: [
      { line: 5, column: 5, severity: 'warning', message: '`After=locksmithd.service`: locksmithd.service exists only on Flatcar, so on Debian/Ubuntu the line does nothing.' },
      { line: 6, column: 5, severity: 'warning', message: '`Wants=update-engine.service`: update-engine.service exists only on Flatcar, so on Debian/Ubuntu the line does nothing.' },
    ],
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed: null });
    expect(runRule(ID, yaml, { ...options, kopsVersion: '1.36.2' }).hits).toEqual(hits);
  });
});
