import type { BootDraft } from './boot-draft.ts';
import { sameContent, type DraftRecord } from './draft-record.ts';

/**
 * The choice made under the locks (boot-draft.ts), for a page that rendered `shown` (the draft
 * localStorage named: provisional-draft.ts) before it. As a rule it is the same draft, and
 * nothing changes. When they differ (a tab opened that draft a moment ago, or an older build
 * saved since), `open` puts the chosen draft on screen (null: the default example), before the
 * person can have done anything with what they saw; if they have already typed (`edited`), their
 * text stays, and the drafts session chooses again around it: the result is then null.
 */
export function confirmShown(boot: BootDraft, shown: DraftRecord, edited: () => boolean, open: (record: DraftRecord | null) => void): BootDraft | null {
  const record = boot.choice.kind === 'open' ? boot.choice.record : null;
  if (record?.id === shown.id && sameContent(record, shown)) return boot;
  if (edited()) return null;
  open(record);
  return boot;
}
