/**
 * Permalinks: the view (text, kops version, runtime, group, unit, output view) in a versioned URL fragment.
 *
 * Format v1: `#v1.` + base64url (RFC 4648 §5, no padding) of
 *   CRC-32 (IEEE, big-endian, 4 bytes) of the payload, then
 *   the payload raw-deflated (RFC 1951, level 9) with the preset dictionary `DICTIONARY_V1`.
 * Payload: header fields, each `tag, LEB128 length, UTF-8 value` in tag order (1 kops version,
 * required; 2 runtime; 3 proposal, empty value; 4 instance group; 5 unit; 6 distro; 7 compare
 * from version, 8 its runtime, 9 compare to version, 10 its runtime; 11 output view; 12 the base
 * spec of a comparison of two specs), a 0 byte,
 * then the YAML as UTF-8. Readers skip unknown tags. Caps: 65,536 fragment characters and
 * 1 MiB of payload. A reader of format vN reads every format up to N, forever.
 */
export { encodeShareLink } from './encode-share-link.ts';
export { decodeShareLink } from './decode-share-link.ts';
export {
  CURRENT_FORMAT,
  MAX_FRAGMENT_CHARS,
  SHARE_VIEWS,
  MAX_PAYLOAD_BYTES,
  type DecodeResult,
  type EncodeResult,
  type ShareErrorCode,
  type CompareSideState,
  type ShareState,
} from './share-state.ts';
