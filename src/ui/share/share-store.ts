import { create } from 'zustand';
import { loadRecentDrafts, saveRecentDrafts, withDraft, type RecentDraft, type RecentStatus } from './recent-drafts.ts';

/** A message about sharing shown under the header: a kept draft, or a link that did not open. */
export interface ShareNotice {
  kind: 'draft-kept' | 'link-error';
  text: string;
}

/**
 * Sharing's own state, beside the playground store (which holds the inputs): the Recent drafts
 * list (kept in memory even when storage fails, so nothing set aside is lost this session) and
 * the notices.
 */
export interface ShareState {
  recent: RecentDraft[];
  recentStatus: RecentStatus;
  notices: ShareNotice[];
  keepDraft: (draft: RecentDraft) => void;
  removeDraft: (text: string) => void;
  notify: (notice: ShareNotice) => void;
  dismiss: (notice: ShareNotice) => void;
}

const initial = loadRecentDrafts();

/** The sharing store. */
export const useShareStore = create<ShareState>()((set, get) => ({
  recent: initial.drafts,
  recentStatus: initial.status,
  notices: [],
  keepDraft: (draft) => {
    const recent = withDraft(get().recent, draft);
    set({ recent, recentStatus: saveRecentDrafts(recent) });
  },
  removeDraft: (text) => {
    const recent = get().recent.filter((d) => d.text !== text);
    set({ recent, recentStatus: saveRecentDrafts(recent) });
  },
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.kind !== notice.kind), notice] }),
  dismiss: (notice) => set({ notices: get().notices.filter((n) => n !== notice) }),
}));
