import { describe, expect, it } from 'vitest';
import { bootGraph } from '../boot/boot-graph.ts';
import { analyze } from '../index.ts';
import type { AnalyzeOptions } from '../types.ts';
import { applyFixes } from './apply-fixes.ts';
import { kubeletFix } from './kubelet-fix.ts';

function verdicts(text: string, options: AnalyzeOptions) {
  const analysis = analyze(text, options);
  const group = analysis.groups.find((g) => g.runsNodeup);
  return { analysis, verdicts: group ? bootGraph(analysis, group).verdicts : [] };
}

// Hooks whose reboot verdict is not `yes`, in every form a hook can take and in the eras where the
// reason differs (kubelet enabled from 1.21, no raw manifests before 1.11, Docker before 1.29).
const BROKEN: Array<{ name: string; yaml: string; options: AnalyzeOptions; unit: string }> = [
  { name: 'wrapped, kops 1.36 (kubelet at boot, hook with nodeup)', unit: 'sysctl-tune.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n' },
  { name: 'wrapped, kops 1.20.3 (both with nodeup)', unit: 'sysctl-tune.service', options: { kopsVersion: '1.20.3' },
    yaml: '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n' },
  { name: 'wrapped, |- and no before:, kops 1.10 (no raw manifests yet)', unit: 'a.service', options: { kopsVersion: '1.10.1' },
    yaml: '- name: a.service\n  manifest: |-\n    Type=oneshot\n    ExecStart=/bin/true\n  requires: [network-online.target]' },
  { name: 'wrapped, block before: list, Docker at 1.28', unit: 'a.service', options: { kopsVersion: '1.28.0', runtime: 'docker' },
    yaml: '- name: a.service\n  before:\n  - docker.service\n  manifest: |\n    ExecStart=/bin/true\n' },
  { name: 'wrapped, before the runtime (kubelet waits for it through containerd.service)', unit: 'a.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: a.service\n  before: [containerd.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n' },
  { name: 'raw, no [Unit] and no [Install]', unit: 'a.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n' },
  { name: 'raw, an [Install] the boot does not start', unit: 'a.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    [Service]\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=nothing-starts-this.target\n' },
  { name: 'exec, no before:', unit: 'prep.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: prep\n  execContainer:\n    image: busybox\n    command: [sh, -c, "true"]\n' },
  { name: 'exec, flow before: of another unit, Docker at 1.20.3', unit: 'prep.service', options: { kopsVersion: '1.20.3', runtime: 'docker' },
    yaml: '- name: prep\n  before: [logrotate.service]\n  execContainer:\n    image: busybox\n' },
];

describe('the kubelet fix', () => {
  it.each(BROKEN)('turns the reboot verdict to yes: $name', ({ yaml, options, unit }) => {
    const before = verdicts(yaml, options);
    const v = before.verdicts.find((x) => x.unit === unit);
    expect(v?.beforeKubelet.reboot).not.toBe('yes');
    const { fix } = kubeletFix(before.analysis, v as NonNullable<typeof v>);
    expect(fix).not.toBeNull();
    const fixed = applyFixes(yaml, fix ? [fix] : []);
    const after = verdicts(fixed, options);
    expect(after.verdicts.find((x) => x.unit === unit)?.beforeKubelet.reboot).toBe('yes');
    // The fix leaves nothing for this rule, and no header kops would wrap badly.
    const codes = after.analysis.diagnostics.map((d) => d.code);
    expect(codes).not.toContain('before-kubelet-not-at-reboot');
    expect(codes).not.toContain('section-header-in-service');
    expect(after.analysis.diagnostics.filter((d) => d.severity === 'error')).toEqual(before.analysis.diagnostics.filter((d) => d.severity === 'error').map((d) => expect.objectContaining({ code: d.code })));
  });

  it('writes the issue\'s fix as kops lays out its own exec units', () => {
    const yaml = BROKEN[0]?.yaml as string;
    const { analysis, verdicts: [v] } = verdicts(yaml, { kopsVersion: '1.36.0' });
    const { fix } = kubeletFix(analysis, v as NonNullable<typeof v>);
    expect(fix?.title).toBe('Add `[Install]` with `WantedBy=multi-user.target` to the manifest');
    const fixed = applyFixes(yaml, fix ? [fix] : []);
    expect(analyze(fixed, { kopsVersion: '1.36.0' }).groups[0]?.tasks[0]?.definition).toBe(
      '[Unit]\nDescription=Kops Hook sysctl-tune.service\nBefore=kubelet.service\n\n[Service]\nType=oneshot\nExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n[Install]\nWantedBy=multi-user.target\n',
    );
  });

  it('titles each form by where its lines go', () => {
    const title = (i: number): string | undefined => {
      const c = BROKEN[i] as (typeof BROKEN)[number];
      const { analysis, verdicts: vs } = verdicts(c.yaml, c.options);
      return kubeletFix(analysis, vs.find((x) => x.unit === c.unit) as (typeof vs)[number]).fix?.title;
    };
    expect(title(2)).toBe('Add kubelet.service to `before:` and `[Install]` with `WantedBy=multi-user.target` to the manifest');
    // Ordered before containerd.service, which kubelet is after: only the [Install] is missing.
    expect(title(4)).toBe('Add `[Install]` with `WantedBy=multi-user.target` to the manifest');
    expect(title(5)).toBe('Add `Before=kubelet.service` to the manifest\'s [Unit] and `[Install]` with `WantedBy=multi-user.target` to the manifest');
    expect(title(7)).toBe('Add kubelet.service to `before:`');
  });

  it('says so plainly where no field can carry the line: an exec unit is written whole by kops', () => {
    const c = BROKEN[7] as (typeof BROKEN)[number];
    const { analysis, verdicts: [v] } = verdicts(c.yaml, c.options);
    // A remedy that needs an [Install] line (no exec hook lacks one today: kops writes
    // WantedBy=multi-user.target for it, v1.36.2:nodeup/pkg/model/hooks.go), to check the words.
    const needsInstall = { ...(v as NonNullable<typeof v>), remedy: { before: true, install: true, text: 'add `Before=kubelet.service` and `[Install]` with `WantedBy=multi-user.target`' } };
    expect(kubeletFix(analysis, needsInstall)).toEqual({
      fix: null,
      note: 'kops writes an execContainer hook\'s unit whole: no field can add Before=kubelet.service and [Install] with WantedBy=multi-user.target. Rewrite it as a manifest hook (Type=oneshot, ExecStart= running the container) to write those lines yourself.',
    });
  });
});
