import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'inline-comment';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["own line", "- name: a.service\n  manifest: |\n    # once\n    Type=oneshot\n    ExecStart=/bin/true\n", {}],
    ["shell argument", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"echo # not a comment\"\n", {}],
  // An exec hook's `#` is an argument kops writes (v1.36.0:nodeup/pkg/model/hooks.go), not a comment of the author's.
  ["execContainer command", "- name: a\n  execContainer:\n    image: busybox:1.36\n    command: [echo, \"#\", hi]\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "after a value",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot # run once\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`#` after the value of `Type=` is not a comment for systemd: the text after it is part of the value on the node. Move the comment to its own line." },
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
