import type { Page } from '@playwright/test';
import { decodeShareLink } from '../src/core/share/index.ts';
import { focusEditor } from './helpers.ts';
import { DRAFTS_HINT_KEY } from '../src/ui/drafts/local-notes.ts';

/** A stored draft, as `src/ui/drafts/draft-record.ts` defines it. */
export interface StoredDraft {
  v: 1;
  id: string;
  text: string;
  kopsVersion: string;
  runtime: string;
  createdAt: number;
  savedAt: number;
  rev: number;
  importedAt?: number;
}

/** The database and store the page keeps drafts in (src/ui/drafts/draft-db.ts). */
export const DRAFT_DB = 'kops-hook-playground';
export const DRAFT_STORE = 'drafts';
/** The sessionStorage key of the tab's draft (src/ui/drafts/choose-draft.ts). */
export const TAB_KEY = 'kops-hook-playground:tab-draft';
/** The old localStorage keys (the format of builds before IndexedDB). */
export const LEGACY_DRAFT_KEY = 'kops-hook-playground:draft';
export const LEGACY_RECENT_KEY = 'kops-hook-playground:recent-drafts';

/**
 * Every value in the drafts store, read with the raw IndexedDB API from `page` (any page of the
 * profile). A database that does not exist yet is not created (that would leave it without its
 * store), so a profile without drafts reads as [].
 */
export async function storedDrafts(page: Page): Promise<StoredDraft[]> {
  return page.evaluate(async ([name, storeName]) => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    try {
      if (!db.objectStoreNames.contains(storeName)) return [];
      return await new Promise<StoredDraft[]>((resolve, reject) => {
        const r = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
        r.onsuccess = () => resolve(r.result as StoredDraft[]);
        r.onerror = () => reject(r.error);
      });
    } finally {
      db.close();
    }
  }, [DRAFT_DB, DRAFT_STORE] as const);
}

/** The texts of every stored draft, sorted (order-free comparisons). */
export async function storedTexts(page: Page): Promise<string[]> {
  return (await storedDrafts(page)).map((d) => d.text).sort();
}

/** The id of the draft `page`'s tab works on, from its sessionStorage ('' when none yet). */
export async function tabDraftId(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { draft?: string } | null)?.draft ?? '', TAB_KEY);
}

/** The text autosaved for `page`'s tab ('' when nothing is saved yet). */
export async function savedText(page: Page): Promise<string> {
  const id = await tabDraftId(page);
  return (await storedDrafts(page)).find((d) => d.id === id)?.text ?? '';
}

/**
 * Writes raw values into the drafts store before the page's own code runs (a corrupt record, a
 * record of a future version). The store is created as the page would create it.
 */
export async function seedDraftStore(page: Page, values: ReadonlyArray<readonly [string, unknown]>): Promise<void> {
  await page.evaluate(async ([name, storeName, rows]) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name);
      r.onupgradeneeded = () => r.result.createObjectStore(storeName);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(storeName, 'readwrite');
      for (const [key, value] of rows) tx.objectStore(storeName).put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, [DRAFT_DB, DRAFT_STORE, values] as const);
}

/**
 * Leaves `text` saved as the one draft of the browser, as a visit that saved it would, with no tab
 * holding it: seeded from an embed (which keeps no drafts and holds no draft open), with the note
 * the drafts session writes once it has saved a draft (local-notes.ts); then closes `page`.
 */
export async function leaveSavedDraft(page: Page, text: string): Promise<void> {
  await page.goto('./?embed');
  const now = Date.now();
  await seedDraftStore(page, [['saved', { v: 1, id: 'saved', text, kopsVersion: '1.36.0', runtime: 'auto', createdAt: now, savedAt: now, rev: 1 } satisfies StoredDraft]]);
  await page.evaluate((key) => localStorage.setItem(key, '1'), DRAFTS_HINT_KEY);
  await page.close();
}

/**
 * Makes the browser's storage quota for the page's origin one byte (Chromium's DevTools protocol,
 * `Storage.overrideQuotaForOrigin`): every IndexedDB write then fails with QuotaExceededError, as
 * on a full disk. Lasts while the returned session is attached.
 */
export async function fillStorage(page: Page, baseURL: string | undefined): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? 'http://127.0.0.1/').origin, quotaSize: 1 });
}

/** Types `text` at the very top of the editor, as a person would (clicking into the text first). */
export async function typeAtTop(page: Page, text: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(text);
}

/** The text on screen, read from the address the page keeps in sync with it (a permalink). */
export function screenText(page: Page): string {
  const fragment = new URL(page.url()).hash;
  const decoded = decodeShareLink(fragment);
  return decoded.ok ? decoded.state.text : `(no link: ${fragment})`;
}

/**
 * Opens a copy of `page` the way Chromium's "Duplicate" does: the same address and history state
 * (the navigation entry is cloned) and a copy of the tab's sessionStorage. Playwright has no
 * duplicate call, so an init script seeds both before the page's own code runs, on the copy's
 * first load only. `navigation` makes the load report that navigation type (a duplicate restores
 * the cloned entry; which type Chromium reports is not ours to rely on, so tests try each).
 */
export async function duplicateTab(page: Page, navigation: 'navigate' | 'back_forward'): Promise<Page> {
  const snapshot = await page.evaluate(() => ({ session: Object.entries(sessionStorage), state: history.state as unknown, url: location.href }));
  const copy = await page.context().newPage();
  await copy.addInitScript(([s, nav]) => {
    if (sessionStorage.getItem('e2e-duplicated')) return;
    sessionStorage.setItem('e2e-duplicated', '1');
    for (const [key, value] of s.session) sessionStorage.setItem(key, value);
    history.replaceState(s.state, '', location.href);
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) => (type === 'navigation' ? entries(type).map((e) => ({ ...e.toJSON(), type: nav })) : entries(type));
  }, [snapshot, navigation] as const);
  await copy.goto(snapshot.url);
  return copy;
}
