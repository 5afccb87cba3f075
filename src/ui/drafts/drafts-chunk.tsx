import { continueAsCopy } from './draft-actions.ts';
import { useDraftsState } from './drafts-state.ts';

// What the drafts need after the first paint, in one lazily loaded chunk (drafts-later.tsx).
export { startDrafts } from './draft-session.ts';
export { RecentDraftsMenu } from '../share/recent-drafts-menu.tsx';

/** The drafts notices, in the sharing notices' style (a shared draft offers "Continue as a copy", a removal "Undo"). */
export function DraftNotices() {
  const notices = useDraftsState((s) => s.notices);
  const dismiss = useDraftsState((s) => s.dismiss);
  if (notices.length === 0) return null;
  return (
    <div className="share-notices">
      {notices.map((n) => (
        <p key={n.kind} className="share-notice" role="status">
          {n.text}{' '}
          {n.kind === 'shared' && <button type="button" onClick={continueAsCopy}>Continue as a copy</button>}{' '}
          {n.undo && <button type="button" onClick={n.undo}>Undo</button>}{' '}
          <button type="button" onClick={() => dismiss(n.kind)}>Dismiss</button>
        </p>
      ))}
    </div>
  );
}
