import { useStore } from '../store/store.ts';
import { chooseDraft } from './choose-draft.ts';
import { draftDb, type DraftDb } from './draft-db.ts';
import { isFresh, listable, newDraftId, type DraftContent, type DraftRecord } from './draft-record.ts';
import { draftWriter, type DraftWriter } from './draft-writer.ts';
import { useDraftsState } from './drafts-state.ts';
import { migrateLegacyDrafts } from './migrate-legacy.ts';
import { followTabs } from './follow-tabs.ts';
import { isOwnWork } from './own-work.ts';
import { presence, type Presence } from './presence.ts';
import { SHARED_TEXT, FORKED_TEXT } from './notice-texts.ts';
import type { StorageStatus } from './storage-status.ts';
import { tabChannel } from './tab-channel.ts';
import { navigationType, readTabIdentity, viewWrittenAt, writeTabIdentity } from './tab-identity.ts';
import { startAutosave } from './autosave.ts';

/** The running session: what the drafts actions work with. */
export interface Session {
  db: DraftDb;
  writer: DraftWriter;
  tabs: Presence;
  /** Saves the on-screen draft now if an autosave is pending. */
  flush: () => void;
  /** Saves the on-screen draft now (it was removed from storage while on screen here). */
  resave: () => void;
  /** Republishes the Recent drafts list from what the writer knows. */
  publish: () => void;
}

let session: Session | null = null;

/** The session, or null in an embed and until `startDrafts` has chosen the tab's draft. */
export function activeSession(): Session | null {
  return session;
}

/**
 * How long a new page waits for the other tabs to say which drafts they have open, in ms. A busy
 * tab answers late (80 ms was too short with two browsers on two cores: the new tab took the other
 * tab's draft, and only the later "claimed" answer turned it into a shared one); a late answer
 * still arrives as `claimed`, so this only decides how often the new tab gets it right at once.
 */
const PRESENCE_WAIT_MS = 250;

/** What the page needs to tell the drafts session, and how the session acts on the page. */
export interface StartOptions {
  /** The text the address put on screen (a permalink, an example), or null on a plain visit. */
  shown: () => string | null;
  /** Puts a stored draft's text and options on screen. */
  show: (record: DraftRecord) => void;
  /** Says that the tab's previous draft was kept in Recent drafts. */
  keptAside: (record: DraftRecord) => void;
}

const content = (): DraftContent => {
  const s = useStore.getState();
  return { text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime };
};

const setStatus = (status: StorageStatus): void => {
  const s = useStore.getState();
  if (s.storageStatus !== status) s.setStorageStatus(status);
};

/**
 * Starts the tab's drafts: moves old localStorage drafts into IndexedDB, drops drafts untouched
 * for 30 days, asks the other tabs which drafts they have open, chooses the tab's draft
 * (`chooseDraft`), and then autosaves it. Resolves once the draft to show is on screen.
 */
export async function startDrafts(options: StartOptions): Promise<void> {
  const now = Date.now();
  const db = draftDb();
  const tabs = presence(tabChannel('kops-hook-playground:tabs'), newDraftId());
  const asked = tabs.announce(null, PRESENCE_WAIT_MS);
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
  const migrated = await migrateLegacyDrafts(db, writer, now);
  const loaded = await writer.load();
  const tab = readTabIdentity();
  const others = await asked;
  // Drafts untouched for 30 days go, and drafts that hold no work of the person's (a tab's text
  // cleared, or undone back to an example), unless a tab has one open (this one, or another).
  const stale = writer.records()
    .filter((d) => (!isFresh(d, now) || !isOwnWork(d.text)) && d.id !== tab?.draft && !others.has(d.id))
    .map((d) => d.id);
  if (loaded.status === 'ok' && stale.length > 0) {
    await db.remove(stale);
    writer.forget(stale);
  }
  const choice = chooseDraft({
    drafts: writer.records(), tab, shown: options.shown(), navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: others, isOwnWork,
  });
  if (choice.kind === 'open' || choice.kind === 'continue') {
    const { record } = choice;
    writer.take({ id: record.id, rev: record.rev, copy: others.has(record.id) });
    if (choice.kind === 'open' || choice.use === 'record') options.show(record);
    if (others.has(record.id)) notify({ kind: 'shared', text: SHARED_TEXT });
  } else if (choice.kind === 'new') {
    if (choice.setAside) options.keptAside(choice.setAside);
    if (choice.changedElsewhere) notify({ kind: 'forked', text: FORKED_TEXT.conflict });
  }
  // Remembered at once: a reload must come back to this draft, not to one set aside just now.
  const chosen = writer.current();
  writeTabIdentity({ draft: chosen.id, rev: chosen.rev });
  if (loaded.status !== 'ok') setStatus(loaded.status);
  else if (migrated !== 'ok') setStatus(migrated);
  else if (loaded.corrupt > 0) setStatus('corrupt');

  const autosave = startAutosave(() => void writer.save(content()));
  session = {
    db, writer, tabs, flush: autosave.flush, resave: () => void writer.save(content()),
    publish: () => useDraftsState.setState({
      recent: listable(writer.records(), writer.current().id, Date.now(), isOwnWork),
      openElsewhere: tabs.openElsewhere(),
    }),
  };
  followTabs(session);
  useDraftsState.setState({ active: true });
  session.publish();
  void tabs.announce(writer.current().id);
  // A link or example just opened is the tab's draft from now on: saved without waiting for an edit.
  void writer.save(content());
}
