import { create } from 'zustand';
import type { DraftDb } from './draft-db.ts';
import type { DraftContent, DraftRecord } from './draft-record.ts';
import type { DraftWriter } from './draft-writer.ts';

// What the page reaches of the drafts: the state their UI shows, and the running session.

/** A message about drafts, shown under the header until dismissed or resolved. */
export interface DraftNotice {
  kind: 'shared' | 'forked' | 'imported' | 'removed';
  text: string;
  /** `removed` offers to bring the draft back. */
  undo?: () => void;
}

/** What the drafts UI shows (the session writes it): Recent drafts, the drafts open in other tabs, the notices. */
export interface DraftsState {
  /** False in embeds and until the session has started. */
  active: boolean;
  recent: DraftRecord[];
  openElsewhere: ReadonlySet<string>;
  notices: DraftNotice[];
  notify: (notice: DraftNotice) => void;
  dismiss: (kind: DraftNotice['kind']) => void;
}

/** The drafts UI store. */
export const useDraftsState = create<DraftsState>()((set, get) => ({
  active: false,
  recent: [],
  openElsewhere: new Set(),
  notices: [],
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.kind !== notice.kind), notice] }),
  dismiss: (kind) => set({ notices: get().notices.filter((n) => n.kind !== kind) }),
}));

/** The second tab on a draft (a duplicated tab, a draft opened twice, two tabs opened at once). */
export const SHARED_TEXT = 'This draft is also open in another tab. Your edits here will be saved as a copy, so neither tab overwrites the other.';

/** The tab's text went to a new draft. */
export const FORKED_TEXT = {
  shared: 'This draft is also open in another tab, so your edits here are saved as a new draft. The other tab keeps the original; it is in Recent drafts.',
  conflict: 'Another tab changed this draft, so the text in this tab is now saved as a separate draft. The other version is in Recent drafts.',
  copy: 'You are now working on a copy of this draft. The original stays as it was, in the other tab and in Recent drafts.',
  unreadable: 'A newer version of the playground changed this draft, so the text in this tab is now saved as a separate draft. Reload to use the newer version.',
} as const;

/** The running drafts session (draft-session.ts, loaded after the first paint), as the page reaches it. */
export interface Session {
  db: DraftDb;
  writer: DraftWriter;
  /** Saves the on-screen draft now if an autosave is pending. */
  flush: () => void;
  /** Republishes Recent drafts, and the drafts open in other tabs. */
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
