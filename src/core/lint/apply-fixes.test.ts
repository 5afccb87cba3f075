import { describe, expect, it } from 'vitest';
import { applyFixes } from './apply-fixes.ts';

describe('applyFixes', () => {
  it('applies non-overlapping fixes from the end, so offsets stay valid', () => {
    const text = 'name: a\nbefore: b\n';
    expect(applyFixes(text, [
      { title: 'x', edits: [{ start: 6, end: 7, text: 'aa.service' }] },
      { title: 'y', edits: [{ start: 16, end: 17, text: 'b.service' }, { start: 0, end: 0, text: '# top\n' }] },
    ])).toBe('# top\nname: aa.service\nbefore: b.service\n');
  });

  it('leaves out a whole fix when one of its edits overlaps an earlier fix', () => {
    expect(applyFixes('abcdef', [
      { title: '1', edits: [{ start: 1, end: 3, text: 'X' }] },
      { title: '2', edits: [{ start: 5, end: 6, text: 'Y' }, { start: 2, end: 4, text: 'Z' }] },
    ])).toBe('aXdef');
  });

  it('takes only the first of two insertions at the same offset', () => {
    expect(applyFixes('ab', [
      { title: '1', edits: [{ start: 1, end: 1, text: '1' }] },
      { title: '2', edits: [{ start: 1, end: 1, text: '2' }] },
    ])).toBe('a1b');
  });

  it('keeps an insertion next to a replacement that starts where it is', () => {
    expect(applyFixes('abc', [
      { title: '1', edits: [{ start: 1, end: 2, text: 'B' }] },
      { title: '2', edits: [{ start: 1, end: 1, text: '>' }] },
    ])).toBe('a>Bc');
  });
});
