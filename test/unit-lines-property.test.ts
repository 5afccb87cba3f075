import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { definitionLineCount, taskHook, unitLines } from '../src/core/kops/unit-lines.ts';
import { TextIndex } from '../src/core/text-index.ts';

// A manifest line: empty, or text that a literal block keeps as it is (no leading blank, which
// would change the block's indentation; anything else, comments and quotes included).
const line = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[A-Za-z0-9[\]=#;:%$"'{}/\\.@-][ -~]{0,30}$/).map((s) => s.trimEnd()),
);
const hook = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }).filter((ls) => ls.some((l) => l !== '')),
  chomp: fc.constantFrom('|', '|-', '|+'),
  indent: fc.constantFrom(2, 4),
});

function spec(hooks: Array<{ lines: string[]; chomp: string; indent: number }>): { text: string; firstLines: number[] } {
  let text = 'kind: Cluster\nspec:\n  hooks:\n';
  const firstLines: number[] = [];
  hooks.forEach((h, i) => {
    text += `  - name: raw-${i}.service\n    useRawManifest: true\n    manifest: ${h.chomp}\n`;
    firstLines.push(text.split('\n').length);
    text += h.lines.map((l) => (l === '' ? '\n' : `${' '.repeat(4 + h.indent)}${l}\n`)).join('');
  });
  return { text, firstLines };
}

describe('unit lines of a raw manifest (property)', () => {
  it('map one to one to the YAML lines of the manifest, and kops writes none of them', () => {
    fc.assert(fc.property(fc.array(hook, { minLength: 1, maxLength: 3 }), fc.constantFrom('1.11.0', '1.36.0', 'proposal'), (hooks, version) => {
      const { text, firstLines } = spec(hooks);
      const a = analyze(text, version === 'proposal' ? { proposal: true } : { kopsVersion: version });
      const index = new TextIndex(text);
      const tasks = a.groups[0]?.tasks ?? [];
      expect(tasks).toHaveLength(hooks.length);
      tasks.forEach((t, h) => {
        const manifest = (t.definition ?? '').split('\n');
        const lines = unitLines(t, taskHook(a, t.hook));
        expect(lines).toHaveLength(definitionLineCount(t.definition));
        lines.forEach((l, i) => {
          expect(l.from).toBe('spec');
          if (l.from !== 'spec') return;
          expect(l.rule).toBe('raw-manifest');
          expect(l.ranges).toHaveLength(1);
          const r = l.ranges[0]!;
          // Line i of the unit is YAML line first + i, and holds exactly its text.
          expect(index.lineCol(r.start).line).toBe((firstLines[h] ?? 0) + i);
          expect(text.slice(r.start, r.end)).toBe(manifest[i]);
        });
      });
    }), { numRuns: 500 });
  });
});
