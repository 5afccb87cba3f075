import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare } from '../src/core/compare/compare.ts';
import type { Comparison } from '../src/core/compare/types.ts';
import { analyze } from '../src/core/index.ts';
import { sideOptions, specText } from './compare-arbitraries.ts';

const RUNS = 1000;

function units(c: Comparison) {
  return c.groups.flatMap((g) => g.units.map((u) => ({ group: g.name, ...u })));
}

// 1,000 runs take ~15 s alone; CI runs the suite on two busy cores, so allow more than the 60 s default.
describe('compare properties (fast-check, 1,000 runs each)', { timeout: 240_000 }, () => {
  it('a version compared with itself gives only unchanged units, no reasons, and every diagnostic on both sides', () => {
    fc.assert(fc.property(specText, sideOptions, (text, side) => {
      const c = compare(text, side, side);
      expect(units(c).filter((u) => u.change !== 'unchanged' || u.reasons.length > 0 || u.patch !== '')).toEqual([]);
      expect(c.diagnostics.filter((d) => d.side !== 'both')).toEqual([]);
      expect(c.counts.changed).toBe(0);
      expect(c.groups.every((g) => g.fatal.from === g.fatal.to)).toBe(true);
    }), { numRuns: RUNS });
  });

  it('swapping from and to swaps added and removed, before and after, and the sides of diagnostics', () => {
    const mirror = { added: 'removed', removed: 'added', changed: 'changed', unchanged: 'unchanged' } as const;
    const flip = { from: 'to', to: 'from', both: 'both' } as const;
    fc.assert(fc.property(specText, sideOptions, sideOptions, (text, a, b) => {
      const forth = compare(text, a, b);
      const back = compare(text, b, a);
      const key = (u: { group: string; unit: string }): string => `${u.group}\u0000${u.unit}`;
      const backByKey = new Map(units(back).map((u) => [key(u), u]));
      expect(units(back).length).toBe(units(forth).length);
      for (const u of units(forth)) {
        const v = backByKey.get(key(u));
        expect(v?.change).toBe(mirror[u.change]);
        expect(v?.before).toEqual(u.after);
        expect(v?.after).toEqual(u.before);
      }
      const sides = (c: Comparison, map?: typeof flip): string[] => c.diagnostics.map((d) => `${d.code}@${d.range.start}-${d.range.end}:${map ? map[d.side] : d.side}`).sort();
      expect(sides(back)).toEqual(sides(forth, flip));
    }), { numRuns: RUNS });
  });

  it('agrees with two independent analyze runs, and gives every changed unit a reason', () => {
    fc.assert(fc.property(specText, sideOptions, sideOptions, (text, a, b) => {
      const c = compare(text, a, b);
      const before = analyze(text, a);
      const after = analyze(text, b);
      expect(c.groups.map((g) => g.name).sort()).toEqual([...new Set([...before.groups, ...after.groups].map((g) => g.name))].sort());
      for (const g of c.groups) {
        const g0 = before.groups.find((x) => x.name === g.name);
        const g1 = after.groups.find((x) => x.name === g.name);
        expect(g.fatal).toEqual({ from: g0?.fatal ?? null, to: g1?.fatal ?? null });
        expect(g.units.filter((u) => u.before).map((u) => u.unit).sort()).toEqual((g0?.tasks ?? []).map((t) => t.unit).sort());
        expect(g.units.filter((u) => u.after).map((u) => u.unit).sort()).toEqual((g1?.tasks ?? []).map((t) => t.unit).sort());
        for (const u of g.units) {
          const t0 = g0?.tasks.find((t) => t.unit === u.unit);
          const t1 = g1?.tasks.find((t) => t.unit === u.unit);
          expect(u.before?.definition).toBe(t0?.definition);
          expect(u.after?.definition).toBe(t1?.definition);
          expect(u.after?.actions).toEqual(t1?.actions);
          const same = t0 && t1 && t0.definition === t1.definition && t0.enabled === t1.enabled && t0.running === t1.running && t0.manageState === t1.manageState;
          expect(u.change).toBe(!t0 ? 'added' : !t1 ? 'removed' : same ? 'unchanged' : 'changed');
          if (u.change !== 'unchanged') expect(u.reasons.length, `${g.name}/${u.unit} ${JSON.stringify([a, b])}`).toBeGreaterThan(0);
        }
      }
      const fromSide = c.diagnostics.filter((d) => d.side !== 'to').map((d) => `${d.code}@${d.range.start}`).sort();
      const toSide = c.diagnostics.filter((d) => d.side !== 'from').map((d) => `${d.code}@${d.range.start}`).sort();
      expect(fromSide).toEqual(before.diagnostics.map((d) => `${d.code}@${d.range.start}`).sort());
      expect(toSide).toEqual(after.diagnostics.map((d) => `${d.code}@${d.range.start}`).sort());
      expect([c.from.refusal, c.to.refusal]).toEqual([before.refusal, after.refusal]);
    }), { numRuns: RUNS });
  });
});
