import { continues, systemdTokens, type Token } from '../output/systemd-tokens.ts';

/** One line of YAML, coloured: keys and comments, and the text of a block scalar (a manifest) as systemd reads it. */
export type YamlLine = Token[];

// `  - key: value`: indentation, any list markers, a plain or quoted key, the colon.
const KEY = /^(\s*(?:-\s+)*)("[^"]*"|'[^']*'|[^\s#'"][^:#]*?)(:)(?=\s|$)(.*)$/;
const LIST_ITEM = /^(\s*(?:-\s+)+)(.*)$/;
// A value that opens a block scalar: `|`, `>-`, `|2+`, with an optional comment.
const BLOCK_START = /^\s*[|>][-+0-9]*\s*(#.*)?$/;

/** `value  # comment` → the value and the comment (a `#` after a space starts one, outside quotes). */
function valueTokens(value: string): Token[] {
  const trimmed = value.trimStart();
  const quoted = trimmed.startsWith('"') || trimmed.startsWith("'");
  const hash = quoted ? -1 : value.search(/(^|\s)#/);
  if (hash < 0) return value ? [{ kind: 'value', text: value }] : [];
  const at = value[hash] === '#' ? hash : hash + 1;
  return [...(at > 0 ? [{ kind: 'value' as const, text: value.slice(0, at) }] : []), { kind: 'comment', text: value.slice(at) }];
}

/**
 * Colours a YAML text line by line for a read-only view: comments, mapping keys and values, and
 * inside a block scalar (`manifest: |`) the unit file text with systemd's colours. Concatenating a
 * line's tokens gives the line back exactly: colouring never changes what is shown.
 */
export function yamlTokens(text: string): YamlLine[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  let block: { indent: number } | null = null;
  let inContinuation = false;
  return lines.map((line) => {
    const indent = line.length - line.trimStart().length;
    if (block && (line.trim() === '' || indent > block.indent)) {
      const inner = systemdTokens(line.slice(indent), inContinuation);
      inContinuation = continues(line.slice(indent), inContinuation);
      return indent > 0 ? [{ kind: 'text', text: line.slice(0, indent) }, ...inner] : inner;
    }
    block = null;
    inContinuation = false;
    if (line.trimStart().startsWith('#')) return [{ kind: 'comment', text: line }];
    const key = KEY.exec(line);
    if (key) {
      const [, lead = '', name = '', colon = '', value = ''] = key;
      // The block's text is indented past the key's own column (list markers before it count).
      if (BLOCK_START.test(value)) block = { indent: lead.length };
      return [{ kind: 'text', text: lead }, { kind: 'key', text: name }, { kind: 'text', text: colon }, ...valueTokens(value)];
    }
    const item = LIST_ITEM.exec(line);
    if (item) return [{ kind: 'text', text: item[1] ?? '' }, ...valueTokens(item[2] ?? '')];
    return valueTokens(line);
  });
}
