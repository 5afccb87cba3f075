import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeShareLink, encodeShareLink, type ShareState } from '../src/core/share/index.ts';
import { DICTIONARY_V1 } from '../src/core/share/dictionary-v1.ts';

interface FrozenLink {
  name: string;
  link: string;
  state: ShareState;
}

/** Links made with format v1 when it shipped. Never edit an entry; add new ones. */
const FROZEN_V1 = JSON.parse(readFileSync(new URL('./fixtures/links-v1.json', import.meta.url), 'utf8')) as FrozenLink[];

describe('format v1 is frozen', () => {
  it('the v1 dictionary bytes never change (every v1 link needs them)', () => {
    const bytes = new TextEncoder().encode(DICTIONARY_V1);
    expect(bytes.length).toBe(8474);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe('6b076788c839033e0e33f7958d24e8a94da1c7ae59ab31557dd19a9baef7a73a');
  });

  it.each(FROZEN_V1.map((c) => [c.name, c] as const))('decodes the shipped link: %s', (_name, frozen) => {
    expect(decodeShareLink(frozen.link)).toEqual({ ok: true, version: 1, state: frozen.state });
  });

  it.each(FROZEN_V1.map((c) => [c.name, c] as const))('still writes the same link for the same state: %s', (_name, frozen) => {
    // A failure here after an fflate upgrade means new links differ from old ones for the same
    // state (old links still decode, see above); keep links stable or ship a new format version.
    expect(encodeShareLink(frozen.state)).toEqual({ ok: true, fragment: frozen.link });
  });
});
