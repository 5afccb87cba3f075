import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { TextIndex } from '../text-index.ts';

const CLUSTER = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: a.service\n    requires:\n    - kubelet\n    manifest: |\n      Type=oneshot\n      ExecStrat=/bin/true\n';
const ig = (name: string): string => `---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ${name}\nspec:\n  role: Node\n`;

function at(text: string, code: string): string[] {
  const index = new TextIndex(text);
  return analyze(text).diagnostics.filter((d) => d.code === code).map((d) => {
    const s = index.lineCol(d.range.start);
    return `${s.line}:${s.column} ${text.slice(d.range.start, d.range.end)}`;
  });
}

describe('lint', () => {
  it('reports a cluster hook rendered for five instance groups once, not five times', () => {
    const text = CLUSTER + ['a', 'b', 'c', 'd', 'e'].map(ig).join('');
    expect(analyze(text).groups.length).toBe(5);
    expect(at(text, 'unknown-directive')).toEqual(['12:7 ExecStrat=/bin/true']);
    expect(at(text, 'missing-exec-start')).toEqual(['10:5 manifest']);
  });

  it('maps a unit line from the manifest to its line in the block, and a generated line to the field that caused it', () => {
    expect(at(CLUSTER, 'unknown-directive')).toEqual(['12:7 ExecStrat=/bin/true']);
    // `Requires=kubelet` is generated from the requires item.
    expect(at(CLUSTER, 'dependency-without-suffix')).toEqual(['9:7 kubelet']);
  });

  it('maps kops\'s own lines (the [Service] header it writes) to the hook name', () => {
    const text = '- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n';
    expect(at(text, 'section-not-for-unit-type')).toEqual(['1:9 swap1.swap']);
  });

  it('adds the rule findings sorted by position (ties keep rule order)', () => {
    const a = analyze(CLUSTER);
    const starts = a.diagnostics.map((d) => d.range.start);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    expect(a.diagnostics.map((d) => d.code)).toEqual(['dependency-without-suffix', 'requires-without-after', 'missing-exec-start', 'no-install-section', 'oneshot-without-remain-after-exit', 'unknown-directive']);
  });
});
