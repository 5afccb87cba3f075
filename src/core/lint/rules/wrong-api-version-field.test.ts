import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'wrong-api-version-field';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["v1alpha3 enabled", "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    enabled: false\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "enabled in v1alpha2",
    yaml: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    enabled: false\n",
    options: {},
    hits: [
      { line: 6, column: 5, severity: 'error', message: "`enabled` is a v1alpha3 field, but this document is v1alpha2: kops rejects it; use `disabled: true`." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    disabled: true\n",
  },
  {
    name: "disabled in v1alpha3",
    yaml: "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    disabled: true\n",
    options: {},
    hits: [
      { line: 6, column: 5, severity: 'error', message: "`disabled` is a v1alpha2 field, but this document is v1alpha3: kops rejects it; use `enabled: false`." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    enabled: false\n",
  },
  {
    name: "Master in v1alpha3",
    yaml: "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    roles: [Master]\n    manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 6, column: 13, severity: 'error', message: "Role `Master` is v1alpha2; in v1alpha3 the role is `ControlPlane`, so this hook matches no node." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    roles: [ControlPlane]\n    manifest: ExecStart=/bin/true\n",
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
