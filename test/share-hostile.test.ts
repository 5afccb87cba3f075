import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { decodeShareLink, encodeShareLink } from '../src/core/share/index.ts';
import { base64urlEncode } from '../src/core/share/base64url.ts';
import { crc32 } from '../src/core/share/crc32.ts';
import { DICTIONARY_V1 } from '../src/core/share/dictionary-v1.ts';

/** A v1 link around any payload bytes, with a correct checksum unless told otherwise. */
function forge(payload: Uint8Array, crc = crc32(payload)): string {
  const packed = deflateSync(payload, { level: 9, dictionary: new TextEncoder().encode(DICTIONARY_V1) });
  const out = new Uint8Array(4 + packed.length);
  new DataView(out.buffer).setUint32(0, crc);
  out.set(packed, 4);
  return `#v1.${base64urlEncode(out)}`;
}

const good = (() => {
  const encoded = encodeShareLink({ text: 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\n', kopsVersion: '1.36', runtime: 'containerd' });
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.fragment;
})();

const codeOf = (input: string): string => {
  const result = decodeShareLink(input);
  return result.ok ? 'ok' : result.code;
};

describe('hostile links', () => {
  it('bad base64: names the character and its position', () => {
    expect(decodeShareLink(`${good.slice(0, 12)}%${good.slice(13)}`)).toEqual({
      ok: false,
      code: 'bad-base64',
      message: 'This link is damaged: it contains "%" at position 9 of its data, which a permalink never contains. Copy the whole link again from where it was shared.',
    });
    expect(codeOf('#v1.abc=')).toBe('bad-base64');
    expect(codeOf('#v1.ab+/')).toBe('bad-base64');
  });

  it('truncated: every proper prefix of a link is refused, never decoded to something else', () => {
    for (let cut = 4; cut < good.length; cut++) {
      expect([codeOf(good.slice(0, cut))], `cut at ${cut}`).toContainEqual(expect.stringMatching(/^(truncated|corrupt)$/));
    }
    expect(decodeShareLink(good.slice(0, -6))).toEqual({
      ok: false,
      code: 'truncated',
      message: 'This link is incomplete: its data ends before the spec does, so it was probably cut off when it was copied. Copy the whole link again from where it was shared.',
    });
  });

  it('corrupt: any single changed character is detected', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 4; i < good.length - 1; i++) {
      const swapped = alphabet[(alphabet.indexOf(good[i] ?? 'A') + 17) % 64];
      expect(codeOf(good.slice(0, i) + swapped + good.slice(i + 1)), `changed at ${i}`).toMatch(/^(corrupt|truncated)$/);
    }
    expect(decodeShareLink(forge(new TextEncoder().encode('\u0001\u00041.36\u0000hooks: []'), 1234))).toEqual({
      ok: false,
      code: 'corrupt',
      message: 'This link is damaged: its content does not match its checksum. Copy the whole link again from where it was shared.',
    });
  });

  it('corrupt: a well-checksummed payload with a malformed header or invalid UTF-8', () => {
    expect(codeOf(forge(Uint8Array.of(1, 4, 0x31, 0x2e)))).toBe('corrupt'); // header field runs off the end
    expect(codeOf(forge(Uint8Array.of(2, 1, 0x61, 0)))).toBe('corrupt'); // no kops version
    expect(codeOf(forge(Uint8Array.of(1, 1, 0x31, 0, 0xff)))).toBe('corrupt'); // text is not UTF-8
    expect(codeOf(forge(Uint8Array.of(1, 1, 0x31, 1, 1, 0x32, 0)))).toBe('corrupt'); // a field twice
  });

  it('a header field this playground does not know is skipped (later v1 writers may add fields)', () => {
    const payload = Uint8Array.of(1, 1, 0x31, 99, 2, 0x7a, 0x7a, 0, 0x68, 0x69);
    expect(decodeShareLink(forge(payload))).toEqual({ ok: true, version: 1, state: { text: 'hi', kopsVersion: '1' } });
  });

  it('deflate bomb (40 MiB of zeros in a legal-length link): stops at 1 MiB quickly', () => {
    const bomb = new Uint8Array(40 * 1_048_576);
    bomb.set([1, 4, 0x31, 0x2e, 0x33, 0x36, 0]);
    const link = forge(bomb);
    expect(link.length).toBeLessThan(65_536);
    const started = performance.now();
    expect(decodeShareLink(link)).toEqual({
      ok: false,
      code: 'too-large',
      message: 'This link expands to more than 1 MiB of text, more than the playground opens, so it was not opened.',
    });
    // Inflating all 40 MiB takes far longer than stopping at 1 MiB; generous for loaded CI machines.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('huge fragment: refused before any decoding', () => {
    const huge = `#v1.${'A'.repeat(10_000_000)}`;
    // Flatten the concatenated string first (as location.hash is): that copy is the test's cost, not the decoder's.
    expect(huge.indexOf('#')).toBe(0);
    const started = performance.now();
    const result = decodeShareLink(huge);
    expect(performance.now() - started).toBeLessThan(100);
    expect(result).toEqual({
      ok: false,
      code: 'too-long',
      message: 'This link is too long to open (10,000,003 characters; the limit is 65,536). Share the YAML file instead.',
    });
    expect(codeOf(`#v1.${'A'.repeat(65_533)}`)).not.toBe('too-long');
    expect(codeOf(`#v1.${'A'.repeat(65_534)}`)).toBe('too-long');
  });

  it('unknown and future versions', () => {
    expect(decodeShareLink('#v7.AAAA')).toEqual({
      ok: false,
      code: 'future-version',
      message: 'This link was made by a newer playground (link format v7); this one reads formats up to v1. Open the link in the newest playground.',
    });
    expect(codeOf('#v0.AAAA')).toBe('not-a-permalink');
    expect(codeOf('#code/N4IgZg')).toBe('not-a-permalink');
    expect(decodeShareLink('https://x.example/#')).toEqual({ ok: false, code: 'empty', message: 'The link holds no spec: there is nothing after "#".' });
    expect(decodeShareLink('https://x.example/')).toMatchObject({ ok: false, code: 'not-a-permalink' });
  });

  it('decoding is total: any string gives ok or a known code, never a throw (10,000 runs each)', () => {
    const codes = new Set(['ok', 'empty', 'not-a-permalink', 'future-version', 'too-long', 'bad-base64', 'truncated', 'corrupt', 'too-large']);
    const check = (input: string): void => {
      const result = decodeShareLink(input);
      expect(codes.has(result.ok ? 'ok' : result.code)).toBe(true);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(20);
    };
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 10_000 });
    const b64 = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 300 });
    fc.assert(fc.property(b64, (body) => check(`#v1.${body}`)), { numRuns: 10_000 });
    // Mutations of a real link: the nastiest inputs are nearly valid.
    const mutated = fc.tuple(fc.nat(good.length), fc.nat(good.length), fc.string({ maxLength: 4 })).map(([a, b, s]) => good.slice(0, a) + s + good.slice(b));
    fc.assert(fc.property(mutated, check), { numRuns: 10_000 });
  });
});
