import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-unit-name';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["plain", "- name: my-hook.service\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "space",
    yaml: "- name: my hook\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Unit name \"my hook.service\" is not a valid systemd unit name: `systemctl` refuses it, and nodeup retries the failing command on the node." },
    ],
    fixed: null,
  },
  {
    name: "slash",
    yaml: "- name: a/b.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Unit name \"a/b.service\" is not a valid systemd unit name: `systemctl` refuses it, and nodeup retries the failing command on the node." },
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
