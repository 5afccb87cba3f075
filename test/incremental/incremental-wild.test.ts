import { it } from 'vitest';
import { describeCorpus, WILD } from '../corpus.ts';
import { sequences, wildText } from './edit-model.ts';
import { assertIncremental, PROPERTY_TIMEOUT_MS, RUNS } from './property-run.ts';

describeCorpus(WILD, 'incremental analysis on the published specs', () => {
  it(`equals a fresh one after every step of ${RUNS} random edit sequences on ../shared/wild`, () => {
    assertIncremental(sequences(wildText()));
  }, PROPERTY_TIMEOUT_MS);
});
