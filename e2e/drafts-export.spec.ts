import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { savedText, screenText, storedTexts } from './drafts-helpers.ts';
import { openPlayground } from './helpers.ts';
import { cliLink, draftSpec } from './share-helpers.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';

// Issue 18: "Download all drafts", and the file brought back through "Open YAML file" or a drop.
test.describe.configure({ timeout: 180_000 });

interface DraftsFile {
  format: string;
  version: number;
  exportedAt: string;
  drafts: Array<{ id: string; text: string; kopsVersion: string; runtime: string; createdAt: number; savedAt: number }>;
}

async function downloadAll(page: Page): Promise<{ name: string; text: string }> {
  await page.getByText(/^Recent drafts \(\d+\)$/).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all drafts' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Open YAML file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('Download all drafts saves every draft as versioned JSON; the file brings removed drafts back, skipping the ones already there', async ({ page }) => {
  await page.goto(`/${cliLink(draftSpec('first.service'), ['--kops-version', '1.22.6', '--runtime', 'docker'])}`);
  await expect.poll(() => savedText(page)).toBe(draftSpec('first.service'));
  await page.getByRole('button', { name: 'New', exact: true }).click();
  // A new load (not a hash change in the open page): the tab comes back with its empty draft and opens the link over it.
  await page.goto('about:blank');
  await page.goto(`/${cliLink(draftSpec('second.service'))}`);
  await expect.poll(() => savedText(page)).toBe(draftSpec('second.service'));

  const { name, text } = await downloadAll(page);
  expect(name).toMatch(/^kops-hook-drafts-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(text) as DraftsFile;
  expect(file).toMatchObject({ format: 'kops-hook-playground-drafts', version: 1 });
  expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
  expect(file.drafts.map((d) => [d.text, d.kopsVersion, d.runtime])).toEqual([
    [draftSpec('second.service'), NEWEST_KOPS_VERSION, 'auto'],
    [draftSpec('first.service'), '1.22.6', 'docker'],
  ]);

  // Remove the set-aside draft for real, then bring it back from the file.
  const list = page.getByRole('list', { name: 'Recent drafts' });
  await list.getByRole('button', { name: 'Remove draft first.service' }).click();
  await expect(page.getByText(/^Recent drafts \(0\)$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Draft "first.service" removed.' })).toBeVisible();
  await expect.poll(() => storedTexts(page)).toEqual([draftSpec('second.service')]);

  await importFile(page, name, text);
  await expect(page.getByRole('status').filter({ hasText: `Imported 1 draft from "${name}" into Recent drafts. 1 draft was already there.` })).toBeVisible();
  await expect(page.getByText(/^Recent drafts \(1\)$/)).toBeVisible();
  expect(screenText(page)).toBe(draftSpec('second.service'));
  await expect.poll(() => storedTexts(page)).toEqual([draftSpec('first.service'), draftSpec('second.service')]);
  // The menu is still open from the download.
  await list.getByRole('button', { name: 'first.service', exact: true }).click();
  await expect.poll(() => screenText(page)).toBe(draftSpec('first.service'));
  await expect(page.getByRole('combobox', { name: 'kops version' })).toHaveValue('1.22.6');

  // The same file dropped on the editor: nothing new, nothing overwritten.
  const dataTransfer = await page.evaluateHandle(([n, t]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], n, { type: 'application/json' }));
    return dt;
  }, [name, text] as const);
  const host = page.locator('.editor-host');
  await host.dispatchEvent('dragover', { dataTransfer });
  await host.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('status').filter({ hasText: `Imported 0 drafts from "${name}" into Recent drafts. 2 drafts were already there.` })).toBeVisible();
  expect(await storedTexts(page)).toEqual([draftSpec('first.service'), draftSpec('second.service')]);
});

test('a drafts file whose ids are taken by other texts adds copies under new ids; Undo brings a removed draft back', async ({ page }) => {
  await page.goto(`/${cliLink(draftSpec('mine.service'))}`);
  await expect.poll(() => savedText(page)).toBe(draftSpec('mine.service'));
  const ids = await page.evaluate(() => JSON.parse(sessionStorage.getItem('kops-hook-playground:tab-draft') ?? '{}') as { draft: string });
  const file = {
    format: 'kops-hook-playground-drafts',
    version: 1,
    exportedAt: new Date().toISOString(),
    drafts: [
      { id: ids.draft, text: draftSpec('same-id-other-text.service'), kopsVersion: '1.36.0', runtime: 'auto', createdAt: 1, savedAt: Date.now() },
      { id: 'damaged', text: 42 },
    ],
  };
  await importFile(page, 'other-machine.json', JSON.stringify(file));
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 draft from "other-machine.json" into Recent drafts. 1 entry could not be read.' })).toBeVisible();
  await expect.poll(() => storedTexts(page)).toEqual([draftSpec('mine.service'), draftSpec('same-id-other-text.service')]);
  expect(await savedText(page)).toBe(draftSpec('mine.service'));

  await page.getByText(/^Recent drafts \(1\)$/).click();
  await page.getByRole('button', { name: 'Remove draft same-id-other-text.service' }).click();
  await expect.poll(() => storedTexts(page)).toEqual([draftSpec('mine.service')]);
  // Escape closes the menu, which lies over the notices under the toolbar.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Download all drafts' })).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => storedTexts(page)).toEqual([draftSpec('mine.service'), draftSpec('same-id-other-text.service')]);
  await expect(page.getByText(/^Recent drafts \(1\)$/)).toBeVisible();
});

test('a drafts file from a newer playground is refused with a message; a YAML file still opens in the editor', async ({ page }) => {
  await openPlayground(page);
  await importFile(page, 'future.json', JSON.stringify({ format: 'kops-hook-playground-drafts', version: 2, drafts: [] }));
  await expect(page.getByRole('alert').filter({ hasText: 'future.json' })).toHaveText('"future.json": This drafts file was made by a newer playground (format version 2); this one reads version 1. Nothing was imported.');
  page.once('dialog', (d) => void d.accept());
  await page.getByLabel('Open YAML file').setInputFiles({ name: 'x.yaml', mimeType: 'text/yaml', buffer: Buffer.from(draftSpec('from-a-file.service')) });
  await expect(page.getByRole('tab', { name: 'from-a-file.service' })).toBeVisible();
});
