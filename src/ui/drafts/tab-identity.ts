import { quietly } from './local-notes.ts';

/** The tab's draft and the revision it last saw, in sessionStorage: a reload, a restored or duplicated tab keep it, a new tab has none. */
export interface TabIdentity {
  draft: string;
  rev: number;
}

const KEY = 'kops-hook-playground:tab-draft';

/** The tab's identity, or null (a new tab, or sessionStorage refused or damaged). */
export function readTabIdentity(): TabIdentity | null {
  try {
    const v = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? 'null') as Partial<TabIdentity> | null;
    return typeof v?.draft === 'string' && Number.isInteger(v.rev) ? { draft: v.draft, rev: v.rev as number } : null;
  } catch {
    return null;
  }
}

/** Remembers the tab's identity, on each save (does nothing when sessionStorage refuses). */
export function writeTabIdentity(identity: TabIdentity): void {
  // Without it, a reload opens the most recent draft: this one, unless another tab edited later.
  quietly(() => globalThis.sessionStorage?.setItem(KEY, JSON.stringify(identity)));
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
  try {
    const at = (history.state as { kopsViewAt?: unknown } | null)?.kopsViewAt;
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}
