import { expect, type Locator, type Page } from '@playwright/test';

export { savedText } from './drafts-helpers.ts';

/** Opens the page and waits until Monaco (from the bundle) has replaced the textarea stand-in. */
export async function openPlayground(page: Page, path = './'): Promise<void> {
  await page.goto(path);
  await waitForMonaco(page);
}

/** Waits for Monaco's editor, labelled "Hook spec". */
export async function waitForMonaco(page: Page): Promise<Locator> {
  const editor = page.locator('.monaco-editor').getByRole('textbox', { name: /Hook spec/ });
  await expect(editor).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('textarea[data-editor-fallback]')).toHaveCount(0);
  return editor;
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
