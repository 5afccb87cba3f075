import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test as plain, expect as plainExpect, type Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { focusEditor, savedText, unitContent, waitForMonaco } from './helpers.ts';
import { serveStatic } from './static-server.ts';

// The installable app and its offline copy (scripts/vite-pwa.ts). Service workers are blocked in
// the other e2e tests (playwright.config.ts); these allow them.
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });
plain.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page (the first one claims it once it has precached the build). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 120_000 });
}

/** Every file of the build, as served (relative to dist/). */
function builtFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? builtFiles(join(dir, e.name)) : [relative('dist', join(dir, e.name))]));
}

test('the precache lists every file of the build as served, each with the hash of its final bytes', async ({ request }) => {
  const sw = await (await request.get('sw.js')).text();
  const listed = new Map([...sw.matchAll(/\{url:"([^"]+)",revision:"([0-9a-f]{32})"\}/g)].map((m) => [m[1]!, m[2]!]));
  // The worker itself, Workbox's runtime and the examples' prerendered first views
  // (scripts/vite-prerender.ts) are not precached; everything else is, once.
  const expected = builtFiles().filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.startsWith('first-paint/')).sort();
  expect(builtFiles().filter((f) => f.startsWith('first-paint/'))).toHaveLength(17 * 4);
  expect([...listed.keys()].sort()).toEqual(expected);
  expect([...sw.matchAll(/\{url:"/g)].length).toBe(expected.length);
  // The entry runs as a classic script rewritten after bundling (scripts/vite-classic-entry.ts):
  // its revision must be that of the rewritten file, not of the module it came from.
  expect(expected.some((f) => /^assets\/index-classic-[\w-]{8}\.js$/.test(f))).toBe(true);
  for (const [file, revision] of listed) expect(revision, file).toBe(createHash('md5').update(readFileSync(join('dist', file))).digest('hex'));
});

test('the page links a web app manifest with relative start_url and scope, a name, colours and icons', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('./manifest.webmanifest');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  const manifest = await (await request.get(href!)).json() as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'kops hook playground', short_name: 'kops hooks', start_url: './', scope: './', display: 'standalone', theme_color: '#326ce5', background_color: '#ffffff' });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
    'icon-192.png 192x192 any', 'icon-512.png 512x512 any', 'icon-maskable-512.png 512x512 maskable', 'favicon.svg any any',
  ]);
  for (const icon of icons) plainExpect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

plain('Chromium finds the app installable, with no manifest error', async ({ playwright, launchOptions, baseURL }) => {
  // A profile on disk: Chromium offers no install in the incognito contexts tests normally get.
  const profile = mkdtempSync(join(tmpdir(), 'kops-hooks-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  const origin = new URL(baseURL!).origin;
  const offOrigin: string[] = [];
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith('data:') || u.startsWith('blob:') || new URL(u).origin === origin) return route.continue();
    offOrigin.push(u);
    return route.abort('blockedbyclient');
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('./');
    await plainExpect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    plainExpect(errors.map((e) => e.message)).toEqual([]);
    // What the browser's own "Install app" checks: an empty list means the install is offered.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    plainExpect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    plainExpect(offOrigin).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit, the page reloads offline: units, Monaco and the draft', async ({ page, context }) => {
  await page.goto('./');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await controlled(page);
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('# written before going offline\n');
  await expect.poll(() => savedText(page)).toContain('# written before going offline');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await expect(unitContent(page)).toContainText('Description=Kops Hook swap1.swap');
  await waitForMonaco(page);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('# written before going offline');
  // A gallery address works offline too (navigations are answered with the cached page).
  await page.goto('./?example=07-timer');
  await expect(page.getByRole('tab', { name: /\.timer$/ }).first()).toBeVisible();
  await context.setOffline(false);
});

plain('a new version offers "Reload to update", and reloading keeps the last keystrokes', async ({ page }) => {
  // Its own server, under a sub-path, so that the test can publish a new service worker.
  let version = 1;
  const { url, server } = await serveStatic('dist', '/docs/playground/', (file, body) =>
    (file === 'sw.js' && version > 1 ? Buffer.concat([body, Buffer.from(`\n// version ${version}\n`)]) : body));
  const origin = new URL(url).origin;
  await page.context().route('**/*', (route) => {
    const u = route.request().url();
    return u.startsWith('data:') || u.startsWith('blob:') || new URL(u).origin === origin ? route.continue() : route.abort('blockedbyclient');
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(url);
    await controlled(page);
    await plainExpect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    plainExpect(scope).toBe(url);

    version = 2;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await plainExpect(reload).toBeVisible({ timeout: 60_000 });
    await plainExpect(page.getByRole('status').filter({ has: reload })).toContainText('Your draft is kept.');

    // Type, then update at once: the draft's autosave (300 ms) has not run yet.
    await waitForMonaco(page);
    await focusEditor(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('# the last keystrokes\n');
    await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), reload.click()]);
    await plainExpect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
    await plainExpect.poll(() => savedText(page)).toMatch(/^# the last keystrokes\n/);
    await waitForMonaco(page);
    await plainExpect(page.locator('.monaco-editor .view-lines')).toContainText('# the last keystrokes');
    await plainExpect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
    plainExpect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    plainExpect(errors).toEqual([]);
  } finally {
    server.close();
  }
});
