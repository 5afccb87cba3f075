import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'empty-image';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["image", "- execContainer:\n    image: busybox:1.36\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "blank image",
    yaml: "- execContainer:\n    image: \"  \"\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'error', message: "`execContainer.image` is empty: kops rejects the cluster, and nodeup skips the hook, so no container runs on the node." },
    ],
    fixed: null,
  },
  {
    name: "no image",
    yaml: "- execContainer:\n    command: [echo]\n",
    options: {},
    hits: [
      { line: 1, column: 3, severity: 'error', message: "`execContainer.image` is empty: kops rejects the cluster, and nodeup skips the hook, so no container runs on the node." },
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
