import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'template-unit-name';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["instance", "- name: worker@one.service\n  manifest: ExecStart=/opt/worker %i\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "template",
    yaml: "- name: worker@.service\n  manifest: ExecStart=/opt/worker %i\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "worker@.service is a template: nodeup's `systemctl restart worker@.service` fails (\"missing the instance name\") on every run on the node." },
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
