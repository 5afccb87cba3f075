import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground, openYaml, showProblems, unitContent, waitForMonaco } from './helpers.ts';
import { encodeShareLink } from '../src/core/share/index.ts';

// Issue 7: a spec with hundreds of hooks stays usable. Its problems are capped (errors first)
// with a way to see them all; from 48 KB on it is analysed in workers, units first.
test.describe.configure({ timeout: 120_000 });

/** `count` hooks, each a oneshot without [Install]: two notes per hook. */
function hooks(count: number, extra = ''): string {
  const lines = ['hooks:'];
  for (let i = 0; i < count; i++) lines.push(`- name: hook-${i}.service`, '  manifest: |', '    Type=oneshot', `    ExecStart=/bin/echo ${i}`);
  return `${lines.join('\n')}\n${extra}`;
}

function permalink(text: string): string {
  const link = encodeShareLink({ text, kopsVersion: '1.36.0' });
  if (!link.ok) throw new Error(link.message);
  return `./${link.fragment}`;
}

test('hundreds of problems: 200 listed, errors first, and "Show all" lists the rest', async ({ page }) => {
  // 150 hooks give 300 notes; the error sits on the last hook, past the first 200 notes.
  await page.goto(permalink(hooks(150, '- name: last.service\n  manifst: "Type=oneshot"\n')));
  const problems = await showProblems(page);
  await expect(page.getByText('Showing 200 of 302 problems, errors and warnings first.')).toBeVisible({ timeout: 20_000 });
  await expect(problems.locator('li.problem')).toHaveCount(200);
  const error = problems.locator('li.problem').filter({ has: page.locator('code.code', { hasText: 'unknown-hook-field' }) });
  await expect(error).toContainText('line 603');
  await page.getByRole('button', { name: 'Show all 302 problems' }).click();
  await expect(problems.locator('li.problem')).toHaveCount(302);
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);
});

test('a 1,000-hook spec: units from the worker, typing updates them, toggle diffs follow a pause', async ({ page }) => {
  const text = hooks(1000);
  expect(text.length).toBeGreaterThan(48 * 1024);
  await page.goto(permalink(text));
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo 0', { timeout: 30_000 });
  // 1,000 units: the tablist holds the page of 100 around the selected one, each telling its
  // place in the whole (issue 47); the keyboard and the search reach every unit.
  const tabs = page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab');
  await expect(tabs).toHaveCount(100);
  await expect(tabs.first()).toHaveAttribute('aria-setsize', '1000');
  await expect(page.getByText('Units 1–100 of 1,000')).toBeVisible();
  await page.getByRole('tab', { name: 'hook-0.service', selected: true }).focus();
  await page.keyboard.press('End');
  const last = page.getByRole('tab', { name: 'hook-999.service', selected: true });
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-posinset', '1000');
  await expect(tabs).toHaveCount(100);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'hook-0.service', selected: true })).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('tab', { name: 'hook-100.service', selected: true })).toBeFocused();
  await expect(page.getByText('Units 101–200 of 1,000')).toBeVisible();
  // Typeahead: "hook-5" moves to the next unit after hook-100 whose name starts so.
  await page.keyboard.type('hook-5');
  await expect(page.getByRole('tab', { name: 'hook-500.service', selected: true })).toBeFocused();
  await expect(page.getByText('Units 501–600 of 1,000')).toBeVisible();
  await page.getByRole('button', { name: 'Next 100 units' }).click();
  await expect(page.getByRole('tab', { name: 'hook-600.service', selected: true })).toBeVisible();
  const find = page.getByRole('search', { name: 'Find a unit' });
  await find.getByRole('searchbox', { name: 'Unit name contains' }).fill('hook-777.');
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('tab', { name: 'hook-777.service', selected: true })).toHaveAttribute('aria-posinset', '778');
  await expect(page.getByRole('status').filter({ hasText: 'hook-777.service: unit 778 of 1,000.' })).toBeVisible();
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo 777');
  await page.getByRole('button', { name: 'Previous 100 units' }).click();
  await expect(page.getByRole('tab', { name: 'hook-600.service', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'hook-600.service' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'hook-0.service', selected: true })).toBeFocused();
  await waitForMonaco(page);

  // Type at the end of hook 0's ExecStart line: the unit follows.
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(' typed');
  await expect(unitContent(page)).toContainText('ExecStart=/bin/echo 0 typed', { timeout: 20_000 });

  // Lint waits for a pause in typing, then catches up with everything typed: hook 0's Type is
  // invalid from the first key to the last but one, and the findings are those of the last.
  const counts = page.getByRole('button', { name: /^Show problems:/ });
  await expect(counts).toHaveAccessibleName('Show problems: 0 errors, 0 warnings, 2000 notes', { timeout: 20_000 });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  for (let i = 0; i < 'oneshot'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('simple');
  await expect(unitContent(page)).toContainText('Type=simple');
  await expect(counts).toHaveAccessibleName('Show problems: 0 errors, 0 warnings, 1999 notes', { timeout: 20_000 });

  // The caret is in hook 0: once typing pauses, its diffs come from the preview worker.
  // The diffs are worked out only while the toggles are on screen.
  await page.getByRole('heading', { name: /Toggles for hook hook-0\.service/ }).scrollIntoViewIfNeeded();
  const diff = page.getByRole('region', { name: /^Unit with useRawManifest off and on/ });
  await expect(diff).toContainText('ExecStart=/bin/echo 0 typed', { timeout: 20_000 });
  await expect(diff).toContainText('Description=Kops Hook hook-0.service');
});

/** A Cluster whose `count` hooks run on every role, and two InstanceGroups with a hook of their own. */
function clusterAndGroups(count: number): string {
  const cluster = ['apiVersion: kops.k8s.io/v1alpha2', 'kind: Cluster', 'metadata:', '  name: big.example.com', 'spec:', '  hooks:'];
  for (let i = 0; i < count; i++) cluster.push(`  - name: hook-${i}.service`, '    manifest: |', '      Type=oneshot', `      ExecStart=/bin/echo ${i}`);
  const group = (name: string, role: string, hook: string) => ['apiVersion: kops.k8s.io/v1alpha2', 'kind: InstanceGroup', 'metadata:', `  name: ${name}`, 'spec:', `  role: ${role}`, '  hooks:', `  - name: ${hook}`, '    manifest: |', '      Type=oneshot', '      ExecStart=/bin/false'].join('\n');
  return `${cluster.join('\n')}\n---\n${group('control-plane', 'Master', 'cp.service')}\n---\n${group('nodes', 'Node', 'gpu.service')}\n`;
}

test('a large file opened: the worker plans it as it is read, and both groups show their units, those of the Cluster\'s hooks alike', async ({ page }) => {
  const text = clusterAndGroups(700);
  expect(text.length).toBeGreaterThan(48 * 1024);
  await openPlayground(page);
  await openYaml(page, 'big.yaml', text);
  const group = page.getByRole('combobox', { name: 'Instance group' });
  await expect(group.getByRole('option')).toHaveText([/^control-plane \((ControlPlane|Master)/, /^nodes \(Node/], { timeout: 30_000 });
  const tabs = page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('cp.service');
  await expect(tabs.first()).toHaveAttribute('aria-setsize', '701');
  await page.getByRole('tab', { name: 'hook-0.service' }).click();
  const hook0 = '[Unit]\nDescription=Kops Hook hook-0.service\n\n[Service]\nType=oneshot\nExecStart=/bin/echo 0\n';
  await expect(unitContent(page)).toHaveText(hook0);
  // The other group holds the same Cluster hooks (one task in both groups' lists in the worker's plan).
  await group.selectOption({ label: (await group.getByRole('option').nth(1).textContent()) ?? '' });
  await expect(tabs.first()).toHaveText('gpu.service');
  await expect(tabs.first()).toHaveAttribute('aria-setsize', '701');
  await page.getByRole('tab', { name: 'hook-0.service' }).click();
  await expect(unitContent(page)).toHaveText(hook0);
  await page.getByRole('tab', { name: 'gpu.service' }).click();
  await expect(unitContent(page)).toHaveText('[Unit]\nDescription=Kops Hook gpu.service\n\n[Service]\nType=oneshot\nExecStart=/bin/false\n');
  // Typed into, from the plan the page adopted: the unit follows.
  await page.getByRole('tab', { name: 'hook-0.service' }).click();
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type('1');
  await expect(unitContent(page)).toHaveText(hook0.replace('echo 0', 'echo 01'));
});
