import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.ts';
import { keptFindings, type SpecEntry } from './spec-findings.ts';

// Four lines of 6 characters: line n starts at 6n.
const TEXT = 'line0\nline1\nline2\nline3\n';
const on = (line: number, fixLine?: number): Diagnostic => ({
  code: 'x', severity: 'info', message: `on ${line}`, range: { start: 6 * line + 1, end: 6 * line + 3 },
  ...(fixLine === undefined ? {} : { fixes: [{ title: 'f', edits: [{ start: 6 * fixLine, end: 6 * fixLine + 5, text: '' }] }] }),
});
const entry = (found: Diagnostic[]): SpecEntry => ({ inputs: { a: [1, 2] }, found });

describe('keptFindings', () => {
  it('gives nothing when the inputs differ, or when there is no earlier lint', () => {
    expect(keptFindings(entry([on(0)]), { a: [1, 3] }, TEXT, undefined)).toBeUndefined();
    expect(keptFindings(undefined, { a: [1, 2] }, TEXT, undefined)).toBeUndefined();
  });

  it('keeps the findings as they were for the same text and equal inputs', () => {
    const found = [on(0), on(3)];
    expect(keptFindings(entry(found), { a: [1, 2] }, TEXT, undefined)).toBe(found);
  });

  it('keeps a finding on a line before the change, and moves one on a line after it', () => {
    // Two characters typed in the middle of line 1.
    const kept = keptFindings(entry([on(0), on(3, 2)]), { a: [1, 2] }, TEXT, { start: 9, end: 9, delta: 2 });
    expect(kept).toEqual([on(0), { ...on(3), range: { start: 21, end: 23 }, fixes: [{ title: 'f', edits: [{ start: 14, end: 19, text: '' }] }] }]);
  });

  it('gives nothing when a finding, or an edit of one of its fixes, lies on a line the change touched', () => {
    const change = { start: 9, end: 9, delta: 1 };
    expect(keptFindings(entry([on(1)]), { a: [1, 2] }, TEXT, change)).toBeUndefined();
    expect(keptFindings(entry([on(3, 1)]), { a: [1, 2] }, TEXT, change)).toBeUndefined();
    // A finding on line 0 with a fix on line 3 spans the change.
    expect(keptFindings(entry([on(0, 3)]), { a: [1, 2] }, TEXT, change)).toBeUndefined();
  });

  it('counts text typed at the very start of the next line as touching the line before it', () => {
    expect(keptFindings(entry([on(0)]), { a: [1, 2] }, TEXT, { start: 6, end: 6, delta: 1 })).toBeUndefined();
    expect(keptFindings(entry([on(0)]), { a: [1, 2] }, TEXT, { start: 7, end: 7, delta: 1 })).toEqual([on(0)]);
  });
});
