import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-install-value';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["full name", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=multi-user.target\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "no type",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=multi-user\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "`WantedBy=` names `multi-user`, which is not a unit name: `systemctl enable a.service` creates no link for it on the node." },
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
