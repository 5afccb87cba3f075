import { describe, expect, it } from 'vitest';
import { LINT_PAUSE_MS, lintDelay } from './lint-pause.ts';

describe('lintDelay', () => {
  it('lints a single edit at once', () => {
    expect(lintDelay(1_000, -Infinity)).toBe(0);
    expect(lintDelay(1_000, 1_000 - LINT_PAUSE_MS)).toBe(0);
    expect(lintDelay(5_000, 1_000)).toBe(0);
  });

  it('waits for the pause while edits come faster than it', () => {
    expect(LINT_PAUSE_MS).toBe(150);
    expect(lintDelay(1_000, 1_000)).toBe(150);
    expect(lintDelay(1_149, 1_000)).toBe(150);
    expect(lintDelay(1_030, 1_000)).toBe(150);
  });
});
