import { isFresh, isOwnWork, newDraftId, type DraftRecord } from './draft-record.ts';
import { mayHaveDrafts, readLatestDraft } from './local-notes.ts';
import { markedElsewhere, pageClaim, type TabClaim } from './tab-claims.ts';
import { navigationType, readTabIdentity, viewWrittenAt, type TabIdentity } from './tab-identity.ts';

/** What a page load knows when it decides which draft the tab works on. */
export interface ChooseInput {
  /** Every stored draft (readable and fresh). */
  drafts: readonly DraftRecord[];
  /** The draft this tab had before the load (from sessionStorage), if any. */
  tab: TabIdentity | null;
  /** The text on screen when the address gave one (a permalink, an example); null on a plain visit. */
  shown: string | null;
  /** `navigate`, `reload`, `back_forward` or `prerender`. */
  navigation: string;
  /** When this tab last wrote the view into the address (`history.state`), if it did. */
  viewAt: number | null;
  /** Drafts that other tabs have open. */
  openElsewhere: ReadonlySet<string>;
}

/** The decision. */
export type Choice =
  /** Plain visit: show this draft and keep working on it. */
  | { kind: 'open'; record: DraftRecord }
  /** Plain visit with nothing to reopen: a new draft, from the default example. */
  | { kind: 'default' }
  /** The address's text continues this tab's draft; `use` says which text is newer, the screen's or the stored one. */
  | { kind: 'continue'; record: DraftRecord; use: 'screen' | 'record' }
  /** The address's text is a new draft; `setAside` is the tab's previous draft, if own work; `changedElsewhere` when another tab wrote it. */
  | { kind: 'new'; setAside: DraftRecord | null; changedElsewhere: boolean };

/**
 * Picks the draft for a page load: a plain visit reopens the tab's own draft, else the latest own
 * work no other tab has open; an address's text continues the tab's draft when it is that draft's
 * own view (same text, or the tab's reload), else starts a new one, the old kept in Recent drafts.
 */
export function chooseDraft(input: ChooseInput): Choice {
  const { drafts, tab, shown } = input;
  const own = tab ? drafts.find((d) => d.id === tab.draft) : undefined;
  if (shown === null) {
    if (own) return { kind: 'open', record: own };
    const latest = drafts.filter((d) => isOwnWork(d.text)).sort((a, b) => b.savedAt - a.savedAt)[0];
    return latest && !input.openElsewhere.has(latest.id) ? { kind: 'open', record: latest } : { kind: 'default' };
  }
  if (!own || !tab) return { kind: 'new', setAside: null, changedElsewhere: false };
  if (own.text === shown) return { kind: 'continue', record: own, use: 'screen' };
  const keep = isOwnWork(own.text) ? own : null;
  // A reload or Back shows the address this tab wrote itself: the draft's own view, unless
  // another tab has written the draft since (then both texts are kept, as two drafts).
  if (input.navigation === 'reload' || input.navigation === 'back_forward') {
    if (own.rev !== tab.rev) return { kind: 'new', setAside: keep, changedElsewhere: true };
    return { kind: 'continue', record: own, use: input.viewAt !== null && input.viewAt > own.savedAt ? 'screen' : 'record' };
  }
  return { kind: 'new', setAside: keep, changedElsewhere: false };
}

/** A plain visit's draft, chosen before the first render. */
export interface BootDraft {
  /** `open` (a stored draft) or `default` (a new draft from the default example). */
  choice: Choice;
  /** The id of the tab's draft: the stored draft's, or a new one. This page has marked it. */
  id: string;
  /** True once this page holds the draft's lock; false when another tab holds it (tab-claims.ts). */
  owned: Promise<boolean>;
}

/**
 * Chooses a plain visit's draft and claims it in one task, so that a tab starting a moment later
 * sees the claim: in the entry's own task when localStorage settles it, else once IndexedDB has
 * answered. The session checks the choice later (draft-session.tsx).
 */
export function bootDraft(claim: TabClaim = pageClaim(), now = Date.now()): BootDraft | Promise<BootDraft> {
  const tab = readTabIdentity();
  const decide = (drafts: readonly DraftRecord[]): BootDraft => {
    const fresh = drafts.filter((d) => isFresh(d, now) || d.id === tab?.draft);
    const choice = chooseDraft({ drafts: fresh, tab, shown: null, navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: markedElsewhere(claim.key) });
    const id = choice.kind === 'open' ? choice.record.id : newDraftId();
    return { choice, id, owned: claim.take(id) };
  };
  if (!mayHaveDrafts()) return decide([]);
  const latest = readLatestDraft();
  if (latest && (!tab || tab.draft === latest.id)) return decide([latest]);
  return import('./draft-db.ts').then((m) => m.draftDb().all()).then((s) => decide(s.drafts));
}
