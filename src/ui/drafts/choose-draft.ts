import type { DraftRecord } from './draft-record.ts';
import type { TabIdentity } from './tab-identity.ts';

/** What a page load knows when it decides which draft the tab works on. */
export interface ChooseInput {
  /** Every stored draft (readable and fresh). */
  drafts: readonly DraftRecord[];
  /** The draft this tab had before the load (from sessionStorage), if any. */
  tab: TabIdentity | null;
  /** The text on screen when the address gave one (a permalink, an example); null on a plain visit. */
  shown: string | null;
  /** `performance` navigation type: `navigate`, `reload`, `back_forward`, `prerender`. */
  navigation: string;
  /** When this tab last wrote the view into the address (`history.state`), if it did. */
  viewAt: number | null;
  /** Drafts that other tabs have open. */
  openElsewhere: ReadonlySet<string>;
  /** Which texts are a person's own work (not empty, not an example as shipped). */
  isOwnWork: (text: string) => boolean;
}

/** The decision. */
export type Choice =
  /** Plain visit: show this draft and keep working on it. */
  | { kind: 'open'; record: DraftRecord }
  /** Plain visit with nothing to reopen: a new draft, from the default example. */
  | { kind: 'default' }
  /**
   * The address's text continues this tab's draft. `use` says which text is newer: the one on
   * screen (written into the draft by the next save) or the stored one (shown instead).
   */
  | { kind: 'continue'; record: DraftRecord; use: 'screen' | 'record' }
  /**
   * The address's text is a new draft. `setAside` is this tab's previous draft (now one of the
   * Recent drafts) when it holds the person's work; `changedElsewhere` when another tab wrote it.
   */
  | { kind: 'new'; setAside: DraftRecord | null; changedElsewhere: boolean };

/**
 * Picks the draft for a page load. A plain visit reopens the tab's own draft (a reload, a
 * restored or duplicated tab) or else the most recently edited draft that no other tab has open;
 * a permalink or example continues the tab's draft when it is that draft's own view (same text,
 * or the tab's reload), and otherwise starts a new draft, leaving the old one in Recent drafts.
 */
export function chooseDraft(input: ChooseInput): Choice {
  const { drafts, tab, shown } = input;
  const own = tab ? drafts.find((d) => d.id === tab.draft) : undefined;
  if (shown === null) {
    if (own) return { kind: 'open', record: own };
    const latest = drafts.filter((d) => input.isOwnWork(d.text)).sort((a, b) => b.savedAt - a.savedAt)[0];
    return latest && !input.openElsewhere.has(latest.id) ? { kind: 'open', record: latest } : { kind: 'default' };
  }
  if (!own || !tab) return { kind: 'new', setAside: null, changedElsewhere: false };
  if (own.text === shown) return { kind: 'continue', record: own, use: 'screen' };
  const keep = input.isOwnWork(own.text) ? own : null;
  // A reload or Back shows the address this tab wrote itself: the draft's own view, unless
  // another tab has written the draft since (then both texts are kept, as two drafts).
  if (input.navigation === 'reload' || input.navigation === 'back_forward') {
    if (own.rev !== tab.rev) return { kind: 'new', setAside: keep, changedElsewhere: true };
    return { kind: 'continue', record: own, use: input.viewAt !== null && input.viewAt > own.savedAt ? 'screen' : 'record' };
  }
  return { kind: 'new', setAside: keep, changedElsewhere: false };
}
