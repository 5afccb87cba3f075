import { expect, type Page } from '@playwright/test';
import { openYaml } from './helpers.ts';

/**
 * Proves that monaco-yaml's worker runs with the hook schema: completion offers `useRawManifest`
 * after `useRaw`, and hovering `name` shows the schema's description of it.
 */
export async function expectSchemaCompletionAndHover(page: Page): Promise<void> {
  await openYaml(page, 'hooks.yaml', 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n');
  await expect(page.getByRole('tab', { name: 'a.service' })).toBeVisible();
  // Caret at the end of line 2 (`- name: a.service`), then a new key at the hook's indentation.
  await page.locator('.monaco-editor .view-line').nth(1).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // Enter keeps the line's indentation (the dash's column): two more spaces reach the hook's keys.
  await page.keyboard.type('  useRaw');
  await page.keyboard.press('Control+Space');
  const suggest = page.locator('.monaco-editor .suggest-widget');
  await expect(suggest.getByText('useRawManifest')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('.monaco-editor .view-line').nth(1).getByText('name').hover();
  await expect(page.locator('.monaco-hover').getByText(/kops appends "\.service"/)).toBeVisible();
}
