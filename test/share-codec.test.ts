import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeShareLink, encodeShareLink, MAX_FRAGMENT_CHARS, type ShareState } from '../src/core/share/index.ts';
import { utf8Decode, utf8Encode } from '../src/core/utf8.ts';

/** What a UTF-8 round trip does to a string: each lone surrogate becomes U+FFFD. */
const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const versions = fc.oneof(fc.constantFrom('1.36', '1.10.1', 'v1.29.0', '1.22', '1.8', 'proposal'), fc.string({ maxLength: 20 }));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const states: fc.Arbitrary<ShareState> = fc
  .record({
    text: fc.string({ unit: 'grapheme', maxLength: 400 }),
    kopsVersion: versions,
    runtime: optional(fc.constantFrom('docker', 'containerd')),
    proposal: optional(fc.constant(true)),
    distro: optional(fc.constantFrom('debian', 'rhel', 'flatcar', 'cos')),
    group: optional(fc.string({ unit: 'grapheme', maxLength: 40 })),
    unit: optional(fc.string({ unit: 'grapheme', maxLength: 40 })),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as unknown as ShareState);

function roundTrip(state: ShareState): ShareState {
  const encoded = encodeShareLink(state);
  if (!encoded.ok) throw new Error(encoded.message);
  const decoded = decodeShareLink(encoded.fragment);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.state;
}

describe('permalink codec', () => {
  it('round-trips any state (full Unicode text, versions, runtimes, group, unit)', () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(roundTrip(state)).toEqual(state);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips arbitrary UTF-16 text; lone surrogates come back as U+FFFD, like any UTF-8 file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(roundTrip({ text, kopsVersion: '1.36' }).text).toBe(wellFormed(text));
      }),
      { numRuns: 2000 },
    );
    expect(roundTrip({ text: 'a\uD800b\uDC00', kopsVersion: '1.36' }).text).toBe('a\uFFFDb\uFFFD');
  });

  it('is deterministic: the same state gives the same link, and text equal after UTF-8 gives the same link', () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(encodeShareLink(state)).toEqual(encodeShareLink(structuredClone(state)));
        expect(encodeShareLink({ ...state, text: state.text + '\uD800' })).toEqual(encodeShareLink({ ...state, text: state.text + '\uFFFD' }));
      }),
      { numRuns: 300 },
    );
  });

  it('writes #v1. followed by base64url without padding', () => {
    fc.assert(
      fc.property(states, (state) => {
        const encoded = encodeShareLink(state);
        expect(encoded.ok && encoded.fragment).toMatch(/^#v1\.[A-Za-z0-9_-]+$/);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts a whole URL, a fragment with or without "#", and links wrapped over lines', () => {
    const encoded = encodeShareLink({ text: 'hooks: []\n', kopsVersion: '1.36', runtime: 'containerd' });
    if (!encoded.ok) throw new Error(encoded.message);
    const body = encoded.fragment.slice(1);
    for (const input of [`https://x.example/p/?embed#${body}`, `#${body}`, body, `${body.slice(0, 10)}\n  ${body.slice(10)}\n`]) {
      expect(decodeShareLink(input)).toEqual({ ok: true, version: 1, state: { text: 'hooks: []\n', kopsVersion: '1.36', runtime: 'containerd' } });
    }
  });

  it('refuses to make a link it could not open again', () => {
    // Random text barely compresses: ~1.4 MB of it cannot fit in 64 Ki characters.
    let seed = 7;
    const next = (): number => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), (seed >>> 0) % 90);
    const noise = Array.from({ length: 120_000 }, () => String.fromCharCode(33 + next())).join('');
    expect(encodeShareLink({ text: noise, kopsVersion: '1.36' })).toMatchObject({ ok: false, code: 'too-long' });
    expect(encodeShareLink({ text: 'a'.repeat(1_048_577), kopsVersion: '1.36' })).toMatchObject({ ok: false, code: 'too-large' });
    const fits = encodeShareLink({ text: 'a'.repeat(1_000_000), kopsVersion: '1.36' });
    expect(fits.ok && fits.fragment.length).toBeLessThan(MAX_FRAGMENT_CHARS);
  });
});

describe('utf8', () => {
  it('matches TextEncoder/TextDecoder on well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const bytes = utf8Encode(text);
        expect(bytes).toEqual(new TextEncoder().encode(text));
        expect(utf8Decode(bytes)).toBe(wellFormed(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects what a strict decoder rejects', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        let strict: string | undefined;
        try {
          strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        } catch {
          strict = undefined;
        }
        expect(utf8Decode(bytes)).toBe(strict);
      }),
      { numRuns: 5000 },
    );
  });
});
