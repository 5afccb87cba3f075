// "Download all drafts" files (format: README, Drafts) and their import, loaded on first use: a first paint needs neither.

import { useStore } from '../store/store.ts';
import { isDraftRecord, newDraftId, type DraftRecord } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';
import { activeSession, useDraftsState } from './drafts-entry.tsx';

/** Every draft, the one on screen with its latest text, for "Download all drafts". */
export function exportDrafts(now = Date.now()): string {
  const { text, kopsVersion, runtime, distro } = useStore.getState();
  const records = activeSession()?.writer.records({ text, kopsVersion, runtime, distro }) ?? [];
  return draftsFileText(records.filter((d) => isOwnWork(d.text)).sort((a, b) => b.savedAt - a.savedAt), now);
}

/** Brings back the drafts of a drafts file, never over a draft, and says how many; resolves with a message when this page keeps no drafts (an embed), else null. */
export async function importDrafts(incoming: readonly FileDraft[], skipped: number, fileName: string): Promise<string | null> {
  const s = activeSession();
  if (!s) return `"${fileName}" holds saved drafts, which only the full playground keeps: open it there.`;
  const existing = [...s.writer.records(), { id: s.writer.current().id, text: useStore.getState().text }];
  const { records, duplicates } = planImport(incoming, existing, Date.now(), newDraftId);
  const result = await s.writer.add(records);
  const n = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;
  const added = result.status === 'ok' ? result.added.length : records.length;
  const parts = [`Imported ${n(added, 'draft', 'drafts')} from "${fileName}" into Recent drafts.`];
  if (duplicates > 0) parts.push(`${n(duplicates, 'draft was', 'drafts were')} already there.`);
  if (skipped > 0) parts.push(`${n(skipped, 'entry', 'entries')} could not be read.`);
  if (result.status !== 'ok' && records.length > 0) parts.push('This browser cannot save them, so they stay only until this tab closes.');
  useDraftsState.getState().notify({ kind: 'imported', text: parts.join(' ') });
  return null;
}

const DRAFTS_FILE_FORMAT = 'kops-hook-playground-drafts';
const DRAFTS_FILE_VERSION = 1;

export type FileDraft = Pick<DraftRecord, 'id' | 'text' | 'kopsVersion' | 'runtime' | 'distro' | 'createdAt' | 'savedAt'>;

/** The file's text for `drafts` (pretty-printed, so that it diffs and reads well). */
export function draftsFileText(drafts: readonly DraftRecord[], now: number): string {
  const out: FileDraft[] = drafts.map((d) => ({ id: d.id, text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime, ...(d.distro && d.distro !== 'debian' ? { distro: d.distro } : {}), createdAt: d.createdAt, savedAt: d.savedAt }));
  return `${JSON.stringify({ format: DRAFTS_FILE_FORMAT, version: DRAFTS_FILE_VERSION, exportedAt: new Date(now).toISOString(), drafts: out }, null, 2)}\n`;
}

/** The file name for an export made at `now`: `kops-hook-drafts-2026-01-31.json`. */
export function draftsFileName(now: number): string {
  return `kops-hook-drafts-${new Date(now).toISOString().slice(0, 10)}.json`;
}

// A file draft is a record without the fields this browser keeps (its revision, when it was imported); readers skip other fields.
const isFileDraft = (v: unknown): v is FileDraft => isDraftRecord({ ...(v as object), v: 1, rev: 1, importedAt: undefined, distro: undefined });

export type ParsedDraftsFile =
  | { kind: 'not-drafts' }
  | { kind: 'error'; message: string }
  | { kind: 'drafts'; drafts: FileDraft[]; skipped: number };

/** Reads a file's text: a drafts file, a damaged or newer one (with a message), or something else (YAML, a kops spec as JSON) for the editor. */
export function parseDraftsFile(text: string): ParsedDraftsFile {
  if (!text.trimStart().startsWith('{') || !text.includes(DRAFTS_FILE_FORMAT)) return { kind: 'not-drafts' };
  let value: { format?: unknown; version?: unknown; drafts?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return { kind: 'not-drafts' };
  }
  if (value?.format !== DRAFTS_FILE_FORMAT) return { kind: 'not-drafts' };
  if (typeof value.version !== 'number' || value.version > DRAFTS_FILE_VERSION) {
    return { kind: 'error', message: `This drafts file was made by a newer playground (format version ${String(value.version)}); this one reads version ${DRAFTS_FILE_VERSION}. Nothing was imported.` };
  }
  if (!Array.isArray(value.drafts)) return { kind: 'error', message: 'This drafts file has no "drafts" list. Nothing was imported.' };
  const drafts = value.drafts.filter(isFileDraft);
  return { kind: 'drafts', drafts, skipped: value.drafts.length - drafts.length };
}

/** The records to add for `incoming` next to `existing`: a text already there is a duplicate, a taken id gets `newId()`; touched `now`, so that they are not pruned at once. */
export function planImport(incoming: readonly FileDraft[], existing: readonly Pick<DraftRecord, 'id' | 'text'>[], now: number, newId: () => string): { records: DraftRecord[]; duplicates: number } {
  const texts = new Set(existing.map((d) => d.text));
  const ids = new Set(existing.map((d) => d.id));
  const records: DraftRecord[] = [];
  let duplicates = 0;
  for (const d of incoming) {
    if (texts.has(d.text)) {
      duplicates++;
      continue;
    }
    const id = ids.has(d.id) ? newId() : d.id;
    texts.add(d.text);
    ids.add(id);
    records.push({ v: 1, id, text: d.text, kopsVersion: d.kopsVersion, runtime: d.runtime, ...(typeof d.distro === 'string' ? { distro: d.distro } : {}), createdAt: d.createdAt, savedAt: d.savedAt, rev: 1, importedAt: now });
  }
  return { records, duplicates };
}
