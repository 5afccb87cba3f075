import { describe, expect, it } from 'vitest';
import { SHARE_VIEWS } from '../../core/share/share-state.ts';
import { OUTPUT_VIEWS } from './output-views.tsx';

describe('OUTPUT_VIEWS', () => {
  it('are the views a permalink can open on (core SHARE_VIEWS), in tab order', () => {
    expect(OUTPUT_VIEWS.map((v) => v.id)).toEqual([...SHARE_VIEWS]);
  });
});
