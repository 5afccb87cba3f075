import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../testing/fake-locks.ts';
import { fakeStorage } from '../testing/fake-storage.ts';

// The session reads these browser globals. The page's Web Locks are one tab of `browser`.
const browser = fakeBrowser();
vi.stubGlobal('navigator', { locks: browser.tab('this') });
vi.stubGlobal('window', { addEventListener: () => {} });
vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
vi.stubGlobal('history', { state: null });
afterAll(() => vi.unstubAllGlobals());

const { useStore } = await import('../store/store.ts');
const { startDrafts } = await import('./draft-session.tsx');
const { activeSession } = await import('./drafts-entry.tsx');
const { draftDb } = await import('./draft-db.ts');
const { DRAFTS_HINT_KEY, LATEST_DRAFT_KEY } = await import('./local-notes.ts');
const { bootDraft } = await import('./choose-draft.ts');
const { OPEN_MARK_PREFIX, pageClaim, tabClaim } = await import('./tab-claims.ts');
const { readTabIdentity } = await import('./choose-draft.ts');
const { useDraftsState } = await import('./drafts-entry.tsx');

const EXAMPLE = 'hooks: [] # the default example';
const start = (boot: Awaited<ReturnType<typeof bootDraft>> | null = null) => startDrafts({ boot, shown: () => null, show: (r) => useStore.setState({ text: r?.text ?? EXAMPLE }), keptAside: () => {} });

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('localStorage', fakeStorage());
  vi.stubGlobal('sessionStorage', fakeStorage());
});
const text = (id: string) => `hooks:\n- name: ${id}.service\n`;
/** A draft saved earlier, noted as the latest, as the session leaves it. */
async function saved(id: string): Promise<void> {
  const now = Date.now();
  const r = { v: 1 as const, id, text: text(id), kopsVersion: '1.36.0', runtime: 'auto', createdAt: now, savedAt: now, rev: 0 };
  await draftDb().write(r, 0);
  localStorage.setItem(DRAFTS_HINT_KEY, '1');
  localStorage.setItem(LATEST_DRAFT_KEY, JSON.stringify({ ...r, rev: 1 }));
}

describe('the drafts session notes that this browser keeps drafts (local-notes.ts)', () => {
  it('once a draft of the person\'s is saved, not before', async () => {
    useStore.getState().loadText('');
    await start();
    await activeSession()?.writer.idle();
    expect(localStorage.getItem(DRAFTS_HINT_KEY)).toBeNull();
    useStore.getState().setText('hooks:\n- name: typed-here.service\n');
    activeSession()?.flush();
    await activeSession()?.writer.idle();
    expect(localStorage.getItem(DRAFTS_HINT_KEY)).toBe('1');
  });

  it('when it finds a draft that a build before the note stored, and shows it', async () => {
    const now = Date.now();
    const text = 'hooks:\n- name: stored-earlier.service\n';
    await draftDb().write({ v: 1, id: 'earlier', text, kopsVersion: '1.36.0', runtime: 'auto', createdAt: now, savedAt: now, rev: 0 }, 0);
    useStore.getState().loadText('');
    await start();
    expect(useStore.getState().text).toBe(text);
    expect(localStorage.getItem(DRAFTS_HINT_KEY)).toBe('1');
  });
});

// One session per page: each test below is the page's first choice of a draft.
describe('the session checks the boot\'s choice against IndexedDB and the locks', () => {
  it('two tabs that opened the same draft in the same instant: the tab that did not get its lock moves to a new draft', async () => {
    await saved('latest');
    // The other tab chose first, in another process: its claim reached this one too late.
    const otherView = fakeStorage();
    const other = tabClaim('other', browser.tab('other'), () => otherView, { addEventListener: () => {} });
    await other.take('latest');
    sessionStorage.clear();
    const boot = bootDraft();
    expect(boot).toMatchObject({ id: 'latest', choice: { kind: 'open' } });
    // The other tab's mark arrives.
    localStorage.setItem(`${OPEN_MARK_PREFIX}other`, 'latest');
    useStore.getState().loadText(text('latest'));
    await start(await boot);
    expect(useStore.getState().text).toBe(EXAMPLE);
    expect(activeSession()?.writer.current().id).not.toBe('latest');
    expect(localStorage.getItem(pageClaim().key)).toBe(activeSession()?.writer.current().id);
    expect(readTabIdentity()?.draft).not.toBe('latest');
    expect(useDraftsState.getState().notices).toEqual([]);
    // The other tab's draft is untouched.
    expect((await draftDb().all()).drafts.find((d) => d.id === 'latest')?.text).toBe(text('latest'));
    expect(localStorage.getItem(`${OPEN_MARK_PREFIX}other`)).toBe('latest');
  });

  it('a draft that only a crashed tab had marked: the boot left it alone, and the session opens it (unless the person has typed)', async () => {
    await saved('left-open');
    localStorage.setItem(`${OPEN_MARK_PREFIX}crashed`, 'left-open');
    sessionStorage.clear();
    const boot = bootDraft();
    expect(boot).toMatchObject({ choice: { kind: 'default' } });
    useStore.getState().loadText(EXAMPLE);
    await start(await boot);
    expect(useStore.getState().text).toBe(text('left-open'));
    expect(activeSession()?.writer.current().id).toBe('left-open');
    expect(localStorage.getItem(`${OPEN_MARK_PREFIX}crashed`)).toBeNull();
  });
});
