import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../testing/fake-locks.ts';
import { fakeStorage } from '../testing/fake-storage.ts';
import { bootDraft, writeTabIdentity, type BootDraft } from './choose-draft.ts';
import { draftDb } from './draft-db.ts';
import { DRAFT_MAX_AGE_MS, type DraftRecord } from './draft-record.ts';
import { DRAFTS_HINT_KEY, LATEST_DRAFT_KEY } from './local-notes.ts';
import { tabClaim } from './tab-claims.ts';

const NOW = Date.UTC(2026, 5, 1);
const record = (id: string, savedAt = NOW - 1_000): DraftRecord => ({ v: 1, id, text: `hooks:\n- name: ${id}.service\n`, kopsVersion: '1.36.0', runtime: 'auto', createdAt: savedAt, savedAt, rev: 1 });
const noTarget = { addEventListener: () => {} };

let storage: Storage;
let browser: ReturnType<typeof fakeBrowser>;
/** The claim of a new page of this browser. */
const claim = (page: string) => tabClaim(page, browser.tab(page), () => storage, noTarget);
/** Stores drafts as the page would, and notes the latest in localStorage. */
async function seed(drafts: DraftRecord[], copy: DraftRecord | null): Promise<void> {
  for (const d of drafts) await draftDb().write({ ...d, rev: 0 }, 0);
  storage.setItem(DRAFTS_HINT_KEY, '1');
  if (copy) storage.setItem(LATEST_DRAFT_KEY, JSON.stringify(copy));
}
const opened = (b: BootDraft) => (b.choice.kind === 'open' ? b.choice.record.id : 'default');

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('sessionStorage', fakeStorage());
  storage = fakeStorage();
  vi.stubGlobal('localStorage', storage);
  browser = fakeBrowser();
});
afterEach(() => vi.unstubAllGlobals());

describe('bootDraft', () => {
  it('a first visit chooses the default example in the caller\'s task, and opens no database', async () => {
    const boot = bootDraft(claim('t1'), NOW);
    expect(boot).not.toBeInstanceOf(Promise);
    expect(opened(boot as BootDraft)).toBe('default');
    expect(await indexedDB.databases()).toEqual([]);
  });

  it('reopens the latest draft from its copy in the caller\'s task (the page renders before DOMContentLoaded), and claims it', async () => {
    await seed([record('latest')], record('latest'));
    const boot = bootDraft(claim('t1'), NOW) as BootDraft;
    expect(opened(boot)).toBe('latest');
    expect(await boot.owned).toBe(true);
  });

  it('two tabs that choose in the same instant: the second sees the first one\'s claim and starts a new draft', async () => {
    await seed([record('latest')], record('latest'));
    // Back to back, in one task: no lock has answered, no message could have arrived.
    const one = bootDraft(claim('t1'), NOW) as BootDraft;
    const two = bootDraft(claim('t2'), NOW) as BootDraft;
    expect([opened(one), opened(two)]).toEqual(['latest', 'default']);
    expect([await one.owned, await two.owned]).toEqual([true, true]);
  });

  it('of two tabs that both took the draft (each before it could see the other\'s claim), the lock gives it to one', async () => {
    const one = claim('t1');
    const two = claim('t2');
    expect(await Promise.all([one.take('latest'), two.take('latest')])).toEqual([true, false]);
  });

  it('a copy older than 30 days is not reopened', async () => {
    await seed([], record('old', NOW - DRAFT_MAX_AGE_MS - 1));
    expect(opened(bootDraft(claim('t1'), NOW) as BootDraft)).toBe('default');
  });

  it('a reload whose draft is not the copy reads IndexedDB, and reopens the tab\'s own draft however old', async () => {
    await seed([record('mine', NOW - DRAFT_MAX_AGE_MS - 5), record('newer')], record('newer'));
    writeTabIdentity({ draft: 'mine', rev: 1 });
    const boot = bootDraft(claim('t1'), NOW);
    expect(boot).toBeInstanceOf(Promise);
    expect(opened(await boot)).toBe('mine');
  });
});
