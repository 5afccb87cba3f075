import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
  await expect(file.getByRole('button', { name: 'Mode from line 12' })).toBeVisible();

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

test('each line of the file says its YAML line; a click, or Enter, selects that line in the editor', async ({ page }) => {
  await openPlayground(page);
  await chooseExample(page, TITLE);
  await showOutputView(page, 'Units');
  const file = page.getByRole('region', { name: '/opt/bin/tune.sh', exact: true });
  const content = file.getByRole('region', { name: 'Content of /opt/bin/tune.sh' });
  const sysctl = content.getByText('sysctl -w vm.max_map_count=262144');
  const where = file.getByRole('region', { name: 'Where lines of /opt/bin/tune.sh come from' });
  // Line 2 of the file is YAML line 14, as written there (a `|` block's line without its indentation).
  await sysctl.hover();
  await expect(where).toHaveText('Line 2 comes from the spec, line 14: its text, exactly as written there. Go to line 14');
  await expect(page.locator('.monaco-editor .origin-highlight')).toHaveCount(1);
  // While a file line is pointed at, the editor marks the file's YAML lines (13, 14); after, the unit's again (17, 19, 20).
  const marks = page.locator('.monaco-editor .origin-mark');
  await expect(marks).toHaveCount(2);
  await page.mouse.move(1, 1);
  await expect(marks).toHaveCount(3);
  await expect(page.locator('.monaco-editor .origin-highlight')).toHaveCount(0);
  await sysctl.click();
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText('14');
  // The selection is the line's text: typing replaces it, and the file follows.
  await page.keyboard.type('echo tuned');
  await expect.poll(() => savedText(page)).toContain('    content: |\n      #!/bin/sh\n      echo tuned\n  hooks:\n');
  await expect(content.locator('pre')).toHaveText('#!/bin/sh\necho tuned\n');

  // The keyboard: the first line is a tab stop, arrows move, the focused line is described, Enter goes.
  await content.getByText('#!/bin/sh').focus();
  await page.keyboard.press('ArrowDown');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('echo tuned\n');
  await expect(focused).toHaveAccessibleDescription('Line 2 comes from the spec, line 14: its text, exactly as written there. Go to line 14');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText('13');

  // The path's line, and the mode kops gives without `mode:`.
  await expect(file.getByText('mode 0440 is kops\'s default')).toBeVisible();
  await file.getByRole('button', { name: 'Path from line 11' }).click();
  await page.keyboard.type('/opt/bin/tuned.sh');
  await expect(page.getByRole('region', { name: '/opt/bin/tuned.sh', exact: true })).toBeVisible();
});

test('in compare mode a changed file goes to its fileAsset\'s line', async ({ page }) => {
  await openPlayground(page);
  await chooseExample(page, TITLE);
  const problems = await showProblems(page);
  await problems.getByRole('button', { name: 'Fix: Set mode: "0755" on "tune"' }).click();
  await page.getByRole('button', { name: 'Compare versions' }).click();
  await page.getByRole('combobox', { name: 'From kops version' }).selectOption('1.22.6');
  const changed = page.getByRole('list', { name: 'Changed files' });
  await changed.getByRole('listitem', { name: '/opt/bin/tune.sh' }).first().getByRole('button', { name: 'Go to line 10' }).click();
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText('10');
});

// Injected through evaluate, as accessibility.spec.ts does: the page's CSP refuses inline scripts.
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => (window as unknown as {
    axe: { run: (d: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }> };
  }).axe.run(document, { resultTypes: ['violations'] }));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the file's marks, its highlighted line and where it comes from: no serious or critical axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPlayground(page);
    await chooseExample(page, TITLE);
    await showOutputView(page, 'Units');
    const file = page.getByRole('region', { name: '/opt/bin/tune.sh', exact: true });
    await file.getByText('sysctl -w vm.max_map_count=262144').hover();
    await expect(file.getByRole('region', { name: 'Where lines of /opt/bin/tune.sh come from' })).toContainText('Line 2 comes from the spec');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
