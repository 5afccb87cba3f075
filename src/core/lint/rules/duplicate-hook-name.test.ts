import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'duplicate-hook-name';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["distinct", "- name: a.service\n  manifest: ExecStart=/bin/true\n- name: b.service\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "twice",
    yaml: "- name: a.service\n  manifest: ExecStart=/bin/true\n- name: a.service\n  manifest: ExecStart=/bin/false\n",
    options: {},
    hits: [
      { line: 3, column: 9, severity: 'warning', message: "Hook name `a.service` is used twice in this list: nodeup skips this later hook silently, so it never runs on the node." },
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
