import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { docsPicture } from './helpers.ts';
import { decoded } from './share-helpers.ts';
import { encodeShareLink, type ShareState } from '../src/core/share/index.ts';

// Issue 13, "Upgrade preview": compare mode found by role and name, its permalink, its embed.
const SWAP = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'seed-swap', 'input.yaml'), 'utf8');
const REFUSED = readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'nodeup', 'v1alpha3-refusal', 'input.yaml'), 'utf8');

function link(state: ShareState): string {
  const r = encodeShareLink(state);
  if (!r.ok) throw new Error(r.message);
  return `/${r.fragment}`;
}

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }).axe.run(document, { resultTypes: ['violations'] }));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact})`);
}

test('the header toggle opens compare mode: pickers, summary, changed units, a unit diff with line numbers and +/− as text', async ({ page }) => {
  await page.goto(link({ text: SWAP, kopsVersion: '1.10.1' }));
  const toggle = page.getByRole('button', { name: 'Compare versions' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The first time, it compares the version on screen with the newest kops.
  await expect(page.getByRole('combobox', { name: 'From kops version' })).toHaveValue('1.10.1');
  await expect(page.getByRole('combobox', { name: 'To kops version' })).toHaveValue('1.36.2');
  await expect(page.getByRole('combobox', { name: 'From container runtime' })).toHaveValue('auto');
  await expect(page.getByRole('combobox', { name: 'To container runtime' })).toHaveValue('auto');
  await expect(page.getByRole('status').filter({ hasText: '→' })).toHaveText('1.10.1 (docker) → 1.36.2 (containerd): 2 units change on 1 of 1 instance group');

  const list = page.getByRole('list', { name: 'Changed units' });
  const items = list.getByRole('list', { name: /^nodes/ }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('swap1.swap.service removed');
  await expect(items.nth(0)).toContainText('1.11: From kops 1.11 a hook name that ends in any systemd unit type');
  await expect(items.nth(1)).toContainText('swap1.swap added');
  await expect(page.getByText('1 unit did not change.')).toBeVisible();

  await items.nth(1).getByRole('button').click();
  await expect(items.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  const diff = page.getByRole('region', { name: 'Unit diff' });
  await expect(diff).toContainText('+++ b/lib/systemd/system/swap1.swap (kops 1.36.2, containerd)');
  const rows = diff.getByRole('row');
  // A header row, then one row per line: the new line number, a + marker (as text), the line, the kops rule that wrote it.
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['', '1', '+added', '[Unit]', 'wrap-unit-section']);
  await expect(diff.getByRole('listitem').first()).toContainText('1.11:');
  await expect(diff).toContainText('nodeup writes it and runs systemctl daemon-reload, systemctl restart swap1.swap --no-block, systemctl enable swap1.swap.');

  // Changing a side recomputes; the pick survives when the unit still changes.
  await page.getByRole('combobox', { name: 'From kops version' }).selectOption('1.11.1');
  await expect(page.getByRole('status').filter({ hasText: '→' })).toHaveText('1.11.1 (docker) → 1.36.2 (containerd): no unit changes on the instance group');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('tablist', { name: 'Unit files' })).toBeVisible();
});

test('the permalink carries the comparison, and a link without one opens the normal view', async ({ page }) => {
  await page.goto('/?example=14-upgrade-exec-docker-to-containerd');
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'From container runtime' })).toHaveValue('docker');
  await expect(page.getByRole('combobox', { name: 'To container runtime' })).toHaveValue('containerd');
  await expect(page.getByRole('list', { name: 'Changed units' }).getByRole('button', { name: /^nvidia-bootstrap\.service changed/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'To kops version' }).selectOption('1.28.7');
  // The address follows the view a moment later (debounced), with a fragment.
  await expect.poll(() => (new URL(page.url()).hash ? decoded(page.url()).compare : null)).toEqual({ from: { kopsVersion: '1.19.2', runtime: 'docker' }, to: { kopsVersion: '1.28.7', runtime: 'containerd' } });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'To kops version' })).toHaveValue('1.28.7');
  await expect(page.getByRole('region', { name: 'Unit diff' })).toContainText('--- a/lib/systemd/system/nvidia-bootstrap.service (kops 1.19.2, docker)');

  await page.goto(link({ text: SWAP, kopsVersion: '1.36.0' }));
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
});

test('compare mode in an embed shows an upgrade story, and says when a side refuses the spec', async ({ page }) => {
  await page.goto(`/?embed${link({ text: REFUSED, kopsVersion: '1.28.7', compare: { from: { kopsVersion: '1.28.7' }, to: { kopsVersion: '1.29.2' } } }).slice(1)}`);
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'kops 1.28.7 refuses this spec' })).toContainText('only kops 1.25.0–1.25.x and 1.29.0 or later register it');
  const items = page.getByRole('list', { name: 'Changed units' }).getByRole('button');
  await expect(items.first()).toContainText('added');
  await expect(items.first()).toContainText('1.29: kops 1.28.7 does not read apiVersion kops.k8s.io/v1alpha3');
  await expect(page.getByRole('region', { name: 'Unit diff' })).toBeVisible();
  const href = (await page.getByRole('link', { name: 'Open in playground' }).getAttribute('href')) ?? '';
  expect(decoded(href).compare).toEqual({ from: { kopsVersion: '1.28.7' }, to: { kopsVersion: '1.29.2' } });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`compare mode has no serious or critical axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/?example=15-upgrade-ig-disabled-1-23');
    await expect(page.getByRole('region', { name: 'Unit diff' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The README's picture of compare mode ("Preview an upgrade"): written over docs/screenshots/ by `npm run screenshots`.
test('screenshot of an upgrade preview', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?example=13-upgrade-swap-1-10');
  await page.getByRole('list', { name: 'Changed units' }).getByRole('button', { name: /^swap1\.swap added/ }).first().click();
  await expect(page.getByRole('region', { name: 'Unit diff' })).toContainText('+++ b/lib/systemd/system/swap1.swap (kops 1.36.2, containerd)');
  await expect(page.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: docsPicture('docs/screenshots/compare-upgrade.png') });
});

test('a large spec is compared in a worker of its own', async ({ page }) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  // 600 unnamed exec hooks (over 48 KB): each moves from docker to ctr at kops 1.29.
  const lines = ['hooks:'];
  for (let i = 0; i < 600; i++) lines.push('- execContainer:', `    image: registry.example.com/tool:${i}`, `    command: [sh, -c, "echo ${i}"]`);
  const text = `${lines.join('\n')}\n`;
  expect(text.length).toBeGreaterThan(48 * 1024);
  await page.goto(link({ text, kopsVersion: '1.28.7', runtime: 'docker', compare: { from: { kopsVersion: '1.28.7', runtime: 'docker' }, to: { kopsVersion: '1.36.0' } } }));
  await expect(page.getByRole('status').filter({ hasText: '→' })).toHaveText('1.28.7 (docker) → 1.36.0 (containerd): 1200 units change on 2 of 2 instance groups', { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Unit diff' })).toContainText('Requires=containerd.service');
  expect(workers.some((url) => /compare-worker/.test(url))).toBe(true);
  await expect(page.getByRole('region', { name: 'Unit diff' }).getByRole('listitem').first()).toContainText('1.29: kops 1.29 removes Docker');
});
