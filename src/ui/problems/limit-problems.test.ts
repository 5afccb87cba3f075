import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../core/index.ts';
import { limitProblems, problemKeys } from './limit-problems.ts';

const diag = (code: string, severity: Severity, start: number): Diagnostic => ({ code, severity, message: code, range: { start, end: start } });

describe('limitProblems', () => {
  const groups = [
    { title: 'A', diagnostics: [diag('n1', 'info', 1), diag('w1', 'warning', 2), diag('n2', 'info', 3)] },
    { title: 'B', diagnostics: [diag('n3', 'info', 10), diag('e1', 'error', 11)] },
    { title: 'C', diagnostics: [diag('n4', 'info', 20)] },
  ];
  const codes = (gs: ReturnType<typeof limitProblems>) => gs.map((g) => `${g.title}: ${g.diagnostics.map((d) => d.code).join(' ')}`);

  it('keeps everything under the limit', () => {
    expect(codes(limitProblems(groups, 6))).toEqual(['A: n1 w1 n2', 'B: n3 e1', 'C: n4']);
  });

  it('keeps errors, then warnings, then the first notes, shown in text order; empty groups go', () => {
    expect(codes(limitProblems(groups, 2))).toEqual(['A: w1', 'B: e1']);
    expect(codes(limitProblems(groups, 4))).toEqual(['A: n1 w1 n2', 'B: e1']);
  });
});

describe('problemKeys', () => {
  it('numbers each code on its own, so keys do not depend on offsets', () => {
    expect(problemKeys([diag('a', 'info', 5), diag('b', 'info', 9), diag('a', 'info', 12)])).toEqual(['a:0', 'b:0', 'a:1']);
    expect(problemKeys([diag('a', 'info', 6), diag('b', 'info', 10), diag('a', 'info', 13)])).toEqual(['a:0', 'b:0', 'a:1']);
  });
});
