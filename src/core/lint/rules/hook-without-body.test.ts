import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'hook-without-body';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["disabled hook", "- name: a.service\n  disabled: true\n", {}],
    ["manifest", "- name: a.service\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "name only",
    yaml: "- name: a.service\n  before: [kubelet.service]\n",
    options: {},
    hits: [
      { line: 1, column: 3, severity: 'error', message: "Hook \"a.service\" has neither `manifest` nor `execContainer`: kops rejects the cluster, and nodeup would write no unit for it." },
    ],
    fixed: null,
  },
  {
    name: "empty manifest",
    yaml: "- name: a.service\n  manifest: \"\"\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "Hook \"a.service\" has neither `manifest` nor `execContainer`: kops rejects the cluster, and nodeup would write no unit for it." },
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
