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
  {
    name: "After in [Service]",
    yaml: "- name: a.service\n  manifest: |\n    After=b.service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`After=` belongs in [Unit] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node." },
    ],
    fixed: null,
  },
  {
    name: "What in [Service]",
    yaml: "- name: myswap\n  manifest: |\n    What=/swapfile\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`What=` belongs in [Mount] or [Swap] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node." },
    ],
    fixed: null,
  },
  {
    name: "WantedBy in [Service]",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'error', message: "`WantedBy=` belongs in [Install] but sits in [Service] (kops wraps the manifest in [Service]): systemd ignores it on the node." },
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
