import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseExample, docsPicture, openPlayground, showOutputView, unitContent, waitForMonaco } from './helpers.ts';
import { encodeShareLink } from '../src/core/share/index.ts';

// Pictures for the README and docs/screenshots/: every e2e run takes them (into test-results/),
// and `npm run screenshots` writes them over docs/screenshots/ to review in the diff. Each one
// waits for everything that arrives late (Monaco, its markers, the toggles' diffs) and moves the
// pointer off the controls, so that two runs give the same picture.
test.describe.configure({ timeout: 180_000 });

const SCHEMES = ['light', 'dark'] as const;
const AFTER = 'docs/screenshots/after';

/** Everything on screen has settled: editor, markers, the toggles' first diff, no pointer hover. */
async function settled(page: Page, editor = true): Promise<void> {
  if (editor) {
    await waitForMonaco(page);
    await expect(page.locator('.monaco-editor :is(.squiggly-error, .squiggly-warning, .squiggly-info)').first()).toBeAttached();
  }
  await page.mouse.move(1, 1);
  await page.evaluate(() => document.fonts.ready);
  // Monaco shows its scrollbars for a moment after any layout or scroll, then fades them out.
  await expect(page.locator('.monaco-editor .scrollbar.visible')).toHaveCount(0);
}

/** One picture, written to every path given (a README picture can also be an "after" shot). */
async function shoot(page: Page, ...paths: string[]): Promise<void> {
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (const path of paths) writeFileSync(docsPicture(path), png);
}

test.describe('1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('README: the request, dark, kops 1.10, the fix; after: light and dark', async ({ page }) => {
    await openPlayground(page);
    await expect(page.getByRole('region', { name: /^Unit with useRawManifest off and on/ })).toBeVisible();
    await settled(page);
    await shoot(page, 'docs/screenshots/playground-request.png', `${AFTER}/light-1440x900.png`);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('.monaco-editor.vs-dark')).toBeVisible();
    await settled(page);
    await shoot(page, 'docs/screenshots/dark.png', `${AFTER}/dark-1440x900.png`);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('.monaco-editor.vs')).toBeVisible();

    await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
    await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
    await settled(page);
    await shoot(page, 'docs/screenshots/kops-1-10-swap-service.png');

    await chooseExample(page, 'The request, step 2: fixed with useRawManifest and a .swap name');
    await page.getByRole('tab', { name: 'swap1.swap' }).click();
    await expect(unitContent(page)).toContainText('[Swap]');
    await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeChecked();
    await settled(page, false);
    await shoot(page, 'docs/screenshots/raw-manifest-fixed.png');
  });
});

test.describe('1440×900, completion', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('README: completion inside a manifest', async ({ page }) => {
    const spec = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n'
      + '  - name: sysctl.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      ExecStart=/sbin/sysctl --system\n';
    const r = encodeShareLink({ text: spec, kopsVersion: '1.36.0' });
    if (!r.ok) throw new Error(r.message);
    await page.goto(`./${r.fragment}`);
    await waitForMonaco(page);
    await settled(page, false);
    await page.locator('.monaco-editor .view-lines').click({ position: { x: 24, y: 8 } });
    await page.keyboard.press('Control+End');
    await page.keyboard.type('      Time');
    await expect(page.getByRole('listbox', { name: /Suggest/ }).getByRole('option').first()).toContainText('TimeoutStartSec=');
    await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-details')).toContainText('Configures the time to wait for start-up');
    await page.mouse.move(1, 1);
    const pane = await page.getByRole('region', { name: 'Editor' }).boundingBox();
    if (!pane) throw new Error('no editor pane');
    await page.screenshot({ path: docsPicture('docs/screenshots/manifest-completion.png'), animations: 'disabled', clip: { x: 0, y: 0, width: Math.min(1440, pane.x + pane.width + 440), height: 500 } });
  });
});

test.describe('1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const scheme of SCHEMES) {
    test(`after: ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPlayground(page);
      await expect(page.getByRole('region', { name: /^Unit with useRawManifest off and on/ })).toBeVisible();
      await settled(page);
      await shoot(page, `${AFTER}/${scheme}-1024x768.png`);
    });
  }
});

test.describe('360×740 (a phone)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  for (const scheme of SCHEMES) {
    test(`after: ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('./');
      await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeVisible();
      await settled(page, false);
      await shoot(page, `${AFTER}/${scheme}-360x740.png`);
    });
  }
});

test.describe('an embed, 700 px wide', () => {
  test.use({ viewport: { width: 700, height: 900 } });
  for (const scheme of SCHEMES) {
    test(`after: ${scheme}`, async ({ page }) => {
      // The host page picks the theme (?theme=), as a documentation site's dark mode would.
      await page.goto(`./?embed&theme=${scheme}&example=01-swap-request`);
      // The toggles are folded in an embed (issue 49): the unit comes first.
      await expect(page.getByRole('tab', { name: 'swap1.swap', exact: true })).toBeVisible();
      await expect(page.getByText('Toggles', { exact: true })).toBeVisible();
      await expect(page.locator(`.monaco-editor.${scheme === 'dark' ? 'vs-dark' : 'vs'}`)).toBeVisible();
      // The whole embed, as its host's iframe would size it (the embed posts its height); a
      // taller viewport rather than a full-page capture, which re-lays out Monaco mid-shot.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 700, height });
      await settled(page);
      await shoot(page, `${AFTER}/${scheme}-embed-700.png`);
    });
  }
});

test('screenshot of the Boot order view', async ({ page }) => {
  // The request's swap hooks as first written (test/fixtures/boot's input): the oneshot that makes
  // the file waits for sysinit.target by default, which waits for swap.target, which waits for the
  // swap unit, which waits for the oneshot: an ordering cycle, drawn in the error colour.
  const r = encodeShareLink({ text: readFileSync('fixtures/seed-swap/input.yaml', 'utf8'), kopsVersion: '1.36.0' });
  if (!r.ok) throw new Error(r.message);
  await page.goto(`./${r.fragment}`);
  await showOutputView(page, 'Boot order');
  const figure = page.getByRole('figure', { name: 'Boot order of nodes' });
  await expect(figure.getByText(/^Ordering cycle: /)).toBeVisible();
  // The view starts with "Before kubelet"; the drawing is below it.
  await figure.scrollIntoViewIfNeeded();
  await settled(page, false);
  await page.screenshot({ path: docsPicture('docs/screenshots/boot-order.png') });
});

test.describe('why each line is there, 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('README: the request\'s swap unit traced to its YAML; an exec unit wrapped', async ({ page }) => {
    // The manifest's own [Unit] (YAML line 15) is unit line 6, inside kops's [Service]: pointed at,
    // it frames line 15 in the editor and says why it is there.
    await openPlayground(page, './?example=01-swap-request');
    const content = page.getByRole('region', { name: 'Unit file content' });
    await expect(content.locator('.line.from-spec').first()).toBeVisible();
    await settled(page);
    await content.locator('.line').nth(5).hover();
    await expect(page.getByRole('region', { name: 'Why this line' })).toContainText('Line 6 comes from the spec, line 15');
    await expect(page.locator('.monaco-editor .origin-highlight')).toHaveCount(1);
    await shoot(page, 'docs/screenshots/line-origins.png');

    // An exec unit with Wrap lines on: ExecStart= whole, its rows after the first marked, and its
    // YAML lines (the image and the command) framed.
    await openPlayground(page, './?example=04-exec-container');
    await page.getByRole('button', { name: 'Wrap lines' }).click();
    await expect(content.locator('.line.from-spec').first()).toBeVisible();
    await settled(page, false);
    await content.locator('.line').filter({ hasText: /^ExecStart=/ }).hover();
    await expect(page.getByRole('region', { name: 'Why this line' })).toContainText('(exec-ctr-run)');
    await shoot(page, 'docs/screenshots/wrap-lines.png');
  });
});

test('screenshot of Before kubelet, the first thing the Boot order view shows', async ({ page }) => {
  // Issue 38's sysctl hook: before kubelet, with no [Install]: at a reboot kubelet starts first.
  const r = encodeShareLink({ text: readFileSync('test/boot-corpus/sysctl-before-kubelet.yaml', 'utf8'), kopsVersion: '1.36.0' });
  if (!r.ok) throw new Error(r.message);
  await page.goto(`./${r.fragment}`);
  await showOutputView(page, 'Boot order');
  await expect(page.getByRole('button', { name: 'Fix sysctl-tune.service' })).toBeVisible();
  // No error in this spec, so no red squiggle to wait for: Monaco alone.
  await waitForMonaco(page);
  await settled(page, false);
  await page.screenshot({ path: docsPicture('docs/screenshots/before-kubelet.png') });
});
