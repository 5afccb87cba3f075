/**
 * Renders the app icons in public/ from public/favicon.svg, with the Chromium the e2e tests use
 * (nothing is downloaded):
 *
 *   node bin/run-ts.mjs scripts/gen-icons.ts
 *
 * - icon-192.png, icon-512.png: the mark as drawn (purpose "any");
 * - icon-maskable-512.png: the mark at 70 % on a full-bleed blue square, so that the circle or
 *   squircle a launcher cuts keeps it whole (the maskable safe zone is the central 80 % circle).
 * The PNGs are committed; test/app-icons.test.ts checks their sizes and the manifest's list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SVG = readFileSync('public/favicon.svg', 'utf8');
const BLUE = '#326ce5';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

const page = (size: number, maskable: boolean): string => `<!doctype html><html><body style="margin:0;background:${maskable ? BLUE : 'transparent'}">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
    <div style="width:${maskable ? 70 : 100}%;height:${maskable ? 70 : 100}%">${SVG.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  </div></body></html>`;

const browser = await chromium.launch({ executablePath: executablePath || undefined, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [file, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]] as const) {
    const tab = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await tab.setContent(page(size, maskable));
    await tab.screenshot({ path: `public/${file}`, omitBackground: !maskable });
    await tab.close();
    process.stdout.write(`public/${file} (${size}×${size}${maskable ? ', maskable' : ''})\n`);
  }
} finally {
  await browser.close();
}
