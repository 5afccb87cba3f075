import { it } from 'vitest';
import { otherText, sequences } from './edit-model.ts';
import { assertIncremental, PROPERTY_TIMEOUT_MS, RUNS } from './property-run.ts';

it(`incremental analysis equals a fresh one after every step of ${RUNS} random edit sequences on generated specs and special shapes`, () => {
  assertIncremental(sequences(otherText));
}, PROPERTY_TIMEOUT_MS);
