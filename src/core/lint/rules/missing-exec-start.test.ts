import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'missing-exec-start';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["oneshot with ExecStart", "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n", {}],
    ["exec hook", "- execContainer:\n    image: busybox:1.36\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "only Type",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "a.service has no `ExecStart=`: systemd refuses to load the service, so nodeup's restart fails on every run on the node." },
    ],
    fixed: null,
  },
  {
    name: "reset",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    ExecStart=\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "a.service has no `ExecStart=`: systemd refuses to load the service, so nodeup's restart fails on every run on the node." },
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
