import { useShareStore } from './share-store.ts';
import { draftTitle, type RecentDraft } from './recent-drafts.ts';
import { openView } from './open-view.ts';

const when = (t: number): string => new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function reopen(d: RecentDraft): void {
  openView({ text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime === 'docker' || d.runtime === 'containerd' ? d.runtime : 'auto' });
  // It is the current draft again (autosaved); the one it replaced went into the list.
  useShareStore.getState().removeDraft(d.text);
}

/** "Recent drafts": drafts set aside by a link, an example or "New", newest first. */
export function RecentDraftsMenu() {
  const recent = useShareStore((s) => s.recent);
  const status = useShareStore((s) => s.recentStatus);
  const remove = useShareStore((s) => s.removeDraft);
  return (
    <details className="recent-drafts">
      <summary>Recent drafts ({recent.length})</summary>
      <div className="recent-drafts-body">
        {(status === 'unavailable' || status === 'full') && (
          <p className="hint">{status === 'full' ? 'Browser storage is full' : 'This browser does not let the page save drafts'}: this list lasts until the tab closes.</p>
        )}
        {recent.length === 0 ? (
          <p className="hint">No drafts set aside yet. When a link, an example or "New" replaces your text, it is kept here.</p>
        ) : (
          <ul aria-label="Recent drafts">
            {recent.map((d) => (
              <li key={d.text}>
                <button type="button" onClick={() => reopen(d)}>{draftTitle(d.text)}</button>{' '}
                <time dateTime={new Date(d.savedAt).toISOString()}>{when(d.savedAt)}</time>{' '}
                <button type="button" className="quiet" data-keeps-menu="" aria-label={`Forget draft ${draftTitle(d.text)}`} onClick={() => remove(d.text)}>×</button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
