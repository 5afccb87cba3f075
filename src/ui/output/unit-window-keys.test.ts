import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/index.ts';
import { keyTarget, nextUnit, pageStart } from './unit-window-keys.ts';

const tasks = ['a.service', 'b.service', 'ab.service', 'c.service'].map((unit) => ({ unit }) as Task);

describe('unit window keys', () => {
  it('puts an index on the page of 100 that holds it', () => {
    expect([0, 99, 100, 4288].map(pageStart)).toEqual([0, 0, 100, 4200]);
  });

  it('moves as the ARIA tabs pattern says, wrapping on arrows, a page on Page Up/Down', () => {
    const moves = ['ArrowRight', 'ArrowLeft', 'Home', 'End', 'PageDown', 'PageUp', 'a'].map((key) => [key, keyTarget(key, 4288, 4289), keyTarget(key, 0, 4289)]);
    expect(moves).toEqual([
      ['ArrowRight', 0, 1], ['ArrowLeft', 4287, 4288], ['Home', 0, 0], ['End', 4288, 4288],
      ['PageDown', 4288, 100], ['PageUp', 4188, 0], ['a', null, null],
    ]);
  });

  it('finds the next matching unit after the current one, wrapping, itself last', () => {
    const starts = (p: string) => (u: string) => u.startsWith(p);
    expect(nextUnit(tasks, 0, starts('a'))).toBe(2);
    expect(nextUnit(tasks, 2, starts('a'))).toBe(0);
    expect(nextUnit(tasks, 2, starts('ab'), 0)).toBe(2);
    expect(nextUnit(tasks, 3, starts('c'))).toBe(3);
    expect(nextUnit(tasks, 1, starts('z'))).toBe(-1);
  });
});
