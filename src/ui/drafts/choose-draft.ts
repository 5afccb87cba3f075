import { listable, newDraftId, type DraftRecord } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';
import { mayHaveDrafts, quietly, readLatestDraft, safely } from './local-notes.ts';
import { markedElsewhere, pageClaim, type TabClaim } from './tab-claims.ts';

/** The tab's draft and the revision it last saw, in sessionStorage: a reload, a restored or duplicated tab keep it, a new tab has none. */
export interface TabIdentity {
  draft: string;
  rev: number;
}

const TAB_DRAFT_KEY = 'kops-hook-playground:tab-draft';

export function readTabIdentity(): TabIdentity | null {
  const v = safely(() => JSON.parse(globalThis.sessionStorage?.getItem(TAB_DRAFT_KEY) ?? 'null') as Partial<TabIdentity> | null, null);
  return typeof v?.draft === 'string' && Number.isInteger(v.rev) ? { draft: v.draft, rev: v.rev as number } : null;
}

/** Remembers the tab's identity, on each save (does nothing when sessionStorage refuses). */
export function writeTabIdentity(identity: TabIdentity): void {
  // Without it, a reload opens the most recent draft: this one, unless another tab edited later.
  quietly(() => globalThis.sessionStorage?.setItem(TAB_DRAFT_KEY, JSON.stringify(identity)));
}

/** How this page was reached: `navigate`, `reload`, `back_forward` or `prerender`. */
export function navigationType(): string {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/** `history.state` with the time the view was written into the address: a reload shows whichever is newer, it or the draft. */
export function stampedHistoryState(now = Date.now()): Record<string, unknown> {
  const state: unknown = history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), kopsViewAt: now };
}

/** When this history entry's address was last written by the page, or null. */
export function viewWrittenAt(): number | null {
  const at = safely(() => (history.state as { kopsViewAt?: unknown } | null)?.kopsViewAt, null);
  return typeof at === 'number' ? at : null;
}

/** What a page load knows: the stored drafts (readable), the tab's, the address's text (null on a plain visit), how and when the address was written, the drafts other tabs have open, the time. */
export interface ChooseInput {
  drafts: readonly DraftRecord[];
  tab: TabIdentity | null;
  shown: string | null;
  navigation: string;
  viewAt: number | null;
  openElsewhere: ReadonlySet<string>;
  now: number;
}

/** The decision: a plain visit opens a draft or the default example; an address's text continues the tab's draft (`use`: the newer text, the screen's or the stored one) or is a new draft (`setAside`: the tab's previous one if own work; `changedElsewhere`: another tab wrote it). */
export type Choice =
  | { kind: 'open'; record: DraftRecord }
  | { kind: 'default' }
  | { kind: 'continue'; record: DraftRecord; use: 'screen' | 'record' }
  | { kind: 'new'; setAside: DraftRecord | null; changedElsewhere: boolean };

/** Picks the draft for a page load: a plain visit reopens the tab's own draft, else the latest fresh own work no other tab has open; an address's text continues the tab's draft when it is that draft's own view (same text, or the tab's reload), else starts a new one. */
export function chooseDraft(input: ChooseInput): Choice {
  const { drafts, tab, shown } = input;
  // The tab's own draft is reopened however old; another only while fresh.
  const own = tab ? drafts.find((d) => d.id === tab.draft) : undefined;
  if (shown === null) {
    if (own) return { kind: 'open', record: own };
    const latest = listable(drafts, null, input.now, isOwnWork)[0];
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

/** A plain visit's draft, chosen before the first render: `open` or `default`, the draft's id (marked), and whether this page got its lock. */
export interface BootDraft {
  choice: Choice;
  id: string;
  owned: Promise<boolean>;
}

/** Chooses a plain visit's draft and claims it in one task (a tab starting a moment later sees the claim): in the entry's own task when localStorage settles it, else once IndexedDB has answered. */
export function bootDraft(claim: TabClaim = pageClaim(), now = Date.now()): BootDraft | Promise<BootDraft> {
  const tab = readTabIdentity();
  const decide = (drafts: readonly DraftRecord[]): BootDraft => {
    const choice = chooseDraft({ drafts, now, tab, shown: null, navigation: navigationType(), viewAt: viewWrittenAt(), openElsewhere: markedElsewhere(claim.key) });
    const id = choice.kind === 'open' ? choice.record.id : newDraftId();
    return { choice, id, owned: claim.take(id) };
  };
  if (!mayHaveDrafts()) return decide([]);
  const latest = readLatestDraft();
  if (latest && (!tab || tab.draft === latest.id)) return decide([latest]);
  return import('./draft-db.ts').then((m) => m.draftDb().all()).then((s) => decide(s.drafts));
}
