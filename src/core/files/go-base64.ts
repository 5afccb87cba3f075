/**
 * Go's `base64.RawStdEncoding.DecodeString`, which nodeup uses for a fileAsset with
 * `isBase64: true` (nodeup/pkg/model/file_assets.go, every release from 1.8.0): the standard
 * alphabet with NO padding, non-strict. So `=` is an illegal byte like any other, `\r` and `\n`
 * are skipped anywhere, a lone last character is an error, and the unused low bits of a final
 * partial quantum are ignored. The error is Go's CorruptInputError at the byte offset Go reports.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** What Go returns: the bytes, or the error text `illegal base64 data at input byte N`. */
export type GoBase64Result = { bytes: Uint8Array } | { error: string; offset: number };

/** Decodes `text` (as its UTF-8 bytes, which is what Go's string holds) as Go's RawStdEncoding does. */
export function goRawStdDecode(src: Uint8Array): GoBase64Result {
  const out: number[] = [];
  let si = 0;
  // decodeQuantum (encoding/base64/base64.go), one quantum of four characters at a time.
  for (;;) {
    const dbuf = [0, 0, 0, 0];
    let dlen = 4;
    for (let j = 0; j < 4; j++) {
      if (si === src.length) {
        if (j === 0) return { bytes: Uint8Array.from(out) };
        if (j === 1) return corrupt(si - j);
        dlen = j;
        break;
      }
      const c = src[si] as number;
      si++;
      const v = DECODE[c] as number;
      if (v >= 0) {
        dbuf[j] = v;
        continue;
      }
      if (c === 10 || c === 13) {
        j--;
        continue;
      }
      // NoPadding: '=' is no pad character, just an illegal byte.
      return corrupt(si - 1);
    }
    const val = ((dbuf[0] as number) << 18) | ((dbuf[1] as number) << 12) | ((dbuf[2] as number) << 6) | (dbuf[3] as number);
    const bytes = [(val >> 16) & 0xff, (val >> 8) & 0xff, val & 0xff];
    for (let k = 0; k < dlen - 1; k++) out.push(bytes[k] as number);
    if (dlen < 4) return { bytes: Uint8Array.from(out) };
  }
}

function corrupt(offset: number): GoBase64Result {
  return { error: `illegal base64 data at input byte ${offset}`, offset };
}

/** Standard padded base64 (how a binary file's bytes are shown and printed). */
export function stdBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63] as string;
    out += ALPHABET[(n >> 12) & 63] as string;
    out += i + 1 < bytes.length ? (ALPHABET[(n >> 6) & 63] as string) : '=';
    out += i + 2 < bytes.length ? (ALPHABET[n & 63] as string) : '=';
  }
  return out;
}
