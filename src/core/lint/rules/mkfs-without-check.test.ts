import { describe, expect, it } from 'vitest';
import { runRule } from '../run-rule.ts';

// Hooks run at every boot (v1.36.2:nodeup/pkg/model/hooks.go:174: WantedBy=multi-user.target for
// execContainer hooks; nodeup starts the others on its run at boot).
const ID = 'mkfs-without-check';
const m = (line: string): string => `- name: d.service\n  manifest: |\n    Type=oneshot\n    ${line}\n`;
const hit = (p: string): object => ({ line: 4, column: 5, severity: 'warning', message: `d.service runs \`${p}\` without checking for a filesystem: the hook runs at every boot, so it formats the disk again and erases its data.` });

describe(ID, () => {
  it.each([
    ['mkfs.ext4', m('ExecStart=/sbin/mkfs.ext4 /dev/nvme1n1'), 'mkfs.ext4'],
    ['mkfs.xfs -f (forced)', m('ExecStart=/sbin/mkfs.xfs -f /dev/nvme1n1'), 'mkfs.xfs'],
    ['mkfs -t ext4 in a script', m('ExecStart=/bin/sh -c "mkfs -t ext4 /dev/xvdb; mount /dev/xvdb /data"'), 'mkfs'],
  ])('invalid: %s', (_n, yaml, p) => {
    for (const kopsVersion of ['1.12.0', '1.36.2']) expect(runRule(ID, yaml, { kopsVersion })).toEqual({ hits: [hit(p)], fixed: null });
  });
  it.each([
    ['blkid first', m('ExecStart=/bin/sh -c "blkid /dev/nvme1n1 || mkfs.ext4 /dev/nvme1n1"')],
    ['mkfs.xfs refuses an existing filesystem unless forced', m('ExecStart=/sbin/mkfs.xfs /dev/nvme1n1')],
    ['a unit condition', '- name: d.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    ConditionPathExists=!/var/lib/formatted\n    [Service]\n    ExecStart=/sbin/mkfs.ext4 /dev/nvme1n1\n'],
  ])('valid: %s', (_n, yaml) => {
    expect(runRule(ID, yaml).hits).toEqual([]);
  });
});
