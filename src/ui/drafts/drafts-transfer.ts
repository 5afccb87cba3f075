import { useStore } from '../store/store.ts';
import { newDraftId } from './draft-record.ts';
import { activeSession } from './active-session.ts';
import { draftsFileText, planImport, type FileDraft } from './drafts-file.ts';
import { useDraftsState } from './drafts-state.ts';
import { isOwnWork } from './own-work.ts';

// Loaded on the first "Download all drafts" or opened file, not with the page: a first paint
// needs neither the drafts file format nor the import's merge.
export { draftsFileName, parseDraftsFile } from './drafts-file.ts';

/** Every draft, the one on screen with its latest text, for "Download all drafts". */
export function exportDrafts(now = Date.now()): string {
  const s = activeSession();
  const st = useStore.getState();
  const records = s ? s.writer.records() : [];
  const current = s?.writer.current();
  const all = new Map(records.map((d) => [d.id, d]));
  if (current && isOwnWork(st.text)) {
    const prior = all.get(current.id);
    all.set(current.id, { v: 1, id: current.id, text: st.text, kopsVersion: st.kopsVersion, runtime: st.runtime, distro: st.distro, createdAt: prior?.createdAt ?? now, savedAt: now, rev: current.rev });
  }
  const drafts = [...all.values()].filter((d) => isOwnWork(d.text)).sort((a, b) => b.savedAt - a.savedAt);
  return draftsFileText(drafts, now);
}

/**
 * Brings back the drafts of a drafts file and says how many, and how many were already there.
 * Resolves with a message when this page keeps no drafts (an embed), else null.
 */
export async function importDrafts(incoming: readonly FileDraft[], skipped: number, fileName: string): Promise<string | null> {
  const s = activeSession();
  if (!s) return `"${fileName}" holds saved drafts, which only the full playground keeps: open it there.`;
  const notify = useDraftsState.getState().notify;
  const st = useStore.getState();
  const existing = [...s.writer.records(), { v: 1 as const, id: s.writer.current().id, text: st.text, kopsVersion: '', runtime: '', createdAt: 0, savedAt: 0, rev: 0 }];
  const { records, duplicates } = planImport(incoming, existing, Date.now(), newDraftId);
  const result = records.length > 0 ? await s.db.addAbsent(records) : { added: [], status: 'ok' as const };
  if (result.status !== 'ok') s.writer.keepInMemory(records);
  else await s.writer.load();
  s.publish();
  s.tabs.changed();
  const n = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;
  const added = result.status === 'ok' ? result.added.length : records.length;
  const parts = [`Imported ${n(added, 'draft', 'drafts')} from "${fileName}" into Recent drafts.`];
  if (duplicates > 0) parts.push(`${n(duplicates, 'draft was', 'drafts were')} already there.`);
  if (skipped > 0) parts.push(`${n(skipped, 'entry', 'entries')} could not be read.`);
  if (result.status !== 'ok' && records.length > 0) parts.push('This browser cannot save them, so they stay only until this tab closes.');
  notify({ kind: 'imported', text: parts.join(' ') });
  return null;
}
