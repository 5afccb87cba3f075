import { base64urlEncode } from './base64url.ts';
import { packV1 } from './format-v1.ts';
import { shareMessage } from './share-messages.ts';
import { CURRENT_FORMAT, MAX_FRAGMENT_CHARS, type EncodeResult, type ShareState } from './share-state.ts';

/**
 * Encodes a view as a URL fragment `#v1.<base64url>`. Deterministic: the same state always gives
 * the same fragment. Fails only when the result could not be opened again (past the caps).
 */
export function encodeShareLink(state: ShareState): EncodeResult {
  const packed = packV1(state);
  if (packed === 'too-large') return { ok: false, code: 'too-large', message: shareMessage('too-large') };
  const body = `v${CURRENT_FORMAT}.${base64urlEncode(packed)}`;
  if (body.length > MAX_FRAGMENT_CHARS) {
    return { ok: false, code: 'too-long', message: shareMessage('too-long', { length: body.length }) };
  }
  return { ok: true, fragment: `#${body}` };
}
