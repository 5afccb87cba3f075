import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftSize, firstLine, isDraftRecord, listable, type DraftRecord } from './draft-record.ts';

const d = (id: string, text: string, savedAt: number, importedAt?: number): DraftRecord => ({
  v: 1, id, text, kopsVersion: '1.36.0', runtime: 'auto', createdAt: savedAt, savedAt, rev: 1, ...(importedAt === undefined ? {} : { importedAt }),
});
const NOW = 100 * DRAFT_MAX_AGE_MS;
const own = (t: string): boolean => t !== '';

describe('draft records', () => {
  it('lists other drafts edited in the last 30 days (or brought back since), newest first, one per text', () => {
    const drafts = [
      d('current', 'on screen', NOW),
      d('a', 'a', NOW - 10),
      d('b', 'b', NOW - 5),
      d('a-again', 'a', NOW - 20),
      d('old', 'old', NOW - DRAFT_MAX_AGE_MS - 1),
      d('old-imported', 'imported', NOW - 2 * DRAFT_MAX_AGE_MS, NOW - 1),
      d('empty', '', NOW),
    ];
    expect(listable(drafts, 'current', NOW, own).map((x) => x.id)).toEqual(['b', 'a', 'old-imported']);
  });

  it('accepts version-1 records only', () => {
    expect(isDraftRecord(d('a', 'x', 1))).toBe(true);
    expect(isDraftRecord({ ...d('a', 'x', 1), v: 2 })).toBe(false);
    expect(isDraftRecord({ ...d('a', 'x', 1), text: 42 })).toBe(false);
    expect(isDraftRecord({ ...d('a', 'x', 1), id: '' })).toBe(false);
    expect(isDraftRecord({ ...d('a', 'x', 1), rev: 1.5 })).toBe(false);
    expect(isDraftRecord(null)).toBe(false);
  });

  it.each([
    ['', '0 B'], ['é', '2 B'], ['x'.repeat(1023), '1023 B'], ['x'.repeat(1536), '1.5 KB'], ['x'.repeat(3 * 1024 * 1024), '3.0 MB'],
  ])('gives the UTF-8 size of %#', (text, size) => {
    expect(draftSize(text)).toBe(size);
  });

  it('gives the first line with something on it, shortened', () => {
    expect(firstLine('\n  \n  hooks:\n- a')).toBe('hooks:');
    expect(firstLine(`# ${'x'.repeat(80)}`)).toBe(`# ${'x'.repeat(57)}…`);
    expect(firstLine('')).toBe('');
  });
});
