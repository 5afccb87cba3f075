import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseExample, focusEditor, savedText, unitContent, waitForMonaco } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 180_000 });

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

/** Nothing is wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]);
  expect(widths).toEqual([WIDTH, WIDTH, WIDTH]);
}

/** The control is on screen, whole, within the screen's width. */
async function expectReachable(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, 'a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

/** No button's text runs out of its box (a long fix title once spilled over the next button). */
async function expectNoOverflowingButtons(page: Page): Promise<void> {
  const spilled = await page.evaluate(() => Array.from(document.querySelectorAll('button'))
    .filter((b) => b.checkVisibility() && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1))
    .map((b) => b.textContent));
  expect(spilled).toEqual([]);
}

/** Opens a toolbar menu (its groups fold into menus on a phone), if not open yet, and returns its panel. */
async function openMenu(page: Page, name: string | RegExp): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name });
  await expectReachable(button);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

test('360×740: one toolbar row, pane tabs, nothing wider than the screen, every control reachable and working', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // One toolbar row: the mark and three menus, all on the same line.
  const banner = page.getByRole('banner');
  const boxes = await Promise.all([
    banner.getByRole('heading', { level: 1 }),
    banner.getByRole('button', { name: 'Spec' }),
    banner.getByRole('button', { name: /^kops / }),
    banner.getByRole('button', { name: 'Share' }),
  ].map(async (l) => (await l.boundingBox())!));
  for (const b of boxes) expect(Math.abs(b.y + b.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThan(4);
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(56);

  // The panes are tabs: Spec, Units, Problems.
  const panes = page.getByRole('tablist', { name: 'Panes' });
  await expect(panes.getByRole('tab')).toHaveText(['Spec', 'Units', 'Boot order', 'Problems']);
  await expect(panes.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');

  // Units: group, unit tabs, the file and its Copy, the toggles.
  await expectReachable(page.getByRole('combobox', { name: 'Instance group' }));
  await expectReachable(page.getByRole('tab', { name: 'swap1.swap' }));
  await expectReachable(page.getByRole('region', { name: 'Unit file content' }));
  await expectReachable(page.getByRole('button', { name: 'Copy', exact: true }));
  const raw = page.getByRole('checkbox', { name: 'useRawManifest' });
  await expectReachable(raw);
  await raw.check();
  await expect(unitContent(page)).toContainText('[Swap]');
  await expect(unitContent(page)).not.toContainText('[Service]');
  await expectReachable(page.getByRole('checkbox', { name: 'useRawName' }));
  await expectNoSidewaysScroll(page);
  await expectNoOverflowingButtons(page);

  // Problems.
  await panes.getByRole('tab', { name: 'Problems' }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await expectReachable(problems);
  await expectReachable(problems.getByRole('button').filter({ hasText: /line \d+/ }).first());
  await expectReachable(problems.getByRole('button', { name: /^Fix: / }).first());
  await expectNoSidewaysScroll(page);
  await expectNoOverflowingButtons(page);

  // Spec: the editor, typed into.
  await panes.getByRole('tab', { name: 'Spec' }).click();
  const editor = await waitForMonaco(page, 60_000);
  await expectReachable(page.locator('.monaco-editor'));
  await focusEditor(page);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# typed on a phone');
  await expect.poll(() => savedText(page)).toContain('# typed on a phone');
  await expect(editor).toBeAttached();
  await expectNoSidewaysScroll(page);

  // The "kops" menu: version (the unit's name follows), its era, the runtime.
  let menu = await openMenu(page, /^kops 1\.36\.0/);
  await expectReachable(menu.getByRole('combobox', { name: 'kops version' }));
  await expectReachable(menu.getByRole('combobox', { name: 'Container runtime' }));
  await expectReachable(menu.getByRole('button', { name: /^Behaves like kops / }));
  await menu.getByRole('combobox', { name: 'Container runtime' }).selectOption('containerd');
  // A choice made, the menu closes (as menus do).
  await expect(menu).toBeHidden();
  menu = await openMenu(page, /^kops 1\.36\.0/);
  await expect(menu.getByRole('combobox', { name: 'Container runtime' })).toHaveValue('containerd');
  await menu.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await expect(page.getByRole('banner').getByRole('button', { name: 'kops 1.10.1' })).toBeVisible();
  await panes.getByRole('tab', { name: 'Units' }).click();
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();

  // The "Share" menu: Copy link opens the Permalink box, Markdown, Download.
  menu = await openMenu(page, 'Share');
  await expectReachable(menu.getByRole('button', { name: 'Copy as Markdown' }));
  await expectReachable(menu.getByRole('button', { name: 'Download units' }));
  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Download units' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-units\.zip$/);
  menu = await openMenu(page, 'Share');
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expectReachable(page.getByRole('textbox', { name: 'Permalink' }));
  await expect(page.getByRole('textbox', { name: 'Permalink' })).toHaveValue(/#v1\./);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Close permalink' }).click();

  // The "Spec" menu: Examples, Open, New, Recent drafts.
  menu = await openMenu(page, 'Spec');
  await expectReachable(menu.getByRole('button', { name: 'Examples', exact: true }));
  await expectReachable(menu.getByLabel('Open YAML file'));
  await expectReachable(menu.getByRole('button', { name: 'New', exact: true }));
  await expectReachable(menu.getByText(/^Recent drafts \(\d+\)$/));
  await chooseExample(page, 'A timer and the service it starts', menu);
  // The output pane is behind its tab on a phone: the example's units are there.
  await expect(page.getByRole('tab', { name: 'image-gc.timer' })).toBeAttached();
  menu = await openMenu(page, 'Spec');
  page.once('dialog', (d) => void d.accept());
  await menu.getByLabel('Open YAML file').setInputFiles({ name: 'phone.yaml', mimeType: 'text/yaml', buffer: Buffer.from('hooks:\n- name: phone.service\n  manifest: |\n    Type=oneshot\n') });
  await expect(page.getByRole('tab', { name: 'phone.service' })).toBeVisible();
  menu = await openMenu(page, 'Spec');
  await menu.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'phone.service' })).toHaveCount(0);
  menu = await openMenu(page, 'Spec');
  await menu.getByText(/^Recent drafts \(\d+\)$/).click();
  const recent = menu.getByRole('list', { name: 'Recent drafts' });
  await expectReachable(recent.getByRole('button', { name: 'phone.service', exact: true }));
  await recent.getByRole('button', { name: 'phone.service', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'phone.service' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
