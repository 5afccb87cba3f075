import { describe, expect, it } from 'vitest';
import type { Range } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { parseSpec } from './parse-spec.ts';

/** `line:col-line:col` of a range (1-based), the form people read. */
function lc(text: string, r: Range | undefined): string {
  if (!r) return 'none';
  const ix = new TextIndex(text);
  const s = ix.lineCol(r.start);
  const e = ix.lineCol(r.end);
  return `${s.line}:${s.column}-${e.line}:${e.column}`;
}
const src = (text: string, r: Range | undefined): string => (r ? text.slice(r.start, r.end) : 'none');

const MANIFEST = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: example.k8s.local
spec:
  kubernetesVersion: 1.28.3
  containerRuntime: containerd
  docker:
    logLevel: warn
  hooks:
  - name: swap1.swap
    roles: [Node, Master]
    requires:
    - a.service
    before:
    - kubelet.service
    useRawManifest: true
    manifest: |
      [Swap]
      What=/swapfile
---
# an instance group
apiVersion: kops.k8s.io/v1alpha3
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  hooks:
  - enabled: false
    name: ig-hook
  - execContainer:
      image: busybox
      command: [sh, -c, "echo hi"]
      environment:
        A: "1"
        B: two
      extra: 1
    mystery: x
`;

describe('parseSpec: multi-document kops manifest', () => {
  const spec = parseSpec(MANIFEST);
  const [cluster, ig] = spec.documents;

  it('has no diagnostics and classifies both documents', () => {
    expect(spec.diagnostics).toEqual([]);
    expect(spec.documents.map((d) => [d.index, d.kind, d.apiVersion, d.apiVersionExplicit])).toEqual([
      [0, 'Cluster', 'v1alpha2', true],
      [1, 'InstanceGroup', 'v1alpha3', true],
    ]);
  });

  it('records the Cluster fields with their ranges', () => {
    expect(cluster?.name?.value).toBe('example.k8s.local');
    expect(lc(MANIFEST, cluster?.name?.range)).toBe('4:9-4:26');
    expect(lc(MANIFEST, cluster?.name?.keyRange)).toBe('4:3-4:7');
    expect(cluster?.kubernetesVersion?.value).toBe('1.28.3');
    expect(cluster?.containerRuntime?.value).toBe('containerd');
    expect(lc(MANIFEST, cluster?.containerRuntime?.range)).toBe('7:21-7:31');
    expect(cluster?.hasDockerConfig).toBe(true);
    expect(cluster?.role).toBeUndefined();
    expect(src(MANIFEST, cluster?.hooksRange).startsWith('- name: swap1.swap')).toBe(true);
    expect(lc(MANIFEST, cluster?.range).startsWith('1:1-')).toBe(true);
  });

  it('locates every hook field and list item', () => {
    const hook = cluster?.hooks[0];
    expect(hook).toMatchObject({ document: 0, list: 'cluster', index: 0, unknownFields: [] });
    expect(lc(MANIFEST, hook?.name?.range)).toBe('11:11-11:21');
    expect(lc(MANIFEST, hook?.name?.keyRange)).toBe('11:5-11:9');
    expect(hook?.roles?.value.map((r) => [r.value, lc(MANIFEST, r.range)])).toEqual([['Node', '12:13-12:17'], ['Master', '12:19-12:25']]);
    expect(lc(MANIFEST, hook?.roles?.range)).toBe('12:12-12:26');
    expect(hook?.requires?.value.map((r) => lc(MANIFEST, r.range))).toEqual(['14:7-14:16']);
    expect(hook?.before?.value.map((r) => r.value)).toEqual(['kubelet.service']);
    expect(hook?.useRawManifest).toEqual({ value: true, range: hook?.useRawManifest?.range, keyRange: hook?.useRawManifest?.keyRange });
    expect(lc(MANIFEST, hook?.useRawManifest?.range)).toBe('17:21-17:25');
    expect(hook?.manifest?.value).toBe('[Swap]\nWhat=/swapfile\n');
    expect(hook?.manifest?.source.lines.map((r) => lc(MANIFEST, r))).toEqual(['19:7-19:13', '20:7-20:21', '21:1-21:1']);
    expect(hook?.manifest?.source).toMatchObject({ folded: false, style: 'literal' });
    expect(src(MANIFEST, hook?.range).startsWith('name: swap1.swap')).toBe(true);
  });

  it('reads the InstanceGroup: role, v1alpha3 enabled, execContainer and unknown keys', () => {
    expect(ig?.role?.value).toBe('Node');
    expect(lc(MANIFEST, ig?.role?.range)).toBe('28:9-28:13');
    expect(ig?.name?.value).toBe('nodes');
    expect(ig?.hooks.map((h) => [h.list, h.index, h.document])).toEqual([['instanceGroup', 0, 1], ['instanceGroup', 1, 1]]);
    expect(ig?.hooks[0]?.enabled?.value).toBe(false);
    expect(ig?.hooks[0]?.name?.value).toBe('ig-hook');
    const exec = ig?.hooks[1]?.execContainer?.value;
    expect(exec?.image?.value).toBe('busybox');
    expect(exec?.command?.value.map((c) => [c.value, src(MANIFEST, c.range)])).toEqual([['sh', 'sh'], ['-c', '-c'], ['echo hi', '"echo hi"']]);
    expect(exec?.environment?.value.map((e) => [e.key.value, e.value.value, src(MANIFEST, e.value.range)])).toEqual([['A', '1', '"1"'], ['B', 'two', 'two']]);
    expect(exec?.unknownFields.map((u) => [u.value, lc(MANIFEST, u.range)])).toEqual([['extra', '38:7-38:12']]);
    expect(ig?.hooks[1]?.unknownFields.map((u) => [u.value, lc(MANIFEST, u.range)])).toEqual([['mystery', '39:5-39:12']]);
  });
});

describe('parseSpec: other input shapes', () => {
  it('reads a single Cluster and defaults to v1alpha2 when apiVersion is missing', () => {
    const text = 'kind: Cluster\nspec:\n  hooks:\n  - name: a\n    manifest: x\n';
    const [doc] = parseSpec(text).documents;
    expect(doc).toMatchObject({ kind: 'Cluster', apiVersion: 'v1alpha2', apiVersionExplicit: false });
    expect(doc?.hooks.map((h) => [h.name?.value, h.list, h.manifest?.value])).toEqual([['a', 'cluster', 'x']]);
    expect(doc?.hasDockerConfig).toBe(false);
  });

  it('reads a single InstanceGroup', () => {
    const text = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nspec:\n  role: Master\n  hooks:\n  - name: a\n    disabled: true\n';
    const spec = parseSpec(text);
    expect(spec.documents.map((d) => [d.kind, d.role?.value, d.hooks[0]?.list, d.hooks[0]?.disabled?.value])).toEqual([['InstanceGroup', 'Master', 'instanceGroup', true]]);
  });

  it('reads a bare hooks: mapping as a HookList of cluster hooks', () => {
    const text = 'hooks:\n- name: a\n  manifest: |\n    Type=oneshot\n- name: b\n';
    const [doc] = parseSpec(text).documents;
    expect(doc?.kind).toBe('HookList');
    expect(doc?.hooks.map((h) => [h.name?.value, h.list, h.index])).toEqual([['a', 'cluster', 0], ['b', 'cluster', 1]]);
    expect(lc(text, doc?.hooksRange)).toBe('2:1-6:1');
  });

  it('reads a bare list of hooks as a HookList', () => {
    const text = '- name: a\n  roles: [Node]\n- manifest: y\n';
    const [doc] = parseSpec(text).documents;
    expect(doc?.kind).toBe('HookList');
    expect(doc?.hooks.map((h) => [h.name?.value, h.manifest?.value, h.roles?.value.map((r) => r.value)])).toEqual([['a', undefined, ['Node']], [undefined, 'y', undefined]]);
  });

  it('reads a single hook mapping as a Hook', () => {
    const text = 'name: a.service\nexecContainer:\n  image: busybox\nafter: [x]\n';
    const [doc] = parseSpec(text).documents;
    expect(doc?.kind).toBe('Hook');
    expect(doc?.hooks).toHaveLength(1);
    expect(doc?.hooks[0]).toMatchObject({ list: 'cluster', index: 0, document: 0 });
    expect(doc?.hooks[0]?.unknownFields.map((u) => u.value)).toEqual(['after']);
    expect(lc(text, doc?.hooks[0]?.range)).toBe('1:1-5:1');
  });

  it('guesses Cluster or InstanceGroup when kind is missing but spec is there', () => {
    const spec = parseSpec('spec:\n  hooks: []\n---\nspec:\n  role: Node\n');
    expect(spec.documents.map((d) => d.kind)).toEqual(['Cluster', 'InstanceGroup']);
  });

  it('keeps empty and comment-only documents as Other, so indices stay YAML document indices', () => {
    // A comment before the first `---` is a prelude, not a document, in YAML; after `---` it is one.
    const text = '---\n# only a comment\n---\n---\nhooks:\n- name: a\n';
    const spec = parseSpec(text);
    expect(spec.documents.map((d) => [d.index, d.kind, d.hooks.length])).toEqual([[0, 'Other', 0], [1, 'Other', 0], [2, 'HookList', 1]]);
    expect(spec.documents[2]?.hooks[0]?.document).toBe(2);
    expect(spec.diagnostics).toEqual([]);
  });

  it('returns no documents for empty input', () => {
    expect(parseSpec('')).toEqual({ documents: [], diagnostics: [] });
    expect(parseSpec('\n\n').documents).toEqual([]);
  });

  it('ignores other kinds and notes unrecognised documents', () => {
    const spec = parseSpec('kind: ConfigMap\nspec:\n  hooks: [{name: a}]\n---\njust some words\n');
    expect(spec.documents.map((d) => [d.kind, d.hooks.length])).toEqual([['Other', 0], ['Other', 0]]);
    expect(spec.diagnostics.map((d) => [d.code, d.severity])).toEqual([['unrecognized-document', 'info']]);
  });

  it('accepts v1alpha3 and the old kops/v1alpha2 group, and warns about unknown apiVersions', () => {
    const text = 'apiVersion: kops/v1alpha2\nkind: Cluster\n---\napiVersion: kops.k8s.io/v1beta1\nkind: Cluster\n';
    const spec = parseSpec(text);
    expect(spec.documents.map((d) => [d.apiVersion, d.apiVersionExplicit])).toEqual([['v1alpha2', true], ['v1alpha2', false]]);
    expect(spec.diagnostics.map((d) => [d.code, lc(text, d.range)])).toEqual([['unknown-api-version', '4:13-4:32']]);
  });

  it('marks where a hooks: key would go when a spec has none', () => {
    const text = 'kind: Cluster\nspec:\n  kubernetesVersion: 1.29.0\n';
    const [doc] = parseSpec(text).documents;
    expect(doc?.hooks).toEqual([]);
    expect(doc?.hooksRange?.start).toBe(doc?.hooksRange?.end);
    expect(lc(text, doc?.hooksRange)).toBe('4:1-4:1');
  });

  it('keeps a null hook item as a hook with no fields (Go decodes it so) and reads `hooks:` with no value as none', () => {
    const spec = parseSpec('hooks:\n-\n- name: b\n---\nhooks:\n');
    expect(spec.documents[0]?.hooks.map((h) => [h.index, h.name?.value])).toEqual([[0, undefined], [1, 'b']]);
    expect(spec.documents[1]?.hooks).toEqual([]);
    expect(spec.diagnostics).toEqual([]);
  });

  it('reads v1alpha2 disabled and v1alpha3 enabled wherever they are written (the consumer picks by apiVersion)', () => {
    const [doc] = parseSpec('hooks:\n- disabled: true\n  enabled: true\n').documents;
    expect([doc?.hooks[0]?.disabled?.value, doc?.hooks[0]?.enabled?.value]).toEqual([true, true]);
    expect(doc?.hooks[0]?.unknownFields).toEqual([]);
  });

  it('reads kubernetesVersion as written even when YAML sees a number', () => {
    const [doc] = parseSpec('kind: Cluster\nspec:\n  kubernetesVersion: 1.20\n').documents;
    expect(doc?.kubernetesVersion?.value).toBe('1.20');
  });
});

describe('parseSpec: aliases and totality', () => {
  it('expands aliases for hooks lists and hook items, noting each anchor once', () => {
    const text = 'x: &h {name: a, manifest: m}\nl: &l [*h, *h]\nhooks: *l\n';
    const spec = parseSpec(text);
    expect(spec.documents[0]?.hooks.map((h) => [h.index, h.name?.value, lc(text, h.name?.range)])).toEqual([[0, 'a', '1:14-1:15'], [1, 'a', '1:14-1:15']]);
    expect(spec.diagnostics.map((d) => [d.code, d.severity, src(text, d.range)])).toEqual([['yaml-alias', 'info', '*h'], ['yaml-alias', 'info', '*l']]);
  });

  it('turns a failure inside the parser into an internal-error diagnostic instead of a throw', () => {
    // Only a caller that ignores the types can get here; the catch is the last resort.
    const spec = parseSpec(null as unknown as string);
    expect(spec.documents).toEqual([]);
    expect(spec.diagnostics.map((d) => [d.code, d.severity, d.range])).toEqual([['internal-error', 'error', { start: 0, end: 0 }]]);
    expect(spec.diagnostics[0]?.message).toMatch(/^The playground failed to read this input \(.+\)\. This is a bug: please report it with the input\.$/);
  });
});
