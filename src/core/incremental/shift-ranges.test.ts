import { describe, expect, it } from 'vitest';
import { equalShifted, shifted } from './shift-ranges.ts';

describe('equalShifted and shifted', () => {
  it('compares ranges moved by the shift and everything else exactly', () => {
    const a = { range: { start: 15, end: 20 }, value: 'x', lines: [{ start: 16, end: 17 }] };
    const b = { range: { start: 5, end: 10 }, value: 'x', lines: [{ start: 6, end: 7 }] };
    expect(equalShifted(a, b, 10)).toBe(true);
    expect(equalShifted(a, b, 9)).toBe(false);
    expect(equalShifted({ ...a, value: 'y' }, b, 10)).toBe(false);
    expect(equalShifted({ ...a, lines: [] }, b, 10)).toBe(false);
    expect(equalShifted({ ...a, extra: undefined }, b, 10)).toBe(false);
    expect(shifted(b, 10)).toEqual(a);
  });

  it('moves only plain { start, end } pairs: an edit with text is not a range', () => {
    const edit = { start: 1, end: 2, text: 'x' };
    expect(shifted(edit, 5)).toEqual(edit);
    expect(equalShifted(edit, edit, 3)).toBe(true);
  });
});
