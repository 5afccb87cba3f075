/**
 * The drafts of builds before IndexedDB: one draft and a "Recent drafts" list in localStorage.
 * They are read once, written to IndexedDB as ordinary drafts, and their keys are deleted only
 * after that write has committed (see `draft-session.ts`).
 */

import type { DraftRecord } from './draft-record.ts';

import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY } from './legacy-keys.ts';

export { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY };

/** What the old keys held. */
export interface LegacyDrafts {
  /** The drafts to write; the old current draft first. Ids are fixed, so a second run adds nothing twice. */
  records: DraftRecord[];
  /** The old keys that exist (to delete once `records` are safely written). */
  keys: string[];
  /** True when a key held something no build could read (it is reported, then deleted). */
  corrupt: boolean;
  /** True when localStorage itself refused access (the keys, if any, stay where they are). */
  unavailable: boolean;
}

interface OldDraft {
  text: string;
  kopsVersion: string;
  runtime: string;
  savedAt: number;
}

const isOld = (v: unknown): v is OldDraft => {
  const d = v as Record<string, unknown> | null;
  return typeof d === 'object' && d !== null && typeof d.text === 'string' && typeof d.kopsVersion === 'string'
    && typeof d.runtime === 'string' && typeof d.savedAt === 'number' && Number.isFinite(d.savedAt);
};

/** The old current draft (`{version: 1, text, kopsVersion, runtime, savedAt}`), or null when unreadable. */
function oldDraft(raw: string): OldDraft | null {
  try {
    const v: unknown = JSON.parse(raw);
    return isOld(v) && (v as { version?: unknown }).version === 1 ? v : null;
  } catch {
    return null;
  }
}

/** The old list (`{version: 1, drafts: [...]}`); entries of another shape were always skipped. */
function oldList(raw: string): OldDraft[] | null {
  try {
    const v = JSON.parse(raw) as { version?: unknown; drafts?: unknown } | null;
    return v?.version === 1 && Array.isArray(v.drafts) ? v.drafts.filter(isOld) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the old keys from `storage`. `keep` says which texts are worth a draft (the old build
 * also saved an untouched example). Never throws.
 */
export function readLegacyDrafts(storage: () => Storage | null, now: number, keep: (text: string) => boolean): LegacyDrafts {
  const out: LegacyDrafts = { records: [], keys: [], corrupt: false, unavailable: false };
  let draftRaw: string | null;
  let listRaw: string | null;
  try {
    const s = storage();
    if (!s) return { ...out, unavailable: true };
    draftRaw = s.getItem(LEGACY_DRAFT_KEY);
    listRaw = s.getItem(LEGACY_RECENT_KEY);
  } catch {
    return { ...out, unavailable: true };
  }
  const found: Array<[string, OldDraft]> = [];
  if (draftRaw !== null) {
    out.keys.push(LEGACY_DRAFT_KEY);
    const d = oldDraft(draftRaw);
    if (d) found.push(['legacy-draft', d]);
    else out.corrupt = true;
  }
  if (listRaw !== null) {
    out.keys.push(LEGACY_RECENT_KEY);
    const list = oldList(listRaw);
    if (list) list.forEach((d, i) => found.push([`legacy-recent-${i}`, d]));
    else out.corrupt = true;
  }
  const texts = new Set<string>();
  for (const [id, d] of found) {
    if (!keep(d.text) || texts.has(d.text)) continue;
    texts.add(d.text);
    out.records.push({ v: 1, id, text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime, createdAt: d.savedAt, savedAt: d.savedAt, rev: 1, importedAt: now });
  }
  return out;
}

/** Deletes the old keys; false when storage refused. */
export function removeLegacyKeys(storage: () => Storage | null, keys: readonly string[]): boolean {
  try {
    const s = storage();
    if (!s) return false;
    for (const key of keys) s.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
