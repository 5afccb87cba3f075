import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootDraft } from './boot-draft.ts';
import { draftDb } from './draft-db.ts';
import { DRAFT_MAX_AGE_MS, type DraftRecord } from './draft-record.ts';
import { fakeBrowser } from './fake-locks.ts';
import { fakeStorage } from './fake-storage.ts';
import { tabLocks } from './tab-locks.ts';
import { writeTabIdentity } from './tab-identity.ts';

const NOW = Date.UTC(2026, 5, 1);
const record = (id: string, savedAt: number): DraftRecord => ({ v: 1, id, text: `hooks:\n- name: ${id}.service\n`, kopsVersion: '1.36.0', runtime: 'auto', createdAt: savedAt, savedAt, rev: 0 });

/** Stores drafts as the page would (each written once: revision 1). */
async function seed(...drafts: DraftRecord[]): Promise<void> {
  const db = draftDb();
  for (const d of drafts) await db.write(d, 0);
}

const heldDrafts = async (browser: ReturnType<typeof fakeBrowser>) => ((await browser.tab('observer').query()).held ?? []).filter((l) => l.name?.startsWith('draft:')).map((l) => `${l.clientId} ${l.name}`).sort();

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('sessionStorage', fakeStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('bootDraft', () => {
  it('a first visit (nothing notes drafts) chooses the default example at once: no database opened, no lock asked for', async () => {
    const browser = fakeBrowser();
    const boot = await bootDraft({ locks: tabLocks(browser.tab('t1')), mayHaveDrafts: () => false, now: NOW });
    expect(boot.choice).toEqual({ kind: 'default' });
    expect(await indexedDB.databases()).toEqual([]);
    expect(await heldDrafts(browser)).toEqual([]);
  });

  it('resolves in the same task when nothing notes drafts: the page renders before DOMContentLoaded', async () => {
    let resolved = false;
    void bootDraft({ locks: tabLocks(fakeBrowser().tab('t1')), mayHaveDrafts: () => false }).then(() => (resolved = true));
    // Only microtasks, no task, between the call and here.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('reopens the most recently edited draft and holds its lock; a draft untouched for 30 days is not reopened', async () => {
    await seed(record('old', NOW - DRAFT_MAX_AGE_MS - 1), record('older', NOW - 3_000), record('newer', NOW - 2_000));
    const browser = fakeBrowser();
    const locks = tabLocks(browser.tab('t1'));
    const boot = await bootDraft({ locks, now: NOW });
    expect(boot.choice).toMatchObject({ kind: 'open', record: { id: 'newer', rev: 1 } });
    expect(boot.id).toBe('newer');
    // Asked for before the choice resolved (the page renders without waiting for the grant).
    await locks.hold(boot.id);
    expect(await heldDrafts(browser)).toEqual(['t1 draft:newer']);
  });

  it('leaves the latest draft to the tab that holds it, and starts a new draft (chooseDraft reopens only the latest)', async () => {
    await seed(record('older', NOW - 3_000), record('newer', NOW - 2_000));
    const browser = fakeBrowser();
    await tabLocks(browser.tab('other')).hold('newer');
    const locks = tabLocks(browser.tab('t1'));
    const boot = await bootDraft({ locks, now: NOW });
    expect(boot.choice).toEqual({ kind: 'default' });
    expect(boot.elsewhere).toEqual(new Set(['newer']));
    await locks.hold(boot.id);
    expect(await heldDrafts(browser)).toEqual(['other draft:newer', `t1 draft:${boot.id}`]);
  });

  it('two tabs that start together with one saved draft: exactly one of them opens it', async () => {
    await seed(record('only', NOW - 1_000));
    const browser = fakeBrowser();
    const boots = await Promise.all(['t1', 't2'].map((t) => bootDraft({ locks: tabLocks(browser.tab(t)), now: NOW })));
    expect(boots.map((b) => b.choice.kind).sort()).toEqual(['default', 'open']);
  });

  it('a reload reopens the tab\'s own draft, however old, even when another draft is newer', async () => {
    await seed(record('mine', NOW - DRAFT_MAX_AGE_MS - 5), record('newer', NOW - 1_000));
    writeTabIdentity({ draft: 'mine', rev: 1 });
    const boot = await bootDraft({ locks: tabLocks(fakeBrowser().tab('t1')), now: NOW });
    expect(boot.choice).toMatchObject({ kind: 'open', record: { id: 'mine' } });
  });
});
