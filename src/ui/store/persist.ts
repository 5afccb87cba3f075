/**
 * The one adapter between the store and localStorage. Storage may be missing (private mode,
 * sandboxed iframe), full, or hold JSON written by an older build: every path returns a status
 * instead of throwing, so the text on screen is never lost because storage misbehaved.
 */

import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';

/** What the playground keeps between visits. `version` lets later builds migrate old drafts. */
export interface StoredDraft {
  version: 1;
  text: string;
  kopsVersion: string;
  runtime: string;
  savedAt: number;
}

export type StorageStatus = 'ok' | 'unavailable' | 'full' | 'corrupt' | 'too-large';

const KEY = 'kops-hook-playground:draft';

/** The storage to use, or null when the browser refuses access (e.g. storage disabled). */
function storage(): Storage | null {
  try {
    const s = globalThis.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.version === 1 && typeof v.text === 'string' && typeof v.kopsVersion === 'string'
    && typeof v.runtime === 'string' && typeof v.savedAt === 'number';
}

/** Reads the saved draft. Corrupt or foreign data yields `status: 'corrupt'` and no draft. */
export function loadDraft(): { draft: StoredDraft | null; status: StorageStatus } {
  const s = storage();
  if (!s) return { draft: null, status: 'unavailable' };
  let raw: string | null;
  try {
    raw = s.getItem(KEY);
  } catch {
    return { draft: null, status: 'unavailable' };
  }
  if (raw === null) return { draft: null, status: 'ok' };
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? { draft: parsed, status: 'ok' } : { draft: null, status: 'corrupt' };
  } catch {
    return { draft: null, status: 'corrupt' };
  }
}

/**
 * Saves the draft; reports `full` on a quota error and `unavailable` when storage is off. A text
 * past the playground's input limit is not written (`too-large`): the page refuses to analyse
 * it anyway, serialising it blocks the page for half a second, and the last draft under the limit
 * is worth more than a failed attempt that may leave storage full.
 */
export function saveDraft(draft: Omit<StoredDraft, 'version' | 'savedAt'>, now = Date.now()): StorageStatus {
  if (draft.text.length > MAX_INPUT_CHARS) return 'too-large';
  const s = storage();
  if (!s) return 'unavailable';
  try {
    s.setItem(KEY, JSON.stringify({ version: 1, ...draft, savedAt: now } satisfies StoredDraft));
    return 'ok';
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'unavailable';
  }
}
