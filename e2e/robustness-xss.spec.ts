import { test, expect } from './fixtures.ts';
import { encodeShareLink } from '../src/core/share/index.ts';
import { showOutputView, showProblems } from './helpers.ts';

// Issue 8: a link can never run script. Markup and `javascript:` strings in hook names (so unit
// names), manifests, images and instance group names arrive through a permalink; each would set a
// window flag if it ran. The page must show them as text, in every place that shows them: unit
// tabs and text, the group list, Problems (with rule docs), the toggles and their diff, skipped
// hooks, and "Copy as Markdown". The fixture also fails on any CSP violation, which an injected
// inline handler would cause.
test.describe.configure({ timeout: 120_000 });

// No quotes in the payloads, so that they sit in single-quoted YAML scalars unchanged.
const run = (id: string): string => `window.__xss_${id}=1`;
const IMG = (id: string): string => `<img src=x onerror=${run(id)}>`;
const SCRIPT = (id: string): string => `<script>${run(id)}</script>`;
const JS = (id: string): string => `javascript:${run(id)}`;

const HOOK_NAME = `${IMG('name')}${SCRIPT('name')}.service`;
export const SPEC = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: '${IMG('cluster')}'
spec:
  hooks:
  - name: '${HOOK_NAME}'
    manifest: |
      Description=${IMG('desc')}
      ExecStart=/bin/echo '${SCRIPT('manifest')}' ${JS('manifest')}
  - name: '${JS('exec')}'
    execContainer:
      image: '${IMG('image')}${JS('image')}'
      command: ['${SCRIPT('cmd')}']
  - name: '${IMG('skipped')}'
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: '${IMG('group')}'
spec:
  role: Node
  hooks:
  - name: '${SCRIPT('ighook')}'
    manifest: |
      ExecStart=${JS('ig')}
`;

test('markup and javascript: strings from a permalink are shown as text and never run', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const strayRequests: string[] = [];
  page.on('request', (r) => { if (/\/x$/.test(new URL(r.url()).pathname)) strayRequests.push(r.url()); });

  const link = encodeShareLink({ text: SPEC, kopsVersion: '1.36.0', unit: HOOK_NAME });
  if (!link.ok) throw new Error(link.message);
  await page.goto(`/${link.fragment}`);

  const group = page.getByRole('combobox', { name: 'Instance group' });
  await expect(group.getByRole('option').first()).toHaveText(new RegExp(`^${IMG('group').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const tabs = page.getByRole('tablist', { name: 'Unit files' }).getByRole('tab');
  await expect(tabs.filter({ hasText: HOOK_NAME })).toHaveCount(1);
  await tabs.filter({ hasText: HOOK_NAME }).click();
  const content = page.getByRole('region', { name: 'Unit file content' });
  await expect(content).toContainText(`Description=${IMG('desc')}`);
  await expect(content).toContainText(SCRIPT('manifest'));

  // The execContainer unit shows the image and command as text.
  await tabs.filter({ hasText: 'javascript' }).first().click();
  await expect(content).toContainText('<img src=x onerror=');

  // Problems: messages quote the names; open every rule's docs too.
  const problems = await showProblems(page);
  await expect(problems.getByRole('listitem').first()).toBeVisible();
  await expect(problems).toContainText('<img src=x onerror=');
  for (const about of await problems.getByRole('button', { name: /^About / }).all()) await about.click();

  // Toggles and their unit diff for the hook with the markup name.
  await showOutputView(page, 'Units');
  await tabs.filter({ hasText: HOOK_NAME }).click();
  await expect(page.locator('#toggles-heading')).toContainText(HOOK_NAME);
  await page.getByRole('checkbox', { name: 'useRawManifest' }).check();
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toBeChecked();

  // Copy as Markdown puts the strings on the clipboard as they are; nothing renders them.
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText('Markdown copied.')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(HOOK_NAME);

  // Nothing parsed the strings as HTML: no element from them, no flag, no request for "x".
  // (The built page has inline scripts of its own, by hash in the CSP: the first paint's, and its data blocks.)
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('script:not([src])')).filter((s) => (s.textContent ?? '').includes('__xss')).length)).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith('__xss')))).toEqual([]);
  expect(strayRequests).toEqual([]);
});
