import { describe, expect, it } from 'vitest';
import { readPayloadV1, writePayloadV1 } from '../src/core/share/header-v1.ts';
import { decodeShareLink, encodeShareLink, SHARE_VIEWS, type ShareState } from '../src/core/share/index.ts';

// Issue "An operator's first hour", point 8: a permalink keeps the output tab it was made on.
describe('permalinks carry the output view (header tag 11)', () => {
  it.each(SHARE_VIEWS)('round-trip the view %s', (view) => {
    const state: ShareState = { text: 'hooks: []\n', kopsVersion: '1.30.4', view };
    const encoded = encodeShareLink(state);
    expect(encoded.ok && decodeShareLink(encoded.fragment)).toEqual({ ok: true, version: 1, state });
  });

  it('write it last, so a link without one keeps its exact bytes', () => {
    const plain: ShareState = { text: 'x', kopsVersion: '1.36.0', unit: 'a.service', compare: { from: { kopsVersion: '1.21.5' }, to: { kopsVersion: '1.36.0' } } };
    const a = writePayloadV1(plain);
    const b = writePayloadV1({ ...plain, view: 'problems' });
    const end = a.length - 2; // the header's closing 0, then the text "x"
    expect([...b.subarray(0, end)]).toEqual([...a.subarray(0, end)]);
    expect([...b.subarray(end, end + 10)]).toEqual([11, 8, ...new TextEncoder().encode('problems')]);
    expect([...b.subarray(end + 10)]).toEqual([...a.subarray(end)]);
    expect(readPayloadV1(a)).toEqual(plain);
  });

  it('keep a view this build does not know (the page then stays on the view it shows)', () => {
    const state: ShareState = { text: 'x', kopsVersion: '1.36.0', view: 'timeline' };
    expect(readPayloadV1(writePayloadV1(state))).toEqual(state);
  });
});
