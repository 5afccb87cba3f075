/** A `Storage` in memory, for tests (sessionStorage, localStorage), holding `values` to begin with. */
export function fakeStorage(values: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(values));
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => { data.set(k, v); },
    removeItem: (k: string) => { data.delete(k); },
  };
}
