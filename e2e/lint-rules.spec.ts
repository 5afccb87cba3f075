import { test, expect } from './fixtures.ts';
import { focusEditor, showOutputView, showProblems, waitForMonaco } from './helpers.ts';
import { screenText } from './drafts-helpers.ts';
import { encodeShareLink, type ShareState } from '../src/core/share/index.ts';

// Issue 46: a rule's page from the Problems list and the editor's hover, "Suppress RULE for this hook" (undone with
// Ctrl+Z), and an exec hook's runtime verdict in the Boot order view.
function link(state: ShareState): string {
  const r = encodeShareLink(state);
  if (!r.ok) throw new Error(r.message);
  return `/${r.fragment}`;
}

const RAW = '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/usr/bin/true\n';

test('a problem links to its rule\'s page in the build, which shows both examples and how to suppress', async ({ page }) => {
  await page.goto(link({ text: RAW, kopsVersion: '1.36.0' }));
  const problems = await showProblems(page);
  const rulePage = problems.getByRole('link', { name: 'Rule page: no-install-section' });
  await expect(rulePage).toHaveAttribute('href', 'rules/no-install-section.html');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), rulePage.click()]);
  await expect(opened.getByRole('heading', { name: 'no-install-section', level: 1 })).toBeVisible();
  await expect(opened.getByRole('heading', { name: 'Failing example' })).toBeVisible();
  await expect(opened.getByText('# kops-hooks-disable-next-line no-install-section -- why this is fine here')).toBeVisible();
  expect(new URL(opened.url()).pathname).toBe('/rules/no-install-section.html');
});

test('"Suppress RULE for this hook" writes the comment above the hook, and Ctrl+Z takes it back', async ({ page }) => {
  await page.goto(link({ text: RAW, kopsVersion: '1.36.0' }));
  await waitForMonaco(page);
  const problems = await showProblems(page);
  await problems.getByRole('button', { name: 'Suppress no-install-section for this hook' }).click();
  await expect.poll(() => screenText(page)).toBe(`# kops-hooks-disable-next-line no-install-section\n${RAW}`);
  await expect(problems.getByRole('button', { name: 'Suppress no-install-section for this hook' })).toHaveCount(0);
  await focusEditor(page);
  await page.keyboard.press('Control+z');
  await expect.poll(() => screenText(page)).toBe(RAW);
  await expect(problems.getByRole('button', { name: 'Suppress no-install-section for this hook' })).toBeVisible();
});

test('Boot order: an exec hook on containerd races containerd at a reboot, with why and the way out', async ({ page }) => {
  const exec = '- name: prep.service\n  execContainer:\n    image: busybox:1.36\n    command: [sh, -c, "echo ready"]\n';
  await page.goto(link({ text: exec, kopsVersion: '1.36.0' }));
  await showOutputView(page, 'Boot order');
  const verdicts = page.getByRole('list', { name: 'Before kubelet' });
  await expect(verdicts.getByText('Its image pull after the runtime — first boot: race, reboot: race')).toBeVisible();
  await expect(verdicts.getByText(/ctr from containerd 2\.2 \(kops's default from Kubernetes 1\.32\) then fails at once/)).toBeVisible();
  await expect(verdicts.getByText(/with After=containerd\.service: the quick fix of exec-pull-races-runtime/)).toBeVisible();
});

test('the editor\'s hover links a finding to its rule\'s page', async ({ page }) => {
  await page.goto(link({ text: RAW, kopsVersion: '1.36.0' }));
  await waitForMonaco(page);
  // no-install-section sits on `manifest` (line 3): hover it.
  const word = page.locator('.monaco-editor .view-line').nth(2).getByText('manifest');
  await expect(page.locator('.monaco-editor .squiggly-info')).toHaveCount(1);
  await word.hover();
  const hover = page.locator('.monaco-hover');
  await expect(hover.getByText(/has no \[Install\] section/)).toBeVisible({ timeout: 10_000 });
  const ruleLink = hover.getByRole('link', { name: 'no-install-section' });
  // Beside the page: the rule page of the build this page came from.
  await expect(ruleLink).toHaveAttribute('href', new URL('rules/no-install-section.html', page.url()).href);
});
