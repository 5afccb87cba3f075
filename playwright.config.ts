import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the production build (`vite build` + `vite preview`), in Debian's
 * Chromium by default. CHROMIUM_PATH overrides the binary; set it to an empty string to use
 * Playwright's own downloaded browsers (e.g. on a laptop after `npx playwright install`).
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The dev server the `dev-server` project runs against; its own port so that it never meets `npm run dev`'s. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 5174);
/** Tests that need the dev server (`npm run dev`) rather than the production build. */
const DEV_SERVER_TESTS = '**/dev-server.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI runs two workers on a 2-core machine, where a Monaco widget or a drafts write can come
  // a moment after a 10 s expectation (two such flakes per full run here, never the same two).
  // One retry there; the list reporter still names every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: executablePath || undefined,
      // Without the background-networking flags, Chromium keeps dialling Google's hosts, which
      // this closed network refuses; --no-sandbox because CI runs as root.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Service workers are blocked except where a test asks for them (e2e/offline.spec.ts): a
    // worker would precache the whole build in every test and answer requests before page.route.
    { name: 'chromium', testIgnore: DEV_SERVER_TESTS, use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' } },
    // README's first command is `npm run dev`: the page must work there too, not only once built.
    {
      name: 'dev-server',
      testMatch: DEV_SERVER_TESTS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${DEV_PORT}/` },
    },
  ],
  webServer: [
    {
      command: `npm run build && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // --force: dependencies are pre-bundled from scratch, as on a fresh clone, so the test sees
      // what a new user sees (a dependency found late makes Vite reload the page).
      command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort --force`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
