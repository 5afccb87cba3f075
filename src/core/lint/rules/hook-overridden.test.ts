import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'hook-overridden';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["other name", "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/a\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: gpu\nspec:\n  role: Node\n  hooks:\n  - name: gpu-ig.service\n    manifest: ExecStart=/opt/b\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "same name",
    yaml: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/a\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: gpu\nspec:\n  role: Node\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/b\n",
    options: {},
    hits: [
      { line: 7, column: 11, severity: 'info', message: "Cluster hook `gpu.service` does not run on instance group gpu: the instance group hook of the same name replaces it there." },
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
