/**
 * UTF-8 for the core: kops escapes command arguments byte by byte, systemd escapes paths byte by
 * byte, and permalinks are bytes. The core has no TextEncoder (ES2023 lib only, and it must run
 * anywhere), and the decoder is strict so that a damaged link is reported, not shown as
 * replacement characters.
 */

/** The UTF-8 bytes of `text`. A lone surrogate becomes U+FFFD, as in every UTF-8 file on disk. */
export function utf8Encode(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        c = 0xfffd;
      }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/**
 * Decodes strict UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
 * Returns undefined for any invalid sequence.
 */
export function utf8Decode(bytes: Uint8Array, start = 0, end = bytes.length): string | undefined {
  const units: number[] = [];
  let result = '';
  for (let i = start; i < end; ) {
    const b = bytes[i] ?? 0;
    let c: number;
    let n: number;
    if (b < 0x80) { c = b; n = 0; }
    else if (b >= 0xc2 && b <= 0xdf) { c = b & 31; n = 1; }
    else if (b >= 0xe0 && b <= 0xef) { c = b & 15; n = 2; }
    else if (b >= 0xf0 && b <= 0xf4) { c = b & 7; n = 3; }
    else return undefined;
    for (let k = 1; k <= n; k++) {
      const t = bytes[i + k];
      if (t === undefined || i + k >= end || (t & 0xc0) !== 0x80) return undefined;
      c = (c << 6) | (t & 63);
    }
    if ((n === 2 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) || (n === 3 && (c < 0x10000 || c > 0x10ffff))) {
      return undefined;
    }
    if (c >= 0x10000) units.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 1023));
    else units.push(c);
    i += n + 1;
    // Flush in slices: String.fromCharCode has an argument-count limit.
    if (units.length >= 8192) result += String.fromCharCode(...units.splice(0));
  }
  return result + String.fromCharCode(...units);
}
