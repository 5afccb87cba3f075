import { create } from 'zustand';
import type { DraftRecord } from './draft-record.ts';

/** A message about drafts, shown under the header until dismissed or resolved. */
export interface DraftNotice {
  kind: 'shared' | 'forked' | 'imported' | 'removed';
  text: string;
  /** `removed` offers to bring the draft back. */
  undo?: () => void;
}

/**
 * What the drafts UI shows: the Recent drafts list (kept in memory as well, so that nothing set
 * aside is lost this session when storage fails), the drafts open in other tabs, and the notices.
 * The session (`draft-session.ts`) writes it; components only read it.
 */
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
