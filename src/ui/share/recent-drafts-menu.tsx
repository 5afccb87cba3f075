import { useRef } from 'react';
import { useDismissableDetails } from '../layout/use-dismissable-details.ts';
import { continueAsCopy, removeDraft } from '../drafts/draft-session.tsx';
import { draftSize, draftTitle, firstLine, type DraftRecord } from '../drafts/draft-record.ts';
import { useDraftsState } from '../drafts/drafts-entry.tsx';
import { useStore } from '../store/store.ts';
import { DownloadDrafts } from './download-drafts.tsx';
import { openView, viewOfDraft } from './open-view.ts';

const when = (t: number): string => new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One draft: reopen it (the text on screen is kept in turn), see what it is, or remove it. */
function DraftItem({ draft, elsewhere }: { draft: DraftRecord; elsewhere: boolean }) {
  const title = draftTitle(draft.text);
  return (
    <li>
      <button type="button" onClick={() => openView(viewOfDraft(draft), draft)}>{title}</button>{' '}
      <button
        type="button"
        className="quiet"
        data-keeps-menu=""
        aria-label={`Remove draft ${title}`}
        title={elsewhere ? 'Open in another tab: remove it once that tab is closed' : 'Remove this draft from the browser'}
        disabled={elsewhere}
        onClick={() => void removeDraft(draft)}
      >
        Remove
      </button>
      <span className="hint">
        <code>{firstLine(draft.text)}</code> · <time dateTime={new Date(draft.savedAt).toISOString()}>{when(draft.savedAt)}</time>
        {' · '}{draftSize(draft.text)} · kops {draft.kopsVersion}{elsewhere ? ' · open in another tab' : ''}
      </span>
    </li>
  );
}

/**
 * "Recent drafts": every other draft edited in the last 30 days, newest first, and "Download all
 * drafts". Rendered once the drafts session has started (drafts/drafts-entry.tsx).
 */
export function RecentDraftsMenu() {
  const recent = useDraftsState((s) => s.recent);
  const elsewhere = useDraftsState((s) => s.openElsewhere);
  const status = useStore((s) => s.storageStatus);
  // The notice that this draft is also open in another tab sits under the toolbar, where this
  // list covers it: the list says it too, with the notice's way out (not a second status, which a
  // screen reader would announce twice).
  const shared = useDraftsState((s) => s.notices.find((n) => n.kind === 'shared'));
  const menu = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(menu);
  return (
    <details ref={menu} className="recent-drafts">
      <summary>Recent drafts ({recent.length})</summary>
      <div className="recent-drafts-body">
        {shared && (
          <p className="recent-drafts-shared">
            {shared.text} <button type="button" onClick={continueAsCopy}>Continue as a copy</button>
          </p>
        )}
        {(status === 'unavailable' || status === 'full') && (
          <p className="hint">{status === 'full' ? 'Browser storage is full' : 'This browser does not let the page save drafts'}: this list lasts until the tab closes.</p>
        )}
        {recent.length === 0 ? (
          <p className="hint">No other drafts yet. Every draft you edit is saved in this browser and listed here for 30 days.</p>
        ) : (
          <ul aria-label="Recent drafts">
            {recent.map((d) => <DraftItem key={d.id} draft={d} elsewhere={elsewhere.has(d.id)} />)}
          </ul>
        )}
        <DownloadDrafts />
      </div>
    </details>
  );
}
