// The early script's drafts part (early-script.ts runs it; the entry takes the read: choose-draft.ts).
import { DRAFT_DB_NAME, DRAFT_STORE_NAME, openStore, readAllDrafts } from './draft-db.ts';
import { EARLY_DRAFTS_GLOBAL, mayHaveDrafts, type Holder } from './local-notes.ts';
import { isPlainVisit, readUrlParams } from '../share/url-state.ts';

/**
 * On a plain visit of a browser that keeps drafts, starts reading them before the entry has
 * arrived, for the visits localStorage does not settle (choose-draft.ts). Holds nothing, asks no
 * other tab: a tab whose entry never runs keeps no other tab waiting.
 */
export function startEarlyDrafts(holder: Holder = globalThis as unknown as Holder, loc: Pick<Location, 'hash' | 'search'> = location): void {
  if (holder[EARLY_DRAFTS_GLOBAL] !== undefined || !isPlainVisit(readUrlParams(loc)) || !mayHaveDrafts()) return;
  holder[EARLY_DRAFTS_GLOBAL] = readAllDrafts(openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME));
}
