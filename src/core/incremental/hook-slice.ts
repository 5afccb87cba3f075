import type { DocumentSpec } from '../types.ts';

/**
 * The lines of one hook in a block `hooks:` list: from the start of the line with its `- ` to
 * the start of the next hook's line (the last hook's lines run on over blank lines). A hook's
 * lines can be read on their own when every other line of them is indented past the `-`.
 */
export interface HookSlice {
  /** Position of the hook in `document.hooks` (and in the YAML list). */
  position: number;
  start: number;
  end: number;
  /** Column of the list's `-`. */
  indent: number;
  last: boolean;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function nextLineStart(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
}

/** Spaces at the start of the line at `at`. */
export function indentAt(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === 32) i++;
  return i - at;
}

/** Whether the line at `at` holds only spaces (and a CR). */
function blankLine(text: string, at: number): boolean {
  let i = at;
  while (text.charCodeAt(i) === 32) i++;
  if (text.charCodeAt(i) === 13) i++;
  return i >= text.length || text.charCodeAt(i) === 10;
}

/** Where the line of hook `j` starts, if it is `<indent spaces>-`. */
function itemStart(text: string, doc: DocumentSpec, j: number, indent: number): number | undefined {
  const hook = doc.hooks[j];
  if (!hook || hook.index !== j) return undefined;
  const at = lineStart(text, hook.range.start);
  return indentAt(text, at) === indent && text.charCodeAt(at + indent) === 45 ? at : undefined;
}

/**
 * The hook whose lines hold `[from, to]`, or a reason why there is none. The list must be a
 * block list whose every item is a hook (so YAML positions and hooks agree).
 */
export function hookSlice(text: string, doc: DocumentSpec, from: number, to: number): HookSlice | string {
  const list = doc.hooksRange;
  const count = doc.hooks.length;
  if (!list || count === 0 || text.charCodeAt(list.start) !== 45) return 'no block hooks list';
  const first = lineStart(text, list.start);
  const indent = list.start - first;
  if (indentAt(text, first) !== indent) return 'hooks list does not start its line';
  // The last hook whose line starts at or before `from`.
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStart(text, (doc.hooks[mid] as DocumentSpec['hooks'][number]).range.start) <= from) lo = mid;
    else hi = mid - 1;
  }
  const start = itemStart(text, doc, lo, indent);
  if (start === undefined || start > from) return 'edit is not inside a hook';
  const last = lo === count - 1;
  let end: number;
  if (!last) {
    const next = itemStart(text, doc, lo + 1, indent);
    if (next === undefined) return 'next hook does not start its line';
    end = next;
  } else {
    end = text.charCodeAt(list.end - 1) === 10 ? list.end : nextLineStart(text, list.end);
    while (end < text.length && blankLine(text, end)) end = nextLineStart(text, end);
    // Whatever follows must close the list whatever the hook becomes (a tab may indent for YAML).
    const spaces = indentAt(text, end);
    if (end < text.length && (spaces > indent || text.charCodeAt(end + spaces) === 9)) return 'line after the last hook is indented';
  }
  if (to > end) return 'edit runs past the hook';
  return { position: lo, start, end, indent, last };
}

/**
 * Whether `lines` (a hook's text after the edit) still reads on its own: its first line is the
 * list item, every other line is blank or indented past the `-`, and it ends a line (unless it
 * ends the text).
 */
export function selfContained(lines: string, indent: number, endsText: boolean): boolean {
  if (indentAt(lines, 0) !== indent || lines.charCodeAt(indent) !== 45) return false;
  const after = lines.charCodeAt(indent + 1);
  if (!(Number.isNaN(after) || after === 32 || after === 10 || after === 13)) return false;
  if (!endsText && lines.charCodeAt(lines.length - 1) !== 10) return false;
  for (let at = nextLineStart(lines, 0); at < lines.length; at = nextLineStart(lines, at)) {
    if (!blankLine(lines, at) && indentAt(lines, at) <= indent) return false;
  }
  return true;
}
