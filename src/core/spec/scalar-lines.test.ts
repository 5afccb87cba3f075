import { describe, expect, it } from 'vitest';
import { scalarLines } from './scalar-lines.ts';

/** Each line's YAML text, for the scalar that starts at `scalar` in `text` and ends at the text's end. */
function texts(text: string, scalar: string, value: string): string[] | null {
  const start = text.indexOf(scalar);
  return scalarLines(text, { start, end: text.length }, value)?.map((r) => text.slice(r.start, r.end)) ?? null;
}

describe('scalarLines', () => {
  it('reads hex and unicode escapes that are line breaks, and joins lines at an escaped break', () => {
    expect(texts('k: "a\\x0Ab\\u000ac"', '"', 'a\nb\nc')).toEqual(['a', 'b', 'c']);
    expect(texts('k: "a \\\n   b\\tc"', '"', 'a b\tc')).toEqual(['a \\\n   b\\tc']);
  });

  it('counts a `>` block\'s indentation indicator from its parent\'s indentation', () => {
    expect(texts('  - k: >2\n       x\n      y\n', '>', ' x\ny\n')).toEqual([' x', 'y', '']);
  });

  it('gives null when its folding does not give the parser\'s value, and for `|` blocks (the parser maps them exactly)', () => {
    expect(texts('k: "a\\nb"', '"', 'a\nc')).toBeNull();
    expect(texts('k: |\n  a\n', '|', 'a\n')).toBeNull();
  });
});
