import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { BASTION_NO_NODEUP } from '../src/core/kops/nodeup-messages.ts';
import { encodeShareLink, type ShareState } from '../src/core/share/index.ts';

// Issue 12: what nodeup does around the units, as the page shows it. Specs are the golden inputs of
// test/fixtures/nodeup, which cite the kops source they rest on.
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'nodeup', name, 'input.yaml'), 'utf8');

function link(state: ShareState): string {
  const r = encodeShareLink(state);
  if (!r.ok) throw new Error(r.message);
  return `/${r.fragment}`;
}

test('a bastion group shows why it has no units', async ({ page }) => {
  await page.goto(link({ text: fixture('bastion'), kopsVersion: '1.36.0', group: 'bastions' }));
  await expect(page.getByRole('combobox', { name: 'Instance group' })).toHaveValue('bastions');
  await expect(page.getByText(BASTION_NO_NODEUP, { exact: true })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Unit files' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Instance group' }).selectOption('nodes');
  await expect(page.getByRole('tab', { name: 'everywhere.service' })).toBeVisible();
});

test('nodeup\'s restart waits before kops 1.35 and passes --no-block from 1.35', async ({ page }) => {
  await page.goto(link({ text: fixture('oneshot-restart'), kopsVersion: '1.34.3', unit: 'prepare-disk.service' }));
  const actions = page.locator('.nodeup-actions ol li');
  await expect(actions).toHaveText(['systemctl daemon-reload', 'systemctl restart prepare-disk.service', 'systemctl enable prepare-disk.service']);
  await page.getByText(/^What nodeup does/).click();
  await expect(page.getByText('kops 1.34.3 waits for the restart to finish')).toBeVisible();
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.35.2');
  await expect(actions).toHaveText(['systemctl daemon-reload', 'systemctl restart prepare-disk.service --no-block', 'systemctl enable prepare-disk.service']);
  await expect(page.getByText('kops 1.35.2 restarts with --no-block')).toBeVisible();
  await page.getByRole('tab', { name: 'update-engine.service' }).click();
  await expect(actions).toHaveText(['systemctl disable update-engine.service']);
});

test('a hook named like a unit nodeup builds aborts the group, with the same words as the CLI', async ({ page }) => {
  await page.goto(link({ text: fixture('name-collisions'), kopsVersion: '1.36.0', group: 'containerd-hook' }));
  const alert = page.getByRole('alert').filter({ hasText: 'nodeup aborts on this group' });
  await expect(alert).toContainText('found duplicate tasks with name "Service/containerd.service"');
  await expect(alert).toContainText('none of this group\'s units is written');
});

test('only kops 1.25.x and 1.29+ read a v1alpha3 spec; the others refuse it, and say so', async ({ page }) => {
  const refusal = page.getByRole('alert').filter({ hasText: 'kops refuses this spec' });
  await page.goto(link({ text: fixture('v1alpha3-refusal'), kopsVersion: '1.28.7' }));
  await expect(refusal).toContainText('kops 1.28.7 does not read apiVersion kops.k8s.io/v1alpha3 (only kops 1.25.0–1.25.x and 1.29.0 or later register it)');
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.29.2');
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'b.service' })).toBeVisible();
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.23.4');
  await expect(refusal).toContainText('kops 1.23.4 does not read apiVersion kops.k8s.io/v1alpha3');
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.25.4');
  await expect(refusal).toHaveCount(0);
});
