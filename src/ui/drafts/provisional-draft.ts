import { isFresh, type DraftRecord } from './draft-record.ts';
import type { TabIdentity } from './tab-identity.ts';

/** What a plain visit knows synchronously, from localStorage and sessionStorage. */
export interface ProvisionalInput {
  /** The copy of the most recently saved own-work draft (latest-draft.ts), if any. */
  latest: DraftRecord | null;
  /** The draft this tab had before the load (a reload, a restored or duplicated tab). */
  tab: TabIdentity | null;
  /** The drafts the open tabs have marked as theirs (open-marks.ts). */
  marked: ReadonlySet<string>;
  now: number;
}

/**
 * The draft a plain visit shows in its first render, before IndexedDB and the Web Locks have
 * answered, or null when what is known synchronously does not settle it (the page then waits for
 * them: boot-draft.ts). It is the draft `chooseDraft` picks from the same facts: the tab's own
 * draft when the copy is that draft; for a new tab, the copy, unless some tab has it open (it
 * then gets a new draft) or it is older than the 30 days a draft is kept. The choice made under
 * the locks (boot-draft.ts) confirms it a moment later, and wins when they differ (storage
 * written by an older build, a tab that opened the draft in the meantime).
 */
export function provisionalDraft({ latest, tab, marked, now }: ProvisionalInput): DraftRecord | null {
  if (!latest) return null;
  if (tab) return tab.draft === latest.id ? latest : null;
  return isFresh(latest, now) && !marked.has(latest.id) ? latest : null;
}
