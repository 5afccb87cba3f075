import { readShareLink } from './read-share-link.ts';
import { shareMessage } from './share-messages.ts';
import type { DecodeResult } from './share-state.ts';

/**
 * Decodes a permalink: a whole URL, a fragment with or without its `#`, or the bare `v1.…` text.
 * Total: any string gives a state or a failure with a code and a message, in bounded time and
 * memory (fragment length and decompressed size are capped).
 */
export function decodeShareLink(input: string): DecodeResult {
  const read = readShareLink(input);
  return read.ok ? read : { ok: false, code: read.code, message: shareMessage(read.code, read.detail) };
}
