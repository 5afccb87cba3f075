import { afterAll, describe, expect, it, vi } from 'vitest';
import { decodeShareLink } from '../../core/share/index.ts';

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => { data.set(k, v); },
    removeItem: (k: string) => { data.delete(k); },
  };
}

// The store and the address sync read these browser globals when they load.
const addresses: string[] = [];
const storage = fakeStorage();
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('location', { href: 'https://docs.example/play/', origin: 'https://docs.example', pathname: '/play/', search: '', hash: '' });
vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, url: string) => addresses.push(url) });
afterAll(() => vi.unstubAllGlobals());

const { useStore } = await import('../store/store.ts');
const { startUrlSync } = await import('../share/url-sync.ts');
const { saveBeforeReload } = await import('./save-before-reload.ts');

describe('saveBeforeReload', () => {
  it('writes the draft and the address at once, without waiting for their debounces', () => {
    const stop = startUrlSync();
    const text = 'hooks:\n- name: typed-just-before-the-reload.service\n';
    useStore.getState().setText(text);
    // Both are still waiting (300 ms and 250 ms): a reload now would find the older view.
    expect(storage.getItem('kops-hook-playground:draft')).toBeNull();
    expect(addresses).toEqual([]);

    saveBeforeReload();
    expect(JSON.parse(storage.getItem('kops-hook-playground:draft') ?? '{}').text).toBe(text);
    const fragment = addresses.at(-1)?.replace(/^[^#]*/, '') ?? '';
    const link = decodeShareLink(fragment);
    expect(link.ok && link.state.text).toBe(text);
    stop();
  });
});
