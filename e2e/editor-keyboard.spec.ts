import { test, expect } from './fixtures.ts';
import { focusEditor, openPlayground, openYaml, waitForMonaco } from './helpers.ts';
import { screenText } from './drafts-helpers.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

const SPEC = `hooks:
- name: prep.service
  manifest: |
    Type=oneshot
    ExecStart=/opt/prep.sh
`;

const inEditor = (): boolean => document.activeElement?.closest('.monaco-editor') !== null;

test('Tab indents the caret\'s line by one level wherever the caret is, Shift+Tab takes it back', async ({ page }) => {
  await openPlayground(page);
  await openYaml(page, 'spec.yaml', SPEC);
  await focusEditor(page);
  // The caret in the middle of `Type=oneshot` (line 4).
  await page.keyboard.press('Control+g');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect.poll(() => screenText(page)).toContain('\n      Type=oneshot\n');
  expect(await page.evaluate(inEditor)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => screenText(page)).toBe(SPEC);
  expect(await page.evaluate(inEditor)).toBe(true);
});

test('Escape then Tab (or Shift+Tab) moves focus out of the editor; the description and Keys say so', async ({ page }) => {
  await openPlayground(page);
  const editor = await waitForMonaco(page);
  await expect(editor).toHaveAccessibleDescription(/To leave the editor, press Escape, then Tab or Shift\+Tab/);
  await openYaml(page, 'spec.yaml', SPEC);
  await focusEditor(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(inEditor)).toBe(false);
  await expect.poll(() => screenText(page)).toBe(SPEC);
  // Back in, Escape then Shift+Tab leaves the other way; a plain Tab afterwards indents again.
  await focusEditor(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(inEditor)).toBe(false);
  await focusEditor(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(inEditor)).toBe(true);
  // Keys, in the editor's header.
  await page.getByRole('button', { name: 'Keys: editor shortcuts' }).click();
  await expect(page.getByRole('group', { name: 'Editor shortcuts' })).toContainText('Esc then Tab (or Shift+Tab) leaves the editor.');
});

test('the editor shows a focus ring while it has focus', async ({ page }) => {
  await openPlayground(page);
  const host = page.locator('.editor-host');
  // The ring is the host's ::after, drawn above Monaco's layers.
  const ring = (): Promise<string> => host.evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    return `${s.content} ${s.borderTopStyle} ${s.borderTopWidth} ${s.zIndex}`;
  });
  expect(await ring()).toBe('none none 0px auto');
  await focusEditor(page);
  expect(await ring()).toBe('"" solid 2px 5');
  await page.getByRole('button', { name: 'Keys: editor shortcuts' }).focus();
  expect(await ring()).toBe('none none 0px auto');
});

test.describe('Examples', () => {
  test('arrows never replace the spec: the list opens on Enter, and Undo brings the draft back', async ({ page }) => {
    await openPlayground(page);
    await openYaml(page, 'mine.yaml', SPEC);
    const version = page.getByRole('combobox', { name: 'kops version', exact: true });
    await version.selectOption('1.22.6');
    const examples = page.getByRole('button', { name: 'Examples', exact: true });
    const list = page.getByRole('group', { name: 'Examples', exact: true });
    await examples.focus();
    // Arrows, Home, End and letters on the button open nothing and change nothing.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'End', 'r']) await page.keyboard.press(key);
    await expect(list).toBeHidden();
    await expect.poll(() => screenText(page)).toBe(SPEC);
    // Enter opens the list; Tab walks it; Escape closes it and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(examples).toBeFocused();
    await expect.poll(() => screenText(page)).toBe(SPEC);
    // Enter on an example opens it; the notice offers Undo.
    await page.keyboard.press('Enter');
    await list.getByRole('button', { name: 'Run a container at boot (execContainer)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /kops-hook-0/ }).first()).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'is kept in Recent drafts' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => screenText(page)).toBe(SPEC);
    await expect(version).toHaveValue('1.22.6');
    await expect(page.getByRole('tab', { name: 'prep.service' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // The draft came back from Recent drafts: it is not listed there twice.
    await expect(page.getByText(/^Recent drafts \(0\)$/)).toBeVisible();
    // Ctrl+Z in the editor is the other way back: it undoes the Undo.
    await focusEditor(page);
    await page.keyboard.press('Control+z');
    await expect.poll(() => screenText(page)).toContain('execContainer');
  });
});
