import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';

describe('lineDiff', () => {
  it('keeps common lines and marks removed and added ones', () => {
    expect(lineDiff('[Unit]\nDescription=Kops Hook x\n[Service]\nA=1\n', '[Unit]\nA=1\n')).toEqual([
      { kind: 'same', text: '[Unit]' },
      { kind: 'removed', text: 'Description=Kops Hook x' },
      { kind: 'removed', text: '[Service]' },
      { kind: 'same', text: 'A=1' },
      { kind: 'same', text: '' },
    ]);
  });

  it('gives only same lines for equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
  });

  it('handles an empty side', () => {
    expect(lineDiff('', 'x')).toEqual([{ kind: 'removed', text: '' }, { kind: 'added', text: 'x' }]);
  });
});
