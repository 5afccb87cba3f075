import type { Locks } from './tab-locks.ts';

interface Entry {
  name: string;
  mode: LockMode;
  client: string;
  grant: () => void;
  held: boolean;
}

/** One browser's Web Locks, for tests: a `Locks` per tab, and tabs that close. */
export interface FakeBrowser {
  /** The `navigator.locks` of a new tab. */
  tab: (clientId: string) => Locks;
  /** Closes a tab: the browser releases every lock it held or asked for. */
  close: (clientId: string) => void;
}

/**
 * The Web Locks API as tab-locks.ts uses it (request with `mode`, query), with the spec's
 * queueing: requests for a name are granted in order, shared ones together, an exclusive one
 * alone; a lock is held until its callback's promise settles. Grants arrive in a later task, as
 * in a browser.
 */
export function fakeBrowser(): FakeBrowser {
  const queue: Entry[] = [];
  const grantable = (e: Entry): boolean => {
    for (const other of queue) {
      if (other === e) return true;
      if (other.name !== e.name) continue;
      if (e.mode === 'exclusive' || other.mode === 'exclusive') return false;
    }
    return false;
  };
  const pump = (): void => {
    for (const e of queue) {
      if (!e.held && grantable(e)) {
        e.held = true;
        setTimeout(e.grant, 0);
      }
    }
  };
  const remove = (e: Entry): void => {
    const i = queue.indexOf(e);
    if (i >= 0) queue.splice(i, 1);
    pump();
  };
  const tab = (clientId: string): Locks => ({
    request: ((name: string, a: LockOptions | LockGrantedCallback<unknown>, b?: LockGrantedCallback<unknown>) => {
      const callback = (typeof a === 'function' ? a : b)!;
      const mode = typeof a === 'function' ? 'exclusive' : a.mode ?? 'exclusive';
      return new Promise<unknown>((resolve, reject) => {
        const entry: Entry = {
          name, mode, client: clientId, held: false,
          grant: () => {
            if (!queue.includes(entry)) return reject(new DOMException('The tab closed.', 'AbortError'));
            Promise.resolve()
              .then(() => callback({ name, mode } as Lock))
              .then(resolve, reject)
              .finally(() => remove(entry));
          },
        };
        queue.push(entry);
        pump();
      });
    }) as Locks['request'],
    query: () => Promise.resolve({
      held: queue.filter((e) => e.held).map((e) => ({ name: e.name, mode: e.mode, clientId: e.client })),
      pending: queue.filter((e) => !e.held).map((e) => ({ name: e.name, mode: e.mode, clientId: e.client })),
    }),
  });
  const close = (clientId: string): void => {
    for (const e of queue.filter((x) => x.client === clientId)) remove(e);
  };
  return { tab, close };
}
