import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-specifier';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["escaped", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"echo 100%%k\"\n", {}],
    ["percent space", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"echo 100% done\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "%k",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"echo 100%k\"\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`%k` in `ExecStart=` is not a systemd specifier: systemd refuses a.service on the node; write `%%` for a literal percent sign." },
    ],
    fixed: null,
  },
  // kops writes an exec hook's command into ExecStart= with `%` and `$` unescaped (v1.36.0:pkg/systemd/escaping.go): the author fixes it in `command`.
  {
    name: "execContainer command",
    yaml: "- name: a\n  execContainer:\n    image: busybox:1.36\n    command: [echo, a, \"&&\", date, \"+%s\", \"#\", \"$FOO\", \"%k\"]\n    environment: {FOO: bar}\n",
    options: {},
    hits: [
      { line: 4, column: 14, severity: 'error', message: "`%k` in `command` (kops's `ExecStart=`) is not a systemd specifier: systemd refuses a.service on the node; write `%%` for a literal percent sign." },
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
