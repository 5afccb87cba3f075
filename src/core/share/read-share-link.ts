import { base64urlDecode } from './base64url.ts';
import { unpackV1 } from './format-v1.ts';
import type { shareMessage } from './share-messages.ts';
import { CURRENT_FORMAT, MAX_FRAGMENT_CHARS, type ShareErrorCode, type ShareState } from './share-state.ts';

/** What `readShareLink` found: the state, or why there is none (decode-share-link.ts words it). */
export type ReadResult =
  | { ok: true; state: ShareState; version: number }
  | { ok: false; code: ShareErrorCode; detail?: Parameters<typeof shareMessage>[1] };

const fail = (code: ShareErrorCode, detail?: Parameters<typeof shareMessage>[1]): ReadResult => (detail ? { ok: false, code, detail } : { ok: false, code });

/**
 * decodeShareLink without the messages: what the early script decodes a permalink with before
 * the entry has arrived (src/ui/share/start-early-link.ts), where every byte counts and a link
 * that fails is left to the entry, which says why.
 */
export function readShareLink(input: string): ReadResult {
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
