import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseExample, focusEditor, openPlayground, openYaml, showOutputView, showProblems, unitContent } from './helpers.ts';
import { decoded, TWO_GROUPS } from './share-helpers.ts';

// Issue 8, no network. The fixture aborts and records every request to another origin and fails
// the test if there was one; the first test uses every feature under that rule. The second counts
// ALL requests, same-origin too, once the page has settled: typing and sharing make none.
test.describe.configure({ timeout: 180_000 });

async function typeAtTop(page: Page, line: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(`${line}\n`);
}

test('every feature works with all requests outside the origin blocked', async ({ page, context, faults }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Load, with the default example.
  await openPlayground(page);
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  // A quick fix from Problems, then type.
  await (await showProblems(page)).getByRole('button', { name: /^Fix: / }).first().click();
  await showOutputView(page, 'Units');
  await page.getByRole('tab', { name: 'swap1.swap' }).click();
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeChecked();
  await typeAtTop(page, '# offline edit');
  // Toggle back (the toggle edits the YAML).
  await page.getByRole('checkbox', { name: 'useRawManifest' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'useRawName' }).check();
  // Versions and runtime.
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.22.6');
  await page.getByRole('combobox', { name: 'Container runtime' }).selectOption('docker');
  await expect(page.getByRole('combobox', { name: 'Container runtime' })).toHaveValue('docker');
  // Examples (the edited text goes to Recent drafts, with Undo).
  await chooseExample(page, 'Run a container at boot (execContainer)');
  await expect(page.getByRole('tab', { name: /kops-hook-0/ }).first()).toBeVisible();
  // Open a file; switch group and unit.
  await openYaml(page, 'two-groups.yaml', TWO_GROUPS);
  const group = page.getByRole('combobox', { name: 'Instance group' });
  await group.selectOption('batch');
  await page.getByRole('tab', { name: 'batch-only.service' }).click();
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo batch');
  await page.getByRole('tab', { name: 'cluster-wide.service' }).click();
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo cluster');
  // Share: link and Markdown.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('textbox', { name: 'Permalink' })).toHaveValue(/#v1\./);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText('Markdown copied.')).toBeVisible();
  // Download units.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download units' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-units\.zip$/);
  // New, then Recent drafts brings the spec back.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'batch-only.service' })).toHaveCount(0);
  await page.getByText(/^Recent drafts \(\d+\)$/).click();
  await page.getByRole('list', { name: 'Recent drafts' }).getByRole('button', { name: /cluster-wide\.service/ }).first().click();
  await expect(page.getByRole('tab', { name: 'cluster-wide.service' })).toBeVisible();
  // A reload works from what the browser has (the draft), still offline.
  // The address follows the view after a 250 ms debounce (url-sync.ts); reload once it has.
  await expect.poll(() => page.url()).not.toMatch(/#$/);
  await expect.poll(() => decoded(page.url()).text).toContain('cluster-wide.service');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'cluster-wide.service' })).toBeVisible();
  expect(faults.offOrigin).toEqual([]);
});

test('after load, typing, switching and sharing make no request at all, same-origin included', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayground(page);
  await page.waitForLoadState('networkidle');
  // Warm-up, outside the counting window: lazy chunks that load on the first use of a feature
  // are allowed (the first "Copy as Markdown" loads the core chunk; the first edit may start
  // Monaco's workers). What must not happen is a request per keystroke, per switch or per share.
  await typeAtTop(page, '# warm-up');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText('Markdown copied.')).toBeVisible();
  // A toggle's first use loads the diff of its preview (the unit-diff chunk and jsdiff).
  await page.getByRole('checkbox', { name: 'useRawManifest' }).check();
  await page.getByRole('checkbox', { name: 'useRawManifest' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).not.toBeChecked();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);

  const requests: string[] = [];
  const record = (r: Request): void => { requests.push(`${r.method()} ${r.url()}`); };
  page.on('request', record);
  for (let i = 0; i < 5; i++) await typeAtTop(page, `# counted edit ${i}`);
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.10.1');
  await expect(page.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('textbox', { name: 'Permalink' })).toHaveValue(/#v1\./);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText('Markdown copied.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'useRawManifest' }).check();
  await page.waitForTimeout(1_500);
  page.off('request', record);
  expect(requests).toEqual([]);
});
