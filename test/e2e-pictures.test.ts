import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An e2e run leaves the checkout as it was: a picture for the README goes through `docsPicture`
 * (e2e/helpers.ts), which writes into test-results/ unless `npm run screenshots` asks for
 * docs/screenshots/. A spec that names a tracked path itself rewrote ten PNGs on every run (found
 * by `npm test` in a bare clone, then again when a merge brought a new picture), so each spec's
 * screenshot and file writes are checked here, where a slip costs a second, not an e2e run.
 */
const E2E = join(import.meta.dirname, '..', 'e2e');

/** `line: text` of each screenshot path or file written in `source` that does not go through docsPicture. */
export function picturesOutsideResults(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((text, i) => {
    const writes = [...(text.includes('screenshot(') ? text.matchAll(/\bpath:\s*([^,}]+)/g) : []), ...text.matchAll(/writeFileSync\(\s*([^,]+)/g)];
    for (const [, target = ''] of writes) if (!/^(docsPicture|test\.info\(\)\.outputPath)\(/.test(target.trim())) found.push(`${i + 1}: ${text.trim()}`);
  });
  return found;
}

describe('e2e pictures stay out of the checkout unless asked', () => {
  it('finds a picture written over docs/screenshots/ (the check can fail)', () => {
    const spec = [
      "await page.screenshot({ path: 'docs/screenshots/x.png', animations: 'disabled' });",
      "writeFileSync('docs/screenshots/y.png', png);",
      "await page.screenshot({ path: docsPicture('docs/screenshots/z.png') });",
      "writeFileSync(docsPicture(path), png);",
      "await page.screenshot({ path: test.info().outputPath('w.png') });",
    ].join('\n');
    expect(picturesOutsideResults(spec)).toEqual([
      "1: await page.screenshot({ path: 'docs/screenshots/x.png', animations: 'disabled' });",
      "2: writeFileSync('docs/screenshots/y.png', png);",
    ]);
  });

  for (const file of readdirSync(E2E).filter((f) => f.endsWith('.ts') && f !== 'helpers.ts').sort()) {
    it(`e2e/${file}`, () => {
      expect(picturesOutsideResults(readFileSync(join(E2E, file), 'utf8'))).toEqual([]);
    });
  }
});

describe('npm run screenshots retakes every README picture', () => {
  // A spec that takes a docs picture but is missing from the script leaves its picture stale for
  // ever: the phone tab-count picture was in versions-and-views.spec.ts, which the script skipped.
  const script = (JSON.parse(readFileSync(join(E2E, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['screenshots'] ?? '';
  const specs = readdirSync(E2E).filter((f) => f.endsWith('.spec.ts') && readFileSync(join(E2E, f), 'utf8').includes('docsPicture(')).sort();

  it('names at least the spec of the README\'s own pictures (the check can fail)', () => {
    expect(specs).toContain('screenshots.spec.ts');
  });

  for (const spec of specs) {
    it(`runs e2e/${spec}`, () => {
      expect(script.split(/\s+/)).toContain(`e2e/${spec}`);
    });
  }
});
