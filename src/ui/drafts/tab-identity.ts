/**
 * What a tab remembers across its own reloads: the draft it works on and the revision it last
 * wrote, in sessionStorage (a reload, a restored tab and a tab the browser duplicates keep it; a
 * new tab starts without). Written on each save, never on a keystroke.
 */

/** The tab's draft and the revision this tab last saw of it. */
export interface TabIdentity {
  draft: string;
  rev: number;
}

const KEY = 'kops-hook-playground:tab-draft';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The tab's identity, or null (a new tab, or sessionStorage refused or damaged). */
export function readTabIdentity(): TabIdentity | null {
  try {
    const raw = session()?.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<TabIdentity> | null;
    return typeof v?.draft === 'string' && Number.isInteger(v.rev) ? { draft: v.draft, rev: v.rev as number } : null;
  } catch {
    return null;
  }
}

/** Remembers the tab's identity (silently does nothing when sessionStorage refuses). */
export function writeTabIdentity(identity: TabIdentity): void {
  try {
    session()?.setItem(KEY, JSON.stringify(identity));
  } catch {
    // Without it, a reload opens the most recent draft: this one, unless another tab edited later.
  }
}

/** How this page was reached: `navigate`, `reload`, `back_forward` or `prerender`. */
export function navigationType(): string {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/**
 * `history.state` with the time the view was written into the address. A reload compares it
 * with the draft's save time, so it shows whichever of the two is newer.
 */
export function stampedHistoryState(now = Date.now()): Record<string, unknown> {
  const state: unknown = history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), kopsViewAt: now };
}

/** When this history entry's address was last written by the page, or null. */
export function viewWrittenAt(): number | null {
  try {
    const at = (history.state as { kopsViewAt?: unknown } | null)?.kopsViewAt;
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}
