import type { DraftDb } from './draft-db.ts';
import { noteRemovedDrafts, noteStoredDraft } from './latest-draft.ts';
import { localStore } from './local-store.ts';

/**
 * `db` with the copy of the latest draft (latest-draft.ts) kept in step with every write, import
 * and removal that storage accepts. The drafts session stores through it, so that no path
 * (autosave, a fork, the old drafts' move, an import, Recent drafts' Remove, the clean-up of stale
 * drafts) leaves the next visit a copy that is not the draft it would reopen.
 */
export function notedDb(db: DraftDb, isOwnWork: (text: string) => boolean, storage: () => Storage | null = localStore): DraftDb {
  return {
    ...db,
    async write(record, baseRev) {
      const result = await db.write(record, baseRev);
      if (result.status === 'ok') noteStoredDraft(result.record, isOwnWork, storage());
      return result;
    },
    async addAbsent(records) {
      const result = await db.addAbsent(records);
      for (const record of records) if (result.added.includes(record.id)) noteStoredDraft(record, isOwnWork, storage());
      return result;
    },
    async remove(ids) {
      const status = await db.remove(ids);
      // Removed or not (a refused removal leaves the drafts where they were), the copy goes: it
      // must never name a draft that is gone.
      noteRemovedDrafts(ids, storage());
      return status;
    },
  };
}
