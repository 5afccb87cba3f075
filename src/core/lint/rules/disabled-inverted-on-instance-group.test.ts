import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'disabled-inverted-on-instance-group';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["before 1.23", "apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    disabled: true\n", {"kopsVersion":"1.22.0"}],
    ["cluster hook", "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    disabled: true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "disabled true runs",
    yaml: "apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    disabled: true\n",
    options: {},
    hits: [
      { line: 9, column: 15, severity: 'error', message: "`disabled: true` on a v1alpha2 InstanceGroup hook: kops 1.36.2 reads it as `enabled: true` (kops bug), so the hook RUNS on the node." },
    ],
    fixed: null,
  },
  {
    name: "disabled false stops",
    yaml: "apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    disabled: false\n    manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 9, column: 15, severity: 'error', message: "`disabled: false` on a v1alpha2 InstanceGroup hook: kops 1.36.2 reads it as `enabled: false` (kops bug), so nodeup stops and disables the unit instead of running it." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    manifest: ExecStart=/bin/true\n",
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
