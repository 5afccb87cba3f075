import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * An idb-keyval store that opens its database robustly. idb-keyval's own `createStore` creates the
 * object store only when the database is new; a database that exists without it (left by an older
 * build, or created by a tool that opened it first) would fail every call. This one upgrades the
 * database in that case, closes its connection when another tab upgrades, and reopens after a
 * failure. A browser without IndexedDB (or one that refuses it) rejects the returned promises:
 * it never throws synchronously.
 */
export function openStore(dbName: string, storeName: string): UseStore {
  let dbp: Promise<IDBDatabase> | undefined;
  const open = (version?: number): Promise<IDBDatabase> => {
    const request = version === undefined ? indexedDB.open(dbName) : indexedDB.open(dbName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
    };
    return promisifyRequest(request);
  };
  const connect = async (): Promise<IDBDatabase> => {
    let db = await open();
    if (!db.objectStoreNames.contains(storeName)) {
      const version = db.version + 1;
      db.close();
      db = await open(version);
    }
    const forget = (): void => {
      dbp = undefined;
    };
    db.onversionchange = () => {
      db.close();
      forget();
    };
    db.onclose = forget;
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
