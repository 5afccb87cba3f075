import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { test, expect } from './fixtures.ts';
import { LEGACY_DRAFT_KEY } from './drafts-helpers.ts';
import { chooseExample, focusEditor, openPlayground, openYaml, savedText, unitContent } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('the draft survives a reload, with its kops version', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('# draft marker\n');
  await expect.poll(() => savedText(page)).toContain('# draft marker');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'kops version' })).toHaveValue('1.10.1');
  expect(await savedText(page)).toMatch(/^# draft marker\n/);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('# draft marker');
});

test('a corrupt draft of the old localStorage format is ignored with a notice, and the page still works', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{broken'), LEGACY_DRAFT_KEY);
  await page.goto('./');
  await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
});

test('Download units gives a zip of the group\'s files under their real paths', async ({ page }) => {
  await openPlayground(page);
  await chooseExample(page, 'The request, step 2: fixed with useRawManifest and a .swap name');
  await expect(page.getByRole('tab', { name: 'create-swapfile.service' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download units' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-units\.zip$/);
  const path = await download.path();
  const entries = unzipSync(new Uint8Array(readFileSync(path)));
  expect(Object.keys(entries).sort()).toEqual(['lib/systemd/system/create-swapfile.service', 'lib/systemd/system/swap1.swap']);
  await page.getByRole('tab', { name: 'swap1.swap' }).click();
  expect(strFromU8(entries['lib/systemd/system/swap1.swap'] ?? new Uint8Array())).toBe(await unitContent(page).textContent());
});

test('Download units after an edit zips the edited unit, the text on screen', async ({ page }) => {
  await openPlayground(page);
  await openYaml(page, 'edited.yaml', 'hooks:\n- name: edited.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/echo first\n');
  await expect(page.getByRole('tab', { name: 'edited.service' })).toBeVisible();
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(' then-edited');
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo first then-edited');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download units' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(entries)).toEqual(['lib/systemd/system/edited.service']);
  expect(strFromU8(entries['lib/systemd/system/edited.service'] ?? new Uint8Array())).toBe(await unitContent(page).textContent());
});

test('dark mode follows the OS', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPlayground(page);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  await expect(page.locator('.monaco-editor.vs-dark')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('.monaco-editor.vs')).toBeVisible();
});
