import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures.ts';

// The first-paint budget: the page's entry (the scripts index.html loads: React, the YAML parser,
// the renderer) stays within 151 KiB and 192 bytes gzipped (level 9, as `npm run bench` reports bundles). Code
// a first paint does not need loads later: the permalink codec (share/share-codec.ts), the zip
// writer, compare mode, Boot order, lint, Monaco. It was 150 KiB until the work on typing in
// large specs (the incremental lint's bookkeeping, the planner's shared unit parts, lint replies
// sent as changes, a first keystroke readied in idle time) added about 750 bytes gzipped. The
// 128 bytes past 151 KiB hold the toolbar rendered only when what it shows changes, and the unit's
// line counted without indexing the whole text: 1.7 ms less work per keystroke at 1,000 hooks.
// The next 64 hold the autosave's guard against a newer build's record (54 bytes: 154,725 →
// 154,779): an old tab never writes over it, saves its text as a new draft and says so. That runs
// in the autosave itself, which is in the entry, and the entry had 27 bytes to spare.
const BUDGET_GZIP_BYTES = 154_816;

test(`the page's entry is at most ${BUDGET_GZIP_BYTES.toLocaleString('en-US')} bytes of gzipped JavaScript`, async ({ page }) => {
  const html = await (await page.request.get('./')).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  // One classic script, nothing preloaded beside it (scripts/vite-classic-entry.ts).
  expect(scripts.map((s) => s.replace(/-[\w-]{8}\.js$/, '.js'))).toEqual(['./assets/index-classic.js']);
  const sizes = await Promise.all(scripts.map(async (src) => gzipSync(await (await page.request.get(src)).body(), { level: 9 }).length));
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`first-paint JavaScript: ${total} bytes gzipped (${scripts.join(', ')})`);
  expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
