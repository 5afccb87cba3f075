import { create } from 'zustand';

/** A message about sharing shown under the header: a kept draft, or a link that did not open. */
export interface ShareNotice {
  kind: 'draft-kept' | 'link-error';
  text: string;
  /** Puts back the view the kept draft left (an example opened over it). */
  undo?: () => void;
}

/**
 * Sharing's own state, beside the playground store (which holds the inputs): the notices. The
 * Recent drafts list belongs to the drafts session (`../drafts/drafts-entry.tsx`).
 */
export interface ShareState {
  notices: ShareNotice[];
  notify: (notice: ShareNotice) => void;
  dismiss: (notice: ShareNotice) => void;
}

/** The sharing store. */
export const useShareStore = create<ShareState>()((set, get) => ({
  notices: [],
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.kind !== notice.kind), notice] }),
  dismiss: (notice) => set({ notices: get().notices.filter((n) => n !== notice) }),
}));
