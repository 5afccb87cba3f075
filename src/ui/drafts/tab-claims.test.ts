import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../testing/fake-locks.ts';
import { fakeStorage } from '../testing/fake-storage.ts';
import { markedElsewhere, OPEN_MARK_PREFIX, tabClaim } from './tab-claims.ts';

/** A page's event target: `fire('pagehide')` runs what the claim listens for. */
function page() {
  const listeners = new Map<string, (e: Event) => void>();
  return { addEventListener: (type: string, l: (e: Event) => void) => void listeners.set(type, l), fire: (type: string) => listeners.get(type)?.({ persisted: false } as unknown as Event) };
}
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('tabClaim', () => {
  it('marks the draft in the same task it is taken, before the lock answers: a tab that chooses next sees it', () => {
    const storage = fakeStorage();
    const one = tabClaim('one', fakeBrowser().tab('one'), () => storage, page());
    void one.take('d1');
    expect(markedElsewhere(`${OPEN_MARK_PREFIX}two`, storage)).toEqual(new Set(['d1']));
    expect(markedElsewhere(one.key, storage)).toEqual(new Set());
  });

  it('gives a draft\'s lock to one tab at a time; the other gets it once the first lets go', async () => {
    const browser = fakeBrowser();
    const storage = fakeStorage();
    const one = tabClaim('one', browser.tab('one'), () => storage, page());
    const two = tabClaim('two', browser.tab('two'), () => storage, page());
    const owned: string[] = [];
    two.onOwned((id) => owned.push(id));
    expect(await one.take('d1')).toBe(true);
    expect(await two.take('d1')).toBe(false);
    await one.take('d2');
    await tick();
    expect(owned).toEqual(['d1']);
  });

  it('a tab that moves on before it got the lock stops waiting for it', async () => {
    const browser = fakeBrowser();
    const storage = fakeStorage();
    const one = tabClaim('one', browser.tab('one'), () => storage, page());
    const two = tabClaim('two', browser.tab('two'), () => storage, page());
    await one.take('d1');
    await two.take('d1');
    await two.take('d3');
    const held = await browser.tab('x').query();
    expect([...(held.held ?? []), ...(held.pending ?? [])].map((l) => `${l.clientId} ${l.name}`).sort()).toEqual(['one draft:d1', 'two draft:d3']);
  });

  it('removes its mark on pagehide; a mark left by a crash is removed once no tab holds its lock', async () => {
    const browser = fakeBrowser();
    const storage = fakeStorage();
    const target = page();
    const one = tabClaim('one', browser.tab('one'), () => storage, target);
    const crashed = tabClaim('crashed', browser.tab('crashed'), () => storage, page());
    const two = tabClaim('two', browser.tab('two'), () => storage, page());
    await one.take('d1');
    await crashed.take('d2');
    await two.take('d3');
    target.fire('pagehide');
    expect(markedElsewhere('none', storage)).toEqual(new Set(['d2', 'd3']));
    browser.close('crashed');
    await two.clearStale();
    expect(markedElsewhere('none', storage)).toEqual(new Set(['d3']));
  });

  it('without Web Locks: marks nothing (no stale mark could be found out), and every draft is the tab\'s own', async () => {
    const storage = fakeStorage();
    const one = tabClaim('one', null, () => storage, page());
    expect(await one.take('d1')).toBe(true);
    expect(storage.length).toBe(0);
  });
});
