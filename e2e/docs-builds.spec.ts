import { createHash } from 'node:crypto';
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { docsBuilds, KOPS_MKDOCS_SETTINGS, needGenerators, type BuiltSite, type DocsBuilds } from './docs-build.ts';
import { decoded } from './share-helpers.ts';
import { analyze } from '../src/core/index.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';

// embed.js on docs sites that Debian's MkDocs (with kops's own Markdown extensions and theme:
// no attr_list, no md_in_html) and Hugo (its defaults) build in the test, served from a second
// origin: the two forms that need no site configuration, `{.yaml .kops-hooks}` and a
// `<kops-hooks-preview …>` line after a fence. e2e/docs-build.ts builds and serves them.

// CI installs the generators (.ci/run): there, a missing one fails the run instead of skipping it.
needGenerators((condition, reason) => test.skip(condition, reason));

const SWAP = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: docs.example.com\nspec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swapfile\n';
const NODE_TUNE = 'spec:\n  hooks:\n  - name: node-tune.service\n    roles: [Node]\n    manifest: |\n      Type=oneshot\n      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144\n';
const EXEC = 'hooks:\n- name: nvidia-driver.service\n  execContainer:\n    image: nvidia/driver:550\n';

const fence = (info: string, yaml: string): string => `\`\`\`${info}\n${yaml}\`\`\`\n`;

/** The page of both forms, as a kops docs author would write it: nothing but a fence's class and a raw HTML line. */
const hooksPage = (playground: string, script: boolean): string => `# Hooks

A swap unit, for the newest kops:

${fence('{.yaml .kops-hooks}', SWAP)}
The same unit, as kops 1.10 writes it:

${fence('yaml', SWAP)}<kops-hooks-preview data-kops-version="1.10.1"></kops-hooks-preview>

## Notes

${Array.from({ length: 40 }, (_, i) => `- Note ${i + 1} on swap units.`).join('\n')}

A hook for worker nodes only, read-only:

${fence('yaml', NODE_TUNE)}<kops-hooks-preview data-unit="node-tune.service" data-readonly></kops-hooks-preview>

A plain block stays as it is:

${fence('yaml', 'hooks: []\n')}
${script ? `<script src="${playground}embed.js" defer></script>\n` : ''}`;

const mkdocsYml = (extra = ''): string => `site_name: kops hooks docs\n${KOPS_MKDOCS_SETTINGS}${extra}`;

let builds: DocsBuilds;
let mkdocs: BuiltSite;
let instant: BuiltSite;
let hugo: BuiltSite;
test.beforeAll(async ({ baseURL }) => {
  const playground = baseURL ?? '';
  builds = docsBuilds();
  mkdocs = await builds.mkdocs('mkdocs', () => ({ 'mkdocs.yml': mkdocsYml(), 'docs/index.md': hooksPage(playground, true) }));
  // Material's instant navigation swaps the article without a reload: the script comes with the theme, once.
  instant = await builds.mkdocs('instant', (url) => ({
    // Material's instant navigation works only with the site's address.
    'mkdocs.yml': mkdocsYml(`site_url: ${url}\nextra_javascript:\n  - ${playground}embed.js\n`).replace('    - navigation.tabs\n', '    - navigation.tabs\n    - navigation.instant\n'),
    'docs/index.md': '# Welcome\n\nSee [the hooks](hooks.md).\n',
    'docs/hooks.md': `${hooksPage(playground, false)}\nBack to [the start](index.md).\n`,
  }));
  hugo = await builds.hugo('hugo', () => ({
    'hugo.toml': 'baseURL = "http://localhost/"\ntitle = "kops hooks docs"\n',
    // Hugo without a theme needs a page template: the site's own, which loads embed.js.
    'layouts/_default/single.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main><script src="${playground}embed.js" defer></script></body></html>\n`,
    // Goldmark's defaults drop raw HTML (a <kops-hooks-preview> line): the options go on the fence.
    'content/hooks.md': `---\ntitle: Hooks\n---\nA swap unit, for the newest kops:\n\n${fence('yaml {.kops-hooks}', SWAP)}\nAt kops 1.10, with line numbers:\n\n${fence('yaml {.kops-hooks data-kops-version="1.10.1" linenos=table}', SWAP)}\nAn exec hook on docker, with line numbers inline:\n\n${fence('yaml {.kops-hooks data-kops-version="1.22.0" data-runtime="docker" linenos=inline}', EXEC)}`,
  }));
});
test.afterAll(async () => builds?.close());

/** Lets the page reach the built sites; the MkDocs theme's web fonts are answered empty (no network at run time). */
async function allowSites(context: BrowserContext): Promise<void> {
  for (const site of [mkdocs, instant, hugo]) await context.route(`${site.url}**`, (route) => route.continue());
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
}
test.beforeEach(async ({ context }) => allowSites(context));

/** The page's nth preview (from 1), in page order. */
const preview = (page: Page, n: number): FrameLocator => page.frameLocator('iframe').nth(n - 1);
/** The colour scheme the nth preview (from 1) shows. */
async function themeOf(page: Page, n: number): Promise<string | undefined> {
  const frame = await (await page.locator('iframe').nth(n - 1).elementHandle())?.contentFrame();
  return frame?.evaluate(() => document.documentElement.dataset.theme);
}
const unitText = (frame: FrameLocator): Promise<string | null> => frame.getByRole('region', { name: 'Unit file content' }).locator('pre').textContent();

/** What nodeup writes for `text` at `kopsVersion`: the unit named `unit`, from the renderer the page runs. */
function rendered(text: string, kopsVersion: string, unit: string, runtime?: 'docker' | 'containerd'): string {
  const task = analyze(text, { kopsVersion, ...(runtime ? { runtime } : {}) }).groups.flatMap((g) => g.tasks).find((t) => t.unit === unit);
  if (!task?.definition) throw new Error(`no unit ${unit}`);
  return task.definition;
}

/** The three previews of the hooks page, each with its units for its version. */
async function expectHooksPage(page: Page): Promise<void> {
  const newest = preview(page, 1);
  await expect(newest.getByText(`kops ${NEWEST_KOPS_VERSION} · containerd`, { exact: true })).toBeVisible();
  await expect(newest.getByRole('tab', { name: 'swap1.swap', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => unitText(newest)).toBe(rendered(SWAP, NEWEST_KOPS_VERSION, 'swap1.swap'));
  const old = preview(page, 2);
  // kops 1.10 appends ".service" unless the name ends in .service or .timer (1.10.1:nodeup/pkg/model/hooks.go:99).
  await expect(old.getByText('kops 1.10.1 · docker', { exact: true })).toBeVisible();
  await expect(old.getByRole('tab', { name: 'swap1.swap.service' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => unitText(old)).toBe(rendered(SWAP, '1.10.1', 'swap1.swap.service'));
  await page.locator('.kops-hooks-embed').nth(2).scrollIntoViewIfNeeded();
  const node = preview(page, 3);
  // A roles: [Node] hook opens on the group that has its unit, not on control-plane nodes with none.
  await expect(node.getByRole('combobox', { name: 'Instance group' })).toHaveValue('Node');
  await expect(node.getByRole('tab', { name: 'node-tune.service' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => unitText(node)).toBe(rendered(NODE_TUNE, NEWEST_KOPS_VERSION, 'node-tune.service'));
  await expect(node.getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(3);
  // The plain block is left alone.
  await expect(page.getByText('hooks: []')).toBeVisible();
}

test('MkDocs with kops\'s extensions: a {.yaml .kops-hooks} block and a <kops-hooks-preview> after a plain block each show their units', async ({ page, baseURL }) => {
  // kops's own markup, as MkDocs wrote it: the class on the block's wrapper; the element in a <p> after it.
  expect(mkdocs.file('index.html')).toContain('<div class="kops-hooks highlight"><pre>');
  expect(mkdocs.file('index.html')).toMatch(/<\/code><\/pre><\/div>\n<kops-hooks-preview data-kops-version="1.10.1"><\/kops-hooks-preview><\/p>/);
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(mkdocs.url);
  await expectHooksPage(page);
  const links = page.getByRole('link', { name: 'Open in playground' });
  await expect(links).toHaveCount(3);
  await expect.poll(async () => decoded((await links.nth(0).getAttribute('href')) ?? '')).toEqual({ text: SWAP, kopsVersion: NEWEST_KOPS_VERSION });
  await expect.poll(async () => decoded((await links.nth(1).getAttribute('href')) ?? '')).toEqual({ text: SWAP, kopsVersion: '1.10.1' });
  await expect.poll(async () => decoded((await links.nth(2).getAttribute('href')) ?? '')).toEqual({ text: NODE_TUNE, kopsVersion: NEWEST_KOPS_VERSION, unit: 'node-tune.service' });
  expect((await links.nth(0).getAttribute('href'))?.startsWith(`${baseURL}#v1.`)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the MkDocs page shows its blocks, and a <kops-hooks-preview> takes no room', async ({ page }) => {
    await page.goto(mkdocs.url);
    await expect(page.getByText('What=/swapfile')).toHaveCount(2);
    const boxes = await page.locator('kops-hooks-preview').evaluateAll((els) => els.map((el) => [el.textContent, el.getBoundingClientRect().width, el.getBoundingClientRect().height]));
    expect(boxes).toEqual([['', 0, 0], ['', 0, 0]]);
  });
});

test('MkDocs with kops\'s palette: the previews follow its light/dark toggle live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(mkdocs.url);
  await expect(preview(page, 2).getByText('kops 1.10.1 · docker')).toBeVisible();
  const themes = () => Promise.all([1, 2].map((n) => themeOf(page, n)));
  // kops's palette opens on "automatic", which Material 8.2 shows light.
  await expect(page.locator('body')).toHaveAttribute('data-md-color-scheme', '');
  await expect.poll(themes).toEqual(['light', 'light']);
  // Material's toggle: one button on screen at a time, which moves to the next palette. (Material
  // 8.2 steps through kops's three palettes, written for Material 9, in its own order: each click is
  // checked by the scheme it sets on the body.)
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const before = await page.locator('body').getAttribute('data-md-color-scheme');
    await page.locator('[data-md-component="palette"] label:visible').click();
    await expect(page.locator('body')).not.toHaveAttribute('data-md-color-scheme', before ?? '');
    const scheme = (await page.locator('body').getAttribute('data-md-color-scheme')) ?? '';
    seen.push(scheme);
    // slate is Material's dark scheme. "" is what Material 8.2 makes of kops's "automatic" palette
    // (a Material 9 setting): it shows its light colours, whatever the system's.
    const expected = scheme === 'slate' ? 'dark' : 'light';
    await expect.poll(themes).toEqual([expected, expected]);
  }
  expect(seen.toSorted()).toEqual(['', 'default', 'slate']);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  expect(await page.locator('body').getAttribute('data-md-color-scheme')).toBe('');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await themes()).toEqual(['light', 'light']);
});

test('MkDocs: a preview loads only when its block scrolls near', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${baseURL}?embed`)) requested.push(r.url());
  });
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(mkdocs.url);
  await expect(preview(page, 1).getByRole('tab', { name: 'swap1.swap', exact: true })).toBeVisible();
  await expect(page.locator('.kops-hooks-embed')).toHaveCount(3);
  // The third block is 40 notes further down: no frame, nothing asked for.
  await page.waitForTimeout(500);
  expect(await page.locator('iframe').count()).toBe(2);
  expect(requested).toHaveLength(2);
  await page.locator('.kops-hooks-embed').nth(2).scrollIntoViewIfNeeded();
  await expect(preview(page, 3).getByRole('tab', { name: 'node-tune.service' })).toBeVisible();
  expect(requested).toHaveLength(3);
});

test('MkDocs under a strict Content-Security-Policy: the playground needs only script-src and frame-src', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  // The theme's own inline scripts, by hash; nothing of ours is inline.
  const hashes = (tag: string): string[] => [...mkdocs.file('index.html').matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
  const inline = hashes('script');
  // The font settings' <style>.
  const styles = hashes('style');
  expect([inline.length, styles.length]).toEqual([2, 1]);
  mkdocs.headers.set('index.html', {
    'content-security-policy': `default-src 'self'; script-src 'self' ${inline.join(' ')} ${origin}; frame-src ${origin}; style-src 'self' ${styles.join(' ')} https://fonts.googleapis.com; font-src 'self' https://fonts.gstatic.com; img-src 'self' data:`,
  });
  try {
    await page.setViewportSize({ width: 1000, height: 2400 });
    await page.goto(mkdocs.url);
    await expectHooksPage(page);
    // The fixture fails the test on any securitypolicyviolation in the page.
  } finally {
    mkdocs.headers.delete('index.html');
  }
});

test('MkDocs Material\'s instant navigation: a page brought in without a reload gets its previews, and leaving it takes them away', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(instant.url);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'the hooks' }).click();
  await expect(page.getByRole('heading', { name: 'Hooks ¶', level: 1 })).toBeVisible();
  await expectHooksPage(page);
  await page.getByRole('link', { name: 'the start' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: 'the hooks' }).click();
  await expectHooksPage(page);
  // One document all along: Material swapped the article, embed.js was loaded once.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('Hugo with its defaults: {.kops-hooks} fences, options as attributes, line numbers left out, the system\'s scheme followed', async ({ page }) => {
  // Hugo's markup: the class and the attributes on the wrapper, raw HTML dropped by default.
  expect(hugo.file('hooks/index.html')).toContain('<div class="highlight kops-hooks" data-kops-version="1.10.1">');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(`${hugo.url}hooks/`);
  const newest = preview(page, 1);
  await expect(newest.getByText(`kops ${NEWEST_KOPS_VERSION} · containerd`, { exact: true })).toBeVisible();
  await expect.poll(() => unitText(newest)).toBe(rendered(SWAP, NEWEST_KOPS_VERSION, 'swap1.swap'));
  const old = preview(page, 2);
  await expect(old.getByRole('tab', { name: 'swap1.swap.service' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => unitText(old)).toBe(rendered(SWAP, '1.10.1', 'swap1.swap.service'));
  const exec = preview(page, 3);
  await expect(exec.getByText('kops 1.22.0 · docker', { exact: true })).toBeVisible();
  await expect.poll(() => unitText(exec)).toBe(rendered(EXEC, '1.22.0', 'nvidia-driver.service', 'docker'));
  const links = page.getByRole('link', { name: 'Open in playground' });
  await expect.poll(async () => decoded((await links.nth(1).getAttribute('href')) ?? '')).toEqual({ text: SWAP, kopsVersion: '1.10.1' });
  await expect.poll(async () => decoded((await links.nth(2).getAttribute('href')) ?? '')).toEqual({ text: EXEC, kopsVersion: '1.22.0', runtime: 'docker' });
  const scheme = () => themeOf(page, 1);
  await expect.poll(scheme).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(scheme).toBe('light');
});
