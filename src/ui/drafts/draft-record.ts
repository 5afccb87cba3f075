/**
 * A draft: the text and options of one line of work, under a stable id. `v` is the format (a later build that changes the shape
 * bumps it and migrates); `distro` is absent in drafts from before the distro control (Debian); times are ms since the epoch
 * (`importedAt`: arrived from a file or the old localStorage format); `rev` is bumped on every write (draft-db.ts).
 */
export interface DraftRecord {
  v: 1;
  id: string;
  text: string;
  kopsVersion: string;
  runtime: string;
  distro?: string;
  createdAt: number;
  savedAt: number;
  rev: number;
  importedAt?: number;
}

/** The text and options a draft is made of (what a save writes). */
export type DraftContent = Pick<DraftRecord, 'text' | 'kopsVersion' | 'runtime' | 'distro'>;

/** True when two drafts hold the same text and options (a write of one over the other loses nothing). */
export function sameContent(a: DraftContent, b: DraftContent): boolean {
  return a.text === b.text && a.kopsVersion === b.kopsVersion && a.runtime === b.runtime && (a.distro ?? 'debian') === (b.distro ?? 'debian');
}

/** Drafts untouched for this long leave Recent drafts and storage (30 days, in ms). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function isDraftRecord(value: unknown): value is DraftRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.v === 1 && typeof v.id === 'string' && v.id !== '' && typeof v.text === 'string'
    && typeof v.kopsVersion === 'string' && typeof v.runtime === 'string'
    && Number.isFinite(v.createdAt) && Number.isFinite(v.savedAt) && Number.isInteger(v.rev)
    && (v.importedAt === undefined || Number.isFinite(v.importedAt))
    && (v.distro === undefined || typeof v.distro === 'string');
}

/** True while the draft was edited, or brought back from a file, less than {@link DRAFT_MAX_AGE_MS} ago. */
export function isFresh(d: DraftRecord, now: number): boolean {
  return now - Math.max(d.savedAt, d.importedAt ?? 0) <= DRAFT_MAX_AGE_MS;
}

/** A new, practically unique draft id (randomUUID exists only in secure contexts). */
export function newDraftId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function firstLine(text: string): string {
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** The text's size in UTF-8, for people: `812 B`, `4.2 KB`, `1.3 MB`. */
export function draftSize(text: string): string {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The drafts to list, newest edit first: fresh ones but `exclude` (the tab's own), one per text (two tabs that opened one link hold it twice). */
export function listable(drafts: readonly DraftRecord[], exclude: string | null, now: number, keep: (text: string) => boolean): DraftRecord[] {
  const seen = new Set<string>();
  return [...drafts]
    .filter((d) => d.id !== exclude && keep(d.text) && isFresh(d, now))
    .sort((a, b) => b.savedAt - a.savedAt)
    .filter((d) => (seen.has(d.text) ? false : (seen.add(d.text), true)));
}

/** What a person recognises a draft by: its first hook's name, else its first meaningful line. */
export function draftTitle(text: string): string {
  const hooks = text.search(/^\s*hooks\s*:/m);
  const match = /^\s*-?\s*name\s*:\s*["']?([^"'#\n]+?)["']?\s*(?:#.*)?$/m.exec(hooks >= 0 ? text.slice(hooks) : text);
  if (match?.[1]) return match[1];
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('#') && l !== '---');
  return line ? (line.length > 40 ? `${line.slice(0, 39)}…` : line) : '(empty)';
}

/** How storage is doing, as the page says: off or refused, full, something unreadable, a text over the input limit (not saved). */
export type StorageStatus = 'ok' | 'unavailable' | 'full' | 'corrupt' | 'too-large';
