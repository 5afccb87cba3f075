import { describe, expect, it } from 'vitest';
import { DRAFTS_HINT_KEY, mayHaveDrafts, noteDrafts } from './drafts-hint.ts';
import { fakeStorage as storage } from './fake-storage.ts';
import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY } from './legacy-keys.ts';

describe('the drafts hint', () => {
  it('says "no drafts" only when nothing notes drafts and no old-format draft is there', () => {
    expect(mayHaveDrafts(() => storage())).toBe(false);
    expect(mayHaveDrafts(() => storage({ [DRAFTS_HINT_KEY]: '1' }))).toBe(true);
    expect(mayHaveDrafts(() => storage({ [LEGACY_DRAFT_KEY]: '{}' }))).toBe(true);
    expect(mayHaveDrafts(() => storage({ [LEGACY_RECENT_KEY]: '{}' }))).toBe(true);
  });

  it('cannot tell without storage, or when storage throws: the page reads, and the read reports', () => {
    expect(mayHaveDrafts(() => null)).toBe(true);
    expect(mayHaveDrafts(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    })).toBe(true);
    const refusing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    expect(mayHaveDrafts(() => refusing)).toBe(true);
  });

  it('noteDrafts makes the next visit read; a storage that refuses the note is no error', () => {
    const s = storage();
    noteDrafts(() => s);
    expect(mayHaveDrafts(() => s)).toBe(true);
    // A full storage: not noted, and nothing thrown at the page (the next first render shows the
    // default example, then the drafts session the draft).
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    noteDrafts(() => full);
    expect(mayHaveDrafts(() => full)).toBe(false);
  });
});
