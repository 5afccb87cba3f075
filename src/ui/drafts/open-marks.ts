import { localStore } from './local-store.ts';

/**
 * Which drafts the open tabs hold, noted in localStorage so that a new tab can read it
 * synchronously, before its first render (provisional-draft.ts): one key per page,
 * `kops-hook-playground:open:<page>`, whose value is the id of the draft whose Web Lock the page
 * holds (tab-locks.ts). The locks stay the truth: a mark is written only once its lock is granted
 * and removed when the page goes away, and a mark left by a page that crashed is removed by the
 * next drafts session that finds its lock free (`clearStaleMarks`). Meanwhile a stale mark only
 * makes a new tab wait for the locks' answer, as it did before marks existed.
 */
export const OPEN_MARK_PREFIX = 'kops-hook-playground:open:';

/** Every mark: the page's key → the draft it holds. */
export function readOpenMarks(storage: Storage | null = localStore()): Map<string, string> {
  const marks = new Map<string, string>();
  try {
    if (!storage) return marks;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(OPEN_MARK_PREFIX)) marks.set(key, storage.getItem(key) ?? '');
    }
  } catch {
    // Unreadable storage marks nothing: the confirmation from IndexedDB and the locks decides.
  }
  return marks;
}

/** The drafts some page has marked open. */
export function markedDrafts(storage: Storage | null = localStore()): Set<string> {
  return new Set(readOpenMarks(storage).values());
}

/**
 * Removes the marks in `seen` (read before the locks were asked) whose draft no tab holds
 * (`held`, the locks' answer, which leaves out this page's own lock) and that still say what they
 * said then (a page may have moved to another draft since). `own` is this page's key: its own
 * mark stays.
 */
export function clearStaleMarks(seen: ReadonlyMap<string, string>, held: ReadonlySet<string>, own: string, storage: Storage | null = localStore()): void {
  try {
    for (const [key, draft] of seen) {
      if (key !== own && !held.has(draft) && storage?.getItem(key) === draft) storage.removeItem(key);
    }
  } catch {
    // Left for the next session.
  }
}

/** This page's mark. */
export interface PageMark {
  /** The page's key. */
  key: string;
  /** Marks `draft` as held by this page (its lock is granted). */
  mark: (draft: string) => void;
}

/**
 * The mark of the page `page` (a random id per page load). Removed on `pagehide` (the page is
 * closed, reloaded or navigated away: the browser lets go of its locks), written again on a
 * `pageshow` from the back-forward cache.
 */
export function pageMark(page: string, storage: () => Storage | null = localStore, target: Pick<EventTarget, 'addEventListener'> | undefined = globalThis): PageMark {
  const key = `${OPEN_MARK_PREFIX}${page}`;
  let held: string | null = null;
  const write = (): void => {
    try {
      if (held !== null) storage()?.setItem(key, held);
    } catch {
      // Not marked: a new tab then waits for the locks' answer.
    }
  };
  target?.addEventListener?.('pagehide', () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Left for the next session's clean-up.
    }
  });
  target?.addEventListener?.('pageshow', (e) => {
    if ((e as PageTransitionEvent).persisted) write();
  });
  return {
    key,
    mark: (draft) => {
      held = draft;
      write();
    },
  };
}
