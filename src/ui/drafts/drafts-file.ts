/**
 * "Download all drafts" files: a versioned JSON document that "Open YAML file" (or a drop) reads
 * back. Importing never overwrites a draft: a draft already there (same id and text, or the same
 * text under any id) is skipped, and an id already taken by another text gets a new id.
 *
 * ```json
 * { "format": "kops-hook-playground-drafts", "version": 1, "exportedAt": "2026-01-31T12:00:00.000Z",
 *   "drafts": [ { "id", "text", "kopsVersion", "runtime", "distro"?, "createdAt", "savedAt" } ] }
 *   (`distro` only when not Debian, so files from before the distro control read the same)
 * ```
 * Times are milliseconds since the epoch. Readers skip fields they do not know.
 */

import type { DraftRecord } from './draft-record.ts';

/** The `format` field that marks a drafts file. */
export const DRAFTS_FILE_FORMAT = 'kops-hook-playground-drafts';
/** The newest file version this build writes and reads. */
export const DRAFTS_FILE_VERSION = 1;

/** One draft as the file holds it. */
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

const isFileDraft = (v: unknown): v is FileDraft => {
  const d = v as Record<string, unknown> | null;
  return typeof d === 'object' && d !== null && typeof d.id === 'string' && d.id !== '' && typeof d.text === 'string'
    && typeof d.kopsVersion === 'string' && typeof d.runtime === 'string' && Number.isFinite(d.createdAt) && Number.isFinite(d.savedAt);
};

/** What a file's text turned out to be. */
export type ParsedDraftsFile =
  | { kind: 'not-drafts' }
  | { kind: 'error'; message: string }
  | { kind: 'drafts'; drafts: FileDraft[]; skipped: number };

/**
 * Reads a file's text: a drafts file, a damaged or newer drafts file (with a message), or
 * something else (YAML, including a kops spec written as JSON) to open in the editor.
 */
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

/**
 * The records to add for `incoming` next to `existing`: duplicates (by text) are left out, an id
 * taken by another text gets `newId()`. Imported drafts keep their times and count as touched
 * `now`, so that old drafts brought back are not pruned at once.
 */
export function planImport(incoming: readonly FileDraft[], existing: readonly DraftRecord[], now: number, newId: () => string): { records: DraftRecord[]; duplicates: number } {
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
