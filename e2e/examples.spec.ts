import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { chooseExample, openPlayground, showProblems } from './helpers.ts';
import { exampleHeader } from '../src/ui/examples/example-header.ts';

const files = readdirSync('examples').filter((f) => f.endsWith('.yaml')).sort();

function title(file: string): string {
  // A long title goes on over `#  ` lines: read it as the gallery does.
  return exampleHeader(readFileSync(`examples/${file}`, 'utf8'), file).title;
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
    // An upgrade story (`# compare-from:`) opens in compare mode, where the toolbar shows what is
    // compared instead of its version; any other example leaves it and sets the version.
    // A comparison of two specs (`# compare-base:`) opens in compare mode too, both sides at its version.
    const upgrade = /^# compare-from: /m.test(readFileSync(`examples/${file}`, 'utf8'));
    const { compare, compareBase } = exampleHeader(readFileSync(`examples/${file}`, 'utf8'), file);
    await expect(page.getByRole('button', { name: 'Compare versions' }), file).toHaveAttribute('aria-pressed', String(upgrade || compareBase !== undefined));
    if (compareBase !== undefined) {
      await expect(page.getByRole('banner').getByText(`Comparing kops ${version} → ${version}`, { exact: true }), file).toBeVisible();
      await expect(page.getByText(`Compared with an earlier spec: ${compareBase} (before) and the editor (after).`), file).toBeVisible();
      continue;
    }
    // The runtime of a side shows when the story chooses one (`# compare-from: 1.19.2 docker`).
    const side = (s: { kopsVersion: string; runtime: string }): string => `${s.kopsVersion}${s.runtime === 'auto' ? '' : ` ${s.runtime}`}`;
    if (compare) await expect(page.getByRole('banner').getByText(`Comparing kops ${side(compare.from)} → ${side(compare.to)}`, { exact: true }), file).toBeVisible();
    else await expect(page.getByRole('combobox', { name: 'kops version', exact: true }), file).toHaveValue(version);
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
    // The request's hook at kops 1.36.2: two notes, on the name (line 11: kops's empty [Service],
    // which systemd ignores) and on [Unit] in the manifest (line 15); no error, since the swap unit
    // loads (its final [Install] is laid out as kops lays out its own exec units: no finding).
    await expect(page.locator('.monaco-editor .squiggly-info')).toHaveCount(2);
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0);
    await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(0);
    const problems = await showProblems(page);
    await expect(problems.getByRole('button', { name: /line 15 section-header-in-service/ })).toBeVisible();
    await expect(problems.getByRole('button', { name: /line 23 section-header-in-service/ })).toHaveCount(0);
  });
});
