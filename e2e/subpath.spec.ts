import { test, expect } from '@playwright/test';
import { serveStatic } from './static-server.ts';

// Documentation sites host the playground under a sub-path: every asset URL must be relative.
// This test uses its own server (another origin than the fixture's), so it blocks every request
// that leaves that server itself.
test('the build works when served from a sub-path', async ({ page }) => {
  const { url, server, misses } = await serveStatic('dist', '/docs/tools/kops-playground/');
  const origin = new URL(url).origin;
  const offOrigin: string[] = [];
  await page.context().route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith('data:') || u.startsWith('blob:') || new URL(u).origin === origin) return route.continue();
    offOrigin.push(u);
    return route.abort('blockedbyclient');
  });
  try {
    await page.goto(url);
    await expect(page).toHaveTitle('kops hook playground');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/kops hook playground/);
    await expect(page.getByRole('textbox', { name: 'Hook spec' })).toBeVisible();
    expect(misses).toEqual([]);
    expect(offOrigin).toEqual([]);
  } finally {
    server.close();
  }
});
