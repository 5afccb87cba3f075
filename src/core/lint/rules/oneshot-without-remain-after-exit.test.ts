import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'oneshot-without-remain-after-exit';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["remain", "- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/bin/true\n", {}],
    ["simple", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sleep infinity\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "manifest",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'info', message: "a.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node." },
    ],
    fixed: null,
  },
  {
    name: "exec hook",
    yaml: "- execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 1, column: 3, severity: 'info', message: "kops-hook-0.service is a oneshot without `RemainAfterExit=yes`: it is inactive once it exits, so nodeup runs it again on every pass on the node." },
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
