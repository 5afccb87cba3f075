import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from './fake-storage.ts';

// The session reads these browser globals; this test has no other tab (and no Web Locks).
vi.stubGlobal('BroadcastChannel', undefined);
vi.stubGlobal('window', { addEventListener: () => {} });
vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
vi.stubGlobal('history', { state: null });
afterAll(() => vi.unstubAllGlobals());

const { useStore } = await import('../store/store.ts');
const { startDrafts } = await import('./draft-session.ts');
const { activeSession } = await import('./active-session.ts');
const { draftDb } = await import('./draft-db.ts');
const { DRAFTS_HINT_KEY } = await import('./drafts-hint.ts');

const start = () => startDrafts({ boot: null, shown: () => null, show: (r) => useStore.setState({ text: r.text }), keptAside: () => {} });

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('localStorage', fakeStorage());
  vi.stubGlobal('sessionStorage', fakeStorage());
});

describe('the drafts session notes that this browser keeps drafts (drafts-hint.ts)', () => {
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
