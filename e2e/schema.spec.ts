import { test, expect } from './fixtures.ts';
import { openPlayground, openYaml } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('the hook schema gives completion and hover docs (monaco-yaml worker from the bundle)', async ({ page }) => {
  await openPlayground(page);
  await openYaml(page, 'hooks.yaml', 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n');
  await expect(page.getByRole('tab', { name: 'a.service' })).toBeVisible();
  // Caret at the end of line 2 (`- name: a.service`), then a new key at the hook's indentation.
  await page.locator('.monaco-editor .view-line').nth(1).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('useRaw');
  await page.keyboard.press('Control+Space');
  const suggest = page.locator('.monaco-editor .suggest-widget');
  await expect(suggest.getByText('useRawManifest')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('.monaco-editor .view-line').nth(1).getByText('name').hover();
  await expect(page.locator('.monaco-hover').getByText(/kops appends "\.service"/)).toBeVisible();
});
