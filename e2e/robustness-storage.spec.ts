import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { DRAFT_KEY, focusEditor, openPlayground } from './helpers.ts';
import { decoded } from './share-helpers.ts';

// Issue 8, storage faults: localStorage unavailable (private mode, sandbox), full, or holding JSON
// from an older build. The page works, says drafts cannot be saved, and never loses the text.
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

test('localStorage unavailable (its getter throws): the page works and says drafts cannot be saved', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await openPlayground(page);
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page save drafts' })).toBeVisible();
  await stillWorks(page);
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page save drafts' })).toBeVisible();
});

test('localStorage full (setItem throws QuotaExceededError): says so after an edit, keeps the text', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await openPlayground(page);
  await stillWorks(page);
  await expect(page.getByRole('status').filter({ hasText: 'Browser storage is full, so the latest draft was not saved.' })).toBeVisible();
});

test.describe('a draft written by an older or unknown build', () => {
  for (const [what, raw] of [
    ['version 0 with other field names', JSON.stringify({ version: 0, yaml: 'hooks: []', kops: '1.10' })],
    ['a JSON array', '["hooks: []"]'],
    ['text that is not a string', JSON.stringify({ version: 1, text: 42, kopsVersion: '1.36.0', runtime: '', savedAt: 1 })],
  ] as const) {
    test(`${what}: ignored with a notice, the page works, new edits are saved again`, async ({ page }) => {
      await page.addInitScript(([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      }, [DRAFT_KEY, raw] as const);
      await openPlayground(page);
      await expect(page.getByRole('status').filter({ hasText: 'A saved draft could not be read' })).toBeVisible();
      await stillWorks(page);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('typed while storage misbehaves');
    });
  }
});
