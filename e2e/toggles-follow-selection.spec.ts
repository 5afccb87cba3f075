import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground, openYaml } from './helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

/** The selected unit tab is `unit`, made by `hook`, and the toggles act on that same hook. */
async function expectAgreement(page: Page, unit: string, hook: string): Promise<void> {
  await expect(page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab', { selected: true })).toHaveText(unit);
  await expect(page.getByRole('tabpanel').getByText(new RegExp(`^From hook ${hook.replace(/\./g, '\\.')},`))).toBeVisible();
  await expect(page.getByRole('region', { name: /toggles for hook/i })).toHaveAccessibleName(new RegExp(`toggles for hook ${hook.replace(/\./g, '\\.')}$`, 'i'));
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeVisible();
}

/** Puts the caret on a line of the editor (1-based) with the keyboard (lines off screen are not in the DOM). */
async function caretToLine(page: Page, line: number): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

const SPEC = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: e2e.example.com
spec:
  hooks:
  - name: first.service
    manifest: |
      Type=oneshot
  - name: second.swap
    manifest: |
      [Swap]
      What=/swapfile
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: control-plane
spec:
  role: Master
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  hooks:
  - name: gpu.service
    manifest: |
      Type=oneshot
`;

test('on load, the toggles are those of the unit tab shown as selected', async ({ page }) => {
  await page.goto('./');
  // No click, no caret: the first unit is selected, so its hook's toggles show.
  await expectAgreement(page, 'swap1.swap', 'swap1.swap');
});

test('tabs, the caret, a group switch and a rename all keep the tab and the toggles together', async ({ page }) => {
  await openPlayground(page);
  await openYaml(page, 'two.yaml', SPEC);
  await expectAgreement(page, 'first.service', 'first.service');

  await page.getByRole('tab', { name: 'second.swap' }).click();
  await expectAgreement(page, 'second.swap', 'second.swap');

  // The caret in a hook shows that hook's unit.
  await caretToLine(page, 7);
  await expectAgreement(page, 'first.service', 'first.service');
  await caretToLine(page, 12);
  await expectAgreement(page, 'second.swap', 'second.swap');

  // A hook only the "nodes" group gets: its group is shown.
  await caretToLine(page, 29);
  await expect(page.getByRole('combobox', { name: 'Instance group' })).toHaveValue('nodes');
  await expectAgreement(page, 'gpu.service', 'gpu.service');

  // Another group keeps the same hook when that group has it too.
  await page.getByRole('tab', { name: 'second.swap' }).click();
  await page.getByRole('combobox', { name: 'Instance group' }).selectOption('control-plane');
  await expectAgreement(page, 'second.swap', 'second.swap');

  // A toggle that renames the unit (the proposal's useRawName) keeps it selected under its new name.
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('proposal');
  await expectAgreement(page, 'second.swap.service', 'second.swap');
  await page.getByRole('checkbox', { name: 'useRawName' }).check();
  await expectAgreement(page, 'second.swap', 'second.swap');
  await page.getByRole('checkbox', { name: 'useRawName' }).uncheck();
  await expectAgreement(page, 'second.swap.service', 'second.swap');
});
