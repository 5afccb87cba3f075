import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { GOLDEN_ERAS } from './golden-eras.ts';
import { WILD_DIR } from './shared-dir.ts';

const WILD = WILD_DIR;
const files = readdirSync(WILD).filter((f) => f.endsWith('.yaml')).sort();

describe('every published spec in ../shared/wild', () => {
  it('is there', () => {
    expect(files.length).toBeGreaterThanOrEqual(27);
  });

  for (const file of files) {
    const text = readFileSync(join(WILD, file), 'utf8');
    it.each(GOLDEN_ERAS.map((e) => [e.label, e.options] as const))(`${file} @ %s: no crash, no parser error, some hook planned`, (_label, options) => {
      const a = analyze(text, options);
      expect(a.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
      expect(a.spec.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(a.spec.documents.flatMap((d) => d.hooks).length).toBeGreaterThan(0);
      expect(a.groups.length).toBeGreaterThan(0);
    });
  }
});
