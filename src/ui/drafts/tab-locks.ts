/**
 * Which drafts the tabs have open, from the browser's Web Locks: each tab holds a shared lock
 * `draft:<id>` on the draft it has open, for as long as it has it open, and the browser releases
 * it when the tab closes, crashes or navigates away. A new tab asks `navigator.locks.query()`:
 * the browser answers at once, with no timeout to guess and no race with a busy tab that answers
 * late. Tabs choose their draft one at a time, under one exclusive lock, so two tabs that start
 * together never both take the same draft.
 *
 * Without Web Locks (a page served over plain http from another host: they need a secure
 * context), nothing is held and the choice sees no other tab; the tabs' messages (presence.ts)
 * then find a shared draft a moment later and turn the later tab's edits into a copy.
 */

import { newDraftId } from './draft-record.ts';
import { pageMark, type PageMark } from './open-marks.ts';

/** The lock a tab holds on the draft it has open: `draft:` and the draft's id. */
export const DRAFT_LOCK_PREFIX = 'draft:';
/** The exclusive lock under which a tab chooses its draft and takes that draft's lock. */
export const CHOOSING_LOCK = 'kops-hook-playground:choosing';

/** The part of the Web Locks API this module uses (injectable for tests). */
export type Locks = Pick<LockManager, 'request' | 'query'>;

/** The page's `navigator.locks`, or null where there are none. */
export const pageLocks = (): Locks | null => {
  try {
    return globalThis.navigator?.locks ?? null;
  } catch {
    return null;
  }
};

/**
 * The drafts held in `snapshot` (a `navigator.locks.query()` answer) by tabs other than this one,
 * which holds `own` (null: none yet).
 */
export function draftsHeld(snapshot: LockManagerSnapshot, own: string | null): Set<string> {
  const holders = new Map<string, number>();
  for (const lock of snapshot.held ?? []) {
    const name = lock.name ?? '';
    if (name.startsWith(DRAFT_LOCK_PREFIX)) holders.set(name, (holders.get(name) ?? 0) + 1);
  }
  // The snapshot holds this tab's own lock too: a second holder of the same draft is another tab.
  if (own !== null) holders.set(`${DRAFT_LOCK_PREFIX}${own}`, (holders.get(`${DRAFT_LOCK_PREFIX}${own}`) ?? 1) - 1);
  return new Set([...holders].filter(([, n]) => n > 0).map(([name]) => name.slice(DRAFT_LOCK_PREFIX.length)));
}

/** The draft lock this tab holds (or has asked for), and how to let it go. */
interface Held {
  id: string;
  granted: Promise<void>;
  /** True once the browser has granted it: it is then among `query().held`. */
  isGranted: boolean;
  release: () => void;
}

/** The tab's hold on the draft it has open. */
export interface TabLocks {
  /** False where the browser has no Web Locks: nothing is held, and `elsewhere` is always empty. */
  available: boolean;
  /**
   * Holds `id`'s lock, letting go of the draft held before; resolves once the browser has
   * granted it (at once: every tab asks in shared mode). Never rejects.
   */
  hold: (id: string) => Promise<void>;
  /** The drafts other tabs hold now (this tab's own hold not counted). Never rejects. */
  elsewhere: () => Promise<Set<string>>;
  /**
   * Runs `choose` while no other tab is choosing, with the drafts open elsewhere; `choose` takes
   * its draft's lock (`hold`) before it resolves, so the next tab to choose sees it.
   */
  choosing: <T>(choose: (elsewhere: Set<string>) => Promise<T>) => Promise<T>;
  /** The key of this page's mark of the draft it holds (open-marks.ts), or null when it marks nothing. */
  markKey: string | null;
}

/**
 * The tab's locks over `locks` (the page's `navigator.locks` by default; null: none). With
 * `mark`, each granted lock is also noted in localStorage for new tabs to read before their
 * first render (open-marks.ts).
 */
export function tabLocks(locks: Locks | null = pageLocks(), mark: PageMark | null = null): TabLocks {
  let held: Held | null = null;

  const hold = (id: string): Promise<void> => {
    if (held?.id === id) return held.granted;
    held?.release();
    if (!locks) return Promise.resolve();
    let release = (): void => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let grant = (): void => {};
    const next: Held = { id, granted: new Promise((resolve) => (grant = resolve)), isGranted: false, release };
    held = next;
    const granted = (): Promise<void> => {
      next.isGranted = true;
      if (held === next) mark?.mark(id);
      grant();
      return released;
    };
    try {
      // A lock the browser refuses (an opaque origin) holds nothing: the tab goes on without it.
      locks.request(`${DRAFT_LOCK_PREFIX}${id}`, { mode: 'shared' }, granted).catch(grant);
    } catch {
      grant();
    }
    return next.granted;
  };

  const elsewhere = async (): Promise<Set<string>> => {
    if (!locks) return new Set();
    let snapshot: LockManagerSnapshot;
    try {
      snapshot = await locks.query();
    } catch {
      return new Set();
    }
    return draftsHeld(snapshot, held?.isGranted ? held.id : null);
  };

  const choosing = async <T>(choose: (elsewhere: Set<string>) => Promise<T>): Promise<T> => {
    if (!locks) return choose(new Set());
    let started = false;
    const run = async (): Promise<T> => {
      started = true;
      return choose(await elsewhere());
    };
    try {
      return await locks.request(CHOOSING_LOCK, run);
    } catch (error) {
      // The browser refused the lock itself (not `choose` failing): choose without it.
      if (started) throw error;
      return run();
    }
  };

  return { available: locks !== null, hold, elsewhere, choosing, markKey: mark?.key ?? null };
}

let page: TabLocks | null = null;

/** This page's locks: one hold per tab, shared by the boot and the drafts session. */
export function pageTabLocks(): TabLocks {
  if (page) return page;
  const locks = pageLocks();
  return (page = tabLocks(locks, locks ? pageMark(newDraftId()) : null));
}
