/**
 * kops's `fi.ParseFileMode` (upup/pkg/fi/files.go), which nodeup's File task applies to a
 * fileAsset's `mode` when it writes the file: Go's `strconv.ParseUint(s, 8, 32)`, so octal digits
 * only (no `0o` prefix, sign, underscore or space, as the base is given), at most 32 bits.
 */
export function goParseFileMode(mode: string): number | undefined {
  if (!/^[0-7]+$/.test(mode)) return undefined;
  const digits = mode.replace(/^0+/, '');
  // 0o37777777777 is the largest 32-bit value: 11 digits, the first at most 3.
  if (digits.length > 11 || (digits.length === 11 && digits[0] !== undefined && digits[0] > '3')) return undefined;
  return digits === '' ? 0 : parseInt(digits, 8);
}

/** The octal spelling of a mode that is plainly meant: `0o755` → `0755`, `rwxr-xr-x` → `0755`; else undefined. */
export function octalFor(mode: string): string | undefined {
  const prefixed = /^0[oO]([0-7]{3,4})$/.exec(mode);
  if (prefixed) {
    const digits = prefixed[1] ?? '';
    return digits.length === 4 ? digits : `0${digits}`;
  }
  if (!/^([r-][w-][x-]){3}$/.test(mode)) return undefined;
  let bits = 0;
  for (let i = 0; i < 9; i++) if (mode[i] !== '-') bits |= 1 << (8 - i);
  return `0${bits.toString(8).padStart(3, '0')}`;
}
