import { test as base, expect, type Page } from '@playwright/test';

/** What a test page did that it must not: requests to other origins, CSP violations, uncaught errors. */
export interface PageFaults {
  offOrigin: string[];
  cspViolations: string[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const ALLOWED_SCHEMES = ['data:', 'blob:', 'about:'];

/**
 * Every e2e test runs through this fixture: each request to another origin is aborted and
 * recorded, CSP violations and uncaught page errors are recorded, and the test fails at the end
 * if any happened. So "works offline, under the CSP, without errors" is checked by every test.
 */
export const test = base.extend<{ faults: PageFaults; allowPageErrors: (match: RegExp) => void }>({
  faults: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
      const faults: PageFaults = { offOrigin: [], cspViolations: [], pageErrors: [] };
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (ALLOWED_SCHEMES.some((s) => url.startsWith(s)) || new URL(url).origin === origin) return route.continue();
        faults.offOrigin.push(url);
        return route.abort('blockedbyclient');
      });
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      for (const page of context.pages()) watchPage(page, faults);
      context.on('page', (page) => watchPage(page, faults));
      await use(faults);
      for (const page of context.pages()) {
        const found = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        faults.cspViolations.push(...found);
      }
      expect.soft(faults.offOrigin, 'requests to other origins').toEqual([]);
      expect.soft(faults.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(faults.pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  allowPageErrors: async ({ faults }, use) => {
    const allowed: RegExp[] = [];
    await use((match) => allowed.push(match));
    faults.pageErrors = faults.pageErrors.filter((e) => !allowed.some((m) => m.test(e)));
  },
});

function watchPage(page: Page, faults: PageFaults): void {
  page.on('pageerror', (error) => faults.pageErrors.push(error.message));
}

export { expect };
