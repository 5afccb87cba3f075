import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../testing/fake-storage.ts';
import { decodeShareLink } from '../../core/share/index.ts';

// The drafts session and the address sync read these browser globals. Tabs talk through the
// storage event, and this test has no other tab (and no Web Locks).
const addresses: string[] = [];
const history = {
  state: null as unknown,
  replaceState(state: unknown, _title: string, url: string) {
    history.state = state;
    addresses.push(url);
  },
};
vi.stubGlobal('sessionStorage', fakeStorage());
vi.stubGlobal('localStorage', fakeStorage());
vi.stubGlobal('location', { href: 'https://docs.example/play/', origin: 'https://docs.example', pathname: '/play/', search: '', hash: '' });
vi.stubGlobal('history', history);
vi.stubGlobal('window', { addEventListener: () => {} });
vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
afterAll(() => vi.unstubAllGlobals());

const { useStore } = await import('../store/store.ts');
const { startUrlSync } = await import('../share/url-sync.ts');
const { startDrafts } = await import('../drafts/draft-session.tsx');
const { activeSession } = await import('../drafts/drafts-entry.tsx');
const { draftDb } = await import('../drafts/draft-db.ts');
const { saveBeforeReload } = await import('./save-before-reload.ts');

const storedTexts = async (): Promise<string[]> => (await draftDb().all()).drafts.map((d) => d.text);

describe('saveBeforeReload', () => {
  it('writes the draft to IndexedDB and the address at once, and resolves once the draft has landed', async () => {
    await startDrafts({ boot: null, shown: () => null, show: () => {}, keptAside: () => {} });
    const stop = startUrlSync();
    const text = 'hooks:\n- name: typed-just-before-the-reload.service\n';
    useStore.getState().setText(text);
    // Both are still waiting (a 300 ms pause and 250 ms): a reload now would find the older view.
    expect(await storedTexts()).toEqual([]);
    expect(addresses).toEqual([]);

    await saveBeforeReload();
    // Landed when the promise resolves (the tab's draft is at its first stored revision), not merely queued.
    expect(activeSession()?.writer.current().rev).toBe(1);
    expect(await storedTexts()).toEqual([text]);
    const fragment = addresses.at(-1)?.replace(/^[^#]*/, '') ?? '';
    const link = decodeShareLink(fragment);
    expect(link.ok && link.state.text).toBe(text);
    stop();
  });
});
