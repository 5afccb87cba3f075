// The early script's drafts part (early-script.ts runs it; the entry takes the read: choose-draft.ts).
import { DRAFT_DB_NAME, DRAFT_STORE_NAME, openStore, readAllDrafts } from './draft-db.ts';
import { EARLY_DRAFTS_GLOBAL, mayHaveDrafts, type Holder } from './local-notes.ts';
import { isPlainVisit, readUrlParams } from '../share/url-state.ts';

/**
 * On a plain visit of a browser that keeps drafts, starts reading them before the entry has
 * arrived (17 times larger, it comes long after on a first load), for the visits whose draft
 * localStorage does not settle (choose-draft.ts's `bootDraft`). Starts nothing once the entry
 * has looked (an early script that ran after it). Asks no other tab anything, and holds nothing:
 * a tab whose entry never runs keeps no other tab waiting.
 */
export function startEarlyDrafts(holder: Holder = globalThis as unknown as Holder, loc: Pick<Location, 'hash' | 'search'> = location): void {
  if (holder[EARLY_DRAFTS_GLOBAL] !== undefined || !isPlainVisit(readUrlParams(loc)) || !mayHaveDrafts()) return;
  holder[EARLY_DRAFTS_GLOBAL] = readAllDrafts(openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME));
}
