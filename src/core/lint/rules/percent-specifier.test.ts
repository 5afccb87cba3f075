import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'percent-specifier';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["escaped", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"date +%%s\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "date +%s",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"date +%s\"\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`%s` in `ExecStart=` is expanded by systemd to the user shell (/bin/sh) before the command runs on the node; write `%%s` for a literal `%s`." },
    ],
    fixed: null,
  },
  // kops writes an exec hook's command into ExecStart= with `%` and `$` unescaped (v1.36.0:pkg/systemd/escaping.go): the author fixes it in `command`.
  {
    name: "execContainer command",
    yaml: "- name: a\n  execContainer:\n    image: busybox:1.36\n    command: [echo, a, \"&&\", date, \"+%s\", \"#\", \"$FOO\", \"%k\"]\n    environment: {FOO: bar}\n",
    options: {},
    hits: [
      { line: 4, column: 14, severity: 'warning', message: "`%s` in `command` (kops's `ExecStart=`) is expanded by systemd to the user shell (/bin/sh) before the command runs on the node; write `%%s` for a literal `%s`." },
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
