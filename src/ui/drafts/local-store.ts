/**
 * The page's localStorage, or null where the browser refuses it (a sandboxed frame, storage
 * blocked for the site): the drafts' small notes beside IndexedDB go through it, and never throw.
 */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
