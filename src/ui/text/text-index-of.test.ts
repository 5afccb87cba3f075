import { describe, expect, it } from 'vitest';
import { TextIndex } from '../../core/text-index.ts';
import { lineOf, textIndexOf } from './text-index-of.ts';

describe('lineOf', () => {
  const texts = ['', 'a', '\n', 'a\nb', 'hooks:\n- name: a\n  manifest: |\n    x\n', '\n\nx\r\ny\n', 'no newline at end'];

  it("gives TextIndex's line for every offset of a text, and offsets past either end", () => {
    for (const text of texts) {
      const index = new TextIndex(text);
      for (let offset = -2; offset <= text.length + 2; offset++) {
        expect([text, offset, lineOf(text, offset)]).toEqual([text, offset, index.lineCol(offset).line]);
      }
    }
  });

  it('gives the same lines when the shared index holds the text', () => {
    const text = 'a\nb\nc\n';
    textIndexOf(text);
    expect([lineOf(text, 0), lineOf(text, 2), lineOf(text, 4), lineOf(text, 6)]).toEqual([1, 2, 3, 4]);
  });

  it('counts the line breaks before the offset only: one at the offset itself is on its line', () => {
    expect(lineOf('ab\ncd', 2)).toBe(1);
    expect(lineOf('ab\ncd', 3)).toBe(2);
  });
});
