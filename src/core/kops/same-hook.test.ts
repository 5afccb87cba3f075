import { describe, expect, it } from 'vitest';
import { sameHook } from './same-hook.ts';

describe('sameHook', () => {
  const at = { document: 1, list: 'cluster' as const, index: 2 };
  it('is true for the same document, list and index, whatever else the objects carry', () => {
    expect(sameHook(at, { ...at, name: 'other' } as typeof at)).toBe(true);
  });
  it('is false when any of the three differs', () => {
    expect(sameHook(at, { ...at, document: 0 })).toBe(false);
    expect(sameHook(at, { ...at, list: 'instanceGroup' })).toBe(false);
    expect(sameHook(at, { ...at, index: 3 })).toBe(false);
  });
});
