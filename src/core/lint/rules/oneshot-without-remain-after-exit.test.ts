import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'oneshot-without-remain-after-exit';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["remain", "- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/bin/true\n", {}],
    ["simple", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sleep infinity\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // A wrapped manifest is kops's [Service]: the line goes into it, beside Type=.
  {
    name: "manifest",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'info', message: "a.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node." },
    ],
    fixed: "- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/bin/true\n",
  },
  // A raw manifest gets it in its own [Service], not after [Install].
  {
    name: "raw manifest",
    yaml: "- name: sysctl\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/sbin/sysctl --system\n    [Install]\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'info', message: "sysctl.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node." },
    ],
    fixed: "- name: sysctl\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/sbin/sysctl --system\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // kops writes an exec hook's unit whole, Type=oneshot and nothing more
  // (v1.36.0:nodeup/pkg/model/hooks.go buildContainerdService): the way out is a raw manifest.
  {
    name: "exec hook",
    yaml: "- name: nvidia\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'info', message: "nvidia.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node. kops writes the whole unit of an execContainer hook and no hook field sets `RemainAfterExit=yes`: rewrite it as a manifest hook (`useRawManifest: true` with the unit kops writes now, plus `RemainAfterExit=yes`; the playground's quick fix does it)." },
    ],
    fixed: "- name: nvidia\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook nvidia\n    Requires=containerd.service\n\n    [Service]\n    ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:1.36\n    ExecStart=/usr/bin/ctr --namespace k8s.io run --rm --mount type=bind,src=/,dst=/rootfs,options=rbind:rslave --mount type=bind,src=/var/run/dbus,dst=/var/run/dbus,options=rbind:rprivate --mount type=bind,src=/run/systemd,dst=/run/systemd,options=rbind:rprivate --net-host --privileged docker.io/library/busybox:1.36 nvidia\n    Type=oneshot\n    RemainAfterExit=yes\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // Unnamed, its name (kops-hook-<n>) is in the unit twice and depends on the group: no rewrite.
  {
    name: "exec hook without a name",
    yaml: "- execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 1, column: 3, severity: 'info', message: "kops-hook-0.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node. kops writes the whole unit of an execContainer hook and no hook field sets `RemainAfterExit=yes`: rewrite it as a manifest hook (`useRawManifest: true` with the unit kops writes now, plus `RemainAfterExit=yes`)." },
    ],
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
