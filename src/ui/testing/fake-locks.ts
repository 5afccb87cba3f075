/** One browser's Web Locks (exclusive mode, `ifAvailable`, `signal`, `query`), for tests: a `LockManager` per tab. */
export interface FakeBrowser {
  /** The `navigator.locks` of the tab `client`. */
  tab: (client: string) => Pick<LockManager, 'request' | 'query'>;
  /** Closes (or crashes) a tab: the browser lets go of everything it held or asked for. */
  close: (client: string) => void;
}

interface Entry {
  name: string;
  client: string;
  held: boolean;
  grant: () => void;
  drop: () => void;
}

/** Requests for a name are granted in order, one at a time, in a later task, as in a browser. */
export function fakeBrowser(): FakeBrowser {
  const queue: Entry[] = [];
  const pump = (): void => {
    for (const e of queue) {
      if (!e.held && queue.find((o) => o.name === e.name) === e) {
        e.held = true;
        setTimeout(e.grant, 0);
      }
    }
  };
  const remove = (e: Entry): void => {
    if (queue.includes(e)) queue.splice(queue.indexOf(e), 1);
    pump();
  };
  const tab = (client: string): Pick<LockManager, 'request' | 'query'> => ({
    request: ((name: string, a: LockOptions | LockGrantedCallback<unknown>, b?: LockGrantedCallback<unknown>) => {
      const options = typeof a === 'function' ? {} : a;
      const callback = (typeof a === 'function' ? a : b)!;
      return new Promise<unknown>((resolve, reject) => {
        const run = (lock: Lock | null, entry?: Entry): void => {
          Promise.resolve().then(() => callback(lock)).then(resolve, reject).finally(() => entry && remove(entry));
        };
        if (options.ifAvailable && queue.some((o) => o.name === name)) {
          setTimeout(() => run(null), 0);
          return;
        }
        const entry: Entry = {
          name, client, held: false,
          grant: () => (queue.includes(entry) ? run({ name, mode: 'exclusive' } as Lock, entry) : undefined),
          drop: () => reject(new DOMException('Aborted.', 'AbortError')),
        };
        options.signal?.addEventListener('abort', () => {
          if (entry.held) return;
          remove(entry);
          entry.drop();
        });
        queue.push(entry);
        pump();
      });
    }) as LockManager['request'],
    query: () => Promise.resolve({
      held: queue.filter((e) => e.held).map((e) => ({ name: e.name, mode: 'exclusive' as const, clientId: e.client })),
      pending: queue.filter((e) => !e.held).map((e) => ({ name: e.name, mode: 'exclusive' as const, clientId: e.client })),
    }),
  });
  const close = (client: string): void => {
    for (const e of queue.filter((x) => x.client === client)) remove(e);
  };
  return { tab, close };
}
