import { expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { describeCorpus, WILD } from './corpus.ts';
import { GOLDEN_ERAS } from './golden-eras.ts';

describeCorpus(WILD, 'every published spec in ../shared/wild', () => {
  it('is there', () => {
    expect(WILD.files().length).toBeGreaterThanOrEqual(27);
  });

  for (const { name, text } of WILD.files()) {
    it.each(GOLDEN_ERAS.map((e) => [e.label, e.options] as const))(`${name} @ %s: no crash, no parser error, some hook planned`, (_label, options) => {
      const a = analyze(text, options);
      expect(a.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
      expect(a.spec.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(a.spec.documents.flatMap((d) => d.hooks).length).toBeGreaterThan(0);
      expect(a.groups.length).toBeGreaterThan(0);
    });
  }
});
