import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';

const OPTIONS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.21.0', runtime: 'docker' }, { kopsVersion: '1.23.0' }, { proposal: true }];
const FRAGMENTS = [
  'hooks:\n', '- name: a\n', '  manifest: |\n', '    ExecStart=/bin/true\n', '  execContainer:\n', '    image: busybox\n',
  '    command: [a, "b c"]\n', '  roles: [Master]\n', '  disabled: true\n', '  useRawManifest: true\n', '---\n',
  'kind: InstanceGroup\n', 'spec:\n', '  role: Node\n', 'kind: Cluster\n', '  containerRuntime: docker\n', '  - \n', '"', "'", '\t', '{', '[', '&a ', '*a\n', '\u00e9', '\ud83d\ude00', '\r\n',
];
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 25 }).map((parts) => parts.join('')),
);

describe('analyze properties', () => {
  it('never throws, and every diagnostic range lies inside the text', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...OPTIONS), (t, o) => {
        const a = analyze(t, o);
        expect(a.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
        for (const d of a.diagnostics) {
          expect(d.range.start).toBeGreaterThanOrEqual(0);
          expect(d.range.end).toBeGreaterThanOrEqual(d.range.start);
          expect(d.range.end).toBeLessThanOrEqual(t.length);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('is deterministic: the same input twice gives identical groups', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...OPTIONS), (t, o) => {
        expect(analyze(t, o).groups).toEqual(analyze(t, o).groups);
      }),
      { numRuns: 10_000 },
    );
  });
});
