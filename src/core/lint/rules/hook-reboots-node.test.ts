import { describe, expect, it } from 'vitest';
import { runRule } from '../run-rule.ts';

// Hooks run at every boot: an execContainer hook is WantedBy=multi-user.target
// (v1.36.2:nodeup/pkg/model/hooks.go:174) and nodeup starts every hook on its run at boot.
const ID = 'hook-reboots-node';
const m = (...lines: string[]): string => `- name: r.service\n  manifest: |\n    Type=oneshot\n${lines.map((l) => `    ${l}\n`).join('')}`;
const hit = (what: string, column = 5): object => ({ line: 4, column, severity: 'warning', message: `r.service runs \`${what}\` with no condition: it runs again at the next boot, so the node reboots in a loop and never joins the cluster.` });

describe(ID, () => {
  it.each([
    ['reboot', m('ExecStart=/sbin/reboot'), 'reboot'],
    ['shutdown -r now', m('ExecStart=/sbin/shutdown -r now'), 'shutdown'],
    ['systemctl reboot in a script', m('ExecStart=/bin/bash -c "update-grub; systemctl reboot"'), 'systemctl reboot'],
    ['init 6', m('ExecStartPost=/sbin/init 6'), 'init 6'],
  ])('invalid: %s', (_n, yaml, what) => {
    for (const kopsVersion of ['1.10.1', '1.36.2']) expect(runRule(ID, yaml, { kopsVersion })).toEqual({ hits: [hit(what)], fixed: null });
  });
  it('reads an execContainer command', () => {
    const yaml = '- name: r.service\n  execContainer:\n    image: busybox:1.36\n    command: [reboot]\n';
    expect(runRule(ID, yaml).hits).toEqual([hit('reboot', 14)]);
  });
  it.each([
    ['a test in the script', m('ExecStart=/bin/sh -c "[ -e /var/lib/done ] || { touch /var/lib/done; reboot; }"')],
    ['a unit condition', '- name: r.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    ConditionPathExists=!/var/lib/done\n    [Service]\n    ExecStart=/sbin/reboot\n'],
    ['systemctl restart of a unit', m('ExecStart=/bin/systemctl restart chronyd')],
  ])('valid: %s', (_n, yaml) => {
    expect(runRule(ID, yaml).hits).toEqual([]);
  });
});
