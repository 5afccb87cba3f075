import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'unknown-hook-field';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["known fields", "- name: a.service\n  requires: [b.service]\n  manifest: ExecStart=/bin/true\n", {}],
    ["useRawName in proposal", "- name: a.swap\n  useRawName: true\n  manifest: ExecStart=/bin/true\n", {"proposal":true}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "misspelled",
    yaml: "- name: a.service\n  requiers: [b.service]\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`requiers` is not a field of a kops hook (did you mean `requires`?): `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node." },
    ],
    fixed: "- name: a.service\n  requires: [b.service]\n  manifest: ExecStart=/bin/true\n",
  },
  {
    name: "after",
    yaml: "- name: a.service\n  after: [network.target]\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`after` is not a field of a kops hook: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node. A manifest without `useRawManifest` is only the body of kops's [Service], and no hook field sets `After=`: write the whole unit with `useRawManifest: true` and put `After=` in its [Unit]." },
    ],
    fixed: null,
  },
  {
    name: "after on a raw manifest",
    yaml: "- name: a.service\n  after: [network.target]\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`after` is not a field of a kops hook: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node. Write `After=` in the manifest's own [Unit]." },
    ],
    fixed: null,
  },
  {
    name: "after on an execContainer hook",
    yaml: "- name: a\n  after: [network.target]\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`after` is not a field of a kops hook: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node. kops writes the whole unit of an execContainer hook and no hook field sets `After=`: rewrite it as a manifest hook (`useRawManifest: true` with the unit kops writes now, plus `After=`)." },
    ],
    fixed: null,
  },
  {
    name: "exec field",
    yaml: "- execContainer:\n    image: busybox:1.36\n    comand: [echo]\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'error', message: "`comand` is not a field of `execContainer` (did you mean `command`?): `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node." },
    ],
    fixed: "- execContainer:\n    image: busybox:1.36\n    command: [echo]\n",
  },
  {
    name: "useRawName in kops",
    yaml: "- name: a.swap\n  useRawName: true\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`useRawName` was only proposed and never shipped: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so `.service` is still appended on the node." },
    ],
    fixed: null,
  },
  {
    name: "useRawManifest before 1.11",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: ExecStart=/bin/true\n",
    options: {"kopsVersion":"1.10.1"},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`useRawManifest` exists only from kops 1.11: in kops 1.10.1 `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so the manifest is wrapped in [Service] on the node." },
    ],
    fixed: null,
  },
];

// `kops edit ig` checks for unknown keys only from 1.22.0 (v1.22.0:cmd/kops/edit_instancegroup.go:247
// edit.HasExtraFields; v1.21.5:cmd/kops/edit_instancegroup.go:148 decodes without it); `kops edit
// cluster` checks in every release (1.8.0:cmd/kops/edit_cluster.go:188, v1.36.2:…:217).
describe(`${ID}: which command refuses the key`, () => {
  const ig = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    afterr: [x]\n    manifest: ExecStart=/bin/true\n';
  const cluster = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: a.example.com\nspec:\n  hooks:\n  - name: a.service\n    afterr: [x]\n    manifest: ExecStart=/bin/true\n';
  const message = (yaml: string, v: string) => runRule(ID, yaml, { kopsVersion: v }).hits.map((h) => h.message);
  it('an InstanceGroup hook: dropped by every command in 1.21.5, refused by `kops edit ig` from 1.22.0', () => {
    expect(message(ig, '1.21.5')).toEqual(['`afterr` is not a field of a kops hook: `kops edit ig` (which checks for unknown keys only from kops 1.22), `kops create -f` and `kops replace -f` all drop it silently, so it never reaches the node.']);
    expect(message(ig, '1.22.0')).toEqual(['`afterr` is not a field of a kops hook: `kops edit ig` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node.']);
  });
  it('a Cluster hook: refused by `kops edit cluster` at both sides', () => {
    const text = '`afterr` is not a field of a kops hook: `kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently, so it never reaches the node.';
    expect([message(cluster, '1.21.5'), message(cluster, '1.22.0')]).toEqual([[text], [text]]);
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
