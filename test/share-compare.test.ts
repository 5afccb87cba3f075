import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPayloadV1, writePayloadV1 } from '../src/core/share/header-v1.ts';
import { decodeShareLink, encodeShareLink, type ShareState } from '../src/core/share/index.ts';

const side = fc.record({
  kopsVersion: fc.oneof(fc.constantFrom('1.10.1', '1.21.5', '1.36.0', 'proposal'), fc.string({ maxLength: 12 })),
  runtime: fc.option(fc.constantFrom('docker', 'containerd'), { nil: undefined }),
}).map((s) => (s.runtime === undefined ? { kopsVersion: s.kopsVersion } : s));

describe('permalinks carry the comparison (header tags 7–10)', () => {
  it('round-trip a compared view (1,000 runs)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), side, side, fc.option(fc.string({ maxLength: 20 }), { nil: undefined }), (text, from, to, unit) => {
      const state: ShareState = { text, kopsVersion: '1.36.0', compare: { from, to }, ...(unit !== undefined ? { unit } : {}) };
      const encoded = encodeShareLink(state);
      if (!encoded.ok) throw new Error(encoded.message);
      const decoded = decodeShareLink(encoded.fragment);
      expect(decoded.ok && decoded.state).toEqual({ ...state, text: decoded.ok ? decoded.state.text : '' });
      expect(decoded.ok && decoded.state.compare).toEqual({ from, to });
    }), { numRuns: 1000 });
  });

  it('append optional fields after the old ones, so a link without a comparison keeps its exact bytes', () => {
    const plain: ShareState = { text: 'hooks: []\n', kopsVersion: '1.36.0', runtime: 'docker', group: 'nodes', unit: 'a.service', distro: 'rhel' };
    const compared: ShareState = { ...plain, compare: { from: { kopsVersion: '1.21.5', runtime: 'docker' }, to: { kopsVersion: '1.36.0' } } };
    const a = writePayloadV1(plain);
    const b = writePayloadV1(compared);
    const header = a.indexOf(0);
    // The same header fields, then 7, 8, 9 (tag, length, value) before the end of the header.
    expect([...b.subarray(0, header)]).toEqual([...a.subarray(0, header)]);
    const extra = [...b.subarray(header, b.length - (a.length - header))];
    const text = (s: string) => [...new TextEncoder().encode(s)];
    expect(extra).toEqual([7, 6, ...text('1.21.5'), 8, 6, ...text('docker'), 9, 6, ...text('1.36.0')]);
    expect(readPayloadV1(a)).toEqual(plain);
  });

  it('are read by any v1 reader, which skips tags it does not know (as this one skips tag 42)', () => {
    const known = writePayloadV1({ text: 'x', kopsVersion: '1.36.0' });
    const withUnknown = new Uint8Array([...known.subarray(0, known.indexOf(0)), 42, 3, 97, 98, 99, ...known.subarray(known.indexOf(0))]);
    expect(readPayloadV1(withUnknown)).toEqual({ text: 'x', kopsVersion: '1.36.0' });
  });

  it('ignore half a comparison (a side without the other)', () => {
    const payload = writePayloadV1({ text: 'x', kopsVersion: '1.36.0', compare: { from: { kopsVersion: '1.10.1' }, to: { kopsVersion: '1.36.0' } } });
    const end = payload.indexOf(0);
    const withoutTo = new Uint8Array([...payload.subarray(0, end - 8), ...payload.subarray(end)]);
    expect(readPayloadV1(withoutTo)).toEqual({ text: 'x', kopsVersion: '1.36.0' });
  });
});

describe('permalinks carry the earlier spec of a comparison of two specs (header tag 12, issue 44)', () => {
  it('round-trip both specs and their sides (300 runs)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), side, side, (text, base, from, to) => {
      const state: ShareState = { text, kopsVersion: '1.36.0', compare: { from, to, base }, view: 'compare' };
      const encoded = encodeShareLink(state);
      if (!encoded.ok) throw new Error(encoded.message);
      const decoded = decodeShareLink(encoded.fragment);
      expect(decoded.ok && decoded.state).toEqual(state);
    }), { numRuns: 300 });
  });

  it('write the base last in the header, right before the text, and a reader that skips tag 12 opens the versions', () => {
    const payload = writePayloadV1({ text: 'b\n', kopsVersion: '1.36.0', compare: { from: { kopsVersion: '1.36.0' }, to: { kopsVersion: '1.36.0' }, base: 'a\n' }, view: 'compare' });
    const text = (s: string) => [...new TextEncoder().encode(s)];
    expect([...payload.subarray(payload.length - 7)]).toEqual([12, 2, ...text('a\n'), 0, ...text('b\n')]);
    // Tag 12 without a comparison (tags 7 and 9) is not a comparison: the reader keeps to the text.
    const stray = new Uint8Array([1, 6, ...text('1.36.0'), 12, 2, ...text('a\n'), 0, ...text('b\n')]);
    expect(readPayloadV1(stray)).toEqual({ text: 'b\n', kopsVersion: '1.36.0' });
  });
});
