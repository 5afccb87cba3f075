import type * as DraftSessionModule from './draft-session.tsx';
import { useDraftsState } from './drafts-state.ts';
import type { StartOptions } from './draft-session.tsx';

let chunk: typeof DraftSessionModule | null = null;

/** Loads the drafts chunk and starts the session, after the first paint. Never rejects: the editor works on without drafts. */
export async function startDraftsLater(options: StartOptions): Promise<void> {
  try {
    chunk = await import('./draft-session.tsx');
    await chunk.startDrafts(options);
  } catch (error) {
    console.error('Drafts could not start:', error);
  }
}

/** "Recent drafts" in the toolbar: until the session has started, a closed menu of the same size that says the drafts are being read. */
export function RecentDraftsSlot() {
  const active = useDraftsState((s) => s.session !== null);
  if (active && chunk) return <chunk.RecentDraftsMenu />;
  return (
    <details className="recent-drafts">
      <summary>Recent drafts</summary>
      <div className="recent-drafts-body"><p className="hint">Reading your drafts…</p></div>
    </details>
  );
}

/** The drafts notices (a draft open in another tab, a copy, an import, a removal), once the session has started. */
export function DraftNoticesSlot() {
  const active = useDraftsState((s) => s.session !== null);
  return active && chunk ? <chunk.DraftNotices /> : null;
}
