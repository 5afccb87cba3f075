import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { fillStorage, LEGACY_DRAFT_KEY, savedText, seedDraftStore, storedDrafts, storedTexts, tabDraftId } from './drafts-helpers.ts';
import { focusEditor, openPlayground } from './helpers.ts';
import { decoded } from './share-helpers.ts';

// Issue 8, storage faults, and issue 18 (drafts in IndexedDB): storage unavailable (private mode,
// sandbox), full, or holding data from an older or unknown build. The page works, says drafts
// cannot be saved, and never loses the text on screen.
test.describe.configure({ timeout: 120_000 });

const MARKER = '# typed while storage misbehaves';

/** Types a line at the top of the editor, as a user would. */
async function typeMarker(page: Page): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(`${MARKER}\n`);
}

/** The text the page holds, read back through its own permalink (not through storage). */
async function textOnScreen(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  const box = page.getByRole('textbox', { name: 'Permalink' });
  await expect(box).toHaveValue(/#v1\./);
  return decoded(await box.inputValue()).text;
}

/** The page still renders, edits re-render, and the typed text is kept after other actions. */
async function stillWorks(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await typeMarker(page);
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(MARKER);
  expect(await textOnScreen(page)).toMatch(new RegExp(`^${MARKER}\\n`));
}

test('storage unavailable (indexedDB, localStorage and sessionStorage getters throw, as in a sandbox): the page works and says drafts cannot be saved', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['indexedDB', 'localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });
    }
  });
  await openPlayground(page);
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page save drafts' })).toBeVisible();
  await stillWorks(page);
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page save drafts' })).toBeVisible();
});

test('IndexedDB refuses to open (indexedDB.open throws InvalidStateError, as in some private modes): the page works and says so', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'); };
  });
  await openPlayground(page);
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page save drafts' })).toBeVisible();
  await stillWorks(page);
});

test('storage full (a one-byte quota: IndexedDB writes abort with QuotaExceededError): says so after an edit, keeps the text', async ({ page, baseURL }) => {
  await fillStorage(page, baseURL);
  await openPlayground(page);
  await stillWorks(page);
  await expect(page.getByRole('status').filter({ hasText: 'Browser storage is full, so the latest draft was not saved.' })).toBeVisible();
  expect(await storedTexts(page)).toEqual([]);
});

test.describe('a draft written by an older or unknown build', () => {
  for (const [what, raw] of [
    ['version 0 with other field names', JSON.stringify({ version: 0, yaml: 'hooks: []', kops: '1.10' })],
    ['a JSON array', '["hooks: []"]'],
    ['text that is not a string', JSON.stringify({ version: 1, text: 42, kopsVersion: '1.36.0', runtime: '', savedAt: 1 })],
  ] as const) {
    test(`in the old localStorage key, ${what}: ignored with a notice, the page works, new edits are saved again`, async ({ page }) => {
      await page.addInitScript(([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      }, [LEGACY_DRAFT_KEY, raw] as const);
      await openPlayground(page);
      await expect(page.getByRole('status').filter({ hasText: 'A saved draft could not be read' })).toBeVisible();
      await stillWorks(page);
      await expect.poll(async () => (await storedTexts(page)).join('\n')).toContain(MARKER);
    });
  }

  test('in IndexedDB, a damaged record and one of a future format: ignored with a notice and left in place, new edits are saved', async ({ page }) => {
    await openPlayground(page);
    const damaged = { v: 1, id: 'damaged', text: 42, kopsVersion: '1.36.0', runtime: 'auto', createdAt: 1, savedAt: 1, rev: 1 };
    const future = { v: 2, id: 'future', body: { yaml: 'hooks: []' } };
    await seedDraftStore(page, [['damaged', damaged], ['future', future]]);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'A saved draft could not be read' })).toBeVisible();
    await stillWorks(page);
    await expect.poll(async () => (await storedTexts(page)).join('\n')).toContain(MARKER);
    const raw = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('kops-hook-playground'); r.onsuccess = () => resolve(r.result); });
      const keys = await new Promise<IDBValidKey[]>((resolve) => { const r = db.transaction('drafts').objectStore('drafts').getAllKeys(); r.onsuccess = () => resolve(r.result); });
      db.close();
      return keys;
    });
    expect(raw).toEqual(expect.arrayContaining(['damaged', 'future']));
  });

  test("an old tab left open across an update never writes over the newer build's record of its draft: its text goes to a new draft, and it says so", async ({ page }) => {
    await openPlayground(page);
    await typeMarker(page);
    await expect.poll(() => savedText(page)).toContain(MARKER);
    const id = await tabDraftId(page);
    // The newer build, in another tab, rewrote this draft in a format this build cannot read.
    const newer = { v: 99, id, body: { yaml: '# saved by a newer build\nhooks: []\n' }, rev: 9 };
    await seedDraftStore(page, [[id, newer]]);
    await focusEditor(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('# typed in the old tab after the update\n');
    await expect(page.getByRole('status').filter({ hasText: 'A newer version of the playground changed this draft' })).toBeVisible();
    await expect.poll(() => savedText(page)).toMatch(/^# typed in the old tab after the update\n/);
    expect(await tabDraftId(page)).not.toBe(id);
    expect((await storedDrafts(page)).find((d) => d.id === id)).toEqual(newer);
  });
});
