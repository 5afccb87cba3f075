import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground, openYaml } from './helpers.ts';
import { screenText } from './drafts-helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

const IG = `apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  hooks:
  - name: prep.service
    before: [kubelet.service]
    manifest: |
      Type=oneshot
      ExecStart=/opt/prep.sh
  - name: swap1.swap
    useRawManifest: true
    manifest: |
      [Swap]
      What=/swap1
`;

/** Puts the caret at the end of the editor's line `line` (1-based), as Ctrl+G would. */
async function caretAtEndOf(page: Page, line: number): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+g');
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
}

/** The suggestions Monaco shows, by their labels. */
function suggestions(page: Page): ReturnType<Page['getByRole']> {
  return page.getByRole('listbox', { name: /Suggest/ }).getByRole('option');
}

test.describe('completion that fits where the caret is', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('inside a wrapped manifest: [Service] directives, with their documentation; typing Time suggests TimeoutStartSec=', async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'ig.yaml', IG);
    await caretAtEndOf(page, 11);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Time');
    // The one a hook most often wants comes first, with the documentation from systemd.service(5).
    await expect(suggestions(page).first()).toContainText('TimeoutStartSec=');
    await expect(suggestions(page).filter({ hasText: /^before/ })).toHaveCount(0);
    await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-details')).toContainText('Configures the time to wait for start-up');
    await expect(page.locator('.suggest-details')).toContainText('systemd.service(5)');
    await page.keyboard.press('Escape');
    // Ctrl+Space on an empty line: directives first, no hook keys, no section header.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+Space');
    await expect(suggestions(page).first()).toContainText('Type=');
    await page.keyboard.type('ExecStartP');
    await expect(suggestions(page)).toHaveText([/^ExecStartPre=/, /^ExecStartPost=/]);
    await page.keyboard.press('Escape');
    for (const [typed, refused] of [['befo', /^before\b/], ['disa', /^disabled\b/], ['[', /^\[/]] as const) {
      // The whole line, with the block's indentation.
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.type(`      ${typed}`);
      await page.keyboard.press('Control+Space');
      await expect(page.locator('.suggest-widget.visible'), typed).toBeVisible();
      await expect(suggestions(page).filter({ hasText: refused }), typed).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  test('a directive chosen with Enter goes in, and its values follow', async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'ig.yaml', IG);
    await caretAtEndOf(page, 12);
    await page.keyboard.press('Enter');
    await page.keyboard.type('RemainAft');
    await expect(suggestions(page).first()).toContainText('RemainAfterExit=');
    await page.keyboard.press('Enter');
    await expect(suggestions(page)).toHaveText([/^yes/, /^no/]);
    await page.keyboard.press('Enter');
    await expect.poll(() => screenText(page)).toContain('      ExecStart=/opt/prep.sh\n      RemainAfterExit=yes\n');
  });

  test('inside a raw .swap manifest: [Swap] directives and the unit\'s section headers, no [Service] keys', async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'ig.yaml', IG);
    await caretAtEndOf(page, 17);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Prio');
    await expect(suggestions(page).first()).toContainText('Priority=');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('[');
    await expect(suggestions(page)).toHaveText([/^\[Unit\]/, /^\[Swap\]/, /^\[Install\]/]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ExecSt');
    await page.keyboard.press('Control+Space');
    await expect(suggestions(page).filter({ hasText: /^ExecStart/ })).toHaveCount(0);
  });

  test('hovering a directive shows its documentation', async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'ig.yaml', IG);
    await caretAtEndOf(page, 11);
    await page.keyboard.press('Home');
    // Show Hover (Ctrl+K Ctrl+I), the keyboard's way to the hover.
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+i');
    const hover = page.getByRole('tooltip').filter({ hasText: 'Type=' });
    await expect(hover).toContainText('Configures the process start-up type');
    await expect(hover).toContainText('systemd.service(5)');
  });

  for (const [api, offered, refused] of [['v1alpha2', 'disabled', 'enabled'], ['v1alpha3', 'enabled', 'disabled']] as const) {
    test(`hook fields in a ${api} document: ${offered}, not ${refused} nor useRawName`, async ({ page }) => {
      await openPlayground(page);
      await openYaml(page, 'ig.yaml', IG.replace('v1alpha2', api));
      // A new key of the first hook.
      await caretAtEndOf(page, 9);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Space');
      await expect(suggestions(page).filter({ hasText: new RegExp(`^${offered}`) })).toBeVisible();
      await expect(suggestions(page).filter({ hasText: new RegExp(`^${refused}`) })).toHaveCount(0);
      await page.keyboard.type('useRaw');
      await expect(suggestions(page)).toHaveText([/^useRawManifest/]);
    });
  }

  test('Enter after a whole word starts a new line (kind: InstanceGroup)', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await focusEditor(page);
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('kind: InstanceGroup');
    await page.keyboard.press('Enter');
    await page.keyboard.type('spec:');
    await expect.poll(() => screenText(page)).toContain('kind: InstanceGroup\nspec:');
  });
});
