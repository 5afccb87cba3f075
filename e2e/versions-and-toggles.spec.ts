import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground, savedText, unitContent } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

const SWAP_MANIFEST = [
  '[Unit]',
  'Description=Turn on swap',
  'Requires=create-swapfile.service',
  'After=create-swapfile.service',
  '',
  '[Swap]',
  'What=/swap1',
  '',
  '[Install]',
  'WantedBy=multi-user.target',
  '',
].join('\n');

test('switching kops versions changes the unit name: swap1.swap.service under kops 1.10', async ({ page }) => {
  await openPlayground(page);
  const version = page.getByRole('combobox', { name: 'kops version' });
  await expect(page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab')).toHaveText(['swap1.swap']);
  await version.selectOption('1.10.1');
  await expect(page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab')).toHaveText(['swap1.swap.service']);
  await expect(page.locator('code.path')).toHaveText('/lib/systemd/system/swap1.swap.service');
  await version.selectOption('proposal');
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await version.selectOption('1.36.2');
  await expect(page.getByRole('tab', { name: 'swap1.swap', exact: true })).toBeVisible();
});

test('useRawManifest makes the unit exactly the manifest; Ctrl+Z reverts YAML and unit', async ({ page }) => {
  await openPlayground(page);
  const before = await unitContent(page).textContent();
  expect(before).toContain('Description=Kops Hook swap1.swap');
  await page.getByRole('tab', { name: 'swap1.swap' }).click();
  const raw = page.getByRole('checkbox', { name: 'useRawManifest' });
  await expect(raw).not.toBeChecked();
  await raw.check();
  await expect(unitContent(page)).toHaveText(SWAP_MANIFEST);
  await expect(raw).toBeChecked();
  await expect.poll(() => savedText(page)).toContain('  - name: swap1.swap\n    useRawManifest: true\n    requires:');

  // Undo from the editor: the YAML and the unit both go back.
  await focusEditor(page);
  await page.keyboard.press('Control+Z');
  await expect(raw).not.toBeChecked();
  await expect(unitContent(page)).toHaveText(before ?? '');
  await expect.poll(() => savedText(page)).not.toContain('useRawManifest: true');
});

test('useRawName says why it does nothing in real kops, and works in proposal mode', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('tab', { name: 'swap1.swap' }).click();
  const rawName = page.getByRole('checkbox', { name: 'useRawName' });
  await expect(page.getByText(/useRawName is not a kops field/)).toBeVisible();
  await expect(page.getByText(/already keeps the "\.swap" name/)).toBeVisible();
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('proposal');
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await rawName.check();
  await expect(page.getByRole('tab', { name: 'swap1.swap', exact: true })).toBeVisible();
  await rawName.uncheck();
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await expect(page.getByText(/no useRawManifest: it arrived in kops 1\.11/)).toBeVisible();
});
