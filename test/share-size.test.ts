import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import lz from 'lz-string';
import { encodeShareLink } from '../src/core/share/index.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';
/** The gallery (examples/*.yaml). */
const GALLERY = join(import.meta.dirname, '..', 'examples');
const TARGET = 0.45;

describe('link size', () => {
  it(`gallery links are at most ${TARGET} × lz-string's compressToEncodedURIComponent`, () => {
    const files = readdirSync(GALLERY).filter((f) => f.endsWith('.yaml')).sort();
    expect(files.length).toBeGreaterThan(0);
    let ours = 0;
    let theirs = 0;
    const rows: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(GALLERY, file), 'utf8');
      const link = encodeShareLink({ text, kopsVersion: NEWEST_KOPS_VERSION });
      if (!link.ok) throw new Error(`${file}: ${link.message}`);
      const lzLength = lz.compressToEncodedURIComponent(text).length;
      ours += link.fragment.length;
      theirs += lzLength;
      rows.push(`${file.padEnd(40)} ${String(text.length).padStart(6)} ${String(lzLength).padStart(6)} ${String(link.fragment.length).padStart(6)}  ${(link.fragment.length / lzLength).toFixed(3)}`);
    }
    const ratio = ours / theirs;
    console.log(
      [`${'file'.padEnd(40)} ${'text'.padStart(6)} ${'lz'.padStart(6)} ${'ours'.padStart(6)}  ratio`, ...rows, `gallery (${GALLERY}): ${ours} / ${theirs} characters = ${ratio.toFixed(3)} (target ≤ ${TARGET})`].join('\n'),
    );
    expect(ratio).toBeLessThanOrEqual(TARGET);
  });
});
