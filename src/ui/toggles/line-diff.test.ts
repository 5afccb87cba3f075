import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';

/** The length of a longest common subsequence, by the textbook table: the reference for minimality. */
function lcsLength(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

describe('lineDiff (jsdiff)', () => {
  it('keeps common lines and marks removed and added ones', () => {
    expect(lineDiff('[Unit]\nDescription=Kops Hook x\n[Service]\nA=1\n', '[Unit]\nA=1\n')).toEqual([
      { kind: 'same', text: '[Unit]' },
      { kind: 'removed', text: 'Description=Kops Hook x' },
      { kind: 'removed', text: '[Service]' },
      { kind: 'same', text: 'A=1' },
      { kind: 'same', text: '' },
    ]);
  });

  it('puts a changed line as removed, then added', () => {
    expect(lineDiff('a\n-e K=V\nc', 'a\n--env K=V\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: '-e K=V' },
      { kind: 'added', text: '--env K=V' },
      { kind: 'same', text: 'c' },
    ]);
  });

  it('gives only same lines for equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([{ kind: 'same', text: 'a' }, { kind: 'same', text: 'b' }]);
  });

  it('shows a final newline as a last empty line', () => {
    expect(lineDiff('a', 'a\n')).toEqual([{ kind: 'same', text: 'a' }, { kind: 'added', text: '' }]);
  });

  it('handles an empty side', () => {
    expect(lineDiff('', 'x')).toEqual([{ kind: 'removed', text: '' }, { kind: 'added', text: 'x' }]);
  });

  it('rebuilds both sides and keeps a longest common subsequence (1,000 runs)', () => {
    const lines = fc.array(fc.constantFrom('[Unit]', '[Service]', 'A=1', 'B=2', ''), { maxLength: 12 });
    fc.assert(fc.property(lines, lines, (a, b) => {
      const diff = lineDiff(a.join('\n'), b.join('\n'));
      expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text).join('\n')).toBe(a.join('\n'));
      expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text).join('\n')).toBe(b.join('\n'));
      expect(diff.filter((l) => l.kind === 'same').length).toBe(lcsLength(a.join('\n').split('\n'), b.join('\n').split('\n')));
    }), { numRuns: 1000 });
  });
});
