import type { HookSpec, Range, TextEdit } from '../types.ts';
import { lineStart, nextLineStart } from './yaml-edits.ts';

/** A manifest that fixes may edit line by line: a literal block (`|`), whose lines map 1:1 to YAML lines. */
export interface LiteralManifest {
  /** The manifest's lines (its value split on '\n'). */
  lines: string[];
  /** For each line, its range in the YAML text. */
  ranges: Range[];
  /** The block's indentation, as written on its first content line. */
  indent: string;
}

/** The manifest of `hook` when it is a literal block scalar with one YAML line per manifest line, else undefined. */
export function literalManifest(text: string, hook: HookSpec): LiteralManifest | undefined {
  const manifest = hook.manifest;
  if (!manifest || manifest.source.style !== 'literal' || manifest.source.folded) return undefined;
  const lines = manifest.value.split('\n');
  const ranges = manifest.source.lines;
  const first = ranges[0];
  if (!first || ranges.length !== lines.length) return undefined;
  const content = lines.findIndex((l) => l.trim() !== '' && !/^\s*[#;]/.test(l));
  const at = ranges[Math.max(0, content)] ?? first;
  return { lines, ranges, indent: text.slice(lineStart(text, at.start), at.start).replace(/[^ \t]/g, ' ') };
}

/**
 * An edit that inserts `add` (unit lines, without indentation) into a literal manifest after its
 * line `after` (-1: before its first line). Empty strings become empty lines.
 */
export function insertManifestLines(text: string, manifest: LiteralManifest, after: number, add: readonly string[]): TextEdit | undefined {
  const block = add.map((l) => (l === '' ? '\n' : `${manifest.indent}${l}\n`)).join('');
  if (after < 0) {
    const first = manifest.ranges[0];
    if (!first) return undefined;
    const at = lineStart(text, first.start);
    return { start: at, end: at, text: block };
  }
  const range = manifest.ranges[after];
  if (!range) return undefined;
  const at = nextLineStart(text, range.end);
  return { start: at, end: at, text: (at === text.length && text[at - 1] !== '\n' ? '\n' : '') + block };
}

/** An edit that deletes manifest lines `from`..`to` (inclusive) with their line breaks. */
export function deleteManifestLines(text: string, manifest: LiteralManifest, from: number, to: number): TextEdit | undefined {
  const first = manifest.ranges[from];
  const last = manifest.ranges[to];
  if (!first || !last) return undefined;
  return { start: lineStart(text, first.start), end: nextLineStart(text, last.end), text: '' };
}

/** The last line of `lines` before `before` that holds anything but blanks, or -1. */
export function lastContentLine(lines: readonly string[], before = lines.length): number {
  for (let i = Math.min(before, lines.length) - 1; i >= 0; i--) if ((lines[i] ?? '').trim() !== '') return i;
  return -1;
}
