import { describe, expect, it } from 'vitest';
import { runRule } from '../run-rule.ts';

// nodeup starts kubelet and the runtime itself, in tasks that wait for no other service task
// (v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:93): a restart from a hook races them.
const ID = 'hook-restarts-runtime';
const m = (line: string): string => `- name: t.service\n  manifest: |\n    Type=oneshot\n    ${line}\n`;
const hit = (what: string): object => ({ line: 4, column: 5, severity: 'warning', message: `t.service runs \`${what}\`: at every boot it restarts that unit while nodeup and other units start against it, so their jobs can fail.` });

describe(ID, () => {
  it.each([
    ['restart kubelet', m('ExecStart=/bin/systemctl restart kubelet'), 'systemctl restart kubelet'],
    ['restart containerd.service in a script', m('ExecStart=/bin/sh -c "cp /opt/c.toml /etc/containerd/config.toml && systemctl restart containerd.service"'), 'systemctl restart containerd.service'],
    ['stop docker with --no-block', m('ExecStartPost=/usr/bin/systemctl --no-block stop docker'), 'systemctl stop docker'],
  ])('invalid: %s', (_n, yaml, what) => {
    for (const kopsVersion of ['1.15.0', '1.36.2']) expect(runRule(ID, yaml, { kopsVersion })).toEqual({ hits: [hit(what)], fixed: null });
  });
  it.each([
    ['restart of another unit', m('ExecStart=/bin/systemctl restart chronyd')],
    ['status of kubelet', m('ExecStart=/bin/systemctl status kubelet')],
  ])('valid: %s', (_n, yaml) => {
    expect(runRule(ID, yaml).hits).toEqual([]);
  });
});
