/** Base64url without padding (RFC 4648 §5): the only characters a permalink payload uses. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Pure: a bundle that only encodes (embed.js) leaves it out.
const LOOKUP = /* @__PURE__ */ new Map<string, number>([...ALPHABET].map((ch, i) => [ch, i]));

/** Encodes bytes as base64url, no `=` padding. */
export function base64urlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Why base64url text did not decode. */
export type Base64Failure =
  | { reason: 'bad-char'; char: string; index: number }
  | { reason: 'bad-length' };

/**
 * Decodes base64url without padding. A length of 4n+1 cannot come from any byte string, which
 * is what a link cut off at the wrong place looks like; it is reported as `bad-length`.
 */
export function base64urlDecode(text: string): { bytes: Uint8Array } | Base64Failure {
  for (let i = 0; i < text.length; i++) {
    if (!LOOKUP.has(text[i] ?? '')) return { reason: 'bad-char', char: String.fromCodePoint(text.codePointAt(i) ?? 0), index: i };
  }
  if (text.length % 4 === 1) return { reason: 'bad-length' };
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const ch of text) {
    acc = ((acc << 6) | (LOOKUP.get(ch) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (acc >> bits) & 0xff;
    }
  }
  return { bytes };
}
