import { useStore } from '../store/store.ts';
import { chooseDraft, type BootDraft, type Choice } from './choose-draft.ts';
import { setDraftAside, takeDraft } from './draft-actions.ts';
import { draftDb, notedDb } from './draft-db.ts';
import { isFresh, listable, sameContent, type DraftContent, type DraftRecord, type StorageStatus } from './draft-record.ts';
import { draftWriter } from './draft-writer.ts';
import { FORKED_TEXT, setActiveSession, SHARED_TEXT, useDraftsState, type Session } from './drafts-state.ts';
import { migrateLegacyDrafts } from './legacy-drafts.ts';
import { noteDrafts } from './local-notes.ts';
import { isOwnWork } from './own-work.ts';
import { listenToTabs, markedElsewhere, pageClaim, pingTabs } from './tab-claims.ts';
import { navigationType, readTabIdentity, viewWrittenAt, writeTabIdentity } from './tab-identity.ts';

/** What the page tells the drafts session, and how the session acts on the page. */
export interface StartOptions {
  /** A plain visit's draft, shown before the first render (choose-draft.ts); null when the address gave the text, or the choice came too late. */
  boot: BootDraft | null;
  /** The text on screen that the session must not replace (the address's, or typed), or null. */
  shown: () => string | null;
  /** Puts a stored draft's text and options on screen; null: the default example, as a new draft. */
  show: (record: DraftRecord | null) => void;
  /** Says that the tab's previous draft was kept in Recent drafts. */
  keptAside: (record: DraftRecord) => void;
}

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

const setStatus = (status: StorageStatus): void => {
  const s = useStore.getState();
  if (s.storageStatus !== status) s.setStorageStatus(status);
};

/** The same draft, with the same text: what was shown needs no change. */
const confirms = (shown: Choice, chosen: Choice): boolean => shown.kind === chosen.kind
  && (shown.kind !== 'open' || (chosen.kind === 'open' && chosen.record.id === shown.record.id && sameContent(chosen.record, shown.record)));

/**
 * Starts the tab's drafts, after the first paint: moves old localStorage drafts into IndexedDB,
 * reads the stored drafts, drops the marks of crashed tabs, and checks the boot's choice against
 * what it now knows (a newer text, a draft another tab got first, a draft only a crashed tab had
 * marked): if it changed, the new choice is shown, unless the person has typed (their text then
 * becomes a draft of its own). A permalink or example visit chooses now. Then drops drafts
 * untouched for 30 days, and autosaves. Resolves once the tab's draft is chosen and on screen.
 */
export async function startDrafts(options: StartOptions): Promise<void> {
  const now = Date.now();
  const claim = pageClaim();
  const db = notedDb(draftDb(), isOwnWork);
  const { notify, dismiss } = useDraftsState.getState();
  let session: Session | null = null;
  const writer = draftWriter(db, {
    isOwnWork,
    events: {
      status: setStatus,
      identity: (slot) => writeTabIdentity({ draft: slot.id, rev: slot.rev }),
      forked: (why) => {
        dismiss('shared');
        notify({ kind: 'forked', text: FORKED_TEXT[why] });
        void claim.take(writer.current().id);
      },
      changed: () => {
        session?.publish();
        pingTabs();
      },
    },
  });
  const migrated = await migrateLegacyDrafts(db, writer, now);
  const loaded = await writer.load();
  await claim.clearStale();
  const { boot } = options;
  // Drafts other tabs have open: marked by them, and not the boot's draft when this tab got its lock.
  const elsewhere = markedElsewhere(claim.key);
  if (boot && (await boot.owned)) elsewhere.delete(boot.id);
  const tab = readTabIdentity();
  const choose = (shown: string | null): Choice => chooseDraft({
    drafts: writer.records().filter((d) => isFresh(d, now) || d.id === tab?.draft),
    tab, shown, navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: elsewhere, isOwnWork,
  });
  const again = boot ? choose(null) : null;
  const confirmed = boot !== null && again !== null && confirms(boot.choice, again);
  const choice = confirmed ? again : choose(options.shown());
  const record = choice.kind === 'open' || choice.kind === 'continue' ? choice.record : null;
  const id = record?.id ?? (confirmed ? boot.id : writer.current().id);
  const shared = elsewhere.has(id);
  writer.take({ id, rev: record?.rev ?? 0, copy: shared });
  void claim.take(id);
  if (!confirmed && (choice.kind === 'open' || (choice.kind === 'continue' && choice.use === 'record'))) options.show(choice.record);
  if (!confirmed && choice.kind === 'default' && boot?.choice.kind === 'open') options.show(null);
  if (shared) notify({ kind: 'shared', text: SHARED_TEXT });
  if (choice.kind === 'new') {
    if (choice.setAside) options.keptAside(choice.setAside);
    if (choice.changedElsewhere) notify({ kind: 'forked', text: FORKED_TEXT.conflict });
  }
  // Drafts untouched for 30 days go, and drafts with no work of the person's, unless a tab has one open.
  const stale = writer.records()
    .filter((d) => (!isFresh(d, now) || !isOwnWork(d.text)) && d.id !== tab?.draft && d.id !== id && !elsewhere.has(d.id))
    .map((d) => d.id);
  if (loaded.status === 'ok' && stale.length > 0) {
    await db.remove(stale);
    writer.forget(stale);
  }
  if (loaded.status !== 'ok') setStatus(loaded.status);
  else if (migrated !== 'ok') setStatus(migrated);
  else if (loaded.corrupt > 0) setStatus('corrupt');

  const autosave = startAutosave(() => void writer.save(content()));
  const s: Session = {
    db, writer, flush: autosave.flush,
    publish: () => {
      // The next plain visit reads its draft before rendering (local-notes.ts).
      if (writer.records().length > 0) noteDrafts();
      useDraftsState.setState({ recent: listable(writer.records(), writer.current().id, Date.now(), isOwnWork), openElsewhere: markedElsewhere(claim.key) });
    },
    setAside: (draft) => setDraftAside(s, draft),
    take: (r) => takeDraft(s, r),
  };
  session = s;
  setActiveSession(s);
  followTabs(s, claim.onOwned);
  useDraftsState.setState({ active: true });
  s.publish();
  // A link or example just opened is the tab's draft from now on: saved without waiting for an edit.
  void writer.save(content());
}

/** Follows the other tabs: the drafts they open and close, and changes to the stored drafts. */
function followTabs(s: Session, onOwned: (listener: (id: string) => void) => void): void {
  let reload: ReturnType<typeof setTimeout> | undefined;
  // The other tab on this draft has closed or moved on: this one goes on with the draft itself.
  onOwned((id) => {
    if (id !== s.writer.current().id) return;
    s.writer.setCopy(false);
    useDraftsState.getState().dismiss('shared');
  });
  listenToTabs((what) => {
    if (what === 'marks') return s.publish();
    clearTimeout(reload);
    reload = setTimeout(() => void s.writer.load().then(() => {
      // Removed in another tab while on screen here: this tab still shows it, so it is kept.
      const current = s.writer.current();
      if (current.rev > 0 && !s.writer.records().some((d) => d.id === current.id)) void s.writer.save(content());
      s.publish();
    }), 100);
  }, window);
  window.addEventListener('pagehide', () => s.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') s.flush();
  });
}
