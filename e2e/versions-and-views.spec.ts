import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { docsPicture, focusEditor, showOutputView, waitForMonaco } from './helpers.ts';
import { cliLink, decoded } from './share-helpers.ts';
import { screenText } from './drafts-helpers.ts';
import { behaviour } from '../src/core/kops/behaviour.ts';
import { KOPS_RELEASES } from '../src/core/kops/releases.ts';
import { NEW_SPEC_TEXT } from '../src/ui/examples/new-spec.ts';

// Issue 39 ("An operator's first hour"), points 2, 6, 8 and 9: the versions an operator runs, tab
// counts on a phone, permalinks that keep the output tab, and the small things.
test.describe.configure({ timeout: 120_000 });

const SWAP = readFileSync(new URL('../fixtures/seed-swap/input.yaml', import.meta.url), 'utf8');
const eraOf = (v: string): string => behaviour(v).behaviour.era;
/** The output view the address holds, once it holds a link (it has none while the codec loads). */
const viewInAddress = (page: Page): string | undefined => (new URL(page.url()).hash ? decoded(page.url()).view : undefined);

/** The option values of a select, in order. */
async function values(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
}

/** Opens "Other version…" of a version picker and returns its text field. */
async function otherVersion(page: Page, picker: Locator, name: string): Promise<Locator> {
  await picker.selectOption({ label: 'Other version…' });
  const field = page.getByRole('combobox', { name, exact: true }).and(page.locator('input'));
  await expect(field).toBeFocused();
  return field;
}

test('the version picker offers every kops minor from 1.8 at its latest patch, newest first, and takes any version typed', async ({ page }) => {
  await page.goto('./');
  const picker = page.getByRole('combobox', { name: 'kops version', exact: true });
  await expect(picker).toBeVisible();
  const offered = await values(picker);
  // Every release, in order (the default, when it is not a listed release, sits in its era).
  expect(offered.filter((v) => KOPS_RELEASES.includes(v))).toEqual([...KOPS_RELEASES]);
  expect(offered[0]).toBe('1.36.2');
  expect(offered.slice(-2)).toEqual(['proposal', '…other']);
  // Grouped by the era each renders with.
  for (const v of ['1.24.5', '1.26.6', '1.27.3', '1.30.4', '1.31.0', '1.33.2']) {
    await expect(picker.locator(`optgroup[label="Behaves like kops ${eraOf(v)}"] > option[value="${v}"]`)).toHaveText(`kops ${v}`);
  }

  // A version of one's own: "Other version…", typed, Enter. It takes its place in its era.
  let field = await otherVersion(page, picker, 'kops version');
  await field.fill('v1.30.1');
  await field.press('Enter');
  await expect(picker).toHaveValue('1.30.1');
  await expect(picker).toBeFocused();
  const now = await values(picker);
  expect(now.indexOf('1.30.1')).toBe(now.indexOf('1.30.4') + 1);
  expect(now[0]).toBe('1.36.2');
  await expect(page.getByRole('button', { name: `Behaves like kops ${eraOf('1.30.1')}` })).toBeVisible();
  // It is kept (the address holds it once the codec has loaded), and a reload shows it in its era.
  await expect.poll(() => (new URL(page.url()).hash ? decoded(page.url()).kopsVersion : undefined)).toBe('1.30.1');
  await page.reload();
  await expect(picker).toHaveValue('1.30.1');
  await expect(picker.locator(`optgroup[label="Behaves like kops ${eraOf('1.30.1')}"] > option[value="1.30.1"]`)).toHaveText('kops 1.30.1');

  // A digit typed on the picker starts a version; what cannot be used says why and stays.
  await picker.press('1');
  field = page.getByRole('combobox', { name: 'kops version', exact: true }).and(page.locator('input'));
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('1');
  await field.press('.');
  await field.press('7');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'kops 1.7 predates the versions modelled here: 1.8 and later.' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('banana');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '"banana" is not a version number: write it as 1.30.4 (or 1.30, v1.30.4).' })).toBeVisible();
  // Escape goes back to the list, unchanged.
  await field.press('Escape');
  await expect(picker).toHaveValue('1.30.1');
  await expect(picker).toBeFocused();

  // Stepping with the arrow keys never opens the text field: past the proposal it stays there.
  await picker.selectOption('proposal');
  await picker.press('ArrowDown');
  await expect(picker).toHaveValue('proposal');
  await expect(page.locator('.typed-version')).toHaveCount(0);
});

test('a pre-release is offered under its own label, never the default, and says what it renders as', async ({ page }) => {
  await page.goto('./');
  const picker = page.getByRole('combobox', { name: 'kops version', exact: true });
  await expect(picker).toHaveValue('1.36.2');
  const option = picker.locator('optgroup[label="Pre-release, not the default"] > option[value="1.37.0-alpha.1"]');
  await expect(option).toHaveText('kops 1.37.0-alpha.1');
  await picker.selectOption('1.37.0-alpha.1');
  await expect(picker).toHaveValue('1.37.0-alpha.1');
  const badge = page.getByRole('button', { name: `Behaves like kops ${eraOf('1.36.2')}` });
  await badge.click();
  await expect(page.getByText('kops 1.37.0-alpha.1 is a pre-release: it renders as kops 1.36.2, which behaves like kops 1.35+').first()).toBeVisible();
  // Typed, it is not "newer than the newest release": the field says what it is.
  const field = await otherVersion(page, picker, 'kops version');
  await field.fill('v1.37.0-alpha.1');
  await expect(page.getByText('A pre-release, not the default: it renders as kops 1.36.2 does.')).toBeVisible();
});

test('a link made with --kops-version 1.28 shows 1.28 in its era, not above the newest', async ({ page }) => {
  await page.goto(`/${cliLink(SWAP, ['--kops-version', '1.28'])}`);
  const picker = page.getByRole('combobox', { name: 'kops version', exact: true });
  await expect(picker).toHaveValue('1.28');
  const offered = await values(picker);
  expect(offered[0]).toBe('1.36.2');
  expect(offered.indexOf('1.28')).toBe(offered.indexOf('1.28.7') + 1);
  await expect(picker.locator(`optgroup[label="Behaves like kops ${eraOf('1.28')}"] > option[value="1.28"]`)).toHaveText('kops 1.28');
  // The badge says how 1.28 is read.
  await page.getByRole('button', { name: `Behaves like kops ${eraOf('1.28')}` }).click();
  await expect(page.getByRole('group', { name: 'kops behaviour' })).toContainText(`kops 1.28.0 behaves like kops ${eraOf('1.28')}`);
});

test('compare mode: the toolbar\'s version and runtime step aside, the pickers take typed versions, Problems count the To side', async ({ page }) => {
  await page.goto('/?example=13-upgrade-swap-1-10');
  const banner = page.getByRole('banner');
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(banner.getByRole('combobox', { name: 'kops version', exact: true })).toHaveCount(0);
  await expect(banner.getByRole('combobox', { name: 'Container runtime' })).toHaveCount(0);
  await expect(banner.getByText(/^Comparing kops 1\.10\.1 → 1\.36\.\d$/)).toBeVisible();

  // Both sides offer what the toolbar does: every release, newest first.
  // The pickers show the chosen version at once and the whole list when its chunk is in.
  for (const name of ['From kops version', 'To kops version']) {
    const offered = async () => (await values(page.getByRole('combobox', { name, exact: true }))).filter((v) => KOPS_RELEASES.includes(v));
    await expect.poll(offered, { message: name }).toEqual([...KOPS_RELEASES]);
  }
  const to = page.getByRole('combobox', { name: 'To kops version', exact: true });
  const field = await otherVersion(page, to, 'To kops version');
  await field.fill('1.35.1');
  await field.press('Enter');
  await expect(to).toHaveValue('1.35.1');
  await expect(banner.getByText('Comparing kops 1.10.1 → 1.35.1')).toBeVisible();

  const problems = page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Problems', exact: true });
  // At 1.35 the swap loads: kops's empty [Service] and the manifest's own [Unit] are advice only.
  await expect(problems).toHaveAccessibleDescription('0 errors, 0 warnings, 2 notes (To side)');
  await expect(problems).toContainText('To');
  // They are the To side's: kops 1.10.1 has none of 1.35.1's .swap problems, and marks its own.
  await problems.click();
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('section-not-for-unit-type');
  await showOutputView(page, 'Comparison');
  await to.selectOption('1.10.1');
  await expect(problems).toHaveAccessibleDescription(/\(To side\)$/);
  await problems.click();
  await expect(page.getByRole('list', { name: 'Problems' })).not.toContainText('section-not-for-unit-type');

  // A runtime chosen for a side shows beside its version.
  await showOutputView(page, 'Comparison');
  await page.getByRole('combobox', { name: 'From container runtime' }).selectOption('docker');
  await expect(banner.getByText('Comparing kops 1.10.1 docker → 1.10.1', { exact: true })).toBeVisible();

  // Compare off: the toolbar's own choice is back, unchanged.
  await page.getByRole('button', { name: 'Compare versions' }).click();
  await expect(banner.getByRole('combobox', { name: 'kops version', exact: true })).toHaveValue('1.10.1');
  await expect(problems).not.toContainText('To');
});

test('the era badge explains itself on hover and on keyboard focus; Escape hides it', async ({ page }) => {
  await page.goto('./');
  const badge = page.getByRole('button', { name: /^Behaves like kops / });
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeHidden();
  await badge.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('behaves like kops');
  await expect(badge).toHaveAccessibleDescription(/behaves like kops/);
  await page.mouse.move(5, 700);
  await expect(tip).toBeHidden();
  await page.getByRole('combobox', { name: 'kops version', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(badge).toBeFocused();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test('the runtime picker shows its choice whole', async ({ page }) => {
  await page.goto('./');
  const runtime = page.getByRole('combobox', { name: 'Container runtime' });
  const fits = (): Promise<boolean> => runtime.evaluate((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The text box: the select less its padding and the arrow (about 20 px in Chromium).
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return ctx.measureText(select.selectedOptions[0]?.text ?? '').width <= room;
  });
  expect(await fits()).toBe(true);
  await runtime.selectOption('docker');
  await expect(runtime.locator('option:checked')).toHaveText('docker');
  expect(await fits()).toBe(true);
  // The list still says what docker means.
  await expect(runtime.locator('option[value="containerd"]')).toHaveText('containerd');
  await runtime.selectOption('containerd');
  await expect(runtime.locator('option[value="docker"]')).toHaveText('docker (kops before 1.29)');
});

test('a permalink keeps the output tab, and old links open as before', async ({ page }) => {
  await page.goto(`/${cliLink(SWAP)}`);
  // With the keyboard: the tab the arrow keys select is the link's view.
  const units = page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Units', exact: true });
  await units.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Boot order', exact: true })).toBeFocused();
  await expect.poll(() => viewInAddress(page)).toBe('boot');
  await page.keyboard.press('End');
  await expect.poll(() => viewInAddress(page)).toBe('problems');
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Problems', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Problems' })).toBeVisible();

  // Made at build time with the CLI: it opens on Boot order.
  await page.goto(`/${cliLink(SWAP, ['--view', 'boot'])}`);
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Boot order', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: /^Boot order of / })).toBeVisible();

  // A compared view on its Problems tab.
  await page.goto('/?example=14-upgrade-exec-docker-to-containerd');
  await showOutputView(page, 'Problems');
  await expect.poll(() => viewInAddress(page)).toBe('problems');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Problems', exact: true })).toHaveAttribute('aria-selected', 'true');

  // A link from before views were kept (test/fixtures/links-v1.json) opens as it did: pasted into
  // an open tab, on the tab's view; in a new one, on Units.
  const frozen = (JSON.parse(readFileSync(new URL('../test/fixtures/links-v1.json', import.meta.url), 'utf8')) as Array<{ name: string; link: string; state: { view?: string } }>)
    .find((l) => l.name === 'every field' && l.state.view === undefined);
  expect(frozen).toBeDefined();
  await page.goto(`/${frozen?.link ?? ''}`);
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Problems', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.goto('about:blank');
  await page.goto(`/${frozen?.link ?? ''}`);
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Units', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('New opens a minimal hook, keeps the draft before it, and Ctrl+Z brings that back', async ({ page }) => {
  await page.goto(`/${cliLink(SWAP)}`);
  await waitForMonaco(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'my-hook.service' })).toBeVisible();
  await expect.poll(() => screenText(page)).toBe(NEW_SPEC_TEXT);
  await page.getByText(/^Recent drafts \(1\)$/).click();
  await expect(page.getByRole('list', { name: 'Recent drafts' })).toContainText('create-swapfile.service');
  await page.keyboard.press('Escape');
  await focusEditor(page);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tab', { name: 'swap1.swap', exact: true })).toBeVisible();
  await expect.poll(() => screenText(page)).toBe(SWAP);
});

test('the default example\'s first comment fits the editor of a 1,280 px window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./');
  await waitForMonaco(page);
  const widths = await page.evaluate(() => {
    const box = document.querySelector('.monaco-editor .editor-scrollable')?.clientWidth ?? 0;
    const lines = Array.from(document.querySelectorAll('.monaco-editor .view-line')).map((l) => [l.textContent, l.firstElementChild?.getBoundingClientRect().width ?? 0] as const);
    return { box, wider: lines.filter(([, w]) => w > box).map(([t]) => t) };
  });
  expect(widths.box).toBeGreaterThan(400);
  expect(widths.wider).toEqual([]);
});

/** Every tab of `tabs` lies within a 360 px screen and shows its text whole. */
async function expectWholeOnScreen(tabs: Locator): Promise<void> {
  for (const tab of await tabs.getByRole('tab').all()) {
    const [box, whole] = await tab.evaluate((el) => [el.getBoundingClientRect().toJSON() as DOMRect, el.scrollWidth <= el.clientWidth] as const);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(whole).toBe(true);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('360 px: the pane tabs show their counts, whole and on screen', async ({ page }) => {
    await page.goto(`/${cliLink(SWAP)}`);
    const panes = page.getByRole('tablist', { name: 'Panes' });
    await expect(panes.getByRole('tab')).toHaveText(['Spec', /^Units\s*2$/, 'Boot order', /^Problems\s*4$/]);
    await expect(panes.getByRole('tab', { name: 'Units', exact: true })).toHaveAccessibleDescription('2 unit files');
    await expect(panes.getByRole('tab', { name: 'Problems', exact: true })).toHaveAccessibleDescription('0 errors, 1 warning, 3 notes');
    await expectWholeOnScreen(panes);
    // The README's picture of the phone layout with its tab counts.
    await page.screenshot({ path: docsPicture('docs/screenshots/phone-tab-counts.png') });

    // Compare mode: Problems says it counts the To side, and still fits.
    await page.goto('/?example=13-upgrade-swap-1-10');
    await expect(panes.getByRole('tab')).toHaveText(['Spec', 'Comparison', /^Problems\s*To\s*2$/]);
    await expect(panes.getByRole('tab', { name: 'Problems', exact: true })).toHaveAccessibleDescription('0 errors, 0 warnings, 2 notes (To side)');
    await expectWholeOnScreen(panes);
  });

  test('360 px, keyboard alone: the kops menu takes a typed version and stays open while it is typed', async ({ page }) => {
    await page.goto('./');
    const menuButton = page.getByRole('banner').getByRole('button', { name: /^kops 1\.36\./ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menuId = await menuButton.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    const picker = menu.getByRole('combobox', { name: 'kops version', exact: true });
    await expect(picker).toBeVisible();
    // Tab from the menu button reaches the picker first.
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await page.keyboard.type('1.7');
    await page.keyboard.press('Enter');
    const field = menu.getByRole('combobox', { name: 'kops version', exact: true }).and(page.locator('input'));
    // What cannot be used says why under the field, within the screen, above the runtime.
    const alert = menu.getByRole('alert');
    await expect(alert).toHaveText('kops 1.7 predates the versions modelled here: 1.8 and later.');
    const [message, runtime] = [await alert.boundingBox(), await menu.getByRole('combobox', { name: 'Container runtime' }).boundingBox()];
    expect(message && runtime).toBeTruthy();
    if (!message || !runtime) return;
    expect(message.x).toBeGreaterThanOrEqual(0);
    expect(message.x + message.width).toBeLessThanOrEqual(360);
    expect(message.y + message.height).toBeLessThanOrEqual(runtime.y);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1.30.4');
    await expect(field).toHaveValue('1.30.4');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'kops 1.30.4' })).toBeVisible();
    // Focus is back on the list, which shows the version in its era; Escape then closes the menu.
    await expect(picker).toBeFocused();
    await expect(picker).toHaveValue('1.30.4');
    await expect(menu.getByRole('button', { name: `Behaves like kops ${eraOf('1.30.4')}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // The menu button, named after the version now.
    await expect(page.locator(`[aria-controls="${menuId}"]`)).toBeFocused();
  });
});

test('the era badge\'s tooltip never takes a click meant for the output\'s tabs under it (issue 49)', async ({ page }) => {
  await page.goto('./');
  const badge = page.getByRole('button', { name: /^Behaves like kops / });
  const tip = page.getByRole('tooltip');
  const boot = page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Boot order', exact: true });
  await badge.hover();
  await expect(tip).toBeVisible();
  const t = (await tip.boundingBox())!;
  const b = (await boot.boundingBox())!;
  const at = { x: Math.min(b.x + b.width - 4, t.x + t.width - 4), y: b.y + b.height / 2 };
  // The point clicked is on the tab and under the tooltip: the case that went wrong.
  expect(at.x > t.x && at.x < t.x + t.width && at.y > t.y && at.y < t.y + t.height && at.x > b.x).toBe(true);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
  await expect(boot).toHaveAttribute('aria-selected', 'true');
  await expect(tip).toBeHidden();
});
