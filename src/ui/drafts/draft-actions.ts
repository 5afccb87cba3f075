import { useStore } from '../store/store.ts';
import { draftTitle, newDraftId, type DraftContent, type DraftRecord } from './draft-record.ts';
import { activeSession, FORKED_TEXT, SHARED_TEXT, useDraftsState, type Session } from './drafts-state.ts';
import { isOwnWork } from './own-work.ts';
import { markedElsewhere, pageClaim, pingTabs } from './tab-claims.ts';

const announce = (id: string): void => void pageClaim().take(id);
const openElsewhere = (): Set<string> => markedElsewhere(pageClaim().key);

/** Keeps `content` (about to be replaced) as a draft of its own, and moves the tab to a new one; false when it is not own work. */
export function setDraftAside(s: Session, content: DraftContent): boolean {
  if (!isOwnWork(content.text)) return false;
  const next = s.writer.setAside(content);
  useDraftsState.getState().dismiss('shared');
  announce(next.id);
  s.publish();
  return true;
}

/** Makes `record` the tab's draft (its text is already on screen: see `openView`). */
export function takeDraft(s: Session, record: DraftRecord): void {
  const elsewhere = openElsewhere().has(record.id);
  s.writer.take({ id: record.id, rev: record.rev, copy: elsewhere });
  if (elsewhere) useDraftsState.getState().notify({ kind: 'shared', text: SHARED_TEXT });
  announce(record.id);
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
  announce(s.writer.current().id);
  const { text, kopsVersion, runtime, distro } = useStore.getState();
  void s.writer.save({ text, kopsVersion, runtime, distro });
}

/**
 * Removes a draft from Recent drafts and from storage, with every other copy of the same text
 * (the list shows one entry per text), except those open in a tab. The notice offers to undo.
 */
export async function removeDraft(record: DraftRecord): Promise<void> {
  const s = activeSession();
  if (!s) return;
  const current = s.writer.current().id;
  const elsewhere = openElsewhere();
  const gone = s.writer.records().filter((d) => d.text === record.text && d.id !== current && !elsewhere.has(d.id));
  const ids = gone.map((d) => d.id);
  await s.db.remove(ids);
  s.writer.forget(ids);
  s.publish();
  pingTabs();
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
        pingTabs();
      });
    },
  });
}
