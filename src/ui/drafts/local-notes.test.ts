import { describe, expect, it } from 'vitest';
import type { DraftRecord } from './draft-record.ts';
import { fakeStorage } from '../testing/fake-storage.ts';
import { DRAFTS_HINT_KEY, LATEST_DRAFT_KEY, LATEST_DRAFT_MAX_CHARS, LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY, mayHaveDrafts, noteDrafts, noteRemovedDrafts, noteStoredDraft, readLatestDraft } from './local-notes.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';
import { isOwnWork } from './own-work.ts';

const storage = fakeStorage;

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

const draft = (id: string, savedAt: number, text = `hooks:\n- name: ${id}.service\n`): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: 1, savedAt, rev: 1 });
/** Own work: anything but the example's text. */
const latestId = (s: Storage) => readLatestDraft(s)?.id ?? null;

describe('the copy of the latest draft', () => {
  it('follows the most recently saved own-work draft, whichever tab saves it', () => {
    const s = fakeStorage();
    noteStoredDraft(draft('a', 10), isOwnWork, s);
    expect(readLatestDraft(s)).toEqual(draft('a', 10));
    noteStoredDraft(draft('b', 20), isOwnWork, s);
    expect(latestId(s)).toBe('b');
    // An import of a draft last saved earlier does not make it the one to reopen.
    noteStoredDraft(draft('c', 15), isOwnWork, s);
    expect(latestId(s)).toBe('b');
    // The copied draft's next revision is copied, whatever its time says.
    noteStoredDraft({ ...draft('b', 5, 'hooks: []\n'), rev: 2 }, isOwnWork, s);
    expect(readLatestDraft(s)?.text).toBe('hooks: []\n');
  });

  it('is removed, never left wrong: the copied draft undone to an example, removed, or too large to copy', () => {
    const s = fakeStorage();
    noteStoredDraft(draft('a', 10), isOwnWork, s);
    // Another draft that is not own work changes nothing.
    noteStoredDraft(draft('x', 30, NEW_SPEC_TEXT), isOwnWork, s);
    expect(latestId(s)).toBe('a');
    noteStoredDraft(draft('a', 40, NEW_SPEC_TEXT), isOwnWork, s);
    expect(s.getItem(LATEST_DRAFT_KEY)).toBeNull();

    noteStoredDraft(draft('a', 50), isOwnWork, s);
    noteRemovedDrafts(['z'], s);
    expect(latestId(s)).toBe('a');
    noteRemovedDrafts(['z', 'a'], s);
    expect(s.getItem(LATEST_DRAFT_KEY)).toBeNull();

    noteStoredDraft(draft('a', 60), isOwnWork, s);
    noteStoredDraft(draft('big', 70, 'x'.repeat(LATEST_DRAFT_MAX_CHARS + 1)), isOwnWork, s);
    expect(s.getItem(LATEST_DRAFT_KEY)).toBeNull();
    noteStoredDraft(draft('edge', 80, 'x'.repeat(LATEST_DRAFT_MAX_CHARS)), isOwnWork, s);
    expect(latestId(s)).toBe('edge');
  });

  it('is removed when storage refuses the new copy (quota), and reads as none when damaged', () => {
    const s = fakeStorage();
    noteStoredDraft(draft('a', 10), isOwnWork, s);
    const full: Storage = { ...s, getItem: (k) => s.getItem(k), removeItem: (k) => s.removeItem(k), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    noteStoredDraft(draft('b', 20), isOwnWork, full);
    expect(s.getItem(LATEST_DRAFT_KEY)).toBeNull();
    s.setItem(LATEST_DRAFT_KEY, '{"v":1,"id":"a"');
    expect(readLatestDraft(s)).toBeNull();
    s.setItem(LATEST_DRAFT_KEY, JSON.stringify({ ...draft('a', 1), v: 2 }));
    expect(readLatestDraft(s)).toBeNull();
    expect(readLatestDraft(null)).toBeNull();
  });
});
