import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { docsBuilds, KOPS_MKDOCS_SETTINGS, needGenerators, type BuiltSite, type DocsBuilds } from './docs-build.ts';
import { docsPicture } from './helpers.ts';
import { cliLink } from './share-helpers.ts';

// Pictures for the README's "Live examples in your docs" and docs/screenshots/after/: every e2e run
// takes them (into test-results/), and `npm run screenshots` writes them over docs/screenshots/ to
// review in the diff. (Beside screenshots.spec.ts, so the two can change apart.)
test.describe.configure({ timeout: 180_000 });

const SCHEMES = ['light', 'dark'] as const;

const SWAP = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: docs.example.com\nspec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swapfile\n';

/** The README's page, built by MkDocs with kops's settings (e2e/docs-build.ts): the two forms that need no site config. */
const PAGE = (playground: string): string => `# Hooks

A swap unit, for the newest kops:

\`\`\`{.yaml .kops-hooks}
${SWAP}\`\`\`

The same unit as kops 1.10 writes it, read-only:

\`\`\`yaml
${SWAP}\`\`\`
<kops-hooks-preview data-kops-version="1.10.1" data-readonly></kops-hooks-preview>

<script src="${playground}embed.js" defer></script>
`;

let builds: DocsBuilds | undefined;
let site: BuiltSite | undefined;
test.afterAll(async () => builds?.close());

/** Everything on screen has settled: fonts, no pointer over a control, Monaco's scroll bars faded. */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

for (const scheme of SCHEMES) {
  test(`README: a page MkDocs built with kops's settings, with two live examples, ${scheme}`, async ({ page, context, baseURL }) => {
    needGenerators((condition, reason) => test.skip(condition, reason));
    builds ??= docsBuilds();
    site ??= await builds.mkdocs('readme', () => ({ 'mkdocs.yml': `site_name: kops hooks docs\n${KOPS_MKDOCS_SETTINGS}`, 'docs/index.md': PAGE(baseURL ?? '') }));
    await context.route(`${site.url}**`, (route) => route.continue());
    await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto(site.url);
    // Material's palette toggle, until the page is in its dark scheme (slate).
    for (let i = 0; scheme === 'dark' && i < 3 && (await page.locator('body').getAttribute('data-md-color-scheme')) !== 'slate'; i++) {
      await page.locator('[data-md-component="palette"] label:visible').click();
    }
    const frames = page.locator('iframe');
    await page.locator('.kops-hooks-embed').nth(1).scrollIntoViewIfNeeded();
    await expect(frames).toHaveCount(2);
    const first = page.frameLocator('iframe >> nth=0');
    const second = page.frameLocator('iframe >> nth=1');
    await expect(first.locator(`.monaco-editor.${scheme === 'dark' ? 'vs-dark' : 'vs'}`)).toBeVisible();
    await expect(second.getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
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
