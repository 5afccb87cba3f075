import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'section-header-in-service';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["raw", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n", {}],
    ["body only", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n", {}],
    // A final [Install] is laid out as kops's own exec units are, and nothing merges into it
    // (kops writes [Install] only in its exec builders: 1.10.1 and v1.36.2:nodeup/pkg/model/hooks.go).
    ["[Install] at the end", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "wild 16 shape",
    yaml: "- name: fix-dns.service\n  before:\n  - network-pre.target\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/modprobe br_netfilter\n    [Unit]\n    Wants=network-pre.target\n    [Install]\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 7, column: 5, severity: 'info', message: "`[Unit]` inside the manifest of fix-dns.service: kops already wraps the manifest in [Service]; it opens a second [Unit] below kops's own, which systemd merges (a Description= here replaces kops's). Use `useRawManifest: true` to write the unit as it is." },
    ],
    fixed: "- name: fix-dns.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/sbin/modprobe br_netfilter\n    [Unit]\n    Before=network-pre.target\n    Wants=network-pre.target\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  {
    name: "[Install] before more of [Service]",
    yaml: "- name: a.service\n  manifest: |\n    [Install]\n    WantedBy=multi-user.target\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'info', message: "`[Install]` inside the manifest of a.service: kops already wraps the manifest in [Service]; it works only because kops writes no [Install] of its own for manifest hooks. Use `useRawManifest: true` to write the unit as it is." },
      { line: 5, column: 5, severity: 'info', message: "`[Service]` inside the manifest of a.service: kops already wraps the manifest in [Service]; it opens a second [Service] below kops's own, which systemd merges. Use `useRawManifest: true` to write the unit as it is." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n\n    [Install]\n    WantedBy=multi-user.target\n    [Service]\n    ExecStart=/bin/true\n",
  },
  {
    name: "no fix before 1.11",
    yaml: "- name: a.service\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n",
    options: {"kopsVersion":"1.10.1"},
    hits: [
      { line: 3, column: 5, severity: 'info', message: "`[Service]` inside the manifest of a.service: kops already wraps the manifest in [Service]; it opens a second [Service] below kops's own, which systemd merges. Use `useRawManifest: true` to write the unit as it is." },
    ],
    fixed: null,
  },
  {
    name: "no fix for a quoted manifest",
    yaml: "- {name: a.service, manifest: \"[Unit]\\nAfter=b.service\\n[Service]\\nExecStart=/bin/true\"}\n",
    options: {},
    hits: [
      { line: 1, column: 32, severity: 'info', message: "`[Unit]` inside the manifest of a.service: kops already wraps the manifest in [Service]; it opens a second [Unit] below kops's own, which systemd merges (a Description= here replaces kops's). Use `useRawManifest: true` to write the unit as it is." },
      { line: 1, column: 32, severity: 'info', message: "`[Service]` inside the manifest of a.service: kops already wraps the manifest in [Service]; it opens a second [Service] below kops's own, which systemd merges. Use `useRawManifest: true` to write the unit as it is." },
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
