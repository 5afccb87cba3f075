/** The localStorage keys of the builds before IndexedDB, exactly as they wrote them (legacy-drafts.ts reads them). */
export const LEGACY_DRAFT_KEY = 'kops-hook-playground:draft';
export const LEGACY_RECENT_KEY = 'kops-hook-playground:recent-drafts';
