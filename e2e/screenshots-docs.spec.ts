import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { allowDocsHost, startDocsHost, type DocsHost } from './docs-host.ts';
import { docsPicture } from './helpers.ts';
import { cliLink } from './share-helpers.ts';

// Pictures for the README's "Live examples in your docs" and docs/screenshots/after/: every e2e run
// takes them (into test-results/), and `npm run screenshots` writes them over docs/screenshots/ to
// review in the diff. (Beside screenshots.spec.ts, so the two can change apart.)
test.describe.configure({ timeout: 180_000 });

const SCHEMES = ['light', 'dark'] as const;

let host: DocsHost;
test.beforeAll(async ({ baseURL }) => {
  host = await startDocsHost(baseURL ?? '');
});
test.afterAll(async () => host.close());

/** Everything on screen has settled: fonts, no pointer over a control, Monaco's scroll bars faded. */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

for (const scheme of SCHEMES) {
  test(`README: a MkDocs Material page with two live examples, ${scheme}`, async ({ page, context }) => {
    await allowDocsHost(context, host);
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto(`${host.url}mkdocs-material.html`);
    if (scheme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const frames = page.locator('iframe');
    await page.locator('.kops-hooks-embed').nth(1).scrollIntoViewIfNeeded();
    await expect(frames).toHaveCount(2);
    const first = page.frameLocator('iframe >> nth=0');
    const second = page.frameLocator('iframe >> nth=1');
    await expect(first.locator(`.monaco-editor.${scheme === 'dark' ? 'vs-dark' : 'vs'}`)).toBeVisible();
    await expect(second.getByRole('tab', { name: 'nvidia-driver.service' })).toBeVisible();
    // The whole page in the viewport: a full-page capture leaves out frames that sit below the fold.
    // The previews' heights follow the viewport's (the editor's scroll bars come and go): until they stand still.
    await expect.poll(async () => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1000, height });
      await page.waitForTimeout(500);
      return (await page.evaluate(() => document.documentElement.scrollHeight)) === height;
    }, { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    writeFileSync(docsPicture(`docs/screenshots/docs-live-examples-${scheme}.png`), await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  });

  test(`after: a read-only embed at 700×500, ${scheme}`, async ({ page, baseURL }) => {
    const spec = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: gpu-nodes\nspec:\n  role: Node\n  hooks:\n  - name: sysctl-tune.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      RemainAfterExit=yes\n      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144 net.core.somaxconn=32768\n  - name: nvidia-driver.service\n    execContainer:\n      image: nvidia/driver:550.54.15-ubuntu22.04\n';
    await page.setViewportSize({ width: 700, height: 500 });
    await page.setContent(`<!doctype html><body style="margin:0"><iframe title="kops hooks" src="${baseURL}?embed&readonly&theme=${scheme}${cliLink(spec)}" style="width:700px;height:500px;border:0;display:block"></iframe></body>`);
    await expect(page.frameLocator('iframe').getByRole('tab', { name: 'sysctl-tune.service' })).toBeVisible();
    await settled(page);
    writeFileSync(docsPicture(`docs/screenshots/after/${scheme}-readonly-embed-700x500.png`), await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  });
}
