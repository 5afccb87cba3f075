import { test, expect } from './fixtures.ts';
import { openPlayground, openYaml } from './helpers.ts';
import { expectSchemaCompletionAndHover } from './schema-checks.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('the hook schema gives completion and hover docs (monaco-yaml worker from the bundle)', async ({ page }) => {
  await openPlayground(page);
  await expectSchemaCompletionAndHover(page);
});

for (const [apiVersion, offered, absent] of [['kops.k8s.io/v1alpha3', 'enabled', 'disabled'], ['kops.k8s.io/v1alpha2', 'disabled', 'enabled']] as const) {
  test(`hook completion in a ${apiVersion} InstanceGroup offers ${offered}, not ${absent}`, async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'ig.yaml', `apiVersion: ${apiVersion}\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    manifest: |\n      Type=oneshot\n`);
    await expect(page.getByRole('tab', { name: 'a.service' })).toBeVisible();
    // A new key after `  - name: a.service` (line 8); Enter keeps the dash's column, two more spaces reach the hook's keys.
    await page.locator('.monaco-editor .view-line').nth(7).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`  ${offered.slice(0, 3)}`);
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.monaco-editor .suggest-widget');
    await expect(suggest.getByText(offered, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(absent.slice(0, 3));
    await page.keyboard.press('Control+Space');
    await expect(suggest).toBeVisible();
    await expect(suggest.getByText(absent, { exact: true })).toHaveCount(0);
  });
}
