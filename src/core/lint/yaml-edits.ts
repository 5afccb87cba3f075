/**
 * Small, exact text edits on the YAML: the building blocks of every fix. Each returns
 * undefined when the YAML is written in a shape it cannot edit safely (flow mappings, ...),
 * so a rule offers no fix rather than a broken one.
 */
import type { HookSpec, Located, TextEdit } from '../types.ts';

export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset just after the newline that ends the line holding `offset` (or the text's end). */
export function nextLineStart(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}

function column(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** A plain YAML scalar when it is safe, else a double-quoted one. */
export function yamlScalar(value: string): string {
  return /^[A-Za-z0-9_./@-][A-Za-z0-9_./@:\\-]*$/.test(value) && !/^(true|false|yes|no|on|off|null|~)$/i.test(value) && !/:$/.test(value)
    ? value
    : JSON.stringify(value);
}

function isBlockMapping(text: string, hook: HookSpec): boolean {
  return text[hook.range.start] !== '{';
}

/** Adds `key: value` as a new line of the hook mapping, before the key at `anchor` (default: its first key). */
export function insertHookField(text: string, hook: HookSpec, line: string, anchor?: number): TextEdit | undefined {
  if (!isBlockMapping(text, hook)) return undefined;
  const at = anchor ?? hook.range.start;
  return { start: at, end: at, text: `${line}\n${' '.repeat(column(text, at))}` };
}

/** Sets a boolean field: replaces its value, or inserts the field. */
export function setHookBoolean(text: string, hook: HookSpec, key: string, field: Located<boolean> | undefined, value: boolean): TextEdit | undefined {
  if (field) return { start: field.range.start, end: field.range.end, text: String(value) };
  return insertHookField(text, hook, `${key}: ${value}`, hook.manifest?.keyRange?.start);
}

/**
 * Removes a field (key and value, with its lines) from a block mapping. A field that shares its
 * line with the `- ` of the list entry hands that spot to the next key of the mapping.
 */
export function removeHookField(text: string, field: Located<unknown>): TextEdit | undefined {
  const keyStart = field.keyRange?.start;
  if (keyStart === undefined) return undefined;
  const valueEnd = Math.max(field.range.end, field.keyRange?.end ?? 0);
  const end = text[valueEnd - 1] === '\n' ? valueEnd : nextLineStart(text, valueEnd);
  const head = text.slice(lineStart(text, keyStart), keyStart);
  if (/^[ \t]*$/.test(head)) return { start: lineStart(text, keyStart), end, text: '' };
  // `- requires:`: the next key of the same mapping moves up to this spot.
  let next = end;
  while (next < text.length && (text[next] === ' ' || text[next] === '\t')) next++;
  if (column(text, next) !== column(text, keyStart) || /[\n#-]/.test(text[next] ?? '\n')) return undefined;
  return { start: keyStart, end: next, text: '' };
}

/** Replaces a scalar value (a name, an image) with `value`, quoted when YAML needs it. */
export function replaceScalar(field: Located<unknown>, value: string): TextEdit {
  return { start: field.range.start, end: field.range.end, text: yamlScalar(value) };
}

/** Two adjacent fields' deletions can overlap (`- requires:` hands its spot to `before:`): union them. */
export function mergeDeletions(text: string, edits: TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const out: TextEdit[] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    if (last && e.start <= last.end) last.end = Math.max(last.end, e.end);
    else out.push({ ...e });
  }
  // A deletion that starts after `- ` must end at the next key, not at the start of its line.
  for (const e of out) {
    if (e.start === lineStart(text, e.start)) continue;
    while (e.end < text.length && (text[e.end] === ' ' || text[e.end] === '\t')) e.end++;
  }
  return out;
}

/**
 * Appends `items` to a list field (`before: [a]`, or a block list of `- a` lines), each quoted when
 * YAML needs it. Undefined for an empty list or a shape it cannot extend safely.
 */
export function appendListItems(text: string, field: Located<Located<string>[]>, items: readonly string[]): TextEdit | undefined {
  const last = field.value[field.value.length - 1];
  if (!last || items.length === 0) return undefined;
  const scalars = items.map(yamlScalar);
  if (text[field.range.start] === '[') {
    const close = text.lastIndexOf(']', field.range.end);
    if (close < last.range.end) return undefined;
    return { start: last.range.end, end: last.range.end, text: scalars.map((s) => `, ${s}`).join('') };
  }
  const prefix = text.slice(lineStart(text, last.range.start), last.range.start);
  if (!/^[ \t]*- +$/.test(prefix)) return undefined;
  const at = nextLineStart(text, last.range.end);
  return { start: at, end: at, text: (at === text.length && text[at - 1] !== '\n' ? '\n' : '') + scalars.map((s) => `${prefix}${s}\n`).join('') };
}

/** Edits in text order; at one offset an insertion goes before a replacement (applyFixes and Monaco take them so). */
export function sortEdits(edits: readonly TextEdit[]): TextEdit[] {
  return [...edits].sort((a, b) => a.start - b.start || (a.end - a.start) - (b.end - b.start));
}
