import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_IMPORTS_GLOBAL, importEarly } from './early-imports.ts';

afterEach(() => vi.unstubAllGlobals());

describe('importEarly', () => {
  it('takes the early script\'s import of the module when there is one, else loads it', async () => {
    vi.stubGlobal(EARLY_IMPORTS_GLOBAL, { 'src/a.ts': Promise.resolve('early a') });
    const load = vi.fn(() => Promise.resolve('loaded'));
    expect(await importEarly('src/a.ts', load)).toBe('early a');
    expect(load).not.toHaveBeenCalled();
    expect(await importEarly('src/b.ts', load)).toBe('loaded');
  });

  it('loads the module itself when the early import failed (a chunk that did not arrive)', async () => {
    vi.stubGlobal(EARLY_IMPORTS_GLOBAL, { 'src/a.ts': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await importEarly('src/a.ts', () => Promise.resolve('loaded'))).toBe('loaded');
  });

  it('without an early script (the dev server), loads the module', async () => {
    expect(await importEarly('src/a.ts', () => Promise.resolve('loaded'))).toBe('loaded');
  });
});
