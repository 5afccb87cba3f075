import { describe, expect, it } from 'vitest';
import { fakeBrowser } from './fake-locks.ts';
import { CHOOSING_LOCK, DRAFT_LOCK_PREFIX, tabLocks, type Locks } from './tab-locks.ts';

/** The first of `drafts` that no other tab holds, taken under the choosing lock. */
const takeFirstFree = (locks: ReturnType<typeof tabLocks>, drafts: string[]) => locks.choosing(async (elsewhere) => {
  const id = drafts.find((d) => !elsewhere.has(d)) ?? 'new';
  await locks.hold(id);
  return id;
});

describe('tabLocks', () => {
  it('sees the drafts other tabs hold, not its own, and a second holder of its own draft', async () => {
    const browser = fakeBrowser();
    const one = tabLocks(browser.tab('one'));
    const two = tabLocks(browser.tab('two'));
    await one.hold('a');
    expect(await one.elsewhere()).toEqual(new Set());
    expect(await two.elsewhere()).toEqual(new Set(['a']));
    // A duplicated tab on the same draft: each sees the other.
    await two.hold('a');
    expect(await one.elsewhere()).toEqual(new Set(['a']));
    expect(await two.elsewhere()).toEqual(new Set(['a']));
    const held = (await browser.tab('x').query()).held ?? [];
    expect(held.map((l) => [l.name, l.mode])).toEqual([[`${DRAFT_LOCK_PREFIX}a`, 'shared'], [`${DRAFT_LOCK_PREFIX}a`, 'shared']]);
  });

  it('lets go of the draft held before, and the browser lets go of a closed tab\'s', async () => {
    const browser = fakeBrowser();
    const one = tabLocks(browser.tab('one'));
    const two = tabLocks(browser.tab('two'));
    await one.hold('a');
    await one.hold('b');
    expect(await two.elsewhere()).toEqual(new Set(['b']));
    browser.close('one');
    expect(await two.elsewhere()).toEqual(new Set());
  });

  it('two tabs that choose at once never take the same draft: one chooses after the other has taken its lock', async () => {
    const browser = fakeBrowser();
    const [one, two] = [tabLocks(browser.tab('one')), tabLocks(browser.tab('two'))];
    const chosen = await Promise.all([takeFirstFree(one, ['a', 'b']), takeFirstFree(two, ['a', 'b'])]);
    expect(chosen.sort()).toEqual(['a', 'b']);
    // The choosing lock is exclusive and let go after each choice.
    expect(((await browser.tab('x').query()).held ?? []).some((l) => l.name === CHOOSING_LOCK)).toBe(false);
  });

  it('without Web Locks, holds nothing and chooses with no other tab in sight', async () => {
    const locks = tabLocks(null);
    expect(locks.available).toBe(false);
    await locks.hold('a');
    expect(await locks.elsewhere()).toEqual(new Set());
    expect(await takeFirstFree(locks, ['a'])).toBe('a');
  });

  it('when the browser refuses its locks (an opaque origin), chooses once, without them', async () => {
    const refused = (): Promise<never> => Promise.reject(new DOMException('Access denied.', 'SecurityError'));
    const locks = tabLocks({ request: refused, query: refused } as unknown as Locks);
    await locks.hold('a');
    let runs = 0;
    expect(await locks.choosing(async (elsewhere) => {
      runs++;
      return [...elsewhere];
    })).toEqual([]);
    expect(runs).toBe(1);
  });

  it('passes on a failure of the choice itself, once', async () => {
    const locks = tabLocks(fakeBrowser().tab('one'));
    let runs = 0;
    await expect(locks.choosing(async () => {
      runs++;
      throw new Error('bug');
    })).rejects.toThrow('bug');
    expect(runs).toBe(1);
  });
});
