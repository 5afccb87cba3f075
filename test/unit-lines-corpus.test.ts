import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { LINE_RULE_CATALOGUE } from '../src/core/kops/line-rule-catalogue.ts';
import { definitionLineCount, taskHook, unitLines } from '../src/core/kops/unit-lines.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';
import { GOLDEN_ERAS } from './golden-eras.ts';
import { describeCorpus, WILD } from './corpus.ts';

const ROOT = join(import.meta.dirname, '..');

/**
 * Checks every task of every group: exactly one entry per line of its file; a spec line has
 * ranges, each inside the hook that made the task; a kops line has none; the rule's catalogue
 * entry agrees on where the line came from; a manifest line of a literal block is the YAML line's
 * text. Returns how many tasks it checked.
 */
function checkLines(text: string, options: AnalyzeOptions): number {
  const a = analyze(text, options);
  let checked = 0;
  for (const g of a.groups) {
    for (const t of g.tasks) {
      const hook = taskHook(a, t.hook);
      expect(hook, `${g.name}/${t.unit}: its hook`).toBeDefined();
      if (!hook) continue;
      const lines = unitLines(t, hook);
      expect(lines, `${g.name}/${t.unit}`).toHaveLength(definitionLineCount(t.definition));
      const manifestLines = hook.manifest?.value.split('\n') ?? [];
      lines.forEach((l, i) => {
        const where = `${g.name}/${t.unit} line ${i + 1}`;
        expect(l.from, where).toBe(LINE_RULE_CATALOGUE[l.rule].from);
        if (l.from === 'kops') {
          expect(Object.keys(l), where).toEqual(['from', 'rule']);
          return;
        }
        expect(l.ranges.length, where).toBeGreaterThan(0);
        for (const r of l.ranges) {
          expect(r.start >= hook.range.start && r.end <= hook.range.end && r.start <= r.end, `${where}: ${JSON.stringify(r)} inside ${JSON.stringify(hook.range)}`).toBe(true);
        }
        const origin = t.lineOrigins[i];
        if (origin?.kind === 'manifest' && hook.manifest?.source.style === 'literal' && !hook.manifest.source.folded) {
          const r = l.ranges[0];
          expect(r && text.slice(r.start, r.end), where).toBe(manifestLines[origin.line]);
        }
      });
      checked++;
    }
  }
  return checked;
}

/** The gallery and the golden fixtures: every input the project ships. */
const SHIPPED = [
  ...readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.yaml')).map((f) => `examples/${f}`),
  ...readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `fixtures/${d.name}/input.yaml`),
].sort();

describe('every line of every unit has exactly one origin (gallery and golden fixtures)', () => {
  it('ships the inputs', () => {
    expect(SHIPPED.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of SHIPPED) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    it(file, () => {
      const counts = GOLDEN_ERAS.map((e) => checkLines(text, e.options));
      // Some era plans tasks (a refused or bastion-only spec has none in some).
      expect(Math.max(...counts), file).toBeGreaterThan(0);
    });
  }
});

// The published specs of ../shared/wild, an optional corpus (a clone alone has none).
describeCorpus(WILD, 'every line of every unit has exactly one origin (../shared/wild)', () => {
  for (const { name, text } of WILD.files()) {
    it(name, () => {
      const counts = GOLDEN_ERAS.map((e) => checkLines(text, e.options));
      expect(Math.max(...counts), name).toBeGreaterThan(0);
    });
  }
});
