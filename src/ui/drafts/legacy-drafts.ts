import { isDraftRecord, type DraftRecord, type StorageStatus } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';
import type { DraftWriter } from './draft-writer.ts';
import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY, localStore, quietly, safely } from './local-notes.ts';

// The drafts of builds before IndexedDB, in localStorage: one draft (`{version: 1, text, kopsVersion,
// runtime, savedAt}`) and a "Recent drafts" list (`{version: 1, drafts: [...]}`).

/** The drafts an old key's value holds, under fixed ids (a second run adds nothing twice), or null when unreadable. */
function parse(raw: string, list: boolean, now: number): DraftRecord[] | null {
  const v = safely(() => JSON.parse(raw) as { version?: unknown; drafts?: unknown } | null, null);
  const entries = v?.version !== 1 ? null : !list ? [v] : Array.isArray(v.drafts) ? (v.drafts as unknown[]) : null;
  const records = entries?.map((e): unknown => {
    const d = (e ?? {}) as Partial<DraftRecord>;
    return { v: 1, id: 'legacy-draft', text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime, createdAt: d.savedAt, savedAt: d.savedAt, rev: 1, importedAt: now };
  }).filter(isDraftRecord).map((r, i) => (list ? { ...r, id: `legacy-recent-${i}` } : r));
  // The old builds always skipped list entries of another shape; a lone draft of another shape is unreadable.
  return records && (list || records.length === 1) ? records : null;
}

/** Moves the old drafts of own work into IndexedDB, then deletes the old keys (when the write fails, they stay for the next visit and the drafts are kept in memory); resolves with what to report. */
export async function migrateLegacyDrafts(writer: DraftWriter, now: number, storage: () => Storage | null = localStore): Promise<StorageStatus> {
  const records: DraftRecord[] = [];
  const keys: string[] = [];
  let corrupt = false;
  try {
    for (const [key, list] of [[LEGACY_DRAFT_KEY, false], [LEGACY_RECENT_KEY, true]] as const) {
      const raw = storage()!.getItem(key);
      if (raw === null) continue;
      keys.push(key);
      const found = parse(raw, list, now);
      corrupt ||= !found;
      for (const r of found ?? []) if (isOwnWork(r.text) && !records.some((d) => d.text === r.text)) records.push(r);
    }
  } catch {
    return 'ok'; // localStorage refused: the keys, if any, wait for a visit that can read them.
  }
  if (keys.length === 0) return 'ok';
  const written = records.length > 0 ? await writer.add(records) : { status: 'ok' as const };
  if (written.status !== 'ok') return written.status;
  // Left for the next visit when storage refuses, which adds nothing twice.
  quietly(() => keys.forEach((key) => storage()!.removeItem(key)));
  return corrupt ? 'corrupt' : 'ok';
}
