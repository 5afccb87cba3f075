import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
// Bastions run no nodeup: v1.36.2:pkg/model/resources/nodeup.go, 1.10.1:pkg/model/bootstrapscript.go.
const ID = 'bastion-only-hook';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['no roles', '- name: a.service\n  manifest: ExecStart=/bin/true\n', {}],
  ['Bastion and Node', '- name: a.service\n  roles: [Bastion, Node]\n  manifest: ExecStart=/bin/true\n', {}],
];

const MESSAGE = '`roles` names only Bastion, and bastions never run nodeup (kops leaves it out of their user data): this hook is never written on any node.';

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'only Bastion',
    yaml: '- name: a.service\n  roles: [Bastion]\n  manifest: ExecStart=/bin/true\n',
    options: {},
    hits: [{ line: 2, column: 10, severity: 'info', message: MESSAGE }],
    fixed: null,
  },
  {
    name: 'Bastion twice, in kops 1.10',
    yaml: '- name: a.service\n  roles:\n  - Bastion\n  - Bastion\n  manifest: ExecStart=/bin/true\n',
    options: { kopsVersion: '1.10.1' },
    hits: [{ line: 3, column: 3, severity: 'info', message: MESSAGE }],
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
