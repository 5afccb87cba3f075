import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'key-in-wrong-section';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["in [Unit]", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // A wrapped manifest is only the body of kops's [Service] (v1.36.0:nodeup/pkg/model/hooks.go
  // SetSection): a [Unit] key needs the whole unit as a raw manifest.
  {
    name: "After in [Service]",
    yaml: "- name: a.service\n  manifest: |\n    After=b.service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`After=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. No hook field sets it: write the whole unit with `useRawManifest: true` and put `After=` in its [Unit] (the playground's quick fix does it)." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n    After=b.service\n\n    [Service]\n    ExecStart=/bin/true\n",
  },
  {
    name: "After in [Service], kops 1.10",
    yaml: "- name: a.service\n  manifest: |\n    After=b.service\n    ExecStart=/bin/true\n",
    options: { kopsVersion: '1.10.0' },
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`After=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. No hook field sets it, and a raw manifest, where you write [Unit] yourself, needs kops 1.11." },
    ],
    fixed: null,
  },
  // kops writes Before=/Requires= from the fields (hooks.go: unit.Set("Unit", "Before", x)): that is where they go.
  {
    name: "Before in [Service]: into the before field",
    yaml: "- name: a.service\n  before: [b.service]\n  manifest: |\n    Before=c.service d.service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "`Before=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. Use the hook's `before:` field: kops writes `Before=` from it into its own [Unit] (the quick fix moves it)." },
    ],
    fixed: "- name: a.service\n  before: [b.service, c.service, d.service]\n  manifest: |\n    ExecStart=/bin/true\n",
  },
  {
    name: "Requires in [Service]: a new requires field",
    yaml: "- name: a.service\n  manifest: |\n    Requires=c.service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`Requires=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. Use the hook's `requires:` field: kops writes `Requires=` from it into its own [Unit] (the quick fix moves it)." },
    ],
    fixed: "- name: a.service\n  requires: [c.service]\n  manifest: |\n    ExecStart=/bin/true\n",
  },
  {
    name: "Requires in [Service]: a block list",
    yaml: "- name: a.service\n  requires:\n  - b.service\n  manifest: |\n    Requires=c.service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "`Requires=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. Use the hook's `requires:` field: kops writes `Requires=` from it into its own [Unit] (the quick fix moves it)." },
    ],
    fixed: "- name: a.service\n  requires:\n  - b.service\n  - c.service\n  manifest: |\n    ExecStart=/bin/true\n",
  },
  {
    name: "What in [Service]",
    yaml: "- name: myswap\n  manifest: |\n    What=/swapfile\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`What=` belongs in [Mount] or [Swap] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node." },
    ],
    fixed: null,
  },
  {
    name: "WantedBy in [Service]",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "`WantedBy=` belongs in [Install] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node. No hook field sets it: write the whole unit with `useRawManifest: true` and put `WantedBy=` in its [Install] (the playground's quick fix does it)." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n\n    [Service]\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // A raw manifest is the author's own: each line moves to its section (one added when missing).
  {
    name: "raw manifest: moved to [Unit] and to a new [Install]",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=x\n    [Service]\n    ExecStart=/bin/true\n    After=b.service\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 8, column: 5, severity: 'warning', message: "`After=` belongs in [Unit] but sits in [Service]: systemd ignores it on the node." },
      { line: 9, column: 5, severity: 'warning', message: "`WantedBy=` belongs in [Install] but sits in [Service]: systemd ignores it on the node." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=x\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n",
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
