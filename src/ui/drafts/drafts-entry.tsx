import { create } from 'zustand';
import { loadText } from '../editor/load-text.ts';
import { readYamlFile } from '../editor/read-yaml-file.ts';
import type { DraftContent, DraftRecord } from './draft-record.ts';
import type * as DraftSession from './draft-session.tsx';
import type { DraftWriter } from './draft-writer.ts';

// What the entry holds of the drafts: the state their UI shows, the running session, and what loads the rest later.

/** A message about drafts, shown under the header until dismissed or resolved; `removed` offers to undo. */
export interface DraftNotice {
  kind: 'shared' | 'forked' | 'imported' | 'removed';
  text: string;
  undo?: () => void;
}

/** The running drafts session (draft-session.tsx): `setAside` keeps `content` (about to be replaced) as a draft of its own unless it is not own work; `take` makes `record` (on screen) the tab's. */
export interface Session {
  writer: DraftWriter;
  flush: () => void;
  publish: () => void;
  setAside: (content: DraftContent) => boolean;
  take: (record: DraftRecord) => void;
}

/** What the drafts UI shows, in the entry: `session` is null in embeds and until the session has chosen the tab's draft. */
export interface DraftsState {
  session: Session | null;
  recent: DraftRecord[];
  openElsewhere: ReadonlySet<string>;
  notices: DraftNotice[];
  notify: (notice: DraftNotice) => void;
  dismiss: (kind: DraftNotice['kind']) => void;
}

export const useDraftsState = create<DraftsState>()((set, get) => ({
  session: null,
  recent: [],
  openElsewhere: new Set(),
  notices: [],
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.kind !== notice.kind), notice] }),
  dismiss: (kind) => set({ notices: get().notices.filter((n) => n.kind !== kind) }),
}));

export function activeSession(): Session | null {
  return useDraftsState.getState().session;
}

let chunk: typeof DraftSession | null = null;

/** Loads the drafts chunk and starts the session, after the first paint. Never rejects: the editor works on without drafts. */
export async function startDraftsLater(options: DraftSession.StartOptions): Promise<void> {
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

/** Opens a chosen or dropped file: a drafts file's drafts go to Recent drafts (the text on screen stays), any other file to the editor; resolves with a message when it cannot be used, else null. */
export async function openFile(file: File): Promise<string | null> {
  const transfer = import('./drafts-transfer.ts').catch(() => null); // loads while the file is read
  const result = await readYamlFile(file);
  if (result.text === null) return result.error;
  const { importDrafts, parseDraftsFile } = (await transfer) ?? (await import('./drafts-transfer.ts'));
  const parsed = parseDraftsFile(result.text);
  if (parsed.kind === 'error') return `"${file.name}": ${parsed.message}`;
  if (parsed.kind === 'drafts') return importDrafts(parsed.drafts, parsed.skipped, file.name);
  loadText(result.text, `"${file.name}"`);
  return null;
}
