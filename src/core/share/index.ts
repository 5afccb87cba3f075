/** Permalinks: the view (text, kops version, runtime, group, unit) in a versioned URL fragment. */
export { encodeShareLink } from './encode-share-link.ts';
export { decodeShareLink } from './decode-share-link.ts';
export {
  CURRENT_FORMAT,
  MAX_FRAGMENT_CHARS,
  MAX_PAYLOAD_BYTES,
  type DecodeResult,
  type EncodeResult,
  type ShareErrorCode,
  type ShareState,
} from './share-state.ts';
