import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'empty-command-argument';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["no empty", "- execContainer:\n    image: busybox:1.36\n    command: [touch, /rootfs/tmp/x]\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "empty",
    yaml: "- execContainer:\n    image: busybox:1.36\n    command: [touch, \"\", /rootfs/tmp/x]\n",
    options: {},
    hits: [
      { line: 3, column: 22, severity: 'warning', message: "Argument 1 of `command` is empty: kops writes it as nothing, so it vanishes from the command line on the node." },
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
