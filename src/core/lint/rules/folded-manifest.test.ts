import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'folded-manifest';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["literal", "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "plain multi-line",
    yaml: "- name: a.service\n  manifest: Type=oneshot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 13, severity: 'error', message: "`manifest` spans several lines without `|`: YAML folds them into one line, so the node gets a single unit line with every setting run together." },
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
