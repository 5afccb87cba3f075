import { base64urlEncode } from '../../core/share/base64url.ts';
import { crc32 } from '../../core/share/crc32.ts';
import { writePayloadV1 } from '../../core/share/header-v1.ts';
import { MAX_FRAGMENT_CHARS, type ShareState } from '../../core/share/share-state.ts';

/**
 * A permalink fragment (`#v1.…`) for `state`, made in the browser without the playground's codec:
 * the same v1 payload, header and checksum (core/share/format-v1.ts), compressed by the
 * browser's own raw deflate (CompressionStream) instead of fflate with the preset dictionary. A
 * stream that never refers to the dictionary inflates the same with or without it, so the
 * playground opens these links as its own; they are about twice as long (a few hundred
 * characters for a docs example: test/embed-link.test.ts). Null when the link
 * would pass the playground's cap (the spec then goes by message: share/parent-messages.ts).
 */
export async function embedLink(state: ShareState): Promise<string | null> {
  const payload = writePayloadV1(state);
  const stream = new Blob([payload as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const packed = new Uint8Array(await new Response(stream).arrayBuffer());
  const bytes = new Uint8Array(4 + packed.length);
  new DataView(bytes.buffer).setUint32(0, crc32(payload));
  bytes.set(packed, 4);
  const body = `v1.${base64urlEncode(bytes)}`;
  return body.length > MAX_FRAGMENT_CHARS ? null : `#${body}`;
}
