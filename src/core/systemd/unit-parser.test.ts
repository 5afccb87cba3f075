import { describe, expect, it } from 'vitest';
import { effectiveEntries, lastValue, unitParser } from './unit-parser.ts';

describe('unitParser', () => {
  it('reads sections and entries with 0-based lines, skipping comments and blanks', () => {
    const u = unitParser('# c\n[Unit]\nDescription = x y \n; c\n\n[Service]\nExecStart=/bin/true\n');
    expect(u.sections.map((s) => [s.name, s.line])).toEqual([['Unit', 1], ['Service', 5]]);
    expect(u.entries.map((e) => [e.section, e.key, e.value, e.line])).toEqual([['Unit', 'Description', 'x y', 2], ['Service', 'ExecStart', '/bin/true', 6]]);
    expect(u.problems).toEqual([]);
  });

  it('joins backslash continuations with a space, keeping the next line raw and skipping comment lines', () => {
    const u = unitParser('[Service]\nExecStart=/bin/sh -c \\\n  "echo a" \\\n# skipped\n  b\nType=oneshot');
    expect(u.entries.map((e) => [e.key, e.value, e.line, e.endLine])).toEqual([
      ['ExecStart', '/bin/sh -c    "echo a"    b', 1, 4],
      ['Type', 'oneshot', 5, 5],
    ]);
  });

  it('does not continue a line whose backslash is followed by blanks, or escaped', () => {
    const u = unitParser('[Service]\nA=x \\ \nB=y \\\\\nC=z');
    expect(u.entries.map((e) => [e.key, e.value])).toEqual([['A', 'x \\'], ['B', 'y \\\\'], ['C', 'z']]);
  });

  it('reports lines outside a section, lines without = or key, and bad headers', () => {
    const u = unitParser('A=1\n[Service\nB\n=2\n[Service]\nC=3');
    expect(u.problems).toEqual([
      { kind: 'outside-section', line: 0, text: 'A=1' },
      { kind: 'bad-header', line: 1, text: '[Service' },
      { kind: 'missing-equals', line: 2, text: 'B' },
      { kind: 'missing-key', line: 3, text: '=2' },
    ]);
    expect(u.entries.map((e) => [e.section, e.key])).toEqual([[null, 'A'], ['Service', 'C']]);
  });

  it('treats an empty assignment as a list reset, and the last value as the one that counts', () => {
    const u = unitParser('[Service]\nExecStart=/a\nExecStart=\nExecStart=/b\nType=simple\nType=oneshot\n');
    expect(effectiveEntries(u, 'Service', 'ExecStart').map((e) => e.value)).toEqual(['/b']);
    expect(lastValue(u, 'Service', 'Type')).toBe('oneshot');
  });

  it('keeps an inline # as part of the value and strips \\r', () => {
    const u = unitParser('[Service]\r\nType=oneshot # once\r\n');
    expect(u.entries.map((e) => e.value)).toEqual(['oneshot # once']);
  });

  it('is total: the empty text has nothing', () => {
    expect(unitParser('')).toEqual({ sections: [], entries: [], problems: [] });
  });
});
