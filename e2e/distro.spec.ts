import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { storedDrafts, tabDraftId } from './drafts-helpers.ts';
import { focusEditor, openPlayground } from './helpers.ts';
import { link as linkCommand } from '../src/cli/commands/link.ts';
import { decodeShareLink } from '../src/core/share/index.ts';

// Issue 49 §4: the distro, in the page and in links. A link made by `kops-hooks link --distro`
// opens on that distro; the page switches it beside the runtime, and links and drafts keep it.

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

const SPEC = 'fixtures/seed-swap/input.yaml';

/** What `kops-hooks link FILE ARGS…` prints: the command itself, run in-process. */
async function cliLink(args: string[]): Promise<string> {
  let out = '';
  const code = await linkCommand([SPEC, ...args], {
    stdout: (t) => void (out += t),
    stderr: (t) => { throw new Error(t); },
    readFile: (path) => Promise.resolve(readFileSync(join(import.meta.dirname, '..', path), 'utf8')),
    writeFile: () => Promise.reject(new Error('not used')),
    readStdin: () => Promise.reject(new Error('not used')),
  });
  expect(code).toBe(0);
  return out.trim();
}

test('a `kops-hooks link --distro flatcar` link opens with Flatcar\'s paths, and the page switches the distro', async ({ page }) => {
  await page.goto(`/${await cliLink(['--kops-version', '1.36.2', '--distro', 'flatcar'])}`);
  const os = page.getByRole('combobox', { name: 'Node OS' });
  await expect(os).toHaveValue('flatcar');
  await expect(page.locator('code.path')).toHaveText('/etc/systemd/system/create-swapfile.service');
  // What the choice changes is said: the select's description, and under the unit.
  await expect(os).toHaveAccessibleDescription(/^Flatcar: nodeup writes unit files under \/etc\/systemd\/system\/; containerd\.service and docker\.service are Flatcar's own/);
  await expect(page.getByText(/^Flatcar: nodeup writes unit files under/).and(page.locator('.distro-note'))).toBeVisible();
  // The four the CLI has, by the names an operator knows them by.
  // (the chosen one short, as the closed select shows it in the toolbar).
  await expect(os.getByRole('option')).toHaveText(['Debian/Ubuntu', 'RHEL family', 'Flatcar', 'COS']);

  await os.selectOption('rhel');
  await expect(os.getByRole('option')).toHaveText(['Debian/Ubuntu', 'RHEL', 'Flatcar', 'COS']);
  await expect(page.locator('code.path')).toHaveText('/usr/lib/systemd/system/create-swapfile.service');
  // The address follows, and reads as a `--distro rhel` link.
  await expect.poll(async () => {
    const decoded = decodeShareLink(new URL(page.url()).hash);
    return decoded.ok ? decoded.state.distro : null;
  }).toBe('rhel');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Node OS' })).toHaveValue('rhel');

  // Debian, the default, is no option in a link: it reads as links made before the control.
  await page.getByRole('combobox', { name: 'Node OS' }).selectOption('debian');
  await expect(page.locator('code.path')).toHaveText('/lib/systemd/system/create-swapfile.service');
  await expect(page.locator('.distro-note')).toHaveCount(0);
  await expect.poll(async () => {
    const decoded = decodeShareLink(new URL(page.url()).hash);
    return decoded.ok ? decoded.state.distro ?? 'none' : 'no link';
  }).toBe('none');
});

test('a draft keeps its distro', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Node OS' }).selectOption('cos');
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('# cos draft\n');
  await expect.poll(async () => {
    const id = await tabDraftId(page);
    const d = (await storedDrafts(page)).find((r) => r.id === id) as { text: string; distro?: string } | undefined;
    return d ? `${d.distro ?? '-'} ${d.text.split('\n')[0]}` : '';
  }).toBe('cos # cos draft');
});
