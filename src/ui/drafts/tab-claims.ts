import { newDraftId } from './draft-record.ts';
import { localStore, quietly } from './local-notes.ts';

// Which tab has which draft open, kept twice, neither waiting for another tab (README, Drafts): a
// mark in localStorage, which a new tab reads synchronously, and a Web Lock, which the browser
// releases when a tab crashes. Marks are written only where Web Locks exist (a secure context).
export const OPEN_MARK_PREFIX = 'kops-hook-playground:open:';
const LOCK_PREFIX = 'draft:';
/** Rewritten whenever a tab changes the stored drafts (a save, a removal, an import). */
const CHANGED_KEY = 'kops-hook-playground:changed';

function marks(own: string, storage: Storage | null): Map<string, string> {
  const found = new Map<string, string>();
  // Unreadable storage marks nothing: the locks still decide.
  quietly(() => {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(OPEN_MARK_PREFIX) && key !== own) found.set(key, storage.getItem(key) ?? '');
    }
  });
  return found;
}

/** The drafts marked open by pages other than the one whose mark is `own`. */
export function markedElsewhere(own: string, storage: Storage | null = localStore()): Set<string> {
  return new Set(marks(own, storage).values());
}

/** The claim of the page `page` (a random id per page load) on the draft it has open; Web Locks, storage and the page are injectable for tests. */
export function tabClaim(page: string, locks: Pick<LockManager, 'request' | 'query'> | null = globalThis.navigator?.locks ?? null, storage: () => Storage | null = localStore, target: Pick<EventTarget, 'addEventListener'> | undefined = globalThis) {
  const key = `${OPEN_MARK_PREFIX}${page}`;
  let owned = (_id: string): void => {};
  let current: string | null = null;
  let first = Promise.resolve(true);
  let release = (): void => {};
  // A mark left behind is found out by the next session (clearStale).
  target?.addEventListener?.('pagehide', () => quietly(() => storage()?.removeItem(key)));
  return {
    key,
    /** Marks `id` at once, lets go of the draft before, and resolves whether `id`'s lock was free (else it waits in the browser's queue: `onOwned`). */
    take(id: string): Promise<boolean> {
      if (id === current) return first;
      current = id;
      release();
      if (!locks) return (first = Promise.resolve(true));
      // Unmarked, a new tab may show the draft, and the lock then moves it to a new one.
      quietly(() => storage()?.setItem(key, id));
      const stop = new AbortController();
      const released = new Promise<void>((done) => (release = () => (stop.abort(), done())));
      const request = (options: LockOptions, granted: (lock: Lock | null) => Promise<void> | undefined): Promise<unknown> => locks.request(`${LOCK_PREFIX}${id}`, options, granted);
      return (first = new Promise<boolean>((resolve) => {
        // A lock the browser refuses (an opaque origin) holds nothing: the tab goes on without it.
        try {
          request({ ifAvailable: true }, (lock) => {
            resolve(lock !== null);
            if (lock) return released;
            // Taken: wait in the browser's queue, and go on with the draft once the other tab lets go.
            request({ signal: stop.signal }, () => (owned(id), released)).catch(() => undefined);
            return undefined;
          }).catch(() => resolve(true));
        } catch {
          resolve(true);
        }
      }));
    },
    /** Calls `listener` with the draft whose lock this page got from the queue. */
    onOwned: (listener: (id: string) => void): void => void (owned = listener),
    /** Removes the marks (of other pages) whose draft no tab holds or waits for: left by a crash. */
    async clearStale(): Promise<void> {
      const s = storage();
      const seen = locks ? marks(key, s) : new Map<string, string>();
      const snapshot = seen.size > 0 ? await locks!.query().catch(() => null) : null;
      const live = new Set([...(snapshot?.held ?? []), ...(snapshot?.pending ?? [])].map((l) => l.name));
      // Left for the next session when storage refuses.
      for (const [k, id] of seen) if (snapshot && !live.has(`${LOCK_PREFIX}${id}`)) quietly(() => s?.getItem(k) === id && s.removeItem(k));
    },
  };
}

export type TabClaim = ReturnType<typeof tabClaim>;

let page: TabClaim | null = null;

/** This page's claim, shared by the first choice and the drafts session. */
export function pageClaim(): TabClaim {
  return (page ??= tabClaim(newDraftId()));
}

/** Tells the other tabs that the stored drafts changed. */
export function pingTabs(storage: Storage | null = localStore()): void {
  // Unwritten, the other tabs find out at their next load; their writes stay safe (draft-db.ts).
  quietly(() => storage?.setItem(CHANGED_KEY, `${Date.now()}-${Math.random()}`));
}

/** Calls `listener` when another tab changed the stored drafts (`drafts`) or its marks (`marks`). */
export function listenToTabs(listener: (what: 'drafts' | 'marks') => void, target: Pick<EventTarget, 'addEventListener'> = globalThis): void {
  target.addEventListener('storage', (e) => {
    const key = (e as StorageEvent).key;
    if (key === CHANGED_KEY) listener('drafts');
    else if (key === null || key.startsWith(OPEN_MARK_PREFIX)) listener('marks');
  });
}
