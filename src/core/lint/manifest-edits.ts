/**
 * Exact edits inside a literal block manifest (`|`, `|-`, `|+`), whose lines map 1:1 to YAML
 * lines. Each returns undefined for any other style (plain, quoted, folded), where offsets are
 * uncertain: a fix is then not offered rather than a broken one.
 */
import { unitParser } from '../systemd/unit-parser.ts';
import type { HookSpec, Range, TextEdit } from '../types.ts';
import { lineStart, nextLineStart } from './yaml-edits.ts';

interface Literal {
  lines: string[];
  /** The YAML range of each line. */
  ranges: Range[];
  /** The indentation of the block's content. */
  indent: string;
}

/** The literal manifest's lines, their YAML ranges, and the indentation its content uses. */
function literal(text: string, hook: HookSpec): Literal | undefined {
  const manifest = hook.manifest;
  if (!manifest || manifest.source.style !== 'literal' || manifest.source.folded) return undefined;
  const lines = manifest.value.split('\n');
  const ranges = manifest.source.lines;
  if (ranges.length !== lines.length || ranges.length === 0) return undefined;
  const content = lines.findIndex((l) => l.trim() !== '');
  const at = ranges[Math.max(0, content)];
  if (!at) return undefined;
  const indent = text.slice(lineStart(text, at.start), at.start).replace(/[^ \t]/g, ' ');
  return { lines, ranges, indent };
}

/** `lines` as YAML lines of the block (an empty one stays empty). */
function block(indent: string, lines: readonly string[]): string {
  return lines.map((l) => (l === '' ? '\n' : `${indent}${l}\n`)).join('');
}

/** Inserts `lines` after manifest line `after` (-1: before the first line). */
function insertAfter(text: string, m: Literal, after: number, lines: readonly string[]): TextEdit | undefined {
  if (after < 0) {
    const first = m.ranges[0];
    if (!first) return undefined;
    const at = lineStart(text, first.start);
    return { start: at, end: at, text: block(m.indent, lines) };
  }
  const range = m.ranges[after];
  if (!range) return undefined;
  const at = nextLineStart(text, range.end);
  // The block is the end of the text, with no newline after its last line.
  const lead = at === text.length && text[at - 1] !== '\n' ? '\n' : '';
  return { start: at, end: at, text: lead + block(m.indent, lines) };
}

/**
 * Adds `key=value` to section `section` of the manifest: after its header when the manifest has
 * that header (the last one, as systemd merges repeats), else as a new section, at the top for
 * [Unit] and at the end (after a blank line, as kops separates sections) for any other.
 */
export function addManifestEntry(text: string, hook: HookSpec, section: string, entry: string): TextEdit | undefined {
  const m = literal(text, hook);
  if (!m) return undefined;
  const value = hook.manifest?.value ?? '';
  // Most manifests have no such header: no parse for them.
  const own = value.includes(`[${section}]`) ? unitParser(value).sections.filter((s) => s.name === section).at(-1) : undefined;
  if (own) return insertAfter(text, m, own.line, [entry]);
  if (section === 'Unit') return insertAfter(text, m, -1, ['[Unit]', entry, '']);
  let last = m.lines.length - 1;
  while (last > 0 && (m.lines[last] ?? '').trim() === '') last--;
  return insertAfter(text, m, last, ['', `[${section}]`, entry]);
}
