/**
 * What the drafts feature needs after the first paint, in one lazily loaded chunk: the session
 * (autosave, the old localStorage drafts, the clean-up of stale drafts, the tabs' messages),
 * Recent drafts and the drafts notices. See drafts-later.tsx.
 */
export { startDrafts } from './draft-session.ts';
export { RecentDraftsMenu } from '../share/recent-drafts-menu.tsx';
export { DraftNotices } from './draft-notices.tsx';
