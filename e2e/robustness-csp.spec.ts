import { test, expect } from './fixtures.ts';
import { createHash } from 'node:crypto';
import { CSP } from '../scripts/vite-csp.ts';

// Issue 8, Content-Security-Policy: the built page (what `vite build` wrote to dist/index.html,
// served by `vite preview`) carries the strict policy as the first thing in <head>, and loads
// nothing from elsewhere. The fixture fails every e2e test on a CSP violation.

const unescapeHtml = (s: string): string => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

test('the built index.html ships the strict CSP meta before any script, and only same-origin assets', async ({ request, page }) => {
  const html = await (await request.get('/')).text();
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/g)];
  expect(metas).toHaveLength(1);
  const policy = unescapeHtml(metas[0]?.[1] ?? '');
  // Two inline scripts, the first paint's (scripts/vite-prerender.ts: one at the top of the head,
  // one after #root), each allowed by its hash alone; the prerendered markup's data blocks are never run.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(inline).toHaveLength(2);
  const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  expect(policy).toBe(CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`));
  const directives = new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name ?? '', values]));
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'", ...hashes]);
  expect(policy).not.toMatch(/unsafe-eval|https?:|\*|\/\//);
  // The policy must come before anything it governs.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  // No other inline script (script-src would block it) and no remote asset.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual(['<script>', ...Array.from({ length: 3 }, (_, i) => `<script type="text/x-first-paint" id="first-paint-${i}">`), '<script>']);
  for (const [, url] of html.matchAll(/\b(?:src|href)="([^"]*)"/g)) expect(url).not.toMatch(/^(?:[a-z]+:)?\/\//i);

  // The browser applies it: an inline script injected at run time is refused and reported.
  await page.goto('/');
  const blocked = await page.evaluate(() => new Promise<string>((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
    setTimeout(() => resolve('no violation'), 2_000);
  }));
  expect(blocked).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan ?? false)).toBe(false);
  // That violation was provoked on purpose: clear it so that the fixture checks only the app's own.
  await page.evaluate(() => { window.__cspViolations = []; });
});
