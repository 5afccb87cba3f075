import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { promisifyRequest } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftDb, DRAFT_DB_NAME, DRAFT_STORE_NAME, openStore } from './draft-db.ts';
import type { DraftRecord } from './draft-record.ts';
import { readLatestDraft } from './local-notes.ts';
import { fakeStorage } from '../testing/fake-storage.ts';

const record = (id: string, text: string, rev = 0, savedAt = 1): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.0', runtime: 'auto', createdAt: savedAt, savedAt, rev });

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('draftDb', () => {
  it('creates a draft at revision 1 and reads it back', async () => {
    const db = draftDb();
    expect(await db.write(record('a', 'hooks: []'), 0)).toEqual({ status: 'ok', record: record('a', 'hooks: []', 1) });
    expect(await db.all()).toEqual({ drafts: [record('a', 'hooks: []', 1)], corrupt: 0, status: 'ok' });
  });

  it('writes over the revision the writer saw, and refuses a stale one with the stored draft', async () => {
    const db = draftDb();
    await db.write(record('a', 'v1'), 0);
    expect(await db.write(record('a', 'tab one', 1, 2), 1)).toMatchObject({ status: 'ok', record: { text: 'tab one', rev: 2, createdAt: 1, savedAt: 2 } });
    // Tab two also started from revision 1: its write would lose tab one's text.
    expect(await db.write(record('a', 'tab two', 1, 3), 1)).toEqual({ status: 'conflict', record: { ...record('a', 'tab one', 2, 2), createdAt: 1 } });
    expect((await db.all()).drafts.map((d) => d.text)).toEqual(['tab one']);
  });

  it('takes a stale write with the same content as the stored draft (nothing to lose)', async () => {
    const db = draftDb();
    await db.write(record('a', 'same'), 0);
    await db.write(record('a', 'same', 1, 5), 1);
    expect(await db.write(record('a', 'same', 1, 9), 1)).toMatchObject({ status: 'ok', record: { rev: 2, savedAt: 5 } });
  });

  it('treats a new draft whose id is taken by another text as a conflict', async () => {
    const db = draftDb();
    await db.write(record('a', 'first'), 0);
    expect((await db.write(record('a', 'second'), 0)).status).toBe('conflict');
  });

  it('writes again a draft removed in another tab (the writing tab still shows it)', async () => {
    const db = draftDb();
    await db.write(record('a', 'shown'), 0);
    await db.remove(['a']);
    expect(await db.write(record('a', 'shown, edited', 1), 1)).toMatchObject({ status: 'ok', record: { rev: 2 } });
  });

  it('deletes the drafts it is asked to, and only those', async () => {
    const db = draftDb();
    await db.write(record('a', 'x'), 0);
    await db.write(record('b', 'y'), 0);
    expect(await db.remove(['a', 'missing'])).toBe('ok');
    expect((await db.all()).drafts.map((d) => d.id)).toEqual(['b']);
  });

  it('adds only the records whose id is free', async () => {
    const db = draftDb();
    await db.write(record('a', 'mine'), 0);
    expect(await db.addAbsent([record('a', 'theirs', 1), record('b', 'new', 1)])).toEqual({ added: ['b'], status: 'ok' });
    expect((await db.all()).drafts.map((d) => d.text).sort()).toEqual(['mine', 'new']);
  });

  it('counts records it cannot read as corrupt and leaves them in place', async () => {
    const store = openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME);
    await store('readwrite', (os) => {
      os.put({ v: 1, id: 'x', text: 42 }, 'x');
      os.put({ v: 2, id: 'y', body: {} }, 'y');
      os.put(record('z', 'fine', 1), 'z');
      return new Promise((resolve) => (os.transaction.oncomplete = resolve));
    });
    const db = draftDb(store);
    expect(await db.all()).toEqual({ drafts: [record('z', 'fine', 1)], corrupt: 2, status: 'ok' });
    await db.write(record('w', 'new'), 0);
    expect((await db.all()).corrupt).toBe(2);
  });

  it('never writes over, nor deletes, a record of a newer format (v: 99) or a damaged one: it says so and keeps it', async () => {
    const store = openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME);
    const newer = { v: 99, id: 'a', blocks: [{ text: 'written by a newer build' }], rev: 7 };
    await store('readwrite', (os) => {
      os.put(newer, 'a');
      os.put({ v: 1, id: 'b', text: 42 }, 'b');
      return new Promise((resolve) => (os.transaction.oncomplete = resolve));
    });
    const db = draftDb(store);
    // The old tab's revision, none at all, and the newer record's own: each is refused.
    for (const rev of [1, 0, 7]) expect(await db.write(record('a', 'old tab', rev), rev)).toEqual({ status: 'conflict', record: null });
    expect(await db.write(record('b', 'old tab'), 0)).toEqual({ status: 'conflict', record: null });
    expect(await db.remove(['a', 'b'])).toBe('ok');
    const kept = await store('readonly', (os) => Promise.all([promisifyRequest(os.get('a')), promisifyRequest(os.get('b'))]));
    expect(kept).toEqual([newer, { v: 1, id: 'b', text: 42 }]);
  });

  it('adds its store to a database that exists without it', async () => {
    await new Promise<void>((resolve) => {
      const r = indexedDB.open(DRAFT_DB_NAME, 3);
      r.onsuccess = () => {
        r.result.close();
        resolve();
      };
    });
    const db = draftDb();
    expect((await db.write(record('a', 'x'), 0)).status).toBe('ok');
    expect((await db.all()).drafts).toHaveLength(1);
  });

  it('reports unavailable, never throws, when IndexedDB is refused', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const db = draftDb();
    expect(await db.all()).toEqual({ drafts: [], corrupt: 0, status: 'unavailable' });
    expect(await db.write(record('a', 'x'), 0)).toEqual({ status: 'unavailable' });
    expect(await db.addAbsent([record('a', 'x')])).toEqual({ added: [], status: 'unavailable' });
    expect(await db.remove(['a'])).toBe('unavailable');
  });

  it('reports full on a quota error', async () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const db = draftDb(() => Promise.reject(quota));
    expect(await db.write(record('a', 'x'), 0)).toEqual({ status: 'full' });
  });
});

const noted = (id: string, savedAt: number, text = `hooks:\n- name: ${id}.service\n`): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: 1, savedAt, rev: 0 });

describe('draftDb keeps the latest-draft copy', () => {
  it('copies what storage accepted (with its stored revision), not what it refused', async () => {
    const s = fakeStorage();
    const db = draftDb(undefined, () => s);
    expect((await db.write(noted('a', 10), 0)).status).toBe('ok');
    expect(readLatestDraft(s)).toEqual({ ...noted('a', 10), rev: 1 });
    // A write from a stale revision is a conflict: nothing is written, the copy stays.
    expect((await db.write(noted('a', 20, 'hooks: []\n'), 0)).status).toBe('conflict');
    expect(readLatestDraft(s)?.text).toBe(noted('a', 10).text);
  });

  it('copies an import only when it is the latest, and forgets a copy whose draft is removed', async () => {
    const s = fakeStorage();
    const db = draftDb(undefined, () => s);
    await db.write(noted('a', 10), 0);
    const added = await db.addAbsent([noted('old', 5), noted('a', 99), noted('new', 50)]);
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
