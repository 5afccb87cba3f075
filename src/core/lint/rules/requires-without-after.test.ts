import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'requires-without-after';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["ordered", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=b.service\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n", {}],
    ["kops exec", "- execContainer:\n    image: busybox:1.36\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // kops writes [Unit] of a wrapped manifest itself, with no field for After= (v1.36.0:nodeup/pkg/model/hooks.go):
  // the way out is the unit as a raw manifest (here without a final newline, as the plain scalar had none).
  {
    name: "requires field",
    yaml: "- name: a.service\n  requires: [b.service]\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 14, severity: 'info', message: "`Requires=b.service` without `After=b.service`: systemd starts both at once on the node, so a.service may run before b.service is up. A manifest without `useRawManifest` is only the body of kops's [Service], and no hook field sets `After=b.service`: write the whole unit with `useRawManifest: true` and put `After=b.service` in its [Unit] (the playground's quick fix does it)." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |-\n    [Unit]\n    Description=Kops Hook a.service\n    Requires=b.service\n    After=b.service\n\n    [Service]\n    ExecStart=/bin/true\n",
  },
  {
    name: "requires field, kops 1.10 (no raw manifest yet)",
    yaml: "- name: a.service\n  requires: [b.service]\n  manifest: ExecStart=/bin/true\n",
    options: { kopsVersion: '1.10.0' },
    hits: [
      { line: 2, column: 14, severity: 'info', message: "`Requires=b.service` without `After=b.service`: systemd starts both at once on the node, so a.service may run before b.service is up. A manifest without `useRawManifest` is only the body of kops's [Service], and no hook field sets `After=b.service`; a raw manifest, where you write [Unit] yourself, needs kops 1.11." },
    ],
    fixed: null,
  },
  // A raw manifest: After= goes beside the Requires= in its own [Unit].
  {
    name: "raw manifest",
    yaml: "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    [Swap]\n    What=/swap1\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'info', message: "`Requires=create-swapfile.service` without `After=create-swapfile.service`: systemd starts both at once on the node, so swap1.swap may run before create-swapfile.service is up." },
    ],
    fixed: "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    After=create-swapfile.service\n    [Swap]\n    What=/swap1\n",
  },
  {
    name: "execContainer hook",
    yaml: "- name: nvidia\n  requires: [network-online.target]\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 14, severity: 'info', message: "`Requires=network-online.target` without `After=network-online.target`: systemd starts both at once on the node, so nvidia.service may run before network-online.target is up. kops writes the whole unit of an execContainer hook and no hook field sets `After=network-online.target`: rewrite it as a manifest hook (`useRawManifest: true` with the unit kops writes now, plus `After=network-online.target`; the playground's quick fix does it)." },
    ],
    fixed: "- name: nvidia\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook nvidia\n    Requires=network-online.target\n    Requires=containerd.service\n    After=network-online.target\n\n    [Service]\n    ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:1.36\n    ExecStart=/usr/bin/ctr --namespace k8s.io run --rm --mount type=bind,src=/,dst=/rootfs,options=rbind:rslave --mount type=bind,src=/var/run/dbus,dst=/var/run/dbus,options=rbind:rprivate --mount type=bind,src=/run/systemd,dst=/run/systemd,options=rbind:rprivate --net-host --privileged docker.io/library/busybox:1.36 nvidia\n    Type=oneshot\n\n    [Install]\n    WantedBy=multi-user.target\n",
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
