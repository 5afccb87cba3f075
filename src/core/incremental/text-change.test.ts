import { describe, expect, it } from 'vitest';
import { applyEdit, coveringEdit, diffTexts, fitsText } from './text-change.ts';

describe('text edits', () => {
  it.each([
    ['abc', 'abXc', { start: 2, end: 2, text: 'X' }],
    ['abc', 'ac', { start: 1, end: 2, text: '' }],
    ['aa', 'aaa', { start: 2, end: 2, text: 'a' }],
    ['hooks:\n- a\n', 'hooks:\n- b\n', { start: 9, end: 10, text: 'b' }],
    ['same', 'same', { start: 4, end: 4, text: '' }],
    ['', 'new', { start: 0, end: 0, text: 'new' }],
  ])('diffTexts(%j, %j) is the smallest edit between them', (before, after, edit) => {
    expect(diffTexts(before, after)).toEqual(edit);
    expect(applyEdit(before, edit)).toBe(after);
  });

  it('coveringEdit makes the change of several edits as one', () => {
    const text = 'a: 1\nb: 2\nc: 3\n';
    const edits = [{ start: 13, end: 14, text: '30' }, { start: 3, end: 4, text: '10' }];
    const one = coveringEdit(text, edits);
    expect(one).toEqual({ start: 3, end: 14, text: '10\nb: 2\nc: 30' });
    expect(applyEdit(text, one)).toBe('a: 10\nb: 2\nc: 30\n');
    expect(coveringEdit(text, [])).toEqual({ start: text.length, end: text.length, text: '' });
  });

  it('fitsText refuses an edit outside the text', () => {
    expect(fitsText('abc', { start: 0, end: 3, text: '' })).toBe(true);
    expect(fitsText('abc', { start: 2, end: 4, text: '' })).toBe(false);
    expect(fitsText('abc', { start: 2, end: 1, text: '' })).toBe(false);
    expect(fitsText('abc', { start: 0.5, end: 1, text: '' })).toBe(false);
  });
});
