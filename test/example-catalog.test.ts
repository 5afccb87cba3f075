import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, loadExample } from '../src/ui/examples/catalog.ts';
import { DEFAULT_EXAMPLE_TEXT } from '../src/ui/examples/default-example.ts';
import { exampleHeader } from '../src/ui/examples/example-header.ts';
import { textFingerprint } from '../src/ui/examples/example-meta.ts';
import { EXAMPLE_TEXTS } from '../src/ui/examples/example-texts.ts';
import { isOwnWork } from '../src/ui/drafts/own-work.ts';

// The page's entry carries each example's meta (scripts/vite-example-meta.ts), not its text.
const files = readdirSync('examples').filter((f) => f.endsWith('.yaml')).sort();
const onDisk = (id: string): string => readFileSync(`examples/${id}.yaml`, 'utf8');

describe('the gallery without its texts', () => {
  it('lists every file of examples/, in file name order, with the header, length and fingerprint of the file on disk', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(files.map((f) => f.replace(/\.yaml$/, '')));
    for (const e of EXAMPLES) {
      const text = onDisk(e.id);
      const { source: _, ...header } = exampleHeader(text, e.id);
      expect(e, e.id).toEqual({ id: e.id, ...header, length: text.length, fingerprint: textFingerprint(text) });
      expect(EXAMPLE_TEXTS.get(e.id), e.id).toBe(text);
    }
  });

  it('shows the first example on a first visit', () => {
    expect(DEFAULT_EXAMPLE_TEXT).toBe(onDisk(files[0]!.replace(/\.yaml$/, '')));
  });

  it('loads an example with its text; an unknown id is undefined', async () => {
    expect(await loadExample('07-timer')).toEqual({ ...EXAMPLES.find((e) => e.id === '07-timer'), text: onDisk('07-timer') });
    expect(await loadExample('no-such-example')).toBeUndefined();
  });

  it('tells an example as shipped from a person\'s own work by length and fingerprint alone', () => {
    for (const e of EXAMPLES) {
      const text = onDisk(e.id);
      expect(isOwnWork(text), e.id).toBe(false);
      // One character changed (same length), one added, one removed: own work.
      expect(isOwnWork(text.replace(/hooks:/, 'hookz:')), e.id).toBe(true);
      expect(isOwnWork(`${text}#`), e.id).toBe(true);
      expect(isOwnWork(text.slice(0, -1)), e.id).toBe(true);
    }
    expect(isOwnWork('')).toBe(false);
    expect(isOwnWork(' \n\t')).toBe(false);
  });

  it('fingerprints text as FNV-1a over UTF-16 code units', () => {
    // Published FNV-1a 32-bit test vectors (ASCII, one code unit per byte).
    expect(textFingerprint('')).toBe(0x811c9dc5);
    expect(textFingerprint('a')).toBe(0xe40c292c);
    expect(textFingerprint('foobar')).toBe(0xbf9cf968);
  });
});
