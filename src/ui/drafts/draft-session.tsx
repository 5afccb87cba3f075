import { useStore } from '../store/store.ts';
import { chooseDraft, navigationType, readTabIdentity, viewWrittenAt, writeTabIdentity, type BootDraft, type Choice } from './choose-draft.ts';
import { draftDb } from './draft-db.ts';
import { draftTitle, isFresh, listable, newDraftId, sameContent, type DraftContent, type DraftRecord, type StorageStatus } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';
import { draftWriter } from './draft-writer.ts';
import { activeSession, useDraftsState, type Session } from './drafts-entry.tsx';
import { migrateLegacyDrafts } from './legacy-drafts.ts';
import { noteDrafts } from './local-notes.ts';
import { listenToTabs, markedElsewhere, pageClaim, pingTabs } from './tab-claims.ts';

// The drafts after the first paint, in one lazily loaded chunk (drafts-entry.tsx): the session, its actions, its notices.
export { RecentDraftsMenu } from '../share/recent-drafts-menu.tsx';

/** What the page tells the session (a plain visit's draft already shown, or null; the text on screen it must not replace), and how it acts on the page (show a draft, null: the default example; say one was kept aside). */
export interface StartOptions {
  boot: BootDraft | null;
  shown: () => string | null;
  show: (record: DraftRecord | null) => void;
  keptAside: (record: DraftRecord) => void;
}

const SHARED_TEXT = 'This draft is also open in another tab. Your edits here will be saved as a copy, so neither tab overwrites the other.';
const FORKED_TEXT = {
  shared: 'This draft is also open in another tab, so your edits here are saved as a new draft. The other tab keeps the original; it is in Recent drafts.',
  conflict: 'Another tab changed this draft, so the text in this tab is now saved as a separate draft. The other version is in Recent drafts.',
  copy: 'You are now working on a copy of this draft. The original stays as it was, in the other tab and in Recent drafts.',
  unreadable: 'A newer version of the playground changed this draft, so the text in this tab is now saved as a separate draft. Reload to use the newer version.',
} as const;

/** Quiet time after the last change before the draft is saved, in ms. */
export const AUTOSAVE_PAUSE_MS = 300;
/** Longest a change waits while typing never pauses, in ms: a crash loses at most this much. */
export const AUTOSAVE_MAX_WAIT_MS = 2000;

/** Calls `save` one pause after the text or options last changed, in a timer task, never on the keystroke. */
export function startAutosave(save: () => void): { flush: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let since = 0;
  const flush = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  useStore.subscribe((s, p) => {
    if (s.text === p.text && s.kopsVersion === p.kopsVersion && s.runtime === p.runtime && s.distro === p.distro) return;
    const now = Date.now();
    if (timer === undefined) since = now;
    else clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, since + AUTOSAVE_MAX_WAIT_MS - now)));
  });
  return { flush };
}

const content = (): DraftContent => {
  const s = useStore.getState();
  return { text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime, distro: s.distro };
};

const setStatus = (status: StorageStatus): void => useStore.getState().setStorageStatus(status);

/** The tab's text has gone to a new draft (`id`), for `why`: the other tab's notice goes, this one says so. */
function forked(why: keyof typeof FORKED_TEXT, id: string): void {
  const { dismiss, notify } = useDraftsState.getState();
  dismiss('shared');
  notify({ kind: 'forked', text: FORKED_TEXT[why] });
  void pageClaim().take(id);
}

/** The same draft, with the same text: what was shown needs no change. */
const confirms = (shown: Choice, chosen: Choice): boolean => shown.kind === chosen.kind
  && (shown.kind !== 'open' || (chosen.kind === 'open' && chosen.record.id === shown.record.id && sameContent(chosen.record, shown.record)));

/** Starts the tab's drafts after the first paint, checking the boot's choice against IndexedDB and the locks (a changed choice is shown unless the person has typed); resolves once the tab's draft is on screen. */
export async function startDrafts(options: StartOptions): Promise<void> {
  const now = Date.now();
  const claim = pageClaim();
  const db = draftDb();
  const { notify, dismiss } = useDraftsState.getState();
  const writer = draftWriter(db, {
    status: setStatus,
    identity: (slot) => writeTabIdentity({ draft: slot.id, rev: slot.rev }),
    forked: (why) => forked(why, writer.current().id),
    changed: () => {
      activeSession()?.publish();
      pingTabs();
    },
  });
  const take = (id: string, rev: number, shared: boolean): void => {
    writer.take({ id, rev, copy: shared });
    if (shared) notify({ kind: 'shared', text: SHARED_TEXT });
    void claim.take(id);
  };
  const migrated = await migrateLegacyDrafts(writer, now);
  const loaded = await writer.load();
  await claim.clearStale();
  const { boot } = options;
  // Drafts other tabs have open: marked by them, and not the boot's draft when this tab got its lock.
  const elsewhere = markedElsewhere(claim.key);
  if (boot && (await boot.owned)) elsewhere.delete(boot.id);
  const tab = readTabIdentity();
  const choose = (shown: string | null): Choice => chooseDraft({
    drafts: writer.records(), now, tab, shown, navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: elsewhere,
  });
  const again = boot ? choose(null) : null;
  const confirmed = boot !== null && again !== null && confirms(boot.choice, again);
  const choice = confirmed ? again : choose(options.shown());
  const record = choice.kind === 'open' || choice.kind === 'continue' ? choice.record : null;
  const id = record?.id ?? (confirmed ? boot.id : writer.current().id);
  take(id, record?.rev ?? 0, elsewhere.has(id));
  if (!confirmed && (choice.kind === 'open' || (choice.kind === 'continue' && choice.use === 'record'))) options.show(choice.record);
  if (!confirmed && choice.kind === 'default' && boot?.choice.kind === 'open') options.show(null);
  if (choice.kind === 'new') {
    if (choice.setAside) options.keptAside(choice.setAside);
    if (choice.changedElsewhere) notify({ kind: 'forked', text: FORKED_TEXT.conflict });
  }
  // Drafts untouched for 30 days go, and drafts with no work of the person's, unless a tab has one open.
  const stale = writer.records()
    .filter((d) => (!isFresh(d, now) || !isOwnWork(d.text)) && d.id !== tab?.draft && d.id !== id && !elsewhere.has(d.id))
    .map((d) => d.id);
  if (loaded.status === 'ok' && stale.length > 0) await writer.remove(stale);
  if (loaded.status !== 'ok') setStatus(loaded.status);
  else if (migrated !== 'ok') setStatus(migrated);
  else if (loaded.corrupt > 0) setStatus('corrupt');

  const autosave = startAutosave(() => void writer.save(content()));
  const s: Session = {
    writer, flush: autosave.flush,
    publish: () => {
      // The next plain visit reads its draft before rendering (local-notes.ts).
      if (writer.records().length > 0) noteDrafts();
      useDraftsState.setState({ recent: listable(writer.records(), writer.current().id, Date.now(), isOwnWork), openElsewhere: markedElsewhere(claim.key) });
    },
    setAside(old) {
      if (!isOwnWork(old.text)) return false;
      void claim.take(writer.setAside(old).id);
      dismiss('shared');
      s.publish();
      return true;
    },
    take(r) {
      take(r.id, r.rev, markedElsewhere(claim.key).has(r.id));
      s.publish();
    },
  };
  useDraftsState.setState({ session: s });
  // The other tab on this draft has closed or moved on: this one goes on with the draft itself.
  claim.onOwned((owned) => {
    if (owned !== writer.current().id) return;
    writer.setCopy(false);
    dismiss('shared');
  });
  let reload: ReturnType<typeof setTimeout> | undefined;
  listenToTabs((what) => {
    if (what === 'marks') return s.publish();
    clearTimeout(reload);
    reload = setTimeout(() => void writer.load().then(() => {
      // Removed in another tab while on screen here: this tab still shows it, so it is kept.
      const current = writer.current();
      if (current.rev > 0 && !writer.records().some((d) => d.id === current.id)) void writer.save(content());
      s.publish();
    }), 100);
  }, window);
  window.addEventListener('pagehide', autosave.flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && autosave.flush());
  s.publish();
  // A link or example just opened is the tab's draft from now on: saved without waiting for an edit.
  void writer.save(content());
}

/** "Continue as a copy": the tab's text becomes a new draft at once; the other tab keeps the original. */
export function continueAsCopy(): void {
  const s = activeSession();
  if (!s) return;
  s.writer.take({ id: newDraftId(), rev: 0 });
  forked('copy', s.writer.current().id);
  void s.writer.save(content());
}

/** Removes a draft and every other copy of its text (the list shows one per text), except those open in a tab; the notice offers to undo. */
export async function removeDraft(record: DraftRecord): Promise<void> {
  const s = activeSession();
  if (!s) return;
  const current = s.writer.current().id;
  const elsewhere = markedElsewhere(pageClaim().key);
  const gone = s.writer.records().filter((d) => d.text === record.text && d.id !== current && !elsewhere.has(d.id));
  await s.writer.remove(gone.map((d) => d.id));
  useDraftsState.getState().notify({
    kind: 'removed',
    text: `Draft "${draftTitle(record.text)}" removed.`,
    undo: async () => {
      useDraftsState.getState().dismiss('removed');
      await s.writer.add(gone);
    },
  });
}

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
