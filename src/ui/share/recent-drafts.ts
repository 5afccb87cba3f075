/**
 * The "Recent drafts" list in localStorage: drafts set aside when a link, an example or "New"
 * replaced them. Storage may be missing, full or corrupt: every call returns a status and the
 * caller keeps its in-memory list, so no draft is lost for the session.
 */

/** One set-aside draft. */
export interface RecentDraft {
  text: string;
  kopsVersion: string;
  runtime: string;
  savedAt: number;
}

export type RecentStatus = 'ok' | 'unavailable' | 'full' | 'corrupt';

/** How many drafts the list keeps (oldest dropped first). */
export const MAX_RECENT_DRAFTS = 20;
const KEY = 'kops-hook-playground:recent-drafts';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isRecent = (v: unknown): v is RecentDraft => {
  const d = v as Record<string, unknown> | null;
  return typeof d === 'object' && d !== null && typeof d.text === 'string' && typeof d.kopsVersion === 'string'
    && typeof d.runtime === 'string' && typeof d.savedAt === 'number';
};

/** Reads the list; a damaged entry list yields `corrupt` and an empty list (the key is left as is). */
export function loadRecentDrafts(): { drafts: RecentDraft[]; status: RecentStatus } {
  const s = storage();
  if (!s) return { drafts: [], status: 'unavailable' };
  try {
    const raw = s.getItem(KEY);
    if (raw === null) return { drafts: [], status: 'ok' };
    const parsed = JSON.parse(raw) as { version?: unknown; drafts?: unknown };
    if (parsed?.version !== 1 || !Array.isArray(parsed.drafts)) return { drafts: [], status: 'corrupt' };
    return { drafts: parsed.drafts.filter(isRecent).slice(0, MAX_RECENT_DRAFTS), status: 'ok' };
  } catch (error) {
    return { drafts: [], status: error instanceof SyntaxError ? 'corrupt' : 'unavailable' };
  }
}

/** Writes the list. */
export function saveRecentDrafts(drafts: readonly RecentDraft[]): RecentStatus {
  const s = storage();
  if (!s) return 'unavailable';
  try {
    s.setItem(KEY, JSON.stringify({ version: 1, drafts }));
    return 'ok';
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'unavailable';
  }
}

/** The list with `draft` first: an entry with the same text moves up instead of repeating. */
export function withDraft(drafts: readonly RecentDraft[], draft: RecentDraft): RecentDraft[] {
  return [draft, ...drafts.filter((d) => d.text !== draft.text)].slice(0, MAX_RECENT_DRAFTS);
}

/** What a person recognises a draft by: its first hook's name, else its first meaningful line. */
export function draftTitle(text: string): string {
  const hooks = text.search(/^\s*hooks\s*:/m);
  const match = /^\s*-?\s*name\s*:\s*["']?([^"'#\n]+?)["']?\s*(?:#.*)?$/m.exec(hooks >= 0 ? text.slice(hooks) : text);
  if (match?.[1]) return match[1];
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('#') && l !== '---');
  return line ? (line.length > 40 ? `${line.slice(0, 39)}…` : line) : '(empty)';
}
