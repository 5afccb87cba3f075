import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'relative-executable';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["absolute", "- name: a.service\n  manifest: |\n    ExecStart=/bin/bash -c \"echo\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "bare",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=bash -c \"echo hi\"\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`ExecStart=` runs `bash` without a path: systemd older than 239 refuses a.service, newer ones pick it from a fixed search path, not PATH." },
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
