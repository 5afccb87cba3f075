import { describe, expect, it } from 'vitest';
import { compare } from './compare.ts';
import type { Comparison } from './types.ts';

/** Each group's diagnostics as `code@line` (1-based), with the side. */
function byGroup(c: Comparison): Record<string, string[]> {
  const line = (offset: number): number => c.text.slice(0, offset).split('\n').length;
  return Object.fromEntries(c.groups.map((g) => [g.name, g.diagnostics.map((d) => `${d.code}@${line(d.range.start)} ${d.side}`)]));
}

describe('groupDiagnostics: the problems that concern one instance group', () => {
  it('a hook list (one group per role): a hook whose roles leave a group out is not its problem; the input as a whole is every group\'s', () => {
    const text = [
      'hooks:',
      '- name: m.service', '  roles: [Master]', '  after: [x]', '  manifest: |', '    ExecStart=/bin/m',
      '- name: all.service', '  after: [y]', '  manifest: |', '    ExecStart=/bin/a', '',
    ].join('\n');
    // kops 1.7.1 is older than any modelled: a note about the input as a whole, at offset 0.
    expect(byGroup(compare(text, { kopsVersion: '1.7.1' }, { kopsVersion: '1.30' }))).toEqual({
      ControlPlane: ['unknown-kops-version@1 from', 'unknown-hook-field@4 both', 'no-install-section@5 both', 'unknown-hook-field@8 both', 'no-install-section@9 both'],
      Node: ['unknown-kops-version@1 from', 'unknown-hook-field@8 both', 'no-install-section@9 both'],
    });
  });

  it('instance groups: its own document and the Cluster hooks it runs, never another group\'s document; a YAML error outside every group is everyone\'s', () => {
    const text = [
      'kind: Cluster', 'spec:', '  hooks:', '  - name: all.service', '    after: [y]', '    manifest: |', '      ExecStart=/bin/a',
      '---', 'kind: InstanceGroup', 'metadata:', '  name: a', 'spec:', '  role: Node', '  hooks:', '  - name: a.service', '    after: [z]', '    manifest: |', '      ExecStart=/bin/a',
      '---', 'kind: InstanceGroup', 'metadata:', '  name: b', 'spec:', '  role: Node', '  hooks: []',
      '---', 'x: [', '',
    ].join('\n');
    expect(byGroup(compare(text, { kopsVersion: '1.30' }, { kopsVersion: '1.31' }))).toEqual({
      a: ['unknown-hook-field@5 both', 'no-install-section@6 both', 'unknown-hook-field@16 both', 'no-install-section@17 both', 'BAD_INDENT@28 both'],
      b: ['unknown-hook-field@5 both', 'no-install-section@6 both', 'BAD_INDENT@28 both'],
    });
  });
});
