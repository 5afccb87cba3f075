import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, saveDraft } from './persist.ts';
import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';

function fakeStorage(overrides: Partial<Storage> = {}): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => { data.set(k, v); },
    removeItem: (k: string) => { data.delete(k); },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('persist', () => {
  it('round-trips a draft', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(saveDraft({ text: 'hooks: []', kopsVersion: '1.10.1', runtime: 'auto' }, 42)).toBe('ok');
    expect(loadDraft()).toEqual({
      draft: { version: 1, text: 'hooks: []', kopsVersion: '1.10.1', runtime: 'auto', savedAt: 42 },
      status: 'ok',
    });
  });

  it('keeps the last draft under the input limit instead of writing a larger text', () => {
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', fakeStorage());
    expect(saveDraft({ text: 'a'.repeat(MAX_INPUT_CHARS), kopsVersion: '1.10.1', runtime: 'auto' }, 1)).toBe('ok');
    vi.stubGlobal('localStorage', { ...fakeStorage(), setItem });
    expect(saveDraft({ text: 'a'.repeat(MAX_INPUT_CHARS + 1), kopsVersion: '1.10.1', runtime: 'auto' }, 2)).toBe('too-large');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('reports no draft on an empty storage', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(loadDraft()).toEqual({ draft: null, status: 'ok' });
  });

  it('says unavailable when storage is missing or throws', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(loadDraft().status).toBe('unavailable');
    expect(saveDraft({ text: '', kopsVersion: '', runtime: '' })).toBe('unavailable');
    vi.stubGlobal('localStorage', fakeStorage({ getItem: () => { throw new Error('SecurityError'); } }));
    expect(loadDraft().status).toBe('unavailable');
  });

  it('says full on a quota error', () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.stubGlobal('localStorage', fakeStorage({ setItem: () => { throw quota; } }));
    expect(saveDraft({ text: 'x', kopsVersion: '1.36.0', runtime: 'auto' })).toBe('full');
  });

  it.each(['{not json', '{"version":2,"text":"x"}', '"a string"', 'null'])('says corrupt for %s', (raw) => {
    const s = fakeStorage();
    s.setItem('kops-hook-playground:draft', raw);
    vi.stubGlobal('localStorage', s);
    expect(loadDraft()).toEqual({ draft: null, status: 'corrupt' });
  });
});
