import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY } from './legacy-keys.ts';
import { localStore } from './local-store.ts';

/** The localStorage key that says this browser has kept drafts of the playground. */
export const DRAFTS_HINT_KEY = 'kops-hook-playground:has-drafts';

/**
 * False when this browser has certainly kept no drafts: no note of drafts (see {@link noteDrafts})
 * and no drafts of the old localStorage format. A first visit then renders the default example at
 * once, in the entry's own task, with no IndexedDB to open (opening would create the database).
 * True when it cannot tell (storage refused): the page then reads, and the read reports.
 *
 * Drafts kept by a build from before this note, with no note beside them, show a moment after the
 * default example, the one time: the drafts session finds them after the first paint and writes
 * the note.
 */
export function mayHaveDrafts(storage: () => Storage | null = localStore): boolean {
  try {
    const s = storage();
    if (!s) return true;
    return [DRAFTS_HINT_KEY, LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY].some((key) => s.getItem(key) !== null);
  } catch {
    return true;
  }
}

/** Notes that this browser keeps drafts (the drafts session, once it knows of one). */
export function noteDrafts(storage: () => Storage | null = localStore): void {
  try {
    storage()?.setItem(DRAFTS_HINT_KEY, '1');
  } catch {
    // Not noted: the next first render shows the default example, then the drafts session the draft.
  }
}
