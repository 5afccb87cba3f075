import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseExample } from './helpers.ts';
import { savedText } from './drafts-helpers.ts';
import { decoded } from './share-helpers.ts';
import { encodeShareLink, type ShareState } from '../src/core/share/index.ts';

// Issue 44, "Compare two versions of a spec": a base from Recent drafts, the verdict per instance
// group, the share link, and the same comparison opened fresh. The fixture is the issue's "Done
// when" (test/fixtures/spec-diff/node-hook): a roles: [Node] Cluster hook and fileAsset edited in
// a spec with a control-plane group and two node groups; the node groups roll, the control plane not.
const DIR = join(import.meta.dirname, '..', 'test', 'fixtures', 'spec-diff', 'node-hook');
const BASE = readFileSync(join(DIR, 'base.yaml'), 'utf8');
const CHANGED = readFileSync(join(DIR, 'changed.yaml'), 'utf8');
const SUMMARY = '2 of 3 instance groups roll: nodes-a, nodes-b (2 units change, 1 file changes)';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }).axe.run(document, { resultTypes: ['violations'] }));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact})`);
}

function link(state: ShareState): string {
  const r = encodeShareLink(state);
  if (!r.ok) throw new Error(r.message);
  return `/${r.fragment}`;
}

async function permalink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  const box = page.getByRole('textbox', { name: 'Permalink' });
  await expect(box).toHaveValue(/#v1\./);
  return box.inputValue();
}

async function expectVerdicts(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'instance groups roll' })).toHaveText(SUMMARY);
  const groups = page.getByRole('list', { name: 'Instance groups' }).getByRole('listitem').filter({ has: page.locator('.verdict') });
  await expect(groups).toHaveCount(3);
  await expect(page.getByRole('listitem', { name: 'control-plane-a (ControlPlane): does not roll' })).toContainText('the hooks and fileAssets that change are for other roles');
  for (const name of ['nodes-a', 'nodes-b']) {
    await expect(page.getByRole('listitem', { name: `${name} (Node): rolls` })).toContainText('Cluster hook "tune.service" changes');
  }
}

test('a base from Recent drafts: the verdict per group, a share link, and the same comparison opened fresh', async ({ context, browser }) => {
  // The earlier spec is a draft of its own: opened in one tab, autosaved, listed in the next.
  const first = await context.newPage();
  await first.goto(link({ text: BASE, kopsVersion: '1.36.2' }));
  await expect.poll(() => savedText(first)).toContain('vm.max_map_count=262144');
  await first.close();
  const page = await context.newPage();
  await page.goto(link({ text: CHANGED, kopsVersion: '1.36.2' }));
  await expect.poll(() => savedText(page)).toContain('vm.max_map_count=524288');

  await page.getByRole('button', { name: 'Compare versions' }).click();
  const picker = page.getByRole('region', { name: 'Compare with an earlier spec' });
  const drafts = picker.getByRole('list', { name: 'Earlier specs from Recent drafts' });
  await expect(drafts.getByRole('button')).toHaveCount(1);
  await drafts.getByRole('button').click();
  await expectVerdicts(page);
  await page.getByRole('listitem', { name: 'nodes-b (Node): rolls' }).getByRole('button', { name: /tune\.service/ }).click();
  const diff = page.getByRole('region', { name: 'Unit diff' });
  await expect(diff.getByRole('row').filter({ hasText: '+added' })).toHaveText([/ExecStart=\/usr\/sbin\/sysctl -w vm\.max_map_count=524288\s*wrap-manifest/]);

  const shared = await permalink(page);
  expect(decoded(shared).compare).toEqual({ from: { kopsVersion: '1.36.2' }, to: { kopsVersion: '1.36.2' }, base: BASE });
  expect(decoded(shared).text).toBe(CHANGED);

  // A fresh browser: no drafts, nothing stored; the link alone holds both specs.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.route('**/*', (route) => (new URL(route.request().url()).origin === new URL(shared).origin ? route.continue() : route.abort('blockedbyclient')));
    await other.goto(shared);
    await expect(other.getByText('Compared with an earlier spec: the link (before) and the editor (after).')).toBeVisible();
    await expectVerdicts(other);
  } finally {
    await fresh.close();
  }
});

test('a comment-only edit changes nothing and rolls nothing, and says so', async ({ page }) => {
  const comment = BASE.replace('  hooks:\n', '  # the workers need a larger map count\n  hooks:\n');
  await page.goto(link({ text: comment, kopsVersion: '1.36.2', compare: { from: { kopsVersion: '1.36.2' }, to: { kopsVersion: '1.36.2' }, base: BASE } }));
  await expect(page.getByRole('status').filter({ hasText: 'instance group' })).toHaveText('No instance group rolls (0 of 3); no unit changes');
  await expect(page.getByText('The two specs differ only in what kops does not read (comments, key order, formatting)')).toBeVisible();
});

test('the gallery\'s issuer migration opens as a comparison: only the control-plane group rolls', async ({ page }) => {
  await page.goto('./');
  await chooseExample(page, 'Service-account issuer migration: step 1 → step 4');
  await expect(page.getByText('Compared with an earlier spec: step 1 of the migration (before) and the editor (after).')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'instance group' })).toHaveText('1 of 2 instance groups rolls: control-plane-a (1 unit changes)');
  await expect(page.getByRole('listitem', { name: 'nodes-a (Node): does not roll' })).toContainText('the hooks and fileAssets that change are other instance groups\' own');
  expect(await seriousViolations(page)).toEqual([]);
  // Back to two versions: the picker offers the base kinds again.
  await page.getByRole('button', { name: 'Compare two kops versions instead' }).click();
  await expect(page.getByRole('region', { name: 'Compare with an earlier spec' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
