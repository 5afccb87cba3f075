import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSpecs } from '../src/core/compare/compare-specs.ts';
import type { SpecComparison } from '../src/core/compare/spec-types.ts';
import { sideOptions, specText } from './compare-arbitraries.ts';

const RUNS = 150;

function units(c: SpecComparison): Array<[string, string, string]> {
  return c.groups.flatMap((g) => g.units.map((u): [string, string, string] => [g.name, u.unit, u.change]));
}

// compareSpecs plans both specs (and lints them): 150 runs of each take a few seconds alone.
describe('compareSpecs properties (fast-check)', { timeout: 240_000 }, () => {
  it('a spec compared with itself: no unit changes, no group rolls, and it says they are the same', () => {
    fc.assert(fc.property(specText, sideOptions, (text, side) => {
      const c = compareSpecs(text, text, side);
      expect(units(c).filter(([, , change]) => change !== 'unchanged')).toEqual([]);
      expect(c.groups.filter((g) => g.roll.rolls || g.presence !== 'both')).toEqual([]);
      expect(c.counts).toMatchObject({ rolling: 0, unitsChanged: 0, filesChanged: 0 });
      expect(c.note).toBe('The two specs are the same text: no unit changes and no instance group rolls.');
    }), { numRuns: RUNS });
  });

  it('swapping base and changed swaps added and removed, keeps changed, and rolls the same groups', () => {
    const mirror = { added: 'removed', removed: 'added', changed: 'changed', unchanged: 'unchanged', both: 'both' } as const;
    fc.assert(fc.property(specText, specText, sideOptions, (a, b, side) => {
      const forth = compareSpecs(a, b, side);
      const back = compareSpecs(b, a, side);
      const key = (x: [string, string, string]): string => `${x[0]}\u0000${x[1]}`;
      const backward = new Map(units(back).map((x) => [key(x), x[2]]));
      expect(units(forth).map((x) => [x[0], x[1], mirror[x[2] as keyof typeof mirror]])).toEqual(units(forth).map((x) => [x[0], x[1], backward.get(key(x))]));
      const rolls = (c: SpecComparison): string[] => c.groups.filter((g) => g.roll.rolls).map((g) => g.name).sort();
      expect(rolls(back)).toEqual(rolls(forth));
      const presence = new Map(back.groups.map((g) => [g.name, g.presence]));
      expect(forth.groups.map((g) => mirror[g.presence])).toEqual(forth.groups.map((g) => presence.get(g.name)));
    }), { numRuns: RUNS });
  });
});
