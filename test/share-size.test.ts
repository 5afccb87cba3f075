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

describe('link size of a comparison of two specs (issue 44)', () => {
  // Tag 12 carries the base just before the YAML, so deflate shares their lines. Exact lengths:
  // format v1, its dictionary and fflate's level 9 are frozen, so any change here is a change of format.
  const sizes = (basePath: string, textPath: string): number[] => {
    const base = readFileSync(join(import.meta.dirname, '..', basePath), 'utf8');
    const text = readFileSync(join(import.meta.dirname, '..', textPath), 'utf8');
    const side = { kopsVersion: '1.36.2' };
    return [
      { text, kopsVersion: '1.36.2' },
      { text: base, kopsVersion: '1.36.2' },
      { text, kopsVersion: '1.36.2', compare: { from: side, to: side, base }, view: 'compare' },
    ].map((state) => {
      const r = encodeShareLink(state);
      if (!r.ok) throw new Error(r.message);
      return r.fragment.length;
    });
  };

  it('keeps both specs for little more than the edited one alone', () => {
    // [the edited spec alone, the base alone, both in one comparison link]
    expect(sizes('examples/bases/16-issuer-migration-step-4.yaml', 'examples/16-issuer-migration-step-4.yaml')).toEqual([666, 423, 763]);
    expect(sizes('test/fixtures/spec-diff/node-hook/base.yaml', 'test/fixtures/spec-diff/node-hook/changed.yaml')).toEqual([304, 298, 355]);
  });
});
