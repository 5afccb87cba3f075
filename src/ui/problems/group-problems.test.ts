import { describe, expect, it } from 'vitest';
import { analyze } from '../../core/index.ts';
import { groupProblems } from './group-problems.ts';

describe('groupProblems', () => {
  it('groups diagnostics under the document that holds them, in document order', () => {
    const text = [
      'kind: Cluster', 'metadata:', '  name: c', 'spec:', '  hooks:', '  - name: a', '    after: [x.service]', '    manifest: "Type=oneshot"',
      '---', 'kind: InstanceGroup', 'metadata:', '  name: ig', 'spec:', '  role: Node', '  hooks:', '  - name: b', '    bogus: 1', '    manifest: "Type=oneshot"', '',
    ].join('\n');
    const analysis = analyze(text, { kopsVersion: '1.36.0' });
    const groups = groupProblems(analysis);
    expect(groups.map((g) => g.title)).toEqual(['Cluster c (document 1)', 'InstanceGroup ig (document 2)']);
    expect(groups[0]?.diagnostics.some((d) => d.code === 'unknown-hook-field')).toBe(true);
    expect(groups[1]?.diagnostics.some((d) => d.code === 'unknown-hook-field')).toBe(true);
    const total = groups.reduce((n, g) => n + g.diagnostics.length, 0);
    expect(total).toBe(analysis.diagnostics.length);
  });

  it('is empty without diagnostics', () => {
    expect(groupProblems(analyze('hooks: []\n'))).toEqual([]);
  });
});
