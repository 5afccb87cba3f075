import { isDraftRecord, type DraftRecord } from './draft-record.ts';
import { localStore } from './local-store.ts';

/**
 * A copy of the draft a plain visit reopens, kept in localStorage beside IndexedDB: the most
 * recently saved draft that holds the person's own work (choose-draft.ts's "most recently edited
 * draft"). localStorage answers synchronously, so the next visit renders that draft in the
 * entry's own task instead of after an IndexedDB read that often lands after DOMContentLoaded
 * (provisional-draft.ts; the read still confirms it). Kept by the drafts session's writes
 * (noted-db.ts): whenever the copy might no longer be the latest, it is removed, never left
 * wrong, and that visit waits for IndexedDB as before.
 */
export const LATEST_DRAFT_KEY = 'kops-hook-playground:latest-draft';

/**
 * Texts longer than this (in UTF-16 code units) are not copied: a synchronous read of megabytes
 * would cost the first render what it saves, and localStorage holds only a few MB per site.
 */
export const LATEST_DRAFT_MAX_CHARS = 256 * 1024;

/** The copy, or null (none, unreadable, or storage refused). */
export function readLatestDraft(storage: Storage | null = localStore()): DraftRecord | null {
  try {
    const raw = storage?.getItem(LATEST_DRAFT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isDraftRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function forget(storage: Storage | null): void {
  try {
    storage?.removeItem(LATEST_DRAFT_KEY);
  } catch {
    // Nothing more to do: a copy that cannot be removed cannot be read either, as a rule.
  }
}

/**
 * Keeps the copy in step with a record just stored. Own work saved at least as late as the copy
 * (or a newer revision of the copied draft) becomes the copy, or removes it when too large to
 * copy or refused by storage; the copied draft stored with no work of the person's (undone back to
 * an example) removes it: the draft to reopen is then an older one, which only IndexedDB knows.
 */
export function noteStoredDraft(record: DraftRecord, isOwnWork: (text: string) => boolean, storage: Storage | null = localStore()): void {
  const latest = readLatestDraft(storage);
  const same = latest?.id === record.id;
  if (!isOwnWork(record.text)) {
    if (same) forget(storage);
    return;
  }
  if (latest && !same && record.savedAt < latest.savedAt) return;
  if (record.text.length > LATEST_DRAFT_MAX_CHARS) return forget(storage);
  try {
    storage?.setItem(LATEST_DRAFT_KEY, JSON.stringify(record));
  } catch {
    forget(storage);
  }
}

/** Removes the copy when it is one of the drafts just removed from storage. */
export function noteRemovedDrafts(ids: readonly string[], storage: Storage | null = localStore()): void {
  const latest = readLatestDraft(storage);
  if (latest && ids.includes(latest.id)) forget(storage);
}
