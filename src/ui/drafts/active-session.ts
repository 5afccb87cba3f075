import type { DraftDb } from './draft-db.ts';
import type { DraftContent, DraftRecord } from './draft-record.ts';
import type { DraftWriter } from './draft-writer.ts';

/** The running drafts session (draft-session.ts, loaded after the first paint), as the page reaches it. */
export interface Session {
  db: DraftDb;
  writer: DraftWriter;
  /** The other tabs (tab-claims.ts). */
  tabs: {
    /** Makes `id` this tab's draft for the others; resolves false while another tab holds it. */
    announce: (id: string) => Promise<boolean>;
    /** The drafts other tabs have open. */
    openElsewhere: () => Set<string>;
    /** Tells them that the stored drafts changed. */
    changed: () => void;
  };
  /** Saves the on-screen draft now if an autosave is pending. */
  flush: () => void;
  /** Saves the on-screen draft now (it was removed from storage while on screen here). */
  resave: () => void;
  /** Republishes the Recent drafts list from what the writer knows. */
  publish: () => void;
  /** Keeps `content` (about to be replaced) as a draft of its own, and moves the tab to a new one; false when it is not own work. */
  setAside: (content: DraftContent) => boolean;
  /** Makes `record` the tab's draft (its text is already on screen). */
  take: (record: DraftRecord) => void;
}

let session: Session | null = null;

/** The session, or null in an embed and until the drafts session has chosen the tab's draft. */
export function activeSession(): Session | null {
  return session;
}

/** Makes `s` the page's session (draft-session.ts, once the tab's draft is chosen). */
export function setActiveSession(s: Session): void {
  session = s;
}
