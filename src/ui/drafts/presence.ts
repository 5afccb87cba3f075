import type { TabChannel } from './tab-channel.ts';
import { pageTabLocks, type TabLocks } from './tab-locks.ts';

/** The messages tabs exchange. `draft` is the id of the draft a tab has open (null: none yet). */
type Message =
  | { t: 'hello'; from: string; draft: string | null; q: string }
  | { t: 'here'; from: string; draft: string | null; re: string }
  | { t: 'bye'; from: string }
  | { t: 'changed'; from: string };

/** What another tab told this one. */
export type PresenceEvent =
  /** Another tab answered this tab's announcement: it has this tab's draft open too. */
  | { kind: 'claimed'; draft: string }
  /** The set of drafts open in other tabs changed. */
  | { kind: 'others' }
  /** Another tab changed the stored drafts (saved, removed, imported). */
  | { kind: 'changed' };

/**
 * Which tab has which draft open. A tab holds the Web Lock of its draft (tab-locks.ts), which
 * the browser answers for at once when a tab chooses; messages between the tabs keep the live
 * view up to date (a tab that opens, switches or closes a draft, stored drafts that changed).
 */
export interface Presence {
  readonly tabId: string;
  /** The drafts open in other tabs, as their messages said. */
  openElsewhere: () => Set<string>;
  /**
   * Says which draft this tab has open (holding its lock; null: none yet) and asks the others
   * for theirs. Resolves once the lock is held. An answer that names `draft` arrives as a
   * `claimed` event: this tab is then the second one on that draft (without Web Locks, the only
   * way to learn it).
   */
  announce: (draft: string | null) => Promise<void>;
  /**
   * Runs `choose` while no other tab chooses, with the drafts open elsewhere: the browser's
   * answer where Web Locks exist, else what the messages said so far. `choose` announces its
   * draft before it resolves, so the next tab to choose sees it.
   */
  choosing: <T>(choose: (elsewhere: Set<string>) => Promise<T>) => Promise<T>;
  /** The drafts other tabs hold now: the browser's answer where Web Locks exist, else what the messages said. */
  held: () => Promise<Set<string>>;
  /** Tells the other tabs that the stored drafts changed. */
  changed: () => void;
  /** Tells the other tabs that this one is going away (page hidden for good, or closed). */
  leave: () => void;
  listen: (listener: (event: PresenceEvent) => void) => () => void;
}

const isMessage = (m: unknown): m is Message => typeof m === 'object' && m !== null && typeof (m as { from?: unknown }).from === 'string';

/** Presence over `channel` and `locks`, for the tab `tabId`. */
export function presence(channel: TabChannel, tabId: string, locks: TabLocks = pageTabLocks()): Presence {
  const others = new Map<string, string | null>();
  const listeners = new Set<(event: PresenceEvent) => void>();
  let mine: string | null = null;
  let query = '';
  const emit = (event: PresenceEvent): void => {
    for (const l of listeners) l(event);
  };
  const record = (from: string, draft: string | null): void => {
    if (others.get(from) === draft && others.has(from)) return;
    others.set(from, draft);
    emit({ kind: 'others' });
  };
  const openElsewhere = (): Set<string> => new Set([...others.values()].filter((d): d is string => d !== null));
  channel.listen((m) => {
    if (!isMessage(m) || m.from === tabId) return;
    if (m.t === 'hello') {
      record(m.from, m.draft);
      channel.post({ t: 'here', from: tabId, draft: mine, re: m.q } satisfies Message);
    } else if (m.t === 'here') {
      record(m.from, m.draft);
      if (m.re === query && mine !== null && m.draft === mine) emit({ kind: 'claimed', draft: mine });
    } else if (m.t === 'bye') {
      if (others.delete(m.from)) emit({ kind: 'others' });
    } else if (m.t === 'changed') {
      emit({ kind: 'changed' });
    }
  });
  return {
    tabId,
    openElsewhere,
    announce: (draft) => {
      mine = draft;
      query = `${tabId}:${Math.random().toString(36).slice(2)}`;
      channel.post({ t: 'hello', from: tabId, draft, q: query } satisfies Message);
      return draft === null ? Promise.resolve() : locks.hold(draft);
    },
    choosing: (choose) => (locks.available ? locks.choosing(choose) : choose(openElsewhere())),
    held: () => (locks.available ? locks.elsewhere() : Promise.resolve(openElsewhere())),
    changed: () => channel.post({ t: 'changed', from: tabId } satisfies Message),
    leave: () => channel.post({ t: 'bye', from: tabId } satisfies Message),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
