import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'unknown-directive';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["known", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "typo",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStrat=/bin/true\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "Unknown key `ExecStrat=` in [Service] (did you mean `ExecStart=`?): systemd ignores the line on the node." },
    ],
    fixed: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
  },
  {
    name: "no suggestion",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    Frobnicate=yes\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "Unknown key `Frobnicate=` in [Service]: systemd ignores the line on the node." },
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
