import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'unstable-environment-order';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["one variable", "- execContainer:\n    image: busybox:1.36\n    environment:\n      A: \"1\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "two",
    yaml: "- execContainer:\n    image: busybox:1.36\n    environment:\n      A: \"1\"\n      B: \"2\"\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`environment` has 2 variables: kops writes them in random (Go map) order, so the unit text can change between nodeup runs and the hook restarts." },
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
