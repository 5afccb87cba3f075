import { describe, expect, it } from 'vitest';
import { MAX_SCAN_DEPTH, scanNesting, scanNestingFrom, type NestingCheckpoint } from './nesting-scan.ts';

describe('scanNesting checkpoints', () => {
  const text = Array.from({ length: 300 }, (_, i) => `${' '.repeat(i % 7)}- [a, {b: ${i}}\n`).join('');

  it('records the state every 64 lines, and a scan resumed from one ends as the whole scan does', () => {
    const checkpoints: NestingCheckpoint[] = [];
    expect(scanNesting(text, checkpoints)).toBeUndefined();
    expect(checkpoints.map((c) => text.lastIndexOf('\n', c.at - 1) + 1 === c.at)).toEqual([true, true, true, true]);
    const deeper = text + '['.repeat(MAX_SCAN_DEPTH);
    const whole = scanNesting(deeper);
    expect(whole?.code).toBe('nesting-too-deep');
    expect(scanNestingFrom(deeper, checkpoints[2] as NestingCheckpoint)).toEqual(whole);
  });

  it('stops where asked, at a line start', () => {
    const seen: number[] = [];
    const result = scanNestingFrom(text, { at: 0, flow: 0, indents: [] }, undefined, (at) => {
      seen.push(at);
      return seen.length === 3;
    });
    expect(result).toBe('stopped');
    expect(seen).toEqual([0, text.indexOf('\n') + 1, text.indexOf('\n', text.indexOf('\n') + 1) + 1]);
  });
});
