/** Where the caret sits in a hook's `manifest:` block, read from the YAML lines around it. */
export interface ManifestContext {
  /** 0-based line of the `manifest: |` key. */
  headerLine: number;
  /** The hook's `name`, when its mapping has one. */
  name?: string;
  /** The hook says `useRawManifest: true`. */
  raw: boolean;
  /** The `[Section]` the caret is in: the last header above it in the block (undefined before any). */
  section?: string;
  /** The caret's line up to the caret, without its indentation. */
  before: string;
}

// `manifest: |`, `- manifest: >-`, `manifest: |2 # comment`: a block scalar's header.
const BLOCK_HEADER = /^(\s*(?:-\s+)*)manifest\s*:\s*[|>][-+0-9]*\s*(?:#.*)?$/;
const KEY_LINE = /^(\s*(?:-\s+)*)([A-Za-z_][A-Za-z0-9_]*)\s*:(?:\s+(.*))?$/;
const SECTION = /^\s*\[([^\]]*)\]/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

const blank = (line: string | undefined): boolean => line === undefined || line.trim() === '';

/** A plain scalar as YAML reads it on one line: unquoted, without a trailing comment. */
function scalar(raw: string): string {
  const t = raw.trim();
  if (/^"(?:[^"\\]|\\.)*"/.test(t)) return JSON.parse(/^"(?:[^"\\]|\\.)*"/.exec(t)?.[0] ?? '""') as string;
  if (t.startsWith("'")) return t.slice(1, t.indexOf("'", 1) < 0 ? undefined : t.indexOf("'", 1)).replace(/''/g, "'");
  return t.replace(/\s+#.*$/, '');
}

/** The keys of the hook mapping whose key column is `column`, around its line `at`. */
function mappingKeys(lines: readonly string[], at: number, column: number): Map<string, string> {
  const keys = new Map<string, string>();
  const read = (i: number): 'key' | 'inside' | 'out' => {
    const line = lines[i] ?? '';
    if (blank(line) || line.trimStart().startsWith('#')) return 'inside';
    const m = KEY_LINE.exec(line);
    const keyColumn = m ? (m[1] ?? '').length : indentOf(line);
    if (keyColumn > column) return 'inside';
    if (keyColumn < column || !m) return 'out';
    if (!keys.has(m[2] ?? '')) keys.set(m[2] ?? '', m[3] ?? '');
    // A `- key:` line starts the mapping: nothing above it belongs to it.
    return /-\s/.test(m[1] ?? '') ? 'out' : 'key';
  };
  for (let i = at; i >= 0; i--) if (read(i) === 'out') break;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*-\s/.test(line) && indentOf(line) < column) break;
    if (read(i) === 'out') break;
  }
  return keys;
}

/**
 * The manifest block the caret (0-based `line`, `column` in UTF-16 units) is in, or undefined.
 * Read from the lines alone, so it answers while the text does not parse: a block scalar holds
 * the lines indented deeper than its key, so the block is found by walking up through ever less
 * indented lines until one is `manifest: |`.
 */
export function manifestContext(lines: readonly string[], line: number, column: number): ManifestContext | undefined {
  const current = lines[line] ?? '';
  const before = current.slice(0, column);
  let depth = blank(current) ? before.length : indentOf(current);
  if (depth === 0) return undefined;
  for (let i = line - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (blank(text)) continue;
    if (/^(---|\.\.\.)(\s|$)/.test(text)) return undefined;
    const indent = indentOf(text);
    if (indent >= depth) continue;
    const header = BLOCK_HEADER.exec(text);
    const keyColumn = header ? (header[1] ?? '').length : -1;
    if (header && keyColumn < depth) {
      const keys = mappingKeys(lines, i, keyColumn);
      let section: string | undefined;
      for (let j = i + 1; j < line; j++) {
        const s = SECTION.exec(lines[j] ?? '');
        if (s) section = (s[1] ?? '').trim();
      }
      const name = keys.has('name') ? scalar(keys.get('name') ?? '') : undefined;
      return {
        headerLine: i,
        ...(name ? { name } : {}),
        raw: /^true$/i.test(scalar(keys.get('useRawManifest') ?? '')),
        ...(section !== undefined ? { section } : {}),
        before: before.trimStart(),
      };
    }
    if (indent === 0) return undefined;
    depth = indent;
  }
  return undefined;
}

/** The `apiVersion` of the YAML document around `line` (v1alpha2, as kops reads a document without one). */
export function documentApiVersion(lines: readonly string[], line: number): 'v1alpha2' | 'v1alpha3' {
  let start = line;
  while (start > 0 && !/^---(\s|$)/.test(lines[start] ?? '')) start--;
  for (let i = start; i < lines.length; i++) {
    if (i > line && /^---(\s|$)/.test(lines[i] ?? '')) break;
    const m = /^apiVersion\s*:\s*(.*)$/.exec(lines[i] ?? '');
    if (m) return /v1alpha3\b/.test(scalar(m[1] ?? '')) ? 'v1alpha3' : 'v1alpha2';
  }
  return 'v1alpha2';
}
