import type { DraftDb } from './draft-db.ts';
import type { DraftWriter } from './draft-writer.ts';
import { readLegacyDrafts, removeLegacyKeys } from './legacy-drafts.ts';
import { localStore } from './local-store.ts';
import { isOwnWork } from './own-work.ts';
import type { StorageStatus } from './storage-status.ts';

/**
 * Moves the old localStorage drafts into IndexedDB, and deletes the old keys only once they are
 * written (when the write fails, the keys stay for the next visit and the drafts are listed from
 * memory). Resolves with what to report (`corrupt` for an unreadable old key, or the write's
 * status) and how many old drafts there were.
 */
export async function migrateLegacyDrafts(db: DraftDb, writer: DraftWriter, now: number): Promise<{ status: StorageStatus; drafts: number }> {
  const legacy = readLegacyDrafts(localStore, now, isOwnWork);
  const drafts = legacy.records.length;
  if (legacy.keys.length === 0) return { status: 'ok', drafts };
  if (drafts > 0) {
    const written = await db.addAbsent(legacy.records);
    if (written.status !== 'ok') {
      writer.keepInMemory(legacy.records);
      return { status: written.status, drafts };
    }
  }
  removeLegacyKeys(localStore, legacy.keys);
  return { status: legacy.corrupt ? 'corrupt' : 'ok', drafts };
}
