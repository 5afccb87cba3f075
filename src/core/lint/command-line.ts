/**
 * Splits a unit command line the way systemd 252's config_parse_exec does (extract_first_word with
 * EXTRACT_UNQUOTE | EXTRACT_CUNESCAPE, relaxed): blanks separate words, "…" and '…' group, C
 * escapes are decoded, and an unknown escape (`\/`) is kept as it is, with a warning from systemd.
 */
export interface CommandLine {
  words: string[];
  /** A quote was left open: systemd drops the line and refuses the unit. */
  unbalanced: boolean;
  /** Escapes systemd does not know (it keeps them literally and warns). */
  unknownEscapes: string[];
}

const SIMPLE = 'abfnrtv\\"\'s';

export function commandLine(line: string): CommandLine {
  const words: string[] = [];
  const unknownEscapes: string[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && (line[i] === ' ' || line[i] === '\t')) i++;
    if (i >= n) break;
    let word = '';
    let quote: string | null = null;
    // Plain characters are taken a run at a time (one slice, not one string per character).
    let run = i;
    for (; i < n; i++) {
      const c = line.charAt(i);
      const blank = c === ' ' || c === '\t';
      const plain = c !== '\\' && c !== '"' && c !== "'" && !(blank && quote === null);
      if (plain) continue;
      if (run < i) word += line.slice(run, i);
      run = i + 1;
      if (blank) break;
      if (c === quote) {
        quote = null;
        continue;
      }
      if (quote === null && (c === '"' || c === "'")) {
        quote = c;
        continue;
      }
      if (c !== '\\') {
        word += c;
        continue;
      }
      const e = line.charAt(i + 1);
      if (e === '') return { words, unbalanced: true, unknownEscapes };
      if (SIMPLE.includes(e) || /^x[0-9a-fA-F]{2}/.test(line.slice(i + 1)) || /^[0-7]{3}/.test(line.slice(i + 1)) || /^u[0-9a-fA-F]{4}/.test(line.slice(i + 1)) || /^U[0-9a-fA-F]{8}/.test(line.slice(i + 1))) {
        // The decoded value does not matter to lint; keep a stand-in of the right kind.
        word += e === 's' ? ' ' : e === '\\' || e === '"' || e === "'" ? e : '?';
        i += e === 'x' ? 3 : /[0-7]/.test(e) ? 3 : e === 'u' ? 5 : e === 'U' ? 9 : 1;
        run = i + 1;
        continue;
      }
      unknownEscapes.push(`\\${e}`);
      word += `\\${e}`;
      i++;
      run = i + 1;
    }
    if (run < i) word += line.slice(run, i);
    if (quote !== null) return { words, unbalanced: true, unknownEscapes };
    words.push(word);
  }
  return { words, unbalanced: false, unknownEscapes };
}
