/** A piece of a unit file line and how to colour it. */
export interface Token {
  kind: 'text' | 'comment' | 'section' | 'key' | 'equals' | 'value' | 'variable' | 'specifier' | 'continuation';
  text: string;
}

// `$VAR`, `${VAR}`, `$$` (a literal $) and `%x` specifiers inside a value.
const EXPANSION = /(\$\$|\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|%[%a-zA-Z])/g;

function valueTokens(value: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of value.matchAll(EXPANSION)) {
    const at = m.index;
    if (at > last) out.push({ kind: 'value', text: value.slice(last, at) });
    out.push({ kind: m[0].startsWith('%') ? 'specifier' : 'variable', text: m[0] });
    last = at + m[0].length;
  }
  const rest = value.slice(last);
  if (rest.endsWith('\\')) {
    if (rest.length > 1) out.push({ kind: 'value', text: rest.slice(0, -1) });
    out.push({ kind: 'continuation', text: '\\' });
  } else if (rest) out.push({ kind: 'value', text: rest });
  return out;
}

/**
 * Splits one line of a unit file into coloured tokens, the way systemd reads it: comments
 * (`#`, `;`), section headers, `Key=Value` with expansions. Concatenating the tokens' text gives
 * back the line exactly (colouring never changes what is shown). `inContinuation` marks a line
 * that continues the previous line's value.
 */
export function systemdTokens(line: string, inContinuation = false): Token[] {
  if (line === '') return [];
  const trimmed = line.trimStart();
  if (!inContinuation && (trimmed.startsWith('#') || trimmed.startsWith(';'))) return [{ kind: 'comment', text: line }];
  if (inContinuation) return valueTokens(line);
  if (trimmed.startsWith('[') && trimmed.trimEnd().endsWith(']')) return [{ kind: 'section', text: line }];
  const eq = line.indexOf('=');
  if (eq > 0) {
    return [{ kind: 'key', text: line.slice(0, eq) }, { kind: 'equals', text: '=' }, ...valueTokens(line.slice(eq + 1))];
  }
  return [{ kind: 'text', text: line }];
}

/** Whether a line's value goes on to the next line (ends in a backslash, not in a comment). */
export function continues(line: string, inContinuation: boolean): boolean {
  const trimmed = line.trimStart();
  if (!inContinuation && (trimmed.startsWith('#') || trimmed.startsWith(';'))) return false;
  return line.trimEnd().endsWith('\\');
}
