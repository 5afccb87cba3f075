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
      { line: 6, column: 5, severity: 'error', message: "`enabled` is a v1alpha3 field; a v1alpha2 hook's key is `disabled`: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so the hook still runs on the node; use `disabled: true`." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    disabled: true\n",
  },
  {
    name: "disabled in v1alpha3",
    yaml: "apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    disabled: true\n",
    options: {},
    hits: [
      { line: 6, column: 5, severity: 'error', message: "`disabled` is a v1alpha2 field; a v1alpha3 hook's key is `enabled`: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so the hook still runs on the node; use `enabled: false`." },
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

// No 1.23 boundary: v1alpha2's JSON key is `disabled` at both sides (v1.22.6:pkg/apis/kops/v1alpha2/cluster.go:317
// `Disabled bool json:"disabled"`; v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324 `Enabled *bool json:"disabled"`),
// so `enabled:` is an unknown key in every release: `kops edit cluster` refuses it
// (v1.22.6:cmd/kops/edit_cluster.go:217, v1.23.0:cmd/kops/edit_cluster.go:217 edit.HasExtraFields), create/replace -f drop it.
describe(`${ID}: the same at both sides of 1.23`, () => {
  const yaml = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    enabled: false\n';
  it('enabled: false in v1alpha2, kops 1.22.6 and 1.23.0', () => {
    const at = (v: string) => runRule(ID, yaml, { kopsVersion: v }).hits.map((h) => h.message);
    const text = "`enabled` is a v1alpha3 field; a v1alpha2 hook's key is `disabled`: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so the hook still runs on the node; use `disabled: true`.";
    expect([at('1.22.6'), at('1.23.0')]).toEqual([[text], [text]]);
  });
  it('enabled: true in a v1alpha2 InstanceGroup, kops 1.21.5 (kops edit ig does not check yet)', () => {
    const ig = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    enabled: true\n    manifest: ExecStart=/bin/true\n';
    expect(runRule(ID, ig, { kopsVersion: '1.21.5' }).hits.map((h) => h.message)).toEqual([
      "`enabled` is a v1alpha3 field; a v1alpha2 hook's key is `disabled`: `kops edit ig` (which checks for unknown keys only from kops 1.22), `kops create -f` and `kops replace -f` all drop it silently, so the hook runs, as it would without it, on the node; use `disabled: false`.",
    ]);
  });
});

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});
