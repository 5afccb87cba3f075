// The early script's drafts part (early-drafts-script.ts runs it): what a plain visit's choice of
// draft needs, started before the entry has arrived.
import { DRAFT_DB_NAME, DRAFT_STORE_NAME, readAllDrafts } from './draft-db.ts';
import { mayHaveDrafts } from './drafts-hint.ts';
import { EARLY_DRAFTS_GLOBAL, type ChoosingTurn, type Holder } from './early-drafts.ts';
import { readLatestDraft } from './latest-draft.ts';
import { markedDrafts } from './open-marks.ts';
import { openStore } from './open-store.ts';
import { provisionalDraft } from './provisional-draft.ts';
import { readTabIdentity } from './tab-identity.ts';
import { CHOOSING_LOCK, draftsHeld, pageLocks, type Locks } from './tab-locks.ts';
import { isPlainVisit, readUrlParams } from '../share/url-state.ts';

/**
 * Waits for the choosing lock (tab-locks.ts) and, once granted, asks which drafts other tabs
 * hold; the lock stays held until the turn is released. Where the browser has no Web Locks, or
 * refuses this one, the turn sees no other tab (as tab-locks.ts's `choosing`). Never rejects.
 */
export function choosingTurn(locks: Locks | null): Promise<ChoosingTurn> {
  const none: ChoosingTurn = { elsewhere: new Set(), release: () => {} };
  if (!locks) return Promise.resolve(none);
  return new Promise((resolve) => {
    let started = false;
    const run = async (): Promise<void> => {
      started = true;
      let release = (): void => {};
      const released = new Promise<void>((done) => (release = done));
      const snapshot = await locks.query().catch(() => ({}) as LockManagerSnapshot);
      resolve({ elsewhere: draftsHeld(snapshot, null), release });
      return released;
    };
    try {
      locks.request(CHOOSING_LOCK, run).catch(() => {
        if (!started) resolve(none);
      });
    } catch {
      resolve(none);
    }
  });
}

/**
 * Run by the early script, which the browser runs before the entry, as soon as it has arrived
 * (on a first visit, long before the entry, 17 times larger, has): on a plain visit of a browser that keeps drafts, starts reading them and waiting
 * for the tab's turn to choose, so that both are done by the time the entry runs and the page
 * renders in the entry's own task. Where localStorage already says which draft that will be
 * (provisional-draft.ts), the entry need not wait even for them: it renders that draft at once,
 * and they confirm it. Starts nothing when the entry has looked already (a page whose early script
 * did not run first: the entry has then started them itself, early-drafts.ts's takeEarlyDrafts).
 */
export function startEarlyDrafts(holder: Holder = globalThis as unknown as Holder, loc: Pick<Location, 'hash' | 'search'> = location): void {
  if (holder[EARLY_DRAFTS_GLOBAL] !== undefined) return;
  if (!isPlainVisit(readUrlParams(loc)) || !mayHaveDrafts()) return;
  holder[EARLY_DRAFTS_GLOBAL] = {
    stored: readAllDrafts(openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME)),
    turn: choosingTurn(pageLocks()),
    shown: provisionalDraft({ latest: readLatestDraft(), tab: readTabIdentity(), marked: markedDrafts(), now: Date.now() }),
  };
}
