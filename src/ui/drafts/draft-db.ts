import { entries, promisifyRequest, type UseStore } from 'idb-keyval';
import { localStore, noteRemovedDrafts, noteStoredDraft } from './local-notes.ts';
import { isOwnWork } from './own-work.ts';
import { isDraftRecord, sameContent, type DraftRecord, type StorageStatus } from './draft-record.ts';

type WriteResult =
  | { status: 'ok'; record: DraftRecord }
  /** Nothing written: another tab wrote the draft since `baseRev` (`record`), or the id holds a record this build cannot read (null: a newer build's, never destroyed). */
  | { status: 'conflict'; record: DraftRecord | null }
  | { status: 'full' | 'unavailable' };

export const DRAFT_DB_NAME = 'kops-hook-playground';
export const DRAFT_STORE_NAME = 'drafts';

/** An idb-keyval store that also adds its store to a database without it (where `createStore` would fail every call), lets another tab upgrade, and reopens after a failure. */
export function openStore(dbName: string, storeName: string): UseStore {
  let dbp: Promise<IDBDatabase> | undefined;
  const open = (version?: number): Promise<IDBDatabase> => {
    const request = indexedDB.open(dbName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
    };
    return promisifyRequest(request);
  };
  const connect = async (): Promise<IDBDatabase> => {
    let db = await open();
    if (!db.objectStoreNames.contains(storeName)) {
      db.close();
      db = await open(db.version + 1);
    }
    db.onclose = () => (dbp = undefined);
    db.onversionchange = () => (db.close(), (dbp = undefined));
    return db;
  };
  return async (mode, callback) => {
    const pending = (dbp ??= connect());
    let store: IDBObjectStore;
    try {
      store = (await pending).transaction(storeName, mode).objectStore(storeName);
    } catch (error) {
      // The database did not open, or its connection is closing: the next call opens it afresh.
      if (dbp === pending) dbp = undefined;
      throw error;
    }
    return callback(store);
  };
}

function statusOfError(error: unknown): Exclude<StorageStatus, 'ok' | 'corrupt' | 'too-large'> {
  const name = (error as { name?: string } | null)?.name ?? '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'unavailable';
}

/** In one read-write transaction, calls `row` with each id's stored value; resolves once committed (or with the failure's status). */
async function update(store: UseStore, ids: readonly string[], row: (os: IDBObjectStore, id: string, old: unknown) => void): Promise<'ok' | 'full' | 'unavailable'> {
  try {
    return await store('readwrite', (os) => {
      for (const id of ids) {
        const get = os.get(id);
        get.onsuccess = () => row(os, id, get.result);
      }
      return promisifyRequest(os.transaction).then(() => 'ok' as const);
    });
  } catch (error) {
    return statusOfError(error);
  }
}

/** The drafts database through idb-keyval, keeping the copy of the latest draft (local-notes.ts) in step with every write, import and removal. */
export function draftDb(store: UseStore = openStore(DRAFT_DB_NAME, DRAFT_STORE_NAME), storage: () => Storage | null = localStore) {
  return {
    /** Every readable draft; `corrupt` counts the records that are not drafts of a known version. */
    async all(): Promise<{ drafts: DraftRecord[]; corrupt: number; status: StorageStatus }> {
      try {
        const rows = await entries<IDBValidKey, unknown>(store);
        const drafts = rows.map(([, value]) => value).filter(isDraftRecord);
        return { drafts, corrupt: rows.length - drafts.length, status: 'ok' };
      } catch (error) {
        return { drafts: [], corrupt: 0, status: statusOfError(error) };
      }
    },
    /** Writes `record` if the stored draft still has revision `baseRev` (0: none yet), bumping it; the same content is taken as is. */
    async write(record: DraftRecord, baseRev: number): Promise<WriteResult> {
      let outcome: WriteResult = { status: 'unavailable' };
      const status = await update(store, [record.id], (os, id, old) => {
        const readable = isDraftRecord(old);
        if (old !== undefined && (!readable || old.rev !== baseRev)) {
          outcome = readable && sameContent(old, record) ? { status: 'ok', record: old } : { status: 'conflict', record: readable ? old : null };
          return;
        }
        // A record that is gone (removed in another tab) is written again: this tab shows it.
        const next: DraftRecord = { ...record, rev: baseRev + 1, createdAt: readable ? old.createdAt : record.createdAt };
        os.put(next, id);
        outcome = { status: 'ok', record: next };
      });
      const result = status === 'ok' ? (outcome as WriteResult) : { status };
      if (result.status === 'ok') noteStoredDraft(result.record, isOwnWork, storage());
      return result;
    },
    /** Adds the records whose id is free, in one transaction; resolves with the ids added. */
    async addAbsent(records: readonly DraftRecord[]): Promise<{ added: string[]; status: StorageStatus }> {
      const added: string[] = [];
      const byId = new Map(records.map((r) => [r.id, r]));
      const status = await update(store, [...byId.keys()], (os, id, old) => {
        if (old !== undefined) return;
        os.put(byId.get(id), id);
        added.push(id);
      });
      if (status !== 'ok') return { added: [], status };
      for (const id of added) noteStoredDraft(byId.get(id)!, isOwnWork, storage());
      return { added, status };
    },
    async remove(ids: readonly string[]): Promise<StorageStatus> {
      const status = await update(store, ids, (os, id, old) => void (isDraftRecord(old) && os.delete(id)));
      // Removed or not, the copy goes: it must never name a draft that is gone.
      noteRemovedDrafts(ids, storage());
      return status;
    },
  };
}

/** Drafts in IndexedDB: every call resolves (never rejects) with a status, and never writes over or deletes a record this build cannot read. */
export type DraftDb = ReturnType<typeof draftDb>;
