import { utf8Encode } from '../utf8.ts';

function keep(b: number, first: boolean): boolean {
  if ((b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122)) return true;
  if (b === 58 || b === 95) return true; // ':' '_'
  return b === 46 && !first; // '.' except as the very first character
}

/**
 * `systemd-escape --path PATH` (systemd 252): the path is simplified (repeated and trailing slashes
 * and `.` components dropped), `/` alone becomes `-`, otherwise the outer slashes are stripped,
 * inner `/` become `-`, and every byte that is not an ASCII letter, digit, `:`, `_` or a non-leading
 * `.` becomes `\xNN` (lowercase). Returns null when systemd refuses: a `..` component. Used for the
 * unit names of `.mount` and `.swap` units (`/swap1` → `swap1`, so `swap1.swap`).
 */
export function escapePath(path: string): string | null {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return null;
  if (parts.length === 0) return '-';
  const bytes = utf8Encode(parts.join('/'));
  let out = '';
  bytes.forEach((b, i) => {
    if (b === 47) out += '-';
    else if (keep(b, i === 0)) out += String.fromCharCode(b);
    else out += '\\x' + b.toString(16).padStart(2, '0');
  });
  return out;
}
