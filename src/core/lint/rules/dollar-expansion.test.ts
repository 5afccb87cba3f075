import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'dollar-expansion';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["$$", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"for ak in a; do echo $$ak; done\"\n", {}],
    ["Environment", "- name: a.service\n  manifest: |\n    Environment=A=1\n    ExecStart=/bin/echo $A\n", {}],
    ["MAINPID", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    ExecReload=/bin/kill -HUP $MAINPID\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "$$${ak} (wild 06)",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"for ak in a; do echo $$${ak}; done\"\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`$ak` in `ExecStart=` is expanded by systemd, not the shell; the unit does not set ak, so it becomes empty on the node. Write `$$ak` to pass it to the shell." },
    ],
    fixed: null,
  },
  // kops writes an exec hook's command into ExecStart= with `%` and `$` unescaped (v1.36.0:pkg/systemd/escaping.go): the author fixes it in `command`.
  {
    name: "execContainer command",
    yaml: "- name: a\n  execContainer:\n    image: busybox:1.36\n    command: [echo, a, \"&&\", date, \"+%s\", \"#\", \"$FOO\", \"%k\"]\n    environment: {FOO: bar}\n",
    options: {},
    hits: [
      { line: 4, column: 14, severity: 'warning', message: "`$FOO` in `command` (kops's `ExecStart=`) is expanded by systemd before the container starts, not by a shell in it; systemd does not set FOO (`environment` sets it only inside the container), so it becomes empty on the node. Write `$$FOO` and run the command through `sh -c` to expand it in the container." },
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
