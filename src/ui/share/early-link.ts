import type { ShareState } from '../../core/share/index.ts';

/**
 * A permalink, decoded by the early script (start-early-link.ts) before the entry has arrived:
 * the entry then opens it in its own task, without waiting for the codec's chunk. This module is
 * the entry's side; the codec stays out of the entry.
 */
export interface EarlyLink {
  /** The fragment decoded (without `#`). */
  fragment: string;
  state: ShareState;
}

/** Where the early script leaves it for the entry; null once the entry has looked. */
export const EARLY_LINK_GLOBAL = '__kopsHookPlaygroundEarlyLink';

/** The page's global object, as both sides see it. */
export type LinkHolder = Record<string, EarlyLink | null | undefined>;

/**
 * The entry's side: the state of `fragment` as the early script decoded it, once, or null (no
 * early script, a link that did not decode, or another address: the entry then decodes it
 * itself once the codec has loaded, and says why a link does not open).
 */
export function takeEarlyLink(fragment: string, holder: LinkHolder = globalThis as unknown as LinkHolder): ShareState | null {
  const early = holder[EARLY_LINK_GLOBAL] ?? null;
  holder[EARLY_LINK_GLOBAL] = null;
  return early?.fragment === fragment ? early.state : null;
}
