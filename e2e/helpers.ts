import { expect, test, type Locator, type Page } from '@playwright/test';

export { savedText } from './drafts-helpers.ts';

/** Opens the page and waits until Monaco (from the bundle) has replaced the textarea stand-in. */
export async function openPlayground(page: Page, path = './', timeout = 20_000): Promise<void> {
  await page.goto(path);
  await waitForMonaco(page, timeout);
}

/** Waits for Monaco's editor, labelled "Hook spec". */
export async function waitForMonaco(page: Page, timeout = 20_000): Promise<Locator> {
  const editor = page.locator('.monaco-editor').getByRole('textbox', { name: /Hook spec/ });
  await expect(editor).toBeAttached({ timeout });
  await expect(page.locator('textarea[data-editor-fallback]')).toHaveCount(0);
  return editor;
}

/**
 * Clicks into Monaco's text and waits for the editor to have focus. The click lands near the
 * top-left of the text: the centre of `.view-lines` (as wide as the longest line) can lie outside
 * the pane, and scrolling it into view races Monaco's own scroll handling.
 */
export async function focusEditor(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click({ position: { x: 24, y: 8 } });
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
}

/** Shows one of the output pane's views ("Units", "Problems"): its tab, or on narrow screens the pane tab. */
export async function showOutputView(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: /^(Output|Panes)$/ }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Shows the "Problems" view and returns its list, named "Problems". */
export async function showProblems(page: Page): Promise<Locator> {
  await showOutputView(page, 'Problems');
  return page.getByRole('list', { name: 'Problems' });
}

/** The exact text of the unit shown in the "Unit file content" region (line numbers are CSS, not text). */
export function unitContent(page: Page): Locator {
  return page.getByRole('region', { name: 'Unit file content' }).locator('pre');
}

/** Loads YAML through the "Open YAML file" input, accepting the replace question if asked. */
export async function openYaml(page: Page, name: string, text: string): Promise<void> {
  page.once('dialog', (d) => void d.accept());
  await page.getByLabel('Open YAML file').setInputFiles({ name, mimeType: 'text/yaml', buffer: Buffer.from(text) });
}

/**
 * Where a picture for the README and docs/screenshots/ goes: its own path there with
 * UPDATE_SCREENSHOTS=1 (`npm run screenshots`, then review the diff), else the test's output
 * folder under test-results/ (ignored), so that a test run leaves the checkout as it was.
 */
export function docsPicture(path: string): string {
  return process.env.UPDATE_SCREENSHOTS === '1' ? path : test.info().outputPath(path.replace(/\//g, '-'));
}

/**
 * Opens a gallery example through the "Examples" button and its list, found in `scope` (a folded
 * menu on narrow screens; the page by default). The text on screen goes to Recent drafts, with Undo.
 */
export async function chooseExample(page: Page, name: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('button', { name: 'Examples', exact: true }).click();
  await page.getByRole('group', { name: 'Examples', exact: true }).getByRole('button', { name, exact: true }).click();
}
