import { useStore } from '../store/store.ts';
import { setActiveSession, type Session } from './active-session.ts';
import type { BootDraft } from './boot-draft.ts';
import { chooseDraft } from './choose-draft.ts';
import { setDraftAside, takeDraft } from './draft-actions.ts';
import { draftDb } from './draft-db.ts';
import { notedDb } from './noted-db.ts';
import { clearStaleMarks, readOpenMarks } from './open-marks.ts';
import { pageTabLocks } from './tab-locks.ts';
import { isFresh, listable, newDraftId, type DraftContent, type DraftRecord } from './draft-record.ts';
import { draftWriter } from './draft-writer.ts';
import { noteDrafts } from './drafts-hint.ts';
import { useDraftsState } from './drafts-state.ts';
import { migrateLegacyDrafts } from './migrate-legacy.ts';
import { followTabs } from './follow-tabs.ts';
import { isOwnWork } from './own-work.ts';
import { presence } from './presence.ts';
import { SHARED_TEXT, FORKED_TEXT } from './notice-texts.ts';
import type { StorageStatus } from './storage-status.ts';
import { tabChannel } from './tab-channel.ts';
import { navigationType, readTabIdentity, viewWrittenAt, writeTabIdentity } from './tab-identity.ts';
import { startAutosave } from './autosave.ts';

/** What the page needs to tell the drafts session, and how the session acts on the page. */
export interface StartOptions {
  /**
   * A plain visit's draft, chosen and shown before the first render (boot-draft.ts); null when
   * the address gave the text (a permalink, an example) or the choice did not finish in time.
   */
  boot: BootDraft | null;
  /** The text on screen that the session must not replace (the address's, or typed), or null. */
  shown: () => string | null;
  /** Puts a stored draft's text and options on screen. */
  show: (record: DraftRecord) => void;
  /** Says that the tab's previous draft was kept in Recent drafts. */
  keptAside: (record: DraftRecord) => void;
}

const content = (): DraftContent => {
  const s = useStore.getState();
  return { text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime, distro: s.distro };
};

const setStatus = (status: StorageStatus): void => {
  const s = useStore.getState();
  if (s.storageStatus !== status) s.setStorageStatus(status);
};

/**
 * Starts the tab's drafts, after the first paint: moves old localStorage drafts into IndexedDB,
 * reads the stored drafts, goes on from the draft the boot chose (or, on a permalink or example
 * visit, chooses one now, under the tabs' choosing lock: `chooseDraft`), drops drafts untouched
 * for 30 days, and then autosaves. Resolves once the tab's draft is chosen and on screen.
 */
export async function startDrafts(options: StartOptions): Promise<void> {
  const now = Date.now();
  // Read before the locks are asked, so that a mark written since is never taken for stale.
  const marks = readOpenMarks();
  const db = notedDb(draftDb(), isOwnWork);
  const tabs = presence(tabChannel('kops-hook-playground:tabs'), newDraftId());
  // Asks the other tabs which drafts they have open, for the live view (Recent drafts marks
  // them); the choice does not wait for their answers (the browser's locks give it at once).
  void tabs.announce(null);
  const notify = useDraftsState.getState().notify;
  const writer = draftWriter(db, {
    isOwnWork,
    events: {
      status: setStatus,
      identity: (slot) => writeTabIdentity({ draft: slot.id, rev: slot.rev }),
      forked: (why) => {
        useDraftsState.getState().dismiss('shared');
        notify({ kind: 'forked', text: FORKED_TEXT[why] });
        void tabs.announce(writer.current().id);
      },
      changed: () => {
        session?.publish();
        tabs.changed();
      },
    },
  });
  let session: Session | null = null;
  const migrated = await migrateLegacyDrafts(db, writer, now);
  const loaded = await writer.load();
  const tab = readTabIdentity();
  // The boot's choice stands, unless it found nothing to reopen and the old localStorage drafts
  // have just brought one (the first visit after the move to IndexedDB).
  const boot = options.boot && !(options.boot.choice.kind === 'default' && migrated.drafts > 0) ? options.boot : null;
  const chosen = boot ?? await tabs.choosing(async (elsewhere) => {
    const choice = chooseDraft({
      drafts: writer.records().filter((d) => isFresh(d, now) || d.id === tab?.draft),
      tab, shown: options.shown(), navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: elsewhere, isOwnWork,
    });
    const id = choice.kind === 'open' || choice.kind === 'continue' ? choice.record.id : writer.current().id;
    await tabs.announce(id);
    return { choice, id, elsewhere };
  });
  const { choice, id } = chosen;
  // Asked again for the boot's choice: a tab closed just before this one started may have held
  // its draft a moment longer (the browser releases a closed tab's locks shortly after).
  const elsewhere = boot ? await tabs.held() : chosen.elsewhere;
  const locks = pageTabLocks();
  if (locks.available && locks.markKey !== null) clearStaleMarks(marks, elsewhere, locks.markKey);
  // Drafts untouched for 30 days go, and drafts that hold no work of the person's (a tab's text
  // cleared, or undone back to an example), unless a tab has one open (this one, or another).
  const stale = writer.records()
    .filter((d) => (!isFresh(d, now) || !isOwnWork(d.text)) && d.id !== tab?.draft && d.id !== id && !elsewhere.has(d.id))
    .map((d) => d.id);
  if (loaded.status === 'ok' && stale.length > 0) {
    await db.remove(stale);
    writer.forget(stale);
  }
  if (choice.kind === 'open' || choice.kind === 'continue') {
    const { record } = choice;
    writer.take({ id: record.id, rev: record.rev, copy: elsewhere.has(record.id) });
    // The boot's draft is on screen already.
    if (!boot && (choice.kind === 'open' || choice.use === 'record')) options.show(record);
    if (elsewhere.has(record.id)) notify({ kind: 'shared', text: SHARED_TEXT });
  } else {
    writer.take({ id, rev: 0 });
    if (choice.kind === 'new') {
      if (choice.setAside) options.keptAside(choice.setAside);
      if (choice.changedElsewhere) notify({ kind: 'forked', text: FORKED_TEXT.conflict });
    }
  }
  if (loaded.status !== 'ok') setStatus(loaded.status);
  else if (migrated.status !== 'ok') setStatus(migrated.status);
  else if (loaded.corrupt > 0) setStatus('corrupt');

  const autosave = startAutosave(() => void writer.save(content()));
  let noted = false;
  const s: Session = {
    db, writer, tabs, flush: autosave.flush, resave: () => void writer.save(content()),
    publish: () => {
      // The next plain visit reads its draft before rendering (drafts-hint.ts).
      if (!noted && writer.records().length > 0) {
        noted = true;
        noteDrafts();
      }
      useDraftsState.setState({
        recent: listable(writer.records(), writer.current().id, Date.now(), isOwnWork),
        openElsewhere: tabs.openElsewhere(),
      });
    },
    setAside: (draft) => setDraftAside(s, draft),
    take: (record) => takeDraft(s, record),
  };
  session = s;
  setActiveSession(s);
  followTabs(s);
  useDraftsState.setState({ active: true });
  s.publish();
  void tabs.announce(writer.current().id);
  // A link or example just opened is the tab's draft from now on: saved without waiting for an edit.
  void s.writer.save(content());
}
