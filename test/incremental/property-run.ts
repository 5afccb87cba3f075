import fc from 'fast-check';
import { runSequence, type Sequence } from './edit-model.ts';

/** INCREMENTAL_RUNS=20000 runs more of each; INCREMENTAL_SEED=n replays a run fast-check reported. */
export const RUNS = Number(process.env['INCREMENTAL_RUNS'] ?? 1000);
const SEED = process.env['INCREMENTAL_SEED'];

/** A hang guard, not a speed limit: a loaded machine may take minutes. */
export const PROPERTY_TIMEOUT_MS = 600_000;

/** Asserts the property over `arbitrary`: every step equals a fresh analysis. */
export function assertIncremental(arbitrary: fc.Arbitrary<Sequence>): void {
  fc.assert(
    fc.property(arbitrary, (s) => {
      const { seed, mismatch } = runSequence(s);
      if (mismatch) {
        // The shrunk case, ready to paste into test/incremental/seeds.json.
        throw new Error(`step ${mismatch.step} (${mismatch.what}) differs from a fresh analysis. Seed case:\n${JSON.stringify({ ...seed, name: `${seed.name}: found by the property test` })}`);
      }
    }),
    { numRuns: RUNS, ...(SEED ? { seed: Number(SEED) } : {}) },
  );
}
