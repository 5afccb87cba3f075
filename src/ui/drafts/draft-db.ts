import { entries, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { isDraftRecord, sameContent, type DraftRecord } from './draft-record.ts';
import { openStore } from './open-store.ts';
import { statusOfError, type StorageStatus } from './storage-status.ts';

/** The outcome of a conditional write. */
export type WriteResult =
  | { status: 'ok'; record: DraftRecord }
  /**
   * Nothing was written: another tab wrote the draft since `baseRev`, with a different text
   * (`record`), or the id holds a record this build cannot read (`record: null`: a newer build's
   * format, or a damaged one), which an old tab open beside a new build must never destroy.
   */
  | { status: 'conflict'; record: DraftRecord | null }
  | { status: 'full' | 'unavailable' };

/** Drafts in IndexedDB. Every call resolves (never rejects) with a status. */
export interface DraftDb {
  /** Every readable draft; `corrupt` counts the records that are not drafts of a known version. */
  all: () => Promise<{ drafts: DraftRecord[]; corrupt: number; status: StorageStatus }>;
  /** One draft by id (null when there is none, it cannot be read, or storage fails). */
  read: (id: string) => Promise<DraftRecord | null>;
  /**
   * Writes `record` if the stored draft still has revision `baseRev` (0: there is none yet). A
   * stored draft with the same text and options is taken as is. The write bumps the revision. A
   * record that is not a draft this build can read is never written over.
   */
  write: (record: DraftRecord, baseRev: number) => Promise<WriteResult>;
  /** Adds the records whose id is free, in one transaction; resolves with the ids added. */
  addAbsent: (records: readonly DraftRecord[]) => Promise<{ added: string[]; status: StorageStatus }>;
  /** Deletes drafts by id; a record this build cannot read is left as it is. */
  remove: (ids: readonly string[]) => Promise<StorageStatus>;
}

/** The page's database and store names. */
export const DRAFT_DB_NAME = 'kops-hook-playground';
export const DRAFT_STORE_NAME = 'drafts';

/** Runs a read-write transaction and resolves with `result()` once it has committed. */
function commit<T>(store: UseStore, body: (os: IDBObjectStore) => void, result: () => T): Promise<T> {
  return store('readwrite', (os) => {
    body(os);
    return promisifyRequest(os.transaction).then(result);
  });
}

/** The stored drafts: what {@link DraftDb.all} answers (the early script reads them too: early-drafts.ts). */
export type StoredDrafts = Awaited<ReturnType<DraftDb['all']>>;

/** Every readable draft in `store` (never rejects). */
export async function readAllDrafts(store: UseStore): Promise<StoredDrafts> {
  try {
    const rows = await entries<IDBValidKey, unknown>(store);
    const drafts = rows.map(([, value]) => value).filter(isDraftRecord);
    return { drafts, corrupt: rows.length - drafts.length, status: 'ok' };
  } catch (error) {
    return { drafts: [], corrupt: 0, status: statusOfError(error) };
  }
}

/** The drafts database through idb-keyval (`store` is injectable for tests). */
export function draftDb(store: UseStore = openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME)): DraftDb {
  return {
    all: () => readAllDrafts(store),
    async read(id) {
      try {
        const value: unknown = await get(id, store);
        return isDraftRecord(value) ? value : null;
      } catch {
        return null;
      }
    },
    async write(record, baseRev) {
      let outcome: WriteResult = { status: 'unavailable' };
      try {
        return await commit(store, (os) => {
          const get = os.get(record.id);
          get.onsuccess = () => {
            const old: unknown = get.result;
            const readable = isDraftRecord(old);
            if (old !== undefined && (!readable || old.rev !== baseRev)) {
              outcome = readable && sameContent(old, record) ? { status: 'ok', record: old } : { status: 'conflict', record: readable ? old : null };
              return;
            }
            // A record that is gone (removed in another tab) is written again: this tab shows it.
            const next: DraftRecord = { ...record, rev: baseRev + 1, createdAt: readable ? old.createdAt : record.createdAt };
            os.put(next, record.id);
            outcome = { status: 'ok', record: next };
          };
        }, () => outcome);
      } catch (error) {
        return { status: statusOfError(error) };
      }
    },
    async addAbsent(records) {
      const added: string[] = [];
      try {
        return await commit(store, (os) => {
          for (const record of records) {
            const get = os.get(record.id);
            get.onsuccess = () => {
              if (get.result !== undefined) return;
              os.put(record, record.id);
              added.push(record.id);
            };
          }
        }, () => ({ added, status: 'ok' as StorageStatus }));
      } catch (error) {
        return { added: [], status: statusOfError(error) };
      }
    },
    async remove(ids) {
      try {
        return await commit(store, (os) => {
          for (const id of ids) {
            const get = os.get(id);
            get.onsuccess = () => {
              if (isDraftRecord(get.result)) os.delete(id);
            };
          }
        }, () => 'ok' as StorageStatus);
      } catch (error) {
        return statusOfError(error);
      }
    },
  };
}
