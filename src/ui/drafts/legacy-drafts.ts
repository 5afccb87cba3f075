import type { DraftDb } from './draft-db.ts';
import { isOwnWork, type DraftRecord, type StorageStatus } from './draft-record.ts';
import type { DraftWriter } from './draft-writer.ts';
import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY, localStore } from './local-notes.ts';

// The drafts of builds before IndexedDB: one draft (`{version: 1, text, kopsVersion, runtime,
// savedAt}`) and a "Recent drafts" list (`{version: 1, drafts: [...]}`) in localStorage, read once
// and written to IndexedDB as ordinary drafts; their keys go only once that has committed.
export { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY };

/** What the old keys held. */
export interface LegacyDrafts {
  /** The drafts to write, the old current draft first, under fixed ids (a second run adds nothing twice). */
  records: DraftRecord[];
  /** The old keys that exist (to delete once `records` are written). */
  keys: string[];
  /** A key held something no build could read (reported, then deleted). */
  corrupt: boolean;
  /** localStorage refused access (the keys, if any, stay). */
  unavailable: boolean;
}

type OldDraft = Pick<DraftRecord, 'text' | 'kopsVersion' | 'runtime' | 'savedAt'>;

const isOld = (v: unknown): v is OldDraft => {
  const d = v as Record<string, unknown> | null;
  return typeof d?.text === 'string' && typeof d.kopsVersion === 'string' && typeof d.runtime === 'string' && Number.isFinite(d.savedAt);
};

/** The old drafts a key's value holds (entries of another shape in the list were always skipped), or null when unreadable. */
function parse(raw: string, list: boolean): OldDraft[] | null {
  try {
    const v = JSON.parse(raw) as { version?: unknown; drafts?: unknown } | null;
    if (v?.version !== 1) return null;
    if (list) return Array.isArray(v.drafts) ? v.drafts.filter(isOld) : null;
    return isOld(v) ? [v] : null;
  } catch {
    return null;
  }
}

/** Reads the old keys; `keep` says which texts are worth a draft (the old build also saved an untouched example). Never throws. */
export function readLegacyDrafts(storage: () => Storage | null, now: number, keep: (text: string) => boolean): LegacyDrafts {
  const out: LegacyDrafts = { records: [], keys: [], corrupt: false, unavailable: false };
  for (const [key, prefix, list] of [[LEGACY_DRAFT_KEY, 'legacy-draft', false], [LEGACY_RECENT_KEY, 'legacy-recent-', true]] as const) {
    let raw: string | null;
    try {
      raw = storage()!.getItem(key);
    } catch {
      return { records: [], keys: [], corrupt: false, unavailable: true };
    }
    if (raw === null) continue;
    out.keys.push(key);
    const found = parse(raw, list);
    out.corrupt ||= !found;
    found?.forEach((d, i) => {
      if (keep(d.text) && !out.records.some((r) => r.text === d.text)) {
        out.records.push({ v: 1, id: list ? `${prefix}${i}` : prefix, text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime, createdAt: d.savedAt, savedAt: d.savedAt, rev: 1, importedAt: now });
      }
    });
  }
  return out;
}

/**
 * Moves the old drafts into IndexedDB, then deletes the old keys (when the write fails, the keys
 * stay for the next visit and the drafts are listed from memory). Resolves with what to report.
 */
export async function migrateLegacyDrafts(db: DraftDb, writer: DraftWriter, now: number, storage: () => Storage | null = localStore): Promise<StorageStatus> {
  const legacy = readLegacyDrafts(storage, now, isOwnWork);
  if (legacy.keys.length === 0) return 'ok';
  const written = legacy.records.length > 0 ? await db.addAbsent(legacy.records) : { status: 'ok' as const };
  if (written.status !== 'ok') {
    writer.keepInMemory(legacy.records);
    return written.status;
  }
  try {
    for (const key of legacy.keys) storage()!.removeItem(key);
  } catch {
    // Left for the next visit, which adds nothing twice (fixed ids).
  }
  return legacy.corrupt ? 'corrupt' : 'ok';
}
