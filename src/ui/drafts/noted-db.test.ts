import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftDb } from './draft-db.ts';
import type { DraftRecord } from './draft-record.ts';
import { fakeStorage } from './fake-storage.ts';
import { readLatestDraft } from './latest-draft.ts';
import { notedDb } from './noted-db.ts';

const draft = (id: string, savedAt: number, text = `hooks:\n- name: ${id}.service\n`): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: 1, savedAt, rev: 0 });
const own = (text: string) => text !== 'EXAMPLE';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('notedDb', () => {
  it('copies what storage accepted (with its stored revision), not what it refused', async () => {
    const s = fakeStorage();
    const db = notedDb(draftDb(), own, () => s);
    expect((await db.write(draft('a', 10), 0)).status).toBe('ok');
    expect(readLatestDraft(s)).toEqual({ ...draft('a', 10), rev: 1 });
    // A write from a stale revision is a conflict: nothing is written, the copy stays.
    expect((await db.write(draft('a', 20, 'hooks: []\n'), 0)).status).toBe('conflict');
    expect(readLatestDraft(s)?.text).toBe(draft('a', 10).text);
  });

  it('copies an import only when it is the latest, and forgets a copy whose draft is removed', async () => {
    const s = fakeStorage();
    const db = notedDb(draftDb(), own, () => s);
    await db.write(draft('a', 10), 0);
    const added = await db.addAbsent([draft('old', 5), draft('a', 99), draft('new', 50)]);
    // 'a' exists already: not added, so its older text is not copied either.
    expect(added.added).toEqual(['old', 'new']);
    expect(readLatestDraft(s)?.id).toBe('new');
    await db.remove(['old']);
    expect(readLatestDraft(s)?.id).toBe('new');
    await db.remove(['new']);
    expect(readLatestDraft(s)).toBeNull();
    // The database is unchanged by the copy's bookkeeping.
    expect((await db.all()).drafts.map((d) => d.id)).toEqual(['a']);
  });
});
