import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { chooseExample, focusEditor, openPlayground, savedText, showOutputView, showProblems } from './helpers.ts';
import { exampleHeader } from '../src/ui/examples/example-header.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

// Issue 43: the gallery's script asset (examples/17-file-asset-script.yaml), written 0440 by kops
// (v1.36.2:nodeup/pkg/model/file_assets.go:77), run by the hook's ExecStart= on line 20.
const FILE = 'examples/17-file-asset-script.yaml';
const TITLE = exampleHeader(readFileSync(FILE, 'utf8'), FILE).title;

test('a fileAsset shows under the units, its hook gets the 203/EXEC warning, the fix adds mode, Ctrl+Z undoes it', async ({ page }) => {
  await openPlayground(page);
  await chooseExample(page, TITLE);
  await showOutputView(page, 'Units');
  const file = page.getByRole('region', { name: '/opt/bin/tune.sh', exact: true });
  await expect(file).toBeVisible();
  await expect(file.getByText('mode 0440, owner root:root')).toBeVisible();
  await expect(file.getByRole('region', { name: 'Content of /opt/bin/tune.sh' }).locator('pre'))
    .toHaveText('#!/bin/sh\nsysctl -w vm.max_map_count=262144\n');

  const problems = await showProblems(page);
  const warning = problems.getByRole('button', { name: /^Warning line 20 file-asset-not-executable .*fails with 203\/EXEC/ });
  await expect(warning).toBeVisible();
  await problems.getByRole('button', { name: 'Fix: Set mode: "0755" on "tune"' }).click();
  await expect(warning).toHaveCount(0);
  await expect.poll(() => savedText(page)).toContain('    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: |\n');
  await showOutputView(page, 'Units');
  await expect(file.getByText('mode 0755, owner root:root')).toBeVisible();

  // The fix is one undo step in the editor: the YAML, the file and the warning come back.
  await focusEditor(page);
  await page.keyboard.press('Control+Z');
  await expect(file.getByText('mode 0440, owner root:root')).toBeVisible();
  await expect.poll(() => savedText(page)).toContain('    path: /opt/bin/tune.sh\n    content: |\n');
  await showProblems(page);
  await expect(warning).toBeVisible();
});

test('compare mode lists the file whose mode changes: 0440 before kops 1.23.3, the asset\'s mode after', async ({ page }) => {
  await openPlayground(page);
  await chooseExample(page, TITLE);
  const problems = await showProblems(page);
  await problems.getByRole('button', { name: 'Fix: Set mode: "0755" on "tune"' }).click();
  await expect.poll(() => savedText(page)).toContain('    mode: "0755"\n');
  await page.getByRole('button', { name: 'Compare versions' }).click();
  await page.getByRole('combobox', { name: 'From kops version' }).selectOption('1.22.6');
  await expect(page.getByRole('combobox', { name: 'To kops version' })).toHaveValue('1.36.2');
  // The summary counts the files beside the units.
  await expect(page.getByRole('status').filter({ hasText: '→' })).toHaveText('1.22.6 (containerd) → 1.36.2 (containerd): no unit changes, 2 files change on 2 of 2 instance groups');
  const changed = page.getByRole('list', { name: 'Changed files' });
  // No InstanceGroup document: one group per role, ControlPlane and Node, each with the file.
  await expect(changed.getByRole('listitem', { name: '/opt/bin/tune.sh' })).toHaveText([
    /^\/opt\/bin\/tune\.sh changed: mode 0440 → 0755kops 1\.23\.3 reads a fileAsset's mode; before it/,
    /^\/opt\/bin\/tune\.sh changed: mode 0440 → 0755kops 1\.23\.3 reads a fileAsset's mode; before it/,
  ]);
});
