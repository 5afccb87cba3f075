import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground } from './helpers.ts';

// Issue 49 §7: Vim mode, a toggle under "Keys", remembered, loaded only once turned on.

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('Vim mode: off by default, loads when turned on, edits with Vim\'s keys, shows its mode, and is remembered', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await openPlayground(page);
  const status = page.getByRole('region', { name: 'Vim status bar' });
  await expect(status).toHaveCount(0);
  const before = scripts.length;

  await page.getByRole('button', { name: 'Keys: editor shortcuts' }).click();
  const toggle = page.getByRole('checkbox', { name: 'Vim mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(status).toHaveText('--NORMAL--');
  // monaco-vim came now, as a chunk of its own, not with the first view or the editor.
  expect(scripts.length).toBeGreaterThan(before);

  // Normal mode: `gg` then `dd` deletes the first line; `u` brings it back; `i` inserts.
  await focusEditor(page);
  const lines = page.locator('.monaco-editor .view-lines');
  const first = ((await lines.locator('.view-line').first().textContent()) ?? '').replace(/\u00a0/g, ' ');
  await page.keyboard.press('Escape');
  await page.keyboard.type('ggdd');
  await expect(lines.locator('.view-line').first()).not.toHaveText(first);
  await page.keyboard.type('u');
  await expect(lines.locator('.view-line').first()).toHaveText(first.replace(/ /g, '\u00a0'));
  await page.keyboard.type('i');
  await expect(status).toContainText('--INSERT--');
  await page.keyboard.type('# vim was here ');
  await expect(lines).toContainText('# vim was here');
  await page.keyboard.press('Escape');
  await expect(status).toContainText('--NORMAL--');

  // Remembered: after a reload the mode is on again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Vim status bar' })).toHaveText('--NORMAL--', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Keys: editor shortcuts' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vim mode' })).toBeChecked();
  // And off again: the editor's own keys, no status bar.
  await page.getByRole('checkbox', { name: 'Vim mode' }).uncheck();
  await expect(page.getByRole('region', { name: 'Vim status bar' })).toHaveCount(0);
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('dd');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('dd');
});
