import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { duplicateTab, savedText } from './drafts-helpers.ts';
import { focusEditor, openPlayground, showOutputView, showProblems, waitForMonaco } from './helpers.ts';
import { cliLink, draftSpec } from './share-helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

// Injected through evaluate, not a <script> tag: the page's CSP (rightly) refuses inline scripts.
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/**
 * Waits until Monaco has drawn its text and gutter, with the final line in view: the line number
 * after a final newline is the one Monaco dims (`.dimmed-line-number`, issue 39), and axe run
 * before Monaco drew it missed its contrast.
 */
async function monacoDrawn(page: Page): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('Control+End');
  await expect(page.locator('.monaco-editor .line-numbers.dimmed-line-number')).toBeVisible();
  await expect(page.locator('.monaco-editor .view-line').first()).toBeVisible();
  // Off the editor, so that its focus ring and caret are not what axe sees.
  await page.getByRole('button', { name: 'Keys: editor shortcuts' }).focus();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPlayground(page);
    await page.getByRole('tab', { name: 'swap1.swap' }).click();
    await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Once Monaco has drawn everything, the final line's dimmed number included.
    await monacoDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The Problems view, with a rule's docs open.
    await (await showProblems(page)).getByRole('button', { name: /^About / }).first().click();
    expect(await seriousViolations(page)).toEqual([]);
    // The Boot order view (issue 14): the drawing, its hook buttons and the text beside it.
    await showOutputView(page, 'Boot order');
    await expect(page.getByRole('figure', { name: /^Boot order of / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Compare mode, with the editor drawn beside it.
    await page.getByRole('button', { name: 'Compare versions' }).click();
    await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveAttribute('aria-pressed', 'true');
    await monacoDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Recent drafts and the drafts notices: no serious or critical violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/${cliLink(draftSpec('kept.service'))}`);
    await expect.poll(() => savedText(page)).toContain('kept.service');
    await page.goto('about:blank');
    await page.goto(`/${cliLink(draftSpec('shown.service'))}`);
    await expect.poll(() => savedText(page)).toContain('shown.service');
    const copy = await duplicateTab(page, 'navigate');
    await copy.emulateMedia({ colorScheme: scheme });
    // The duplicate loads its drafts and hears from the original tab after its first paint: on a
    // busy machine that takes longer than the default 10 s.
    await expect(copy.getByRole('button', { name: 'Continue as a copy' })).toBeVisible({ timeout: 20_000 });
    await copy.getByText(/^Recent drafts \(1\)$/).click();
    await expect(copy.getByRole('button', { name: 'Remove draft kept.service' })).toBeVisible();
    expect(await seriousViolations(copy)).toEqual([]);
  });
}

test('narrow screens get Spec, Units, Boot order and Problems tabs', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('./');
  const panes = page.getByRole('tablist', { name: 'Panes' });
  await expect(panes).toBeVisible();
  await expect(panes.getByRole('tab')).toHaveText([/^Spec$/, /^Units/, /^Boot order/, /^Problems/]);
  // Phones open on the units: they are what people came for.
  await expect(panes.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await panes.getByRole('tab', { name: 'Problems' }).click();
  await expect(page.getByRole('list', { name: 'Problems' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeHidden();
  await panes.getByRole('tab', { name: 'Spec' }).click();
  await waitForMonaco(page);
  await expect(page.getByRole('list', { name: 'Problems' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the divider is a keyboard-operable separator', async ({ page }) => {
  await openPlayground(page);
  const sep = page.getByRole('separator', { name: 'Resize editor and output' });
  await expect(sep).toHaveAttribute('aria-valuenow', '50');
  await sep.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sep).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('Home');
  await expect(sep).toHaveAttribute('aria-valuenow', '20');
});
