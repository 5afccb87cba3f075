import type { DraftDb } from './draft-db.ts';
import type { DraftWriter } from './draft-writer.ts';
import { readLegacyDrafts, removeLegacyKeys } from './legacy-drafts.ts';
import { isOwnWork } from './own-work.ts';
import type { StorageStatus } from './storage-status.ts';

const localStore = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * Moves the old localStorage drafts into IndexedDB, and deletes the old keys only once they are
 * written (when the write fails, the keys stay for the next visit and the drafts are listed from
 * memory). Resolves with what to report: `corrupt` for an unreadable old key, or the write's status.
 */
export async function migrateLegacyDrafts(db: DraftDb, writer: DraftWriter, now: number): Promise<StorageStatus> {
  const legacy = readLegacyDrafts(localStore, now, isOwnWork);
  if (legacy.keys.length === 0) return 'ok';
  if (legacy.records.length > 0) {
    const written = await db.addAbsent(legacy.records);
    if (written.status !== 'ok') {
      writer.keepInMemory(legacy.records);
      return written.status;
    }
  }
  removeLegacyKeys(localStore, legacy.keys);
  return legacy.corrupt ? 'corrupt' : 'ok';
}
