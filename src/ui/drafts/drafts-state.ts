import { create } from 'zustand';
import type { DraftDb } from './draft-db.ts';
import type { DraftContent, DraftRecord } from './draft-record.ts';
import type { DraftWriter } from './draft-writer.ts';

/** A message about drafts, shown under the header until dismissed or resolved; `removed` offers to undo. */
export interface DraftNotice {
  kind: 'shared' | 'forked' | 'imported' | 'removed';
  text: string;
  undo?: () => void;
}

/** The running drafts session (draft-session.tsx, loaded after the first paint), as the page reaches it. */
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

/** What the drafts UI shows, in the entry: `session` is null in embeds and until the session has chosen the tab's draft. */
export interface DraftsState {
  session: Session | null;
  recent: DraftRecord[];
  openElsewhere: ReadonlySet<string>;
  notices: DraftNotice[];
  notify: (notice: DraftNotice) => void;
  dismiss: (kind: DraftNotice['kind']) => void;
}

/** The drafts UI store. */
export const useDraftsState = create<DraftsState>()((set, get) => ({
  session: null,
  recent: [],
  openElsewhere: new Set(),
  notices: [],
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.kind !== notice.kind), notice] }),
  dismiss: (kind) => set({ notices: get().notices.filter((n) => n.kind !== kind) }),
}));

/** The session, or null in an embed and until the drafts session has chosen the tab's draft. */
export function activeSession(): Session | null {
  return useDraftsState.getState().session;
}
