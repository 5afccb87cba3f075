import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-executable';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["absolute", "- name: a.service\n  manifest: |\n    ExecStart=/opt/run.sh\n", {}],
    ["prefixes", "- name: a.service\n  manifest: |\n    ExecStart=-/opt/run.sh\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "dot slash",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=./run.sh\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`ExecStart=` runs `./run.sh`, which is neither an absolute path nor a plain name: systemd refuses a.service on the node." },
    ],
    fixed: null,
  },
  {
    name: "relative dir",
    yaml: "- name: a.service\n  manifest: |\n    ExecStartPre=bin/x\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`ExecStartPre=` runs `bin/x`, which is neither an absolute path nor a plain name: systemd refuses a.service on the node." },
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
