import { utf8Decode, utf8Encode } from '../utf8.ts';

// Bytes kops passes through unchanged (pkg/systemd/escaping.go), besides ASCII letters and digits.
const PASS = new Set(Array.from('!#$%&()*+,-./:;<>=?@[]^_`{|}~', (c) => c.charCodeAt(0)));

// An argument made only of bytes that pass unchanged (the same set as isAlnum and PASS).
const UNCHANGED = /^[A-Za-z0-9!#$%&()*+,\-./:;<>=?@[\]^_`{|}~]*$/;

function isAlnum(b: number): boolean {
  return (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122);
}

/**
 * kops `systemd.escapeArg`, byte-wise on the UTF-8 encoding: letters, digits and PASS bytes stay;
 * a space stays but makes kops wrap the whole argument in double quotes; `"`, `'` and `\` get a
 * backslash; every other byte (tab, newline, each byte of a multi-byte character) becomes `\xNN`
 * in lowercase hex. An empty argument stays empty (and so vanishes from the command line).
 */
export function escapeArg(arg: string): string {
  // Most arguments (paths, flags, image names) need no escaping; skip the UTF-8 walk for them.
  if (UNCHANGED.test(arg)) return arg;
  let out = '';
  let quote = false;
  for (const b of utf8Encode(arg)) {
    if (isAlnum(b) || PASS.has(b)) out += String.fromCharCode(b);
    else if (b === 32) {
      quote = true;
      out += ' ';
    } else if (b === 34) out += '\\"';
    else if (b === 39) out += "\\'";
    else if (b === 92) out += '\\\\';
    else out += '\\x' + b.toString(16).padStart(2, '0');
  }
  return quote ? `"${out}"` : out;
}

/** kops `systemd.EscapeCommand`: each argument escaped, joined with single spaces. */
export function escapeCommand(argv: readonly string[]): string {
  return argv.map(escapeArg).join(' ');
}

// systemd's WHITESPACE: the separators of extract_first_word.
const WHITESPACE = ' \t\n\r';

const SIMPLE_ESCAPES: Record<string, number> = {
  a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, s: 32, '\\': 92, '"': 34, "'": 39,
};

/**
 * Splits a command line into words the way systemd does for `ExecStart=` (extract_first_word with
 * unquoting and C unescaping): whitespace separates words, double or single quotes group, and
 * `\\ \" \' \xNN \n \t …` are unescaped. Used to prove that escapeCommand is reversible; it does
 * not expand `$VAR` or `%` specifiers. Returns null on an unterminated quote or a bad escape.
 */
export function unquoteCommand(line: string): string[] | null {
  const words: string[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && WHITESPACE.includes(line.charAt(i))) i++;
    if (i >= n) break;
    const bytes: number[] = [];
    let quote: string | null = null;
    for (; i < n; i++) {
      const c = line.charAt(i);
      if (quote === null && WHITESPACE.includes(c)) break;
      if (c === quote) {
        quote = null;
        continue;
      }
      if (quote === null && (c === '"' || c === "'")) {
        quote = c;
        continue;
      }
      if (c !== '\\') {
        bytes.push(...utf8Encode(c));
        continue;
      }
      const e = line.charAt(i + 1);
      if (e === 'x') {
        const hex = line.slice(i + 2, i + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
        bytes.push(parseInt(hex, 16));
        i += 3;
      } else if (e in SIMPLE_ESCAPES) {
        bytes.push(SIMPLE_ESCAPES[e] ?? 0);
        i += 1;
      } else return null;
    }
    if (quote !== null) return null;
    const word = utf8Decode(Uint8Array.from(bytes));
    if (word === undefined) return null;
    words.push(word);
  }
  return words;
}
