import { useStore } from '../store/store.ts';
import { newDraftId, type DraftContent, type DraftRecord } from './draft-record.ts';
import { activeSession } from './draft-session.ts';
import { draftsFileText, planImport, type FileDraft } from './drafts-file.ts';
import { useDraftsState } from './drafts-state.ts';
import { draftTitle } from './draft-title.ts';
import { FORKED_TEXT, SHARED_TEXT } from './notice-texts.ts';
import { isOwnWork } from './own-work.ts';

/**
 * Keeps `content` (the tab's text, about to be replaced) as a draft of its own and moves the tab
 * to a new draft. Returns false when there is nothing to keep (not the person's own work, or no
 * drafts session: an embed).
 */
export function setDraftAside(content: DraftContent): boolean {
  const s = activeSession();
  if (!s || !isOwnWork(content.text)) return false;
  const next = s.writer.setAside(content);
  useDraftsState.getState().dismiss('shared');
  void s.tabs.announce(next.id);
  s.publish();
  return true;
}

/** Makes `record` the tab's draft (its text is already on screen: see `openView`). */
export function takeDraft(record: DraftRecord): void {
  const s = activeSession();
  if (!s) return;
  const elsewhere = s.tabs.openElsewhere().has(record.id);
  s.writer.take({ id: record.id, rev: record.rev, copy: elsewhere });
  if (elsewhere) useDraftsState.getState().notify({ kind: 'shared', text: SHARED_TEXT });
  void s.tabs.announce(record.id);
  s.publish();
}

/** "Continue as a copy": the tab's text becomes a new draft at once; the other tab keeps the original. */
export function continueAsCopy(): void {
  const s = activeSession();
  if (!s) return;
  s.writer.take({ id: newDraftId(), rev: 0 });
  const state = useDraftsState.getState();
  state.dismiss('shared');
  state.notify({ kind: 'forked', text: FORKED_TEXT.copy });
  void s.tabs.announce(s.writer.current().id);
  const { text, kopsVersion, runtime } = useStore.getState();
  void s.writer.save({ text, kopsVersion, runtime });
}

/**
 * Removes a draft from Recent drafts and from storage, with every other copy of the same text
 * (the list shows one entry per text), except those open in a tab. The notice offers to undo.
 */
export async function removeDraft(record: DraftRecord): Promise<void> {
  const s = activeSession();
  if (!s) return;
  const current = s.writer.current().id;
  const elsewhere = s.tabs.openElsewhere();
  const gone = s.writer.records().filter((d) => d.text === record.text && d.id !== current && !elsewhere.has(d.id));
  const ids = gone.map((d) => d.id);
  await s.db.remove(ids);
  s.writer.forget(ids);
  s.publish();
  s.tabs.changed();
  useDraftsState.getState().notify({
    kind: 'removed',
    text: `Draft "${draftTitle(record.text)}" removed.`,
    undo: () => {
      useDraftsState.getState().dismiss('removed');
      void s.db.addAbsent(gone).then((r) => {
        if (r.status !== 'ok') s.writer.keepInMemory(gone);
        return s.writer.load();
      }).then(() => {
        s.publish();
        s.tabs.changed();
      });
    },
  });
}

/** Every draft, the one on screen with its latest text, for "Download all drafts". */
export function exportDrafts(now = Date.now()): string {
  const s = activeSession();
  const st = useStore.getState();
  const records = s ? s.writer.records() : [];
  const current = s?.writer.current();
  const all = new Map(records.map((d) => [d.id, d]));
  if (current && isOwnWork(st.text)) {
    const prior = all.get(current.id);
    all.set(current.id, { v: 1, id: current.id, text: st.text, kopsVersion: st.kopsVersion, runtime: st.runtime, createdAt: prior?.createdAt ?? now, savedAt: now, rev: current.rev });
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
