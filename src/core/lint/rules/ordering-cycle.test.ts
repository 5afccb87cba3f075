import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
// Every cycle here is also checked against systemd-analyze verify (test/boot-diff.test.ts).
const ID = 'ordering-cycle';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ["After=multi-user.target with WantedBy=multi-user.target (systemd adds no implicit order back)", "- name: late.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=multi-user.target\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/bin/late\n    [Install]\n    WantedBy=multi-user.target\n", {}],
  ["before basic.target with DefaultDependencies=no", "- name: early.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    DefaultDependencies=no\n    After=local-fs.target\n    Before=basic.target\n    [Service]\n    Type=oneshot\n    ExecStart=/sbin/sysctl -p\n    [Install]\n    WantedBy=basic.target\n", {}],
  ["an exec hook before kubelet", "- name: prep\n  before: [kubelet.service]\n  execContainer:\n    image: busybox:1.36\n    command: [true]\n", {}],
  ["after multi-user and before kubelet, kops 1.20 (kubelet not enabled)", "- name: late.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=multi-user.target\n    Before=kubelet.service\n    [Service]\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/opt/bin/late\n    [Install]\n    WantedBy=multi-user.target\n", {kopsVersion: "1.20.2"}],
  ["After= in a wrapped manifest lands in [Service]: no edge", "- name: late.service\n  before: [kubelet.service]\n  manifest: |\n    After=kubelet.service\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/opt/bin/late\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "kubelet and containerd",
    yaml: "- name: runtime-prep.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=containerd.service\n    After=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/bin/runtime-prep\n    [Install]\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "Ordering cycle at boot on instance groups ControlPlane, Node: runtime-prep.service → containerd.service → kubelet.service → runtime-prep.service. systemd breaks it by deleting the start job of one of runtime-prep.service, containerd.service, kubelet.service (the units the boot only wants; which one varies from boot to boot), so that unit does not start at a reboot. If that is kubelet.service, the node never becomes Ready. Fix: remove `Before=containerd.service` in runtime-prep.service or `After=kubelet.service` in runtime-prep.service." },
    ],
    fixed: "- name: runtime-prep.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/bin/runtime-prep\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  {
    name: "before basic.target, one entry",
    yaml: "- name: early.service\n  before:\n  - basic.target\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -p\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "Ordering cycle at boot on instance groups ControlPlane, Node: early.service → basic.target → early.service. systemd breaks it by deleting the start job of early.service, which then does not start at a reboot. Fix: remove `Before=basic.target` in early.service; or, if early.service must run that early, set `DefaultDependencies=no` in its [Unit] (useRawManifest) and order it yourself." },
    ],
    fixed: "- name: early.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -p\n",
  },
  // An exec hook's unit is kops's whole (v1.36.0:nodeup/pkg/model/hooks.go): DefaultDependencies=
  // needs it rewritten as a manifest hook first.
  {
    name: "an exec hook before basic.target",
    yaml: "- name: early\n  before: [basic.target]\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "Ordering cycle at boot on instance groups ControlPlane, Node: early.service → basic.target → early.service. systemd breaks it by deleting the start job of early.service, which then does not start at a reboot. Fix: remove `Before=basic.target` in early.service; or, if early.service must run that early, set `DefaultDependencies=no` in its [Unit] (useRawManifest; an execContainer hook must first be rewritten as a manifest hook, as kops writes its unit whole) and order it yourself." },
    ],
    fixed: "- name: early\n  execContainer:\n    image: busybox:1.36\n",
  },
  {
    name: "before basic.target, two entries",
    yaml: "- name: early.service\n  before:\n  - kubelet.service\n  - basic.target\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/sbin/sysctl -p\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "Ordering cycle at boot on instance groups ControlPlane, Node: early.service → basic.target → early.service. systemd breaks it by deleting the start job of early.service, which then does not start at a reboot. Fix: remove `Before=basic.target` in early.service; or, if early.service must run that early, set `DefaultDependencies=no` in its [Unit] (useRawManifest) and order it yourself." },
    ],
    fixed: "- name: early.service\n  before:\n  - kubelet.service\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/sbin/sysctl -p\n",
  },
  {
    name: "after multi-user and before kubelet, kops 1.21",
    yaml: "- name: late.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=multi-user.target\n    Before=kubelet.service\n    [Service]\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/opt/bin/late\n    [Install]\n    WantedBy=multi-user.target\n",
    options: {kopsVersion: "1.21.0"},
    hits: [
      { line: 6, column: 5, severity: 'warning', message: "Ordering cycle at boot on instance groups ControlPlane, Node: late.service → kubelet.service → multi-user.target → late.service. systemd breaks it by deleting the start job of one of late.service, kubelet.service (the units the boot only wants; which one varies from boot to boot), so that unit does not start at a reboot. If that is kubelet.service, the node never becomes Ready. Fix: remove `Before=kubelet.service` in late.service or `After=multi-user.target` in late.service." },
    ],
    fixed: "- name: late.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=multi-user.target\n    [Service]\n    Type=oneshot\n    TimeoutStartSec=1min\n    ExecStart=/opt/bin/late\n    [Install]\n    WantedBy=multi-user.target\n",
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
