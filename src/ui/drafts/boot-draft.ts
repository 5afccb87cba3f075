import { chooseDraft, type Choice } from './choose-draft.ts';
import type { DraftDb } from './draft-db.ts';
import { mayHaveDrafts } from './drafts-hint.ts';
import type { ChoosingTurn, EarlyDrafts } from './early-drafts.ts';
import { isFresh, newDraftId, type DraftRecord } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';
import { pageTabLocks, type TabLocks } from './tab-locks.ts';
import { navigationType, readTabIdentity, viewWrittenAt } from './tab-identity.ts';

/** A plain visit's draft, chosen before the first render. */
export interface BootDraft {
  /** `open` (a stored draft) or `default` (nothing to reopen: a new draft from the default example). */
  choice: Choice;
  /** The id of the tab's draft: the stored draft's, or a new one. This tab holds its lock. */
  id: string;
  /** The drafts other tabs had open when this one chose. */
  elsewhere: Set<string>;
}

/** What the boot reads and asks (injectable for tests). */
export interface BootDeps {
  db?: DraftDb;
  locks?: TabLocks;
  /** False when the browser certainly keeps no drafts (drafts-hint.ts). */
  mayHaveDrafts?: () => boolean;
  now?: number;
  /** The read and the turn to choose, when the early script has started them (early-drafts.ts). */
  early?: EarlyDrafts | null;
}

/** Runs `choose` in the turn `turn` resolves with, then ends the turn. */
async function inTurn<T>(turn: Promise<ChoosingTurn>, choose: (elsewhere: Set<string>) => Promise<T>): Promise<T> {
  const { elsewhere, release } = await turn;
  try {
    return await choose(elsewhere);
  } finally {
    release();
  }
}

/**
 * Chooses the draft a plain visit shows, before its first render: reads the stored drafts (one
 * IndexedDB read) and, under the tabs' choosing lock, asks the browser which drafts other tabs
 * hold and takes the chosen draft's lock (tab-locks.ts). No timer, no message to wait for. A
 * browser that keeps no drafts (drafts-hint.ts: a first visit) gets the default example without
 * any of that: the promise resolves in the entry's own task, so the page renders before
 * DOMContentLoaded. When the early script has started the read and the wait for the turn to choose
 * (`early`: early-drafts.ts), both are usually done by the time the entry runs, and the page
 * renders in the entry's own task too. The rest of the drafts session (the old localStorage drafts, the
 * clean-up of stale drafts, autosave, Recent drafts) starts after the first paint and goes on
 * from this choice (draft-session.ts). A storage failure chooses the default: the session
 * reports it.
 */
export async function bootDraft(deps: BootDeps = {}): Promise<BootDraft> {
  const now = deps.now ?? Date.now();
  const locks = deps.locks ?? pageTabLocks();
  if (!(deps.mayHaveDrafts ?? mayHaveDrafts)()) {
    // The note went away since the early script looked: its turn must not hold up other tabs.
    void deps.early?.turn.then((t) => t.release());
    return { choice: { kind: 'default' }, id: newDraftId(), elsewhere: new Set() };
  }
  // Read while the browser grants the choosing lock and answers which drafts other tabs hold.
  // In builds the early script has started the read (early-drafts.ts); the database code loads
  // here only where it has not (the dev server, or an early script that came after the entry).
  const stored = deps.early?.stored ?? (deps.db ? deps.db.all() : import('./draft-db.ts').then((m) => m.draftDb().all()));
  const tab = readTabIdentity();
  const early = deps.early;
  const choosing = early ? <T>(choose: (elsewhere: Set<string>) => Promise<T>) => inTurn(early.turn, choose) : locks.choosing;
  return new Promise<BootDraft>((resolve, reject) => {
    choosing(async (elsewhere) => {
      // As the session's clean-up will: drafts untouched for 30 days are gone, unless they are this tab's.
      const kept = (await stored).drafts.filter((d: DraftRecord) => isFresh(d, now) || d.id === tab?.draft);
      const choice = chooseDraft({ drafts: kept, tab, shown: null, navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: elsewhere, isOwnWork });
      const id = choice.kind === 'open' ? choice.record.id : newDraftId();
      const held = locks.hold(id);
      // The page renders now; the next tab to choose waits until this one's lock is held.
      resolve({ choice, id, elsewhere });
      await held;
    }).catch(reject);
  });
}
