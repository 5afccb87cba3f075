import { isDraftRecord, type DraftRecord } from './draft-record.ts';

// The drafts' notes in localStorage, read synchronously so that a plain visit chooses its draft in the entry's own task: hints the session checks.

/** `f()`, or `fallback` where web storage or history refuses (blocked, full, sandboxed) or holds what does not parse: each caller says what that costs. */
export function safely<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

/** Runs `f`, ignoring web storage that refuses. */
export const quietly = (f: () => void): void => safely(f, undefined);

/** The page's localStorage, or null where the browser refuses it (a sandboxed frame, blocked storage). */
export const localStore = (): Storage | null => safely(() => globalThis.localStorage ?? null, null);

/** Says this browser has kept drafts: without it (or the old keys of the builds before IndexedDB), a first visit opens no database. */
export const DRAFTS_HINT_KEY = 'kops-hook-playground:has-drafts';
export const LEGACY_DRAFT_KEY = 'kops-hook-playground:draft';
export const LEGACY_RECENT_KEY = 'kops-hook-playground:recent-drafts';

/** False when this browser has certainly kept no drafts; true when it cannot tell (the page then reads, and the read reports). */
export function mayHaveDrafts(storage: () => Storage | null = localStore): boolean {
  return safely(() => {
    const s = storage();
    return !s || [DRAFTS_HINT_KEY, LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY].some((key) => s.getItem(key) !== null);
  }, true);
}

/** Notes that this browser keeps drafts (the drafts session, once it knows of one). */
export function noteDrafts(storage: () => Storage | null = localStore): void {
  // Not noted: the next first render shows the default example, then the session the draft.
  quietly(() => storage()?.setItem(DRAFTS_HINT_KEY, '1'));
}

/** A copy of the draft a plain visit reopens (the latest own work); removed, never left wrong, when it might not be. */
export const LATEST_DRAFT_KEY = 'kops-hook-playground:latest-draft';
/** Longer texts (UTF-16 code units) are not copied: a synchronous read of megabytes costs what it saves. */
export const LATEST_DRAFT_MAX_CHARS = 256 * 1024;

export function readLatestDraft(storage: Storage | null = localStore()): DraftRecord | null {
  const value: unknown = safely(() => JSON.parse(storage?.getItem(LATEST_DRAFT_KEY) ?? 'null'), null);
  return isDraftRecord(value) ? value : null;
}

// A copy that cannot be removed cannot be read either, as a rule.
const forget = (storage: Storage | null): void => quietly(() => storage?.removeItem(LATEST_DRAFT_KEY));

/** Keeps the copy in step with a record just stored (own work saved as late as the copy becomes it; the copied draft undone to an example removes it). */
export function noteStoredDraft(record: DraftRecord, isOwnWork: (text: string) => boolean, storage: Storage | null = localStore()): void {
  const latest = readLatestDraft(storage);
  const same = latest?.id === record.id;
  if (!isOwnWork(record.text)) return same ? forget(storage) : undefined;
  if (latest && !same && record.savedAt < latest.savedAt) return;
  if (record.text.length > LATEST_DRAFT_MAX_CHARS) return forget(storage);
  try {
    storage?.setItem(LATEST_DRAFT_KEY, JSON.stringify(record));
  } catch {
    forget(storage);
  }
}

export function noteRemovedDrafts(ids: readonly string[], storage: Storage | null = localStore()): void {
  if (ids.includes(readLatestDraft(storage)?.id ?? '')) forget(storage);
}
