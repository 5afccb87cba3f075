import { describe, expect, it } from 'vitest';
import { DCL_TO_UNITS_LIMIT_MS, overLimit, type FirstViewRow, type Visit } from '../bench/first-view-bench.ts';
import { summarise } from '../bench/harness.ts';

/** A row whose DOMContentLoaded → units samples are `gaps`. */
const row = (visit: Visit, gaps: number[]): FirstViewRow => ({
  visit, navigationToUnits: summarise(gaps.map((g) => g + 300)), dclToUnits: summarise(gaps), dclToRender: summarise(gaps), render: summarise(gaps),
});

describe('overLimit (npm run bench exits 1 on these: issue 35)', () => {
  it('is the limit of issue 35: 50 ms', () => {
    expect(DCL_TO_UNITS_LIMIT_MS).toBe(50);
  });

  it('lists the kinds of visit whose median DOMContentLoaded → units is over 50 ms, not those at it or under', () => {
    const rows = [row('first', [-1, 0, 0]), row('returning', [40, 50, 400]), row('permalink', [20, 51, 60])];
    expect(overLimit(rows).map((r) => r.visit)).toEqual(['permalink']);
    expect(overLimit([row('first', [0]), row('returning', [-12]), row('permalink', [-3])])).toEqual([]);
  });
});
