import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'shell-operator-without-shell';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["sh -c", "- name: a.service\n  manifest: |\n    ExecStart=/bin/sh -c \"apt-get update && apt-get install -y jq\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "&&",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/usr/bin/apt-get update && /usr/bin/apt-get install -y jq\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`&&` in `ExecStart=` is passed to /usr/bin/apt-get as an argument: no shell runs on the node, so it does nothing. Use `/bin/sh -c \"…\"`." },
    ],
    fixed: null,
  },
  {
    name: "redirect",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/echo hi >/tmp/x\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`>/tmp/x` in `ExecStart=` is passed to /bin/echo as an argument: no shell runs on the node, so it does nothing. Use `/bin/sh -c \"…\"`." },
    ],
    fixed: null,
  },
  // kops writes an exec hook's command after the image (v1.36.0:nodeup/pkg/model/hooks.go): the operator goes to the container's program.
  {
    name: "execContainer command",
    yaml: "- name: a\n  execContainer:\n    image: busybox:1.36\n    command: [echo, a, \"&&\", date, \"+%s\", \"#\", \"$FOO\", \"%k\"]\n    environment: {FOO: bar}\n",
    options: {},
    hits: [
      { line: 4, column: 24, severity: 'warning', message: "`&&` in `command` is passed to echo as an argument: no shell runs in the container, so it does nothing. Use `command: [sh, -c, \"…\"]`." },
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
