import { describe, expect, it } from 'vitest';
import { fakeBrowser } from './fake-locks.ts';
import { fakeStorage } from './fake-storage.ts';
import { clearStaleMarks, markedDrafts, OPEN_MARK_PREFIX, pageMark, readOpenMarks } from './open-marks.ts';
import { tabLocks } from './tab-locks.ts';

describe('open marks', () => {
  it('a page marks the draft whose lock it was granted, moves the mark with it, and removes it when it goes', async () => {
    const s = fakeStorage({ unrelated: 'x' });
    const page = new EventTarget();
    const locks = tabLocks(fakeBrowser().tab('one'), pageMark('p1', () => s, page));
    expect(locks.markKey).toBe(`${OPEN_MARK_PREFIX}p1`);
    await locks.hold('a');
    expect(readOpenMarks(s)).toEqual(new Map([[`${OPEN_MARK_PREFIX}p1`, 'a']]));
    await locks.hold('b');
    expect(markedDrafts(s)).toEqual(new Set(['b']));
    page.dispatchEvent(new Event('pagehide'));
    expect(markedDrafts(s)).toEqual(new Set());
    // Back from the back-forward cache: marked again.
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(markedDrafts(s)).toEqual(new Set(['b']));
    expect(s.getItem('unrelated')).toBe('x');
  });

  it('marks nothing before the lock is granted, and nothing where the page has no mark', async () => {
    const s = fakeStorage();
    const browser = fakeBrowser();
    const locks = tabLocks(browser.tab('one'), pageMark('p1', () => s, new EventTarget()));
    const held = locks.hold('a');
    expect(markedDrafts(s)).toEqual(new Set());
    await held;
    expect(markedDrafts(s)).toEqual(new Set(['a']));
    expect(tabLocks(browser.tab('two')).markKey).toBeNull();
  });

  it('clears the marks, read before the locks answered, whose draft no tab holds, and only those', () => {
    const s = fakeStorage({ [`${OPEN_MARK_PREFIX}crashed`]: 'a', [`${OPEN_MARK_PREFIX}alive`]: 'b', [`${OPEN_MARK_PREFIX}me`]: 'c', [`${OPEN_MARK_PREFIX}moved`]: 'd' });
    const seen = readOpenMarks(s);
    // After the read, one page moved to another draft: its new mark is not stale.
    s.setItem(`${OPEN_MARK_PREFIX}moved`, 'e');
    // And a page that opened since marked its draft: it was not read, so it stays.
    s.setItem(`${OPEN_MARK_PREFIX}new`, 'f');
    clearStaleMarks(seen, new Set(['b']), `${OPEN_MARK_PREFIX}me`, s);
    expect(readOpenMarks(s)).toEqual(new Map([[`${OPEN_MARK_PREFIX}alive`, 'b'], [`${OPEN_MARK_PREFIX}me`, 'c'], [`${OPEN_MARK_PREFIX}moved`, 'e'], [`${OPEN_MARK_PREFIX}new`, 'f']]));
  });

  it('reads no marks where storage is refused', () => {
    const refused = { get length(): number { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    expect(markedDrafts(refused)).toEqual(new Set());
    expect(markedDrafts(null)).toEqual(new Set());
  });
});
