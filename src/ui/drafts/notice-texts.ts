/** The drafts notices that more than one module shows. */

/** The second tab on a draft (a duplicated tab, or a draft opened twice). */
export const SHARED_TEXT = 'This draft is also open in another tab. Your edits here will be saved as a copy, so neither tab overwrites the other.';

/** The tab's text went to a new draft. */
export const FORKED_TEXT = {
  shared: 'This draft is also open in another tab, so your edits here are saved as a new draft. The other tab keeps the original; it is in Recent drafts.',
  conflict: 'Another tab changed this draft, so the text in this tab is now saved as a separate draft. The other version is in Recent drafts.',
  copy: 'You are now working on a copy of this draft. The original stays as it was, in the other tab and in Recent drafts.',
  unreadable: 'A newer version of the playground changed this draft, so the text in this tab is now saved as a separate draft. Reload to use the newer version.',
} as const;
