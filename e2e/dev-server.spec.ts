import { test, expect } from './fixtures.ts';
import { openPlayground } from './helpers.ts';
import { expectSchemaCompletionAndHover } from './schema-checks.ts';

// Runs in the `dev-server` project (playwright.config.ts): `vite` with freshly pre-bundled
// dependencies, as after `npm ci && npm run dev`. Its first load bundles Monaco.
test.describe.configure({ timeout: 180_000 });

test('npm run dev: Monaco and monaco-yaml work, with no console error or warning and no reload', async ({ page }) => {
  const logged: string[] = [];
  // Workers' console messages arrive here too (monaco-yaml's worker threw "module is not defined").
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  let loads = 0;
  page.on('load', () => loads++);

  // The dev server serves Monaco as many modules and style sheets: slower than the build.
  await openPlayground(page, './', 90_000);
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  await expectSchemaCompletionAndHover(page);

  // A dependency that the pre-bundling missed makes Vite reload the page ("optimized dependencies changed").
  expect(loads).toBe(1);
  expect(logged).toEqual([]);
});

test('npm run dev serves embed.js and the hook schema at the addresses the build has', async ({ request }) => {
  const script = await request.get('./embed.js');
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(await script.text()).toMatch(/^\(function\(\)\{[\s\S]*data-kops-hooks[\s\S]*\}\)\(\);\s*$/);
  const schema = await request.get('./schema/kops-hooks.schema.json');
  expect(schema.ok()).toBe(true);
  expect(await schema.json()).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', title: 'kops hooks' });
});
