import { test, expect } from './fixtures.ts';
import { storedDrafts } from './drafts-helpers.ts';
import { cliLink, decoded, TWO_GROUPS } from './share-helpers.ts';

declare global {
  interface Window {
    heights?: number[];
  }
}

test('embed mode in an iframe: posts its height, carries the view to the playground, accepts set-spec', async ({ page, baseURL }) => {
  const link = cliLink(TWO_GROUPS, ['--ig', 'batch', '--unit', 'cluster-wide.service']);
  await page.setContent(`<!doctype html><body>
    <script>window.heights = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'resize') window.heights.push(e.data.height); });</script>
    <iframe id="embed" title="kops hooks" src="${baseURL}?embed${link}" style="width: 1000px; height: 200px"></iframe></body>`);
  const frame = page.frameLocator('#embed');
  await expect(frame.getByRole('tab', { name: 'cluster-wide.service' })).toHaveAttribute('aria-selected', 'true');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.heights?.at(-1) ?? 0)).toBeGreaterThan(200);

  const open = frame.getByRole('link', { name: 'Open in playground' });
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).not.toContain('embed');
  expect(decoded(href)).toEqual({ text: TWO_GROUPS, kopsVersion: '1.36.2', group: 'batch', unit: 'cluster-wide.service' });

  const posted = 'hooks:\n- name: posted-by-parent.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/echo posted\n';
  await page.evaluate((text) => (document.getElementById('embed') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'set-spec', text }, '*'), posted);
  await expect(frame.getByRole('tab', { name: 'posted-by-parent.service' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Unit file content' })).toContainText('ExecStart=/bin/echo posted');
  await expect.poll(async () => decoded((await open.getAttribute('href')) ?? '').text).toBe(posted);
});

test("an embed opened on the playground's own origin never overwrites the visitor's draft", async ({ page }) => {
  await page.goto(`/?embed${cliLink(TWO_GROUPS)}`);
  await expect(page.getByRole('tab', { name: 'batch-only.service' }).or(page.getByRole('tab', { name: 'cluster-wide.service' })).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(await storedDrafts(page)).toEqual([]);
  await expect(page.getByText(/^Recent drafts/)).toHaveCount(0);
});

test('?embed&readonly shows the chosen unit, and the spec as read-only text folded under it', async ({ page }) => {
  const link = cliLink(TWO_GROUPS, ['--ig', 'batch']);
  await page.goto(`/?embed&readonly&unit=cluster-wide.service${link}`);
  await expect(page.getByRole('tab', { name: 'cluster-wide.service' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByText(/^Spec \(YAML, \d+ lines\)$/).click();
  expect(await page.getByRole('region', { name: 'Hook spec' }).locator('pre').textContent()).toBe(TWO_GROUPS);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  // Nothing in a read-only embed edits the spec: choosing a unit's hook shows no toggles.
  await page.getByRole('tab', { name: 'cluster-wide.service' }).click();
  await expect(page.getByRole('checkbox', { name: 'useRawManifest' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'useRawName' })).toHaveCount(0);
});
