/**
 * The fenced blocks of a Markdown text that hold a kops hooks example, found line by line as
 * CommonMark and Python-Markdown's SuperFences find fences: a run of 3+ backticks or tildes, at
 * any indentation (inside list items and admonitions) or blockquote depth, closed by a run of the
 * same character at least as long. Fences of other languages are skipped whole, so an example
 * of the syntax inside a ````markdown block is left alone.
 */

/** What a block's info string asks for. */
export interface BlockOptions {
  kopsVersion?: string;
  runtime?: string;
  unit?: string;
  group?: string;
}

/** One `yaml kops-hooks` block, or a fence followed by a `<kops-hooks-preview>` line. Lines are 0-based indexes into the text's lines. */
export interface KopsBlock {
  /** The line that marks the block, where its problems are reported: the opening fence, or the element's line. */
  open: number;
  /** The closing fence's line (the last line of the text when the fence is never closed). */
  close: number;
  /** The line the link goes on: after the closing fence, or after the `<kops-hooks-preview>` line that follows it. */
  linkAt: number;
  closed: boolean;
  /** What stands before the fence on its line (indentation, `>` markers): the link line gets it too. */
  prefix: string;
  /** The block's content, each line ending in "\n", without the fence's indentation. */
  yaml: string;
  options: BlockOptions;
  /** What is wrong with the info string, with the 1-based column where it starts. */
  problems: { column: number; message: string }[];
}

const OPENING = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;
const YAML = /^\.?ya?ml$/i;
/** The words of the issue's form (`yaml kops-hooks version=1.28`) and their option. */
const WORDS: Record<string, keyof BlockOptions> = { version: 'kopsVersion', runtime: 'runtime', unit: 'unit', ig: 'group' };
/** The attribute form's names (`{.yaml data-kops-hooks data-kops-version="1.28"}`), as embed.js reads them. */
const ATTRIBUTES: Record<string, keyof BlockOptions> = { ...WORDS, 'data-kops-version': 'kopsVersion', 'data-runtime': 'runtime', 'data-unit': 'unit', 'data-ig': 'group' };
/**
 * The element form: a `<kops-hooks-preview …>` line right after a fence (raw HTML, which any
 * Markdown that passes HTML keeps; embed.js previews the block before it). Its attributes.
 */
const ELEMENT = /^[ \t]*<kops-hooks-preview\b([^>]*)>(?:[ \t]*<\/kops-hooks-preview>)?[ \t]*$/;
/** The element's attributes, as embed.js reads them. */
const ELEMENT_ATTRIBUTES: Record<string, keyof BlockOptions> = { 'data-kops-version': 'kopsVersion', 'data-runtime': 'runtime', 'data-unit': 'unit', 'data-ig': 'group' };
/** `key`, `key=value`, `key="value"` or `key='value'`, `.class`, `#id`. */
const TOKEN = /([^\s=]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S*)))?/g;

interface Token { key: string; value: string | undefined; column: number }

function tokens(text: string, column: number): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ key: m[1] ?? '', value: m[2] ?? m[3] ?? m[4], column: column + (m.index ?? 0) }));
}

/** Sets an option from a token into `options`, or says what is wrong with it. */
function setter(options: BlockOptions, problems: KopsBlock['problems']) {
  return (t: Token, name: keyof BlockOptions): void => {
    if (t.value === undefined || t.value === '') problems.push({ column: t.column, message: `${t.key} needs a value (${t.key}=…)` });
    else if (options[name] !== undefined) problems.push({ column: t.column, message: `${t.key} is given twice` });
    else if (name === 'runtime' && t.value !== 'docker' && t.value !== 'containerd') problems.push({ column: t.column, message: `${t.key} must be docker or containerd, not "${t.value}"` });
    else options[name] = t.value;
  };
}

/**
 * Reads a `<kops-hooks-preview …>` line; null when the line is not one. Other attributes
 * (data-readonly, data-height) belong to embed.js. Columns are 1-based, on the line.
 */
export function readElement(line: string): Pick<KopsBlock, 'options' | 'problems'> | null {
  const m = ELEMENT.exec(line);
  if (!m) return null;
  const options: BlockOptions = {};
  const problems: KopsBlock['problems'] = [];
  const set = setter(options, problems);
  for (const t of tokens(m[1] ?? '', line.indexOf('<') + '<kops-hooks-preview'.length + 1)) {
    if (Object.hasOwn(ELEMENT_ATTRIBUTES, t.key)) set(t, ELEMENT_ATTRIBUTES[t.key]!);
  }
  return { options, problems };
}

/**
 * Reads an info string; null when the block is not a kops hooks example. Two forms: the issue's
 * `yaml kops-hooks [version=V] [runtime=R] [unit=U] [ig=G]` (GitHub, Hugo, markdown-it), and the
 * attribute list that Python-Markdown needs, since SuperFences takes no bare words after the
 * language: `{.yaml data-kops-hooks data-kops-version="V" …}` (or `.kops-hooks`, or `yaml {…}`).
 */
export function readInfo(info: string, column: number): Pick<KopsBlock, 'options' | 'problems'> | null {
  const options: BlockOptions = {};
  const problems: KopsBlock['problems'] = [];
  const set = setter(options, problems);
  const brace = /^([^{]*)\{(.*)\}\s*$/.exec(info);
  if (brace) {
    const all = tokens(brace[2] ?? '', column + (brace[1]?.length ?? 0) + 1);
    const marked = all.some((t) => t.key === '.kops-hooks' || t.key === 'data-kops-hooks');
    const language = (brace[1] ?? '').trim() || all.find((t) => t.key.startsWith('.'))?.key;
    if (!marked || language === undefined || !YAML.test(language)) return null;
    // Other attributes (linenums, title, data-readonly, data-height) belong to the highlighter and embed.js.
    for (const t of all) if (Object.hasOwn(ATTRIBUTES, t.key)) set(t, ATTRIBUTES[t.key]!);
    return { options, problems };
  }
  const [language, marker, ...rest] = tokens(info, column);
  if (!language || !YAML.test(language.key) || language.value !== undefined || marker?.key !== 'kops-hooks' || marker.value !== undefined) return null;
  for (const t of rest) {
    if (Object.hasOwn(WORDS, t.key)) set(t, WORDS[t.key]!);
    else problems.push({ column: t.column, message: `unknown option "${t.key}" (expected version=, runtime=, unit= or ig=)` });
  }
  return { options, problems };
}

/** Removes up to the fence's own prefix from a content line (CommonMark: the fence's indentation). */
function dedent(line: string, prefix: string): string {
  let i = 0;
  while (i < prefix.length && i < line.length && line[i] === prefix[i]) i++;
  return line.slice(i);
}

/** Every kops hooks block of `lines` (each without its line break), in order. */
export function findKopsBlocks(lines: readonly string[]): KopsBlock[] {
  const blocks: KopsBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = OPENING.exec(lines[i] ?? '');
    if (!m) continue;
    const [, prefix = '', fence = '', info = ''] = m;
    // A backtick fence's info string cannot hold a backtick (CommonMark): that line is inline code.
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^(?:[ \\t]*>)*[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let close = i + 1;
    while (close < lines.length && !closing.test(lines[close] ?? '')) close++;
    const read = readInfo(info.trim(), prefix.length + fence.length + (info.length - info.trimStart().length) + 1);
    // The element form: any fence (a plain ```yaml) with a <kops-hooks-preview> line right after it.
    const next = lines[close + 1];
    const element = close < lines.length && next !== undefined && next.startsWith(prefix) ? readElement(next.slice(prefix.length)) : null;
    if (read || element) {
      const content = lines.slice(i + 1, Math.min(close, lines.length)).map((line) => `${dedent(line, prefix)}\n`);
      const shift = (p: KopsBlock['problems'][number]) => ({ ...p, column: p.column + prefix.length });
      const own = element ? { options: element.options, problems: element.problems.map(shift) } : read!;
      const end = Math.min(close, lines.length - 1);
      blocks.push({ open: element ? close + 1 : i, close: end, linkAt: element ? close + 2 : close + 1, closed: close < lines.length, prefix, yaml: content.join(''), ...own });
    }
    i = close;
  }
  return blocks;
}
