import { test, expect } from './fixtures.ts';
import { focusEditor, unitContent, waitForMonaco } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('the page loads with its title, units first, then Monaco from the bundle', async ({ page }) => {
  const monacoRequests: string[] = [];
  page.on('request', (r) => {
    if (/monaco|editor\.worker|yaml\.worker/i.test(r.url())) monacoRequests.push(r.url());
  });
  await page.goto('./');
  await expect(page).toHaveTitle('kops hook playground');
  await expect(page.getByRole('heading', { level: 1, name: 'kops hook playground' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await expect(unitContent(page)).toContainText('Description=Kops Hook swap1.swap');
  // The entry is a classic script (scripts/vite-classic-entry.ts): Chromium reuses compiled code
  // between visits only for those. The chunks loaded later still import it as a module, via its shim.
  await expect(page.locator('script[src*="/index-classic-"]:not([type])')).toHaveCount(1);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);

  const editor = await waitForMonaco(page);
  await expect(editor).toBeEditable();
  // Every Monaco piece came from this origin (the fixture fails the test on any other request).
  expect(monacoRequests.length).toBeGreaterThan(0);
  for (const url of monacoRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  // Typing reaches the output, and Ctrl+Z brings it back.
  await focusEditor(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
});

test('the textarea stands in, usable, until Monaco arrives', async ({ page }) => {
  // Hold Monaco's chunk back: the units must render and the textarea must work without it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/monaco-editor.*\.js$/, async (route) => { await held; await route.continue(); });
  await page.goto('./');
  const area = page.getByRole('textbox', { name: 'Hook spec' });
  await expect(area).toBeVisible();
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await area.fill('hooks:\n- name: early.service\n  manifest: |\n    Type=oneshot\n');
  await expect(page.getByRole('tab', { name: 'early.service' })).toBeVisible();
  await expect(unitContent(page)).toHaveText('[Unit]\nDescription=Kops Hook early.service\n\n[Service]\nType=oneshot\n');
  release();
  await waitForMonaco(page);
  await expect(page.getByRole('tab', { name: 'early.service' })).toBeVisible();
});

test('a jump made before Monaco arrives is where Monaco opens, with the focus', async ({ page }) => {
  // A person clicks "Go to line" while the editor's chunk is still on its way: the stand-in
  // takes the caret, and Monaco must open there instead of at line 1.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/monaco-editor.*\.js$/, async (route) => { await held; await route.continue(); });
  await page.goto('./');
  await page.getByRole('tab', { name: 'swap1.swap' }).click();
  const go = page.getByRole('button', { name: /^Go to line \d+$/ });
  const line = Number((await go.textContent())?.replace('Go to line ', ''));
  expect(line).toBeGreaterThan(1);
  await go.click();
  await expect(page.getByRole('textbox', { name: 'Hook spec' })).toBeFocused();
  release();
  await waitForMonaco(page);
  await expect(page.locator('.monaco-editor .active-line-number')).toHaveText(String(line));
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
});
