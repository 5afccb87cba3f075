import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { chooseExample, openPlayground, showProblems } from './helpers.ts';

const files = readdirSync('examples').filter((f) => f.endsWith('.yaml')).sort();

function title(file: string): string {
  const m = /^# title: (.*)$/m.exec(readFileSync(`examples/${file}`, 'utf8'));
  return m?.[1] ?? file;
}

test('every gallery example opens, renders units and sets its kops version', async ({ page }) => {
  test.setTimeout(240_000);
  await openPlayground(page);
  await page.getByRole('button', { name: 'Examples', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Examples', exact: true }).getByRole('button')).toHaveText(files.map(title));
  await page.keyboard.press('Escape');
  for (const file of files) {
    const version = /^# kops-version: (.*)$/m.exec(readFileSync(`examples/${file}`, 'utf8'))?.[1] ?? '';
    await chooseExample(page, title(file));
    await expect(page.getByRole('combobox', { name: 'kops version', exact: true }), file).toHaveValue(version);
    // An upgrade story (`# compare-from:`) opens in compare mode; any other example leaves it.
    const upgrade = /^# compare-from: /m.test(readFileSync(`examples/${file}`, 'utf8'));
    await expect(page.getByRole('button', { name: 'Compare versions' }), file).toHaveAttribute('aria-pressed', String(upgrade));
    if (upgrade) await expect(page.getByRole('list', { name: 'Changed units' }).getByRole('button').first(), file).toBeVisible();
    // The first group may be a bastion, which runs no nodeup and says so instead (issue 12).
    else await expect(page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab').first().or(page.getByText(/^Bastions never run nodeup/)), file).toBeVisible();
  }
});

test.describe('markers', () => {
  // Tall enough that Monaco renders every line of the request's example (it renders only visible lines).
  test.use({ viewport: { width: 1280, height: 1400 } });

  test('core diagnostics become editor markers on their line, also inside manifest blocks', async ({ page }) => {
    await openPlayground(page);
    // The request's hook: an error on the name (line 11) and warnings on [Unit] and [Install] in the manifest.
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
    await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(2);
    const problems = await showProblems(page);
    await expect(problems.getByRole('button', { name: /line 15 section-header-in-service/ })).toBeVisible();
    await expect(problems.getByRole('button', { name: /line 23 section-header-in-service/ })).toBeVisible();
  });
});
