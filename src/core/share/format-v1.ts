import { deflateSync } from 'fflate';
import { crc32 } from './crc32.ts';
import { DICTIONARY_V1 } from './dictionary-v1.ts';
import { inflateCapped } from './inflate-capped.ts';
import { readPayloadV1, writePayloadV1 } from './header-v1.ts';
import { MAX_PAYLOAD_BYTES, type ShareState } from './share-state.ts';
import { utf8Encode } from '../utf8.ts';

/*
 * Link format v1, the bytes under the base64url: CRC-32 of the payload (4 bytes, big-endian),
 * then the payload (header-v1.ts) raw-deflated at level 9 with DICTIONARY_V1.
 */

const DICTIONARY = utf8Encode(DICTIONARY_V1);

/** Compresses a state into v1 bytes, or reports that the payload passes the decoder's cap. */
export function packV1(state: ShareState): Uint8Array | 'too-large' {
  // Each UTF-16 code unit takes at least one UTF-8 byte, so a longer text cannot fit. Checked
  // first: the page encodes the view on every change, and UTF-8-encoding megabytes only to refuse
  // them cost ~0.7 s per change for a 5 MB paste.
  if (state.text.length + (state.compare?.base?.length ?? 0) > MAX_PAYLOAD_BYTES) return 'too-large';
  const payload = writePayloadV1(state);
  if (payload.length > MAX_PAYLOAD_BYTES) return 'too-large';
  const packed = deflateSync(payload, { level: 9, dictionary: DICTIONARY });
  const out = new Uint8Array(4 + packed.length);
  new DataView(out.buffer).setUint32(0, crc32(payload));
  out.set(packed, 4);
  return out;
}

/** Why v1 bytes did not unpack. */
export type UnpackFailure = 'truncated' | 'corrupt' | 'too-large';

/** Decompresses and checks v1 bytes. Never throws. */
export function unpackV1(bytes: Uint8Array): ShareState | UnpackFailure {
  if (bytes.length < 5) return 'truncated';
  const expected = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const inflated = inflateCapped(bytes.subarray(4), DICTIONARY, MAX_PAYLOAD_BYTES);
  if (!inflated.ok) return inflated.reason;
  if (crc32(inflated.bytes) !== expected) return 'corrupt';
  return readPayloadV1(inflated.bytes) ?? 'corrupt';
}
