import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'duplicate-unit-file';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["distinct", "- name: foo.service\n  manifest: ExecStart=/bin/true\n- name: bar.service\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "foo and foo.service",
    yaml: "- name: foo\n  manifest: ExecStart=/bin/true\n- name: foo.service\n  manifest: ExecStart=/bin/false\n",
    options: {},
    hits: [
      { line: 3, column: 9, severity: 'error', message: "Hooks `foo` and `foo.service` both write foo.service: nodeup aborts with \"found duplicate tasks with name \\\"Service/foo.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
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
