import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootDraft } from './boot-draft.ts';
import { draftDb } from './draft-db.ts';
import type { DraftRecord } from './draft-record.ts';
import { DRAFTS_HINT_KEY } from './drafts-hint.ts';
import { EARLY_DRAFTS_GLOBAL, takeEarlyDrafts, type EarlyDrafts, type Holder } from './early-drafts.ts';
import { fakeBrowser } from './fake-locks.ts';
import { fakeStorage } from './fake-storage.ts';
import { choosingTurn, startEarlyDrafts } from './start-early-drafts.ts';
import { CHOOSING_LOCK, tabLocks } from './tab-locks.ts';

const NOW = Date.UTC(2026, 5, 1);
const record = (id: string): DraftRecord => ({ v: 1, id, text: `hooks:\n- name: ${id}.service\n`, kopsVersion: '1.36.0', runtime: 'auto', createdAt: NOW - 1_000, savedAt: NOW - 1_000, rev: 0 });
const plain = { hash: '', search: '' };
/** Lets the fake locks' grants (tasks) run. */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 5));

let storage: Storage;
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('sessionStorage', fakeStorage());
  storage = fakeStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('startEarlyDrafts', () => {
  it('on a plain visit of a browser that keeps drafts, starts the read and the turn, for the entry to take once', async () => {
    await draftDb().write(record('saved'), 0);
    storage.setItem(DRAFTS_HINT_KEY, '1');
    const holder: Holder = {};
    startEarlyDrafts(holder, plain);
    const early = takeEarlyDrafts(holder)!;
    expect((await early.stored).drafts.map((d) => d.id)).toEqual(['saved']);
    // Taken: a second look finds nothing, and an early script that runs now starts nothing.
    expect(takeEarlyDrafts(holder)).toBeNull();
    startEarlyDrafts(holder, plain);
    expect(holder[EARLY_DRAFTS_GLOBAL]).toBeNull();
  });

  it('starts nothing on a first visit (no database opened), a permalink, ?example= or an embed', async () => {
    const holder: Holder = {};
    startEarlyDrafts(holder, plain);
    expect(holder[EARLY_DRAFTS_GLOBAL]).toBeUndefined();
    expect(await indexedDB.databases()).toEqual([]);
    storage.setItem(DRAFTS_HINT_KEY, '1');
    for (const loc of [{ hash: '#v1.abc', search: '' }, { hash: '', search: '?example=01-swap-request' }, { hash: '', search: '?embed' }]) {
      startEarlyDrafts(holder, loc);
      expect(holder[EARLY_DRAFTS_GLOBAL], JSON.stringify(loc)).toBeUndefined();
    }
  });

  it('starts nothing when the entry looked first (it reads the drafts itself)', () => {
    storage.setItem(DRAFTS_HINT_KEY, '1');
    const holder: Holder = {};
    expect(takeEarlyDrafts(holder)).toBeNull();
    startEarlyDrafts(holder, plain);
    expect(holder[EARLY_DRAFTS_GLOBAL]).toBeNull();
  });
});

describe('choosingTurn', () => {
  it('holds the choosing lock until released, and sees the drafts other tabs hold', async () => {
    const browser = fakeBrowser();
    await tabLocks(browser.tab('other')).hold('theirs');
    const turn = await choosingTurn(browser.tab('t1'));
    expect(turn.elsewhere).toEqual(new Set(['theirs']));
    // A second tab's turn waits for this one's.
    let second = false;
    void choosingTurn(browser.tab('t2')).then(() => (second = true));
    await tasks();
    expect(second).toBe(false);
    expect(((await browser.tab('observer').query()).held ?? []).filter((l) => l.name === CHOOSING_LOCK).map((l) => l.clientId)).toEqual(['t1']);
    turn.release();
    await tasks();
    expect(second).toBe(true);
  });

  it('without Web Locks, or when the browser refuses the lock, sees no other tab', async () => {
    expect((await choosingTurn(null)).elsewhere).toEqual(new Set());
    const refusing = { request: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')), query: () => Promise.reject(new Error('no')) };
    expect((await choosingTurn(refusing as never)).elsewhere).toEqual(new Set());
  });
});

describe('bootDraft with what the early script started', () => {
  it('chooses from the early read in its turn, holds the draft\'s lock, then ends the turn', async () => {
    await draftDb().write(record('saved'), 0);
    const browser = fakeBrowser();
    const early: EarlyDrafts = { stored: draftDb().all(), turn: choosingTurn(browser.tab('t1')), shown: null };
    const locks = tabLocks(browser.tab('t1'));
    const boot = await bootDraft({ early, locks, mayHaveDrafts: () => true, now: NOW });
    expect(boot.choice).toMatchObject({ kind: 'open', record: { id: 'saved' } });
    await locks.hold('saved');
    await tasks();
    const held = ((await browser.tab('observer').query()).held ?? []).map((l) => `${l.clientId} ${l.name}`);
    expect(held).toEqual(['t1 draft:saved']);
  });

  it('two tabs, one saved draft, one of them started early: exactly one opens it', async () => {
    await draftDb().write(record('only'), 0);
    const browser = fakeBrowser();
    const early: EarlyDrafts = { stored: draftDb().all(), turn: choosingTurn(browser.tab('t1')), shown: null };
    const boots = await Promise.all([
      bootDraft({ early, locks: tabLocks(browser.tab('t1')), mayHaveDrafts: () => true, now: NOW }),
      bootDraft({ locks: tabLocks(browser.tab('t2')), mayHaveDrafts: () => true, now: NOW }),
    ]);
    expect(boots.map((b) => b.choice.kind)).toEqual(['open', 'default']);
  });

  it('resolves with no task between the entry and the choice when the early read and turn are done: the page renders before DOMContentLoaded', async () => {
    const early: EarlyDrafts = {
      stored: Promise.resolve({ drafts: [{ ...record('saved'), rev: 1 }], corrupt: 0, status: 'ok' }),
      turn: Promise.resolve({ elsewhere: new Set<string>(), release: () => {} }),
      shown: null,
    };
    let chosen: string | null = null;
    void bootDraft({ early, locks: tabLocks(null), mayHaveDrafts: () => true, now: NOW }).then((b) => (chosen = b.id));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(chosen).toBe('saved');
  });

  it('ends the early turn when the note of drafts has gone since the early script looked', async () => {
    let released = false;
    const early: EarlyDrafts = { stored: Promise.resolve({ drafts: [], corrupt: 0, status: 'ok' }), turn: Promise.resolve({ elsewhere: new Set<string>(), release: () => (released = true) }), shown: null };
    const boot = await bootDraft({ early, locks: tabLocks(null), mayHaveDrafts: () => false, now: NOW });
    expect(boot.choice).toEqual({ kind: 'default' });
    await Promise.resolve();
    expect(released).toBe(true);
  });
});
