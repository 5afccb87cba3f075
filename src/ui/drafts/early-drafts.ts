import type { StoredDrafts } from './draft-db.ts';
import type { DraftRecord } from './draft-record.ts';

/** This tab's turn to choose a draft (the choosing lock, granted), and what it saw. */
export interface ChoosingTurn {
  /** The drafts other tabs held when the turn began. */
  elsewhere: Set<string>;
  /** Ends the turn (lets the choosing lock go). */
  release: () => void;
}

/**
 * What a plain visit's choice of draft needs (boot-draft.ts), started by the early script
 * (start-early-drafts.ts) before the entry has arrived: the stored drafts, and the tab's turn to
 * choose. This module is the entry's side: it costs the entry a few bytes, the database code
 * stays out of it.
 */
export interface EarlyDrafts {
  stored: Promise<StoredDrafts>;
  turn: Promise<ChoosingTurn>;
  /**
   * The draft to show in the first render, known synchronously (provisional-draft.ts), or null:
   * the first render then waits for the read and the turn.
   */
  shown: DraftRecord | null;
}

/** Where the early script leaves them for the entry; null once the entry has looked. */
export const EARLY_DRAFTS_GLOBAL = '__kopsHookPlaygroundEarlyDrafts';

/** The page's global object, as both sides see it. */
export type Holder = Record<string, EarlyDrafts | null | undefined>;

/**
 * The entry's side: what the early script started, once (null when it started nothing); the
 * early script, should it run later still, then starts nothing.
 */
export function takeEarlyDrafts(holder: Holder = globalThis as unknown as Holder): EarlyDrafts | null {
  const early = holder[EARLY_DRAFTS_GLOBAL] ?? null;
  holder[EARLY_DRAFTS_GLOBAL] = null;
  return early;
}
