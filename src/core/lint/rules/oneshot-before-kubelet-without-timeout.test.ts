import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'oneshot-before-kubelet-without-timeout';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["timeout", "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // The restart waits for the job until kops 1.35 (v1.34.3 vs v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go).
  {
    name: "no timeout, kops 1.36 (--no-block)",
    yaml: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: { kopsVersion: '1.36.0' },
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "a.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kubelet waits for it at every boot and the node never becomes Ready (kops 1.36.0 restarts hooks with --no-block, so nodeup itself goes on)." },
    ],
    // A wrapped manifest is kops's [Service]: the timeout goes into it, beside Type=.
    fixed: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/bin/true\n",
  },
  {
    name: "no timeout, kops 1.34 (the restart waits)",
    yaml: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: { kopsVersion: '1.34.3' },
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "a.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kops 1.34.3's nodeup hangs with it (its restart waits for a oneshot to exit until kops 1.35), so the node's setup stalls, kubelet never gets its config and the node never becomes Ready." },
    ],
    fixed: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/bin/true\n",
  },
  // systemd does not reset a dependency list: an empty Before= after it leaves Before=kubelet.service
  // in place (systemd-analyze verify still finds a cycle through it; test/boot-diff.test.ts).
  {
    name: "an empty Before= resets nothing",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    Before=\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: { kopsVersion: '1.36.0' },
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "a.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kubelet waits for it at every boot and the node never becomes Ready (kops 1.36.0 restarts hooks with --no-block, so nodeup itself goes on)." },
    ],
    // A raw manifest gets it in its own [Service].
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    Before=\n    [Service]\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/bin/true\n",
  },
  // kops writes an exec hook's unit whole (v1.36.0:nodeup/pkg/model/hooks.go buildContainerdService:
  // Type=oneshot, no timeout) and no field sets one: the way out is the same unit as a raw manifest.
  {
    name: "execContainer hook: rewritten as a raw manifest with the timeout",
    yaml: "- name: gpu\n  before: [kubelet.service]\n  execContainer:\n    image: busybox:1.36\n    command: [sh, -c, \"echo hi\"]\n",
    options: { kopsVersion: '1.36.0' },
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "gpu.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kubelet waits for it at every boot and the node never becomes Ready (kops 1.36.0 restarts hooks with --no-block, so nodeup itself goes on). kops writes the whole unit of an execContainer hook and no hook field sets `TimeoutStartSec=`: rewrite it as a manifest hook (`useRawManifest: true` with the unit kops writes now, plus `TimeoutStartSec=`; the playground's quick fix does it)." },
    ],
    fixed: "- name: gpu\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook gpu\n    Before=kubelet.service\n    Requires=containerd.service\n\n    [Service]\n    ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:1.36\n    ExecStart=/usr/bin/ctr --namespace k8s.io run --rm --mount type=bind,src=/,dst=/rootfs,options=rbind:rslave --mount type=bind,src=/var/run/dbus,dst=/var/run/dbus,options=rbind:rprivate --mount type=bind,src=/run/systemd,dst=/run/systemd,options=rbind:rprivate --net-host --privileged docker.io/library/busybox:1.36 gpu sh -c \"echo hi\"\n    Type=oneshot\n    TimeoutStartSec=5min\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // No raw manifest before kops 1.11 (v1.10.0:nodeup/pkg/model/hooks.go has no UseRawManifest): the
  // message names the way out, and no fix is offered.
  {
    name: "execContainer hook, kops 1.10: no raw manifest to rewrite it into",
    yaml: "- name: gpu\n  before: [kubelet.service]\n  execContainer:\n    image: busybox:1.36\n",
    options: { kopsVersion: '1.10.0' },
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "gpu.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kops 1.10.0's nodeup hangs with it (its restart waits for a oneshot to exit until kops 1.35), so the node's setup stalls, kubelet never gets its config and the node never becomes Ready. kops writes the whole unit of an execContainer hook and no hook field sets `TimeoutStartSec=`: rewrite it as a manifest hook that runs the same pull and run commands, plus `TimeoutStartSec=`." },
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
