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

  it('lists YAML\'s syntax errors first in their document, before the problems they cause (issue 49)', () => {
    // A flow sequence left open on a line indented under nothing: yaml reports it after the
    // hook problems its broken mapping causes, by offset.
    const text = 'kind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: a.service\n    before: [kubelet.service]\n    manifest: |\n      ExecStart=/bin/true\n   bad: [\n';
    const analysis = analyze(text, { kopsVersion: '1.36.2' });
    const codes = analysis.diagnostics.map((d) => d.code);
    // By offset, BAD_INDENT (line 10) comes after the hook problems it causes.
    expect(codes.indexOf('BAD_INDENT')).toBeGreaterThan(codes.indexOf('unknown-hook-field'));
    const syntax: string[] = codes.filter((c) => c === 'MISSING_CHAR' || c === 'BAD_INDENT');
    expect(syntax).toEqual(['MISSING_CHAR', 'BAD_INDENT']);
    expect(groupProblems(analysis).map((g) => g.diagnostics.map((d) => d.code))).toEqual([[...syntax, ...codes.filter((c) => !syntax.includes(c))]]);
  });

  it('is empty without diagnostics', () => {
    expect(groupProblems(analyze('hooks: []\n'))).toEqual([]);
  });
});
