import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type SeedCase } from './edit-model.ts';

/**
 * Every edit sequence the property tests ever found to differ from a fresh analysis (seeds.json),
 * replayed step by step: the plan after each edit, and the lint where the case asks for it.
 * A new failure's message prints its case; add it here with a name that says what it taught.
 */
const SEEDS = JSON.parse(readFileSync(new URL('./seeds.json', import.meta.url), 'utf8')) as SeedCase[];

describe('incremental analysis, replaying the seed corpus', () => {
  it('has cases', () => {
    expect(SEEDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(SEEDS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const mismatch = replay(c);
    expect(mismatch && { step: mismatch.step, what: mismatch.what }).toBeNull();
    if (mismatch) expect(mismatch.incremental).toStrictEqual(mismatch.fresh);
  });
});
