import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';
import { promisifyRequest } from 'idb-keyval';
import { draftDb, DRAFT_DB_NAME, DRAFT_STORE_NAME, type DraftDb } from './draft-db.ts';
import { draftWriter, type Slot, type WriterEvents } from './draft-writer.ts';
import { openStore } from './draft-db.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';

const content = (text: string) => ({ text, kopsVersion: '1.36.0', runtime: 'auto' });

/** A writer with a deterministic clock and ids (`<tab>-1`, `<tab>-2`, …), recording its events. */
function tab(db: DraftDb, name: string) {
  let n = 0;
  let t = 0;
  const log: string[] = [];
  const identities: Slot[] = [];
  const changes: number[] = [];
  const events: WriterEvents = {
    status: (s) => log.push(`status ${s}`),
    forked: (why) => log.push(`forked ${why}`),
    identity: (slot) => identities.push(slot),
    changed: () => changes.push(1),
  };
  const writer = draftWriter(db, events, () => ++t, () => `${name}-${++n}`);
  return { writer, log, identities, changes };
}

const texts = async (db: DraftDb): Promise<Array<[string, string]>> =>
  (await db.all()).drafts.map((d): [string, string] => [d.id, d.text]).sort(([a], [b]) => (a < b ? -1 : 1));

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('draftWriter', () => {
  it('saves the tab\'s draft under one id, revision after revision', async () => {
    const db = draftDb();
    const { writer, identities } = tab(db, 'one');
    await writer.save(content('a'));
    await writer.save(content('ab'));
    expect(await texts(db)).toEqual([['one-1', 'ab']]);
    expect(writer.current()).toEqual({ id: 'one-1', rev: 2 });
    expect(identities).toEqual([{ id: 'one-1', rev: 1 }, { id: 'one-1', rev: 2 }]);
  });

  it('starts no draft for what is not the person\'s own work; a stored draft follows the text back to it', async () => {
    const db = draftDb();
    const { writer } = tab(db, 'one');
    await writer.save(content(''));
    await writer.save(content(NEW_SPEC_TEXT));
    expect(await texts(db)).toEqual([]);
    await writer.save(content('EXAMPLE, edited'));
    await writer.save(content(NEW_SPEC_TEXT));
    expect(await texts(db)).toEqual([['one-1', NEW_SPEC_TEXT]]);
  });

  it('two tabs on one draft: the second writer\'s text goes to a new draft, and both texts are kept', async () => {
    const db = draftDb();
    const one = tab(db, 'one');
    await one.writer.save(content('start'));
    const two = tab(db, 'two');
    two.writer.take(one.writer.current());
    await one.writer.save(content('start + one'));
    await two.writer.save(content('start + two'));
    expect(await texts(db)).toEqual([['one-1', 'start + one'], ['two-2', 'start + two']]);
    expect(two.log).toEqual(['forked conflict', 'status ok']);
    expect(two.writer.current().id).toBe('two-2');
    // Tab two keeps writing its own draft from now on.
    await two.writer.save(content('start + two, more'));
    expect(await texts(db)).toEqual([['one-1', 'start + one'], ['two-2', 'start + two, more']]);
  });

  it('an old tab beside a newer build: its text goes to a new draft and the newer record (v: 99) stays as it was', async () => {
    const store = openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME);
    const db = draftDb(store);
    const old = tab(db, 'old');
    await old.writer.save(content('mine'));
    // A newer build, in another tab, rewrites the draft in its own format.
    const newer = { v: 99, id: 'old-1', body: { text: 'mine, edited in the new build' }, rev: 2 };
    await store('readwrite', (os) => promisifyRequest((os.put(newer, 'old-1'), os.transaction)));
    await old.writer.save(content('mine, edited in the old tab'));
    expect(old.log).toEqual(['status ok', 'forked unreadable', 'status ok']);
    expect(old.writer.current()).toEqual({ id: 'old-2', rev: 1 });
    expect(await store('readonly', (os) => promisifyRequest(os.get('old-1')))).toEqual(newer);
    expect(await texts(db)).toEqual([['old-2', 'mine, edited in the old tab']]);
    // The old tab goes on writing its own new draft, never the newer record.
    await old.writer.save(content('mine, edited again'));
    expect(await texts(db)).toEqual([['old-2', 'mine, edited again']]);
    expect(await store('readonly', (os) => promisifyRequest(os.get('old-1')))).toEqual(newer);
  });

  it('a tab that knows its draft is open elsewhere writes a copy before the other tab writes at all', async () => {
    const db = draftDb();
    const one = tab(db, 'one');
    await one.writer.save(content('shared'));
    const two = tab(db, 'two');
    await two.writer.load();
    two.writer.take({ ...one.writer.current(), copy: true });
    // Nothing changed yet: no copy is made for an unchanged text.
    await two.writer.save(content('shared'));
    expect(await texts(db)).toEqual([['one-1', 'shared']]);
    await two.writer.save(content('shared, edited in two'));
    expect(await texts(db)).toEqual([['one-1', 'shared'], ['two-2', 'shared, edited in two']]);
    expect(two.log[0]).toBe('forked shared');
    await one.writer.save(content('shared, edited in one'));
    expect(await texts(db)).toEqual([['one-1', 'shared, edited in one'], ['two-2', 'shared, edited in two']]);
    expect(one.log).not.toContain('forked conflict');
  });

  it('sets a draft aside: it is listed at once, written, and the tab moves to a new draft', async () => {
    const db = draftDb();
    const { writer, identities } = tab(db, 'one');
    await writer.save(content('mine'));
    const next = writer.setAside(content('mine, last keys'));
    expect(next).toEqual({ id: 'one-2', rev: 0 });
    expect(identities.at(-1)).toEqual({ id: 'one-2', rev: 0 });
    expect(writer.records().map((d) => d.text)).toEqual(['mine, last keys']);
    await writer.save(content('a link\'s text'));
    expect(await texts(db)).toEqual([['one-1', 'mine, last keys'], ['one-2', 'a link\'s text']]);
  });

  it('keeps refused writes in memory, listed, and writes them once storage works again', async () => {
    const real = draftDb();
    let full = true;
    const db: DraftDb = { ...real, write: (r, rev) => (full ? Promise.resolve({ status: 'full' }) : real.write(r, rev)) };
    const { writer, log } = tab(db, 'one');
    await writer.save(content('first'));
    writer.setAside(content('first'));
    await writer.save(content('second'));
    expect(log).toEqual(['status full', 'status full', 'status full']);
    expect(writer.records().map((d) => d.text).sort()).toEqual(['first', 'second']);
    full = false;
    await writer.save(content('second, edited'));
    expect(await texts(real)).toEqual([['one-1', 'first'], ['one-2', 'second, edited']]);
    expect(log.at(-1)).toBe('status ok');
  });

  it('does not write a text over the input limit and says so; the last draft under it stays', async () => {
    const db = draftDb();
    const { writer, log } = tab(db, 'one');
    await writer.save(content('small'));
    await writer.save(content('x'.repeat(MAX_INPUT_CHARS + 1)));
    expect(log).toEqual(['status ok', 'status too-large']);
    expect(await texts(db)).toEqual([['one-1', 'small']]);
  });

  it('reads stored drafts after its queued writes', async () => {
    const db = draftDb();
    const { writer } = tab(db, 'one');
    void writer.save(content('queued'));
    expect(await writer.load()).toEqual({ status: 'ok', corrupt: 0 });
    expect(writer.records().map((d) => d.text)).toEqual(['queued']);
  });

  it('adds drafts to storage (or to memory when it refuses) and removes them, saying the drafts changed each time', async () => {
    const db = draftDb();
    const { writer, changes } = tab(db, 'one');
    const r = { v: 1 as const, id: 'r', ...content('kept'), createdAt: 1, savedAt: 1, rev: 1 };
    expect(await writer.add([r])).toEqual({ added: ['r'], status: 'ok' });
    expect(writer.records()).toEqual([r]);
    await writer.remove(['r']);
    expect([writer.records(), await texts(db)]).toEqual([[], []]);
    const refusing: DraftDb = { ...db, addAbsent: () => Promise.resolve({ added: [], status: 'full' }) };
    const other = tab(refusing, 'two');
    expect(await other.writer.add([r])).toEqual({ added: [], status: 'full' });
    expect(other.writer.records()).toEqual([r]);
    expect([changes.length, other.changes.length]).toEqual([2, 1]);
  });
});
