import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../src/cli/commands/render-text.ts';
import { analyze } from '../src/core/index.ts';
import { GOLDEN_ERAS } from './golden-eras.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const cases = readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('golden units (fixtures/<case>/<era>.txt = render --format text, byte for byte)', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  for (const name of cases) {
    const input = readFileSync(join(FIXTURES, name, 'input.yaml'), 'utf8');
    for (const era of GOLDEN_ERAS) {
      it(`${name} @ ${era.label}`, () => {
        const analysis = analyze(input, era.options);
        const parserErrors = analysis.spec.diagnostics.filter((d) => d.severity === 'error');
        expect(parserErrors).toEqual([]);
        const actual = renderText(analysis, analysis.groups);
        const file = join(FIXTURES, name, `${era.label}.txt`);
        if (UPDATE) writeFileSync(file, actual);
        expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
        expect(actual).toBe(readFileSync(file, 'utf8'));
      });
    }
    // render --why: the same units, each line with its origin (the rule or the YAML line).
    it(`${name} @ 1.36.0 --why`, () => {
      const analysis = analyze(input, { kopsVersion: '1.36.0' });
      const actual = renderText(analysis, analysis.groups, true);
      const file = join(FIXTURES, name, '1.36.0.why.txt');
      if (UPDATE) writeFileSync(file, actual);
      expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }
});
