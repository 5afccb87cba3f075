import type { Scalar } from 'yaml';
import type { ManifestSource, Range } from '../types.ts';

/** A manifest value and where each of its lines sits in the YAML text. */
export interface MappedManifest {
  /** The value as Go YAML produces it (see `goBlockValue`). */
  value: string;
  source: ManifestSource;
}

interface SourceLine {
  start: number;
  /** End of the line's text, before `\n` or `\r\n`. */
  end: number;
  hasBreak: boolean;
}

/**
 * Maps each line of a manifest string (split on '\n') to its range in `text`, in one pass over
 * the scalar's source. For `|` literal blocks the map is exact: value line i is source line i
 * without its block indentation, so its range is right-aligned to the line's end, trailing spaces
 * included. Folded (`>`), plain and quoted multi-line scalars join lines, so their ranges cover
 * the source lines that fed each value line and `folded` is set.
 */
export function manifestSource(text: string, node: Scalar, parsed: string): MappedManifest {
  const [start, end] = node.range ?? [0, 0];
  if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') return blockSource(text, node, start, end, parsed);
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const inner = quoted ? { start: start + 1, end: Math.max(start + 1, end - 1) } : { start, end };
  const style = quoted ? 'quoted' : 'plain';
  const count = parsed.split('\n').length;
  if (count === 1 && text.slice(inner.start, inner.end) === parsed) {
    return { value: parsed, source: { lines: [inner], folded: false, style } };
  }
  return { value: parsed, source: { lines: foldedLines(text, sourceLines(text, inner.start, inner.end), count, inner), folded: true, style } };
}

function blockSource(text: string, node: Scalar, start: number, end: number, parsed: string): MappedManifest {
  const nl = text.indexOf('\n', start);
  const bodyStart = nl < 0 || nl >= end ? end : nl + 1;
  const header = text.slice(start, bodyStart);
  const body = sourceLines(text, bodyStart, end);
  const value = goBlockValue(text, node, header, body, parsed, end);
  const values = value.split('\n');
  const empty = { start: end, end };
  if (node.type === 'BLOCK_FOLDED') {
    // The '' after a final '\n' sits where the block ends, as for literal blocks.
    const trailing = value.endsWith('\n') ? 1 : 0;
    const lines = foldedLines(text, body, values.length - trailing, empty);
    if (trailing) lines.push(empty);
    return { value, source: { lines, folded: true, style: 'folded' } };
  }
  const lines: Range[] = [];
  let exact = true;
  for (let i = 0; i < values.length; i++) {
    const line = body[i];
    const v = values[i] ?? '';
    if (!line) {
      lines.push(empty);
      continue;
    }
    const from = line.end - v.length;
    if (from < line.start || !text.startsWith(v, from)) exact = false;
    lines.push({ start: Math.max(line.start, from), end: line.end });
  }
  return { value, source: { lines, folded: !exact, style: 'literal' } };
}

/**
 * yaml (JS) ends a clip or keep block scalar with '\n' even when its last content line is the
 * last line of the file with no line break; Go YAML (libyaml) adds only line breaks that are in
 * the source. So `manifest: |` + `  Type=oneshot` at the very end of a file is "Type=oneshot" for
 * kops; this returns Go's value.
 */
function goBlockValue(text: string, node: Scalar, header: string, body: SourceLine[], parsed: string, end: number): string {
  const last = body[body.length - 1];
  if (!last || last.hasBreak || end < text.length || header.includes('-') || !parsed.endsWith('\n')) return parsed;
  const lastText = text.slice(last.start, last.end);
  if (node.type === 'BLOCK_FOLDED') return /\S/.test(lastText) ? parsed.slice(0, -1) : parsed;
  const values = parsed.split('\n');
  // `values` ends with '' after the final '\n'; the line before it is the last source line's content.
  return values.length === body.length + 1 && values[values.length - 2] !== '' ? parsed.slice(0, -1) : parsed;
}

function sourceLines(text: string, from: number, to: number): SourceLine[] {
  const lines: SourceLine[] = [];
  let pos = from;
  while (pos < to) {
    const nl = text.indexOf('\n', pos);
    const hasBreak = nl >= 0 && nl < to;
    let lineEnd = hasBreak ? nl : to;
    if (hasBreak && text.charCodeAt(lineEnd - 1) === 13 && lineEnd - 1 >= pos) lineEnd--;
    lines.push({ start: pos, end: lineEnd, hasBreak });
    pos = hasBreak ? nl + 1 : to;
  }
  return lines;
}

/**
 * Approximate map for folded text: a run of non-blank source lines becomes one value line, and
 * each blank line after the first adds an empty one (YAML folds a single line break into a space
 * and keeps the others). Ranges cover the run without indentation. Padded or cut to `count`.
 */
function foldedLines(text: string, lines: SourceLine[], count: number, fallback: Range): Range[] {
  const out: Range[] = [];
  let current: Range | null = null;
  for (const line of lines) {
    let s = line.start;
    let e = line.end;
    while (s < e && isBlank(text.charCodeAt(s))) s++;
    while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
    if (s === e) {
      if (current) out.push(current);
      else if (out.length > 0) out.push({ start: line.start, end: line.start });
      current = null;
      continue;
    }
    current = current ? { start: current.start, end: e } : { start: s, end: e };
  }
  if (current) out.push(current);
  const last = out[out.length - 1] ?? fallback;
  while (out.length < count) out.push(last);
  return out.slice(0, count);
}

const isBlank = (c: number): boolean => c === 32 || c === 9;
