import { base64urlDecode } from './base64url.ts';
import { unpackV1 } from './format-v1.ts';
import { shareMessage } from './share-messages.ts';
import { CURRENT_FORMAT, MAX_FRAGMENT_CHARS, type DecodeResult, type ShareErrorCode } from './share-state.ts';

const fail = (code: ShareErrorCode, detail?: Parameters<typeof shareMessage>[1]): DecodeResult => ({
  ok: false,
  code,
  message: shareMessage(code, detail),
});

/**
 * Decodes a permalink: a whole URL, a fragment with or without its `#`, or the bare `v1.…` text.
 * Total: any string gives a state or a failure with a code and a message, in bounded time and
 * memory (fragment length and decompressed size are capped).
 */
export function decodeShareLink(input: string): DecodeResult {
  const hash = input.indexOf('#');
  const raw = hash >= 0 ? input.slice(hash + 1) : input;
  // Checked before any work on the text; the slack lets a wrapped link through to the next step.
  if (raw.length > 2 * MAX_FRAGMENT_CHARS) return fail('too-long', { length: raw.length });
  // Whitespace is never part of a link; chat clients and terminals wrap long ones.
  const fragment = raw.replace(/\s+/g, '');
  if (fragment.length > MAX_FRAGMENT_CHARS) return fail('too-long', { length: fragment.length });
  if (fragment === '') return fail('empty');
  const marker = /^v(\d{1,9})\./.exec(fragment);
  if (!marker) return fail('not-a-permalink');
  const version = Number(marker[1]);
  if (version > CURRENT_FORMAT) return fail('future-version', { version });
  if (version !== 1) return fail('not-a-permalink');
  const data = fragment.slice(marker[0].length);
  const decoded = base64urlDecode(data);
  if ('reason' in decoded) {
    return decoded.reason === 'bad-char' ? fail('bad-base64', { char: decoded.char, index: decoded.index }) : fail('truncated');
  }
  const state = unpackV1(decoded.bytes);
  if (typeof state === 'string') return fail(state);
  return { ok: true, state, version };
}
