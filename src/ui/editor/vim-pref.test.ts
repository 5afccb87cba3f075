import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../testing/fake-storage.ts';

/** A fresh copy of the module (its "read once" is module state), over `storage`; counts storage reads. */
async function load(values: Record<string, string>) {
  vi.resetModules();
  const storage = fakeStorage(values);
  let reads = 0;
  vi.stubGlobal('localStorage', new Proxy(storage, { get: (target, key) => (reads++, Reflect.get(target, key)) }));
  const pref = await import('./vim-pref.ts');
  return { ...pref, storage, reads: () => reads };
}

afterEach(() => vi.unstubAllGlobals());

describe('Vim mode\'s remembered choice (issue 47: no localStorage before a link\'s units)', () => {
  it('is not read when the module loads: off until readVimPref, then the stored choice', async () => {
    const { useVimPref, readVimPref, reads, VIM_KEY } = await load({ 'kops-hook-playground:vim-mode': 'on' });
    expect(VIM_KEY).toBe('kops-hook-playground:vim-mode');
    expect(reads()).toBe(0);
    expect(useVimPref.getState().on).toBe(false);
    readVimPref();
    expect(useVimPref.getState().on).toBe(true);
    // Once: a second call reads nothing.
    const after = reads();
    readVimPref();
    expect(reads()).toBe(after);
  });

  it('stays off when nothing is stored', async () => {
    const { useVimPref, readVimPref } = await load({});
    readVimPref();
    expect(useVimPref.getState().on).toBe(false);
  });

  it('a choice made on the page before the read wins over the stored one, and is stored', async () => {
    const { useVimPref, readVimPref, storage } = await load({ 'kops-hook-playground:vim-mode': 'on' });
    useVimPref.getState().setOn(false);
    readVimPref();
    expect(useVimPref.getState().on).toBe(false);
    expect(storage.getItem('kops-hook-playground:vim-mode')).toBeNull();
  });
});
